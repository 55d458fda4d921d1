// Covers the N-positions of one top row with pieces that each carry one
// affine winning move (not trusted: kernel/chomp_check.h verifies the result).
//
// Guided by data: take the least position not yet covered, find a winning
// move into the conjectured P-positions concretely (row i, column k, landing in
// P piece T), then let isl compute, over the whole state, the least column in
// row i that leads into T: a piecewise affine function whose pieces become N
// pieces with that move. Repeat until nothing is left. A position without a
// move into the conjecture proves the conjecture wrong: the failure names it.
#pragma once

#include "kernel/chomp_check.h"
#include "prover/chomp/guess_top.h"
#include "kernel/chomp_proof.h"

#include <optional>
#include <string>
#include <vector>

namespace cgp {

// guesses[t] and images[t] for every t <= top. nullopt with the reason when
// some position has no move into the conjecture or a move is not affine.
// With seeds_only the pieces come from the concrete box alone and whether
// they cover the top row is left to the checker (the usual case, and the
// covering test is the costly part); otherwise they are completed.
std::optional<std::vector<ChompNPiece>> chomp_find_witnesses(const std::vector<ChompTopGuess>& guesses,
                                                             const std::vector<ChompTopImages>& images, int top,
                                                             std::string* why, bool seeds_only = false);

}  // namespace cgp
