// What is proved of a family that is UNDECIDED as a whole: its slices, one
// value of one parameter at a time (`T^a _^b F` on b==2, b==4, ... and on
// a==1), each a family of the other parameters that may close where the
// whole does not. Each slice is proved exactly as a family is: its closure
// with the value pinned, the guess and the kernel's induction, and for a
// claim (tf_claim.h) its own counterexample search first; a claim's slice
// is first tried by winning strategies (tf_strategy_claim.h), pinned as the
// kernel pins it, for half of the slice's time. So a slice
// reported PROVED is a theorem for every value of the other parameters; a
// slice that REFUTES a claim refutes it, with the concrete engine's
// confirmation, like any counterexample.
//
// The parameters are taken in turn (a's first slice, b's first, a's second,
// ...), each from its least value upwards, until one of its slices is not
// proved or the time is spent; a slice gets an equal share of the time left
// among the parameters still being sliced, so one whose first slice does not
// close cannot starve the others. A slice on which every other parameter
// takes few values (a==4 of `a>b && b>=2`) is a finite set of positions,
// the counterexample search's business: it ends its parameter's turn
// without a verdict.
#pragma once

#include "prover/toads_frogs/tf_claim.h"

#include <optional>
#include <string>
#include <vector>

namespace cgp {

struct TfSliceVerdict {
  std::string param;
  long value = 0;
  enum class Status { Proved, Refuted, Undecided } status = Status::Undecided;
  double seconds = 0;
  std::size_t states = 0;        // of the slice's proof (0 when it did not close)
  std::size_t strategy_nodes = 0;  // a claim's slice proved by winning strategies: both halves' nodes (states 0)
  std::string reason;            // why it was not proved (Undecided)
  std::vector<SymPiece> pieces;  // the slice's proved value on its region (Proved)
};

struct TfSliceReport {
  std::vector<TfSliceVerdict> slices;   // in the order they were tried
  std::optional<TfCounterexample> cex;  // set when a slice refuted the claim
};

struct TfSliceBudget {
  double seconds = 120;          // all slices together (0: none are tried)
  std::size_t memory_bytes = 0;  // as the family's run (0: no limit)
  bool strategies = true;        // a claim's slice tried by winning strategies first (--strategy-seconds 0: not)
};

// The parameters worth slicing: those of the pattern that `where` does not
// pin, when at least two are left (slicing the only one gives single
// positions, which the counterexample search already covers).
std::vector<std::string> tf_slice_params(const TfFamily& family);

// Whether every parameter takes at most kTfSliceValues values on `where`
// (then it holds finitely many positions).
bool tf_slice_is_finite(const Region& where);

// The least value of `param` on `where` that is >= `from`, or nullopt when
// there is none.
std::optional<long> tf_slice_next_value(const Region& where, const std::string& param, long from);

// The slices of a claim: each checked as `check` checks a family.
TfSliceReport tf_claim_slices(const TfFamily& family, const SymGame& claim, const TfSliceBudget& budget, long box,
                              long search_sum, const Progress& progress = {});
TfSliceReport tf_claim_slices(const TfFamily& family, const PolyGame& claim, const TfSliceBudget& budget, long box,
                              long search_sum, const Progress& progress = {});

// The slices of a family without a claim: each proved as `prove` proves a
// family, its value (the pieces) kept.
TfSliceReport tf_prove_slices(const TfFamily& family, const TfSliceBudget& budget, long box,
                              const Progress& progress = {});

// "b==2, b==4" for the proved slices of each parameter, joined by "; "
// (empty when none was proved).
std::string tf_slices_proved_text(const TfSliceReport& report);

}  // namespace cgp
