// The checker rejects wrong P-sets: dropped pieces, shifted lines, wrong
// periods, extra positions, and wrong witness moves.
#include "chomp_prover_test_util.h"
#include "kernel/chomp_check.h"
#include "prover/chomp/find_witnesses.h"
#include "prover/chomp/guess_top.h"
#include "tests/region_text.h"

using namespace cgp;
using chomp_prover_test::proved;

namespace {

ChompPPiece line(long top, long offset, const std::string& where) {
  const Affine b = Affine::param("b");
  return ChompPPiece{ChompPattern{{b + Affine(offset), b, Affine(top)}}, region_test::parse(where, {"b"})};
}

bool accepted(ChompProof proof) {
  std::string why;
  const bool ok = chomp_check_proof(proof, &why);
  UNSCOPED_INFO("checker: " << (ok ? "accepted" : why));
  return ok;
}

// The index of top row t's P piece printed as `text`.
std::size_t piece_index(const ChompProof& proof, int top, const std::string& text) {
  const auto& pieces = proof.tops[static_cast<std::size_t>(top)].p_pieces;
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (chomp_pattern_to_string(pieces[i].pattern) == text) return i;
  FAIL("no piece " << text << " in top row " << top);
  return 0;
}

// Rebuilds every top row's N pieces for the given P pieces with the witness
// finder, then checks: a wrong P-set must fail in one or the other.
bool accepted_with_fresh_witnesses(const ChompProof& base, int top, std::vector<ChompPPiece> pieces) {
  ChompProof proof = base;
  proof.tops[static_cast<std::size_t>(top)].p_pieces = std::move(pieces);
  std::vector<ChompTopGuess> guesses;
  std::vector<ChompTopImages> images;
  for (const ChompTopProof& t : proof.tops) {
    ChompTopGuess g;  // membership through the pieces' points in a box
    g.rows = proof.rows;
    g.top = t.top;
    g.tail_from = 1L << 40;
    images.push_back(chomp_top_images(t.p_pieces, proof.rows));
    for (std::size_t i = 0; i < t.p_pieces.size(); ++i)
      for (const RegionPoint& x : region_points_in_box(images.back().pieces[i], 0, 200)) g.points[x] = static_cast<int>(i);
    g.pieces = t.p_pieces;
    guesses.push_back(std::move(g));
  }
  for (ChompTopProof& t : proof.tops) {
    if (t.top < top) continue;
    std::string why;
    auto n = chomp_find_witnesses(guesses, images, t.top, &why);
    if (!n) {
      UNSCOPED_INFO("witness finder: " << why);
      return false;
    }
    t.n_pieces = std::move(*n);
  }
  return accepted(proof);
}

}  // namespace

TEST_CASE("the unmodified proof is accepted") { CHECK(accepted(proved(3, 8))); }

TEST_CASE("dropping a P piece is rejected") {
  const ChompProof& good = proved(3, 8);
  for (int top : {0, 2, 3, 5, 8}) {
    ChompProof bad = good;
    auto& pieces = bad.tops[static_cast<std::size_t>(top)].p_pieces;
    pieces.erase(pieces.begin());
    INFO("top " << top);
    CHECK_FALSE(accepted(bad));
    auto fresh = good.tops[static_cast<std::size_t>(top)].p_pieces;
    fresh.erase(fresh.begin());
    CHECK_FALSE(accepted_with_fresh_witnesses(good, top, fresh));
  }
}

TEST_CASE("a shifted line is rejected") {
  const ChompProof& good = proved(3, 8);
  ChompProof bad = good;
  const std::size_t i = piece_index(good, 2, "[2,b,b+2]");
  bad.tops[2].p_pieces[i] = line(2, 3, "b>=2");
  CHECK_FALSE(accepted(bad));
  CHECK_FALSE(accepted_with_fresh_witnesses(good, 2, {line(2, 3, "b>=2")}));
  CHECK_FALSE(accepted_with_fresh_witnesses(good, 2, {line(2, 2, "b>=3")}));
}

