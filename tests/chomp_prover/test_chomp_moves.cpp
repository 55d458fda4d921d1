// The rules as isl relations agree with the concrete rules of games/chomp.
#include "games/chomp/chomp_top_rows.h"
#include "games/chomp/chomp_moves.h"
#include "symbolic/isl_handle.h"

#include <catch2/catch.hpp>

#include <isl/point.h>
#include <isl/val.h>

#include <set>

using namespace cgp;

namespace {

std::vector<long> padded(const std::vector<int>& rows, int n) {
  std::vector<long> out(rows.begin(), rows.end());
  out.resize(static_cast<std::size_t>(n), 0);
  return out;
}

// The image of one position under an isl relation, as points.
std::set<std::vector<long>> image(isl_map* relation, const std::vector<long>& x) {
  const std::vector<std::string> coords = chomp_coords(static_cast<int>(x.size()));
  Region point = region_universe(coords);
  for (std::size_t j = 0; j < x.size(); ++j)
    point = region_intersect(point, region_from_relation(Affine::param(coords[j]), CmpOp::eq, Affine(x[j]), coords));
  IslSet img = isl_checked(isl_set_apply(isl_set_copy(region_isl_set(point)), isl_map_copy(relation)), "image");
  std::set<std::vector<long>> out;
  for (const RegionPoint& p : region_points_in_box(region_from_isl(coords, img.release()), 0, 100)) out.insert(p);
  return out;
}

}  // namespace

TEST_CASE("the isl move relation has exactly the options of the concrete rules") {
  for (int n : {2, 3}) {
    IslMap moves = isl_checked(chomp_move_relation(n), "moves");
    int positions = 0;
    for (int x0 = 1; x0 <= 6; ++x0)
      for (int x1 = 0; x1 <= x0; ++x1)
        for (int x2 = 0; x2 <= (n == 3 ? x1 : 0); ++x2) {
          std::vector<int> rows{x0};
          if (x1) rows.push_back(x1);
          if (x2) rows.push_back(x2);
          std::set<std::vector<long>> concrete;
          for (const auto& option : chomp_moves(ChompPosition{rows})) concrete.insert(padded(option.rows, n));
          INFO("n=" << n << " position " << x0 << "," << x1 << "," << x2);
          CHECK(image(moves.get(), padded(rows, n)) == concrete);
          ++positions;
        }
    CHECK(positions > 20);
  }
}

TEST_CASE("chomp_bite follows the rules of games/chomp") {
  std::vector<int> scratch;
  const std::vector<int> rows{6, 4, 2};
  for_each_chomp(std::span<const int>(rows), scratch, [&](std::size_t i, int j, std::span<const int> result) {
    std::vector<long> expected(result.begin(), result.end());
    expected.resize(3, 0);
    CHECK(chomp_bite({6, 4, 2}, static_cast<int>(i), j) == expected);
    return true;
  });
}

TEST_CASE("a pattern's image and a top row's coordinates") {
  const ChompPattern p{{Affine::param("b") + Affine(2), Affine::param("b"), Affine(2)}};
  auto where = std::get<Region>(region_parse("b>=2 && b<=4", {"b"}));
  const Region img = chomp_pattern_image(p, where, 3);
  CHECK(region_points_in_box(img, 0, 20) == std::vector<RegionPoint>{{4, 2, 2}, {5, 3, 2}, {6, 4, 2}});
  const Region lifted = chomp_top_lift(chomp_top_domain(3, 2), 3, 2);
  CHECK(region_contains(lifted, RegionPoint{4, 2, 2}));
  CHECK_FALSE(region_contains(lifted, RegionPoint{4, 1, 1}));
  CHECK(region_is_equal(chomp_top_project(lifted, 3, 2), chomp_top_domain(3, 2)));
}
