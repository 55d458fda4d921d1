#include "games/toads_frogs/evaluator.h"

#include "games/toads_frogs/moves.h"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

namespace cgp {

TfEvaluator::TfEvaluator(TfEvalOptions options, GameStore& store)
    : options_(options), store_(store), small_integers_(2 * kSmallIntegers + 1, kNoGame) {}

void TfEvaluator::make_room() {
  const std::size_t bytes = table_.bytes();
  if (!options_.room_to_grow || bytes < options_.clear_above_bytes || options_.room_to_grow(2 * bytes)) return;
  table_.clear();
  ++stats_.table_clears;
}

GameId TfEvaluator::value(const TfPosition& p) {
  if (depth_ == 0) {
    evictions_left_.reset();
    make_room();
  }
  struct Depth {  // restored on the way out, exceptions included
    int& depth;
    explicit Depth(int& counter) : depth(counter) { ++depth; }
    ~Depth() { --depth; }
  } on_stack(depth_);
  ++stats_.values;
  std::array<GameId, TfPosition::kMaxLength> parts;  // at most one component per square
  std::size_t count = 0;
  const long offset = for_each_component(p, options_.shortcuts, [&](const TfPosition& c) {
    parts[count++] = component_value(c);
  });
  if (count == 0) return integer(offset);
  // Sort so that equal sums are built in the same order and hit the store's
  // add cache; the value does not depend on the order.
  std::sort(parts.begin(), parts.begin() + count);
  GameId sum = parts[0];
  for (std::size_t i = 1; i < count; ++i) sum = store_.add(sum, parts[i]);
  return offset == 0 ? sum : store_.add(sum, integer(offset));
}

GameId TfEvaluator::integer(long n) {
  // Offsets are small and frequent; the store's number lookup hashes a Dyadic.
  const long index = n + kSmallIntegers;
  if (index < 0 || index >= static_cast<long>(small_integers_.size())) return store_.integer(n);
  GameId& id = small_integers_[static_cast<std::size_t>(index)];
  if (id == kNoGame) id = store_.integer(n);
  return id;
}

TfEvaluator::Representative TfEvaluator::representative(const TfPosition& c) const {
  if (options_.mirror) {
    const TfPosition m = c.mirror();
    if (m.key() < c.key()) return {m, true};
  }
  return {c, false};
}

GameId TfEvaluator::component_value(const TfPosition& c) {
  ++stats_.lookups;
  const Representative r = representative(c);
  GameId g;
  if (const auto hit = table_.find(r.position)) {
    g = *hit;
  } else {
    g = expand(r.position);
    memoise(r.position, g);
  }
  return r.negated ? store_.neg(g) : g;
}

void TfEvaluator::memoise(const TfPosition& p, GameId g) {
  const std::size_t bytes = table_.growth_bytes(p);
  if (bytes != 0 && options_.room_to_grow) {
    if (!evictions_left_ && !options_.room_to_grow(bytes)) evictions_left_ = table_.slots();
    if (evictions_left_ && *evictions_left_ > 0) {
      --*evictions_left_;
      ++stats_.table_evictions;
      table_.insert_without_growth(p, g);
      return;
    }
  }
  if (bytes != 0 && options_.before_growth) options_.before_growth(bytes);
  table_.insert(p, g);
}

GameId TfEvaluator::expand(const TfPosition& c) {
  ++stats_.expansions;
  if (options_.check && stats_.expansions % TfEvalOptions::kCheckEvery == 0) options_.check(stats_.expansions);
  std::vector<GameId> left, right;
  // At most one option per piece: reserve once instead of regrowing.
  left.reserve(std::popcount(c.toads()));
  right.reserve(std::popcount(c.frogs()));
  for_each_option(c, Side::Left, [&](const TfPosition& q) { left.push_back(value(q)); });
  for_each_option(c, Side::Right, [&](const TfPosition& q) { right.push_back(value(q)); });
  return store_.make(std::move(left), std::move(right));
}

}  // namespace cgp
