// Region: construction, set operations and decisions over isl (points: region_points.cpp).
//
// Ownership follows isl's annotations exactly: every isl call that takes an
// argument (__isl_take) gets a fresh reference (isl_*_copy of a kept one),
// every returned object (__isl_give) is freed or handed on once. A null
// result means isl failed (out of memory, or a bug here): checked at once.
#include "symbolic/region.h"

#include "symbolic/isl_handle.h"

#include <gmp.h>
#include <isl/aff.h>
#include <isl/ilp.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/space.h>
#include <isl/val.h>
#include <isl/val_gmp.h>
#include <flint/fmpz.h>

#include <algorithm>
#include <set>
#include <stdexcept>

namespace cgp {

// ---------------------------------------------------------------- isl glue

isl_ctx* region_isl_ctx() {
  static isl_ctx* const ctx = [] {
    isl_ctx* c = isl_ctx_alloc();
    // Report errors through null results, which we check, not on stderr.
    isl_options_set_on_error(c, ISL_ON_ERROR_CONTINUE);
    return c;
  }();
  return ctx;
}

namespace region_detail {

void isl_failed(const char* what) {
  const char* msg = isl_ctx_last_error_msg(region_isl_ctx());
  const std::string detail = msg ? msg : "unknown error";
  isl_ctx_reset_error(region_isl_ctx());
  throw std::runtime_error(std::string("isl failed in ") + what + ": " + detail);
}

isl_space* set_space(const std::vector<std::string>& params) {
  isl_space* space = isl_space_set_alloc(region_isl_ctx(), 0, static_cast<unsigned>(params.size()));
  for (std::size_t i = 0; i < params.size(); ++i)
    space = isl_space_set_dim_name(space, isl_dim_set, static_cast<unsigned>(i), params[i].c_str());
  if (!space) isl_failed("set_space");
  return space;
}

isl_set* natural_domain(const std::vector<std::string>& params) {
  isl_set* set = isl_set_universe(set_space(params));
  for (std::size_t i = 0; i < params.size(); ++i)
    set = isl_set_lower_bound_si(set, isl_dim_set, static_cast<unsigned>(i), 0);
  if (!set) isl_failed("natural_domain");
  return set;
}

isl_set* coalesce(isl_set* set) {
  isl_set* merged = isl_set_coalesce(isl_set_copy(set));
  // isl 0.25 can also fail outright ("cannot relax redundant constraint", on
  // a union of eleven points and segments of B21's band; the regression test
  // in test_region_ops.cpp). Coalescing only shortens the description, so
  // the set as it was is kept.
  if (!merged) {
    isl_ctx_reset_error(region_isl_ctx());
    return set;
  }
  const isl_bool same = isl_set_is_equal(merged, set);
  if (same == isl_bool_true) {
    isl_set_free(set);
    return merged;
  }
  isl_set_free(merged);
  if (same == isl_bool_error) {
    isl_set_free(set);
    isl_failed("coalesce");
  }
  return set;  // isl's coalescing was wrong: keep the uncoalesced set
}

isl_val* val_from_integer(const Dyadic& n) {
  if (!n.is_integer()) throw std::invalid_argument("val_from_integer: not an integer");
  mpz_t z;
  mpz_init(z);
  fmpz_get_mpz(z, n.numerator());
  isl_val* v = isl_val_int_from_gmp(region_isl_ctx(), z);
  mpz_clear(z);
  if (!v) isl_failed("val_from_integer");
  return v;
}

Dyadic val_to_integer(isl_val* v) {
  if (isl_val_is_int(v) != isl_bool_true) throw std::invalid_argument("val_to_integer: not an integer");
  mpz_t z;
  mpz_init(z);
  isl_val_get_num_gmp(v, z);
  fmpz_t f;
  fmpz_init(f);
  fmpz_set_mpz(f, z);
  Dyadic out = Dyadic::from_fmpz(f, 0);
  fmpz_clear(f);
  mpz_clear(z);
  return out;
}

isl_aff* aff_from_affine(const Affine& e, const std::vector<std::string>& params) {
  const Affine scaled = affine_clear_denominators(e);
  isl_aff* aff = isl_aff_zero_on_domain(isl_local_space_from_space(set_space(params)));
  for (const Affine::Term& t : scaled.terms()) {
    const auto pos = std::find(params.begin(), params.end(), t.param) - params.begin();
    if (pos == static_cast<long>(params.size())) {
      isl_aff_free(aff);
      throw std::invalid_argument("aff_from_affine: unknown parameter '" + t.param + "'");
    }
    aff = isl_aff_set_coefficient_val(aff, isl_dim_in, static_cast<int>(pos), val_from_integer(t.coef));
  }
  aff = isl_aff_set_constant_val(aff, val_from_integer(scaled.constant()));
  if (!aff) isl_failed("aff_from_affine");
  return aff;
}

isl_set* checked(isl_set* set, const char* what) {
  if (!set) isl_failed(what);
  return set;
}

bool decided(isl_bool b, const char* what) {
  if (b == isl_bool_error) isl_failed(what);
  return b == isl_bool_true;
}

}  // namespace region_detail

using namespace region_detail;

namespace {

void check_params(const std::vector<std::string>& params) {
  std::set<std::string> seen;
  for (const std::string& p : params) {
    if (!param_name_is_valid(p)) throw std::invalid_argument("invalid parameter name '" + p + "'");
    if (!seen.insert(p).second) throw std::invalid_argument("duplicate parameter '" + p + "'");
  }
}

// params followed by the names in `more` it lacks, in param_less order.
std::vector<std::string> extend(std::vector<std::string> params, std::vector<std::string> more) {
  param_sort(more);
  for (std::string& p : more)
    if (std::find(params.begin(), params.end(), p) == params.end()) params.push_back(std::move(p));
  return params;
}

// {d >= 0} (__isl_take d).
isl_basic_set* nonneg(isl_aff* d) {
  isl_aff* zero = isl_aff_zero_on_domain(isl_local_space_from_space(isl_aff_get_domain_space(d)));
  return isl_aff_ge_basic_set(d, zero);
}

// {d rel 0} for an integer-valued aff d (__isl_take).
isl_set* relation_set(isl_aff* d, CmpOp rel) {
  switch (rel) {
    case CmpOp::ge:
      return isl_set_from_basic_set(nonneg(d));
    case CmpOp::gt:  // d >= 1
      return isl_set_from_basic_set(nonneg(isl_aff_add_constant_si(d, -1)));
    case CmpOp::le:
      return isl_set_from_basic_set(nonneg(isl_aff_neg(d)));
    case CmpOp::lt:  // -d >= 1
      return isl_set_from_basic_set(nonneg(isl_aff_add_constant_si(isl_aff_neg(d), -1)));
    case CmpOp::eq:
      return isl_set_from_basic_set(isl_aff_zero_basic_set(d));
    case CmpOp::ne: {
      // Sequenced: argument evaluation order is unspecified and the second call takes d.
      isl_set* above = relation_set(isl_aff_copy(d), CmpOp::gt);
      return isl_set_union(above, relation_set(d, CmpOp::lt));
    }
  }
  isl_aff_free(d);
  throw std::invalid_argument("relation_set: bad relation");
}

}  // namespace

// ---------------------------------------------------------------- Region

Region::Region() : set_(checked(isl_set_universe(set_space({})), "Region()")) {}
Region::Region(std::vector<std::string> params, isl_set* set) : params_(std::move(params)), set_(set) {}
Region::Region(const Region& o) : params_(o.params_), set_(isl_set_copy(o.set_)) {}
Region& Region::operator=(const Region& o) {
  if (this != &o) {
    isl_set* copy = isl_set_copy(o.set_);
    isl_set_free(set_);
    set_ = copy;
    params_ = o.params_;
  }
  return *this;
}
Region::~Region() { isl_set_free(set_); }

isl_set* region_isl_set(const Region& r) { return r.set_; }

Region region_from_isl(std::vector<std::string> params, isl_set* set) {
  if (!set) isl_failed("region_from_isl (null set)");
  try {
    check_params(params);
  } catch (...) {
    isl_set_free(set);
    throw;
  }
  if (isl_set_dim(set, isl_dim_param) != 0 ||
      isl_set_dim(set, isl_dim_set) != static_cast<isl_size>(params.size())) {
    isl_set_free(set);
    throw std::invalid_argument("region_from_isl: the set does not have one dimension per parameter");
  }
  // Rename to the params (the caller's set may be unnamed) and restrict to
  // the default domain, which every region lives in.
  set = isl_set_reset_space(set, set_space(params));
  set = isl_set_intersect(set, natural_domain(params));
  return Region(std::move(params), checked(set, "region_from_isl"));
}

// A Region of a set over `params` (in that order, named so) that lies in the
// natural domain already: the intersection of two regions, each of which
// does. Intersecting it with the domain again, as region_from_isl must for a
// set of unknown origin, cost a sixth of `prove tf --class A22` (isl
// simplifying every basic set anew), and its basic sets keep every
// constraint of both operands, so nothing changes. Unions and differences
// still go through region_from_isl: after coalescing, that intersection
// drops constraints the domain implies (a-b<=3 beside a<=2), and their
// printed text would change.
struct RegionOfNaturalSet {
  static Region make(std::vector<std::string> params, __isl_take isl_set* set) {
    return Region(std::move(params), checked(set, "region_of_natural_set"));
  }
};

Region region_universe(std::vector<std::string> params) {
  check_params(params);
  isl_set* set = natural_domain(params);
  return region_from_isl(std::move(params), set);
}

Region region_empty(std::vector<std::string> params) {
  check_params(params);
  isl_set* set = checked(isl_set_empty(set_space(params)), "region_empty");
  return region_from_isl(std::move(params), set);
}

Region region_from_relation(const Affine& lhs, CmpOp rel, const Affine& rhs,
                            std::vector<std::string> params) {
  params = extend(std::move(params), (lhs - rhs).params());
  check_params(params);
  isl_set* set = relation_set(aff_from_affine(lhs - rhs, params), rel);
  return region_from_isl(std::move(params), checked(set, "region_from_relation"));
}

Region region_from_residue(const Affine& e, long m, CmpOp rel, long r, std::vector<std::string> params) {
  if (m < 1 || m > kRegionMaxModulus) throw std::invalid_argument("region_from_residue: modulus out of range");
  if (!e.is_integral()) throw std::invalid_argument("region_from_residue: e must be integral");
  params = extend(std::move(params), e.params());
  check_params(params);
  // (e mod m) rel r  <=>  (e mod m) - r rel 0
  isl_ctx* ctx = region_isl_ctx();
  isl_aff* mod = isl_aff_mod_val(aff_from_affine(e, params), isl_val_int_from_si(ctx, m));
  mod = isl_aff_sub(mod, isl_aff_val_on_domain(isl_local_space_from_space(set_space(params)),
                                                val_from_integer(Dyadic(r))));
  isl_set* set = relation_set(mod, rel);
  return region_from_isl(std::move(params), checked(set, "region_from_residue"));
}

std::map<std::string, Affine> region_pinned_params(const Region& r) {
  std::map<std::string, Affine> pinned;
  const auto sample = region_sample(r);
  if (!sample) return pinned;
  const auto& params = r.params();
  for (std::size_t i = 0; i < params.size(); ++i) {
    const Affine v((*sample)[i]);
    if (region_is_subset(r, region_from_relation(Affine::param(params[i]), CmpOp::eq, v, params)))
      pinned.emplace(params[i], v);
  }
  return pinned;
}

std::optional<std::vector<long>> region_param_values(const Region& r, const std::string& param, std::size_t most) {
  const auto& params = r.params();
  const auto at = std::find(params.begin(), params.end(), param);
  if (at == params.end()) throw std::invalid_argument("region_param_values: no parameter '" + param + "'");
  const std::size_t i = static_cast<std::size_t>(at - params.begin());
  // One ILP answers the usual case, a parameter without an upper bound,
  // before the walk below spends `most` subtractions finding it out: every
  // family's region is asked (tf_family_slices), and classes must stay as fast.
  isl_val* max = isl_set_dim_max_val(isl_set_copy(region_isl_set(r)), static_cast<int>(i));
  const bool unbounded = max && isl_val_is_infty(max) == isl_bool_true;
  isl_val_free(max);
  if (unbounded) return std::nullopt;
  std::vector<long> values;
  Region rest = r;
  while (const auto sample = region_sample(rest)) {
    if (values.size() == most) return std::nullopt;
    const long v = static_cast<long>((*sample)[i]);
    values.push_back(v);
    rest = region_subtract(rest, region_from_relation(Affine::param(param), CmpOp::eq, Affine(v), params));
  }
  std::sort(values.begin(), values.end());
  return values;
}

namespace {

// The map from the points over `from` to those over `to` that sigma gives
// (each parameter of `to` as an integral affine function of `from`'s),
// checked before isl allocates anything. `what` names the caller.
isl_multi_aff* multi_aff_of(const std::map<std::string, Affine>& sigma, const std::vector<std::string>& from,
                            const std::vector<std::string>& to, const char* what) {
  for (const std::string& p : to) {
    const auto it = sigma.find(p);
    const bool known = it != sigma.end() && std::all_of(it->second.terms().begin(), it->second.terms().end(),
                                                        [&](const Affine::Term& t) {
                                                          return std::find(from.begin(), from.end(), t.param) !=
                                                                 from.end();
                                                        });
    if (!known || !it->second.is_integral())
      throw std::invalid_argument(std::string(what) + ": no integral image for parameter '" + p + "'");
  }
  isl_space* map_space = isl_space_map_from_domain_and_range(set_space(from), set_space(to));
  isl_aff_list* affs = isl_aff_list_alloc(region_isl_ctx(), static_cast<int>(to.size()));
  for (const std::string& p : to) affs = isl_aff_list_add(affs, aff_from_affine(sigma.at(p), from));
  return isl_multi_aff_from_aff_list(map_space, affs);
}

}  // namespace

Region region_preimage(const Region& r, const std::map<std::string, Affine>& sigma,
                       std::vector<std::string> params) {
  check_params(params);
  isl_multi_aff* ma = multi_aff_of(sigma, params, r.params(), "region_preimage");
  isl_set* set = isl_set_preimage_multi_aff(isl_set_copy(region_isl_set(r)), ma);
  return region_from_isl(std::move(params), checked(set, "region_preimage"));
}

namespace {

// v as a long when it is an integer that fits; nullopt for infinities, NaN
// and the rest (the caller then keeps its bound open, which is safe).
std::optional<long> val_to_long(isl_val* v) {
  std::optional<long> out;
  if (v && isl_val_is_int(v) == isl_bool_true) {
    const long n = isl_val_get_num_si(v);
    isl_val* back = isl_val_int_from_si(region_isl_ctx(), n);
    if (back && isl_val_eq(back, v) == isl_bool_true) out = n;
    isl_val_free(back);
  }
  isl_val_free(v);
  return out;
}

// Parameter i's range in the nonempty r.
RegionRange range_in_nonempty(const Region& r, std::size_t i) {
  const int d = static_cast<int>(i);
  RegionRange range;
  range.lo = std::max(0L, val_to_long(isl_set_dim_min_val(isl_set_copy(region_isl_set(r)), d)).value_or(0));
  range.hi = val_to_long(isl_set_dim_max_val(isl_set_copy(region_isl_set(r)), d));
  return range;
}

}  // namespace

std::vector<RegionRange> region_box_of(const Region& r) {
  std::vector<RegionRange> box(r.params().size());
  if (region_is_empty(r)) {
    for (RegionRange& b : box) b = RegionRange{1, 0};
    return box;
  }
  for (std::size_t i = 0; i < box.size(); ++i) box[i] = range_in_nonempty(r, i);
  return box;
}

RegionRange region_range_of(const Region& r, std::size_t i) {
  if (i >= r.params().size()) {
    std::string what = "region_range_of: no parameter ";
    what += std::to_string(i);  // (not "..." + to_string: the GCC 12 -Wrestrict false positive)
    throw std::invalid_argument(what);
  }
  return region_is_empty(r) ? RegionRange{1, 0} : range_in_nonempty(r, i);
}

bool region_boxes_apart(const std::vector<RegionRange>& x, const std::vector<RegionRange>& y) {
  for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
    if (x[i].hi && *x[i].hi < x[i].lo) return true;  // x is empty
    if (y[i].hi && *y[i].hi < y[i].lo) return true;
    if ((x[i].hi && *x[i].hi < y[i].lo) || (y[i].hi && *y[i].hi < x[i].lo)) return true;
  }
  return false;
}

