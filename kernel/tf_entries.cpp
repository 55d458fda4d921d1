#include "kernel/tf_entries.h"

namespace cgp {

bool kernel_tf_entries_cover(const StateSystem& sys, std::size_t family, const Region& where, std::string& why) {
  Region covered = region_empty(where.params());
  for (const FamilyEntry& e : sys.entries)
    if (e.family == family) covered = region_union(covered, e.where);
  const Region missing = region_subtract(where, covered);
  if (region_is_empty(missing)) return true;
  why = "no entry of the family covers " + region_to_string(missing);
  if (const auto x = region_sample(missing)) {
    std::string at;
    for (const auto& [name, value] : region_point_values(missing, *x))
      at += (at.empty() ? "" : ", ") + name + "=" + std::to_string(value);
    why += " (e.g. " + at + ")";
  }
  return false;
}

}  // namespace cgp
