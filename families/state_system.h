// StateSystem: the finite system of recurrences a family closes into, for any
// game whose families are patterns (the prover's guesser and induction
// checker read it; the game-specific closure writes it).
//
// Each state is a pattern over its own parameters (named a, b, c, ... in
// block order). Each recurrence case says: on `region` (a subset of the
// state's domain), the Left/Right options of the state are the listed states
// at affine arguments plus affine (integer) offsets. A target of kIntegerTarget
// means the option is the integer `offset` itself (the pattern normalised away).
// The cases of a state partition its domain.
#pragma once

#include "symbolic/affine.h"
#include "symbolic/region.h"

#include <map>
#include <string>
#include <vector>

namespace cgp {

constexpr int kIntegerTarget = -1;

struct StateOption {
  int target = kIntegerTarget;             // index into StateSystem::states
  std::map<std::string, Affine> args;      // target param -> affine in the source's params
  Affine offset;                           // added to the target's value
};

struct RecurrenceCase {
  Region region;
  std::vector<StateOption> left, right;
};

struct FamilyState {
  std::string name;                  // f1, f2, ...
  std::string pattern;               // in the game's pattern syntax, over `params`
  std::vector<std::string> params;   // canonical: a, b, c, ...
  Region domain;                     // over params
  std::vector<RecurrenceCase> cases;
  Affine measure;                    // see find_measure
};

// A user's family in terms of the states: on `where` (over the family's
// parameters), family = states[target](args) + offset.
struct FamilyEntry {
  std::string pattern;
  Region where;
  StateOption call;
};

struct StateSystem {
  std::string game;  // "tf"
  std::vector<FamilyEntry> entries;  // the families the system was closed from (one, or a class)
  std::vector<FamilyState> states;
  bool measure_ok = false;
  std::string measure_note;  // why no measure was found, when !measure_ok
  // The game's own well-foundedness argument, when it has one that holds by
  // construction of the system: a potential of the concrete positions that
  // every option lowers (families/tf: toads' and frogs' remaining distances).
  // Induction then runs on that potential; used when no affine measure is found.
  std::string potential;
};

// `f2(a-1,2) + 1`, `f1(a)`, `-3`: args printed in the target's param order.
std::string state_call_to_string(const StateSystem& sys, const StateOption& o);


// The paper's style:
//   f1(a,b) = T^a _ T^b F
//   f1(a,1) = { f1(a-1,2) | f2(a) + 1 },  a>=1 && b==1
std::string state_system_to_text(const StateSystem& sys);

// Looks for a ranking measure: per state an affine mu(params) >= 0 with small
// natural coefficients such that on every case region and for every option
// into a state, mu(target at args) <= mu(source) - 1. Every check is exact
// (region_split_sign). Sets measure, measure_ok and measure_note; the search
// gives up after `budget` checks. A found measure makes induction over the
// recurrences well-founded.
bool find_measure(StateSystem& sys, std::size_t budget = 200000);

// Re-checks the stored measures exactly; the failing option in `why`.
bool check_measure(const StateSystem& sys, std::string* why = nullptr);

}  // namespace cgp
