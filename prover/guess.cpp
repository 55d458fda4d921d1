#include "prover/guess.h"

#include "prover/describe_points.h"
#include "prover/fit_affine.h"
#include "prover/game_shape.h"
#include "symbolic/notation_print.h"
#include "symbolic/sym_game.h"

#include <algorithm>
#include <map>
#include <optional>

namespace cgp {

std::string param_values_to_string(const ParamValues& at) {
  std::string s;
  for (const auto& [k, v] : at) s += (s.empty() ? "" : ", ") + k + "=" + std::to_string(v);
  return s;
}

namespace {

using Points = std::vector<std::vector<long>>;

// One tabulated point.
struct Sample {
  GameId value;
  GameShape shape;
};

// A set of points of one shape with one affine function per slot.
struct Cell {
  std::vector<std::size_t> members;
  std::vector<Affine> slots;
};

class Fitter {
 public:
  Fitter(const std::vector<std::string>& params, const Points& points,
         const std::vector<Sample>& samples)
      : params_(params), points_(points), samples_(samples) {}

  // One affine per slot on all of `members`. `strict`: parameter coefficients
  // must be integers (the formulas of the literature are; a dyadic slope on a
  // few points is usually a coincidence that a split explains better).
  std::optional<Cell> fit(const std::vector<std::size_t>& members, bool strict) const {
    Cell cell{members, {}};
    Points pts;
    for (auto i : members) pts.push_back(points_[i]);
    const std::size_t nslots = samples_[members[0]].shape.slots.size();
    for (std::size_t s = 0; s < nslots; ++s) {
      std::vector<Dyadic> vals;
      for (auto i : members) vals.push_back(samples_[i].shape.slots[s]);
      auto a = fit_affine(params_, pts, vals);
      if (!a || (strict && !integral_slopes(*a))) return std::nullopt;
      cell.slots.push_back(*a);
    }
    return cell;
  }

  static bool integral_slopes(const Affine& a) {
    return std::all_of(a.terms().begin(), a.terms().end(),
                       [](const Affine::Term& t) { return t.coef.is_integer(); });
  }

  bool agrees(const Cell& c, std::size_t i) const {
    for (std::size_t s = 0; s < c.slots.size(); ++s)
      if (affine_eval(c.slots[s], params_, points_[i]) != samples_[i].shape.slots[s]) return false;
    return true;
  }

  // The fallback when no split of small depth works: candidate formulas come
  // from small stencils (a point and its neighbours at distance 1 or 2 along
  // each parameter); repeatedly take the candidate that agrees on most of the
  // remaining points. Regions for the resulting cells may be unions; the
  // extrapolation check catches coincidences.
  std::vector<Cell> peel(const std::vector<std::size_t>& members) const {
    std::map<std::vector<long>, std::size_t> where;
    for (auto i : members) where[points_[i]] = i;
    std::vector<std::size_t> remaining = members;
    std::vector<Cell> out;
    while (!remaining.empty()) {
      std::map<std::string, Cell> candidates;
      for (auto i : remaining)
        for (long step : {1L, 2L}) {
          std::vector<std::size_t> stencil{i};
          for (std::size_t p = 0; p < params_.size(); ++p) {
            auto x = points_[i];
            x[p] += step;
            auto it = where.find(x);
            if (it != where.end()) stencil.push_back(it->second);
          }
          auto c = fit(stencil, false);
          if (!c) continue;
          std::string k;
          for (const auto& a : c->slots) k += affine_to_string(a) + ";";
          candidates.emplace(k, *c);
        }
      std::optional<Cell> best;
      bool best_integral = false;
      for (auto& [k, c] : candidates) {
        c.members.clear();
        for (auto i : remaining)
          if (agrees(c, i)) c.members.push_back(i);
        const bool integral = std::all_of(c.slots.begin(), c.slots.end(), integral_slopes);
        if (!best || c.members.size() > best->members.size() ||
            (c.members.size() == best->members.size() && integral && !best_integral))
          best = c, best_integral = integral;
      }
      if (!best || best->members.empty()) {  // cannot happen: a point fits itself
        best = fit({remaining[0]}, false);
      }
      for (auto i : best->members) where.erase(points_[i]);
      std::erase_if(remaining, [&](auto i) { return !where.count(points_[i]); });
      out.push_back(std::move(*best));
    }
    return out;
  }

