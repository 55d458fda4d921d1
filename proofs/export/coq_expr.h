// Coq text for the symbolic objects of the prover: affine expressions and
// regions as Z arithmetic (Prop for hypotheses, bool for the `if`s of value
// definitions), and symbolic games as terms whose number leaves are
// `int (N)` or `dyadic (N) k` (N / 2^k, N affine with integer coefficients).
//
// Parameters print through CoqVars: in a value definition `a` stays `a` (a Z
// argument); inside a proof it is the Z image of a nat, e.g. `Z.of_nat (2 + a)`.
#pragma once

#include "symbolic/affine.h"
#include "symbolic/region.h"
#include "symbolic/sym_game.h"

#include <map>
#include <string>
#include <vector>

namespace cgp {

using CoqVars = std::map<std::string, std::string>;  // parameter -> Coq Z term

// Every parameter of `params` as itself.
CoqVars coq_vars_identity(const std::vector<std::string>& params);

// e must have integer coefficients: `2 * a - b + 3`, `0`.
std::string coq_z(const Affine& e, const CoqVars& vars);

// The region as a Prop (`(a = 0 /\ b <= 1) \/ a mod 2 = 1`, True, False) and
// as a bool (`((a =? 0) && (b <=? 1)) || (a mod 2 =? 1)`, true, false).
std::string coq_region_prop(const Region& r, const CoqVars& vars);
std::string coq_region_bool(const Region& r, const CoqVars& vars);

// The region's disjuncts, each a conjunction of atoms: the atom of its
// printed form (region_printed_atoms) and the Coq Prop.
struct CoqAtom {
  RegionAtom atom;
  std::string prop;
};
std::vector<std::vector<CoqAtom>> coq_region_atoms(const Region& r, const CoqVars& vars);

// The region's disjuncts as printed (coq_region_prop), each a region of its
// own over r's params (none for an empty region).
std::vector<Region> coq_region_disjuncts(const Region& r);

// Both from one printing: isl may print one region two ways in one run (its
// representation changes under the questions asked of it), and a proof
// that destructs the Prop must pick among the disjuncts as they were printed.
struct CoqRegionPrinted {
  std::string prop;               // coq_region_prop's text
  std::vector<Region> disjuncts;  // coq_region_disjuncts', in the Prop's order
};
CoqRegionPrinted coq_region_printed(const Region& r, const CoqVars& vars);

// r simplified within `context` (isl_set_gist): the result and r agree on
// the context, with the constraints the context implies left out.
Region coq_region_gist(const Region& r, const Region& context);

// r as one conjunction within `context`: r's simple hull simplified within
// the context, when that agrees with r on the context (r cut from it by
// half-spaces); else coq_region_gist. For case splits that lia proves: a
// union's negation is a product of its disjuncts, a conjunction's is not.
Region coq_region_hull_gist(const Region& r, const Region& context);

// z as an argument of an application: as it is when it is one token and
// not negative (`a`, `3`), else in parentheses (`(a - 1)`, `(-3)`).
std::string coq_arg(const std::string& z);

// A number leaf N / 2^k with N integral and k least.
struct CoqNum {
  Affine n;
  unsigned k = 0;
};
CoqNum coq_num(const Affine& value);
Affine coq_num_value(const CoqNum& x);  // N / 2^k
std::string coq_num_term(const CoqNum& x, const CoqVars& vars);  // int (..) or dyadic (..) k

// A symbolic game as a Coq term. Number leaves as above; x* as `nstar (x)`;
// other up/star leaves as `Game [..] [..]` of their canonical options.
std::string coq_sym_game(const SymGame& g, const CoqVars& vars);

// The same game with every non-number leaf written out as its options (the
// shape of the Coq term once nstar is unfolded): only number leaves remain.
SymGame sym_expand_leaves(const SymGame& g);

}  // namespace cgp
