// The guesser of the top-row system: conjectures the P-positions of one top
// row r from the concrete table, as finitely many exceptions plus lines
// c = b + d on residue classes of b above a threshold.
//
// With 3 rows each middle row b has at most one P partner c. Writing
// d(b) = c - b (or none), the guess is the shortest eventually periodic
// description of d on the table's b in [r, max_b]: the least period p <=
// kChompMaxPeriod, then the least threshold b0, with d(b + p) = d(b) for
// every tabulated b >= b0, supported by enough tabulated values (else the
// guess fails and the caller enlarges the table). Pieces: for each offset d,
// the runs of at least two consecutive b below b0 and the tail classes with
// that offset make one piece "[r,b,b+d]"; a run of one b is a single
// position. With 2 rows the top row r has one P position [c,r] at most.
//
// A guess is a conjecture; kernel/chomp_check.h proves or rejects it.
#pragma once

#include "kernel/chomp_proof.h"
#include "prover/chomp/three_row_table.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cgp {

constexpr long kChompMaxPeriod = 24;

struct ChompTopGuess {
  int rows = 3;
  int top = 0;
  std::vector<ChompPPiece> pieces;
  // The same set, for concrete membership: with 3 rows the partner c and
  // piece of every middle row b in [top, tail_from) (c = -1: none), then
  // the tail classes; other single positions (2 rows) in `points`.
  struct Partner {
    long c = -1;
    int piece = -1;
  };
  std::vector<Partner> head;
  struct Tail {
    long residue = 0;  // b % period
    long offset = 0;   // c = b + offset
    int piece = 0;
  };
  long tail_from = 0, period = 1;
  std::vector<Tail> tails;
  std::map<std::vector<long>, int> points;
  // The index of the piece holding the position, or -1.
  int piece_of(const std::vector<long>& coords) const;
  // The middle rows (3 rows) or poison rows (2 rows) beyond which the guess
  // is periodic, and a bound on c - b (c - top with 2 rows) of its positions.
  long irregular_until() const;
  long max_offset() const;
};

// nullopt (with the reason) when the table shows no periodic tail.
std::optional<ChompTopGuess> chomp_guess_top(const ChompThreeRowTable& table, int rows, int top, std::string* why);
// The 3-row guess from the partners of b = top, top+1, ... (c, or -1 for none).
std::optional<ChompTopGuess> chomp_guess_top_from_partners(int top, const std::vector<long>& partners, std::string* why);

}  // namespace cgp
