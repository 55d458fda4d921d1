#include "symbolic/region_memo.h"

#include <functional>
#include <isl/set.h>
#include <string>

namespace cgp {

std::uint64_t region_plain_hash(const Region& r) {
  std::uint64_t h = isl_set_get_hash(region_isl_set(r));
  for (const std::string& p : r.params()) h = h * 1099511628211ull ^ std::hash<std::string>{}(p);
  return h;
}

bool region_plain_equal(const Region& r, const Region& s) {
  if (r.params() != s.params()) return false;
  return region_detail::decided(isl_set_plain_is_equal(region_isl_set(r), region_isl_set(s)), "region_plain_equal");
}

}  // namespace cgp
