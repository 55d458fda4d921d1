// The built-in Chomp players, one factory per family, and the pieces they
// share. make_chomp_player (chomp_player.cpp) is the public way to get one.
#pragma once

#include <cstdint>
#include <memory>
#include <random>
#include <span>
#include <vector>

#include "games/chomp/chomp_player.h"

namespace cgp {

std::unique_ptr<ChompPlayer> make_chomp_random_player(std::uint64_t seed);
std::unique_ptr<ChompPlayer> make_chomp_greedy_player();
std::unique_ptr<ChompPlayer> make_chomp_two_rows_player();
std::unique_ptr<ChompPlayer> make_chomp_optimal_player();
std::unique_ptr<ChompPlayer> make_chomp_human_player(std::uint64_t seed);
std::unique_ptr<ChompPlayer> make_chomp_pattern_player(std::uint64_t seed, std::vector<ChompPosition> known_p);

// A uniformly random cell of p other than the poison cell (the poison cell
// when it is the only one). `rng() % n` rather than a std distribution: the
// sequence is then the same with every standard library.
ChompMove chomp_random_move(const ChompPosition& p, std::mt19937_64& rng, std::string reason);

// True when some move of `rows` leaves a position that a classical rule
// (chomp_explain.h: poison, two rows, two columns, equal L) shows to be P:
// a win any player who knows the rules sees. O(rows + columns), from the
// shape of the rows rather than by trying every move.
bool chomp_has_classical_p_option(std::span<const int> rows);

// chomp_smallest_p_positions(kDefaultPatternCount), computed once.
const std::vector<ChompPosition>& chomp_default_known_p_positions();

}  // namespace cgp
