#include "games/toads_frogs/simplify.h"

#include <bit>

namespace cgp {

std::uint64_t dead_pieces(const TfPosition& p) {
  const std::size_t n = p.size();
  if (n == 0) return 0;
  const std::uint64_t t = p.toads(), f = p.frogs();
  // Squares whose step (resp. jump landing) square is off the strip.
  const std::uint64_t toad_edge1 = std::uint64_t{1} << (n - 1);
  const std::uint64_t toad_edge2 = toad_edge1 | (n >= 2 ? toad_edge1 >> 1 : 0);
  const std::uint64_t frog_edge1 = 1, frog_edge2 = 3;
  // Greatest fixed point: start with all pieces, keep those that are stuck
  // assuming the kept ones never move, until nothing changes. Bit i of
  // (w >> d) is square i+d (ahead of a toad), of (w << d) square i-d.
  std::uint64_t s = t | f;
  for (;;) {
    const std::uint64_t stuck_toads =
        t & (toad_edge1 |
             ((s >> 1) & ((t >> 1) | ((f >> 1) & ((s >> 2) | toad_edge2)))));
    const std::uint64_t stuck_frogs =
        f & (frog_edge1 |
             ((s << 1) & ((f << 1) | ((t << 1) & ((s << 2) | frog_edge2)))));
    const std::uint64_t next = s & (stuck_toads | stuck_frogs);
    if (next == s) return s;
    s = next;
  }
}

long strip_terminal_pieces(TfPosition& p) {
  long offset = 0;
  for (;;) {
    const std::uint64_t pieces = p.toads() | p.frogs();
    if (!pieces) return offset;
    const int last = 63 - std::countl_zero(pieces);
    if ((p.toads() >> last) & 1u) {  // X T _^n = X _^n + n
      offset += static_cast<long>(p.size()) - 1 - last;
      p = p.erase(last);
      continue;
    }
    const int first = std::countr_zero(pieces);
    if ((p.frogs() >> first) & 1u) {  // _^n F X = _^n X - n
      offset -= first;
      p = p.erase(first);
      continue;
    }
    return offset;
  }
}

std::optional<long> one_sided_value(const TfPosition& p) {
  if (p.toads() && p.frogs()) return std::nullopt;
  // Each move advances one piece one square, and every maximal play packs the
  // pieces against their far end: count the empty squares ahead of each piece.
  const std::uint64_t empty = p.empties();
  long value = 0;
  for (std::uint64_t w = p.toads(); w; w &= w - 1) {
    const int i = std::countr_zero(w);
    value += std::popcount(empty & ~TfPosition::mask(i + 1));
  }
  for (std::uint64_t w = p.frogs(); w; w &= w - 1)
    value -= std::popcount(empty & TfPosition::mask(std::countr_zero(w)));
  return value;
}

TfSplit normalise(const TfPosition& p, const TfShortcuts& shortcuts) {
  TfSplit out;
  out.offset = for_each_component(p, shortcuts,
                                  [&](const TfPosition& c) { out.components.push_back(c); });
  return out;
}

}  // namespace cgp
