// Thermographs of canonical short games (Winning Ways ch. 6; Siegel, CGT
// II.5; CGSuite's Thermograph): the left and right walls L_t(G), R_t(G) for
// temperatures t >= -1, the mast above the temperature, and the mean.
//
//   a number x:     both walls are x. Its temperature follows CGSuite: -1/2^k
//                   for x = m/2^k in lowest terms (-1 for an integer).
//   otherwise:      L~_t = max over G^L of R_t(G^L) - t,
//                   R~_t = min over G^R of L_t(G^R) + t;
//                   the temperature t(G) is the least t >= -1 with L~_t <= R~_t,
//                   the mean m(G) = L~ at t(G); below t(G) the walls are L~ and
//                   R~, above it both are the mast m(G).
// Infinitesimals have temperature 0, and L_0(G), R_0(G) are G's stops.
#pragma once

#include "symbolic/game_store.h"
#include "symbolic/trajectory.h"

#include <unordered_map>

namespace cgp {

struct Thermograph {
  Trajectory left, right;  // the walls, each masted at `temperature`
  Dyadic temperature;
  Dyadic mean;
  bool is_number = false;
};

// Memoises the thermographs of the games it has seen (ids of one store).
class ThermographCalculator {
 public:
  explicit ThermographCalculator(GameStore& store) : store_(store) {}
  const Thermograph& thermograph_of(GameId g);

 private:
  GameStore& store_;
  std::unordered_map<GameId, Thermograph> cache_;
};

}  // namespace cgp
