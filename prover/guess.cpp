#include "prover/guess.h"

#include "prover/describe_points.h"
#include "prover/fit_affine.h"
#include "prover/game_shape.h"
#include "prover/grid_box.h"
#include "prover/shape_fitter.h"
#include "symbolic/notation_print.h"
#include "symbolic/sym_game.h"

#include <algorithm>
#include <climits>
#include <map>
#include <optional>
#include <unordered_map>
#include <utility>

namespace cgp {

void pieces_sort_by_least_point(std::vector<SymPiece>& pieces) {
  std::vector<std::pair<RegionPoint, SymPiece>> keyed;
  for (SymPiece& p : pieces) keyed.emplace_back(*region_lexmin(p.where), std::move(p));
  std::sort(keyed.begin(), keyed.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  pieces.clear();
  for (auto& [least, p] : keyed) pieces.push_back(std::move(p));
}

namespace {

ParamValues values_at(const std::vector<std::string>& params, const std::vector<long>& x) {
  ParamValues v;
  for (std::size_t i = 0; i < params.size(); ++i) v[params[i]] = x[i];
  return v;
}

// The sample points of the fit box and the oracle's values there.
struct Table {
  std::vector<std::string> params;
  Region domain;
  Points points;
  std::vector<Sample> samples;
  std::function<void()> checkpoint;  // GuessRequest::checkpoint
};

// Groups or cells fitted between two checkpoints (the check reads
// /proc/self/statm, about as dear as fitting a small group).
constexpr std::size_t kGroupsPerCheckpoint = 256;

// Calls the table's checkpoint on every kGroupsPerCheckpoint-th count.
void table_checkpoint(const Table& t, std::size_t& count) {
  if (t.checkpoint && ++count % kGroupsPerCheckpoint == 0) t.checkpoint();
}

// Formulas found so far, with the sample points (indices) or regions where
// they hold; equal formulas (the same tree) share one entry.
template <class Where>
class FormulaSet {
 public:
  Where& slot(const SymGame& value) {
    auto [it, fresh] = index_.emplace(value, entries_.size());
    if (fresh) entries_.push_back({value, Where{}});
    return entries_[it->second].second;
  }
  std::vector<std::pair<SymGame, Where>>& entries() { return entries_; }

 private:
  std::vector<std::pair<SymGame, Where>> entries_;
  std::unordered_map<SymGame, std::size_t, GameTreeHash<Affine>> index_;
};

// From this many parameters on, the threshold grid is tried before method 1.
constexpr std::size_t kGridFirstParams = 4;

// Points fitted by method 1 before it gives way to method 2 (about a second).
constexpr std::size_t kShapeGroupBudget = 3'000'000;

// Method 1: group the points by shape, fit each group (refining it by
// residues, thresholds or diagonals), then describe each formula's points.
// Succinct when it works, which it does for families of few parameters.
std::optional<std::vector<SymPiece>> guess_by_shape_groups(const Table& t, int depth, std::string& why) {
  std::map<std::string, std::vector<std::size_t>> by_key;
  std::vector<std::string> key_order;
  for (std::size_t i = 0; i < t.points.size(); ++i) {
    auto& group = by_key[t.samples[i].shape.key];
    if (group.empty()) key_order.push_back(t.samples[i].shape.key);
    group.push_back(i);
  }
  const ShapeFitter fitter(t.params, t.points, t.samples, kShapeGroupBudget);
  FormulaSet<std::vector<std::size_t>> formulas;
  std::size_t fitted = 0;
  try {
    for (const auto& key : key_order) {
      table_checkpoint(t, fitted);
      for (const Cell& cell : fitter.cells(by_key[key], depth)) {
        auto& members = formulas.slot(shape_fill(t.samples[cell.members[0]].shape.tree, cell.slots));
        members.insert(members.end(), cell.members.begin(), cell.members.end());
      }
    }
  } catch (const FitBudgetExceeded&) {
    why = "the search for refinements of the shape groups exceeded its budget";
    return std::nullopt;
  }
  std::vector<SymPiece> pieces;
  Region covered = region_empty(t.params);
  for (auto& [value, members] : formulas.entries()) {
    std::sort(members.begin(), members.end());
    auto desc = describe_points(t.points, members);
    if (!desc) {
      why = "no region in the candidate language describes the points where the value is " +
            sym_game_to_string(value) + " (first at " +
            param_values_to_string(values_at(t.params, t.points[members[0]])) + ")";
      return std::nullopt;
    }
    Region where = region_subtract(region_intersect(conjunctions_region(*desc, t.params), t.domain), covered);
    covered = region_union(covered, where);
    pieces.push_back({where, value});
  }
  return pieces;
}

// A grid with more points stated one by one than this is noise, not a
// guess (and isl unions of thousands of points cost minutes).
constexpr std::size_t kMaxPointwise = 500;

// A plane is worth tabulating when its cells hold this share of the points
// stated one by one; at most this many planes (Erickson's first on b = 6,
// f866 with thresholds at 3: of 502 such points 386 lie in cells open in a
// and g, 110 in a and f, and 6 elsewhere).
constexpr double kCrowdedPlaneShare = 0.1;
constexpr std::size_t kMaxCrowdedPlanes = 3;

// Groups of a threshold cell up to this size may be refined twice.
constexpr std::size_t kDeepRefineMaxPoints = 200;

// Peeling a group of a threshold cell gives its parts as the formulas that
// explain most points; parts too small to extrapolate from are stated point
// by point. More of them than this, and the cell is no pattern yet (a higher
// threshold cuts it finer).
constexpr std::size_t kMaxPeeledParts = 16;
constexpr std::size_t kMaxPeeledPointParts = 4;

std::optional<std::vector<Cell>> few_peeled(std::vector<Cell> parts) {
  const auto small = std::count_if(parts.begin(), parts.end(),
                                   [](const Cell& c) { return c.members.size() < kMinExtrapolated; });
  if (parts.size() > kMaxPeeledParts || static_cast<std::size_t>(small) > kMaxPeeledPointParts) return std::nullopt;
  return parts;
}

// The last pass is made for states of at most this many parameters. With
// four, its peeling of up to 5^4 cells took 14 minutes on B21's
// _^a T _^b T _^c F _^d and found no fit, where the other passes fail in 4 s.
constexpr std::size_t kWeightedMaxParams = 3;

// The thresholds of a grid, for messages: "3" when all are equal, else
// "3 (2 for c, d)".
std::string thresholds_to_string(const std::vector<std::string>& params, const std::vector<long>& k) {
  const long top = *std::max_element(k.begin(), k.end());
  std::map<long, std::string> others;
  for (std::size_t p = 0; p < k.size(); ++p)
    if (k[p] != top) others[k[p]] += (others[k[p]].empty() ? "" : ", ") + params[p];
  std::string s = std::to_string(top);
  for (const auto& [v, names] : others) s += " (" + std::to_string(v) + " for " + names + ")";
  return s;
}

// Method 2, for families of many parameters where small values behave
// specially in every combination: cut the domain into the cells
// p == 0, ..., p == k[p]-1, p >= k[p] of every parameter p and fit each cell
// on its own (refining it once). Cells with equal formulas are merged. Every
// cell is a region by construction, so only refinements need describing.
// On too many points stated one by one, `crowded` names the planes their
// cells are open in (fit_plane.h). On success `cells` holds the cells as few
// boxes: the pieces cover exactly the domain's points in them.
std::optional<std::vector<SymPiece>> guess_by_threshold_grid(const Table& t, const std::vector<long>& k,
                                                             DiagonalTier max_tier, std::string& why,
                                                             std::vector<std::pair<std::size_t, std::size_t>>& crowded,
                                                             std::vector<Region>& cells) {
  const std::string at_k = "with thresholds at " + thresholds_to_string(t.params, k);
  std::map<std::vector<long>, std::vector<std::size_t>> by_class;
  for (std::size_t i = 0; i < t.points.size(); ++i) {
    std::vector<long> c = t.points[i];
    for (std::size_t p = 0; p < c.size(); ++p) c[p] = std::min(c[p], k[p]);
    by_class[c].push_back(i);
  }
  const ShapeFitter fitter(t.params, t.points, t.samples);
  std::size_t stated_pointwise = 0;  // points in parts too small to extrapolate from
  FitPlaneTally tally(t.params.size());
  // Where each formula holds: whole cells, and parts of cells.
  struct Where {
    std::vector<GridBox> cells;
    std::vector<Region> parts;
  };
  FormulaSet<Where> formulas;
  // Largest cells first (p >= k: every coefficient determined); a smaller
  // cell whose points a formula found earlier explains takes that formula, so
  // neighbouring cells with one formula become one piece, not one per cell.
  std::vector<std::pair<std::vector<long>, std::vector<std::size_t>>> classes(by_class.begin(), by_class.end());
  std::stable_sort(classes.begin(), classes.end(),
                   [](const auto& x, const auto& y) { return x.second.size() > y.second.size(); });
  // The cells fitted so far, by shape key, each key's in the order found (the
  // first that agrees wins). One list of all of them, with every key compared
  // for every group, was quadratic in the cells of a six-parameter state.
  std::unordered_map<std::string, std::vector<Cell>> known;
  auto known_fit = [&](const std::vector<std::size_t>& group) -> std::optional<Cell> {
    const auto same_shape = known.find(t.samples[group[0]].shape.key);
    if (same_shape == known.end()) return std::nullopt;
    for (const Cell& c : same_shape->second)
      if (std::all_of(group.begin(), group.end(), [&](std::size_t i) { return fitter.agrees(c, i); }))
        return Cell{group, c.slots};
    return std::nullopt;
  };
  std::size_t fitted = 0;
  std::vector<GridBox> all_cells;
  for (const auto& [cls, members] : classes) {
    table_checkpoint(t, fitted);
    std::map<std::string, std::vector<std::size_t>> by_key;
    for (std::size_t i : members) by_key[t.samples[i].shape.key].push_back(i);
    std::vector<Cell> parts;
    for (const auto& [key, group] : by_key) {
      if (auto reused = known_fit(group)) {
        parts.push_back(std::move(*reused));
        continue;
      }
      auto cells = fitter.refined_cells(group, 1);
      // A slice that changes twice (2a + 2, then a + 6, then 2a along a
      // with the other parameters fixed) needs two cuts; only small groups
      // are worth the quadratic search.
      if (!cells && group.size() <= kDeepRefineMaxPoints) cells = fitter.refined_cells(group, 2);
      // A boundary along three parameters (e == a + b), tried last.
      if (!cells && t.params.size() >= 3) cells = fitter.refined_cells(group, 1, DiagonalTier::Three);
      // In the last pass: a boundary 2d == a + b, or several of them (the
      // runs of two toads against one frog), whose parts peeling finds.
      if (!cells && max_tier == DiagonalTier::Weighted) cells = fitter.refined_cells(group, 1, DiagonalTier::Weighted);
      if (!cells && max_tier == DiagonalTier::Weighted) cells = few_peeled(fitter.peel(group, true));
      if (!cells) {
        why = at_k + ", no formula fits the points of shape " + key +
              " near " + param_values_to_string(values_at(t.params, t.points[group[0]]));
        return std::nullopt;
      }
      for (const Cell& c : *cells)
        if (c.members.size() >= kMinExtrapolated) known[key].push_back(c);
      parts.insert(parts.end(), cells->begin(), cells->end());
    }
    const GridBox box = grid_box_of_cell(cls, k);
    all_cells.push_back(box);
    if (parts.size() == 1) {  // the common case: merged with its neighbours at the end
      formulas.slot(shape_fill(t.samples[parts[0].members[0]].shape.tree, parts[0].slots)).cells.push_back(box);
      continue;
    }
    // The largest part takes whatever the others' descriptions leave of the
    // cell, so the cells always cover the domain (beyond the box too).
    std::stable_sort(parts.begin(), parts.end(),
                     [](const Cell& x, const Cell& y) { return x.members.size() > y.members.size(); });
    Region rest = region_intersect(t.domain, grid_box_region(box, t.params));
    for (std::size_t j = parts.size(); j-- > 0;) {
      const Cell& c = parts[j];
      Region where = rest;
      if (j > 0 && c.members.size() < kMinExtrapolated) {  // too few points to extrapolate from
        stated_pointwise += c.members.size();
        tally.add(cls, k, c.members.size());
        if (stated_pointwise > kMaxPointwise) {
          crowded = tally.crowded(kCrowdedPlaneShare, kMaxCrowdedPlanes);
          why = at_k + ", more than " + std::to_string(kMaxPointwise) +
                " points have values of their own (not a pattern), e.g. " +
                param_values_to_string(values_at(t.params, t.points[c.members[0]]));
          return std::nullopt;
        }
        where = region_empty(t.params);
        for (std::size_t i : c.members) where = region_union(where, grid_box_region(GridBox{t.points[i], t.points[i]}, t.params));
        where = region_intersect(rest, where);
        rest = region_subtract(rest, where);
      } else if (j > 0) {
        Points local;
        std::vector<std::size_t> inside;
        std::vector<std::size_t> part = c.members;  // sorted, for a search per member of the cell
        std::sort(part.begin(), part.end());
        for (std::size_t i : members) {
          if (std::binary_search(part.begin(), part.end(), i)) inside.push_back(local.size());
          local.push_back(t.points[i]);
        }
        auto desc = describe_points(local, inside, 1, max_tier);
        if (!desc) {
          why = at_k + ", no region describes a part of the cell at " +
                param_values_to_string(values_at(t.params, t.points[c.members[0]]));
          return std::nullopt;
        }
        where = region_intersect(rest, conjunctions_region(*desc, t.params));
        rest = region_subtract(rest, where);
      }
      formulas.slot(shape_fill(t.samples[c.members[0]].shape.tree, c.slots)).parts.push_back(std::move(where));
    }
  }
  // Cells are disjoint and so are the parts of a cell: the pieces are
  // disjoint by construction and need no subtraction of earlier ones.
  std::vector<SymPiece> pieces;
  for (auto& [value, where] : formulas.entries()) {
    std::vector<Region> regions = std::move(where.parts);
    if (!where.cells.empty()) {
      std::vector<Region> boxes;
      for (const GridBox& b : grid_boxes_merge(std::move(where.cells))) boxes.push_back(grid_box_region(b, t.params));
      regions.push_back(region_intersect(t.domain, region_union_all(boxes)));
    }
    pieces.push_back({region_union_all(regions), value});
  }
  cells.clear();
  for (const GridBox& b : grid_boxes_merge(std::move(all_cells))) cells.push_back(grid_box_region(b, t.params));
  return pieces;
}

// The upper bound of every parameter in the fit box.
std::vector<long> fit_bounds(const GuessRequest& request, std::size_t n) {
  std::vector<long> hi(n, request.box);
  for (std::size_t i = 0; i < n && i < request.wider.size(); ++i) hi[i] = std::max(hi[i], request.wider[i]);
  return hi;
}

// One extrapolation check: the piece's value at x against the oracle's.
// A mismatch names the point (failed_at: where a refit must look) and fails.
bool check_point(GameStore& store, const ValueOracle& oracle, const Table& t, const SymPiece& piece,
                 const RegionPoint& x, GuessResult& result) {
  const ParamValues at = values_at(t.params, x);
  GameId truth;
  try {
    truth = oracle(at);
  } catch (const OracleOutOfReach&) {
    return true;  // nothing to check against
  }
  const GameId claimed = sym_game_instantiate(store, piece.value, at);
  if (claimed != truth) {
    result.failed_at = at;
    result.failed_piece = piece.where;
    result.reason = "the guess fails at " + param_values_to_string(at) + ": piece " + region_to_string(piece.where) +
                    " gives " + game_to_string(store, claimed) + ", the value is " + game_to_string(store, truth);
    return false;
  }
  ++result.checked_points;
  return true;
}

// The values the other parameters take in the axis check.
constexpr long kAxisCheckOthers = 3;  // 0, 1, 2
constexpr long kAxisCheckBeyond = 2;  // fit bound + 1, + 2

// A behaviour special to a thin slice (b == 1, c == d == 0) that changes
// beyond the box along a is easy to miss with a few points per piece, and
// then costs a failed induction run. So every point with one parameter just
// beyond its fit bound and every other parameter small is checked too.
bool check_axis_extensions(GameStore& store, const ValueOracle& oracle, const Table& t, const std::vector<long>& fit_hi,
                           GuessResult& result) {
  const std::size_t n = t.params.size();
  for (std::size_t p = 0; p < n; ++p) {
    std::vector<long> x(n, 0);
    // Odometer over the other parameters q, each in [0, min(kAxisCheckOthers, fit_hi[q] + 1) - 1].
    for (bool more = true; more;) {
      for (long v = fit_hi[p] + 1; v <= fit_hi[p] + kAxisCheckBeyond; ++v) {
        x[p] = v;
        if (!region_contains(t.domain, x)) continue;
        const auto piece = std::find_if(result.pieces.begin(), result.pieces.end(),
                                        [&](const SymPiece& q) { return region_contains(q.where, x); });
        if (piece == result.pieces.end()) continue;  // coverage is checked on the domain as a whole
        if (!check_point(store, oracle, t, *piece, x, result)) return false;
      }
      more = false;
      for (std::size_t q = 0; q < n && !more; ++q) {
        if (q == p) continue;
        if (++x[q] < std::min(kAxisCheckOthers, fit_hi[q] + 1)) {
          more = true;
        } else {
          x[q] = 0;
        }
      }
    }
  }
  return true;
}

// The extrapolation checks are a guess's dearest evaluations: spread over
// [0, check_box] in every parameter at once, they reach far beyond the fit
// box's own corner (b = 7's f92 of the one-frog slices, six parameters:
// strips of 45-60 squares with hundreds of millions of positions, where the
// box's corner has 40, so 1,530 of its first 1,840 s went to the checks).
// So a piece is checked only on its points outside the box no dearer than
// `max_cost` (check_cost_bound); each such point still lies beyond the box
// along some parameter. When fewer than `wanted` are that cheap, the bound
// is raised to the cost of the `wanted`-th cheapest (all points when the
// piece has fewer). The points are listed with the bound applied, never all
// of the check box first: [0, 9]^8 has 10^8 points, and listing them took
// the one-frog slice b = 7 to 20 GB, past its 12 GB budget.
Points points_within_cost(const Region& piece, const std::vector<long>& check_hi,
                          const std::function<bool(const RegionPoint&)>& outside, long max_cost,
                          std::size_t wanted) {
  Points points = region_points_in_box(piece, check_hi, max_cost, outside);
  if (points.size() >= wanted) return points;
  // How many points of each cost, from a scan that stores none. A point in
  // two overlapping disjuncts counts twice here, so the bound found may be
  // low by a step or two: the loop below raises it until it is not.
  const long top = region_point_sum(check_hi);
  std::vector<std::size_t> at_cost(static_cast<std::size_t>(top) + 1, 0);
  region_points_in_box(piece, check_hi, LONG_MAX, [&](const RegionPoint& x) {
    if (outside(x)) ++at_cost[static_cast<std::size_t>(region_point_sum(x))];
    return false;
  });
  long cost = std::max(max_cost, top);  // fewer than `wanted` in all: every one
  for (std::size_t seen = 0, c = 0; c < at_cost.size(); ++c)
    if ((seen += at_cost[c]) >= wanted) {
      cost = std::max(max_cost, static_cast<long>(c));
      break;
    }
  for (points = region_points_in_box(piece, check_hi, cost, outside); points.size() < wanted && cost < top;)
    points = region_points_in_box(piece, check_hi, ++cost, outside);
  return points;
}

// The dearest point a piece is checked on: the box's centre moved one box
// side along one parameter, which is what an extrapolation check is (beyond
// the box along one parameter, typical along the others), and never dearer
// than the box's corner. With one or two parameters of equal sides the two
// agree. The corner alone was not enough: the tabulation evaluates it with
// its neighbours' positions already in the table, a lone check point has
// none, so b = 7's seven-parameter states ([0, 6]^7, corner 42, this bound
// 27) spent 23-90 min each on checks of strips of up to 50 squares.
long check_cost_bound(const std::vector<long>& fit_hi) {
  if (fit_hi.empty()) return 0;
  const long corner = region_point_sum(fit_hi);
  const long side = *std::max_element(fit_hi.begin(), fit_hi.end());
  return std::min(corner, (corner + 1) / 2 + side);
}

// Coverage, order, and the extrapolation check on points outside the fit box
// (parameters up to check_box). `cells`, when given, are regions whose union
// the pieces cover exactly within the domain (a grid's cells): coverage is
// checked on them, a few boxes, not on hundreds of pieces (isl subtracting
// those was a quarter of the guess of Erickson's first on b = 6). The
// uncovered point found is the same, since the two unions meet the domain
// in the same points.
bool finish_guess(GameStore& store, const GuessRequest& request, const ValueOracle& oracle, const Table& t,
                  GuessResult& result, const std::vector<Region>* cells) {
  std::vector<Region> parts{region_empty(t.params)};
  if (cells) {
    parts.insert(parts.end(), cells->begin(), cells->end());
  } else {
    for (const SymPiece& p : result.pieces) parts.push_back(p.where);
  }
  if (auto p = region_lexmin_uncovered(t.domain, parts)) {
    result.reason = "the pieces do not cover the domain: no piece contains " +
                    param_values_to_string(values_at(t.params, *p));
    return false;
  }
  std::erase_if(result.pieces, [](const SymPiece& p) { return region_is_empty(p.where); });
  pieces_sort_by_least_point(result.pieces);
  // Every piece is checked on its own points outside the box (a narrow piece
  // would slip through an even sample of the whole domain), up to
  // checks_per_piece of them, evenly spread over its cheapest ones.
  const std::vector<long> fit_hi = fit_bounds(request, t.params.size());
  std::vector<long> check_hi = fit_hi;
  for (const FitPlane& plane : request.planes)  // a plane's pieces are checked beyond its reach
    for (const std::size_t i : {plane.p, plane.q}) check_hi[i] = std::max(check_hi[i], plane.reach);
  for (long& v : check_hi) v += request.check_box - request.box;
  const std::function<bool(const RegionPoint&)> outside = [&](const RegionPoint& x) {
    for (std::size_t i = 0; i < x.size(); ++i)
      if (x[i] > fit_hi[i]) return !fit_planes_contain(request.planes, fit_hi, x);  // a plane's are tabulated
    return false;
  };
  result.checked_points = 0;
  for (const SymPiece& piece : result.pieces) {
    if (t.checkpoint) t.checkpoint();
    const Points fresh =
        points_within_cost(piece.where, check_hi, outside, check_cost_bound(fit_hi), request.checks_per_piece);
    const std::size_t per = request.checks_per_piece;
    const std::size_t step = fresh.size() > per ? (fresh.size() + per - 1) / per : 1;
    for (std::size_t i = 0; i < fresh.size(); i += step) {
      if (!check_point(store, oracle, t, piece, fresh[i], result)) return false;
    }
  }
  return check_axis_extensions(store, oracle, t, fit_hi, result);
}

}  // namespace

GuessResult guess_piecewise(GameStore& store, const GuessRequest& request, const ValueOracle& oracle) {
  GuessResult result;
  Table t{request.params, region_align(request.domain, request.params), {}, {}, request.checkpoint};
  const std::vector<long> hi = fit_bounds(request, t.params.size());
  std::vector<RegionPoint> tabulated = region_points_in_box(t.domain, hi);
  for (RegionPoint& x : fit_planes_points(t.domain, request.planes, hi)) tabulated.push_back(std::move(x));
  for (auto& x : tabulated) {
    GameId g;
    try {
      g = oracle(values_at(t.params, x));
    } catch (const OracleOutOfReach&) {
      continue;
    }
    t.points.push_back(std::move(x));
    t.samples.push_back({g, game_shape(store, g)});
  }
  result.fit_points = t.points.size();
  if (t.points.empty()) {
    result.reason = "the domain has no point with parameters in [0, " + std::to_string(request.box) + "]";
    return result;
  }
  // Method 1 (no thresholds) and the grid with growing thresholds k. Each
  // parameter's threshold is capped so that at least four of its values
  // p >= k[p] stay in the box to fit and extrapolate from (three let
  // coincidences through, and make 4^6 cells of six parameters in a box of
  // 5). With many parameters method 1 spends its budget and fails, so the
  // grid goes first there. Grids where the cap binds (a parameter fitted
  // further than the others gets a higher threshold than they do) come last.
  std::vector<std::vector<long>> order;
  std::vector<std::vector<long>> capped;
  for (long k = 1; k <= request.max_threshold; ++k) {
    std::vector<long> ks;
    for (long h : hi) ks.push_back(std::min(k, h - 3));
    if (std::all_of(ks.begin(), ks.end(), [&](long v) { return v == k; }))
      order.push_back(ks);
    else if (std::any_of(ks.begin(), ks.end(), [&](long v) { return v == k; }))
      capped.push_back(ks);
  }
  const std::vector<long> none;  // method 1
  if (t.params.size() >= kGridFirstParams)
    order.push_back(none);
  else
    order.insert(order.begin(), none);
  order.insert(order.end(), capped.begin(), capped.end());
  // A last pass over the grids allows weighted diagonals and peeling; it
  // comes last so that every state the smaller language fits keeps its fit.
  std::vector<std::pair<std::vector<long>, DiagonalTier>> passes;
  for (const auto& k : order) passes.emplace_back(k, DiagonalTier::Three);
  for (const auto& k : order)
    if (!k.empty() && t.params.size() <= kWeightedMaxParams) passes.emplace_back(k, DiagonalTier::Weighted);
  std::string why, shape_reason, grid_reason;
  std::vector<std::pair<std::size_t, std::size_t>> crowded;
  std::vector<Region> cells;
  for (const auto& [k, tier] : passes) {
    if (t.checkpoint) t.checkpoint();
    auto pieces = k.empty() ? guess_by_shape_groups(t, request.refine_depth, why)
                            : guess_by_threshold_grid(t, k, tier, why, crowded, cells);
    if (pieces) {
      result.pieces = std::move(*pieces);
      if (finish_guess(store, request, oracle, t, result, k.empty() ? nullptr : &cells)) {
        result.ok = true;
        result.method = k.empty() ? "shape groups" : "threshold cells k=" + thresholds_to_string(t.params, k);
        if (tier == DiagonalTier::Weighted) result.method += ", weighted diagonals";
        return result;
      }
      why = result.reason;
    }
    if (k.empty()) {
      shape_reason = why;
    } else if (tier != DiagonalTier::Weighted || grid_reason.empty()) {
      grid_reason = why;
    }
  }
  result.pieces.clear();
  result.crowded_planes = crowded;
  result.reason = shape_reason + (grid_reason.empty() ? "" : "; by threshold cells: " + grid_reason);
  return result;
}

}  // namespace cgp
