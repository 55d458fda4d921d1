// The transposition table: packing is injective, lookups survive growth,
// and strips too long to pack use the wide table.
#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/table.h"

#include <catch2/catch.hpp>

#include <set>
#include <stdexcept>
#include <vector>

using namespace cgp;

TEST_CASE("packing strips of up to 32 squares is injective", "[tf][table]") {
  std::vector<TfPosition> all{TfPosition()};
  for (std::size_t begin = 0; all.back().size() < 9;) {
    const std::size_t end = all.size();
    for (std::size_t i = begin; i < end; ++i)
      for (Square s : {Square::Empty, Square::Toad, Square::Frog}) {
        TfPosition p = all[i];
        p.push_back(s);
        all.push_back(p);
      }
    begin = end;
  }
  std::set<std::uint64_t> packs;
  for (const TfPosition& p : all) packs.insert(TfTable::pack(p));
  CHECK(packs.size() == all.size());
  // Length is implicit: 32 empty squares differ from 31.
  CHECK(TfTable::pack(TfPosition(32)) != TfTable::pack(TfPosition(31)));
  TfPosition frogs32;
  for (int i = 0; i < 32; ++i) frogs32.push_back(Square::Frog);
  CHECK(TfTable::pack(frogs32) == ~std::uint64_t{0});
}

TEST_CASE("table lookups survive growth, for short and long strips", "[tf][table]") {
  TfTable table;
  std::vector<TfPosition> keys;
  for (std::size_t n : {5u, 32u, 33u, 64u})
    for (std::uint64_t k = 0; k < 3000; ++k) {
      // Distinct positions of length n: toads on the bits of k, frogs on square n-1.
      TfPosition p((k << 1) & TfPosition::mask(n - 1), std::uint64_t{1} << (n - 1), n);
      if (n == 5 && k >= 8) break;
      keys.push_back(p);
    }
  for (std::size_t i = 0; i < keys.size(); ++i) table.insert(keys[i], static_cast<GameId>(i));
  CHECK(table.size() == keys.size());
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const auto hit = table.find(keys[i]);
    REQUIRE(hit);
    CHECK(*hit == static_cast<GameId>(i));
  }
  CHECK(!table.find(TfPosition(7)));
}

// The evaluator asks before its table grows (TfEvalOptions::before_growth),
// with the table unchanged, and a refusal leaves it usable: every value
// computed afterwards equals the plain evaluation's.
TEST_CASE("the evaluator asks before its table grows, and survives a refusal", "[tf][table]") {
  GameStore store;
  bool refuse = true;
  std::size_t asked = 0, size_when_asked = 0;
  TfEvaluator* self = nullptr;
  TfEvalOptions options;
  options.before_growth = [&](std::size_t bytes) {
    CHECK(bytes > 0);
    ++asked;
    size_when_asked = self->table_size();
    if (refuse) throw std::runtime_error("growth refused");
  };
  TfEvaluator evaluator(options, store);
  self = &evaluator;
  const TfPosition big = std::get<TfPosition>(TfPosition::parse("TTTTT___FFFFF"));
  CHECK_THROWS_AS(evaluator.value(big), std::runtime_error);
  REQUIRE(asked == 1);
  CHECK(evaluator.table_size() == size_when_asked);
  refuse = false;
  TfEvaluator plain(TfEvalOptions::plain(), store);
  for (const char* text : {"TTTT___FFFF", "TTT__FF", "T_T_F_F", "TT_F_TF__F"}) {
    const TfPosition p = std::get<TfPosition>(TfPosition::parse(text));
    INFO(text);
    CHECK(evaluator.value(p) == plain.value(p));
  }
  CHECK(asked > 1);
}

// A table without room is emptied before the next outside call: values stay
// those of the plain evaluation, and the count of clears says it happened.
TEST_CASE("the evaluator empties its table when told there is no room", "[tf][table]") {
  GameStore store;
  TfEvalOptions options;
  options.clear_above_bytes = 0;  // ask at every call
  std::size_t asked = 0;
  options.room_to_grow = [&](std::size_t bytes) {
    CHECK(bytes > 0);
    return ++asked % 3 != 0;  // no room at every third call
  };
  TfEvaluator evaluator(options, store);
  TfEvaluator plain(TfEvalOptions::plain(), store);
  for (const char* text : {"TTT__FF", "T_T_F_F", "TT_F_TF__F", "TTTT___FFFF", "TTT__FF", "T_TF__TFF_", "TTTT___FFFF"}) {
    const TfPosition p = std::get<TfPosition>(TfPosition::parse(text));
    INFO(text);
    CHECK(evaluator.value(p) == plain.value(p));
  }
  CHECK(asked == 7);  // once per outside call, never from the recursion
  CHECK(evaluator.stats().table_clears == 2);
}