std::optional<std::pair<std::size_t, std::size_t>> region_first_overlap(const std::vector<Region>& parts) {
  std::vector<std::vector<RegionRange>> boxes;
  boxes.reserve(parts.size());
  for (const Region& r : parts) boxes.push_back(region_box_of(r));
  for (std::size_t i = 0; i < parts.size(); ++i)
    for (std::size_t j = i + 1; j < parts.size(); ++j)
      if (!region_boxes_apart(boxes[i], boxes[j]) && !region_is_disjoint(parts[i], parts[j])) return std::pair{i, j};
  return std::nullopt;
}

RegionPullback::RegionPullback(const Region& within, const std::map<std::string, Affine>& sigma,
                               std::vector<std::string> to)
    : within_(within), sigma_(sigma), to_(std::move(to)), map_(nullptr) {
  check_params(to_);
  map_ = multi_aff_of(sigma, within_.params(), to_, "region_pullback");
}

RegionPullback::~RegionPullback() { isl_multi_aff_free(map_); }

Region RegionPullback::pull(const Region& r) const {
  if (r.params() != to_) return region_intersect(within_, region_preimage(r, sigma_, within_.params()));
  isl_set* pre = isl_set_preimage_multi_aff(isl_set_copy(region_isl_set(r)), isl_multi_aff_copy(map_));
  isl_set* set = isl_set_intersect(isl_set_copy(region_isl_set(within_)), checked(pre, "region_pullback"));
  return RegionOfNaturalSet::make(within_.params(), set);
}

