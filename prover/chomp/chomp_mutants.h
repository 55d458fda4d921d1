// Wrong Chomp theorems on purpose: the Chomp side of the mutation suite
// (issue 23; prover/theorem_mutants.h is the Toads-and-Frogs side). From a
// checked proof of the P-positions of 3-row Chomp, top row by top row, every
// way its characterisation (finitely many exceptions plus lines c = b + d on
// residue classes of b) could look slightly wrong:
//   * a line's offset d +-1 (its poison row +-1);
//   * one constraint of a line's region changed (prover/region_mutants.h: a
//     bound +-1, a residue class moved to every other class, its modulus
//     doubled);
//   * an exception point moved by +-1 in each coordinate;
//   * a piece dropped (its region emptied, so that every index stays);
//   * a spurious exception added: the least position of the top row outside
//     its P pieces, and the one cell right of each piece's least position.
// And for a claim (`check chomp PATTERN P|N`): P and N swapped, each affine
// row length +-1.
// Each mutant goes to the kernel (kernel/chomp_check.h, chomp_claim.h) with
// the best N pieces a wrong prover could offer (the proof's own, cut to what
// the mutant leaves them), and must be rejected; and the mutant is refuted by
// its least point where it differs from the proof, whose outcome the concrete
// solver (games/chomp/chomp_solver.h) confirms. Untrusted tooling for
// bench/bench_mutants and the tests, never on the path to a verdict.
#pragma once

#include "kernel/chomp_proof.h"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace cgp {

struct ChompMutant {
  std::string what;  // "top 3 P piece 2 [3,b,b+4]: offset +1"
  int top = 0;       // the top row whose P pieces changed
  std::vector<ChompPPiece> p_pieces;
};

// The mutants of top row `top` of a 3-row proof, in a fixed order; stops when
// visit returns false.
void chomp_mutants_each(const ChompProof& proof, int top, const std::function<bool(const ChompMutant&)>& visit);

struct ChompMutantTally {
  long tried = 0;
  long rejected = 0;       // the kernel refused the mutated proof
  long refuted = 0;        // a point where it differs from the proof, whose outcome the solver confirmed
  long equivalent = 0;     // the same P-positions as the proof at its top row: the same theorem
  long wrongly_proved = 0;  // must be 0
  std::vector<std::string> wrongly_proved_what, unconfirmed_what;  // both must stay empty
};

// Every mutant of every top row through the kernel; `every` > 1 takes every
// every-th one only. The proof must be checked and keep its N pieces.
ChompMutantTally chomp_mutants_check(const ChompProof& proof, std::size_t every = 1);

// A claim about a 3-row family, rows poison row first, on `where`.
struct ChompClaimMutant {
  std::string what;  // "claims N", "poison row +1"
  std::vector<Affine> rows;
  bool claims_p = true;
};
std::vector<ChompClaimMutant> chomp_claim_mutants(const std::vector<Affine>& rows, bool claims_p);

struct ChompClaimMutantTally {
  long tried = 0, refuted = 0, undecided = 0, also_true = 0, wrongly_proved = 0;
  std::vector<std::string> wrongly_proved_what, unconfirmed_what;  // both must stay empty
};

// Each mutant read off the checked proof by the kernel, on `where` cut to
// the points where its rows are a position (as `check chomp` does): refuted
// (a counterexample the solver confirms), undecided (the kernel refuses it),
// or holding; a holding mutant is a true theorem only if the solver agrees
// at every point of `where` with parameters up to `box` (also_true), else it
// is wrongly proved.
ChompClaimMutantTally chomp_claim_mutants_check(const ChompProof& proof, const std::vector<Affine>& rows,
                                                const Region& where, bool claims_p, long box = 30);

}  // namespace cgp
