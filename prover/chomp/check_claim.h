// cgprove check chomp: is every position of a family P (or every one N)?
//
// The family's positions must have at most 3 rows and a bounded top row K
// (else the top-row system does not cover them: undecided, with the reason).
// The P-positions of every top row <= K are proved (prove_top_rows.h); the
// claim then holds iff the family's positions lie inside (P claim) or outside
// (N claim) those P pieces, one exact isl inclusion. A failure gives the least
// counterexample: least sum of the parameters, then lexicographically least
// in parameter order, with a winning move when it is an N-position.
#pragma once

#include "games/chomp/chomp_pattern.h"
#include "kernel/chomp_proof.h"
#include "prover/chomp/prove_top_rows.h"

#include <optional>
#include <string>
#include <vector>

namespace cgp {

struct ChompClaim {
  ChompFamily family;
  bool claims_p = true;  // every position is P; false: every position is N
};

// The top row bound of the family's positions, or why there is none here.
struct ChompClaimScope {
  bool covered = false;
  long top_max = 0;       // when covered
  std::string why_not;    // when not
};
ChompClaimScope chomp_claim_scope(const ChompFamily& family);

struct ChompCounterexample {
  ParamValues params;
  std::vector<long> position;                     // poison row first, no absent rows
  std::optional<std::vector<long>> winning_move;  // the position it leaves; none for a P-position
};

struct ChompClaimOutcome {
  enum class Status { proved, refuted, undecided };
  Status status = Status::undecided;
  std::string reason;  // when undecided
  ChompProof proof;    // the P-positions of top rows 0..K, 3 rows (checked when not undecided)
  std::optional<ChompCounterexample> counterexample;
  double seconds = 0;
};

// `top_max` from chomp_claim_scope; options.rows and options.top_max are set here.
ChompClaimOutcome chomp_check_claim(const ChompClaim& claim, long top_max, ChompProveOptions options);

// The position left by the winning move of the N piece holding `position`
// (poison row first, no absent rows), from a checked proof that covers it.
std::optional<std::vector<long>> chomp_proof_winning_move(const ChompProof& proof, const std::vector<long>& position);

// Whether a checked proof says `position` (poison row first, absent rows
// dropped) is a P-position: it lies in a P piece of its top row. nullopt
// beyond the proof's top rows or rows.
std::optional<bool> chomp_proof_is_p(const ChompProof& proof, const std::vector<long>& position);

}  // namespace cgp
