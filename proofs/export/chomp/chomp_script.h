// The Coq script of a Chomp theorem (`cgprove prove chomp --rows 3 --top-max
// K --coq FILE.v`, `cgprove check chomp PATTERN P|N --coq FILE.v`).
// Template: proofs/examples/chomp_two_rows.v; library CGProve.ChompRows.
//
// The script defines the claimed P-positions [c; b; r] of 3-row Chomp with
// top row r <= K (p_top, one formula per top row, read off the checked
// proof's P pieces) and proves them to be exactly the P-positions
// (P_rows3_upto, top rows chained one by one): per top row, no move leads
// from a claimed P-position to another (every move shape, and every new top
// row, refuted by lia), and every other
// position has a winning move into them: the region is split (by atoms of the
// N pieces, each split proved by lia) until one N piece's move applies, whose
// legality and target are side conditions for lia. A claim about a family
// then follows from the theorem by lia.
#pragma once

#include "prover/chomp/check_claim.h"
#include "kernel/chomp_proof.h"
#include "proofs/export/coq_terms.h"

#include <optional>
#include <string>
#include <vector>

namespace cgp {

struct ChompScriptRequest {
  const ChompProof* proof = nullptr;  // checked, 3 rows
  std::optional<ChompClaim> claim;    // `check chomp`: the claim proved
  std::string name = "P_positions_top";
  std::string command;  // the cgprove command line, for the header
  // The main file's module name (its file name without .v); the other files
  // of a split proof are named after it. Must be a Coq identifier to split.
  std::string module = "chomp";
  // A proof of more bytes is split into parts of about this size (0: never).
  std::size_t part_bytes = 0;
};

// The files of the proof, the main one (request.module) last: one file, or
// MODULE_base.v (the claimed P-positions), MODULE_rows*.v (the lemmas of the
// top rows) and MODULE.v (their chain and the theorem). Throws
// CoqExportError (coq_terms.h) when the proof cannot be written.
std::vector<CoqScriptFile> chomp_scripts(const ChompScriptRequest& request);

}  // namespace cgp
