// chomp_subposition_count against closed forms: the diagrams inside an R x C box
// are the lattice paths, C(R+C, R) of them, one of which is empty.
#include "games/chomp/chomp_position.h"

#include <catch2/catch.hpp>

using namespace cgp;

namespace {
std::uint64_t binomial(unsigned n, unsigned k) {
  std::uint64_t r = 1;
  for (unsigned i = 1; i <= k; ++i) r = r * (n - k + i) / i;
  return r;
}
}  // namespace

TEST_CASE("chomp_subposition_count counts the diagrams inside a position", "[chomp]") {
  for (int r = 1; r <= 13; ++r)
    for (int c = 1; c <= 13; ++c)
      REQUIRE(chomp_subposition_count(chomp_rectangle(r, c), 1u << 30) == binomial(r + c, r) - 1);
  // An L with arms a (poison row) and b (column): choose the row and column lengths.
  REQUIRE(chomp_subposition_count(ChompPosition{{4, 1, 1}}, 1000) == 4 * 3);
  REQUIRE(chomp_subposition_count(chomp_rectangle(16, 16), 1000) == 1000);  // capped
}
