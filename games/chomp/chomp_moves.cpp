#include "games/chomp/chomp_moves.h"

namespace cgp {

std::vector<ChompPosition> chomp_moves(const ChompPosition& p) {
  std::vector<ChompPosition> out;
  std::vector<int> scratch;
  for_each_chomp(p.rows, scratch, [&](std::size_t, int, std::span<const int> result) {
    out.push_back(ChompPosition{{result.begin(), result.end()}});
    return true;
  });
  return out;
}

}  // namespace cgp
