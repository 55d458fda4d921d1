// The state system a Coq proof of a Toads-and-Frogs theorem runs on.
//
// The prover's system normalises options with Erickson's Terminal Toads
// theorem (X T _^n = X _^n + n), which the Coq library does not prove. So the
// export closes the families again with dead pieces at the ends as the only
// rule (tf_normalise_dead_ends, proven in the library): every option is then
// a position exactly as the rules produce it, up to a frog block dropped at
// its start and a toad block at its end. This "weak" system has more states;
// their claimed values are read off the prover's theorem (each weak state's
// pattern, fully normalised, is a state of the theorem at some arguments,
// plus an offset), and the Coq induction proves all of them at once, so the
// script rests on no theorem the library lacks.
#pragma once

#include "families/state_system.h"
#include "families/tf/closure.h"
#include "prover/prove_tf.h"

#include <vector>

namespace cgp {

// One option of a recurrence case as the rules produce it: the weak state
// call (or the integer 0 when no piece is left), wrapped in the dead pieces
// the normalisation dropped.
struct TfRawOption {
  StateOption call;   // offset is always 0
  Affine dead_frogs;  // length of the frog block at the start (0 if none)
  Affine dead_toads;  // length of the toad block at the end (0 if none)
  Affine blanks;      // when call.target == kIntegerTarget: the squares left, all empty
};

struct TfWeakCase {
  std::vector<TfRawOption> left, right;
};

struct TfWeakSystem {
  StateSystem sys;                // closed with tf_normalise_dead_ends
  std::vector<TfPattern> patterns;  // of sys.states
  Conjecture values;              // per state: pieces covering its domain
  std::vector<std::vector<TfWeakCase>> cases;  // per state, aligned with sys.states[i].cases
  std::vector<TfRawOption> entries;  // each family as a weak state
};

// Throws CoqExportError (coq_terms.h) when the weak closure does not close
// within max_states, or a weak state's value cannot be read off the theorem.
TfWeakSystem tf_weak_system(const std::vector<TfFamily>& families, const TfTheorem& theorem,
                            std::size_t max_states);

}  // namespace cgp
