// GameStore: node table, interning by canonical options, number nodes.
#include "symbolic/game_store.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

namespace cgp {

const char* outcome_name(Outcome o) {
  switch (o) {
    case Outcome::L: return "L";
    case Outcome::R: return "R";
    case Outcome::P: return "P";
    case Outcome::N: return "N";
  }
  return "?";
}

const char* relation_symbol(Relation r) {
  switch (r) {
    case Relation::Equal: return "=";
    case Relation::Less: return "<";
    case Relation::Greater: return ">";
    case Relation::Fuzzy: return "||";
  }
  return "?";
}

GameStore& GameStore::instance() {
  static GameStore store;
  return store;
}

GameStore::GameStore() {
  option_table_.assign(std::size_t{1} << 12, kNoGame);
  zero_ = number(Dyadic(0));
}

GameId GameStore::number(const Dyadic& x) {
  auto it = number_ids_.find(x);
  if (it != number_ids_.end()) return it->second;
  const auto id = static_cast<GameId>(nodes_.size());
  numbers_.push_back(x);
  Node n{Kind::Number, false, static_cast<std::uint32_t>(numbers_.size() - 1), 0, 0, 0, 0, {}};
  // A double holds a dyadic exactly when its numerator has at most 53 bits.
  n.stops.exact = fmpz_bits(x.numerator()) <= 53 && x.exponent() < 1000;
  if (n.stops.exact)
    n.stops.left = n.stops.right =
        std::ldexp(fmpz_get_d(x.numerator()), -static_cast<int>(x.exponent()));
  nodes_.push_back(n);
  number_ids_.emplace(x, id);
  return id;
}

const Dyadic& GameStore::number_value(GameId g) const {
  const Node& n = nodes_[g];
  if (n.kind == Kind::Number) return numbers_[n.value];
  throw std::logic_error("GameStore::number_value: not a number");
}

std::optional<UpStar> GameStore::up_star_value(GameId g) const {
  const Node& n = nodes_[g];
  if (n.kind == Kind::Number) return UpStar{numbers_[n.value], 0, 0};
  if (n.kind == Kind::UpStar) return up_stars_[n.value];
  return std::nullopt;
}

std::span<const GameId> GameStore::left_options(GameId g) {
  if (!nodes_[g].options_ready) make_number_options(g);
  const Node& n = nodes_[g];
  return {pool_.data() + n.left_begin, n.left_count};
}

std::span<const GameId> GameStore::right_options(GameId g) {
  if (!nodes_[g].options_ready) make_number_options(g);
  const Node& n = nodes_[g];
  return {pool_.data() + n.right_begin, n.right_count};
}

// The canonical form of a number, one level deep: n = {n-1 | } for n > 0,
// -n = { | -n+1}, and p/2^k = {(p-1)/2^k | (p+1)/2^k} for odd p, k >= 1.
void GameStore::make_number_options(GameId g) {
  const Dyadic x = numbers_[nodes_[g].value];
  std::vector<GameId> left, right;
  if (x.is_integer()) {
    if (x.sign() > 0) left.push_back(number(x - Dyadic(1)));
    if (x.sign() < 0) right.push_back(number(x + Dyadic(1)));
  } else {
    Dyadic step = Dyadic(1);
    for (unsigned long k = 0; k < x.exponent(); ++k) step = step.half();
    left.push_back(number(x - step));
    right.push_back(number(x + step));
  }
  Node& n = nodes_[g];
  n.left_begin = static_cast<std::uint32_t>(pool_.size());
  n.left_count = static_cast<std::uint32_t>(left.size());
  pool_.insert(pool_.end(), left.begin(), left.end());
  n.right_begin = static_cast<std::uint32_t>(pool_.size());
  n.right_count = static_cast<std::uint32_t>(right.size());
  pool_.insert(pool_.end(), right.begin(), right.end());
  n.options_ready = true;
}

// LS = max over Left options of their RS, RS = min over Right options of their
// LS. A form with an empty side is a number whose stops this formula misses.
GameStore::FastStops GameStore::fast_stops(const GameId* left, std::size_t nl,
                                           const GameId* right, std::size_t nr) const {
  FastStops st;
  st.exact = nl > 0 && nr > 0;
  for (std::size_t i = 0; i < nl && st.exact; ++i) {
    const FastStops& o = nodes_[left[i]].stops;
    st.exact = o.exact;
    if (i == 0 || o.right > st.left) st.left = o.right;
  }
  for (std::size_t i = 0; i < nr && st.exact; ++i) {
    const FastStops& o = nodes_[right[i]].stops;
    st.exact = o.exact;
    if (i == 0 || o.left < st.right) st.right = o.left;
  }
  return st;
}

std::size_t GameStore::options_hash(const GameId* left, std::size_t nl, const GameId* right,
                                    std::size_t nr) const {
  std::size_t h = 0xcbf29ce484222325ULL;
  auto mix = [&h](std::size_t v) { h = (h ^ v) * 0x100000001b3ULL; };
  for (std::size_t i = 0; i < nl; ++i) mix(left[i]);
  mix(0xfffffffeULL);  // the bar, so {a|} and {|a} differ
  for (std::size_t i = 0; i < nr; ++i) mix(right[i]);
  return h ^ (h >> 29);
}

bool GameStore::options_equal(GameId g, const std::vector<GameId>& left,
                              const std::vector<GameId>& right) const {
  const Node& n = nodes_[g];
  return n.left_count == left.size() && n.right_count == right.size() &&
         std::equal(left.begin(), left.end(), pool_.begin() + n.left_begin) &&
         std::equal(right.begin(), right.end(), pool_.begin() + n.right_begin);
}

void GameStore::grow_option_table() {
  std::vector<GameId> table(option_table_.size() * 2, kNoGame);
  const std::size_t mask = table.size() - 1;
  for (GameId g : option_table_) {
    if (g == kNoGame) continue;
    const Node& n = nodes_[g];
    std::size_t i = options_hash(pool_.data() + n.left_begin, n.left_count,
                                 pool_.data() + n.right_begin, n.right_count) & mask;
    while (table[i] != kNoGame) i = (i + 1) & mask;
    table[i] = g;
  }
  option_table_.swap(table);
}

GameStore::GrowthCheck GameStore::exchange_growth_check(GrowthCheck check) {
  std::swap(check, growth_check_);
  return check;
}

namespace {

// Bytes a vector allocates to hold `extra` more elements (it doubles).
template <class T>
std::size_t vector_growth_bytes(const std::vector<T>& v, std::size_t extra) {
  if (v.size() + extra <= v.capacity()) return 0;
  return std::max(2 * v.capacity(), v.size() + extra) * sizeof(T);
}

}  // namespace

// A new node, its options in the pool and perhaps a larger option table.
void GameStore::check_growth_to_intern(std::size_t options) {
  if (!growth_check_) return;
  const std::size_t table = 2 * (option_table_used_ + 1) > option_table_.size()
                                ? 2 * option_table_.size() * sizeof(GameId)
                                : 0;
  check_growth(vector_growth_bytes(nodes_, 1) + vector_growth_bytes(pool_, options) + table);
}

// Interns a canonical non-number form; the option lists must be sorted and distinct.
GameId GameStore::intern_options(const std::vector<GameId>& left,
                                 const std::vector<GameId>& right) {
  const std::size_t mask = option_table_.size() - 1;
  std::size_t i = options_hash(left.data(), left.size(), right.data(), right.size()) & mask;
  for (; option_table_[i] != kNoGame; i = (i + 1) & mask)
    if (options_equal(option_table_[i], left, right)) return option_table_[i];
  check_growth_to_intern(left.size() + right.size());
  const auto id = static_cast<GameId>(nodes_.size());
  Node n{Kind::General, true, 0, static_cast<std::uint32_t>(pool_.size()),
         static_cast<std::uint32_t>(left.size()), 0, static_cast<std::uint32_t>(right.size()), {}};
  pool_.insert(pool_.end(), left.begin(), left.end());
  n.right_begin = static_cast<std::uint32_t>(pool_.size());
  pool_.insert(pool_.end(), right.begin(), right.end());
  n.stops = fast_stops(left.data(), left.size(), right.data(), right.size());
  nodes_.push_back(n);
  option_table_[i] = id;
  if (2 * ++option_table_used_ > option_table_.size()) grow_option_table();
  return id;
}

}  // namespace cgp
