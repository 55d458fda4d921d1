// Owning handles for the isl objects the Chomp prover uses directly, and the
// conversion of an isl affine function back to an Affine.
#pragma once

#include "symbolic/affine.h"

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/set.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cgp {

struct IslSetFree { void operator()(isl_set* s) const { isl_set_free(s); } };
struct IslMapFree { void operator()(isl_map* m) const { isl_map_free(m); } };
using IslSet = std::unique_ptr<isl_set, IslSetFree>;
using IslMap = std::unique_ptr<isl_map, IslMapFree>;

// Wraps a result that isl may have returned as null (failure): throws.
IslSet isl_checked(__isl_take isl_set* s, const char* what);
IslMap isl_checked(__isl_take isl_map* m, const char* what);
bool isl_true(isl_bool b, const char* what);  // throws on isl_bool_error

// The function as an Affine over `dims` (the names of its input dimensions),
// or nullopt when it uses integer divisions or rational coefficients.
std::optional<Affine> affine_from_isl_aff(__isl_keep isl_aff* aff, const std::vector<std::string>& dims);

// A linear form over a set's dimensions: its integer coefficients.
using IslForm = std::vector<long>;
std::vector<IslForm> isl_unit_forms(std::size_t dims);  // the coordinates

// The least "box" holding a set: per form its least and largest value
// (LONG_MIN / LONG_MAX where unbounded; an empty set gets some box). Two sets
// whose boxes over the same forms do not meet are disjoint.
struct IslBox {
  std::vector<long> lo, hi;
  bool meets(const IslBox& o) const;
};
IslBox isl_set_box(__isl_keep isl_set* set, const std::vector<IslForm>& forms);

// The union of the sets (taken; all in `space`, which is taken too), joined
// in a balanced tree: isl_set_union first compares its arguments
// (isl_map_plain_is_equal normalises both), so joining n sets one at a time
// costs time quadratic in n.
__isl_give isl_set* isl_set_union_all(std::vector<isl_set*> sets, __isl_take isl_space* space);

// The disjuncts of a set, each as a set of its own.
std::vector<IslSet> isl_set_disjuncts(__isl_keep isl_set* set);

// The coordinates of the lexicographically least point of a non-empty set.
std::vector<long> isl_set_lexmin_point(__isl_keep isl_set* set);

}  // namespace cgp
