// A thermograph drawn as in Winning Ways: value on the horizontal axis with
// larger values to the LEFT (Left's side), temperature upwards from t = -1;
// the left wall, the right wall and the mast above the temperature.
#pragma once

#include "symbolic/thermograph.h"

#include <string>

namespace cgp::play {

// `caption` names the game (e.g. its value in CGSuite notation).
std::string thermograph_svg(const Thermograph& th, const std::string& caption);

}  // namespace cgp::play
