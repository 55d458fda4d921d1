// The kernel's check that a family's entries cover its region. A family
// whose region allows a parameter only a few values is closed as one entry
// per value (tf_family_slices), and kernel_tf_check_rules checks each entry
// against the pattern as typed on its own slice; a claim proved on the
// entries holds on the family's region only if they cover it, so that
// inclusion is part of the verdict and is decided here, not by the prover.
#pragma once

#include "families/state_system.h"
#include "symbolic/region.h"

#include <cstddef>
#include <string>

namespace cgp {

// True when the entries of sys that state family `family` (FamilyEntry::
// family) cover `where` (over the family's pattern parameters); otherwise
// false, with a point of `where` that no entry covers in `why`.
bool kernel_tf_entries_cover(const StateSystem& sys, std::size_t family, const Region& where, std::string& why);

}  // namespace cgp
