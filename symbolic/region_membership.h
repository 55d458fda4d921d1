// RegionMembership: one region compiled for many membership questions.
//
// region_contains asks isl whether a one-point set is a subset of the
// region: tens of microseconds per question. A caller that asks millions of
// them (the recurrence oracle looks up a case for every position it
// evaluates) compiles the region once into the integer rows of its disjuncts
// (region_rows.h) and asks each point in a few multiplications. A disjunct
// the rows cannot state keeps isl's answer for the whole region.
#pragma once

#include "symbolic/region.h"
#include "symbolic/region_rows.h"

#include <optional>
#include <vector>

namespace cgp {

class RegionMembership {
 public:
  explicit RegionMembership(const Region& r);

  // Whether `point` (one coordinate per r.params(), in order) lies in r:
  // region_contains's answer.
  bool contains(const RegionPoint& point) const;

 private:
  std::vector<RegionRows> disjuncts_;
  std::optional<Region> by_isl_;  // set when some disjunct has no rows
};

}  // namespace cgp