Region region_image(const Region& r, const std::map<std::string, Affine>& sigma, std::vector<std::string> params) {
  check_params(params);
  isl_map* graph = isl_map_from_multi_aff(multi_aff_of(sigma, r.params(), params, "region_image"));
  isl_set* image = isl_set_apply(isl_set_copy(region_isl_set(r)), graph);
  image = checked(isl_set_intersect(image, natural_domain(params)), "region_image");
  return region_from_isl(std::move(params), coalesce(image));
}

Region region_align(const Region& r, const std::vector<std::string>& params) {
  if (params == r.params()) return r;
  check_params(params);
  // The preimage under the projection params -> r.params() keeps r's
  // constraints and leaves the new parameters free.
  isl_space* from = set_space(params);
  isl_space* map_space = isl_space_map_from_domain_and_range(isl_space_copy(from), set_space(r.params()));
  isl_multi_aff* proj = isl_multi_aff_zero(map_space);
  for (std::size_t i = 0; i < r.params().size(); ++i) {
    const auto pos = std::find(params.begin(), params.end(), r.params()[i]) - params.begin();
    if (pos == static_cast<long>(params.size())) {
      isl_multi_aff_free(proj);
      isl_space_free(from);
      throw std::invalid_argument("region_align: '" + r.params()[i] + "' is missing");
    }
    isl_aff* var = isl_aff_var_on_domain(isl_local_space_from_space(isl_space_copy(from)), isl_dim_set,
                                         static_cast<unsigned>(pos));
    proj = isl_multi_aff_set_aff(proj, static_cast<int>(i), var);
  }
  isl_space_free(from);
  isl_set* set = isl_set_preimage_multi_aff(isl_set_copy(region_isl_set(r)), proj);
  return region_from_isl(params, checked(set, "region_align"));
}

