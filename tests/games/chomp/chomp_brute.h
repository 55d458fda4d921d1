// A deliberately naive Chomp brute force on sets of cells, independent of the
// library's move generator, tables and solver; the reference of the tests.
#pragma once

#include <map>
#include <set>
#include <utility>
#include <vector>

#include "games/chomp/chomp_position.h"

namespace chomp_brute {

// (row, column), row 0 is the poison row, (0, 0) the poison cell.
using Cells = std::set<std::pair<int, int>>;

inline Cells bite(const Cells& s, int row, int col) {
  Cells t;
  for (auto [r, c] : s)
    if (r < row || c < col) t.insert({r, c});
  return t;
}

inline std::vector<Cells> options(const Cells& s) {
  std::vector<Cells> out;
  for (auto [r, c] : s)
    if (r != 0 || c != 0) out.push_back(bite(s, r, c));
  return out;
}

struct Brute {
  std::map<Cells, unsigned> memo;
  unsigned grundy(const Cells& s) {
    if (auto it = memo.find(s); it != memo.end()) return it->second;
    std::set<unsigned> values;
    for (const Cells& o : options(s)) values.insert(grundy(o));
    unsigned g = 0;
    while (values.count(g)) ++g;
    return memo[s] = g;
  }
  bool is_p(const Cells& s) { return grundy(s) == 0; }
};

inline cgp::ChompPosition to_position(const Cells& s) {
  std::vector<int> rows;
  for (auto [r, c] : s) {
    if (static_cast<int>(rows.size()) <= r) rows.resize(r + 1, 0);
    ++rows[r];
  }
  return cgp::ChompPosition{rows};
}

inline Cells to_cells(const cgp::ChompPosition& p) {
  Cells s;
  for (int r = 0; r < static_cast<int>(p.rows.size()); ++r)
    for (int c = 0; c < p.rows[r]; ++c) s.insert({r, c});
  return s;
}

// Every down-closed set of cells of the box that contains the poison cell,
// found by testing all subsets of the box.
inline std::vector<Cells> diagrams(int rows, int cols) {
  std::vector<Cells> out;
  const int n = rows * cols;
  for (long mask = 0; mask < (1L << n); ++mask) {
    auto in = [&](int r, int c) { return (mask >> (r * cols + c)) & 1; };
    if (!in(0, 0)) continue;
    bool closed = true;
    Cells s;
    for (int r = 0; r < rows && closed; ++r)
      for (int c = 0; c < cols && closed; ++c)
        if (in(r, c)) {
          closed = (r == 0 || in(r - 1, c)) && (c == 0 || in(r, c - 1));
          s.insert({r, c});
        }
    if (closed) out.push_back(s);
  }
  return out;
}

// The options of s that are P, as positions.
inline std::set<cgp::ChompPosition> winning_moves(Brute& brute, const Cells& s) {
  std::set<cgp::ChompPosition> out;
  for (const Cells& o : options(s))
    if (brute.is_p(o)) out.insert(to_position(o));
  return out;
}

}  // namespace chomp_brute
