// A contestant is a player as the referee sees it: it may fail. Built-in
// players never do; an external program may time out, crash, print garbage
// or not start at all, and each failure is a forfeit of the game.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "games/chomp/chomp_player.h"

namespace cgp::play {

enum class ForfeitReason { kIllegal, kMalformed, kTimeout, kCrash, kStartup };
inline constexpr ForfeitReason kForfeitReasons[] = {ForfeitReason::kIllegal, ForfeitReason::kMalformed,
                                                    ForfeitReason::kTimeout, ForfeitReason::kCrash,
                                                    ForfeitReason::kStartup};

// "illegal", "malformed", "timeout", "crash", "startup": the games file's words.
std::string_view forfeit_reason_id(ForfeitReason r);
std::optional<ForfeitReason> forfeit_reason_from_id(std::string_view id);

struct Forfeit {
  ForfeitReason reason = ForfeitReason::kCrash;
  std::string detail;  // one line: "no move in 1000 ms"
};

class Contestant {
 public:
  virtual ~Contestant() = default;
  virtual const std::string& name() const = 0;
  // Readies the player for a game (an external one is started if it is not
  // running); a forfeit when it cannot play.
  virtual std::optional<Forfeit> start_game(std::uint64_t seed) = 0;
  // The player's move, not yet checked for legality (the referee does that).
  virtual std::variant<ChompMove, Forfeit> move(const ChompPosition& p) = 0;
  // After each game. A contestant that forfeited is reset (an external
  // process is killed, and started afresh for its next game).
  virtual void end_game(bool forfeited) { (void)forfeited; }
};

// A built-in player under a display name.
std::unique_ptr<Contestant> make_builtin_contestant(std::string name, std::unique_ptr<ChompPlayer> player);

}  // namespace cgp::play
