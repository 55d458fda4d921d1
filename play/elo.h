// Elo ratings fitted to a whole win matrix at once: the maximum-likelihood
// Bradley-Terry model, P(i beats j) = 1 / (1 + 10^((elo_j - elo_i) / 400)),
// by Hunter's MM iteration as OpenSpiel's ComputeElo does (with its
// smoothing: `smoothing` virtual wins added to every pairing, which keeps a
// player who never wins finite). Not updated game by game, so the order of
// the games does not matter.
#pragma once

#include <vector>

namespace cgp::play {

struct EloRating {
  double elo = 0;
  double low = 0, high = 0;  // 95% interval
};

inline constexpr double kEloSmoothing = 0.1;  // OpenSpiel's default

// wins[i][j]: games player i won against player j (square, diagonal
// ignored). Ratings are shifted so the lowest is 0, as OpenSpiel does. The
// interval is elo +- 1.96 standard errors from the observed information (the
// negative Hessian of the log-likelihood at the maximum), with the ratings
// constrained to sum zero: the uncertainty of each player against the field.
std::vector<EloRating> fit_elo(const std::vector<std::vector<int>>& wins, double smoothing = kEloSmoothing);

}  // namespace cgp::play
