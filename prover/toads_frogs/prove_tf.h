// The Toads-and-Frogs driver of the prover: close the families into a state
// system, conjecture every state's value from the concrete engine, check the
// conjecture by induction (prove_family.h).
#pragma once

#include "families/toads_frogs/closure.h"
#include "games/toads_frogs/evaluator.h"
#include "prover/prove_family.h"
#include "prover/recurrence_oracle.h"

#include <vector>

namespace cgp {

struct TfTheorem {
  StateSystem sys;    // empty when the closure failed
  FamilyProof proof;  // Undecided with the reason when the closure failed
};

// The concrete value of a state at a point, by the evaluator (which must
// outlive the oracle, as must sys). A position longer than the evaluator's
// strips is evaluated by the system's recurrences (recurrence_oracle.h),
// calling `check` as it goes; OracleOutOfReach where they do not reach.
StateOracle tf_state_oracle(const StateSystem& sys, TfEvaluator& evaluator, RecurrenceOracle::Check check = {});

// A recurrence check that spends `budget` (which must outlive it).
RecurrenceOracle::Check tf_recurrence_check(const RunBudget& budget);

// Evaluator options that check `budget` (which must outlive them) every
// TfEvalOptions::kCheckEvery table misses: the positions of a state with many
// parameters are long (40 squares and more), and one of them can expand
// millions of positions.
TfEvalOptions tf_budgeted_eval_options(const RunBudget& budget);

TfTheorem prove_tf_families(const std::vector<TfFamily>& families, std::size_t max_states = kDefaultMaxStates,
                            long box = 8);
// The same within `budget` (time, memory, and its max_states when not 0),
// reporting to `progress`. A spent budget makes the theorem UNDECIDED, its
// reason naming the budget and where the run was.
// `dead_walls` kAlways closes with dead walls from the start (tests use it
// for a small proof that removes walls; by default only a plain closure
// past kTfPlainClosureStates turns to them).
// `guesses`: conjectures kept between runs, for every system this run
// proves (prover/guess_file.h); saved here before returning.
TfTheorem prove_tf_families(const std::vector<TfFamily>& families, const RunBudget& budget, long box,
                            const Progress& progress = {},
                            TfDeadWalls dead_walls = TfDeadWalls::kWhenPlainFails, GuessFile* guesses = nullptr);

}  // namespace cgp
