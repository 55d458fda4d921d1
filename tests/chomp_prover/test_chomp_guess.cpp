// The guesser on synthetic partner sequences: exceptions, runs, and tails of
// period 1 and 2 (as top row 120 of 3-row Chomp has), described exactly.
#include "games/chomp/chomp_pattern.h"
#include "kernel/chomp_check.h"
#include "prover/chomp/guess_top.h"

#include <catch2/catch.hpp>

#include <set>

using namespace cgp;

namespace {

// The guess's positions with middle row <= b_max, from its pieces (isl) and from piece_of.
std::set<RegionPoint> positions(const ChompTopGuess& g, long b_max) {
  std::set<RegionPoint> out;
  for (const Region& piece : chomp_top_images(g.pieces, 3).pieces)
    for (const RegionPoint& x : region_points_in_box(piece, 0, 3 * b_max))
      if (x[1] <= b_max) out.insert(x);
  return out;
}

std::set<RegionPoint> expected(int top, const std::vector<long>& partners, long b_max) {
  std::set<RegionPoint> out;
  for (long b = top; b <= b_max; ++b) {
    const long c = partners[static_cast<std::size_t>(b - top)];
    if (c >= 0) out.insert({c, b, top});
  }
  return out;
}

}  // namespace

TEST_CASE("a period-2 tail becomes two residue-class lines") {
  // top 4: exceptions at b = 4..9, then c = b + 7 on even b and c = b + 5 on odd b.
  const int top = 4;
  std::vector<long> partners;
  for (long b = top; b <= 120; ++b) {
    if (b < 10) partners.push_back(b == 6 ? -1 : b + 12 - (b % 3));
    else partners.push_back(b % 2 == 0 ? b + 7 : b + 5);
  }
  std::string why;
  const auto g = chomp_guess_top_from_partners(top, partners, &why);
  INFO(why);
  REQUIRE(g);
  CHECK(g->period == 2);
  CHECK(g->tail_from <= 10);
  CHECK(positions(*g, 120) == expected(top, partners, 120));
  for (long b = top; b <= 200; ++b) {
    const long c = b < 10 ? (b == 6 ? -1 : b + 12 - (b % 3)) : (b % 2 == 0 ? b + 7 : b + 5);
    if (c >= 0) CHECK(g->piece_of({c, b, top}) >= 0);
    CHECK(g->piece_of({c + 1, b, top}) == -1);
  }
  std::set<std::string> texts;
  for (const ChompPPiece& p : g->pieces) texts.insert(chomp_pattern_to_string(p.pattern) + " " + region_to_string(p.where));
  CHECK(texts.count("[4,b,b+7] b>=10 && b%2==0"));
  CHECK(texts.count("[4,b,b+5] b>=11 && b%2==1"));
}

TEST_CASE("runs of one offset make one piece and single positions are patterns without parameters") {
  // b = 3..5: c = b+3; b = 6: c = 6; then none (as top row 3 of 3-row Chomp).
  std::vector<long> partners{6, 7, 8, 6};
  for (int i = 0; i < 60; ++i) partners.push_back(-1);
  const auto g = chomp_guess_top_from_partners(3, partners, nullptr);
  REQUIRE(g);
  REQUIRE(g->pieces.size() == 2);
  CHECK(chomp_pattern_to_string(g->pieces[0].pattern) == "[3,b,b+3]");
  CHECK(region_to_string(g->pieces[0].where) == "b>=3 && b<=5");
  CHECK(chomp_pattern_to_string(g->pieces[1].pattern) == "[3,6,6]");
  CHECK(g->pieces[1].where.params().empty());
}

TEST_CASE("no periodic tail in the data: no guess") {
  std::vector<long> partners;
  for (long b = 0; b <= 40; ++b) partners.push_back(b + b / 3);  // offsets keep growing
  std::string why;
  CHECK_FALSE(chomp_guess_top_from_partners(0, partners, &why));
  CHECK(why.find("no periodic pattern") != std::string::npos);
}