// ---------------------------------------------------------------- operations

namespace {

// Both regions over their common parameters (x's, then y's extra ones).
std::pair<Region, Region> unify(const Region& x, const Region& y) {
  if (x.params() == y.params()) return {x, y};
  const std::vector<std::string> params = extend(x.params(), y.params());
  return {region_align(x, params), region_align(y, params)};
}

// Union and difference add disjuncts, so their results are coalesced (checked,
// see region.h); an intersection has at most the product of the operands'
// disjuncts and is left alone, which keeps the sign question cheap.
template <typename Op>
Region combine(const Region& x, const Region& y, Op op, bool merge, const char* what) {
  auto [a, b] = unify(x, y);
  isl_set* set = checked(op(isl_set_copy(region_isl_set(a)), isl_set_copy(region_isl_set(b))), what);
  if (merge) return region_from_isl(a.params(), coalesce(set));
  return RegionOfNaturalSet::make(a.params(), set);
}

}  // namespace

Region region_intersect(const Region& x, const Region& y) {
  return combine(x, y, isl_set_intersect, false, "region_intersect");
}

// Fixing a dimension keeps the set within the natural domain (or empties it,
// for a negative value), so the domain need not be intersected again.
Region region_fix(const Region& r, const ParamValues& at) {
  isl_set* set = isl_set_copy(region_isl_set(r));
  for (std::size_t i = 0; i < r.params().size(); ++i)
    if (const auto it = at.find(r.params()[i]); it != at.end())
      set = isl_set_fix_val(set, isl_dim_set, static_cast<unsigned>(i),
                            isl_val_int_from_si(region_isl_ctx(), it->second));
  return RegionOfNaturalSet::make(r.params(), set);
}

