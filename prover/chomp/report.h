// Human-readable texts of Chomp theorems: one-line descriptions of pieces and
// moves, and the Markdown reports of `prove chomp` and `check chomp`.
// Positions are written top row first (as in Cho's paper and the patterns).
#pragma once

#include "prover/chomp/check_claim.h"
#include "kernel/chomp_proof.h"

#include <string>
#include <vector>

namespace cgp {

// A concrete position (poison row first, absent rows dropped), top row first.
std::string chomp_position_to_string(const std::vector<long>& position);
// "[2,b,b+2] for b>=2", "[b,b+1] for every b", "[3,5,5]".
std::string chomp_piece_text(const ChompPPiece& piece);
// The where-region of a P piece, "true" for a single position.
std::string chomp_piece_where(const ChompPPiece& piece);
// "poison row at column b+2, leaving [2,b,b+2]".
std::string chomp_move_to_string(const ChompProof& proof, const ChompWitnessMove& move);
// "[2,b,b+2] is a P-position for b>=2" (the pattern in code quotes for Markdown).
std::string chomp_claim_to_string(const ChompClaim& claim, bool markdown = false);

std::string chomp_prove_markdown(const ChompProof& proof, double seconds);
std::string chomp_claim_markdown(const ChompClaim& claim, const ChompClaimOutcome& outcome);

}  // namespace cgp
