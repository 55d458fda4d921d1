// The Coq script of the 3-row Chomp theorem proved by computation
// (`cgprove prove chomp --rows 3 --top-max K --coq FILE.v`, the default;
// library CGProve.ChompCheck for the claim and checker, CGProve.ChompReflect
// for its soundness).
//
// The claimed P-positions are written as data: per top row r, the poison row
// c of the P-position [c; b; r] for each middle row b from r up to where the
// row becomes periodic, then a period of offsets c - b (Zeilberger's
// eventually periodic P-sequences). One boolean function of the library
// checks the data, run once by vm_compute at the Qed; its soundness theorem
// (claim_P_positions) makes the result the theorem. The script's size grows
// with the table (about 10 bytes per middle row), not with the proof's
// pieces, and no lemma is written per piece: ChompScriptRequest's per-piece
// proof (chomp_script.h, `--coq-by lia`) needs lia for each of them (616,747
// N pieces at K = 400).
//
// The data is read off the checked proof's P pieces (each a set of (b, c) of
// its top row); where the rows settle into their periods is found by
// evaluating the pieces up to a bound past every piece's least point. The
// exporter trusts none of this: a claim that is wrong anywhere makes coqc's
// check compute false, and the script does not compile.
#pragma once

#include "kernel/chomp_proof.h"

#include <optional>
#include <string>
#include <vector>

namespace cgp {

// The claim as the library reads it (CGProve.ChompCheck.claim): per top
// row, the poison row of each middle row b = top .. from-1 and, from `from`
// on, the offsets c - b by (b - from) mod M; offsets at most D; the checker
// tests every middle row below T + M.
struct ChompReflectRow {
  long top = 0, from = 0;
  std::vector<std::optional<long>> values;
  std::vector<std::optional<long>> tail;
};
struct ChompReflectClaim {
  long K = 0, M = 1, D = 0, T = 0;
  std::vector<ChompReflectRow> rows;
};

// Read off a checked proof's P pieces (throws CoqExportError as below).
ChompReflectClaim chomp_reflect_claim(const ChompProof& proof);
// The claimed poison row of (r, b), as the library's fN computes it.
std::optional<long> chomp_reflect_claimed(const ChompReflectClaim& claim, long r, long b);

struct ChompReflectRequest {
  const ChompProof* proof = nullptr;  // checked, 3 rows
  std::string name = "P_positions_top";
  std::string command;  // the cgprove command line, for the header
};

// One file. Throws CoqExportError (coq_terms.h) when the proof's pieces do not
// give such a table (two values for one position, or no period of at most
// kChompReflectMaxPeriod that settles).
std::string chomp_reflect_script(const ChompReflectRequest& request);

constexpr long kChompReflectMaxPeriod = 12;

}  // namespace cgp
