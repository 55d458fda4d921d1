#include "kernel/measure.h"

namespace cgp {

namespace {

bool nonnegative_on(const Region& r, const Affine& e) { return region_split_sign(r, e).answer == RegionAnswer::all; }

}  // namespace

bool kernel_check_measure(const StateSystem& sys, std::string& why) {
  for (const FamilyState& s : sys.states) {
    if (!nonnegative_on(s.domain, s.measure)) {
      why = "the measure " + affine_to_string(s.measure) + " of " + s.name + " can be negative";
      return false;
    }
    for (const RecurrenceCase& c : s.cases)
      for (const auto* side : {&c.left, &c.right})
        for (const StateOption& o : *side) {
          if (o.target == kIntegerTarget) continue;  // an integer is a leaf of the induction
          const Affine target = affine_substitute(sys.states.at(static_cast<std::size_t>(o.target)).measure, o.args);
          if (!nonnegative_on(c.region, s.measure - target - Affine(1))) {
            why = "the measure does not decrease from " + s.name + " to " + state_call_to_string(sys, o) + " on " +
                  region_to_string(c.region);
            return false;
          }
        }
  }
  return true;
}

}  // namespace cgp
