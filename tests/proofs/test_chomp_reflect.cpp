// The claim the Coq script of 3-row Chomp states (proofs/export/chomp/
// chomp_reflect_script.h), against brute force: for every top row r <= 12
// and middle row b <= 45, the claimed poison row is the unique c in b .. b + 60
// that makes [c; b; r] a P-position of the concrete solver, or none when no
// such c exists. b runs well past every row's periodic start, so the tails
// (offsets by (b - T_r) mod M) are compared too. That coqc accepts the
// script, and rejects it mutated, is tests/coq's (coq:catalog_chomp_top100).
#include "games/chomp/chomp_solver.h"
#include "proofs/export/chomp/chomp_reflect_script.h"
#include "proofs/export/coq_terms.h"
#include "prover/chomp/prove_top_rows.h"

#include <catch2/catch.hpp>

#include <optional>

using namespace cgp;

namespace {

ChompProof proof_to(int top_max) {
  ChompProveOptions options;
  options.top_max = top_max;
  options.keep_n_pieces = false;  // the claim reads the P pieces only
  ChompProveOutcome out = chomp_prove_top_rows(options);
  REQUIRE(out.status == ChompProveOutcome::Status::proved);
  return std::move(out.proof);
}

// The poison rows c in b .. b + span (and c >= 1) with [c; b; r] a P-position.
std::vector<long> brute_p(ChompSolver& solver, long r, long b, long span) {
  std::vector<long> out;
  for (long c = std::max(b, 1L); c <= b + span; ++c) {
    std::vector<int> rows{int(c)};
    if (b > 0) rows.push_back(int(b));
    if (r > 0) rows.push_back(int(r));
    if (solver.is_p(ChompPosition{rows})) out.push_back(c);
  }
  return out;
}

}  // namespace

TEST_CASE("the computed Chomp claim is the brute-force P-positions", "[proofs][chomp]") {
  const ChompProof proof = proof_to(12);
  const ChompReflectClaim claim = chomp_reflect_claim(proof);
  REQUIRE(claim.K == 12);
  REQUIRE(claim.rows.size() == 13);
  ChompSolver solver;
  long tails = 0;
  for (long r = 0; r <= 12; ++r)
    for (long b = r; b <= 45; ++b) {
      const std::vector<long> p = brute_p(solver, r, b, 60);
      REQUIRE(p.size() <= 1);  // a second c would be a move away from the first
      const std::optional<long> want = p.empty() ? std::nullopt : std::optional<long>(p[0]);
      INFO("top row " << r << ", middle row " << b);
      CHECK(chomp_reflect_claimed(claim, r, b) == want);
      tails += b >= claim.rows[std::size_t(r)].from;
    }
  CHECK(tails > 13 * 20);  // most of the comparison is in the periodic tails
  // The bounds the script states: every offset at most D, and the checked
  // range past every row's start by D and M.
  for (const ChompReflectRow& row : claim.rows) {
    CHECK(row.from >= row.top);
    CHECK(row.from + claim.D <= claim.T);
    CHECK(long(row.tail.size()) == claim.M);
  }
}

TEST_CASE("the computed Chomp claim needs a checked 3-row proof", "[proofs][chomp]") {
  ChompProof proof = proof_to(3);
  proof.checked = false;
  CHECK_THROWS_AS(chomp_reflect_claim(proof), CoqExportError);
}
