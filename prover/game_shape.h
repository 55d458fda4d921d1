// The SHAPE of a canonical game: its tree with the number parts of its leaves
// abstracted into slots. A leaf is x + n.^ + *m (GameStore's up-star values,
// numbers included); the shape keeps n, m and the option structure, x becomes
// a slot. Games of one shape at many parameter points can then be fitted slot
// by slot ({a-1|1} at a = 3, 4, 5 are {2|1}, {3|1}, {4|1}: one shape {#|#}).
//
// Options at each node are ordered by (shape, slot values), not by GameId, so
// the order does not depend on the order in which the store interned games.
#pragma once

#include "symbolic/dyadic.h"
#include "symbolic/game_store.h"
#include "symbolic/sym_game.h"

#include <string>
#include <vector>

namespace cgp {

struct GameShape {
  std::string key;            // e.g. "{{#|#}|#*1}": equal keys, same structure
  std::vector<Dyadic> slots;  // number parts of the leaves, depth-first, left options first
  SymGame tree;               // the game itself, leaves in slot order
};

GameShape game_shape(GameStore& store, GameId g);

// `shape.tree` with its slots replaced, in order, by `numbers`
// (numbers.size() == shape.slots.size()).
SymGame shape_fill(const SymGame& tree, const std::vector<Affine>& numbers);

}  // namespace cgp
