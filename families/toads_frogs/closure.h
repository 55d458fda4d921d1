// The finite-state closure of a Toads-and-Frogs family.
//
// Starting from the user's pattern (normalised), every state's moves are
// lifted (lift.h), each result normalised (normalise.h) and matched against
// the known states: a result matches a state when its blocks are the
// state's blocks with some parametric blocks set to 0 and every other
// exponent equal to the state's under an affine substitution of the state's
// parameters (T^(a-1) _ F matches T^a _ T^b F with a -> a-1, b -> 0). A
// result matching no state becomes a new state, its parametric exponents
// renamed a, b, c, ... and its constant exponents kept (a plain closure that
// passes kTfPlainClosureStates starts again with dead walls removed). Repeats
// until no new state appears, or a budget is spent (BudgetSpent: time or memory), or the
// explicit cap on states is exceeded (TfNotClosed).
#pragma once

#include "families/progress.h"
#include "families/run_budget.h"
#include "families/state_system.h"
#include "families/toads_frogs/normalise.h"
#include "games/toads_frogs/pattern.h"

#include <cstddef>
#include <optional>
#include <stdexcept>

namespace cgp {

constexpr std::size_t kDefaultMaxStates = 200;

// The plain closure (no dead walls) gives up beyond this many states and
// the closure starts again removing dead walls at the strip's ends
// (families/toads_frogs/dead_walls.h). Every class and Erickson's second
// conjecture close in fewer (A24 passes through 813, Erickson's 470); his
// third, T^a ___ FFF, passes 2,000 without closing, and closes into 206
// states with dead walls.
constexpr std::size_t kTfPlainClosureStates = 1500;

// A family's region as the slices it is closed in: one per combination of
// the values of its parameters that take 2 to kTfSliceValues values on it
// (`b>=2 && b<=6 && b%2==0` gives b==2, b==4, b==6), so that each slice
// pins them and closes as a family of the other parameters. Parameters are
// taken in order, and the split stops before one that would make more than
// kTfSliceValues slices (the region itself when the first would). The
// slices are disjoint and their union is the region.
constexpr std::size_t kTfSliceValues = 16;
std::vector<Region> tf_family_slices(const Region& where);

struct TfNotClosed : std::runtime_error {
  explicit TfNotClosed(std::size_t limit)
      : std::runtime_error("the family did not close within " + std::to_string(limit) +
                           " states; raise with --max-states"),
        limit(limit) {}
  // A closure that cannot go on for another reason (`what` says which).
  explicit TfNotClosed(const std::string& what) : std::runtime_error(what) {}
  std::size_t limit = 0;  // the cap on states that was reached (0: another reason)
};

// One family to close: a pattern and the region of its parameters.
struct TfFamily {
  TfPattern pattern;
  Region where;  // over the pattern's parameters (others: std::invalid_argument)
};

// One system for all the families (a class shares most states). Throws
// TfNotClosed, or TfUnsupported when an offset would not be affine.
StateSystem tf_family_closure(const std::vector<TfFamily>& families, std::size_t max_states = kDefaultMaxStates);
// The same within `budget` (its max_states, when not 0, is the cap), telling
// `progress` the states so far and the queue after each state is expanded.
// With kAlways, dead walls are removed from the start (tests use it to
// close small families that way).
enum class TfDeadWalls { kWhenPlainFails, kAlways };
// Every state's domain is all of its parameters (kEvery), or only the region
// of them the families' own regions reach (kReached): the entry's state on
// the image of the family's region, every other state on the images of the
// case regions that call it, grown until every option's arguments lie in
// its target's domain (or, past kTfDomainGrowths, every parameter value).
// So a family on a region its moves never leave (B21 on d >= a+b+c+1: no
// move lowers d-a-b-c) needs values only there. The kernel checks that
// every option's arguments lie in its target's domain, so a wrong domain
// cannot make a theorem.
enum class TfDomains { kEvery, kReached };
StateSystem tf_family_closure(const std::vector<TfFamily>& families, const RunBudget& budget,
                              const Progress& progress = {}, TfDeadWalls dead_walls = TfDeadWalls::kWhenPlainFails,
                              TfDomains domains = TfDomains::kEvery);

// A reached domain may grow this many times; one that keeps growing (a band
// widened by one at each pass may never settle) becomes every parameter value.
constexpr std::size_t kTfDomainGrowths = 12;
inline StateSystem tf_family_closure(const TfPattern& p, const Region& where,
                                     std::size_t max_states = kDefaultMaxStates) {
  return tf_family_closure(std::vector<TfFamily>{{p, where}}, max_states);
}

// The argument map under which `state` (over its own params) instantiates to
// `result` on all of `region`, or nullopt.
std::optional<std::map<std::string, Affine>> tf_match_state(const TfPattern& state, const TfPattern& result,
                                                            const Region& region);

// tf_match_state for one result against many states (the closure looks up
// each new result among thousands): the region's answers, whether it pins a
// result block to a constant, are kept across the states it is asked about.
// It holds references: result and region must outlive it.
class TfResultMatcher {
 public:
  TfResultMatcher(const TfPattern& result, const Region& region) : result_(result), region_(region) {}
  std::optional<std::map<std::string, Affine>> match(const TfPattern& state);
  const TfPattern& result() const { return result_; }
  // Whether the region makes the result's block `block` equal to `value`.
  bool pinned(std::size_t block, const Affine& value);

 private:
  struct Pin {
    std::size_t block;
    Affine value;
    bool holds;
  };
  const TfPattern& result_;
  const Region& region_;
  std::vector<Pin> pins_;
};

// The canonical state pattern of a normalised result: parametric exponents
// renamed a, b, c, ... in block order.
TfPattern tf_canonical_state(const TfPattern& result);

}  // namespace cgp
