// For fixed (r, b) the partner is the least c >= max(b, 1) that no option of
// [c,b,r] kills. The options of [c,b,r] (c >= b >= r) are
//   top row at k < r:          [c,b,k]      P iff c = partner(k, b)
//   middle row at r <= k < b:  [c,k,r]      P iff c = partner(r, k)
//   middle row at k < r:       [c,k,k]      P iff c = partner(k, k)
//   poison row at b <= k < c:  [k,b,r]      P iff k = partner(r, b)
//   poison row at r <= k < b:  [k,k,r]      P iff partner(r, k) = k
//   poison row at 1 <= k < r:  [k,k,k]      P iff partner(k, k) = k
// The last two do not depend on c: when one is P every c is killed and b has
// no partner. The fourth makes every c above the partner an N-position, so
// the least c not killed by the first three is the partner. Rows are filled
// top row by top row, b ascending, so every entry used is already known.
#include "prover/chomp/three_row_table.h"

#include <algorithm>
#include <stdexcept>

namespace cgp {

ChompThreeRowTable::ChompThreeRowTable(int max_top, long max_b)
    : max_top_(max_top), max_b_(max_b) {
  if (max_top < 0 || max_b < max_top) throw std::invalid_argument("ChompThreeRowTable: bad bounds");
  partner_.assign(static_cast<std::size_t>(max_top) + 1, std::vector<long>(static_cast<std::size_t>(max_b) + 1, -1));
  std::vector<long> killed;
  for (long r = 0; r <= max_top; ++r) {
    auto& row = partner_[static_cast<std::size_t>(r)];
    auto at = [&](long top, long b) { return partner_[static_cast<std::size_t>(top)][static_cast<std::size_t>(b)]; };
    bool cube_below = false;  // some [k,k,k] with 1 <= k < r is P
    for (long k = 1; k < r; ++k) cube_below = cube_below || at(k, k) == k;
    bool square_below = false;  // some [k,k,r] with r <= k < b is P
    for (long b = r; b <= max_b; ++b) {
      if (b > r) square_below = square_below || row[static_cast<std::size_t>(b - 1)] == b - 1;
      if (cube_below || square_below) continue;
      killed.clear();
      for (long k = 0; k < r; ++k) killed.push_back(at(k, b));
      for (long k = r; k < b; ++k) killed.push_back(row[static_cast<std::size_t>(k)]);
      for (long k = 0; k < r; ++k) killed.push_back(at(k, k));
      std::sort(killed.begin(), killed.end());
      long c = std::max(b, 1L);
      for (long x : killed) {
        if (x < c) continue;
        if (x > c) break;
        ++c;
      }
      row[static_cast<std::size_t>(b)] = c;
    }
  }
}

std::optional<long> ChompThreeRowTable::partner(int top, long b) const {
  if (top < 0 || top > max_top_ || b < top || b > max_b_) throw std::out_of_range("ChompThreeRowTable::partner");
  const long c = partner_[static_cast<std::size_t>(top)][static_cast<std::size_t>(b)];
  if (c < 0) return std::nullopt;
  return c;
}

}  // namespace cgp
