// cgprove prove chomp: the complete P-positions of n-row Chomp (n = 2 or 3)
// with top row at most K. Top row by top row: tabulate, guess (guess_top.h),
// find the N pieces' winning moves (find_witnesses.h) and check the top row
// (kernel/chomp_check.h) before going on; a failed guess enlarges the table and is
// tried again. PROVED only when the checker accepted every top row.
#pragma once

#include "kernel/chomp_proof.h"

#include <functional>
#include <string>

namespace cgp {

// Beyond these the work (and memory of the table) grows too large to be useful.
constexpr int kChompMaxTop3 = 400;
constexpr int kChompMaxTop2 = 2000;

struct ChompProveOptions {
  int rows = 3;
  int top_max = 0;
  double time_limit = 0;  // seconds; 0 for none
  // false: each top row's N pieces are dropped once the checker accepted it
  // (the summary still counts them), which bounds memory by the P pieces; the
  // proof then states the theorem but cannot be re-checked, reported or
  // exported to Coq by lia (`--coq-by lia`); the Coq script proved by
  // computation reads the P pieces only.
  bool keep_n_pieces = true;
  // Called after every proved top row with the seconds since the start.
  std::function<void(int top, double seconds)> progress;
};

struct ChompProveOutcome {
  enum class Status { proved, failed, time_limit };
  Status status = Status::failed;
  ChompProof proof;  // the top rows proved so far (all when proved; proof.checked only then)
  std::string reason;
  double seconds = 0;
};

ChompProveOutcome chomp_prove_top_rows(const ChompProveOptions& options);

}  // namespace cgp
