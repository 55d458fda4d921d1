// GameStore: the one interned store of canonical short partizan games.
//
// Every game is a GameId into the store, and the store keeps exactly one id per
// value: equal values have equal ids (CGSuite's design). Three kinds of node:
//   * numbers (dyadic rationals), keyed by value; their options are never
//     expanded during comparison or addition (number avoidance, translation);
//   * number-up-star values x + n.^ + *m that are not numbers, keyed by their
//     canonical options like any general game, and tagged with (x, n, m) so
//     that compare and add among them are arithmetic;
//   * general games {L | R}, keyed by their sorted canonical option lists.
// Results of leq, add and neg are cached.
#pragma once

#include "symbolic/dyadic.h"
#include "symbolic/id_pair_map.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace cgp {

using GameId = std::uint32_t;

// Outcome class: who wins. L: Left wins whoever starts; R: Right does;
// P: the second player (previous) wins; N: the first player (next) wins.
enum class Outcome { L, R, P, N };
const char* outcome_name(Outcome o);

// Relation between two games.
enum class Relation { Equal, Less, Greater, Fuzzy };
const char* relation_symbol(Relation r);  // "=", "<", ">", "||"

// x + up.^ + *nim; a number when up == 0 and nim == 0.
struct UpStar {
  Dyadic number;
  long up = 0;
  unsigned nim = 0;
};

class GameStore {
 public:
  // The process-wide store: ids from it may be kept anywhere.
  static GameStore& instance();

  GameStore();
  GameStore(const GameStore&) = delete;
  GameStore& operator=(const GameStore&) = delete;

  // Constructors of canonical games.
  GameId zero() const { return zero_; }
  GameId number(const Dyadic& x);
  GameId integer(long n) { return number(Dyadic(n)); }
  GameId nimber(unsigned m) { return up_star(Dyadic(0), 0, m); }
  GameId up_star(const Dyadic& x, long up, unsigned nim);
  // The canonical form of {left | right}. Options are ids of canonical games,
  // in any order, duplicates allowed; dominated options are removed and
  // reversible ones bypassed.
  GameId make(std::vector<GameId> left, std::vector<GameId> right);

  // Arithmetic.
  GameId add(GameId g, GameId h);
  GameId neg(GameId g);
  GameId sub(GameId g, GameId h) { return add(g, neg(h)); }

  // Order.
  bool leq(GameId g, GameId h);
  Relation compare(GameId g, GameId h);

  // Inspection.
  bool is_number(GameId g) const { return nodes_[g].kind == Kind::Number; }
  bool is_up_star(GameId g) const { return nodes_[g].kind != Kind::General; }
  const Dyadic& number_value(GameId g) const;  // requires is_number(g)
  std::optional<UpStar> up_star_value(GameId g) const;
  // Canonical options. For a number they are made on demand (one level only).
  std::span<const GameId> left_options(GameId g);
  std::span<const GameId> right_options(GameId g);

  Outcome outcome(GameId g);
  const Dyadic& left_stop(GameId g);
  const Dyadic& right_stop(GameId g);

  std::size_t size() const { return nodes_.size(); }
  // Entries in the leq and add caches (for benchmarks and memory reports).
  std::size_t leq_cache_size() const { return leq_cache_.size(); }
  std::size_t add_cache_size() const { return add_cache_.size(); }

  // Called with the bytes one of the store's tables is about to allocate to
  // grow, before anything changes, so that a front end can bound memory by
  // throwing (the exception leaves the store as it was). The tables double,
  // old and new side by side while they move: a check between steps of the
  // work would see such a jump only after the machine ran out. Returns the
  // check it replaces; GameStoreGrowthScope restores it.
  using GrowthCheck = std::function<void(std::size_t bytes)>;
  GrowthCheck exchange_growth_check(GrowthCheck check);

 private:
  enum class Kind : std::uint8_t { Number, UpStar, General };
  // Left and right stops as doubles, valid when exact: a cheap filter for leq,
  // since G <= H implies LS(G) <= LS(H) and RS(G) <= RS(H), and RS(H) > LS(G)
  // implies G < H.
  struct FastStops {
    bool exact = false;
    double left = 0, right = 0;
  };
  static std::optional<bool> leq_by_stops(const FastStops& g, const FastStops& h);
  struct Node {
    Kind kind;
    bool options_ready;
    std::uint32_t value;  // index into numbers_ (Number) or up_stars_ (UpStar)
    std::uint32_t left_begin, left_count, right_begin, right_count;  // into pool_
    FastStops stops;
  };
  // A form {left | right} under canonicalisation, with its stops.
  struct Form {
    const std::vector<GameId>& left;
    const std::vector<GameId>& right;
    FastStops stops;
  };
  struct StopPair {
    Dyadic left, right;
  };

