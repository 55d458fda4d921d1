// Thermographs against values known from the literature (tests/data/
// thermographs.txt) and against theorems on random games: the mean is
// additive and odd, temperature is preserved by negation and does not grow
// under sums, and the walls at t = 0 are the stops.
#include "symbolic/game_store.h"
#include "symbolic/notation_parse.h"
#include "symbolic/thermograph.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace cgp;

namespace {

std::string trimmed(const std::string& s) {
  const auto b = s.find_first_not_of(' '), e = s.find_last_not_of(' ');
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

Dyadic dyadic(const std::string& s) {
  auto d = Dyadic::from_string(trimmed(s));
  REQUIRE(d);
  return *d;
}

GameId game(const std::string& text) {
  auto parsed = parse_game(GameStore::instance(), text);
  REQUIRE(std::holds_alternative<GameId>(parsed));
  return std::get<GameId>(parsed);
}

// "t:v t:v ..." -> corners
std::vector<std::pair<Dyadic, Dyadic>> corners(const std::string& text) {
  std::vector<std::pair<Dyadic, Dyadic>> out;
  std::istringstream in(text);
  std::string item;
  while (in >> item) {
    const auto colon = item.find(':');
    REQUIRE(colon != std::string::npos);
    out.emplace_back(dyadic(item.substr(0, colon)), dyadic(item.substr(colon + 1)));
  }
  return out;
}

void require_wall(const Trajectory& wall, const std::vector<std::pair<Dyadic, Dyadic>>& expected) {
  REQUIRE(wall.starts().size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    CHECK(wall.starts()[i] == expected[i].first);
    CHECK(wall.values()[i] == expected[i].second);
  }
  CHECK(wall.slopes().back() == 0);  // the mast
}

std::vector<GameId> hot_and_cold_games(unsigned seed, int count) {
  GameStore& s = GameStore::instance();
  std::mt19937 rng(seed);
  std::vector<GameId> pool = {s.zero(), s.integer(2), s.integer(-1), s.number(Dyadic(3).half()),
                              s.nimber(1), s.up_star(Dyadic(0), 1, 0), game("{3|-1}"), game("{1/2|0}")};
  // Each game picks one or two options a side from the pool, which grows with it.
  std::vector<GameId> out;
  const auto pick = [&] {
    std::vector<GameId> side{pool[rng() % pool.size()]};
    if (rng() % 2) side.push_back(pool[rng() % pool.size()]);
    return side;
  };
  while (static_cast<int>(out.size()) < count) {
    out.push_back(s.make(pick(), pick()));
    if (pool.size() < 30) pool.push_back(out.back());
  }
  return out;
}

}  // namespace

TEST_CASE("thermographs of games from the literature", "[thermograph]") {
  std::ifstream in(std::string(CGP_TEST_DATA) + "/thermographs.txt");
  REQUIRE(in);
  ThermographCalculator calc(GameStore::instance());
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
    if (trimmed(line).empty() || trimmed(line)[0] == '#') continue;
    std::vector<std::string> f;
    std::istringstream fields(line);
    for (std::string part; std::getline(fields, part, ';');) f.push_back(trimmed(part));
    REQUIRE(f.size() == 5);
    INFO(line);
    const Thermograph& th = calc.thermograph_of(game(f[0]));
    CHECK(th.temperature == dyadic(f[1]));
    CHECK(th.mean == dyadic(f[2]));
    require_wall(th.left, corners(f[3]));
    require_wall(th.right, corners(f[4]));
    ++checked;
  }
  REQUIRE(checked >= 17);
}

TEST_CASE("thermograph theorems on random games", "[thermograph]") {
  GameStore& s = GameStore::instance();
  ThermographCalculator calc(s);
  const auto games = hot_and_cold_games(21, 60);
  const Dyadic zero(0), minus_one(-1);
  for (GameId g : games) {
    const Thermograph th = calc.thermograph_of(g);
    INFO("game " << g);
    // Walls at t = 0 are the stops (cooling by 0 changes nothing).
    CHECK(th.left.value_at(zero) == (th.is_number ? th.mean : s.left_stop(g)));
    CHECK(th.right.value_at(zero) == (th.is_number ? th.mean : s.right_stop(g)));
    // The left wall never lies right of the right wall, and both end on the mast.
    CHECK(th.left.value_at(minus_one) >= th.right.value_at(minus_one));
    CHECK(th.left.value_at(th.temperature) == th.mean);
    CHECK(th.right.value_at(th.temperature) == th.mean);
    const Thermograph neg = calc.thermograph_of(s.neg(g));
    CHECK(neg.mean == -th.mean);
    CHECK(neg.temperature == th.temperature);
  }
  std::mt19937 rng(22);
  for (int i = 0; i < 120; ++i) {
    const GameId g = games[rng() % games.size()], h = games[rng() % games.size()];
    const Thermograph tg = calc.thermograph_of(g), th = calc.thermograph_of(h);
    const Thermograph sum = calc.thermograph_of(s.add(g, h));
    INFO("games " << g << " + " << h);
    CHECK(sum.mean == tg.mean + th.mean);  // the mean is additive
    if (!tg.is_number && !th.is_number && !sum.is_number)
      CHECK(sum.temperature <= std::max(tg.temperature, th.temperature));
  }
}
