// The expressions enumerated so far, each with its vector of values over all
// objects (column-wise evaluation). Two expressions with equal vectors are
// one: only the first, which is the simplest in the enumeration order, is
// kept. Vectors are recognised by a 64-bit hash of their values rounded to
// about 1e-9 relative: comparing the vectors themselves would cost a cache
// miss per candidate, and most candidates are duplicates. Two different
// vectors with one hash (about one chance in 2^64 / stored^2) would drop the
// later expression, never make a false conjecture.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "conjecture/expression.h"
#include "conjecture/operators.h"

namespace cgp::conjecture {

// One operator over stored children; a leaf's `left` is its invariant's
// index in the list of offered invariants.
struct StoredExpression {
  Operator op = Operator::Invariant;
  std::uint8_t complexity = 1;
  std::uint32_t left = 0, right = 0;
};

class ExpressionStore {
 public:
  // Holds at most about max_bytes of values, nodes and hash slots.
  ExpressionStore(std::size_t objects, std::size_t max_bytes);

  std::size_t objects() const { return n_; }
  std::size_t size() const { return nodes_.size(); }
  bool full() const { return nodes_.size() >= capacity_; }
  const StoredExpression& node(std::uint32_t i) const { return nodes_[i]; }
  const double* values(std::uint32_t i) const { return values_.data() + std::size_t{i} * n_; }

  // The hash of a vector: equal vectors (up to rounding, see
  // expression_store.cpp) have equal hashes.
  std::uint64_t hash(const double* values) const;
  // True when a vector with this hash is stored.
  bool contains(std::uint64_t hash) const;
  // Stores it unless a vector with the same hash is stored or the store is full.
  bool add(const StoredExpression& node, const double* values, std::uint64_t hash);

  // The tree of a stored expression, or of a candidate over stored children.
  Expression expression(std::uint32_t i, const std::vector<std::string>& invariant_names) const;
  Expression expression(const StoredExpression& e, const std::vector<std::string>& invariant_names) const;

 private:
  void grow_slots();

  std::size_t n_, capacity_;
  std::vector<StoredExpression> nodes_;
  std::vector<double> values_;
  std::vector<std::uint64_t> slots_;  // hashes, 0 for empty; a power of two in size
};

}  // namespace cgp::conjecture
