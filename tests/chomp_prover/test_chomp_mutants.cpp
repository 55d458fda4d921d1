// The Chomp side of the mutation suite (prover/chomp/chomp_mutants.h): every
// wrong characterisation near a proved one is rejected by the kernel and
// refuted at a point whose outcome the concrete solver confirms; every wrong
// claim near Cho's 2TopRow rule (tests/data/chomp_cho.txt) is refuted or
// undecided, never held.
#include "chomp_prover_test_util.h"
#include "prover/chomp/chomp_mutants.h"

using namespace cgp;
using chomp_prover_test::proved;

TEST_CASE("every mutant of the P-positions of 3-row Chomp up to top row 8 is rejected and refuted") {
  const ChompProof& proof = proved(3, 8);
  const ChompMutantTally t = chomp_mutants_check(proof, 1);
  INFO("tried " << t.tried << ", rejected " << t.rejected << ", refuted " << t.refuted << ", equivalent "
                << t.equivalent);
  for (const std::string& what : t.wrongly_proved_what) FAIL_CHECK("wrongly proved: " << what);
  for (const std::string& what : t.unconfirmed_what) FAIL_CHECK("counterexample not confirmed: " << what);
  CHECK(t.wrongly_proved == 0);
  CHECK(t.tried > 100);
  CHECK(t.rejected + t.wrongly_proved == t.tried - t.equivalent);
  CHECK(t.refuted == t.tried - t.equivalent);
  CHECK(t.refuted > t.equivalent);
}

TEST_CASE("the mutants of one top row change one piece, or add one position") {
  const ChompProof& proof = proved(3, 8);
  const auto& pieces = proof.tops[5].p_pieces;
  long changed_one = 0, added_one = 0, other = 0;
  chomp_mutants_each(proof, 5, [&](const ChompMutant& m) {
    CHECK(m.top == 5);
    long differ = 0;
    for (std::size_t i = 0; i < pieces.size(); ++i)
      differ += !(m.p_pieces[i].pattern == pieces[i].pattern) || !region_is_equal(m.p_pieces[i].where, pieces[i].where);
    if (m.p_pieces.size() == pieces.size() && differ == 1) ++changed_one;
    else if (m.p_pieces.size() == pieces.size() + 1 && differ == 0 && m.p_pieces.back().where.params().empty()) ++added_one;
    else ++other;
    return true;
  });
  CHECK(other == 0);
  CHECK(added_one >= 1);
  // Each piece at least: two moves (offset +-1, or +-1 in one coordinate) and dropped.
  CHECK(changed_one >= 3 * static_cast<long>(pieces.size()));
}

TEST_CASE("every mutant of Cho's claim [2,b,b+2] P (b >= 2) is refuted or undecided") {
  const ChompProof& proof = proved(3, 8);
  const Affine b = Affine::param("b");
  const std::vector<Affine> rows{b + Affine(2), b, Affine(2)};  // poison row first
  auto where = region_parse("b>=2", {"b"});
  REQUIRE(std::holds_alternative<Region>(where));
  const ChompClaimMutantTally t = chomp_claim_mutants_check(proof, rows, std::get<Region>(where), true);
  for (const std::string& what : t.wrongly_proved_what) FAIL_CHECK("wrongly proved: " << what);
  for (const std::string& what : t.unconfirmed_what) FAIL_CHECK("counterexample not confirmed: " << what);
  CHECK(t.tried == 7);  // P <-> N, and each of three rows +-1
  CHECK(t.wrongly_proved == 0);
  CHECK(t.refuted + t.undecided + t.also_true == t.tried);
  CHECK(t.refuted >= 5);
}
