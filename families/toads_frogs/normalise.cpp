#include "families/toads_frogs/normalise.h"

namespace cgp {

namespace {

Affine product(const Affine& x, const Affine& y, const TfPattern& where) {
  if (x.is_constant()) return x.constant() * y;
  if (y.is_constant()) return y.constant() * x;
  throw TfUnsupported("Terminal Toads would need the non-affine offset (" + affine_to_string(x) + ")*(" +
                      affine_to_string(y) + ") in " + tf_pattern_to_string(where));
}

// The prefix ends at the last frog block before the first toad block, the
// suffix starts at the first toad block after the last frog block: exactly
// the blocks the loop below strips (it strips the last piece block while it
// is a toad, the first while it is a frog).
TfStrip strip_of(const TfPattern& merged) {
  TfStrip out;
  const auto& blocks = merged.blocks;
  const std::size_t n = blocks.size();
  std::size_t first_toad = n, prefix_end = 0, suffix_begin = n, last_frog = n;
  for (std::size_t i = 0; i < n && first_toad == n; ++i)
    if (blocks[i].symbol == Square::Toad) first_toad = i;
  for (std::size_t i = 0; i < first_toad; ++i)
    if (blocks[i].symbol == Square::Frog) prefix_end = i + 1;
  for (std::size_t i = 0; i < n; ++i)
    if (blocks[i].symbol == Square::Frog) last_frog = i;
  for (std::size_t i = n; i-- > 0 && (last_frog == n || i > last_frog);)
    if (blocks[i].symbol == Square::Toad) suffix_begin = i;
  Affine blanks(0);
  for (std::size_t i = 0; i < prefix_end; ++i) {
    if (blocks[i].symbol == Square::Empty) {
      blanks = blocks[i].length;
    } else {
      out.prefix.emplace_back(blanks, blocks[i].length);
      blanks = Affine(0);
    }
  }
  for (std::size_t i = suffix_begin; i < n; ++i) {
    if (blocks[i].symbol == Square::Toad)
      out.suffix.emplace_back(blocks[i].length, Affine(0));
    else
      out.suffix.back().second = blocks[i].length;
  }
  out.core.blocks.assign(blocks.begin() + static_cast<long>(prefix_end), blocks.begin() + static_cast<long>(suffix_begin));
  return out;
}

}  // namespace

TfNormalised tf_normalise(const TfPattern& input) {
  TfNormalised out{tf_pattern_merge(input), Affine(0), {}, {}};
  out.strip = strip_of(out.pattern);
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
