#include "prover/chomp/prove_top_rows.h"

#include "kernel/chomp_check.h"
#include "prover/chomp/find_witnesses.h"
#include "prover/chomp/guess_top.h"
#include "prover/chomp/three_row_table.h"

#include <chrono>
#include <memory>
#include <stdexcept>

namespace cgp {

namespace {

// Enough middle rows to see every top row's periodic tail (its threshold
// grows like 1.5 r); each failed guess doubles it, at most this many times.
constexpr int kMaxEnlargements = 3;
long initial_max_b(int rows, int top_max) { return rows == 2 ? top_max + 2 : 3L * top_max + 60; }

}  // namespace

ChompProveOutcome chomp_prove_top_rows(const ChompProveOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  const int rows = options.rows, top_max = options.top_max;
  if (rows < 2 || rows > 3) throw std::invalid_argument("chomp_prove_top_rows: rows must be 2 or 3");
  if (top_max < 0 || top_max > (rows == 3 ? kChompMaxTop3 : kChompMaxTop2))
    throw std::invalid_argument("chomp_prove_top_rows: top row bound out of range");

  ChompProveOutcome out;
  out.proof.rows = rows;
  long max_b = initial_max_b(rows, top_max);
  auto table = std::make_unique<ChompThreeRowTable>(rows == 3 ? top_max : 0, max_b);
  ChompProofChecker checker(rows);
  std::vector<ChompTopGuess> guesses;
  auto finish = [&](ChompProveOutcome::Status status, std::string reason) {
    out.status = status;
    out.reason = std::move(reason);
    out.seconds = elapsed();
    out.proof.summary = checker.summary();
    return out;
  };

  for (int top = 0; top <= top_max; ++top) {
    if (options.time_limit > 0 && elapsed() > options.time_limit)
      return finish(ChompProveOutcome::Status::time_limit,
                    "time limit reached after top row " + std::to_string(top - 1));
    std::string why;
    for (int attempt = 0;; ++attempt) {
      auto guess = chomp_guess_top(*table, rows, top, &why);
      if (guess) {
        guesses.resize(static_cast<std::size_t>(top));
        guesses.push_back(std::move(*guess));
        std::vector<ChompTopImages> images = checker.images();
        images.push_back(chomp_top_images(guesses.back().pieces, rows));
        // Pieces from the concrete box usually cover the top row; if the
        // checker disagrees, complete them symbolically and check again.
        bool checked = false;
        for (bool seeds_only : {true, false}) {
          auto n_pieces = chomp_find_witnesses(guesses, images, top, &why, seeds_only);
          if (!n_pieces) break;
          out.proof.tops.resize(static_cast<std::size_t>(top));
          out.proof.tops.push_back(ChompTopProof{top, guesses.back().pieces, std::move(*n_pieces)});
          if ((checked = checker.check_next(out.proof, &why))) break;
        }
        if (checked) break;
      }
      if (attempt == kMaxEnlargements)
        return finish(ChompProveOutcome::Status::failed, "top row " + std::to_string(top) + ": " + why);
      max_b *= 2;
      table = std::make_unique<ChompThreeRowTable>(rows == 3 ? top_max : 0, max_b);
    }
    if (!options.keep_n_pieces) std::vector<ChompNPiece>().swap(out.proof.tops.back().n_pieces);
    if (options.progress) options.progress(top, elapsed());
  }
  if (!checker.seal(out.proof))  // the kernel's word, not ours: it checked every top row, in order
    return finish(ChompProveOutcome::Status::failed, "the checker did not check every top row as proved");
  return finish(ChompProveOutcome::Status::proved, "");
}

}  // namespace cgp
