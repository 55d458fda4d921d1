#include "prover/shape_fitter.h"

#include "prover/fit_affine.h"

#include <algorithm>
#include <map>

namespace cgp {

void ShapeFitter::charge(std::size_t points) const {
  if (points > budget_) throw FitBudgetExceeded{};
  budget_ -= points;
}

std::optional<std::vector<Affine>> ShapeFitter::fit_slots(const std::vector<std::size_t>& members) const {
  const std::size_t nslots = samples_[members[0]].shape.slots.size();
  if (nslots == 0) return std::vector<Affine>{};
  return fit_affine_columns(
      params_, members.size(), [&](std::size_t j) -> const std::vector<long>& { return points_[members[j]]; },
      nslots, [&](std::size_t s, std::size_t j) -> const Dyadic& { return samples_[members[j]].shape.slots[s]; });
}

namespace {

// The cell of `members` with `slots`, if they are a fit (of integer slopes when strict).
std::optional<Cell> cell_if_fit(const std::vector<std::size_t>& members, bool strict,
                                std::optional<std::vector<Affine>> slots) {
  if (!slots || (strict && !std::all_of(slots->begin(), slots->end(), ShapeFitter::integral_slopes)))
    return std::nullopt;
  return Cell{members, std::move(*slots)};
}

// Beyond this many kept fits a search fits afresh: the memory stays bounded.
constexpr std::size_t kMaxKeptFits = 1 << 20;

}  // namespace

std::optional<Cell> ShapeFitter::fit(const std::vector<std::size_t>& members, bool strict) const {
  charge(members.size());
  return cell_if_fit(members, strict, fit_slots(members));
}

std::optional<Cell> ShapeFitter::fit_at(const std::vector<std::size_t>& members, bool strict,
                                        const SearchPath& path) const {
  charge(members.size());
  auto kept = fits_.find(path);
  if (kept == fits_.end()) {
    if (fits_.size() >= kMaxKeptFits) return cell_if_fit(members, strict, fit_slots(members));
    kept = fits_.emplace(path, fit_slots(members)).first;
  }
  return cell_if_fit(members, strict, kept->second);
}

void ShapeFitter::begin_search(const std::vector<std::size_t>& root) const {
  if (root == root_) return;
  root_ = root;
  fits_.clear();
}

bool ShapeFitter::integral_slopes(const Affine& a) {
  return std::all_of(a.terms().begin(), a.terms().end(),
                     [](const Affine::Term& t) { return t.coef.is_integer(); });
}

bool ShapeFitter::agrees(const Cell& c, std::size_t i) const {
  for (std::size_t s = 0; s < c.slots.size(); ++s)
    if (affine_eval(c.slots[s], params_, points_[i]) != samples_[i].shape.slots[s]) return false;
  return true;
}

std::vector<Cell> ShapeFitter::peel(const std::vector<std::size_t>& members, bool shared_slopes) const {
  std::map<std::vector<long>, std::size_t> where;
  for (auto i : members) where[points_[i]] = i;
  std::vector<std::size_t> remaining = members;
  std::vector<Cell> out;
  // Candidates are keyed by their formulas, so equal ones are tried once.
  auto add_candidate = [](std::map<std::string, Cell>& candidates, Cell c) {
    std::string k;
    for (const auto& a : c.slots) k += affine_to_string(a) + ";";
    candidates.emplace(std::move(k), std::move(c));
  };
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
        if (auto c = fit(stencil, false)) add_candidate(candidates, std::move(*c));
      }
    if (shared_slopes)
      for (std::size_t i : remaining)
        for (const Cell& found : out) {
          Cell c{{}, found.slots};
          for (std::size_t s = 0; s < c.slots.size(); ++s)
            c.slots[s] += Affine(samples_[i].shape.slots[s] - affine_eval(c.slots[s], params_, points_[i]));
          add_candidate(candidates, std::move(c));
        }
    // Only the best candidate so far keeps its members: all of them at once
    // are quadratic in the group's size.
    Cell* best = nullptr;
    bool best_integral = false;
    for (auto& [k, c] : candidates) {
      c.members.clear();  // the stencil it was fitted on
      for (auto i : remaining)
        if (agrees(c, i)) c.members.push_back(i);
      const bool integral = std::all_of(c.slots.begin(), c.slots.end(), integral_slopes);
      if (!best || c.members.size() > best->members.size() ||
          (c.members.size() == best->members.size() && integral && !best_integral)) {
        if (best) std::vector<std::size_t>().swap(best->members);
        best = &c, best_integral = integral;
      } else {
        std::vector<std::size_t>().swap(c.members);
      }
    }
    // No candidate cannot happen (a point fits itself), but stay total.
    Cell chosen = best && !best->members.empty() ? std::move(*best) : *fit({remaining[0]}, false);
    for (auto i : chosen.members) where.erase(points_[i]);
    std::erase_if(remaining, [&](auto i) { return !where.count(points_[i]); });
    out.push_back(std::move(chosen));
  }
  return out;
}

