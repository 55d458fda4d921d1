// The proof checker of the top-row system: the trusted part of a Chomp
// theorem. It verifies checks (1)-(4) of proof.h with isl, using only the
// rules of games/chomp/chomp_top_rows.h and exact set operations; it never
// consults the guesser, the concrete table or the witness finder.
#pragma once

#include "kernel/chomp_proof.h"

#include <memory>
#include <string>
#include <vector>

namespace cgp {

// The P pieces of one top row as sets of positions (over chomp_coords).
struct ChompTopImages {
  std::vector<Region> pieces;
  Region all;  // their union
};
ChompTopImages chomp_top_images(const std::vector<ChompPPiece>& pieces, int rows);

// Checks a proof top row by top row, in order, so that a prover can check
// each top row as soon as it is built. Not copyable (owns isl relations).
class ChompProofChecker {
 public:
  explicit ChompProofChecker(int rows);
  ~ChompProofChecker();
  ChompProofChecker(const ChompProofChecker&) = delete;
  ChompProofChecker& operator=(const ChompProofChecker&) = delete;

  // Checks proof.tops[next_top()], which must exist. On failure returns false
  // with a one-line reason naming the top row and the piece; the checker
  // then stays at that top row (a corrected proof may be checked again).
  bool check_next(const ChompProof& proof, std::string* why);
  int next_top() const;
  const ChompCheckSummary& summary() const;
  // The checked top rows' P pieces as positions.
  const std::vector<ChompTopImages>& images() const;
  // Marks `proof` checked (and records the summary) when this checker has
  // checked each of its top rows, in order, with the P pieces it still has;
  // false otherwise. With chomp_check_proof, the only code that sets
  // ChompProof::checked.
  bool seal(ChompProof& proof) const;

 private:
  struct State;
  std::unique_ptr<State> s_;
};

// Checks every top row; on success sets proof.checked and proof.summary.
bool chomp_check_proof(ChompProof& proof, std::string* why);

}  // namespace cgp
