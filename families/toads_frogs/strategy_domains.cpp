// The strategy builder's domains: each node's as the union of the images
// that reach it, widened along chains where the engine finds the claim true.
#include "families/toads_frogs/strategy_builder.h"

#include "families/toads_frogs/closure.h"
#include "families/toads_frogs/strategy_probes.h"

#include <cstdio>
#include <cstdlib>

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
  bool widened = false;
  for (DomainPart& part : parts) {
    check_budget();
    const Region both = region_union(part.region, image);
    const Region hull = region_affine_hull(both);
    const std::size_t dp = part.dimension, db = hull_dimension(hull);
    if (db != dp && !(dp == dim && db == dim + 1)) continue;
    // Within the affine hull of both: a hull's equalities are not all
    // among its constraints (a == 1 && y1 == 3 implies y1 - a == 2).
    const Region w = region_intersect(region_widen(part.region, both), hull);
    bool true_there = true;
    const Region added = region_subtract(w, both);
    std::vector<ParamValues> probes = known_in(t, added);
    for (ParamValues& p :
         tf_probe_values(added, tf_probe_near_least(added, limits_.widening_sum, limits_.widening_samples)))
      probes.push_back(std::move(p));
    for (ParamValues& p : tf_probe_y1_ends(added, 4, 16)) probes.push_back(std::move(p));
    for (const ParamValues& p : probes)
      if (!claim_holds(t, p)) {
        true_there = false;
        break;
      }
    if (!true_there) continue;
    part = DomainPart{w, dimension(w)};
    widened = true;
    break;
  }
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
                 tf_pattern_to_string(t.pattern).c_str(), region_to_string(image).c_str(), tracing_from_.c_str(),
                 region_to_string(region).c_str(), region_to_string(t.domain).c_str());
  dirty_[target] = 1;
}

bool TfStrategyBuilder::claim_holds(const TfStrategyNode& n, const ParamValues& at) {
  const std::optional<TfPosition> pos = tf_pattern_instantiate(n.pattern, at);
  return pos && wins(ev_.value(*pos), form_value_at(node_form(n), at));
}

}  // namespace cgp
