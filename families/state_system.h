// StateSystem: the finite system of recurrences a family closes into, with
// the certificates the kernel (kernel/) checks it by: the proof object that
// the closure writes and the guesser, the kernel and the exporters read.
// Its own CMake target (cgp_state_system), so the kernel links it without
// linking the closure that produces it.
//
// Each state is a pattern over its own parameters (named a, b, c, ... in
// block order). Each recurrence case says: on `region` (a subset of the
// state's domain), the Left/Right options of the state are the listed states
// at affine arguments plus affine (integer) offsets. A target of kIntegerTarget
// means the option is the integer `offset` itself (the pattern normalised away).
// The cases of a state partition its domain. A case's options are its moves
// in the order games/toads_frogs/pattern_moves.h lists them: option k is the
// k-th move, as its strip certifies.
#pragma once

#include "games/toads_frogs/pattern.h"
#include "symbolic/affine.h"
#include "symbolic/region.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace cgp {

constexpr int kIntegerTarget = -1;

// Why an option's board is its target's board plus an integer: the lemma
// tf_norm_strip of proofs/lib/toads_frogs/TfNormal.v, which has no side conditions. The
// raw board (the move's result) is
//   E^y1 F^x1 ... E^yk F^xk  core  T^x1' E^y1' ... T^xm' E^ym'
// (prefix pairs (y, x) outermost first, suffix pairs (x, y) innermost first);
// it equals the board E^(y1+..+yk) core E^(y1'+..+ym') plus
// -sum x_i*(y1+..+yi) + sum x_j'*(y_j'+..+ym'), and the stripped board is no
// higher in the potential (toads' distances to the right end plus frogs' to
// the left end). Every length must be affine and >= 0 where it is used.
struct TfStrip {
  std::vector<std::pair<Affine, Affine>> prefix;  // (blanks, frogs)
  TfPattern core;
  std::vector<std::pair<Affine, Affine>> suffix;  // (toads, blanks)
};

// A dead wall removed at one end of a board, then the rest stripped again:
// X T^toads F^frogs == X when toads >= 2 and frogs >= 1 (right end), and
// T^toads F^frogs X == X when toads >= 1 and frogs >= 2 (left end). No
// piece of such a wall can ever move (its first frog faces two toads, its
// last toad a frog and then a frog or the end), so X's pieces meet it as
// the strip's end; with X ending in toads the whole wall is longer and X's
// last toads are terminal with no blank after them. Every piece and square
// it removes lowers the potential, as a strip does.
struct TfWallStep {
  bool right = true;
  Affine toads, frogs;
  TfStrip then;  // the board left after the wall, stripped (tf_norm_strip)
};

struct StateOption {
  int target = kIntegerTarget;             // index into StateSystem::states
  std::map<std::string, Affine> args;      // target param -> affine in the source's params
  Affine offset;                           // added to the target's value
  TfStrip strip;                           // the move's board = the target's board + offset (tf_norm_strip)
  std::vector<TfWallStep> walls;           // after the strip, in order (empty for most options)
};

enum class WellFoundedBy { kNone, kAffineMeasure, kMovePotential };

struct RecurrenceCase {
  Region region;
  std::vector<StateOption> left, right;
};

struct FamilyState {
  std::string name;                  // f1, f2, ...
  TfPattern pattern;                 // over `params`
  std::vector<std::string> params;   // canonical: a, b, c, ...
  Region domain;                     // over params
  std::vector<RecurrenceCase> cases;
  Affine measure;                    // see find_measure
};

// A user's family in terms of the states: on `where` (over the family's
// parameters), family = states[target](args) + offset.
struct FamilyEntry {
  TfPattern pattern;
  Region where;
  StateOption call;
  // Which of the families the system was closed from this entry states:
  // a family whose region allows a parameter only a few values is closed as
  // one entry per value (tf_family_slices), each with that value pinned.
  std::size_t family = 0;
};

struct StateSystem {
  std::string game;  // "tf"
  std::vector<FamilyEntry> entries;  // the families the system was closed from (one, or a class)
  std::vector<FamilyState> states;
  bool measure_ok = false;
  std::string measure_note;  // why no measure was found, when !measure_ok
  // What the induction is on. kAffineMeasure: the states' measures (the kernel
  // checks them exactly). kMovePotential: the potential of the concrete
  // positions, which every option lowers because it is one move followed by
  // tf_norm_strip (the kernel checks every option's move and strip).
  WellFoundedBy wellfounded_by = WellFoundedBy::kNone;
};

// One sentence on what a well-foundedness certificate of this kind means.
std::string wellfounded_to_string(WellFoundedBy by);

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

}  // namespace cgp
