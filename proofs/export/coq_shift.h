// Integer offsets added to claimed values, in the Coq proofs of
// Toads-and-Frogs families (CGProve.Shift).
//
// An option of the prover's system is a state's value plus an affine offset
// (Terminal Toads). Its Coq value is `add G (int c)`; the script rewrites it
// to G with every number leaf moved by c, proved by shifts_at: the leaves
// shift (shifts_int, shifts_dyadic) and so does each node, given a Left
// option with G <= G^L + 1 and a Right option with G^R - 1 <= G, which the
// order proofs of coq_compare.h supply on the value's region.
#pragma once

#include "proofs/export/coq_compare.h"

#include <string>

namespace cgp {

// g with every number leaf N / 2^k moved by c (N + c 2^k).
CoqGame coq_shift(const CoqGame& g, const Affine& c);

// The Coq term of a tree: `int (..)`, `dyadic (..) k`, `Game [..] [..]`.
std::string coq_game_term(const CoqGame& g, const CoqVars& vars);

// A tactic for the goal `add P (int c) == S`, where P is g (up to the
// arithmetic of its leaves and nstar) and S is coq_shift(g, c), in a context
// whose hypotheses imply `where` (over vars' parameters). Throws
// CoqExportError when a node of g has no option to witness the shift.
std::string coq_shift_tactic(const CoqGame& g, const Region& where, const CoqVars& vars);

}  // namespace cgp
