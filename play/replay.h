// A recorded game played again move by move, each move judged by the exact
// table: winning (from an N-position to a P-position), blunder (from an
// N-position to another N-position: the win thrown away), losing (from a
// P-position every move loses), forced (the poison cell alone).
#pragma once

#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "play/game_record.h"

namespace cgp::play {

enum class MoveVerdict { kWinning, kBlunder, kLosing, kForced };
std::string_view verdict_id(MoveVerdict v);  // "winning", "blunder", "losing", "forced"

struct ReplayStep {
  std::string player;
  ChompPosition before, after;  // after is empty when the poison cell was eaten
  GameCell cell;
  MoveVerdict verdict = MoveVerdict::kLosing;
  std::optional<GameCell> winning;  // for a blunder: a move that would have won
};

struct Replay {
  GameRecord record;
  std::vector<ReplayStep> steps;
};

// Replays g, checking every move is legal and the recorded winner follows
// from the moves (or the forfeit). A one-line error otherwise, or when the
// board is too large for the table.
std::variant<Replay, std::string> replay_game(const GameRecord& g);

// Game `number` of a games file, or a one-line error (a malformed line is
// named by its line number; a missing game says how many there are).
std::variant<GameRecord, std::string> find_game(std::istream& games, int number);

}  // namespace cgp::play
