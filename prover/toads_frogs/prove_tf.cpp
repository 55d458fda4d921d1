#include "prover/toads_frogs/prove_tf.h"

#include "prover/guess_file.h"
#include "prover/toads_frogs/tf_mirror.h"
#include "prover/trace.h"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <iterator>
#include <stdexcept>
#include <string>

namespace cgp {

StateOracle tf_state_oracle(const StateSystem& sys, TfEvaluator& evaluator, RecurrenceOracle::Check check) {
  // Inside the recurrences a point with no position (a block of negative
  // length, from a case the kernel has not checked yet) is left to the case
  // lookup, which finds no case there.
  const RecurrenceOracle::Concrete concrete = [&sys, &evaluator](std::size_t state, const RegionPoint& at) {
    const FamilyState& s = sys.states[state];
    ParamValues v;
    for (std::size_t i = 0; i < at.size(); ++i) v[s.params[i]] = at[i];
    const auto position = tf_pattern_instantiate(s.pattern, v);
    return position ? std::optional<GameId>(evaluator.value(*position)) : std::nullopt;
  };
  auto recurrence = std::make_shared<RecurrenceOracle>(evaluator.store(), sys, concrete, std::move(check));
  return [recurrence, &sys, &evaluator](std::size_t state, const ParamValues& at) {
    const FamilyState& s = sys.states[state];
    const auto position = tf_pattern_instantiate(s.pattern, at);
    if (position) return evaluator.value(*position);
    if (tf_pattern_length(s.pattern, at) <= static_cast<long>(TfPosition::kMaxLength))
      throw std::logic_error("state " + s.name + " has no position at " + param_values_to_string(at));
    RegionPoint x;
    for (const std::string& p : s.params) x.push_back(at.at(p));
    return recurrence->value(state, x);
  };
}

RecurrenceOracle::Check tf_recurrence_check(const RunBudget& budget) {
  return [&budget](std::size_t evaluated) {
    run_budget_check(budget, "the evaluation of a state beyond " + std::to_string(TfPosition::kMaxLength) +
                                 " squares by its recurrences (" + std::to_string(evaluated) + " positions so far)");
  };
}

TfEvalOptions tf_budgeted_eval_options(const RunBudget& budget) {
  TfEvalOptions options;
  options.check = [&budget](std::size_t expansions) {
    run_budget_check(budget, "the concrete evaluation of a state at a point (" + std::to_string(expansions) +
                                 " positions expanded so far)");
  };
  options.before_growth = [&budget](std::size_t bytes) {
    run_budget_check_growth(budget, bytes, "the concrete evaluator's table of positions");
  };
  // A table that cannot double within the budget is emptied before the next
  // point rather than ending the run: the positions of a new state's box
  // share little with the earlier states' (the one-frog slice b = 7 filled
  // an 8 GiB table over its first 99 states, and its doubling on the 100th
  // took the run past 24 GB). Inside one evaluation it keeps its size and
  // evicts instead (one point of that slice's state f92 needed more than
  // 2^28 slots by itself).
  options.room_to_grow = [&budget](std::size_t bytes) { return run_budget_has_room(budget, bytes); };
  return options;
}

namespace {

std::string families_to_string(const std::vector<TfFamily>& families) {
  std::string s;
  for (const TfFamily& f : families) s += (s.empty() ? "" : ", ") + tf_pattern_to_string(f.pattern);
  return s;
}

// The same states, in any order.
bool same_state_patterns(const StateSystem& x, const StateSystem& y) {
  const auto pattern = [](const FamilyState& s) { return s.pattern; };
  std::vector<TfPattern> a, b;
  std::transform(x.states.begin(), x.states.end(), std::back_inserter(a), pattern);
  std::transform(y.states.begin(), y.states.end(), std::back_inserter(b), pattern);
  return std::is_permutation(a.begin(), a.end(), b.begin(), b.end());
}

// When the guesser fails on t's system, the mirrored families may still be
// within its reach (tf_mirror.h): prove those, carry their conjectures over,
// and check them on t's own system. t keeps its first reason when that fails.
void try_mirror(const std::vector<TfFamily>& families, const RunBudget& run_budget, long box,
                const StateOracle& oracle, const Progress& progress, GuessFile* guesses, TfTheorem& t) {
  const RunBudget budget = run_budget_for_another_closure(run_budget);
  std::vector<TfFamily> mirrored;
  for (const TfFamily& f : families) mirrored.push_back({tf_pattern_mirror(f.pattern), f.where});
  const std::string names = families_to_string(mirrored);
  if (prover_trace_enabled()) std::fprintf(stderr, "[trace] trying the mirrored families %s\n", names.c_str());
  StateSystem msys;
  try {
    msys = tf_family_closure(mirrored, budget, progress);
  } catch (const BudgetSpent&) {
    throw;
  } catch (const std::exception&) {
    return;  // the mirror of a family that closed closes too; nothing to add if not
  }
  // A family that is its own mirror image (B11) closes into the same states,
  // which the guesser would fail on again.
  if (same_state_patterns(msys, t.sys)) return;
  TfEvaluator evaluator(tf_budgeted_eval_options(budget));
  const FamilyProof mproof =
      prove_family(GameStore::instance(), msys, tf_state_oracle(msys, evaluator, tf_recurrence_check(budget)), box, {},
                   budget, progress, guesses);
  if (mproof.status != FamilyProof::Status::Proved) {
    t.proof.reason += "; the mirrored families " + names + " are undecided too";
    return;
  }
  const GivenConjecture given = tf_mirror_conjecture(t.sys, msys, mproof.conjecture);
  FamilyProof proof = prove_family(GameStore::instance(), t.sys, oracle, box, given, budget, progress, guesses);
  if (proof.status != FamilyProof::Status::Proved) {
    t.proof.reason += "; the conjecture carried over from the mirrored families " + names +
                      " (proved there) fails: " + proof.reason;
    return;
  }
  const auto carried = std::count_if(given.begin(), given.end(), [](const auto& g) { return g.has_value(); });
  proof.conjecture_note = "the mirror images of the values proved for " + names + " (" + std::to_string(carried) +
                          " of " + std::to_string(given.size()) + " states), tried after the direct attempt was " +
                          "undecided";
  t.proof = std::move(proof);
}

// When the guesser fails on t's system, a family whose region its moves
// never leave (B21 on d >= a+b+c+1) may still be proved on the states'
// reached domains (TfDomains::kReached), where the values can be simpler
// than on every parameter value. Tried only when some entry's state is on a
// smaller domain than every parameter value; t keeps its first reason when
// that fails.
void try_reached(const std::vector<TfFamily>& families, const RunBudget& run_budget, long box,
                 const Progress& progress, TfDeadWalls dead_walls, GuessFile* guesses, TfTheorem& t) {
  const RunBudget budget = run_budget_for_another_closure(run_budget);
  if (std::all_of(families.begin(), families.end(), [](const TfFamily& f) {
        return region_is_universe(region_align(f.where, tf_pattern_params(f.pattern)));
      }))
    return;  // the entries' states would be on every parameter value again
  StateSystem rsys;
  try {
    rsys = tf_family_closure(families, budget, progress, dead_walls, TfDomains::kReached);
  } catch (const BudgetSpent&) {
    throw;
  } catch (const std::exception& e) {
    t.proof.reason += std::string("; on the regions the family reaches: ") + e.what();
    return;
  }
  const bool smaller = std::any_of(rsys.entries.begin(), rsys.entries.end(), [&](const FamilyEntry& e) {
    return e.call.target != kIntegerTarget && !region_is_universe(rsys.states[static_cast<std::size_t>(e.call.target)].domain);
  });
  if (!smaller) {  // its own state would be as hard again
    t.proof.reason += "; the family's moves leave its region and reach every parameter value of its states";
    return;
  }
  if (prover_trace_enabled()) std::fprintf(stderr, "[trace] trying the regions the family reaches\n");
  TfEvaluator evaluator(tf_budgeted_eval_options(budget));
  FamilyProof proof = prove_family(GameStore::instance(), rsys,
                                   tf_state_oracle(rsys, evaluator, tf_recurrence_check(budget)), box, {}, budget,
                                   progress, guesses);
  if (proof.status != FamilyProof::Status::Proved) {
    t.proof.reason += "; on the regions the family reaches (" + std::to_string(rsys.states.size()) +
                      " states), " + proof.reason;
    return;
  }
  t.sys = std::move(rsys);
  t.proof = std::move(proof);
}

TfTheorem prove_tf_families_unsaved(const std::vector<TfFamily>& families, const RunBudget& budget, long box,
                                    const Progress& progress, TfDeadWalls dead_walls, GuessFile* guesses) {
  TfTheorem t;
  try {
    t.sys = tf_family_closure(families, budget, progress, dead_walls);
  } catch (const BudgetSpent& e) {
    t.proof.reason = std::string("the family did not close: ") + e.what();
    return t;
  } catch (const TfNotClosed& e) {
    t.proof.reason = e.what();
    return t;
  } catch (const TfUnsupported& e) {
    t.proof.reason = std::string("unsupported family: ") + e.what();
    return t;
  }
  TfEvaluator evaluator(tf_budgeted_eval_options(budget));
  const StateOracle oracle = tf_state_oracle(t.sys, evaluator, tf_recurrence_check(budget));
  try {
    t.proof = prove_family(GameStore::instance(), t.sys, oracle, box, {}, budget, progress, guesses);
  } catch (const BudgetSpent& e) {
    t.proof = FamilyProof{};
    t.proof.reason = e.what();
    return t;
  }
  if (t.proof.status == FamilyProof::Status::Proved) return t;
  try {
    try_reached(families, budget, box, progress, dead_walls, guesses, t);
  } catch (const BudgetSpent& e) {  // try_reached changes t only when it proves
    t.proof.reason += std::string("; then, on the regions the family reaches, ") + e.what();
    return t;
  }
  if (t.proof.status == FamilyProof::Status::Proved) return t;
  try {
    try_mirror(families, budget, box, oracle, progress, guesses, t);
  } catch (const BudgetSpent& e) {  // try_mirror changes t only when it finishes
    t.proof.reason += std::string("; then, trying the mirrored families, ") + e.what();
  }
  return t;
}

}  // namespace

TfTheorem prove_tf_families(const std::vector<TfFamily>& families, std::size_t max_states, long box) {
  RunBudget budget;
  budget.max_states = max_states;
  return prove_tf_families(families, budget, box);
}

TfTheorem prove_tf_families(const std::vector<TfFamily>& families, const RunBudget& budget, long box,
                            const Progress& progress, TfDeadWalls dead_walls, GuessFile* guesses) {
  TfTheorem t = prove_tf_families_unsaved(families, budget, box, progress, dead_walls, guesses);
  if (guesses) guess_file_save(*guesses);  // a failed write is in guesses->write_error, for the caller
  return t;
}

}  // namespace cgp