  // Interning.
  GameId intern_options(const std::vector<GameId>& left, const std::vector<GameId>& right);
  std::size_t options_hash(const GameId* left, std::size_t nl, const GameId* right,
                           std::size_t nr) const;
  bool options_equal(GameId g, const std::vector<GameId>& left,
                     const std::vector<GameId>& right) const;
  void grow_option_table();
  void make_number_options(GameId g);
  FastStops fast_stops(const GameId* left, std::size_t nl, const GameId* right,
                       std::size_t nr) const;
  void tag_if_up_star(GameId g);
  void tag_up_star(GameId g, const UpStar& v);
  std::vector<UpStar> up_star_candidates(GameId g) const;
  struct UpStarHash {
    std::size_t operator()(const UpStar& v) const {
      return v.number.hash() ^ (static_cast<std::size_t>(v.up) * 0x9e3779b97f4a7c15ULL) ^
             (std::size_t{v.nim} << 40);
    }
  };
  struct UpStarEqual {
    bool operator()(const UpStar& a, const UpStar& b) const {
      return a.up == b.up && a.nim == b.nim && a.number == b.number;
    }
  };

  // Canonical options of a non-number up-star value, derived from sums of
  // smaller up-star values (game_upstar.cpp).
  void up_star_options(const UpStar& v, std::vector<GameId>& left, std::vector<GameId>& right);

  // Comparison of ids with options lists ("forms") during canonicalisation.
  Form make_form(const std::vector<GameId>& left, const std::vector<GameId>& right) const;
  bool leq_form_right(const Form& g, GameId h);  // G <= h
  bool leq_form_left(GameId g, const Form& h);   // g <= H
  bool leq_general(GameId g, GameId h);
  static bool up_star_leq(const UpStar& g, const UpStar& h);

  // Canonicalisation steps (game_canon.cpp). canonicalise_options turns any
  // form into the (sorted) canonical option lists of its value.
  void canonicalise_options(std::vector<GameId>& left, std::vector<GameId>& right);
  std::optional<GameId> make_number_form(const std::vector<GameId>& left,
                                         const std::vector<GameId>& right);
  void remove_dominated(std::vector<GameId>& options, bool left_side);
  bool bypass_reversible_left(std::vector<GameId>& left, const std::vector<GameId>& right);
  bool bypass_reversible_right(const std::vector<GameId>& left, std::vector<GameId>& right);

  GameId add_general(GameId g, GameId h);
  GameId translate(GameId g, const Dyadic& x);
  const StopPair& stops(GameId g);

  std::vector<Node> nodes_;
  std::vector<GameId> pool_;
  std::vector<Dyadic> numbers_;
  std::vector<UpStar> up_stars_;
  std::unordered_map<Dyadic, GameId, DyadicHash> number_ids_;
  std::unordered_map<UpStar, GameId, UpStarHash, UpStarEqual> up_star_ids_;
  std::vector<GameId> option_table_;  // open addressing, kNoGame = empty
  std::size_t option_table_used_ = 0;
  IdPairMap leq_cache_;
  IdPairMap add_cache_;
  std::vector<GameId> neg_cache_;
  std::unordered_map<GameId, StopPair> stops_cache_;
  GameId zero_ = 0;
  GrowthCheck growth_check_;
  void check_growth(std::size_t bytes) {
    if (bytes > 0 && growth_check_) growth_check_(bytes);
  }
  void check_growth_to_intern(std::size_t options);
};

// Installs a growth check on a store for the scope's lifetime.
class GameStoreGrowthScope {
 public:
  GameStoreGrowthScope(GameStore& store, GameStore::GrowthCheck check)
      : store_(store), previous_(store.exchange_growth_check(std::move(check))) {}
  ~GameStoreGrowthScope() { store_.exchange_growth_check(std::move(previous_)); }
  GameStoreGrowthScope(const GameStoreGrowthScope&) = delete;
  GameStoreGrowthScope& operator=(const GameStoreGrowthScope&) = delete;

 private:
  GameStore& store_;
  GameStore::GrowthCheck previous_;
};

constexpr GameId kNoGame = 0xffffffffu;

}  // namespace cgp
