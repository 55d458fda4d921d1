// ChompProof: the theorem "for every position of n-row Chomp (n = 2 or 3) with
// top row at most K, it is a P-position iff it lies in one of the P pieces",
// and everything needed to check it. Report writers and the Coq exporter read
// this structure; kernel/chomp_check.h verifies it.
//
// Why it is a theorem. Order positions by their number of cells; every move
// removes a cell and never lengthens a row, so it leads to a position with a
// smaller top row or the same one (states top <= K are closed). The checker
// verifies, for every top row r:
//   (1) each P piece of r is a set of positions with top row r;
//   (2) each N piece of r is a set of positions with top row r, disjoint from
//       the P pieces of r, and the P and N pieces of r cover all positions
//       with top row r;
//   (3) each N piece's move is legal at every point of the piece and leads to
//       the named P piece (the target's parameters are affine in the source's);
//   (4) no move (isl relation, column a bound variable) leads from a P piece
//       of r to a P piece of any top row <= r.
// By induction on cells: a position in a P piece has only options outside
// the P pieces (4), which are N-positions; a position outside them lies in an
// N piece (2) whose move leads into a P piece (3), a P-position. So the P
// pieces are exactly the P-positions.
//
// Coordinates: a state "top r" has parameters chomp_top_params(rows) (b the
// middle row, c the poison row) and positions chomp_top_rows(rows, r).
//
// For an exporter (Coq, issue 6): a P piece is a pattern over its own
// parameters on a region; an N piece is a region of (b, c) with one move whose
// column and target parameters are affine in (b, c), so "this position is N"
// follows from one legal move and the target's membership in a P piece (side
// conditions linear, possibly with residues such as b%2==0). N pieces of a top
// row may overlap: every N-position lies in at least one. Check (4) is a
// statement about all moves; an exporter proves it per pair of pieces.
#pragma once

#include "games/chomp/chomp_pattern.h"
#include "symbolic/region.h"

#include <map>
#include <string>
#include <vector>

namespace cgp {

// A set of P-positions: `pattern` (poison row first, exactly `rows` rows,
// absent rows 0) at every point of `where` (over the pattern's parameters;
// none for a single position).
struct ChompPPiece {
  ChompPattern pattern;
  Region where;
};

// A winning move, affine on the N piece it belongs to: bite row `row`
// (0 = poison row) at column `column` (0-based, affine in the state's
// parameters). It lands in P piece `target_piece` of top row `target_top`, at
// the piece's parameters `target_args` (each affine in the state's parameters).
struct ChompWitnessMove {
  int row = 0;
  Affine column;
  int target_top = 0;
  int target_piece = 0;
  std::map<std::string, Affine> target_args;
};

struct ChompNPiece {
  Region region;  // over the state's parameters
  ChompWitnessMove move;
};

struct ChompTopProof {
  int top = 0;
  std::vector<ChompPPiece> p_pieces;  // ordered by their least middle row
  std::vector<ChompNPiece> n_pieces;
};

// What the checker did, for reports.
struct ChompCheckSummary {
  long p_pieces = 0, n_pieces = 0;
  long moves_checked = 0;          // N-piece moves verified (3)
  long coverage_checks = 0;        // top rows whose cover was verified (2)
  long no_p_to_p_checks = 0;       // top rows whose P pieces were checked against every move (4)
  double seconds = 0;
};

struct ChompProof {
  int rows = 3;
  std::vector<ChompTopProof> tops;  // tops[r].top == r for r = 0..K
  bool checked = false;             // set only by the checker, after every check passed
  ChompCheckSummary summary;
  int top_max() const { return static_cast<int>(tops.size()) - 1; }
};

}  // namespace cgp
