// Wrong theorems on purpose (the mutation suite of issue 23). From a proved
// family theorem (its state system and conjecture), every way it could look
// slightly wrong:
//   * in a piece's value, each leaf +-1, +-1/2, plus *, plus ^;
//   * each piece widened by one point (the least point of its state's domain
//     outside it) or narrowed by one (its least point removed), or moved by
//     +-1 along each parameter (every bound and residue on it shifted), and
//     one constraint at a time changed (prover/region_mutants.h: a bound +-1,
//     a residue moved to each other class or its modulus doubled);
//   * in the state system, each option of each recurrence case dropped,
//     duplicated, moved to the other side, or its offset +-1.
// The kernel (check_induction) must reject every one that changes a value;
// a value mutant equal to the original on its whole piece (a leaf in a
// dominated option, say) states the same theorem and is counted apart.
// Untrusted tooling for bench/bench_mutants and tests/kernel, never on the
// path to a verdict.
#pragma once

#include "families/state_system.h"
#include "kernel/induction.h"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace cgp {

// g with one leaf changed, for each leaf and each change (+-1, +-1/2, *, ^),
// each with a short description ("leaf 2 + 1/2").
struct SymGameMutant {
  std::string what;
  SymGame game;
};
std::vector<SymGameMutant> sym_game_mutants(const SymGame& g);

// One wrong theorem: the system and conjecture to give the kernel.
struct TheoremMutant {
  enum class Kind { kValue, kRegion, kSystem } kind = Kind::kValue;
  std::string what;  // "f2 piece 3: leaf 1 + 1/2", "f1 case 2 Right option 1 dropped"
  StateSystem sys;
  Conjecture conjecture;
  bool equivalent = false;  // equal to the original everywhere (value or region): the same theorem
  std::size_t state = 0;            // the state whose piece or recurrence changed
  std::size_t recurrence_case = 0;  // for kSystem: the case of that state changed
};

// The kernel's verdict on a mutant of a theorem it proved: true when it
// rejects it. Only the checks that can differ from the original's run, the
// changed part first: value and region mutants keep the proved system, so
// they get check_induction_conjecture, after check_induction_state on the
// state changed (one conjunct of it); a system mutant whose changed case the
// rules refuse (kernel_tf_check_case, one conjunct of the rule check) is
// rejected at once, any other gets the whole check_induction.
bool theorem_mutant_rejected(const TheoremMutant& m);

// Calls visit on every mutant of the theorem, in a fixed order (every > 1:
// on every every-th one only, the others are not built); stops when visit
// returns false. (The mutants are made one at a time: a large class has
// thousands.)
void theorem_mutants_each(const StateSystem& sys, const Conjecture& conjecture,
                          const std::function<bool(const TheoremMutant&)>& visit, std::size_t every = 1);

// What the kernel said about the mutants.
struct TheoremMutantTally {
  long tried = 0, rejected = 0, equivalent = 0, wrongly_proved = 0;
  std::vector<std::string> wrongly_proved_what;  // must stay empty
};

// Every mutant through the kernel (theorem_mutant_rejected); `every` > 1 takes every every-th one
// only (a bounded sample for the tests). on_mutant sees the tally after each
// mutant (for progress). Throws std::invalid_argument if the kernel does not
// prove the original theorem.
TheoremMutantTally theorem_mutants_check(const StateSystem& sys, const Conjecture& conjecture, std::size_t every = 1,
                                         const std::function<void(const TheoremMutantTally&)>& on_mutant = {});

}  // namespace cgp
