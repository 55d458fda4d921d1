// The Toads-and-Frogs driver of the prover: close the families into a state
// system, conjecture every state's value from the concrete engine, check the
// conjecture by induction (prove_family.h).
#pragma once

#include "families/toads_frogs/closure.h"
#include "games/toads_frogs/evaluator.h"
#include "prover/prove_family.h"

#include <vector>

namespace cgp {

struct TfTheorem {
  StateSystem sys;    // empty when the closure failed
  FamilyProof proof;  // Undecided with the reason when the closure failed
};

// The concrete value of a state at a point, by the evaluator (which must
// outlive the oracle).
StateOracle tf_state_oracle(const StateSystem& sys, TfEvaluator& evaluator);

TfTheorem prove_tf_families(const std::vector<TfFamily>& families, std::size_t max_states = kDefaultMaxStates,
                            long box = 8);

}  // namespace cgp
