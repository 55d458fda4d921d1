// A readable proof in the style of Thanatipanonda and Zeilberger: the states
// and recurrences the rules imply, the conjectured formulas, and every
// verification step the induction checker performed. Written from the proof
// data structures only (nothing is recomputed), as Markdown.
#pragma once

#include "families/state_system.h"
#include "prover/prove_family.h"

#include <string>
#include <vector>

namespace cgp {

// A user's claim about one family, and how it compared with the proved value.
struct ClaimCheck {
  std::string family;  // the pattern
  std::string formula;
  Region where;
  std::vector<SymPiece> proved;  // the family's proved value on `where`
  bool holds = false;
  std::string verdict;  // one line: PROVED, or REFUTED with the counterexample
};

std::string family_report_markdown(const StateSystem& sys, const FamilyProof& proof, double seconds,
                                   const std::vector<ClaimCheck>& claims = {});

}  // namespace cgp
