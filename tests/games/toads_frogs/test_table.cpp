// The transposition table: packing is injective (one word up to 32 squares,
// two up to 64), lookups survive growth, a table that may not grow evicts
// without ever answering wrongly, and the evaluator asks the budget before
// its table grows, empties it between calls or evicts within one.
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

// Strips of 33 to 64 squares: pieces on the first two and the last two
// squares of each length, both halves of the key exercised, and the length
// implicit (33 empty squares differ from 34).
TEST_CASE("packing strips of 33 to 64 squares is injective", "[tf][table]") {
  std::vector<TfPosition> all;
  for (std::size_t n : {33u, 34u, 40u, 63u, 64u})
    for (int code = 0; code < 81; ++code) {
      TfPosition p(n);
      const std::size_t at[4] = {0, 1, n - 2, n - 1};
      for (int i = 0, c = code; i < 4; ++i, c /= 3) p.set(at[i], static_cast<Square>(c % 3));
      all.push_back(p);
    }
  std::set<std::pair<std::uint64_t, std::uint64_t>> packs;
  for (const TfPosition& p : all) {
    const auto k = TfTable::pack_wide(p);
    packs.insert({k.low, k.high});
  }
  CHECK(packs.size() == all.size());
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

// A table that may not grow keeps its size and still answers only with the
// values it was given: a key it stores is found with its own value, and a
// key it evicted or never stored is not found (a miss, never a wrong hit).
TEST_CASE("a table that may not grow evicts, and never answers wrongly", "[tf][table]") {
  tf_detail::OpenTable<std::uint64_t, tf_detail::WordHash> table;
  const std::size_t bytes = table.bytes();
  const auto value_of = [](std::uint64_t k) { return static_cast<GameId>(k % 100003 + 1); };
  std::size_t stored = 0, dropped = 0;
  for (std::uint64_t k = 1; k <= 20000; ++k) {
    if (table.insert_without_growth(k * 7919, value_of(k))) {
      ++stored;
      const auto hit = table.find(k * 7919);
      REQUIRE(hit);
      CHECK(*hit == value_of(k));
    } else {
      ++dropped;
      CHECK(!table.find(k * 7919));
    }
  }
  CHECK(table.bytes() == bytes);  // never grew
  CHECK(4 * table.size() <= 3 * table.slots());  // still at most 3/4 full: probes end
  CHECK(stored > 10000);  // most keys found an occupied home to take
  CHECK(dropped > 0);
  std::size_t found = 0;
  for (std::uint64_t k = 1; k <= 20000; ++k)
    if (const auto hit = table.find(k * 7919)) {
      CHECK(*hit == value_of(k));
      ++found;
    }
  CHECK(found == table.size());  // each occupied slot holds one of the keys, with its value
}

// Inside one evaluation a table without room keeps its size and replaces old
// positions by new ones: the values stay those of the plain evaluation (and
// of an evaluator whose table grows freely), and room_to_grow is asked once
// per outside call, not at every insert. These positions need 3,527 and 3,922
// table entries, a little more than the first table's 3,072.
TEST_CASE("the evaluator evicts from a full table when told there is no room", "[tf][table]") {
  GameStore store;
  TfEvaluator plain(TfEvalOptions::plain(), store);
  for (const char* text : {"TTT___TF_FF", "TTT_T__F_FF"}) {
    INFO(text);
    TfEvalOptions options;
    options.clear_above_bytes = ~std::size_t{0};  // never empties between calls: only evicts
    std::size_t asked = 0;
    options.room_to_grow = [&](std::size_t bytes) {
      CHECK(bytes > 0);
      ++asked;
      return false;
    };
    options.before_growth = [](std::size_t) { FAIL("grew without room"); };
    TfEvaluator evaluator(options, store);
    TfEvaluator free_table({}, store);
    const TfPosition p = std::get<TfPosition>(TfPosition::parse(text));
    const GameId v = evaluator.value(p);
    CHECK(v == free_table.value(p));
    CHECK(v == plain.value(p));
    CHECK(free_table.table_size() > 3072);  // the position needs more than the initial table
    CHECK(evaluator.table_size() <= 3072);  // 3/4 of the initial 4096 slots
    CHECK(evaluator.stats().table_evictions > 0);
    CHECK(evaluator.stats().table_evictions < 2 * 4096);
    CHECK(asked == 1);
    CHECK(evaluator.stats().table_clears == 0);
  }
}

// Forgetting is cheap only while the table holds most of what an evaluation
// needs: this position needs 5,892 entries, and a table capped at 3,072
// would expand 220 times as many positions. So one outside call evicts at
// most as many positions as the table has slots, and then the table grows,
// asking before_growth as usual; the value is unchanged.
TEST_CASE("the evaluator's evictions are bounded, then its table grows", "[tf][table]") {
  GameStore store;
  TfEvalOptions options;
  options.clear_above_bytes = ~std::size_t{0};
  options.room_to_grow = [](std::size_t) { return false; };
  std::size_t grown = 0;
  options.before_growth = [&](std::size_t) { ++grown; };
  TfEvaluator evaluator(options, store);
  TfEvaluator free_table({}, store);
  const TfPosition p = std::get<TfPosition>(TfPosition::parse("TT_T__F_TF_F"));
  CHECK(evaluator.value(p) == free_table.value(p));
  CHECK(evaluator.stats().table_evictions == 2 * 4096);  // the slots of the first short and long tables
  CHECK(grown >= 1);
  CHECK(evaluator.table_size() > 3072);
  CHECK(evaluator.stats().expansions < 3 * free_table.stats().expansions);
}
