// The game store against the plain definitions: every fast path (number
// avoidance, translation, up-star arithmetic, caches, interning) is checked on
// random games by an independent reference that expands every game, numbers
// included, into an explicit tree and compares with Conway's recursive
// definition only.
#include "symbolic/game_store.h"

#include <catch2/catch.hpp>

#include <memory>
#include <random>
#include <stdexcept>
#include <vector>

using namespace cgp;

namespace {

// An explicit game tree: no canonical forms, no shortcuts.
struct RefTree {
  std::vector<std::shared_ptr<RefTree>> left, right;
};
using RefTreePtr = std::shared_ptr<RefTree>;

RefTreePtr expand(GameStore& s, GameId g) {
  auto t = std::make_shared<RefTree>();
  const auto l = s.left_options(g);
  const auto r = s.right_options(g);
  const std::vector<GameId> lv(l.begin(), l.end()), rv(r.begin(), r.end());
  for (GameId o : lv) t->left.push_back(expand(s, o));
  for (GameId o : rv) t->right.push_back(expand(s, o));
  return t;
}

bool ref_leq(const RefTree& g, const RefTree& h) {
  for (const auto& gl : g.left)
    if (ref_leq(h, *gl)) return false;
  for (const auto& hr : h.right)
    if (ref_leq(*hr, g)) return false;
  return true;
}

RefTreePtr ref_sum(const RefTreePtr& g, const RefTreePtr& h) {
  auto t = std::make_shared<RefTree>();
  for (const auto& o : g->left) t->left.push_back(ref_sum(o, h));
  for (const auto& o : h->left) t->left.push_back(ref_sum(g, o));
  for (const auto& o : g->right) t->right.push_back(ref_sum(o, h));
  for (const auto& o : h->right) t->right.push_back(ref_sum(g, o));
  return t;
}

RefTreePtr ref_neg(const RefTreePtr& g) {
  auto t = std::make_shared<RefTree>();
  for (const auto& o : g->right) t->left.push_back(ref_neg(o));
  for (const auto& o : g->left) t->right.push_back(ref_neg(o));
  return t;
}

// Random canonical games of small birthday: leaves are small numbers, nimbers
// and ups; inner nodes pick 0..2 options per side from earlier games.
std::vector<GameId> random_games(GameStore& s, unsigned seed, int count) {
  std::mt19937 rng(seed);
  std::vector<GameId> pool = {s.zero(),         s.integer(1),      s.integer(-1),
                              s.number(*Dyadic::from_string("1/2")), s.nimber(1),
                              s.nimber(2),      s.up_star(Dyadic(0), 1, 0),
                              s.up_star(Dyadic(0), -1, 1)};
  std::vector<GameId> out;
  for (int i = 0; i < count; ++i) {
    std::vector<GameId> l, r;
    const int nl = static_cast<int>(rng() % 3), nr = static_cast<int>(rng() % 3);
    for (int k = 0; k < nl; ++k) l.push_back(pool[rng() % pool.size()]);
    for (int k = 0; k < nr; ++k) r.push_back(pool[rng() % pool.size()]);
    const GameId g = s.make(l, r);
    out.push_back(g);
    if (pool.size() < 40) pool.push_back(g);
  }
  return out;
}

}  // namespace

TEST_CASE("order agrees with the recursive definition on explicit trees", "[store]") {
  auto& s = GameStore::instance();
  const auto games = random_games(s, 1, 60);
  std::vector<RefTreePtr> trees;
  for (GameId g : games) trees.push_back(expand(s, g));
  for (std::size_t i = 0; i < games.size(); ++i)
    for (std::size_t j = 0; j < games.size(); ++j) {
      INFO("games " << i << " and " << j);
      REQUIRE(s.leq(games[i], games[j]) == ref_leq(*trees[i], *trees[j]));
      const bool equal_value = ref_leq(*trees[i], *trees[j]) && ref_leq(*trees[j], *trees[i]);
      REQUIRE((games[i] == games[j]) == equal_value);  // interning: equal values, equal ids
    }
}

TEST_CASE("sum and negation agree with the definitions", "[store]") {
  auto& s = GameStore::instance();
  const auto games = random_games(s, 2, 24);
  for (std::size_t i = 0; i < games.size(); ++i) {
    const RefTreePtr gi = expand(s, games[i]);
    const RefTreePtr ni = expand(s, s.neg(games[i]));
    REQUIRE(ref_leq(*ni, *ref_neg(gi)));
    REQUIRE(ref_leq(*ref_neg(gi), *ni));
    for (std::size_t j = i; j < games.size() && j < i + 4; ++j) {
      const RefTreePtr sum = ref_sum(gi, expand(s, games[j]));
      const RefTreePtr got = expand(s, s.add(games[i], games[j]));
      INFO("games " << i << " and " << j);
      REQUIRE(ref_leq(*sum, *got));
      REQUIRE(ref_leq(*got, *sum));
    }
  }
}

