// Grundy values, outcomes and winning moves of concrete Chomp positions.
#pragma once

#include <cstddef>
#include <span>
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "games/chomp/chomp_position.h"

namespace cgp {

enum class ChompOutcome { P, N };  // P: the player to move loses (Grundy value 0)

// Memoising solver; reuse one instance across queries to share the tables.
// Every query throws std::invalid_argument when chomp_is_valid(p) is false.
class ChompSolver {
 public:
  unsigned grundy(const ChompPosition& p);
  // P iff no option is P. Stops at the first P option, so this is much cheaper
  // than grundy(p) == 0 and keeps a table of its own.
  bool is_p(const ChompPosition& p);
  ChompOutcome outcome(const ChompPosition& p) { return is_p(p) ? ChompOutcome::P : ChompOutcome::N; }
  // The options that are P positions, in chomp_moves order (empty iff p is P).
  std::vector<ChompPosition> winning_moves(const ChompPosition& p);

  std::size_t cached_grundy() const { return grundy_.size(); }
  std::size_t cached_outcomes() const { return p_.size(); }

  // Called every kCheckEvery positions tabulated with their number so far: a
  // front end bounds a long run here (time, memory) by throwing, and the
  // exception passes through the solver untouched.
  std::function<void(std::size_t positions)> check;
  static constexpr std::size_t kCheckEvery = 4096;

 private:
  unsigned grundy_of(std::span<const int> rows);
  bool is_p_of(std::span<const int> rows);

  // Keys are the row lengths as base-128 varints: one byte per row for rows
  // shorter than 128, so boards up to 15 rows stay in the short-string buffer.
  std::unordered_map<std::string, unsigned> grundy_;
  std::unordered_map<std::string, bool> p_;
};

std::string to_string(ChompOutcome o);

}  // namespace cgp
