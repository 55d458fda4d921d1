#include "prover/toads_frogs/tf_conjecture.h"

#include "games/toads_frogs/evaluator.h"
#include "prover/fit_affine.h"

#include <algorithm>
#include <map>

namespace cgp {

namespace {

constexpr long kMaxThreshold = 2;
constexpr unsigned kDegree = 2;

// The thresholds of every parameter in 0..kMaxThreshold, least sum first.
std::vector<std::vector<long>> thresholds(std::size_t n) {
  std::vector<std::vector<long>> out{{}};
  for (std::size_t i = 0; i < n; ++i) {
    std::vector<std::vector<long>> next;
    for (const auto& t : out)
      for (long v = 0; v <= kMaxThreshold; ++v) {
        next.push_back(t);
        next.back().push_back(v);
      }
    out.swap(next);
  }
  std::stable_sort(out.begin(), out.end(), [](const RegionPoint& x, const RegionPoint& y) {
    return region_point_sum(x) < region_point_sum(y);
  });
  return out;
}

struct Sample {
  std::vector<long> point;
  UpStar value;
};

// Fits one class of samples: one up/star part, a polynomial number part.
std::optional<PolyGame> fit_class(const std::vector<std::string>& params, const std::vector<Sample>& samples) {
  const std::size_t unknowns = fit_monomials(params, kDegree).size();
  if (samples.size() < unknowns + 2) return std::nullopt;  // a fit must be checked beyond what fixes it
  std::vector<std::vector<long>> points;
  std::vector<Dyadic> numbers;
  for (const Sample& s : samples) {
    if (s.value.up != samples.front().value.up || s.value.nim != samples.front().value.nim) return std::nullopt;
    points.push_back(s.point);
    numbers.push_back(s.value.number);
  }
  auto p = fit_polynomial(params, points, numbers, kDegree);
  if (!p) return std::nullopt;
  return PolyGame::leaf(*p, samples.front().value.up, samples.front().value.nim);
}

}  // namespace

std::optional<TfConjecture> tf_conjecture_fit(const TfFamily& family, long box) {
  const Region& where = family.where;
  const std::vector<std::string>& params = where.params();
  TfEvaluator ev;
  GameStore& store = ev.store();
  std::vector<Sample> all;
  for (const RegionPoint& x : region_points_in_box(where, 0, box)) {
    const auto position = tf_pattern_instantiate(family.pattern, region_point_values(where, x));
    if (!position) continue;
    const auto v = store.up_star_value(ev.value(*position));
    if (!v) continue;  // not number-up-star: no class containing it can fit
    all.push_back(Sample{x, *v});
  }
  for (const std::vector<long>& t : thresholds(params.size()))
    for (long period = 1; period <= 2; ++period) {
      std::map<std::vector<long>, std::vector<Sample>> classes;  // residues -> samples
      bool complete = true;
      for (const RegionPoint& x : region_points_in_box(where, 0, box)) {
        bool above = true;
        for (std::size_t i = 0; i < params.size(); ++i) above = above && x[i] >= t[i];
        if (!above) continue;
        auto it = std::find_if(all.begin(), all.end(), [&](const Sample& s) { return s.point == x; });
        if (it == all.end()) complete = false;  // a value that is no number-up-star
        std::vector<long> residues;
        for (long v : x) residues.push_back(v % period);
        if (it != all.end()) classes[residues].push_back(*it);
      }
      if (!complete || classes.empty()) continue;
      TfConjecture out{{}, box, 0};
      for (const auto& [residues, samples] : classes) {
        auto value = fit_class(params, samples);
        if (!value) {
          out.pieces.clear();
          break;
        }
        Region piece = where;
        for (std::size_t i = 0; i < params.size(); ++i) {
          const Affine p = Affine::param(params[i]);
          piece = region_intersect(piece, region_from_relation(p, CmpOp::ge, Affine(t[i]), params));
          if (period > 1) piece = region_intersect(piece, region_from_residue(p, period, CmpOp::eq, residues[i], params));
        }
        out.points += samples.size();
        auto same = std::find_if(out.pieces.begin(), out.pieces.end(),
                                 [&](const TfConjecturePiece& q) { return q.value == *value; });
        if (same != out.pieces.end())
          same->where = region_union(same->where, piece);
        else
          out.pieces.push_back(TfConjecturePiece{piece, *value});
      }
      if (!out.pieces.empty()) return out;
    }
  return std::nullopt;
}

}  // namespace cgp
