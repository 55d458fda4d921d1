#include "symbolic/region_membership.h"

#include <isl/set.h>

#include <algorithm>
#include <stdexcept>

namespace cgp {

using namespace region_detail;

RegionMembership::RegionMembership(const Region& r) {
  struct Build {
    std::vector<RegionRows> rows;
    bool all = true;
  } b;
  const isl_stat ok = isl_set_foreach_basic_set(
      region_isl_set(r),
      [](isl_basic_set* bset, void* user) -> isl_stat {
        auto* b = static_cast<Build*>(user);
        try {
          if (auto rows = region_rows_of(bset))
            b->rows.push_back(std::move(*rows));
          else
            b->all = false;
        } catch (...) {  // no exception may cross isl's C frames
          isl_basic_set_free(bset);
          return isl_stat_error;
        }
        isl_basic_set_free(bset);
        return isl_stat_ok;
      },
      &b);
  if (ok != isl_stat_ok) isl_failed("RegionMembership");
  if (b.all)
    disjuncts_ = std::move(b.rows);
  else
    by_isl_ = r;
}

bool RegionMembership::contains(const RegionPoint& point) const {
  if (by_isl_) return region_contains(*by_isl_, point);
  // The default domain, as region_contains: no coordinate is negative.
  if (std::any_of(point.begin(), point.end(), [](long v) { return v < 0; })) return false;
  // Rows are checked in longs; coordinates as large as the rows' own bound
  // could overflow them, and no family asks about such points.
  if (std::any_of(point.begin(), point.end(), [](long v) { return v > kRegionRowsMaxCoef; }))
    throw std::overflow_error("RegionMembership: a coordinate beyond " + std::to_string(kRegionRowsMaxCoef));
  std::vector<long> q;
  for (const RegionRows& d : disjuncts_) {
    if (d.n != point.size()) throw std::invalid_argument("RegionMembership: wrong dimension");
    if (region_rows_hold(d, point, q)) return true;
  }
  return false;
}

}  // namespace cgp
