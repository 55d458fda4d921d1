#include "symbolic/isl_handle.h"

#include "symbolic/region.h"

#include <isl/aff.h>
#include <isl/ilp.h>
#include <isl/local_space.h>
#include <isl/point.h>
#include <isl/space.h>
#include <isl/val.h>

#include <climits>
#include <stdexcept>

namespace cgp {

IslSet isl_checked(isl_set* s, const char* what) {
  if (!s) region_detail::isl_failed(what);
  return IslSet(s);
}

IslMap isl_checked(isl_map* m, const char* what) {
  if (!m) region_detail::isl_failed(what);
  return IslMap(m);
}

bool isl_true(isl_bool b, const char* what) {
  if (b == isl_bool_error) region_detail::isl_failed(what);
  return b == isl_bool_true;
}

std::optional<Affine> affine_from_isl_aff(isl_aff* aff, const std::vector<std::string>& dims) {
  if (isl_aff_dim(aff, isl_dim_div) > 0 &&
      isl_aff_involves_dims(aff, isl_dim_div, 0, static_cast<unsigned>(isl_aff_dim(aff, isl_dim_div))) != isl_bool_false)
    return std::nullopt;
  auto integer = [](isl_val* v) -> std::optional<long> {
    std::optional<long> out;
    if (v && isl_val_is_int(v) == isl_bool_true) {
      const Dyadic d = region_detail::val_to_integer(v);
      out = d.to_long();
    }
    isl_val_free(v);
    return out;
  };
  const auto constant = integer(isl_aff_get_constant_val(aff));
  if (!constant) return std::nullopt;
  Affine e(*constant);
  for (std::size_t j = 0; j < dims.size(); ++j) {
    const auto coef = integer(isl_aff_get_coefficient_val(aff, isl_dim_in, static_cast<int>(j)));
    if (!coef) return std::nullopt;
    if (*coef != 0) e += Affine::param(dims[j], Dyadic(*coef));
  }
  return e;
}

bool IslBox::meets(const IslBox& o) const {
  for (std::size_t j = 0; j < lo.size(); ++j)
    if (lo[j] > o.hi[j] || o.lo[j] > hi[j]) return false;
  return true;
}

std::vector<IslForm> isl_unit_forms(std::size_t dims) {
  std::vector<IslForm> forms(dims, IslForm(dims, 0));
  for (std::size_t j = 0; j < dims; ++j) forms[j][j] = 1;
  return forms;
}

IslBox isl_set_box(isl_set* set, const std::vector<IslForm>& forms) {
  auto bound_or = [](isl_val* v, long unbounded) {
    long out = unbounded;
    if (v && isl_val_is_int(v) == isl_bool_true) out = *region_detail::val_to_integer(v).to_long();
    isl_val_free(v);
    return out;
  };
  IslBox box;
  for (const IslForm& form : forms) {
    isl_aff* f = isl_aff_zero_on_domain(isl_local_space_from_space(isl_set_get_space(set)));
    for (std::size_t j = 0; j < form.size(); ++j)
      f = isl_aff_set_coefficient_si(f, isl_dim_in, static_cast<int>(j), static_cast<int>(form[j]));
    box.lo.push_back(bound_or(isl_set_min_val(set, f), LONG_MIN));
    box.hi.push_back(bound_or(isl_set_max_val(set, f), LONG_MAX));
    isl_aff_free(f);
  }
  return box;
}

isl_set* isl_set_union_all(std::vector<isl_set*> sets, isl_space* space) {
  if (sets.empty()) return isl_set_empty(space);
  isl_space_free(space);
  while (sets.size() > 1) {
    std::size_t kept = 0;
    for (std::size_t i = 0; i < sets.size(); i += 2)
      sets[kept++] = i + 1 < sets.size() ? isl_set_union(sets[i], sets[i + 1]) : sets[i];
    sets.resize(kept);
  }
  return sets[0];
}

std::vector<IslSet> isl_set_disjuncts(isl_set* set) {
  std::vector<IslSet> out;
  auto add = [](isl_basic_set* b, void* user) {
    static_cast<std::vector<IslSet>*>(user)->push_back(IslSet(isl_set_from_basic_set(b)));
    return isl_stat_ok;
  };
  if (isl_set_foreach_basic_set(set, add, &out) != isl_stat_ok) region_detail::isl_failed("isl_set_disjuncts");
  return out;
}

std::vector<long> isl_set_lexmin_point(isl_set* set) {
  IslSet least = isl_checked(isl_set_lexmin(isl_set_copy(set)), "lexmin");
  isl_point* p = isl_set_sample_point(isl_set_copy(least.get()));
  if (!p || isl_point_is_void(p) == isl_bool_true) {
    isl_point_free(p);
    throw std::runtime_error("isl_set_lexmin_point: empty set");
  }
  std::vector<long> out;
  const isl_size n = isl_set_dim(set, isl_dim_set);
  for (int j = 0; j < n; ++j) {
    isl_val* v = isl_point_get_coordinate_val(p, isl_dim_set, j);
    out.push_back(*region_detail::val_to_integer(v).to_long());
    isl_val_free(v);
  }
  isl_point_free(p);
  return out;
}

}  // namespace cgp