TEST_CASE("algebra laws on random games", "[store]") {
  auto& s = GameStore::instance();
  const auto games = random_games(s, 3, 80);
  std::mt19937 rng(4);
  for (int t = 0; t < 400; ++t) {
    const GameId g = games[rng() % games.size()], h = games[rng() % games.size()],
                 k = games[rng() % games.size()];
    REQUIRE(s.sub(g, g) == s.zero());
    REQUIRE(s.add(g, h) == s.add(h, g));
    REQUIRE(s.add(s.add(g, h), k) == s.add(g, s.add(h, k)));
    REQUIRE(s.neg(s.neg(g)) == g);
    REQUIRE(s.leq(g, h) == s.leq(s.zero(), s.sub(h, g)));
    REQUIRE((s.leq(g, h) && s.leq(h, g)) == (g == h));
    if (s.leq(g, h) && s.leq(h, k)) REQUIRE(s.leq(g, k));
    if (s.leq(g, h)) REQUIRE(s.leq(s.add(g, k), s.add(h, k)));
  }
}

TEST_CASE("canonical forms have no dominated or reversible options", "[store]") {
  auto& s = GameStore::instance();
  for (GameId g : random_games(s, 5, 80)) {
    if (s.is_number(g)) continue;
    const auto l = s.left_options(g);
    const std::vector<GameId> lv(l.begin(), l.end());
    const auto r = s.right_options(g);
    const std::vector<GameId> rv(r.begin(), r.end());
    for (GameId a : lv) {
      for (GameId b : lv)
        if (a != b) REQUIRE_FALSE(s.leq(a, b));
      const auto ar = s.right_options(a);
      for (GameId x : std::vector<GameId>(ar.begin(), ar.end())) REQUIRE_FALSE(s.leq(x, g));
    }
    for (GameId a : rv) {
      for (GameId b : rv)
        if (a != b) REQUIRE_FALSE(s.leq(b, a));
      const auto al = s.left_options(a);
      for (GameId x : std::vector<GameId>(al.begin(), al.end())) REQUIRE_FALSE(s.leq(g, x));
    }
  }
}

TEST_CASE("up-star values: tags, arithmetic and the general path agree", "[store]") {
  auto& s = GameStore::instance();
  for (long n = -3; n <= 3; ++n)
    for (unsigned m = 0; m < 5; ++m) {
      const GameId g = s.up_star(Dyadic(0), n, m);
      const auto v = s.up_star_value(g);
      REQUIRE(v);
      REQUIRE(v->up == n);
      REQUIRE(v->nim == m);
      // Re-making the node from its own options finds the same node.
      const auto l = s.left_options(g), r = s.right_options(g);
      REQUIRE(s.make({l.begin(), l.end()}, {r.begin(), r.end()}) == g);
    }
  const GameId star = s.nimber(1), up = s.up_star(Dyadic(0), 1, 0);
  REQUIRE(s.make({s.zero()}, {s.zero()}) == star);           // {0|0} = *
  REQUIRE(s.make({s.zero()}, {star}) == up);                 // {0|*} = ^
  REQUIRE(s.make({s.zero(), star}, {s.zero()}) == s.add(up, star));  // {0,*|0} = ^*
  REQUIRE(s.compare(s.add(up, star), s.zero()) == Relation::Fuzzy);
  REQUIRE(s.compare(s.add(up, s.nimber(2)), s.zero()) == Relation::Greater);
}

TEST_CASE("make() recognises every up-star value", "[store]") {
  // In a fresh store each value is first created by make() from its options,
  // so only the recognition of canonical shapes can tag it.
  GameStore fresh;
  const Dyadic half = *Dyadic::from_string("-1/2");
  for (const Dyadic& x : {Dyadic(0), half})
    for (long n = -4; n <= 4; ++n)
      for (unsigned m = 0; m < 6; ++m) {
        if (n == 0 && m == 0) continue;
        const GameId model = GameStore::instance().up_star(x, n, m);
        auto& s = GameStore::instance();
        auto rebuild = [&](std::span<const GameId> opts) {
          std::vector<GameId> out;
          for (GameId o : std::vector<GameId>(opts.begin(), opts.end())) {
            const UpStar v = *s.up_star_value(o);
            out.push_back(fresh.up_star(v.number, v.up, v.nim));
          }
          return out;
        };
        const GameId g = fresh.make(rebuild(s.left_options(model)), rebuild(s.right_options(model)));
        const auto v = fresh.up_star_value(g);
        INFO("x=" << x.to_string() << " n=" << n << " m=" << m);
        REQUIRE(v);
        REQUIRE(v->number == x);
        REQUIRE(v->up == n);
        REQUIRE(v->nim == m);
      }
}

