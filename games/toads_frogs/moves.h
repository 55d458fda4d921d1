// The rules of Toads-and-Frogs, written once for both players.
//
// Left moves a toad rightwards, Right a frog leftwards: one square into an
// empty square, or a jump over exactly one opposing piece into the empty
// square just beyond. Nothing moves off the strip. Every move of the library
// comes from for_each_option().
#pragma once

#include "games/toads_frogs/position.h"

#include <bit>
#include <cstdint>
#include <vector>

namespace cgp {

enum class Side { Left, Right };

// Calls f(option) for every position `side` can move to, in strip order.
template <class F>
void for_each_option(const TfPosition& p, Side side, F&& f) {
  const bool left = side == Side::Left;
  const std::uint64_t mine = left ? p.toads() : p.frogs();
  const std::uint64_t theirs = left ? p.frogs() : p.toads();
  const std::uint64_t empty = p.empties();
  // "The square d steps ahead of i", as a mask over i: toads look right
  // (higher bits), frogs left. Bits beyond the strip are never empty, so
  // moves off the strip never appear.
  auto ahead = [left](std::uint64_t w, int d) { return left ? w >> d : w << d; };
  const std::uint64_t steps = mine & ahead(empty, 1);
  const std::uint64_t jumps = mine & ahead(theirs, 1) & ahead(empty, 2);
  for (std::uint64_t movers = steps | jumps; movers; movers &= movers - 1) {
    const int i = std::countr_zero(movers);
    const int to = i + ((jumps >> i) & 1u ? 2 : 1) * (left ? 1 : -1);
    const std::uint64_t moved = (std::uint64_t{1} << i) | (std::uint64_t{1} << to);
    f(left ? TfPosition(p.toads() ^ moved, p.frogs(), p.size())
           : TfPosition(p.toads(), p.frogs() ^ moved, p.size()));
  }
}

std::vector<TfPosition> left_options(const TfPosition& p);
std::vector<TfPosition> right_options(const TfPosition& p);

}  // namespace cgp
