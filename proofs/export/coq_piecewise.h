// Piecewise values as Coq definitions (CGProve.Piecewise): the value of the
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

// `Definition name_value (a b : Z) : game := ...`. Sets *uses_nstar when a
// value uses nstar.
std::string coq_piecewise_definition(const std::string& name, const std::vector<std::string>& params,
                                     const std::vector<SymPiece>& pieces, bool* uses_nstar);

// The lemmas name_p1, name_p2, ...: on piece K's region (and every
// parameter >= 0), name_value is piece K.
std::string coq_piecewise_lemmas(const std::string& name, const std::vector<std::string>& params,
                                 const std::vector<SymPiece>& pieces);

}  // namespace cgp