  // Partitions of `members` to try when one affine per slot does not fit:
  // residues first (periodic behaviour), then thresholds, then diagonals.
  std::vector<std::vector<std::vector<std::size_t>>> splits(
      const std::vector<std::size_t>& members) const {
    std::vector<std::vector<std::vector<std::size_t>>> out;
    auto by = [&](auto key) {
      std::map<long, std::vector<std::size_t>> parts;
      for (auto i : members) parts[key(points_[i])].push_back(i);
      if (parts.size() < 2) return;
      std::vector<std::vector<std::size_t>> v;
      for (auto& [k, part] : parts) v.push_back(std::move(part));
      out.push_back(std::move(v));
    };
    const std::size_t n = params_.size();
    for (long m : {2L, 3L})
      for (std::size_t p = 0; p < n; ++p) by([&](const auto& x) { return x[p] % m; });
    auto values = [&](auto f) {
      std::vector<long> v;
      for (auto i : members) v.push_back(f(points_[i]));
      std::sort(v.begin(), v.end());
      v.erase(std::unique(v.begin(), v.end()), v.end());
      return v;
    };
    for (std::size_t p = 0; p < n; ++p)
      for (long k : values([&](const auto& x) { return x[p]; }))
        by([&](const auto& x) { return x[p] <= k ? 0L : 1L; });
    for (std::size_t p = 0; p < n; ++p)
      for (std::size_t q = p + 1; q < n; ++q)
        for (long k : values([&](const auto& x) { return x[p] - x[q]; }))
          by([&](const auto& x) { return x[p] - x[q] <= k ? 0L : 1L; });
    return out;
  }

  // Cells covering `members`, refining at most `depth` times by splits.
  std::optional<std::vector<Cell>> cells(const std::vector<std::size_t>& members, int depth,
                                         bool strict) const {
    if (auto c = fit(members, strict)) return std::vector<Cell>{*c};
    if (depth <= 0) return std::nullopt;
    const auto candidates = splits(members);
    // Iterative deepening: a split whose parts fit directly beats any deeper one.
    for (int d = 0; d < depth; ++d) {
      std::optional<std::vector<Cell>> best;
      for (const auto& parts : candidates) {
        std::vector<Cell> all;
        bool ok = true;
        for (const auto& part : parts) {
          auto c = cells(part, d, strict);
          if (!c) {
            ok = false;
            break;
          }
          all.insert(all.end(), c->begin(), c->end());
        }
        if (ok && (!best || all.size() < best->size())) best = std::move(all);
        if (best && best->size() == 2) break;
      }
      if (best) return best;
    }
    return std::nullopt;
  }

  // Integer slopes are preferred, but not at any price: a dyadic slope that
  // fits with two fewer cells wins (n/2 on even n beats one cell per point).
  // Peeling is the last resort.
  std::vector<Cell> cells(const std::vector<std::size_t>& members, int depth) const {
    auto strict = cells(members, depth, true);
    auto lax = cells(members, depth, false);
    if (strict && (!lax || strict->size() <= lax->size() + 1)) return *strict;
    if (lax) return *lax;
    return peel(members);
  }

