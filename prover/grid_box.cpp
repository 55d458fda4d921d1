#include "prover/grid_box.h"

#include <algorithm>
#include <cstddef>
#include <tuple>

namespace cgp {

GridBox grid_box_of_cell(const std::vector<long>& cls, const std::vector<long>& k) {
  GridBox box{cls, cls};
  for (std::size_t p = 0; p < cls.size(); ++p)
    if (cls[p] >= k[p]) box.hi[p] = kGridBoxUnbounded;
  return box;
}

namespace {

// One sweep along parameter d: boxes equal elsewhere are sorted along d and
// each one that starts where the previous ends is absorbed into it.
bool merge_along(std::vector<GridBox>& boxes, std::size_t d) {
  auto elsewhere = [d](const GridBox& x) {
    std::vector<long> key;
    for (std::size_t p = 0; p < x.lo.size(); ++p)
      if (p != d) key.insert(key.end(), {x.lo[p], x.hi[p]});
    return key;
  };
  std::vector<std::pair<std::vector<long>, GridBox>> keyed;
  for (GridBox& b : boxes) keyed.emplace_back(elsewhere(b), std::move(b));
  std::sort(keyed.begin(), keyed.end(), [d](const auto& x, const auto& y) {
    return std::tie(x.first, x.second.lo[d]) < std::tie(y.first, y.second.lo[d]);
  });
  boxes.clear();
  bool merged = false;
  for (std::size_t i = 0; i < keyed.size(); ++i) {
    GridBox& b = keyed[i].second;
    if (i > 0 && keyed[i].first == keyed[i - 1].first) {
      GridBox& last = boxes.back();
      if (last.hi[d] != kGridBoxUnbounded && last.hi[d] + 1 == b.lo[d]) {
        last.hi[d] = b.hi[d];
        merged = true;
        continue;
      }
    }
    boxes.push_back(std::move(b));
  }
  return merged;
}

}  // namespace

std::vector<GridBox> grid_boxes_merge(std::vector<GridBox> boxes) {
  if (boxes.empty()) return boxes;
  const std::size_t n = boxes[0].lo.size();
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t d = 0; d < n; ++d) changed = merge_along(boxes, d) || changed;
  }
  return boxes;
}

Region grid_box_region(const GridBox& box, const std::vector<std::string>& params) {
  Region r = region_universe(params);
  for (std::size_t p = 0; p < params.size(); ++p) {
    const Affine x = Affine::param(params[p]);
    if (box.lo[p] == box.hi[p]) {
      r = region_intersect(r, region_from_relation(x, CmpOp::eq, Affine(box.lo[p]), params));
      continue;
    }
    if (box.lo[p] > 0) r = region_intersect(r, region_from_relation(x, CmpOp::ge, Affine(box.lo[p]), params));
    if (box.hi[p] != kGridBoxUnbounded)
      r = region_intersect(r, region_from_relation(x, CmpOp::le, Affine(box.hi[p]), params));
  }
  return r;
}

}  // namespace cgp
