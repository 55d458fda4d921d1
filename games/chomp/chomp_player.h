// A Chomp player maps a position to a move. The built-in players (random,
// optimal, human, two-rows, greedy, pattern) are made by name through
// make_chomp_player; the referee in play/ drives them, and external programs,
// through the same position-in, cell-out contract.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "games/chomp/chomp_position.h"

namespace cgp {

// A move: the cell bitten, 1-based as `chomp explain` prints it, [1,1] the
// poison cell (row 1 is the poison row); and why the player chose it, one line
// ("two-rows rule: leaves [4,3]", "blocked by [4,2,2]").
struct ChompMove {
  int row = 1;
  int column = 1;
  std::string reason;
};

// True when [row, column] is a cell of p (the poison cell included: eating it
// is legal, and loses).
bool chomp_move_is_legal(const ChompPosition& p, int row, int column);
// Why [row, column] is not a move of p ("[9,9] is not a cell of [4,4,2]"),
// or nothing when it is one.
std::optional<std::string> chomp_move_problem(const ChompPosition& p, int row, int column);
// The position after biting [row, column]; empty rows when the poison cell
// was eaten (the game is over). The move must be legal.
ChompPosition chomp_after_move(const ChompPosition& p, int row, int column);
// The 1-based cell whose bite turns `from` into its option `to` (to empty:
// the poison cell).
ChompMove chomp_move_to(std::span<const int> from, std::span<const int> to, std::string reason);

class ChompPlayer {
 public:
  virtual ~ChompPlayer() = default;
  // A legal move of p; p is valid (at least the poison cell is left).
  virtual ChompMove choose(const ChompPosition& p) = 0;
  // Called before each game. Players that draw random moves restart their
  // generator from `seed`, so a game is reproducible from its seed whatever
  // games the player played before.
  virtual void start_game(std::uint64_t seed) { (void)seed; }
};

struct ChompPlayerInfo {
  std::string_view name;
  std::string_view description;  // one line, for --help
};

// The built-in players, in the order --help lists them, then the registered ones.
std::span<const ChompPlayerInfo> chomp_player_catalog();

struct ChompPlayerOptions {
  std::uint64_t seed = 1;
  // The `pattern` player's list of known P-positions; empty:
  // chomp_smallest_p_positions(kDefaultPatternCount).
  std::vector<ChompPosition> known_p_positions;
};

inline constexpr int kDefaultPatternCount = 28;  // Dan Bauer knew 28 winning positions

// The `count` smallest P-positions of the 10x10 box: fewest cells first, then
// in the order `chomp solve --out` lists them.
std::vector<ChompPosition> chomp_smallest_p_positions(int count);

// A built-in player by name, or a one-line error naming the unknown name.
std::variant<std::unique_ptr<ChompPlayer>, std::string> make_chomp_player(std::string_view name,
                                                                          const ChompPlayerOptions& options = {});

// Players defined above games/ (the `conjecture` player of conjecture/,
// registered by the front end) join make_chomp_player and the catalog (so
// --help, the server and the page list them) under their name.
using ChompPlayerFactory = std::function<std::unique_ptr<ChompPlayer>(const ChompPlayerOptions&)>;
void chomp_register_player(std::string name, std::string description, ChompPlayerFactory make);

}  // namespace cgp
