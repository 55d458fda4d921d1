// TfEvaluator: the canonical value of a concrete Toads-and-Frogs position.
//
// Plain recursion, value = {values of Left options | values of Right options},
// memoised in a transposition table. The shortcuts of simplify.h (and the
// mirror symmetry below) only change how much is recomputed, never the
// answer; each can be switched off, and the tests compare every one of them
// against plain evaluation on all short strips.
#pragma once

#include "games/toads_frogs/position.h"
#include "games/toads_frogs/simplify.h"
#include "games/toads_frogs/table.h"
#include "symbolic/game_store.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

namespace cgp {

struct TfEvalOptions {
  TfShortcuts shortcuts;
  // Store a component and its mirror image (reversed, toads <-> frogs) once:
  // the mirror is the same game with the players exchanged, value -G.
  bool mirror = true;

  // Called every kCheckEvery table misses with their number so far: a front
  // end bounds a long evaluation here (time, memory) by throwing, and the
  // exception passes through the evaluator untouched.
  std::function<void(std::size_t expansions)> check;
  static constexpr std::size_t kCheckEvery = 4096;
  // Called before the table allocates `bytes` to grow, with the table
  // unchanged. The table doubles, and the old and the new arrays live side by
  // side while it rehashes: an 8 GiB table takes 24 GiB for a moment, a jump
  // that a check between expansions sees only after the machine ran out.
  std::function<void(std::size_t bytes)> before_growth;
  // The table is only a memo, so a full one need not end the run. This is
  // asked with the bytes the table's next doubling would take:
  //  - by value() called from outside (not from its own recursion), once the
  //    table holds at least clear_above_bytes: false empties the table, so
  //    the next point starts afresh with the memory given back;
  //  - inside an evaluation, each time the table would have to grow: false
  //    keeps the table at its size, and a new position takes the slot of an
  //    old one (TfTable::insert_without_growth), as a chess engine's
  //    transposition table does. One evaluation a little larger than the
  //    budget's table then goes on with a memo that forgets, instead of
  //    ending. Forgetting costs little while the evaluation needs at most
  //    about 1.3 times the table, and the time explodes beyond twice (a
  //    table of 3/4 of the positions took 1.7 times the expansions, of half
  //    of them 220 times), so one outside call evicts at most as many
  //    positions as the table has slots; then the table asks to grow.
  // before_growth is called only when the table does grow.
  std::function<bool(std::size_t growth_bytes)> room_to_grow;
  std::size_t clear_above_bytes = std::size_t{64} << 20;

  // No shortcut at all: the reference evaluation of the tests.
  static TfEvalOptions plain() {
    TfEvalOptions o;
    o.shortcuts = {false, false, false};
    o.mirror = false;
    return o;
  }
};

// Work counters, for the bench and for finding where time goes.
struct TfEvalStats {
  std::size_t values = 0;      // value() calls (positions normalised)
  std::size_t lookups = 0;     // component table lookups
  std::size_t expansions = 0;  // table misses: options generated, store.make called
  std::size_t table_clears = 0;  // tables emptied for room (room_to_grow)
  std::size_t table_evictions = 0;  // positions memoised without growth, evicting another or not stored
};

class TfEvaluator {
 public:
  explicit TfEvaluator(TfEvalOptions options = {}, GameStore& store = GameStore::instance());

  GameId value(const TfPosition& p);

  GameStore& store() { return store_; }
  const TfEvalOptions& options() const { return options_; }
  // Number of positions (components, when shortcuts are on) memoised so far.
  std::size_t table_size() const { return table_.size(); }
  const TfEvalStats& stats() const { return stats_; }

 private:
  // The position stored in the table for c: c or its mirror, whichever has
  // the smaller key when the mirror shortcut is on.
  struct Representative {
    TfPosition position;
    bool negated;
  };
  Representative representative(const TfPosition& c) const;
  // Value of one component as normalise() leaves it.
  GameId component_value(const TfPosition& c);
  // The recursive definition, on a table miss.
  GameId expand(const TfPosition& c);
  // Stores c's value: growing the table, or in place of another position
  // when room_to_grow says there is no room.
  void memoise(const TfPosition& c, GameId g);
  GameId integer(long n);
  // Empties the table when room_to_grow says so (at depth 0 only).
  void make_room();

  TfEvalOptions options_;
  GameStore& store_;
  TfTable table_;
  TfEvalStats stats_;
  int depth_ = 0;  // value() calls on the stack
  // Set when room_to_grow said no during this outside call, to the evictions
  // still allowed: asked once, not at every insert (it reads the process's
  // memory), since memory does not come back inside an evaluation.
  std::optional<std::size_t> evictions_left_;
  static constexpr long kSmallIntegers = 256;
  std::vector<GameId> small_integers_;  // ids of -256 .. 256, made on first use
};

}  // namespace cgp
