// The kernel's entry for family theorems: every PROVED of a family passes
// through check_induction, and nothing outside kernel/, symbolic/, games/
// and the proof object (families/state_system.h) is trusted.
//
// Given a state system and a conjectured piecewise value for every state, it
// checks that
//   0. the system says what the rules say: every recurrence case lists
//      exactly the moves of its state's pattern there, each option certified
//      by the lemma tf_norm_strip, and every family entry likewise
//      (kernel/tf_rules.h);
//   1. each state's pieces are disjoint and cover its domain, and the cases
//      cover it;
//   2. at every point of every recurrence case, the game built from the
//      conjectured values of the options equals the conjectured value of the
//      state there: the case is cut by the preimages of the options' pieces,
//      and every cell is compared symbolically (sym_compare) against every
//      conjectured piece it meets;
//   3. the induction is well-founded, by a checked object: the affine
//      measures (kernel/measure.h), or the potential of the concrete boards,
//      which every option lowers because 0 showed it is one move followed by
//      tf_norm_strip. A string is never accepted as an argument.
// Then the conjecture is the value everywhere, by strong induction on the
// measure. Nothing is sampled: every step is an exact region computation or a
// symbolic comparison. The result lists every step, for reports and proofs.
#pragma once

#include "families/state_system.h"
#include "symbolic/region.h"
#include "symbolic/sym_eval.h"
#include "symbolic/sym_game.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cgp {

// Conjectured values: conjecture[i] are the pieces of sys.states[i].
using Conjecture = std::vector<std::vector<SymPiece>>;

// One verified (or failed) induction step: on `where`, the recurrence gives
// `built` and the conjecture says `expected`.
struct InductionStep {
  std::size_t state = 0;
  Region where;
  SymGame built, expected;
  bool equal = false;
};

struct InductionResult {
  bool proved = false;
  std::vector<InductionStep> steps;
  // When not proved: what failed, with the state, region and a concrete point.
  std::string failure;
  std::optional<ParamValues> failure_point;
  std::optional<std::size_t> failure_state;  // the state failure_point belongs to
  // What makes the induction well-founded, as checked (for the reader).
  std::string wellfounded;
};

// Called after each recurrence case is checked, with the state's index and
// the steps checked so far (for progress; it may throw to stop the run, and
// it takes no part in the verdict).
using InductionProgress = std::function<void(std::size_t state, std::size_t steps)>;

InductionResult check_induction(const StateSystem& sys, const Conjecture& conjecture,
                                const InductionProgress& on_case = {});

// Checks 0 and 3, which read the system alone: empty when both hold, else
// why not. check_induction runs it once before any state (through
// InductionLedger, kernel/induction_ledger.h, which keeps a state's checks
// while a prover changes other states' conjectures).
std::string check_induction_system(const StateSystem& sys);

// Checks 1 and 2 alone: the conjecture against a system whose rules (0) and
// well-foundedness (3) check_induction has accepted already, since it trusts
// the system's option targets. check_induction runs exactly this after 0 and
// 3; the mutation suite runs it alone on a proved system's conjecture with
// one value or region changed, where 0 and 3 would repeat the same checks.
// Never proved when the conjecture does not give every state a value.
InductionResult check_induction_conjecture(const StateSystem& sys, const Conjecture& conjecture,
                                           const InductionProgress& on_case = {});

// Checks 1 and 2 for the one state sys.states[state], a conjunct of
// check_induction_conjecture (the mutation suite asks it first about the
// state it changed, since a false here is a false there). It reads only
// conjecture[state] and the conjectures of the states its options call.
InductionResult check_induction_state(const StateSystem& sys, const Conjecture& conjecture, std::size_t state,
                                      const InductionProgress& on_case = {});

}  // namespace cgp
