// Proof scripts for the order of symbolic games, for the steps of exported
// family proofs: a tactic proving `G == H` (or `le G H`, `lf G H`) in a Coq
// context whose hypotheses imply a region of the parameters.
//
// The proof follows Conway's definition option by option (lemmas of
// CGProve.Compare) and never unfolds a number: a number leaf meets a game
// through bounds on its options, two numbers are compared by integer
// arithmetic (dyadic_cmp, lia). Which option answers which is found with the
// symbolic comparison (sym_compare) on the region; where different answers
// hold in different parts, the script splits the region (a disjunction
// proved by lia) and proves each part.
#pragma once

#include "proofs/export/coq_expr.h"
#include "symbolic/region.h"
#include "symbolic/sym_game.h"

#include <optional>
#include <string>

namespace cgp {

// A game as the Coq goal shows it once nstar is unfolded: number leaves
// N / 2^k in the representation of the term (lemmas bound a number's options
// by (N-1)/2^k and (N+1)/2^k), or option lists.
struct CoqGame {
  bool num = false;
  CoqNum x;
  std::vector<CoqGame> l, r;
};

// The Coq term of g (coq_sym_game) with g's parameters then replaced by
// sigma (as when a value definition is applied to arguments).
CoqGame coq_game_of(const SymGame& g, const std::map<std::string, Affine>& sigma = {});
CoqGame coq_game_options(std::vector<CoqGame> l, std::vector<CoqGame> r);

// Throws CoqExportError when no proof is found (for instance when G != H
// somewhere in the region).
std::string coq_eqv_tactic(const CoqGame& g, const CoqGame& h, const Region& where, const CoqVars& vars);

// A tactic proving `le G H` on the region, or nullopt.
std::optional<std::string> coq_le_tactic(const CoqGame& g, const CoqGame& h, const Region& where, const CoqVars& vars);

}  // namespace cgp
