#include "play/elo.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace cgp::play {
namespace {

using Matrix = std::vector<std::vector<double>>;

// The inverse of a symmetric positive definite matrix (Gauss-Jordan with
// partial pivoting; the matrices here are players x players).
Matrix inverse(Matrix a) {
  const std::size_t n = a.size();
  Matrix inv(n, std::vector<double>(n, 0.0));
  for (std::size_t i = 0; i < n; ++i) inv[i][i] = 1;
  for (std::size_t c = 0; c < n; ++c) {
    std::size_t pivot = c;
    for (std::size_t r = c + 1; r < n; ++r)
      if (std::abs(a[r][c]) > std::abs(a[pivot][c])) pivot = r;
    std::swap(a[c], a[pivot]);
    std::swap(inv[c], inv[pivot]);
    const double d = a[c][c];
    if (d == 0) continue;
    for (std::size_t k = 0; k < n; ++k) {
      a[c][k] /= d;
      inv[c][k] /= d;
    }
    for (std::size_t r = 0; r < n; ++r) {
      if (r == c || a[r][c] == 0) continue;
      const double f = a[r][c];
      for (std::size_t k = 0; k < n; ++k) {
        a[r][k] -= f * a[c][k];
        inv[r][k] -= f * inv[c][k];
      }
    }
  }
  return inv;
}

}  // namespace

std::vector<EloRating> fit_elo(const std::vector<std::vector<int>>& wins, double smoothing) {
  const std::size_t n = wins.size();
  std::vector<EloRating> out(n);
  if (n < 2) return out;
  Matrix w(n, std::vector<double>(n, 0.0)), games(n, std::vector<double>(n, 0.0));
  std::vector<double> total(n, 0.0);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j)
      if (i != j) w[i][j] = wins[i][j] + smoothing;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j)
      if (i != j) {
        total[i] += w[i][j];
        games[i][j] = w[i][j] + w[j][i];
      }
  // MM: gamma_i <- W_i / sum_j N_ij / (gamma_i + gamma_j), normalised.
  std::vector<double> gamma(n, 1.0), next(n);
  for (int iter = 0; iter < 100000; ++iter) {
    for (std::size_t i = 0; i < n; ++i) {
      double denom = 0;
      for (std::size_t j = 0; j < n; ++j)
        if (i != j && games[i][j] > 0) denom += games[i][j] / (gamma[i] + gamma[j]);
      next[i] = denom > 0 ? total[i] / denom : gamma[i];
    }
    const double sum = std::accumulate(next.begin(), next.end(), 0.0);
    double change = 0;
    for (std::size_t i = 0; i < n; ++i) {
      next[i] = std::max(next[i] / sum, 1e-300);
      change = std::max(change, std::abs(next[i] - gamma[i]));
    }
    gamma.swap(next);
    if (change < 1e-13) break;
  }
  // Observed information in theta = ln gamma: I_ii = sum_j N_ij p_ij p_ji,
  // I_ij = -N_ij p_ij p_ji. Its null space is the all-ones vector, so the
  // covariance of sum-zero ratings is (I + J/n)^-1 - J/n.
  Matrix info(n, std::vector<double>(n, 0.0));
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      if (i == j) continue;
      const double p = gamma[i] / (gamma[i] + gamma[j]);
      const double v = games[i][j] * p * (1 - p);
      info[i][j] -= v;
      info[i][i] += v;
    }
  for (auto& row : info)
    for (double& x : row) x += 1.0 / static_cast<double>(n);
  const Matrix cov = inverse(info);
  const double scale = 400.0 / std::log(10.0);  // Elo points per unit of theta
  for (std::size_t i = 0; i < n; ++i) {
    out[i].elo = 400.0 * std::log10(gamma[i]);
    const double var = std::max(0.0, cov[i][i] - 1.0 / static_cast<double>(n));
    const double half = 1.96 * scale * std::sqrt(var);
    out[i].low = out[i].elo - half;
    out[i].high = out[i].elo + half;
  }
  const double lowest = std::min_element(out.begin(), out.end(), [](auto& a, auto& b) { return a.elo < b.elo; })->elo;
  for (EloRating& r : out) {
    r.elo -= lowest;
    r.low -= lowest;
    r.high -= lowest;
  }
  return out;
}

}  // namespace cgp::play
