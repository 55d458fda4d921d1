// The kernel's last step of a Chomp claim (kernel/chomp_claim.h) trusts only
// a proof the checker sealed: a copy whose flag was cleared, or whose P piece
// was widened after sealing, must not yield a verdict through the kernel.
#include "chomp_prover_test_util.h"
#include "kernel/chomp_check.h"
#include "kernel/chomp_claim.h"

using namespace cgp;
using chomp_prover_test::proved;

namespace {

// [b+1, b, 0] over b >= 1: Cho's two-row rule says every such position is P
// (tests/data/chomp_cho.txt, Proposition 2.1).
std::vector<Affine> two_rows() {
  const Affine b = Affine::param("b");
  return {b + Affine(1), b, Affine(0)};
}

Region b_at_least_one() {
  auto r = region_parse("b>=1", {"b"});
  REQUIRE(std::holds_alternative<Region>(r));
  return std::get<Region>(r);
}

}  // namespace

TEST_CASE("the kernel reads a claim off a sealed proof only") {
  ChompProof proof = proved(3, 4);
  std::string why;
  const auto holds = kernel_chomp_claim_failures(proof, two_rows(), b_at_least_one(), true, why);
  INFO(why);
  REQUIRE(holds);
  CHECK(region_is_empty(*holds));
  // The same claim as N fails everywhere it is made.
  const auto as_n = kernel_chomp_claim_failures(proof, two_rows(), b_at_least_one(), false, why);
  REQUIRE(as_n);
  CHECK(region_is_equal(*as_n, b_at_least_one()));

  proof.checked = false;
  CHECK_FALSE(kernel_chomp_claim_failures(proof, two_rows(), b_at_least_one(), true, why));
  CHECK(why.find("check") != std::string::npos);
}

TEST_CASE("a P piece widened by one point is rejected by the checker, naming the top row") {
  ChompProof proof = proved(3, 4);
  // The first P piece (by top row) that does not already take every value of
  // its parameters gets the least point it lacks: one position more, which
  // is not P because the unmodified proof is right.
  ChompPPiece* widened = nullptr;
  for (ChompTopProof& t : proof.tops)
    for (ChompPPiece& piece : t.p_pieces) {
      if (widened || piece.where.params().empty()) continue;
      const Region lacks = region_subtract(region_universe(piece.where.params()), piece.where);
      const auto x = region_lexmin(lacks);
      if (!x) continue;
      Region point = region_universe(piece.where.params());
      for (std::size_t j = 0; j < x->size(); ++j)
        point = region_intersect(point, region_from_relation(Affine::param(piece.where.params()[j]), CmpOp::eq,
                                                             Affine((*x)[j]), piece.where.params()));
      piece.where = region_union(piece.where, point);
      widened = &piece;
    }
  REQUIRE(widened);
  proof.checked = false;
  std::string why;
  CHECK_FALSE(chomp_check_proof(proof, &why));
  INFO(why);
  CHECK(why.find("top") != std::string::npos);
  CHECK_FALSE(proof.checked);
}
