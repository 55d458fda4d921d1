// RecurrenceOracle: a state's value at a point from the state system's own
// recurrences, where the concrete engine cannot hold the position.
//
// Toads-and-Frogs strips are at most 64 squares (TfPosition::kMaxLength), and
// the guesser leaves longer points out. Far out in a band that is every point
// of some cells: B21 on d + 10 >= a + b + c, fitted with the band's slack e
// as a parameter, has cells with b, c and e all >= 12, whose least strip is
// 65 squares, so the fit could not cover them. The system's cases state
// each option as another state at affine arguments plus an integer, derived
// by the closure from the rules; applied recursively they reach positions
// the engine holds, or positions no option leaves, whatever the length.
//
// Untrusted like every input of the guess: the kernel checks each case
// against the rules before an induction step counts, so a wrong case costs
// a refuted conjecture, never a wrong theorem.
#pragma once

#include "families/state_system.h"
#include "prover/compiled_cases.h"
#include "symbolic/game_store.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <unordered_map>
#include <vector>

namespace cgp {

class RecurrenceOracle {
 public:
  // The engine's value of a state at a point (its parameters in order), or
  // nullopt where it cannot hold the position.
  using Concrete = std::function<std::optional<GameId>(std::size_t state, const RegionPoint& at)>;
  // Called with the number of positions evaluated by recurrence so far,
  // every kCheckEvery of them: a run's budget throws from here.
  using Check = std::function<void(std::size_t evaluated)>;
  static constexpr std::size_t kCheckEvery = 4096;

  // A query needs at most this many positions the memo does not have yet
  // (B21 at 126 squares reaches about 330,000 per state and length), and a
  // chain of options at most kMaxDepth long; beyond either the point is out
  // of reach, as beyond the engine's length, and the memo keeps what it has.
  static constexpr std::size_t kMaxNewPerQuery = 4'000'000;
  static constexpr std::size_t kMaxDepth = 20'000;
  // The memo is a cache: past this many positions (about 100 bytes each) it
  // is emptied before the next query, as the engine's table is between points.
  static constexpr std::size_t kMaxMemo = 8'000'000;

  // `sys` must outlive the oracle. Its cases' arguments and offsets must be
  // integral affine maps (the closure's are).
  RecurrenceOracle(GameStore& store, const StateSystem& sys, Concrete concrete, Check check = {});

  // The value of `state` at `at`; OracleOutOfReach (prover/guess.h) when no
  // case of a state holds a point on the way, the options cycle, or a limit
  // above is reached.
  GameId value(std::size_t state, const RegionPoint& at);

  std::size_t evaluated() const { return evaluated_; }

 private:
  struct KeyHash {
    std::size_t operator()(const std::vector<long>& k) const;
  };

  GameId recurse(std::size_t state, const RegionPoint& at, std::size_t depth);
  GameId option_value(const CompiledOption& o, const RegionPoint& at, std::size_t depth);

  GameStore& store_;
  const StateSystem& sys_;
  Concrete concrete_;
  Check check_;
  CompiledCases cases_;
  // Key: the point, then the state. A pending entry is on the current chain.
  std::unordered_map<std::vector<long>, GameId, KeyHash> memo_;
  std::vector<std::vector<long>> chain_;  // the pending keys, outermost first
  std::size_t evaluated_ = 0, new_in_query_ = 0;
};

}  // namespace cgp
