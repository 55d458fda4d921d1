// The kernel's check of an affine measure (StateSystem::wellfounded_by ==
// kAffineMeasure): every state's measure is >= 0 on its domain, and on every
// recurrence case it is at least 1 more than the target's measure at the
// option's arguments. Exact (isl); the search that proposed the measures
// (families/measure.cpp) is not trusted.
#pragma once

#include "families/state_system.h"

#include <string>

namespace cgp {

// False with the state, case and option that fail in `why`.
bool kernel_check_measure(const StateSystem& sys, std::string& why);

}  // namespace cgp
