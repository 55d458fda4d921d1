// Value-preserving simplifications of Toads-and-Frogs positions.
//
// normalise() rewrites a position as an integer plus a sum of independent
// components, using three shortcuts that can each be switched off so that
// tests can compare them against plain evaluation:
//
//  * dead pieces: the greatest set S of pieces that can never move (see
//    dead_pieces()). No piece ever enters or jumps over a square of S, so S
//    pieces are walls: the strip splits at them into independent components
//    (a sum of games) and the S pieces themselves disappear.
//  * terminal toads (Erickson 1996): X T _^n = X _^n + n, and the mirror
//    _^n F X = _^n X - n, applied until neither fits.
//  * integer components: with only toads, Left alone moves and the value is
//    the length of the longest play, the number of empty squares to the right
//    of each toad summed over toads; symmetrically for frogs.
#pragma once

#include "games/toads_frogs/position.h"

#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

namespace cgp {

struct TfShortcuts {
  bool dead_pieces = true;
  bool terminal_toads = true;
  bool integer_components = true;
};

// A position's value is `offset` plus the sum of the components' values.
struct TfSplit {
  long offset = 0;
  std::vector<TfPosition> components;  // never empty strips
};

TfSplit normalise(const TfPosition& p, const TfShortcuts& shortcuts);

// The same without allocating, for the evaluator's inner loop: calls
// on_component(c) for each component and returns the offset.
template <class F>
long for_each_component(const TfPosition& p, const TfShortcuts& shortcuts, F&& on_component);

// Bit i is set when square i holds a piece that can never move.
//
// Why this is sound: start with every piece in S and drop any piece whose
// step square, or (if that holds an opposing S piece) jump landing square, is
// neither off the strip nor an S square. What remains is a set S such that,
// as long as all S pieces stand still, every S piece is blocked; by induction
// on the moves of any play, no S piece ever moves. A piece crossing an S wall
// at j would have to land on j (occupied) or jump it from a neighbour, but an
// S frog at j keeps j-1 in S (its own step is blocked) and an S toad keeps
// j+1 in S, so that neighbour square is never free. Hence the parts between
// S pieces never interact.
std::uint64_t dead_pieces(const TfPosition& p);

// Applies terminal toads / frogs in place; returns the integer split off.
long strip_terminal_pieces(TfPosition& p);

// The value when p has no frogs or no toads (a one-player integer), else nullopt.
std::optional<long> one_sided_value(const TfPosition& p);

}  // namespace cgp

// ---- implementation of the template ----

namespace cgp {

template <class F>
long for_each_component(const TfPosition& p, const TfShortcuts& shortcuts, F&& on_component) {
  TfPosition q = p;
  long offset = 0;
  if (shortcuts.terminal_toads) offset += strip_terminal_pieces(q);
  if (q.size() == 0) return offset;
  if (shortcuts.integer_components) {
    if (const auto v = one_sided_value(q)) return offset + *v;
  }
  if (shortcuts.dead_pieces) {
    if (const std::uint64_t s = dead_pieces(q)) {
      // Split at the walls; each part may simplify further, so recurse
      // (at most one level per removed piece).
      std::size_t begin = 0;
      for (std::uint64_t w = s;; w &= w - 1) {
        const std::size_t end = w ? static_cast<std::size_t>(std::countr_zero(w)) : q.size();
        if (end > begin) offset += for_each_component(q.slice(begin, end), shortcuts, on_component);
        if (!w) break;
        begin = end + 1;
      }
      return offset;
    }
  }
  on_component(q);
  return offset;
}

}  // namespace cgp
