// The guesser: conjecture a piecewise closed form for a function of integer
// parameters whose values are canonical games (DESIGN.md, "Guess, then prove").
//
//  1. Tabulate the oracle on the points of the domain with every parameter in
//     [0, box].
//  2. Group the points by the SHAPE of their value (game_shape.h): the tree
//     with number leaves as slots.
//  3. Fit every slot of a group by one affine function (fit_affine.h). When a
//     group does not fit, refine it by a residue of a parameter (mod 2, 3),
//     a threshold (p <= k) or a diagonal (p - q <= k), recursively to a small
//     depth, taking the first refinement whose parts all fit. A part of one
//     or two points is taken point by point (kMinExtrapolated).
//  4. Describe each part's points by a small region (describe_points.h);
//     parts with the same formula are merged.
//     When this fails (many parameters, small values special in every
//     combination), steps 2-4 are redone per threshold cell instead: the
//     domain is cut into p == 0, ..., p == k-1, p >= k for every parameter
//     (k = 1, 2, ... up to max_threshold; a parameter's k is capped to leave
//     it four values p >= k in the box, so one fitted further than the
//     others may get a higher threshold than they do),
//     each cell fitted on its own (refined once, or twice for a small group:
//     a slice that changes twice along one parameter; or, last, once by a
//     three-term diagonal p - q - s <= k: a boundary e == a + b).
//     A box too large to grow (seven parameters at 6) whose grid fails on
//     the points of cells open in two parameters may get those planes
//     tabulated further (fit_plane.h), and the grid is tried again with them.
//  5. Make the pieces disjoint (earlier ones win), check with isl that they
//     cover the domain, and check every piece against the oracle at points
//     NOT used for fitting (parameters in (box, check_box]) that cost no more
//     (parameter sum) than the box's centre moved one side along one
//     parameter, nor than its corner (the cheapest when fewer), and at every
//     point with one parameter one or two beyond its fit bound and the others
//     in {0, 1, 2} (thin slices that change late).
// A guess that fails any check comes back with ok = false and a reason naming
// the point, never as a wrong answer. A guess is a conjecture: the induction
// checker proves it.
#pragma once

#include "prover/fit_plane.h"
#include "symbolic/game_store.h"
#include "symbolic/region.h"
#include "symbolic/sym_eval.h"

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace cgp {

struct GuessRequest {
  std::vector<std::string> params;  // the order of points; domain is aligned to it
  Region domain;
  long box = 8;         // fit on points with every parameter in [0, box]
  long check_box = 12;  // verify on points in [0, check_box] outside the fit box
  // Larger fit bounds for some parameters (aligned to params; empty: none):
  // parameter i ranges over [0, max(box, wider[i])], and is checked up to
  // that plus check_box - box. A behaviour that changes far out along one
  // parameter is fitted without growing the box in every direction.
  std::vector<long> wider = {};
  // Planes of the box tabulated further (fit_plane.h): a state whose box
  // cannot grow, with features in cells open in two parameters only.
  std::vector<FitPlane> planes = {};
  std::size_t checks_per_piece = 16;  // verification points per piece (evenly sampled, see step 5)
  int refine_depth = 2;          // nested refinements of one shape group
  long max_threshold = 4;        // the largest k of the threshold cells (guess.cpp, method 2)
  // Called between the fit's passes and every so many of its groups and
  // cells (empty: never). It may throw to stop the fit: the points' shapes
  // and the passes' groupings of a box of hundreds of thousands of points
  // take gigabytes the oracle's own checks never see.
  std::function<void()> checkpoint = {};
};

using ValueOracle = std::function<GameId(const ParamValues&)>;

// Thrown by an oracle at a point whose position the concrete engine cannot
// hold (a Toads-and-Frogs strip longer than 64 squares). The guesser leaves
// such points out: a box far out along three parameters has a few in its
// corner.
struct OracleOutOfReach : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct GuessResult {
  bool ok = false;
  std::vector<SymPiece> pieces;  // disjoint, covering the domain, ordered by least point
  std::string reason;            // why not ok
  std::optional<ParamValues> failed_at;  // when a piece failed the extrapolation check: where
  std::optional<Region> failed_piece;    // and that piece's region
  // When a threshold grid failed with too many points stated one by one:
  // the pairs of parameters most of their cells are open in (fit_plane.h).
  std::vector<std::pair<std::size_t, std::size_t>> crowded_planes;
  std::string method;            // which method found the pieces: "shape groups", "threshold cells k=2"
  std::size_t fit_points = 0, checked_points = 0;
};

GuessResult guess_piecewise(GameStore& store, const GuessRequest& request,
                            const ValueOracle& oracle);

// Orders nonempty, disjoint pieces by their least points, as
// GuessResult::pieces are (each least point computed once).
void pieces_sort_by_least_point(std::vector<SymPiece>& pieces);

}  // namespace cgp
