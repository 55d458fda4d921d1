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
  // The table is only a memo, so a full one may be emptied instead of ending
  // the run: value(), called from outside (not from its own recursion), asks
  // this with the bytes the table's next doubling would take once the table
  // holds at least clear_above_bytes, and empties the table when the answer
  // is false. Only there, so that one evaluation is never starved of its memo.
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
  GameId integer(long n);
  // Empties the table when room_to_grow says so (at depth 0 only).
  void make_room();

  TfEvalOptions options_;
  GameStore& store_;
  TfTable table_;
  TfEvalStats stats_;
  int depth_ = 0;  // value() calls on the stack
  static constexpr long kSmallIntegers = 256;
  std::vector<GameId> small_integers_;  // ids of -256 .. 256, made on first use
};

}  // namespace cgp
