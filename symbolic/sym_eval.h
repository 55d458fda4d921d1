// Piecewise evaluation of symbolic games over a region: the canonical value,
// and the relation between two games, as lists of disjoint regions that cover
// the input region, each with one answer valid at every point of it.
//
// How: run CanonEngine<SymbolicDomain> on the whole region; when a sign
// question has different answers in different parts (SplitNeeded), split the
// region there and run again on each part. Pieces with the same answer are
// merged; pieces are ordered by their least point, so output is stable.
#pragma once

#include "symbolic/game_store.h"
#include "symbolic/region.h"
#include "symbolic/sym_game.h"

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace cgp {

struct SymPiece {
  Region where;
  SymGame value;  // canonical at every point of `where`
};

struct RelationPiece {
  Region where;
  Relation relation;  // of the first game to the second
};

// Too many pieces: the evaluation gives up rather than run away.
struct PieceLimit : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline constexpr std::size_t kMaxPieces = 4096;

// Throws UnsupportedNumber (number_domain.h) or PieceLimit.
std::vector<SymPiece> sym_canonical(const SymGame& g, const Region& where);
std::vector<RelationPiece> sym_compare(const SymGame& g, const SymGame& h, const Region& where);

// g = h at every point of `where` (sym_compare says Equal on all of it).
bool sym_equal_everywhere(const SymGame& g, const SymGame& h, const Region& where);

}  // namespace cgp
