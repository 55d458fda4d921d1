// Hashing with a tolerance: each value is rounded to 30 bits of mantissa
// (about 1e-9 relative) before hashing. Two equal vectors whose values
// straddle a rounding boundary hash apart and are both kept: a harmless
// duplicate (the later one can never be significant).
#include "conjecture/expression_store.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace cgp::conjecture {
namespace {

inline std::uint64_t rounded_bits(double v) {
  v += 0.0;  // -0 and +0 alike
  std::uint64_t b;
  std::memcpy(&b, &v, sizeof b);
  return (b + (std::uint64_t{1} << 21)) >> 22;
}

}  // namespace

ExpressionStore::ExpressionStore(std::size_t objects, std::size_t max_bytes) : n_(objects) {
  const std::size_t per = 8 * objects + sizeof(StoredExpression) + 16;
  capacity_ = std::max<std::size_t>(1, max_bytes / per);  // the limit holds even for huge tables
  capacity_ = std::min<std::size_t>(capacity_, std::size_t{1} << 31);
  // Reserved once, so that value pointers stay valid while a level is
  // appended; untouched pages cost no memory.
  nodes_.reserve(capacity_);
  values_.reserve(capacity_ * n_);
  slots_.assign(1024, 0);
}

std::uint64_t ExpressionStore::hash(const double* values) const {
  // Four independent lanes: a single multiply chain would cost its latency per value.
  constexpr std::uint64_t k = 0x9E3779B97F4A7C15ULL;
  std::uint64_t h[4] = {1, 2, 3, 4};
  std::size_t i = 0;
  for (; i + 4 <= n_; i += 4)
    for (int l = 0; l < 4; ++l) h[l] = (h[l] ^ rounded_bits(values[i + l])) * k;
  for (; i < n_; ++i) h[0] = (h[0] ^ rounded_bits(values[i])) * k;
  std::uint64_t r = h[0] ^ (h[1] * 31) ^ (h[2] * 131) ^ (h[3] * 1031);
  r ^= r >> 29;
  return r ? r : 1;  // 0 marks an empty slot
}

bool ExpressionStore::contains(std::uint64_t h) const {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t s = h & mask; slots_[s]; s = (s + 1) & mask)
    if (slots_[s] == h) return true;
  return false;
}

void ExpressionStore::grow_slots() {
  std::vector<std::uint64_t> old = std::move(slots_);
  slots_.assign(old.size() * 2, 0);
  const std::size_t mask = slots_.size() - 1;
  for (std::uint64_t h : old) {
    if (!h) continue;
    std::size_t s = h & mask;
    while (slots_[s]) s = (s + 1) & mask;
    slots_[s] = h;
  }
}

bool ExpressionStore::add(const StoredExpression& node, const double* v, std::uint64_t h) {
  if (full()) return false;
  std::size_t mask = slots_.size() - 1, s = h & mask;
  for (; slots_[s]; s = (s + 1) & mask)
    if (slots_[s] == h) return false;
  nodes_.push_back(node);
  values_.insert(values_.end(), v, v + n_);
  slots_[s] = h;
  if (2 * nodes_.size() > slots_.size()) grow_slots();
  return true;
}
Expression ExpressionStore::expression(std::uint32_t i, const std::vector<std::string>& names) const {
  return expression(nodes_[i], names);
}

Expression ExpressionStore::expression(const StoredExpression& e, const std::vector<std::string>& names) const {
  if (e.op == Operator::Invariant) return Expression::invariant(names[e.left]);
  if (operator_is_unary(e.op)) return Expression::unary(e.op, expression(e.left, names));
  return Expression::binary(e.op, expression(e.left, names), expression(e.right, names));
}

}  // namespace cgp::conjecture
