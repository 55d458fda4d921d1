// What is proved of a claim that is UNDECIDED on its family: the claim on
// slices, one value of one parameter at a time (`T^a _^b F` = (a-1)(b-1) on
// b==2, b==4, ... and on a==1), each a family of the other parameters that
// may close where the whole does not. Each slice is checked exactly as
// `check` checks a family (tf_claim.h): its own counterexample search, its
// closure with the value pinned, the guess and the kernel's induction. So a
// slice reported PROVED is a theorem for every value of the other
// parameters; a slice that is REFUTED refutes the claim, with the concrete
// engine's confirmation, like any counterexample.
//
// The parameters are taken in turn (a's first slice, b's first, a's second,
// ...), each from its least value upwards, until one of its slices is not
// proved or the time is spent; a slice gets at most `slice_seconds`, so one
// parameter whose first slice does not close cannot starve the others.
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
  std::size_t states = 0;  // of the slice's proof (0 when it did not close)
  std::string reason;      // why it was not proved (Undecided)
};

struct TfSliceReport {
  std::vector<TfSliceVerdict> slices;   // in the order they were tried
  std::optional<TfCounterexample> cex;  // set when a slice refuted the claim
};

struct TfSliceBudget {
  double seconds = 120;        // all slices together (0: none are tried)
  double slice_seconds = 30;   // one slice at most
  std::size_t memory_bytes = 0;  // as the family's run (0: no limit)
};

// The parameters worth slicing: those of the pattern that `where` does not
// pin, when at least two are left (slicing the only one gives single
// positions, which the counterexample search already covers).
std::vector<std::string> tf_slice_params(const TfFamily& family);

// The least value of `param` on `where` that is >= `from`, or nullopt when
// there is none.
std::optional<long> tf_slice_next_value(const Region& where, const std::string& param, long from);

TfSliceReport tf_claim_slices(const TfFamily& family, const SymGame& claim, const TfSliceBudget& budget, long box,
                              long search_sum, const Progress& progress = {});
TfSliceReport tf_claim_slices(const TfFamily& family, const PolyGame& claim, const TfSliceBudget& budget, long box,
                              long search_sum, const Progress& progress = {});

// "b==2, b==4" for the proved slices of each parameter, joined by "; "
// (empty when none was proved).
std::string tf_slices_proved_text(const TfSliceReport& report);

}  // namespace cgp
