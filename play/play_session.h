// A game between a person and a built-in player, as `chomp play` runs it:
// the person's moves are checked, the player answers with its reason, a
// hint lists the winning moves, undo takes back the person's last move and
// the answer to it.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/chomp/chomp_player.h"
#include "games/chomp/chomp_table.h"

namespace cgp::play {

class PlaySession {
 public:
  // board must fit the exact table (hints and the optimal player use it).
  static std::variant<std::unique_ptr<PlaySession>, std::string> start(const ChompPosition& board,
                                                                       std::unique_ptr<ChompPlayer> ai,
                                                                       bool person_first);

  const ChompPosition& position() const { return position_; }  // empty once the poison cell is eaten
  bool over() const { return position_.rows.empty(); }
  bool person_to_move() const { return person_to_move_; }
  // Once over(): the player, not the person, ate the poison cell (the eater stays "to move").
  bool person_won() const { return over() && !person_to_move_; }

  // The person's move; a one-line reason when it is not a cell of the position.
  std::optional<std::string> person_moves(int row, int column);
  // The player's move, made; it says why.
  ChompMove ai_moves();
  // Every winning move of the person (empty: the position is P).
  std::vector<ChompMove> hints() const;
  // Back to the person's previous turn; false when there is none.
  bool undo();

 private:
  PlaySession(ChompTable table, std::unique_ptr<ChompPlayer> ai, const ChompPosition& board,
              bool person_first)
      : table_(std::move(table)), ai_(std::move(ai)), position_(board), person_to_move_(person_first) {}
  void apply(int row, int column);

  ChompTable table_;
  std::unique_ptr<ChompPlayer> ai_;
  ChompPosition position_;
  bool person_to_move_;
  // Positions before each move, and who was to move there.
  std::vector<std::pair<ChompPosition, bool>> history_;
};

}  // namespace cgp::play