TEST_CASE("a wrong period is rejected") {
  const ChompProof& good = proved(3, 8);
  // Top row 5: [5,b,b+4] for b>=7 (period 1); claim period 2 with another offset on odd b.
  auto pieces = good.tops[5].p_pieces;
  const std::size_t i = piece_index(good, 5, "[5,b,b+4]");
  pieces[i] = line(5, 4, "b>=7 && b%2==0");
  pieces.push_back(line(5, 5, "b>=7 && b%2==1"));
  CHECK_FALSE(accepted_with_fresh_witnesses(good, 5, pieces));
  ChompProof bad = good;
  bad.tops[5].p_pieces[i] = line(5, 4, "b>=7 && b%2==0");
  CHECK_FALSE(accepted(bad));
}

TEST_CASE("an extra P-position with consistent N pieces is rejected by the move check") {
  // [2,2,5] (top row first) is N (it moves to [2,2,4]); declare it P and cut it out of the N piece holding it.
  ChompProof bad = proved(3, 4);
  bad.tops[2].p_pieces.push_back(ChompPPiece{ChompPattern{{Affine(5), Affine(2), Affine(2)}}, region_universe({})});
  const Region point = region_test::parse("b==2 && c==5", {"b", "c"});
  int cut = 0;
  for (ChompNPiece& n : bad.tops[2].n_pieces)
    if (!region_is_disjoint(n.region, point)) {
      n.region = region_subtract(n.region, point);
      ++cut;
    }
  CHECK(cut == 1);
  std::string why;
  CHECK_FALSE(chomp_check_proof(bad, &why));
  CHECK(why.find("leads into a P piece") != std::string::npos);
}

TEST_CASE("wrong witness moves are rejected") {
  const ChompProof& good = proved(3, 6);
  int mutated = 0;
  for (std::size_t t = 0; t < good.tops.size(); ++t)
    for (std::size_t i = 0; i < good.tops[t].n_pieces.size(); i += 3) {
      ChompProof bad = good;
      ChompWitnessMove& m = bad.tops[t].n_pieces[i].move;
      m.column += Affine(1);
      INFO("top " << t << " N piece " << i);
      CHECK_FALSE(accepted(bad));
      ChompProof other = good;
      other.tops[t].n_pieces[i].move.row = (m.row + 1) % 3;
      CHECK_FALSE(accepted(other));
      ++mutated;
    }
  CHECK(mutated > 10);
}

TEST_CASE("an N piece reaching outside the positions or a missing top row is rejected") {
  ChompProof bad = proved(3, 4);
  bad.tops[3].n_pieces[0].region = region_union(bad.tops[3].n_pieces[0].region, region_test::parse("b==1 && c==1", {"b", "c"}));
  CHECK_FALSE(accepted(bad));
  ChompProof gap = proved(3, 4);
  gap.tops.erase(gap.tops.begin() + 1);
  CHECK_FALSE(accepted(gap));
}

TEST_CASE("an N-position cut out of every N piece is rejected by the cover check") {
  // Top row 20 has enough pieces (over 30; a cell holds at most 12) that the cover is cut into cells.
  const ChompProof& good = proved(3, 20);
  const ChompTopProof& t = good.tops[20];
  REQUIRE(t.n_pieces.size() > 30);
  // Some N-positions [c,b,20] (poison row first): near the diagonal, far out, and on a tail line's neighbour.
  for (const auto& [b, c] : std::vector<std::pair<long, long>>{{20, 20}, {23, 30}, {41, 60}, {300, 301}, {500, 900}}) {
    const Region point = region_test::parse("b==" + std::to_string(b) + " && c==" + std::to_string(c), {"b", "c"});
    bool in_p = false;
    for (const Region& p : chomp_top_images(t.p_pieces, 3).pieces)
      in_p = in_p || region_contains(p, RegionPoint{c, b, 20});
    if (in_p) continue;
    ChompProof bad = good;
    int cut = 0;
    for (ChompNPiece& n : bad.tops[20].n_pieces)
      if (!region_is_disjoint(n.region, point)) {
        n.region = region_subtract(n.region, point);
        ++cut;
      }
    INFO("[" << c << "," << b << ",20]");
    CHECK(cut >= 1);
    std::string why;
    CHECK_FALSE(chomp_check_proof(bad, &why));
    CHECK(why.find("do not cover") != std::string::npos);
  }
}
