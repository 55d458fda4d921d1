// The paper's section 4 and 5: a theory of P-positions. The examples are
// P-positions; the stored N-positions are the options of the first examples
// (every option of a P-position is N), and a bound true on all of them says
// nothing about P-positions, so it is not stored. Each conjecture is checked
// on every P-position of a box; with refinement, the smallest counterexample
// of each failing conjecture joins the examples and the run starts again.
#pragma once

#include <functional>
#include <string>
#include <variant>
#include <vector>

#include "conjecture/chomp_box_check.h"
#include "conjecture/dalmatian.h"
#include "games/chomp/chomp_position.h"

namespace cgp::conjecture {

// The paper's first P-positions: [2,1], [1], [5,1,1,1,1], [3,2], [7,6].
std::vector<ChompPosition> chomp_paper_p_positions();

struct ChompTheoryOptions {
  DalmatianOptions dalmatian;  // target, sense, invariants (default: all Chomp invariants), operators, limits
  std::vector<ChompPosition> examples;
  bool p_theory = true;        // false: examples are any positions, no N-position filter, box scope all positions
  int refine = 0;              // rounds of counterexamples to add
  int box_rows = 10, box_cols = 10;
  // Called as each round starts (round from 1), to report long runs.
  std::function<void(int round, std::size_t examples)> on_round;
};

struct ChompTheoryRound {
  std::vector<ChompPosition> examples;
  DalmatianResult result;
  std::vector<BoxCheck> checks;                 // one per conjecture of result
  std::vector<ChompPosition> added;      // counterexamples added for the next round
};

struct ChompTheoryResult {
  std::vector<ChompTheoryRound> rounds;
  std::vector<ChompPosition> non_examples;  // the stored N-positions (P-theory)
  int box_rows = 0, box_cols = 0;
  BoxScope scope = BoxScope::PPositions;
  std::uint64_t box_positions = 0;
  bool refined_to_truth = false;  // the last round's conjectures all hold on the box
  // For lower bounds of number_of_cookies: the P-positions of the box where
  // the last round's true bounds together do not imply the paper's
  // conjecture 14, n >= 2c - 1. Empty when they imply it everywhere.
  bool conjecture_14_checked = false;
  std::vector<ChompPosition> conjecture_14_not_implied;
  double seconds = 0;
};

struct ChompTheoryError {
  std::string message;  // one line
};

std::variant<ChompTheoryResult, ChompTheoryError> chomp_theory(const ChompTheoryOptions& options,
                                                               const ChompTableProgress& progress = {});

// number_of_cookies >= 2*number_of_columns - 1 (conjecture 14, Theorem 4.1).
Expression chomp_conjecture_14_bound();

}  // namespace cgp::conjecture
