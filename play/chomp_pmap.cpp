#include "play/chomp_pmap.h"

#include "games/chomp/chomp_table.h"

#include <fmt/core.h>

#include <algorithm>
#include <tuple>

namespace cgp::play {

int chomp_pmap_default_b_max(int top_max) { return std::max(20, 3 * top_max); }
int chomp_pmap_default_c_max(int top_max, int b_max) { return b_max + std::max(10, top_max); }

std::variant<ChompPMap, std::string> chomp_pmap(int top_max, int b_max, int c_max) {
  if (top_max < 0 || top_max > kPMapMaxTop)
    return fmt::format("top row bound {} is outside 0..{}", top_max, kPMapMaxTop);
  if (b_max < top_max || b_max > kPMapMaxSide)
    return fmt::format("middle row bound {} is outside {}..{} (at least the top row bound)", b_max, top_max,
                       kPMapMaxSide);
  if (c_max < std::max(b_max, 1) || c_max > kPMapMaxSide)
    return fmt::format("poison row bound {} is outside {}..{} (at least the middle row bound)", c_max,
                       std::max(b_max, 1), kPMapMaxSide);
  ChompPosition shape{{c_max}};
  if (b_max > 0) shape.rows.push_back(b_max);
  if (top_max > 0) shape.rows.push_back(top_max);
  auto built = ChompTable::build(shape);
  if (auto* err = std::get_if<ChompTableError>(&built)) return err->message;
  ChompPMap map{top_max, b_max, c_max, {}};
  std::get<ChompTable>(built).for_each_p([&](std::span<const int> rows) {
    const int b = rows.size() > 1 ? rows[1] : 0, top = rows.size() > 2 ? rows[2] : 0;
    map.points.push_back({top, b, rows[0]});
  });
  std::sort(map.points.begin(), map.points.end(), [](const ChompPMapPoint& x, const ChompPMapPoint& y) {
    return std::tie(x.top, x.b, x.c) < std::tie(y.top, y.b, y.c);
  });
  return map;
}

}  // namespace cgp::play
