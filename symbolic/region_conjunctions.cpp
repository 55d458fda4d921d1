// Typed constraints back to a region (the reading is in region_print.cpp,
// which shares region_to_string's normal forms).
#include "symbolic/region.h"

namespace cgp {

namespace {

Region constraint_region(const RegionConstraint& c, const std::vector<std::string>& params) {
  switch (c.kind) {
    case RegionConstraint::Kind::ge:
      return region_from_relation(c.lhs, CmpOp::ge, Affine(0), params);
    case RegionConstraint::Kind::eq:
      return region_from_relation(c.lhs, CmpOp::eq, Affine(0), params);
    case RegionConstraint::Kind::residue:
      break;
  }
  Region out = region_empty(params);
  for (long v : c.residues) out = region_union(out, region_from_residue(c.lhs, c.modulus, CmpOp::eq, v, params));
  return out;
}

}  // namespace

Region region_from_conjunctions(const std::vector<RegionConjunction>& ds, const std::vector<std::string>& params) {
  Region out = region_empty(params);
  for (const RegionConjunction& d : ds) {
    Region conj = region_universe(params);
    for (const RegionConstraint& c : d) conj = region_intersect(conj, constraint_region(c, params));
    out = region_union(out, conj);
  }
  return out;
}

std::string region_constraint_to_string(const RegionConstraint& c) {
  const std::string lhs = affine_to_string(c.lhs);
  switch (c.kind) {
    case RegionConstraint::Kind::ge:
      return lhs + ">=0";
    case RegionConstraint::Kind::eq:
      return lhs + "==0";
    case RegionConstraint::Kind::residue:
      break;
  }
  std::string values;
  for (long v : c.residues) {
    if (!values.empty()) values.push_back(',');
    values += std::to_string(v);
  }
  return "(" + lhs + ")%" + std::to_string(c.modulus) + " in {" + values + "}";
}

}  // namespace cgp