 private:
  const std::vector<std::string>& params_;
  const Points& points_;
  const std::vector<Sample>& samples_;
};

ParamValues values_at(const std::vector<std::string>& params, const std::vector<long>& x) {
  ParamValues v;
  for (std::size_t i = 0; i < params.size(); ++i) v[params[i]] = x[i];
  return v;
}

}  // namespace

GuessResult guess_piecewise(GameStore& store, const GuessRequest& request,
                            const ValueOracle& oracle) {
  GuessResult result;
  const auto& params = request.params;
  const Region domain = region_align(request.domain, params);
  const Points points = region_points_in_box(domain, 0, request.box);
  result.fit_points = points.size();
  if (points.empty()) {
    result.reason = "the domain has no point with parameters in [0, " +
                    std::to_string(request.box) + "]";
    return result;
  }

  // 1-2. Tabulate and group by shape (groups in order of first point).
  std::vector<Sample> samples;
  std::map<std::string, std::vector<std::size_t>> by_key;
  std::vector<std::string> key_order;
  for (std::size_t i = 0; i < points.size(); ++i) {
    const GameId g = oracle(values_at(params, points[i]));
    samples.push_back({g, game_shape(store, g)});
    auto& group = by_key[samples.back().shape.key];
    if (group.empty()) key_order.push_back(samples.back().shape.key);
    group.push_back(i);
  }

  // 3. Fit, refining groups that do not fit; merge cells with equal formulas.
  const Fitter fitter(params, points, samples);
  std::vector<std::pair<SymGame, std::vector<std::size_t>>> formulas;
  std::map<std::string, std::size_t> formula_index;
  for (const auto& key : key_order) {
    const auto& group = by_key[key];
    for (const auto& cell : fitter.cells(group, request.refine_depth)) {
      SymGame value = shape_fill(samples[cell.members[0]].shape.tree, cell.slots);
      const std::string text = sym_game_to_string(value);
      auto [it, fresh] = formula_index.emplace(text, formulas.size());
      if (fresh) formulas.push_back({value, {}});
      auto& m = formulas[it->second].second;
      m.insert(m.end(), cell.members.begin(), cell.members.end());
    }
  }

  // 4-5. Regions; disjoint by giving overlaps to earlier pieces; coverage.
  Region covered = region_empty(params);
  for (auto& [value, members] : formulas) {
    std::sort(members.begin(), members.end());
    auto desc = describe_points(points, members);
    if (!desc) {
      result.reason = "no region in the candidate language describes the points where the value is " +
                      sym_game_to_string(value) + " (first at " +
                      param_values_to_string(values_at(params, points[members[0]])) + ")";
      return result;
    }
    Region where = region_subtract(region_intersect(conjunctions_region(*desc, params), domain), covered);
    covered = region_union(covered, where);
    result.pieces.push_back({where, value});
  }
  const Region missing = region_subtract(domain, covered);
  if (auto p = region_lexmin(missing)) {
    result.reason = "the pieces do not cover the domain: no piece contains " +
                    param_values_to_string(values_at(params, *p));
    return result;
  }
  std::sort(result.pieces.begin(), result.pieces.end(), [](const SymPiece& x, const SymPiece& y) {
    return *region_lexmin(x.where) < *region_lexmin(y.where);
  });

  // 6. Extrapolation: points outside the fit box, evenly sampled.
  Points fresh;
  for (auto& x : region_points_in_box(domain, 0, request.check_box))
    if (std::any_of(x.begin(), x.end(), [&](long v) { return v > request.box; }))
      fresh.push_back(std::move(x));
  const std::size_t step =
      fresh.size() > request.max_checks ? (fresh.size() + request.max_checks - 1) / request.max_checks : 1;
  for (std::size_t i = 0; i < fresh.size(); i += step) {
    const ParamValues at = values_at(params, fresh[i]);
    const GameId truth = oracle(at);
    for (const auto& piece : result.pieces) {
      if (!region_contains(piece.where, fresh[i])) continue;
      const GameId claimed = sym_game_instantiate(store, piece.value, at);
      if (claimed != truth) {
        result.reason = "the guess fails at " + param_values_to_string(at) + ": piece " +
                        region_to_string(piece.where) + " gives " + game_to_string(store, claimed) +
                        ", the value is " + game_to_string(store, truth);
        return result;
      }
      break;
    }
    ++result.checked_points;
  }
  result.ok = true;
  return result;
}

}  // namespace cgp