// Each basic set lies in the natural domain, as r's set does.
std::vector<Region> region_disjuncts(const Region& r) {
  std::vector<Region> out;
  for (IslSet& part : isl_set_disjuncts(region_isl_set(r)))
    out.push_back(RegionOfNaturalSet::make(r.params(), part.release()));
  return out;
}

Region region_union(const Region& x, const Region& y) { return combine(x, y, isl_set_union, true, "region_union"); }
Region region_union_all(const std::vector<Region>& parts) {
  if (parts.empty()) throw std::invalid_argument("region_union_all: no region");
  if (parts.size() == 1) return parts[0];
  std::vector<std::string> params = parts[0].params();
  for (const Region& r : parts) params = extend(params, r.params());
  isl_set* set = nullptr;
  for (const Region& r : parts) {
    isl_set* one = isl_set_copy(region_isl_set(region_align(r, params)));
    set = set ? checked(isl_set_union(set, one), "region_union_all") : one;
  }
  return region_from_isl(params, coalesce(set));
}
std::optional<RegionPoint> region_lexmin_uncovered(const Region& domain, const std::vector<Region>& parts) {
  std::vector<std::string> params = domain.params();
  for (const Region& r : parts) params = extend(params, r.params());
  isl_set* rest = isl_set_copy(region_isl_set(region_align(domain, params)));
  for (const Region& r : parts)
    rest = checked(isl_set_subtract(rest, isl_set_copy(region_isl_set(region_align(r, params)))),
                   "region_lexmin_uncovered");
  return region_lexmin(region_from_isl(std::move(params), rest));
}
Region region_subtract(const Region& x, const Region& y) {
  return combine(x, y, isl_set_subtract, true, "region_subtract");
}
Region region_complement(const Region& x) { return region_subtract(region_universe(x.params()), x); }

