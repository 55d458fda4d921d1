#include "games/toads_frogs/moves.h"

namespace cgp {

namespace {
std::vector<TfPosition> collect(const TfPosition& p, Side side) {
  std::vector<TfPosition> out;
  for_each_option(p, side, [&](const TfPosition& q) { out.push_back(q); });
  return out;
}
}  // namespace

std::vector<TfPosition> left_options(const TfPosition& p) { return collect(p, Side::Left); }
std::vector<TfPosition> right_options(const TfPosition& p) { return collect(p, Side::Right); }

}  // namespace cgp
