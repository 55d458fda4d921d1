// GameStore: outcome classes and stops.
#include "symbolic/game_store.h"

namespace cgp {

Outcome GameStore::outcome(GameId g) {
  const bool ge = leq(zero_, g), le = leq(g, zero_);
  if (ge && le) return Outcome::P;
  if (ge) return Outcome::L;
  if (le) return Outcome::R;
  return Outcome::N;
}

const Dyadic& GameStore::left_stop(GameId g) { return stops(g).left; }
const Dyadic& GameStore::right_stop(GameId g) { return stops(g).right; }

// LS(G) = max RS(G^L), RS(G) = min LS(G^R); a number-up-star value x + ... has
// both stops x. Canonical non-number forms have options on both sides.
const GameStore::StopPair& GameStore::stops(GameId g) {
  if (auto it = stops_cache_.find(g); it != stops_cache_.end()) return it->second;
  StopPair s;
  if (auto v = up_star_value(g)) {
    s = StopPair{v->number, v->number};
  } else {
    const auto copy = [](std::span<const GameId> o) { return std::vector<GameId>(o.begin(), o.end()); };
    const std::vector<GameId> gl = copy(left_options(g)), gr = copy(right_options(g));
    bool first = true;
    for (GameId o : gl) {
      Dyadic v = stops(o).right;
      if (first || v > s.left) s.left = v;
      first = false;
    }
    first = true;
    for (GameId o : gr) {
      Dyadic v = stops(o).left;
      if (first || v < s.right) s.right = v;
      first = false;
    }
  }
  return stops_cache_.emplace(g, std::move(s)).first->second;
}

}  // namespace cgp
