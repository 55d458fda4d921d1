// One refereed game, and its line in a games file (JSON Lines, README
// "Games file"):
// {"game":17,"first":"optimal","second":"random","board":[7,7,7],
//  "moves":[[2,2],[1,5]],"winner":"optimal","forfeit":null}
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "games/chomp/chomp_position.h"
#include "play/contestant.h"

namespace cgp::play {

struct GameCell {
  int row = 1, column = 1;  // 1-based, [1,1] the poison cell
  friend bool operator==(const GameCell&, const GameCell&) = default;
};

struct GameForfeit {
  std::string player;
  ForfeitReason reason = ForfeitReason::kCrash;
  std::string detail;
  friend bool operator==(const GameForfeit&, const GameForfeit&) = default;
};

struct GameRecord {
  int game = 0;  // 1-based, in schedule order
  std::string first, second;
  ChompPosition board;   // poison row first
  std::vector<GameCell> moves;  // in play order; the loser's last is [1,1] unless it forfeited
  std::string winner;
  std::optional<GameForfeit> forfeit;
  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// One line of JSON, without the newline.
std::string game_record_line(const GameRecord& g);
// The record on one line, or a one-line error naming what is wrong.
std::variant<GameRecord, std::string> parse_game_record(const std::string& line);

// Appends whole lines to a games file, one write() each, from any thread, so
// that a run interrupted at any moment leaves only complete lines.
class GamesWriter {
 public:
  // Creates or truncates the file; a one-line error when it cannot.
  static std::variant<std::unique_ptr<GamesWriter>, std::string> open(const std::string& path);
  ~GamesWriter();
  // False when the write failed (disk full): the run should stop.
  bool append(const GameRecord& g);

 private:
  explicit GamesWriter(int fd) : fd_(fd) {}
  int fd_;
  std::mutex mutex_;
};

}  // namespace cgp::play