std::optional<Region> region_subtract_within(const Region& x, const Region& y, unsigned long max_operations) {
  auto [a, b] = unify(x, y);
  isl_ctx* ctx = region_isl_ctx();
  isl_ctx_reset_error(ctx);  // so that the error read below is this call's
  isl_ctx_reset_operations(ctx);
  isl_ctx_set_max_operations(ctx, max_operations);
  isl_set* set = isl_set_subtract(isl_set_copy(region_isl_set(a)), isl_set_copy(region_isl_set(b)));
  isl_set* merged = set ? isl_set_coalesce(isl_set_copy(set)) : nullptr;
  const isl_bool same = merged ? isl_set_is_equal(merged, set) : isl_bool_error;
  isl_ctx_set_max_operations(ctx, 0);  // no limit again, as every other call expects
  const bool quota = isl_ctx_last_error(ctx) == isl_error_quota;
  if (quota || !set || !merged || same == isl_bool_error) {
    isl_set_free(set);
    isl_set_free(merged);
    if (!quota && !set) isl_failed("region_subtract_within");
    // Past the quota; or coalescing failed outright, as coalesce() above
    // tolerates: then the set uncoalesced, computed again without a limit.
    isl_ctx_reset_error(ctx);
    if (quota) return std::nullopt;
    return region_subtract(x, y);
  }
  if (same == isl_bool_true) {
    isl_set_free(set);
    return region_from_isl(a.params(), merged);
  }
  isl_set_free(merged);  // isl's coalescing was wrong: keep the uncoalesced set
  return region_from_isl(a.params(), set);
}

