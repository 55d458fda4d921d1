// The strategy builder's domains: each node's as the union of the images
// that reach it, widened along chains where the engine finds the claim true.
#include "families/toads_frogs/strategy_builder.h"

#include "families/toads_frogs/closure.h"
#include "families/toads_frogs/strategy_probes.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <set>

namespace cgp {

std::size_t TfStrategyBuilder::hull_dimension(const Region& hull) {
  std::size_t eqs = 0;
  for (const RegionConjunction& c : region_conjunctions(hull))
    for (const RegionConstraint& k : c) eqs += k.kind == RegionConstraint::Kind::eq;
  return hull.params().size() - eqs;
}

void TfStrategyBuilder::reach(std::size_t target, const Region& region, const std::map<std::string, Affine>& args) {
  TfStrategyNode& t = s_.nodes[target];
  const Region image = region_image(region, args, t.params);
  images_[target].push_back(Image{expanding_, region, args});
  if (region_is_subset(image, t.domain)) return;
  std::vector<DomainPart>& parts = parts_[target];
  const std::size_t dim = dimension(image);
  // Where no hull widening is taken: an image one step from a part (the
  // lexmins' difference, and the image within the part so moved) makes
  // the part its whole chain, where the engine finds the claim true on
  // what that adds. TT _^b F reaches B21's node at d == k with y1 ==
  // 2k-1+c-a and b >= k-1, one k at a time: a hull-based widening drops
  // the constraints that move and takes in points where the claim is
  // false, so the probes refuse it, and the parts grew without end (the
  // build stalled in isl on them).
  const bool widened = widen_a_part(target, image, dim, memo_.hulls, &TfStrategyBuilder::widen_by_hull) ||
                       widen_a_part(target, image, dim, memo_.chains, &TfStrategyBuilder::chain_through);
  if (!widened) parts.push_back(DomainPart{image, dim});
  std::vector<Region> regions;
  for (const DomainPart& part : parts) regions.push_back(part.region);
  t.domain = region_union_all(regions);
  // Parts that isl's coalescing merges count as one: the parts as
  // reached can overlap or adjoin (each image is kept whole), and the
  // union's own disjuncts are what the kernel and the next widening see.
  if (parts.size() > limits_.max_parts) {
    parts.clear();
    for (const RegionConjunction& c : region_conjunctions(t.domain)) {
      Region r = region_from_conjunctions({c}, t.params);
      const std::size_t d = dimension(r);
      parts.push_back(DomainPart{std::move(r), d});
    }
  }
  if (parts.size() > limits_.max_parts)
    throw TfStrategyFailed("the domain of " + t.name + " = " + tf_pattern_to_string(t.pattern) + " needs more than " +
                           std::to_string(limits_.max_parts) + " parts");
  if (std::getenv("CGPROVE_TRACE"))
    std::fprintf(stderr, "[trace] strategy %s = %s grows by %s (from %s on %s) to %s\n", t.name.c_str(),
                 tf_pattern_to_string(t.pattern).c_str(), region_to_message(image).c_str(), tracing_from_.c_str(),
                 region_to_message(region).c_str(), region_to_message(t.domain).c_str());
  dirty_[target] = 1;
}

bool TfStrategyBuilder::claim_holds(const TfStrategyNode& n, const ParamValues& at) {
  const std::optional<TfPosition> pos = tf_pattern_instantiate(n.pattern, at);
  return pos && wins(ev_.value(*pos), form_value_at(node_form(n), at));
}

bool TfStrategyBuilder::claim_holds_where_added(const TfStrategyNode& t, const Region& added) {
  const auto all_hold = [&](const std::vector<ParamValues>& at) {
    return std::all_of(at.begin(), at.end(), [&](const ParamValues& p) { return claim_holds(t, p); });
  };
  // Each kind of probe only where the ones before hold: the y1 ends and the
  // far probes ask isl for every point or disjunct, and most refused
  // widenings fail at a known point or near their least points.
  return all_hold(known_in(t, added)) &&
         all_hold(tf_probe_values(added, tf_probe_near_least(added, limits_.widening_sum, limits_.widening_samples))) &&
         all_hold(tf_probe_y1_ends(added, limits_.widening_y1_sum, limits_.widening_y1_points)) &&
         all_hold(far_probes(t, added));
}

std::vector<ParamValues> TfStrategyBuilder::far_probes(const TfStrategyNode& n, const Region& r) const {
  if (limits_.far_step <= 0) return {};
  std::set<std::string> blank, other;
  for (const TfBlock& b : n.pattern.blocks)
    for (const std::string& p : b.length.params()) (b.symbol == Square::Empty ? blank : other).insert(p);
  std::vector<std::string> free;
  for (const std::string& p : blank)
    if (!other.count(p)) free.push_back(p);
  // Along y1 alone tf_probe_y1_ends looks already.
  if (free.empty()) return {};
  free.push_back(tf_form_int_param());
  return tf_probe_far(r, free, limits_.far_step);
}

bool TfStrategyBuilder::widen_a_part(std::size_t target, const Region& image, std::size_t dim,
                                     RegionPairMemo<std::optional<Region>>& memo, Widening widening) {
  const TfStrategyNode& t = s_.nodes[target];
  for (DomainPart& part : parts_[target]) {
    check_budget();
    const std::optional<Region>& w =
        memo.find_or_remember(part.region, image, [&] { return (this->*widening)(part, image, dim); });
    if (!w) continue;
    // What the widening adds: where isl cannot say within the hulls' quota,
    // the widening is not taken (a domain may then take more parts).
    const std::optional<Region> added =
        region_subtract_within(*w, region_union(part.region, image), limits_.hull_operations);
    if (!added || !claim_holds_where_added(t, *added)) continue;
    if (std::getenv("CGPROVE_TRACE"))
      std::fprintf(stderr, "[trace] strategy %s widens %s by %s to %s (%s)\n", t.name.c_str(),
                   region_to_message(part.region).c_str(), region_to_message(image).c_str(),
                   region_to_message(*w).c_str(), widening == &TfStrategyBuilder::widen_by_hull ? "hull" : "chain");
    part = DomainPart{*w, dimension(*w)};
    return true;
  }
  return false;
}

std::optional<Region> TfStrategyBuilder::widen_by_hull(const DomainPart& part, const Region& image, std::size_t dim) {
  const Region both = region_union(part.region, image);
  const Region hull = region_affine_hull(both);
  const std::size_t dp = part.dimension, db = hull_dimension(hull);
  if (db != dp && !(dp == dim && db == dim + 1)) return std::nullopt;
  // Within the affine hull of both: a hull's equalities are not all among
  // its constraints (a == 1 && y1 == 3 implies y1 - a == 2).
  // An empty part needs no hull: without this test TT _^b F took 18 s, not 12.
  if (region_is_empty(part.region)) return region_intersect(both, hull);
  const std::optional<Region>& part_hull = memo_.convex_hulls.find_or_remember(
      part.region, [&] { return region_convex_hull_within(part.region, limits_.hull_operations); });
  if (!part_hull) return std::nullopt;
  return region_intersect(region_widen_by_hull(part.region, *part_hull, both), hull);
}

std::optional<Region> TfStrategyBuilder::chain_through(const DomainPart& part, const Region& image, std::size_t dim) {
  if (part.dimension != dim) return std::nullopt;
  const std::optional<RegionPoint> from = region_lexmin(part.region), to = region_lexmin(image);
  if (!from || !to) return std::nullopt;
  std::vector<long> step(from->size());
  std::map<std::string, Affine> one_step;
  for (std::size_t i = 0; i < step.size(); ++i) {
    step[i] = (*to)[i] - (*from)[i];
    one_step[image.params()[i]] = Affine::param(image.params()[i]) + Affine(step[i]);
  }
  if (std::all_of(step.begin(), step.end(), [](long d) { return d == 0; })) return std::nullopt;
  if (!region_is_subset(image, region_image(part.region, one_step, image.params()))) return std::nullopt;
  // A step down in some parameter would take the chain to 0 at once.
  return region_bound_below_as(region_translates(part.region, step), region_union(part.region, image));
}

}  // namespace cgp
