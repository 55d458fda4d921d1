// Merging threshold-grid cells into boxes (grid_box.h), against point-by-point
// membership: the merged boxes must hold exactly the points of the cells,
// each point once.
#include <catch2/catch.hpp>

#include "prover/grid_box.h"

#include <random>
#include <vector>

using namespace cgp;

namespace {

bool box_contains(const GridBox& b, const std::vector<long>& x) {
  for (std::size_t p = 0; p < x.size(); ++p)
    if (x[p] < b.lo[p] || (b.hi[p] != kGridBoxUnbounded && x[p] > b.hi[p])) return false;
  return true;
}

// Every point with coordinates in [0, top], odometer order.
std::vector<std::vector<long>> points_up_to(std::size_t n, long top) {
  std::vector<std::vector<long>> out;
  std::vector<long> x(n, 0);
  for (bool more = true; more;) {
    out.push_back(x);
    more = false;
    for (std::size_t p = 0; p < n && !more; ++p) {
      if (++x[p] <= top) more = true;
      else x[p] = 0;
    }
  }
  return out;
}

}  // namespace

TEST_CASE("grid box: all cells of a grid merge into one box, the whole domain", "[guess]") {
  const std::vector<long> k{3, 2, 2};
  std::vector<GridBox> cells;
  for (const auto& cls : points_up_to(3, 3))
    if (cls[1] <= k[1] && cls[2] <= k[2]) cells.push_back(grid_box_of_cell(cls, k));
  REQUIRE(cells.size() == 4 * 3 * 3);
  const auto merged = grid_boxes_merge(cells);
  REQUIRE(merged.size() == 1);
  CHECK(merged[0].lo == std::vector<long>{0, 0, 0});
  CHECK(merged[0].hi == std::vector<long>(3, kGridBoxUnbounded));
}

TEST_CASE("grid box: merged random cell sets hold the same points, each once", "[guess]") {
  std::mt19937 rng(20261122);
  const std::vector<long> k{3, 2, 2, 1};
  std::vector<std::vector<long>> classes;
  for (const auto& cls : points_up_to(4, 3)) {
    bool inside = true;
    for (std::size_t p = 0; p < 4; ++p) inside = inside && cls[p] <= k[p];
    if (inside) classes.push_back(cls);
  }
  const auto points = points_up_to(4, 5);  // beyond every threshold
  for (int round = 0; round < 50; ++round) {
    std::vector<GridBox> cells;
    for (const auto& cls : classes)
      if (rng() % 3 != 0) cells.push_back(grid_box_of_cell(cls, k));
    const auto merged = grid_boxes_merge(cells);
    CHECK(merged.size() <= cells.size());
    for (const auto& x : points) {
      std::size_t in_cells = 0, in_merged = 0;
      for (const auto& c : cells) in_cells += box_contains(c, x);
      for (const auto& b : merged) in_merged += box_contains(b, x);
      REQUIRE(in_cells <= 1);
      CHECK(in_merged == in_cells);
    }
  }
}

TEST_CASE("grid box: a box as a region", "[guess]") {
  const std::vector<std::string> ps{"a", "b", "c"};
  const GridBox b{{2, 0, 1}, {2, kGridBoxUnbounded, 4}};
  const Region r = grid_box_region(b, ps);
  for (const auto& x : points_up_to(3, 6)) CHECK(region_contains(r, x) == box_contains(b, x));
}