TEST_CASE("integers are never expanded", "[store]") {
  auto& s = GameStore::instance();
  const GameId big = s.number(*Dyadic::from_string("1000000000000000000000"));
  const GameId pm1 = s.make({s.integer(1)}, {s.integer(-1)});
  const std::size_t before = s.size();
  const GameId g = s.add(big, pm1);
  REQUIRE(s.leq(big, s.add(g, s.integer(2))));  // {big+3 | big+1} >= big
  REQUIRE_FALSE(s.leq(big, s.add(g, s.integer(1))));  // {big+2 | big} is fuzzy with big
  REQUIRE(s.compare(g, big) == Relation::Fuzzy);
  REQUIRE(s.sub(g, big) == pm1);
  REQUIRE(s.size() - before < 50);
}

TEST_CASE("stops and outcomes", "[store]") {
  auto& s = GameStore::instance();
  const GameId sw = s.make({s.integer(3)}, {s.integer(-1)});
  REQUIRE(s.left_stop(sw) == Dyadic(3));
  REQUIRE(s.right_stop(sw) == Dyadic(-1));
  REQUIRE(s.outcome(sw) == Outcome::N);
  REQUIRE(s.outcome(s.zero()) == Outcome::P);
  REQUIRE(s.outcome(s.integer(2)) == Outcome::L);
  REQUIRE(s.outcome(s.integer(-2)) == Outcome::R);
  REQUIRE(s.outcome(s.nimber(3)) == Outcome::N);
  REQUIRE(s.outcome(s.up_star(Dyadic(0), -2, 0)) == Outcome::R);
}

TEST_CASE("number forms: simplest numbers", "[store][dyadic]") {
  auto& s = GameStore::instance();
  auto num = [&](const char* t) { return s.number(*Dyadic::from_string(t)); };
  REQUIRE(s.make({num("0")}, {num("1")}) == num("1/2"));
  REQUIRE(s.make({num("1/2")}, {num("1")}) == num("3/4"));
  REQUIRE(s.make({num("-3/2")}, {num("-1/4")}) == num("-1"));
  REQUIRE(s.make({num("5/8")}, {num("7/8")}) == num("3/4"));
  REQUIRE(s.make({num("-1")}, {}) == num("0"));
  REQUIRE(s.make({num("5/2")}, {}) == num("3"));
  REQUIRE(s.make({}, {num("-5/2")}) == num("-3"));
  REQUIRE(s.make({num("-1")}, {num("1")}) == num("0"));
  REQUIRE_FALSE(Dyadic::from_string("1/3"));
  REQUIRE_FALSE(Dyadic::from_string("1/0"));
  REQUIRE(Dyadic::from_string("6/8")->to_string() == "3/4");
  // Every operation keeps the representation normal, so == and hash are by value.
  REQUIRE(Dyadic(2).half() == Dyadic(1));
  REQUIRE(Dyadic(6).half().half().to_string() == "3/2");
  REQUIRE(Dyadic(3).half().hash() == Dyadic::from_string("6/4")->hash());
  REQUIRE((*Dyadic::from_string("3/4") + *Dyadic::from_string("1/4")).to_string() == "1");
}

// A front end bounds memory by throwing from the growth check (prove_family
// turns it into a spent budget). The store must come out as it was: no cache
// entry, node or table half made. Refuse every growth while computing sums and
// comparisons, then check all of them again, unrefused, against the definitions.
TEST_CASE("a growth check that throws leaves the store consistent", "[store]") {
  GameStore s;
  const auto games = random_games(s, 11, 24);
  std::size_t refused = 0;
  {
    const GameStoreGrowthScope scope(s, [&](std::size_t bytes) {
      CHECK(bytes > 0);
      ++refused;
      throw std::runtime_error("growth refused");
    });
    for (GameId g : games)
      for (GameId h : games) try {
          s.add(g, h);
          s.leq(g, h);
        } catch (const std::runtime_error&) {
        }
  }
  REQUIRE(refused > 0);
  for (std::size_t i = 0; i < games.size(); ++i) {
    const RefTreePtr gi = expand(s, games[i]);
    for (std::size_t j = i; j < games.size() && j < i + 4; ++j) {
      const RefTreePtr gj = expand(s, games[j]);
      const GameId sum_id = s.add(games[i], games[j]);
      const RefTreePtr sum = ref_sum(gi, gj);
      const RefTreePtr got = expand(s, sum_id);
      INFO("games " << i << " and " << j);
      REQUIRE(ref_leq(*sum, *got));
      REQUIRE(ref_leq(*got, *sum));
      CHECK(s.leq(games[i], games[j]) == ref_leq(*gi, *gj));
      // Still one id per value: the sum's own options intern to the sum.
      const auto l = s.left_options(sum_id);
      const auto r = s.right_options(sum_id);
      CHECK(s.make({l.begin(), l.end()}, {r.begin(), r.end()}) == sum_id);
    }
  }
}
