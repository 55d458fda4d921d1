// StateFit: where the guesser fits one state of a family, and guessing the
// state there (DESIGN.md, "Guess, then prove").
//
// A state is fitted on a box of its parameters. A pattern may settle only
// beyond the box (a threshold at 8 in one parameter), so a failed guess grows
// the box along the parameters of the point where it failed, within a limit
// on the points tabulated.
//
// Some states have a thin slice (c == 0, f == 0 of six parameters) whose value
// changes along a diagonal far out, further than a box of all six parameters
// can reach. When growing the box is over the limit, the slice the failing
// piece pins is cut out of the domain and fitted on its own: its box grows
// only along its free parameters, so it reaches much further for the same
// number of points. The rest of the domain keeps its box. Slices are made
// only where the box alone has failed, so a state that fits without them is
// fitted exactly as before. A slice pins only values 0 and 1, and a failure
// beside an earlier slice merges the two on the pins they share (A33's f18
// is special at c, d, f in {0, 1}: its slices end up as c == 0 and c == 1).
// A box that cannot grow at all, whose grid failed on too many points of
// their own, is tried once more with planes of it tabulated further
// (fit_plane.h), again only where the box alone has failed.
#pragma once

#include "families/state_system.h"
#include "prover/guess.h"

#include <functional>
#include <string>
#include <vector>

namespace cgp {

// A box: every parameter in [0, max(box, wider[p])]. Pinned parameters (a
// slice's) take a single value and do not count in points().
struct FitBox {
  long box;
  std::vector<long> wider;   // one per parameter, as GuessRequest::wider
  std::vector<bool> pinned;  // per parameter, or empty: none
  // Planes tabulated further (fit_plane.h), given only to a box that cannot
  // grow when its grid failed on the points of cells open in two parameters.
  std::vector<FitPlane> planes = {};

  double points() const;
};

// A slice of a state's domain, fitted on its own box.
struct FitSlice {
  ParamValues pins;  // the parameters fixed on the slice, and their values
  FitBox fit;
};

struct StateFit {
  FitBox rest;                   // for the domain less the slices
  std::vector<FitSlice> slices;  // a point belongs to the first slice that holds it
};

// The starting fit of a state: a box of side `box`, smaller for states of
// many parameters (the box holds (box+1)^params points, at most
// state_fit_max_start_points()).
StateFit state_fit_initial(const FamilyState& s, long box);

// Grows `fit` so that it contains `at`, a point where the state's conjecture
// (its piece `piece`) is wrong: the slice holding `at`, or the rest's box,
// or, when that would exceed the limit, a new slice pinned as `piece` pins
// `at`. False when none is possible within the limits.
bool state_fit_grow(StateFit& fit, const FamilyState& s, const ParamValues& at, const Region& piece);

// Guesses state `s` on `fit` (every slice, then the rest), growing `fit` a
// few times when a guess fails. The pieces of all parts together are
// disjoint and cover the domain.
// `on_attempt` is told each box before it is tabulated (for progress; it may
// throw to stop the run); `checkpoint` is called while a box is fitted
// (GuessRequest::checkpoint; it may throw too).
using FitAttempt = std::function<void(const FitBox& box)>;
GuessResult state_fit_guess(GameStore& store, const FamilyState& s, const ValueOracle& oracle, StateFit& fit,
                            const FitAttempt& on_attempt = {}, const std::function<void()>& checkpoint = {});

// The bound of each parameter of `fit` (max(box, wider)), for progress.
std::vector<long> fit_box_bounds(const FitBox& fit);

// The most points a starting box holds (a box grows only to fewer).
double state_fit_max_start_points();

// The limit on points, for messages.
std::string state_fit_limit_text();

}  // namespace cgp
