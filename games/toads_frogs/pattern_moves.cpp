#include "games/toads_frogs/pattern_moves.h"

#include <stdexcept>

namespace cgp {

namespace {

// One skeleton square: which block it came from and whether it stands for the
// block's inner run of length e-2.
struct Cell {
  Square symbol;
  std::size_t block;
  bool run;
};

enum class Shape { zero, one, long_block };

TfPattern read_back(const TfPattern& p, const std::vector<Cell>& cells, const TfPosition& moved) {
  TfPattern out;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (cells[i].run && moved[i] != cells[i].symbol)
      throw std::logic_error("tf_lift_options: a move changed a run square");
    const Affine len = cells[i].run ? p.blocks[cells[i].block].length - Affine(2) : Affine(1);
    out.blocks.push_back({moved[i], len});
  }
  return tf_pattern_merge(out);
}

void emit(const TfPattern& p, const std::vector<Shape>& shapes, const Region& region,
          std::vector<TfLiftCase>& out) {
  std::vector<Cell> cells;
  for (std::size_t b = 0; b < p.blocks.size(); ++b) {
    const TfBlock& blk = p.blocks[b];
    if (blk.length.is_constant()) {
      const auto n = blk.length.constant().to_long();
      if (!n || *n < 0 || *n > static_cast<long>(TfPosition::kMaxLength))
        throw std::invalid_argument("block length " + blk.length.constant().to_string() + " out of range");
      for (long i = 0; i < *n; ++i) cells.push_back({blk.symbol, b, false});
      continue;
    }
    if (shapes[b] == Shape::zero) continue;
    cells.push_back({blk.symbol, b, false});
    if (shapes[b] == Shape::long_block) {
      cells.push_back({blk.symbol, b, true});
      cells.push_back({blk.symbol, b, false});
    }
  }
  if (cells.size() > TfPosition::kMaxLength) throw std::invalid_argument("pattern skeleton too long");
  TfPosition skeleton;
  for (const Cell& c : cells) skeleton.push_back(c.symbol);
  TfLiftCase lc{region, {}, {}};
  for_each_option(skeleton, Side::Left, [&](const TfPosition& q) { lc.left.push_back(read_back(p, cells, q)); });
  for_each_option(skeleton, Side::Right, [&](const TfPosition& q) { lc.right.push_back(read_back(p, cells, q)); });
  out.push_back(std::move(lc));
}

// Depth-first over the symbolic blocks, dropping empty regions early.
void split(const TfPattern& p, std::size_t b, std::vector<Shape>& shapes, const Region& region,
           std::vector<TfLiftCase>& out) {
  if (region_is_empty(region)) return;
  if (b == p.blocks.size()) return emit(p, shapes, region, out);
  const Affine& e = p.blocks[b].length;
  if (e.is_constant()) return split(p, b + 1, shapes, region, out);
  const Region& params = region;
  const Region zero = region_intersect(params, region_from_relation(e, CmpOp::eq, Affine(0)));
  const Region one = region_intersect(params, region_from_relation(e, CmpOp::eq, Affine(1)));
  const Region two = region_intersect(params, region_from_relation(e, CmpOp::ge, Affine(2)));
  shapes[b] = Shape::zero;
  split(p, b + 1, shapes, zero, out);
  shapes[b] = Shape::one;
  split(p, b + 1, shapes, one, out);
  shapes[b] = Shape::long_block;
  split(p, b + 1, shapes, two, out);
}

}  // namespace

std::vector<TfLiftCase> tf_lift_options(const TfPattern& p, const Region& domain) {
  std::vector<std::string> params = domain.params();
  for (const auto& n : tf_pattern_params(p)) params.push_back(n);
  param_sort(params);
  std::vector<TfLiftCase> out;
  std::vector<Shape> shapes(p.blocks.size(), Shape::zero);
  split(p, 0, shapes, region_align(domain, params), out);
  return out;
}

}  // namespace cgp
