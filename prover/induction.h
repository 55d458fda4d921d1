// The induction checker: the trusted core of every family theorem.
//
// Given a state system (the recurrences the rules of the game imply) and a
// conjectured piecewise value for every state, it checks that
//   1. each state's pieces are disjoint and cover its domain;
//   2. at every point of every recurrence case, the game built from the
//      conjectured values of the options equals the conjectured value of the
//      state there: the case is cut by the preimages of the options' pieces,
//      and every cell is compared symbolically (sym_compare) against every
//      conjectured piece it meets;
//   3. a measure decreases along every option (so the induction is
//      well-founded).
// Then the conjecture is the value everywhere, by strong induction on the
// measure. Nothing is sampled: every step is an exact region computation or a
// symbolic comparison. The result lists every step, for reports and proofs.
#pragma once

#include "families/state_system.h"
#include "symbolic/region.h"
#include "symbolic/sym_eval.h"
#include "symbolic/sym_game.h"

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
  // What makes the induction well-founded: the affine measure, or the game's potential.
  std::string wellfounded;
};

InductionResult check_induction(const StateSystem& sys, const Conjecture& conjecture);

}  // namespace cgp