// The hull of a set within the default domain lies within it (the domain is
// convex), so it is not intersected with it again: its constraints are
// isl's, which region_widen_by_hull takes one by one.
std::optional<Region> region_convex_hull_within(const Region& r, unsigned long max_operations) {
  isl_ctx* ctx = region_isl_ctx();
  isl_ctx_reset_operations(ctx);
  isl_ctx_set_max_operations(ctx, max_operations);
  isl_basic_set* hull = isl_set_convex_hull(isl_set_copy(region_isl_set(r)));
  isl_ctx_set_max_operations(ctx, 0);  // no limit again, as every other call expects
  if (!hull && isl_ctx_last_error(ctx) == isl_error_quota) {
    isl_ctx_reset_error(ctx);
    return std::nullopt;
  }
  if (!hull) isl_failed("region_convex_hull_within");
  return RegionOfNaturalSet::make(r.params(), isl_set_from_basic_set(hull));
}

Region region_convex_hull(const Region& r) { return *region_convex_hull_within(r, 0); }

bool region_is_universe(const Region& r) { return region_is_equal(r, region_universe(r.params())); }

bool region_is_empty(const Region& r) { return decided(isl_set_is_empty(region_isl_set(r)), "is_empty"); }

bool region_is_subset(const Region& x, const Region& y) {
  auto [a, b] = unify(x, y);
  return decided(isl_set_is_subset(region_isl_set(a), region_isl_set(b)), "is_subset");
}

bool region_is_equal(const Region& x, const Region& y) {
  auto [a, b] = unify(x, y);
  return decided(isl_set_is_equal(region_isl_set(a), region_isl_set(b)), "is_equal");
}

bool region_is_disjoint(const Region& x, const Region& y) {
  auto [a, b] = unify(x, y);
  return decided(isl_set_is_disjoint(region_isl_set(a), region_isl_set(b)), "is_disjoint");
}

// ---------------------------------------------------------------- the sign question

RegionSplit region_split(const Region& r, const Region& cond) {
  Region yes = region_intersect(r, cond);
  Region no = region_subtract(r, cond);
  RegionAnswer answer = RegionAnswer::some;
  if (region_is_empty(no))
    answer = RegionAnswer::all;
  else if (region_is_empty(yes))
    answer = RegionAnswer::none;
  return RegionSplit{answer, std::move(yes), std::move(no)};
}

RegionSplit region_split_sign(const Region& r, const Affine& e) {
  return region_split(r, region_from_relation(e, CmpOp::ge, Affine(0), r.params()));
}

std::ostream& operator<<(std::ostream& os, const Region& r) { return os << region_to_string(r); }

}  // namespace cgp
