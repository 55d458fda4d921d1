#include "kernel/tf_entries.h"

namespace cgp {

bool kernel_tf_entries_cover(const StateSystem& sys, std::size_t family, const Region& where, std::string& why) {
  Region covered = region_empty(where.params());
  for (const FamilyEntry& e : sys.entries)
    if (e.family == family) covered = region_union(covered, e.where);
  const Region missing = region_subtract(where, covered);
  if (region_is_empty(missing)) return true;
  why = "no entry of the family covers " + region_to_string(missing);
  if (const auto x = region_sample(missing)) why += " (e.g. " + param_values_to_string(region_point_values(missing, *x)) + ")";
  return false;
}

}  // namespace cgp
