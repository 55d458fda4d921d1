// The Dalmatian conjecturer: bounds of one invariant (the target) in terms
// of the others, streamed from the enumeration by complexity through the
// truth and significance tests (conjecture_set.h), until every example has
// an exact bound, the time limit, or the complexity limit.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "conjecture/conjecture_set.h"
#include "conjecture/invariant_table.h"
#include "conjecture/operators.h"

namespace cgp::conjecture {

struct DalmatianOptions {
  std::string target;
  BoundSense sense = BoundSense::Upper;
  // The invariants a bound may use, in order of preference; empty: every
  // invariant of the table but the target. The target is never offered.
  std::vector<std::string> invariants;
  OperatorSet operators;
  int max_complexity = 7;
  double seconds = 5;
  std::size_t max_store_bytes = std::size_t{64} << 20;
  // Objects a bound should fail on (P-theory: the stored N-positions). When
  // given, a bound true on all of them is uninformative and is not stored.
  // Same invariant columns as the examples' table.
  const InvariantTable* non_examples = nullptr;
  // The Dalmatian stop rule; off only to time a whole enumeration (bench/).
  bool stop_when_every_example_exact = true;
};

enum class DalmatianStop { EveryExampleExact, TimeLimit, ComplexityLimit };

struct AcceptedBound {
  Expression bound;
  bool removed = false;  // later found no longer significant
  bool exact = false;    // its truth and significance were decided in exact rationals
};

struct DalmatianResult {
  std::string target;
  BoundSense sense = BoundSense::Upper;
  std::vector<Conjecture> conjectures;    // the theory, in the order found
  std::vector<std::vector<std::size_t>> exact_on;  // per conjecture, the examples where it is exact
  std::vector<AcceptedBound> accepted;    // every bound that passed the tests, in order
  std::uint64_t expressions_evaluated = 0;
  std::uint64_t uninformative = 0;       // true and significant, but also true on every non-example
  // Passed the double tests, failed the exact ones (or undefined exactly):
  // the cases where rounding or the tolerance would have accepted a false
  // or insignificant bound.
  std::uint64_t exact_rejected = 0;
  int complete_through = 0;               // every expression up to this complexity was tried
  DalmatianStop stop = DalmatianStop::ComplexityLimit;
  double seconds = 0;
};

struct DalmatianError {
  std::string message;  // one line: an unknown invariant, a target not in the table, ...
};

std::variant<DalmatianResult, DalmatianError> dalmatian_conjecture(const InvariantTable& examples,
                                                                   const DalmatianOptions& options);

std::string to_string(BoundSense s);          // "upper", "lower"
std::string relation_symbol(BoundSense s);    // "<=", ">="
std::string to_string(DalmatianStop s);

}  // namespace cgp::conjecture
