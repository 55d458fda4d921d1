#include "prover/region_mutants.h"

namespace cgp {

namespace {

// The residue values shifted by s (mod m), increasing.
std::vector<long> shifted(const std::vector<long>& values, long s, long m) {
  std::vector<bool> in(static_cast<std::size_t>(m), false);
  for (long v : values) in[static_cast<std::size_t>((v + s) % m)] = true;
  std::vector<long> out;
  for (long v = 0; v < m; ++v)
    if (in[static_cast<std::size_t>(v)]) out.push_back(v);
  return out;
}

// Every change of one constraint c, each with its description.
std::vector<std::pair<std::string, RegionConstraint>> constraint_changes(const RegionConstraint& c) {
  std::vector<std::pair<std::string, RegionConstraint>> out;
  if (c.kind != RegionConstraint::Kind::residue) {
    for (const int step : {1, -1}) {
      RegionConstraint m = c;
      m.lhs = c.lhs + Affine(step);
      out.push_back({step > 0 ? "constant +1" : "constant -1", m});
    }
    return out;
  }
  for (long s = 1; s < c.modulus; ++s) {
    RegionConstraint m = c;
    m.residues = shifted(c.residues, s, c.modulus);
    if (m.residues != c.residues) out.push_back({"residues +" + std::to_string(s), m});
  }
  if (2 * c.modulus <= kRegionMaxModulus) {
    RegionConstraint m = c;
    m.modulus = 2 * c.modulus;
    out.push_back({"modulus doubled", m});
  }
  return out;
}

}  // namespace

std::vector<RegionMutant> region_constraint_mutants(const Region& r) {
  std::vector<RegionMutant> out;
  const std::vector<RegionConjunction> ds = region_conjunctions(r);
  for (std::size_t i = 0; i < ds.size(); ++i)
    for (std::size_t j = 0; j < ds[i].size(); ++j)
      for (auto& [change, constraint] : constraint_changes(ds[i][j])) {
        std::vector<RegionConjunction> changed = ds;
        changed[i][j] = constraint;
        out.push_back({"disjunct " + std::to_string(i + 1) + ": " + region_constraint_to_string(ds[i][j]) + " " +
                           change + " (" + region_constraint_to_string(constraint) + ")",
                       region_from_conjunctions(changed, r.params())});
      }
  return out;
}

}  // namespace cgp
