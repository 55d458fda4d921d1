// IslCover against isl's own subset test of the union, on random pieces of
// the plane (boxes, diagonal lines, rays, residue classes, half-planes), many
// enough that the cover cuts its set into cells.
#include <catch2/catch.hpp>

#include "symbolic/isl_cover.h"
#include "symbolic/region.h"
#include "tests/region_text.h"

#include <random>
#include <string>
#include <variant>

namespace {

// A random piece holding the point (px, py).
std::string piece_at(std::mt19937& rng, long px, long py) {
  auto n = [&](long hi) { return static_cast<long>(rng() % static_cast<unsigned>(hi + 1)); };
  const std::string x = std::to_string(px), y = std::to_string(py);
  switch (rng() % 5) {
    case 0: return "x>=" + std::to_string(px - n(2)) + " && x<=" + std::to_string(px + n(2)) + " && y>=" +
                   std::to_string(py - n(2)) + " && y<=" + std::to_string(py + n(3));
    case 1: return "y-x==" + std::to_string(py - px) + " && x>=" + std::to_string(px - n(3));
    case 2: return "x==" + x + " && y>=" + std::to_string(py - n(2));
    case 3: return "y==" + y + " && x>=" + std::to_string(px - n(2)) + " && x<=" + std::to_string(px + n(4));
    default: return "y-x==" + std::to_string(py - px) + " && x%2==" + std::to_string(px % 2) + " && x>=" + std::to_string(px - n(4));
  }
}

}  // namespace

TEST_CASE("IslCover decides cover exactly as isl's subset test of the union", "[symbolic][isl_cover]") {
  std::mt19937 rng(24);
  const cgp::Region set = region_test::parse("y>=x", {"x", "y"});  // unbounded in both directions
  int covered = 0, uncovered = 0;
  for (int trial = 0; trial < 60; ++trial) {
    // Far out: two half-planes; the bounded rest is filled with random pieces.
    std::vector<cgp::Region> pieces{region_test::parse("y-x>=7", {"x", "y"}), region_test::parse("x>=10", {"x", "y"})};
    for (long px = 0; px < 10; ++px)
      for (long py = px; py < px + 7; ++py) {
        bool inside = false;
        for (const cgp::Region& p : pieces) inside = inside || cgp::region_contains(p, cgp::RegionPoint{px, py});
        if (!inside) pieces.push_back(region_test::parse(piece_at(rng, px, py), {"x", "y"}));
      }
    if (trial % 2 == 1) pieces.erase(pieces.begin() + static_cast<long>(rng() % pieces.size()));
    REQUIRE(pieces.size() > 14);  // more than one cell's worth
    cgp::IslCover cover(cgp::isl_unit_forms(2));
    if (trial % 3 == 0) cover = cgp::IslCover({{1, 0}, {0, 1}, {-1, 1}});
    for (const cgp::Region& p : pieces) cover.add(cgp::region_isl_set(p));
    const bool expected = cgp::region_is_subset(set, cgp::region_union_all(pieces));
    CHECK(cover.covers(cgp::region_isl_set(set)) == expected);
    (expected ? covered : uncovered) += 1;
  }
  CHECK(covered > 5);
  CHECK(uncovered > 5);
}
