// Regions that differ from a proved piece's region in one constraint (the
// mutation suite of issue 23, beside prover/theorem_mutants.h): in one
// disjunct of the region (symbolic/region.h, region_conjunctions),
//   * an inequality's or equation's constant +-1 (one bound moved by one);
//   * a residue condition `e % m in S` moved to every other class
//     (S + s mod m for s = 1..m-1; for S = {r}: each r' != r), and its
//     modulus doubled with the same values (e % 2m in S).
// Untrusted tooling: bench/bench_mutants and the tests, never a verdict.
#pragma once

#include "symbolic/region.h"

#include <string>
#include <vector>

namespace cgp {

struct RegionMutant {
  std::string what;  // "disjunct 1: b-2>=0 becomes b-1>=0"
  Region region;
};

// In a fixed order; none for an empty region or one without constraints.
std::vector<RegionMutant> region_constraint_mutants(const Region& r);

}  // namespace cgp
