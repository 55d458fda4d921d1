// The P-position map of 3-row Chomp drawn: middle row b across, poison row c
// upwards, one dot per P-position [c,b,r], coloured by the top row r.
#pragma once

#include "play/chomp_pmap.h"

#include <string>

namespace cgp::play {

std::string chomp_pmap_svg(const ChompPMap& map);

}  // namespace cgp::play
