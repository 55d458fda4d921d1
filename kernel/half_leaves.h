// The kernel's rule for half-integer leaves of a claim: for every integer n,
// n + 1/2 = {n | n+1}, the simplest number strictly between n and n + 1
// (Coq: CGProve.Dyadic.rule_half, `Game [int n] [int (n + 1)] = dyadic
// (2 * n + 1) 1`).
//
// Why: a winning-strategy certificate (families/tf_strategy.h) compares a
// board with integer forms and with subtrees of the claim, so a leaf such
// as a - 7/2 (Erickson's third conjecture) is not a form it can hold; its
// tree {a-4 | a-3} is. A leaf equal to an equal game leaves the claim's
// value unchanged (equality is a congruence for options, sums and
// negatives), so a certificate for the rewritten claim proves the claim as
// typed. The rewriting is done here, not by the prover, so that the rule
// trusted is this one function.
#pragma once

#include "symbolic/sym_game.h"

#include <optional>

namespace cgp {

// x with every number leaf n + 1/2 (n affine with integer coefficients and
// an integer constant, so an integer at every point; no ^ and no *) written
// {n | n+1}. Nullopt when x has no such leaf.
std::optional<SymGame> kernel_half_leaves_as_options(const SymGame& x);

}  // namespace cgp
