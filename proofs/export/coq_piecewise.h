// Piecewise values as Coq definitions (CGProve.Piecewise).
//
// A state's claim: `Definition name_pieces (a b : Z) : list (Prop * game)`
// of its pieces `name_qK a b` (region K, value K),
// read by `holds` (on each piece's region the game is that piece), and per
// piece K the lemma name_pK: holds (name_pieces a b) g -> region K -> g ==
// value K (one list lookup; no other piece's region is looked at).
//
// A family's value, one game for the main theorem: the value of the
// first piece whose condition holds, `select [(c1, v1); (c2, v2); ...]` over
// Z parameters, and per piece the lemma that the value is that piece on its
// region (parameters >= 0), proved by select_piece: every earlier condition
// false and its own true, each a small goal for lia (rewriting inside the
// whole chain instead makes coqc's kernel re-check it once per condition).
#pragma once

#include "proofs/export/coq_expr.h"
#include "symbolic/sym_eval.h"

#include <string>
#include <vector>

namespace cgp {

// `Definition name_qK (a b : Z) : Prop * game := (region K, value K)` per
// piece and `Definition name_pieces (a b : Z) := [name_q1 a b; ...]`. Sets
// *uses_nstar when a value uses nstar. With more than part_size pieces (0:
// never), the list is written in parts of part_size, `name_partJ`, and
// name_pieces is their concatenation, so that a proof about it can be one
// lemma per part (holds_app) instead of one term.
std::string coq_pieces_definition(const std::string& name, const std::vector<std::string>& params,
                                  const std::vector<SymPiece>& pieces, bool* uses_nstar, std::size_t part_size = 0);

// How many parts coq_pieces_definition writes (1: the plain list).
std::size_t coq_pieces_parts(std::size_t pieces, std::size_t part_size);

// The lemmas name_p1, name_p2, ...: from `holds (name_pieces a b) g` and
// piece K's region, g == piece K.
std::string coq_pieces_lemmas(const std::string& name, const std::vector<std::string>& params,
                              const std::vector<SymPiece>& pieces);

// `Definition name_value (a b : Z) : game := ...`. Sets *uses_nstar when a
// value uses nstar.
std::string coq_piecewise_definition(const std::string& name, const std::vector<std::string>& params,
                                     const std::vector<SymPiece>& pieces, bool* uses_nstar);

// The lemmas name_p1, name_p2, ...: on piece K's region (and every
// parameter >= 0), name_value is piece K.
std::string coq_piecewise_lemmas(const std::string& name, const std::vector<std::string>& params,
                                 const std::vector<SymPiece>& pieces);

}  // namespace cgp
