#include "kernel/chomp_claim.h"

#include "games/chomp/chomp_top_rows.h"
#include "kernel/chomp_check.h"

#include <algorithm>

namespace cgp {

namespace {

constexpr int kRows = 3;

bool holds_on(const Region& domain, const Affine& lhs, CmpOp op, const Affine& rhs) {
  return region_is_subset(domain, region_from_relation(lhs, op, rhs, domain.params()));
}

}  // namespace

std::optional<Region> kernel_chomp_claim_failures(const ChompProof& proof, const std::vector<Affine>& rows,
                                                  const Region& domain, bool claims_p, std::string& why) {
  if (!proof.checked) {
    why = "the proof of the P-positions was not checked";
    return std::nullopt;
  }
  if (proof.rows != kRows || rows.size() != static_cast<std::size_t>(kRows)) {
    why = "the claim and the proof are not both about 3-row Chomp";
    return std::nullopt;
  }
  for (const Affine& r : rows)
    for (const std::string& p : r.params())
      if (std::find(domain.params().begin(), domain.params().end(), p) == domain.params().end()) {
        why = "a row mentions the parameter " + p + ", which the region does not bind";
        return std::nullopt;
      }
  if (!holds_on(domain, rows[0], CmpOp::ge, Affine(1)) || !holds_on(domain, rows[0], CmpOp::ge, rows[1]) ||
      !holds_on(domain, rows[1], CmpOp::ge, rows[2]) || !holds_on(domain, rows[2], CmpOp::ge, Affine(0))) {
    why = "the family has points that are not positions";
    return std::nullopt;
  }
  if (!holds_on(domain, rows[2], CmpOp::le, Affine(proof.top_max()))) {
    why = "the family's top row exceeds the proof's top rows 0.." + std::to_string(proof.top_max());
    return std::nullopt;
  }
  const std::vector<std::string> coords = chomp_coords(kRows);
  std::vector<Region> p_images{region_empty(coords)};
  for (const ChompTopProof& t : proof.tops) p_images.push_back(chomp_top_images(t.p_pieces, kRows).all);
  std::map<std::string, Affine> sigma;
  for (int j = 0; j < kRows; ++j) sigma[coords[static_cast<std::size_t>(j)]] = rows[static_cast<std::size_t>(j)];
  const Region p_points = region_preimage(region_union_all(p_images), sigma, domain.params());
  return claims_p ? region_subtract(domain, p_points) : region_intersect(domain, p_points);
}

}  // namespace cgp
