// Printed notation depends only on the value, not on the order in which a
// store happened to create games (ids do depend on it).
#include "symbolic/game_store.h"
#include "symbolic/notation_parse.h"
#include "symbolic/notation_print.h"

#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

using namespace cgp;

namespace {

// A game described without ids: options are indices of earlier specs.
struct Spec {
  std::vector<int> left, right;
};

std::vector<Spec> random_specs(unsigned seed, int count) {
  std::mt19937 rng(seed);
  std::vector<Spec> specs;
  for (int i = 0; i < count; ++i) {
    Spec s;
    for (int k = static_cast<int>(rng() % 3); k > 0 && i > 0; --k) s.left.push_back(static_cast<int>(rng() % i));
    for (int k = static_cast<int>(rng() % 3); k > 0 && i > 0; --k) s.right.push_back(static_cast<int>(rng() % i));
    specs.push_back(s);
  }
  return specs;
}

std::vector<std::string> build_and_print(GameStore& store, const std::vector<Spec>& specs) {
  std::vector<GameId> ids;
  std::vector<std::string> out;
  for (const Spec& s : specs) {
    std::vector<GameId> l, r;
    for (int i : s.left) l.push_back(ids[static_cast<std::size_t>(i)]);
    for (int i : s.right) r.push_back(ids[static_cast<std::size_t>(i)]);
    ids.push_back(store.make(l, r));
    out.push_back(game_to_string(store, ids.back()));
  }
  return out;
}

}  // namespace

TEST_CASE("printing does not depend on the store's history", "[notation]") {
  const auto specs = random_specs(11, 150);
  GameStore fresh;
  const auto expected = build_and_print(fresh, specs);
  GameStore used;
  // Create other games first, so that the same values get other ids.
  build_and_print(used, random_specs(12, 150));
  const auto got = build_and_print(used, specs);
  for (std::size_t i = 0; i < specs.size(); ++i) {
    INFO("game " << i);
    REQUIRE(got[i] == expected[i]);
  }
}
