// Matches and round-robin tournaments, Siegfried's way: every pair plays
// every rectangle of the box (sides 1..R by 1..C) games_per_board times with
// each player moving first, so a pair plays 2 * R * C * games_per_board games.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <variant>
#include <vector>

#include "play/external_player.h"
#include "play/game_record.h"

namespace cgp::play {

// A player of a run: a built-in name, or an external program (path set).
struct PlayerSpec {
  std::string name;  // the built-in name, or the argument naming the program; records use it
  std::string path;  // empty for a built-in player
};

// A command-line player argument: containing '/', an executable file;
// otherwise a built-in name. A one-line error for a missing or
// non-executable file or an unknown name.
std::variant<PlayerSpec, std::string> parse_player_spec(const std::string& arg);

struct TournamentConfig {
  std::vector<PlayerSpec> players;  // names made unique by the run ("random", "random#2")
  int box_rows = 10, box_cols = 10;
  int games_per_board = 1;
  std::uint64_t seed = 1;
  int jobs = 1;
  ExternalLimits limits;
  std::vector<ChompPosition> known_p_positions;  // for `pattern`; empty: its default list
};

inline constexpr int kMaxBoardSide = 14;  // the optimal player's table of 14x14 takes a second

struct TournamentHooks {
  GamesWriter* writer = nullptr;                      // every finished game is appended here, in order
  const std::atomic<bool>* stop = nullptr;            // set (Ctrl-C): finish the games in play, start no more
  std::function<void(int done, int total)> progress;  // after each game, one thread at a time, under a lock
};

struct TournamentResult {
  std::vector<std::string> names;  // the unique names, in the order given
  std::vector<GameRecord> games;   // finished games, in game-number order
  int scheduled = 0;
  bool interrupted = false;  // stopped before every scheduled game was played
  bool write_failed = false;
  double seconds = 0;
};

// The rectangles of the box, row by row: 1x1, 1x2, ..., RxC.
std::vector<ChompPosition> tournament_boards(int rows, int cols);

// Plays every pair (i < j, in the order given; a match is a tournament of
// two). Game numbers follow the schedule: pair by pair, for each pair first
// the games with the earlier player first, board by board. Game k's random
// choices depend only on seed and k, so a run is reproducible whatever
// `jobs` is, games file included: its lines come in game-number order.
TournamentResult run_tournament(const TournamentConfig& config, const TournamentHooks& hooks);

}  // namespace cgp::play
