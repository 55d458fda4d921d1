// The scoreboard of a run: per player, games, wins, losses, forfeits by
// reason, win rates from the positions it could win (N) and could not (P),
// and Elo ratings fitted to the whole win matrix.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "play/contestant.h"
#include "play/elo.h"
#include "play/game_record.h"

namespace cgp::play {

struct ScoreRow {
  std::string name;
  int games = 0, wins = 0, losses = 0;
  std::array<int, std::size(kForfeitReasons)> forfeits{};  // forfeits by this player, by kForfeitReasons order
  // Games by the outcome of the first position this player had to move from
  // (the board when it moved first, the position after the opponent's first
  // move otherwise; games that ended before its first turn count in neither).
  int n_games = 0, n_wins = 0;
  int p_games = 0, p_wins = 0;
  EloRating elo;
};

struct Scoreboard {
  std::vector<ScoreRow> rows;  // by wins, then Elo, then name
  int games = 0;
};

// `names` are the players of the run; every game's players are among them.
// Outcomes come from the exact table of the smallest box holding every board.
Scoreboard make_scoreboard(const std::vector<std::string>& names, const std::vector<GameRecord>& games);

}  // namespace cgp::play
