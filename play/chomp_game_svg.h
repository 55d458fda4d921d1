// A replayed Chomp game drawn move by move: one small board per move, the
// cookies the move bites pale, captioned with the player, the cell and the
// table's verdict (`chomp replay --svg`).
#pragma once

#include "play/replay.h"

#include <string>

namespace cgp::play {

std::string chomp_replay_svg(const Replay& replay);

}  // namespace cgp::play