void ShapeFitter::for_each_split(const std::vector<std::size_t>& members, DiagonalTier tier,
                                 const std::function<bool(const Partition&)>& visit) const {
  bool going = true;
  // Every split's keys are small: a residue mod 2 or 3, or a side (0, 1).
  constexpr std::size_t kMaxParts = 3;
  // The parts by key of the member at each position j, in key order.
  auto by_position = [&](auto key_at) {
    if (!going) return;
    std::vector<std::vector<std::size_t>> parts(kMaxParts);
    for (std::size_t j = 0; j < members.size(); ++j) parts[static_cast<std::size_t>(key_at(j))].push_back(members[j]);
    Partition v;
    for (auto& part : parts)
      if (!part.empty()) v.push_back(std::move(part));
    if (v.size() < 2) return;
    going = visit(v);
  };
  auto by = [&](auto key) { by_position([&](std::size_t j) { return key(points_[members[j]]); }); };
  const std::size_t n = params_.size();
  // The splits `value <= k` against `> k` for every value k the members
  // take, each member's value computed once, not once per cut: with six
  // parameters evaluating a diagonal form again for every k was a third of a
  // state's guess.
  auto by_cuts = [&](auto value_of) {
    std::vector<long> at;
    at.reserve(members.size());
    for (auto i : members) at.push_back(value_of(points_[i]));
    std::vector<long> cuts = at;
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    for (long k : cuts) by_position([&](std::size_t j) { return at[j] <= k ? 0L : 1L; });
  };
  auto by_diagonal = [&](const PointAtom& form) { by_cuts([&](const auto& x) { return form.diagonal_at(x); }); };
  if (tier != DiagonalTier::Two) {
    for (const PointAtom& form : diagonal_forms(n, tier, false)) by_diagonal(form);
    return;
  }
  for (long m : {2L, 3L})
    for (std::size_t p = 0; p < n; ++p) by([&](const auto& x) { return x[p] % m; });
  for (std::size_t p = 0; p < n; ++p) by_cuts([&](const auto& x) { return x[p]; });
  for (const PointAtom& form : diagonal_forms(n, DiagonalTier::Two, false)) by_diagonal(form);
}

std::optional<std::vector<Cell>> ShapeFitter::cells(const std::vector<std::size_t>& members, int depth,
                                                    bool strict, DiagonalTier tier) const {
  begin_search(members);
  SearchPath path;
  return cells_at(members, depth, strict, tier, path);
}

std::optional<std::vector<Cell>> ShapeFitter::cells_at(const std::vector<std::size_t>& members, int depth,
                                                       bool strict, DiagonalTier tier, SearchPath& path) const {
  if (auto c = fit_at(members, strict, path)) return std::vector<Cell>{*c};
  if (members.size() < kMinExtrapolated) {
    std::vector<Cell> points;
    for (std::size_t i : members) points.push_back(*fit({i}, strict));
    return points;
  }
  if (depth <= 0) return std::nullopt;
  // Iterative deepening: a split whose parts fit directly beats any deeper
  // one. Each depth walks the splits again rather than keeping them.
  for (int d = 0; d < depth; ++d) {
    std::optional<std::vector<Cell>> best;
    std::uint32_t split = 0;
    for_each_split(members, tier, [&](const Partition& parts) {
      ++split;
      std::vector<Cell> all;
      for (std::size_t j = 0; j < parts.size(); ++j) {
        path.insert(path.end(), {static_cast<std::uint32_t>(tier), split, static_cast<std::uint32_t>(j)});
        auto c = cells_at(parts[j], d, strict, tier, path);
        path.resize(path.size() - 3);
        if (!c) return true;
        all.insert(all.end(), c->begin(), c->end());
      }
      if (!best || all.size() < best->size()) best = std::move(all);
      return best->size() != 2;
    });
    if (best) return best;
  }
  return std::nullopt;
}

std::optional<std::vector<Cell>> ShapeFitter::refined_cells(const std::vector<std::size_t>& members, int depth,
                                                            DiagonalTier tier) const {
  auto strict = cells(members, depth, true, tier);
  if (strict && strict->size() <= 2) return strict;  // lax would need <= size - 2 cells to win
  auto lax = cells(members, depth, false, tier);
  if (strict && (!lax || strict->size() <= lax->size() + 1)) return strict;
  return lax;
}

std::vector<Cell> ShapeFitter::cells(const std::vector<std::size_t>& members, int depth) const {
  if (auto c = refined_cells(members, depth)) return *c;
  return peel(members);
}

}  // namespace cgp
