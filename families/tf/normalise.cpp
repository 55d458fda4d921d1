#include "families/tf/normalise.h"

namespace cgp {

namespace {

Affine product(const Affine& x, const Affine& y, const TfPattern& where) {
  if (x.is_constant()) return x.constant() * y;
  if (y.is_constant()) return y.constant() * x;
  throw TfUnsupported("Terminal Toads would need the non-affine offset (" + affine_to_string(x) + ")*(" +
                      affine_to_string(y) + ") in " + tf_pattern_to_string(where));
}

}  // namespace

TfNormalised tf_normalise(const TfPattern& input) {
  TfNormalised out{tf_pattern_merge(input), Affine(0)};
  auto& blocks = out.pattern.blocks;
  for (;;) {
    // After merging, blanks between pieces are single blocks, so the last
    // piece block is followed by at most one blank block (likewise in front).
    std::size_t last = blocks.size();
    while (last > 0 && blocks[last - 1].symbol == Square::Empty) --last;
    if (last == 0) {  // no pieces at all: the value is the offset
      blocks.clear();
      return out;
    }
    if (blocks[last - 1].symbol == Square::Toad) {
      const Affine y = last < blocks.size() ? blocks[last].length : Affine(0);
      out.offset += product(blocks[last - 1].length, y, out.pattern);
      blocks.erase(blocks.begin() + static_cast<long>(last - 1));
      out.pattern = tf_pattern_merge(out.pattern);
      continue;
    }
    std::size_t first = 0;
    while (blocks[first].symbol == Square::Empty) ++first;
    if (blocks[first].symbol == Square::Frog) {
      const Affine y = first > 0 ? blocks[0].length : Affine(0);
      out.offset -= product(blocks[first].length, y, out.pattern);
      blocks.erase(blocks.begin() + static_cast<long>(first));
      out.pattern = tf_pattern_merge(out.pattern);
      continue;
    }
    // Here the first piece is a toad and the last a frog. Outer blanks stay:
    // a frog may jump that toad into the leading ones (and a toad the frog).
    return out;
  }
}

}  // namespace cgp
