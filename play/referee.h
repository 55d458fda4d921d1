// The referee plays one game between two contestants and owns its rules:
// legality, the forced last bite, forfeits.
#pragma once

#include <cstdint>

#include "play/contestant.h"
#include "play/game_record.h"

namespace cgp::play {

// Plays `board` with `first` to move. The player left with the poison cell
// alone must eat it (the referee plays that bite for it, [1,1], and records
// it); eating the poison cell earlier is legal and loses at once. A forfeit
// (a contestant's own, or an illegal cell) ends the game, the other player
// winning. Both contestants get end_game afterwards. Each contestant's
// random choices are seeded from `seed`.
GameRecord referee_game(Contestant& first, Contestant& second, const ChompPosition& board, std::uint64_t seed,
                        int game_number);

// Well-mixed 64-bit seeds derived from one (splitmix64), so that game k of a
// run has the same seed whichever thread plays it.
std::uint64_t derived_seed(std::uint64_t seed, std::uint64_t k);

}  // namespace cgp::play
