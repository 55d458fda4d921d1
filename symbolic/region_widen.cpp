// region_widen: the standard widening of polyhedral analysis, on isl's
// convex hull of the old region, with lower bounds as thresholds
// (region_bound_below_as), and region_translates, a chain's exact union
// (region.h says why and when each is used).
#include "symbolic/region.h"

#include <isl/aff.h>
#include <isl/constraint.h>
#include <isl/set.h>

#include <algorithm>
#include <stdexcept>

namespace cgp {

namespace {

struct KeepIfHeld {
  isl_set* grown;       // kept by the caller
  isl_basic_set* kept;  // owned, grows by intersection
  bool failed = false;
};

isl_stat keep_half_if_held(isl_constraint* c, KeepIfHeld* k) {
  isl_basic_set* half = isl_basic_set_from_constraint(c);  // takes c
  isl_set* half_set = isl_set_from_basic_set(isl_basic_set_copy(half));
  const isl_bool held = isl_set_is_subset(k->grown, half_set);
  isl_set_free(half_set);
  if (held < 0) {
    k->failed = true;
    isl_basic_set_free(half);
    return isl_stat_error;
  }
  if (held)
    k->kept = isl_basic_set_intersect(k->kept, half);
  else
    isl_basic_set_free(half);
  return isl_stat_ok;
}

// An equality is two inequalities, kept or dropped one by one: a line
// a - y1 == 1 that grows to a - y1 in [1, 2] keeps a - y1 >= 1.
isl_stat keep_if_held(isl_constraint* c, void* user) {
  auto* k = static_cast<KeepIfHeld*>(user);
  if (isl_constraint_is_equality(c) != isl_bool_true) return keep_half_if_held(c, k);
  isl_aff* aff = isl_constraint_get_aff(c);
  isl_constraint_free(c);
  if (keep_half_if_held(isl_inequality_from_aff(isl_aff_copy(aff)), k) < 0) {
    isl_aff_free(aff);
    return isl_stat_error;
  }
  return keep_half_if_held(isl_inequality_from_aff(isl_aff_neg(aff)), k);
}

}  // namespace

Region region_widen(const Region& old, const Region& grown) {
  if (region_is_empty(old)) return grown;
  return region_widen_by_hull(old, region_convex_hull(old), grown);
}

Region region_widen_by_hull(const Region& old, const Region& old_hull, const Region& grown) {
  if (region_is_empty(old)) return grown;
  const Region g = region_align(grown, old.params());
  isl_basic_set_list* hulls = isl_set_get_basic_set_list(region_isl_set(old_hull));
  if (!hulls || isl_basic_set_list_n_basic_set(hulls) != 1) {
    isl_basic_set_list_free(hulls);
    throw std::invalid_argument("region_widen_by_hull: the hull is not one conjunction");
  }
  isl_basic_set* hull = isl_basic_set_list_get_basic_set(hulls, 0);
  isl_basic_set_list_free(hulls);
  // Each constraint is asked of grown itself, not of grown's hull: the
  // hull of a union whose parts carry residues is most of a build's time
  // (seconds each at B21's node), and a constraint that holds on grown's
  // points is all a widening needs to hold grown.
  KeepIfHeld k{region_isl_set(g), isl_basic_set_universe(isl_basic_set_get_space(hull))};
  isl_basic_set_foreach_constraint(hull, keep_if_held, &k);
  isl_basic_set_free(hull);
  if (k.failed || !k.kept) {
    isl_basic_set_free(k.kept);
    region_detail::isl_failed("region_widen: constraints");
  }
  Region widened = region_from_isl(old.params(), isl_set_from_basic_set(k.kept));
  // A hull's constraints leave out what they imply, and a bound implied by
  // two dropped ones is lost with them ({a - y >= 1, a - y <= 2, y >= 3}
  // implies a >= 1). So each parameter's upper bound on old is kept too
  // where grown holds it, and its lower bound becomes grown's least value
  // (region_bound_below_as).
  const std::vector<RegionRange> box = region_box_of(old);
  for (std::size_t i = 0; i < box.size(); ++i) {
    if (!box[i].hi) continue;
    const Region hi = region_from_relation(Affine::param(old.params()[i]), CmpOp::le, Affine(*box[i].hi), old.params());
    if (region_is_subset(g, hi)) widened = region_intersect(widened, hi);
  }
  return region_bound_below_as(widened, g);
}

Region region_bound_below_as(const Region& r, const Region& grown) {
  const Region g = region_align(grown, r.params());
  if (region_is_empty(g)) return r;
  const std::vector<RegionRange> least = region_box_of(g);
  Region bounded = r;
  for (std::size_t i = 0; i < least.size(); ++i)
    if (least[i].lo > 0)
      bounded = region_intersect(bounded, region_from_relation(Affine::param(r.params()[i]), CmpOp::ge,
                                                               Affine(least[i].lo), r.params()));
  return bounded;
}

Region region_translates(const Region& r, const std::vector<long>& step) {
  const std::vector<std::string>& params = r.params();
  if (step.size() != params.size()) throw std::invalid_argument("region_translates: one step per parameter");
  // n, a parameter r does not have: r over params and n, then its image.
  std::string n = "n";
  for (int i = 1; std::find(params.begin(), params.end(), n) != params.end(); ++i) n = "n" + std::to_string(i);
  std::vector<std::string> with_n = params;
  with_n.push_back(n);
  std::map<std::string, Affine> same, moved;
  for (std::size_t i = 0; i < params.size(); ++i) {
    same[params[i]] = Affine::param(params[i]);
    moved[params[i]] = Affine::param(params[i]) + Dyadic(step[i]) * Affine::param(n);
  }
  const Region n_nonnegative = region_from_relation(Affine::param(n), CmpOp::ge, Affine(0), with_n);
  const Region counted = region_intersect(region_preimage(r, same, with_n), n_nonnegative);
  return region_image(counted, moved, params);
}

Region region_affine_hull(const Region& r) {
  isl_basic_set* hull = isl_set_affine_hull(isl_set_copy(region_isl_set(r)));
  if (!hull) region_detail::isl_failed("region_affine_hull");
  return region_from_isl(r.params(), isl_set_from_basic_set(hull));
}

}  // namespace cgp
