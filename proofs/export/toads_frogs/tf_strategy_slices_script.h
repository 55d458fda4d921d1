// A Coq script of a polynomial claim proved by strategies slice by slice
// (prover/toads_frogs/tf_strategy_claim.h, tf_poly_claim_by_strategy): one
// Module per slice, each the strategy script of its pinned family and
// affine claim (tf_strategy_script.h), and the claim as typed, products and
// all, on the whole region: each point lies in a slice (lia), the slice's
// pins are substituted, and the slice's claim is the typed one there (lia on
// the leaf).
#pragma once

#include "families/tf_strategy.h"
#include "proofs/export/coq_terms.h"
#include "symbolic/poly_game.h"

#include <string>
#include <vector>

namespace cgp {

struct TfStrategySliceProof {
  Region slice;                      // over the family's parameters
  const TfStrategy* lower = nullptr;  // the pinned family's certificates
  const TfStrategy* upper = nullptr;
};

// The script as files: one (`module`) up to 2 kTfStrategyPartBytes (a
// Module per slice); beyond, each slice's own files (MODULE_s1.v, ..., as
// tf_strategy_script_files writes them) and MODULE.v, last. Throws
// CoqExportError as tf_strategy_script does.
std::vector<CoqScriptFile> tf_strategy_slices_script(const TfPattern& pattern, const PolyGame& claim,
                                                     const Region& where,
                                                     const std::vector<TfStrategySliceProof>& slices,
                                                     const std::string& header, const std::string& name,
                                                     const std::string& module);

}  // namespace cgp
