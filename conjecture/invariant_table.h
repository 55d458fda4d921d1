// Objects with named numeric invariants: the input of the conjecturer. A
// column per invariant, one value per object, so that expressions are
// evaluated over all objects at once.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace cgp::conjecture {

struct InvariantTable {
  std::vector<std::string> names;             // one per invariant, distinct
  std::vector<std::string> objects;           // one label per object
  std::vector<std::vector<double>> columns;   // columns[invariant][object]
  // The exact values where a double rounds: exact[invariant] is empty when
  // every value of the column is exactly its double (integers below 2^53,
  // halves, ...), else one rational per object. Missing trailing entries
  // count as empty.
  std::vector<std::vector<mpq_class>> exact = {};

  std::size_t object_count() const { return objects.size(); }
  std::optional<std::size_t> index_of(std::string_view name) const;
};

struct TableError {
  std::string message;  // one line, names the offending row, column or cell
};

// A header line of invariant names separated by tabs, then one object a
// line, a number in each column (integers, decimals, exponents). Objects are
// labelled by their data line, from 1. Empty lines are skipped. Each number
// is kept as the nearest double and, where that rounds (0.1, 2^53 + 1), as
// the exact rational its decimal text denotes.
std::variant<InvariantTable, TableError> invariant_table_from_tsv(std::string_view text);
std::variant<InvariantTable, TableError> invariant_table_read_tsv(const std::string& path);

}  // namespace cgp::conjecture
