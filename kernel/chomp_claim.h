// The last step of `check chomp`, in the kernel: where a claim about a family
// of 3-row positions fails, read off a checked proof of the P-positions of
// every top row 0..K (kernel/chomp_check.h). The family is its rows, poison
// row first (absent top rows 0), over its parameters on `domain`.
//
// The kernel refuses (nullopt, with the reason) unless the proof was sealed
// by the checker, has 3 rows, and the family's positions are positions
// (c >= 1, c >= b >= top >= 0) whose top row is at most K on all of the
// domain: a position beyond the proof would otherwise count as "not P".
#pragma once

#include "kernel/chomp_proof.h"

#include <optional>
#include <string>
#include <vector>

namespace cgp {

// The parameter points where the claim (every position P, or every one N)
// fails; empty when it holds.
std::optional<Region> kernel_chomp_claim_failures(const ChompProof& proof, const std::vector<Affine>& rows,
                                                  const Region& domain, bool claims_p, std::string& why);

}  // namespace cgp
