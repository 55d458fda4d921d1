// RecurrenceOracle: a state's value from the system's recurrences equals the
// concrete engine's. The oracle is given the engine only for strips of at
// most kShort squares, so every longer point is evaluated through the cases
// down to strips that short or to positions with no options, and checked
// against the engine at every point of a box up to kChecked squares.
#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/pattern.h"
#include "prover/guess.h"
#include "prover/recurrence_oracle.h"
#include "prover/toads_frogs/prove_tf.h"
#include "symbolic/region_membership.h"
#include "tests/tf_text.h"

#include <catch2/catch.hpp>

#include <array>
#include <string>
#include <vector>

using namespace cgp;

namespace {

constexpr long kShort = 5;
constexpr long kChecked = 15;

ParamValues values_of(const FamilyState& s, const RegionPoint& x) {
  ParamValues v;
  for (std::size_t i = 0; i < x.size(); ++i) v[s.params[i]] = x[i];
  return v;
}

// Every point of every state with parameters in [0, hi], on the state's
// domain, whose strip has at most kChecked squares: the recurrences' value
// is the engine's. Returns how many were evaluated through the recurrences.
std::size_t check_against_engine(const StateSystem& sys, long hi) {
  TfEvaluator engine;
  const RecurrenceOracle::Concrete short_only = [&](std::size_t state, const RegionPoint& x) -> std::optional<GameId> {
    const ParamValues v = values_of(sys.states[state], x);
    const auto length = tf_pattern_length(sys.states[state].pattern, v);
    if (!length || *length > kShort) return std::nullopt;
    return engine.value(*tf_pattern_instantiate(sys.states[state].pattern, v));
  };
  RecurrenceOracle oracle(engine.store(), sys, short_only);
  for (std::size_t i = 0; i < sys.states.size(); ++i) {
    const FamilyState& s = sys.states[i];
    for (const RegionPoint& x : region_points_in_box(s.domain, 0, hi)) {
      const ParamValues v = values_of(s, x);
      const auto length = tf_pattern_length(s.pattern, v);
      if (!length || *length > kChecked) continue;
      INFO(s.name << " = " << tf_pattern_to_string(s.pattern) << " at " << param_values_to_string(v));
      CHECK(oracle.value(i, x) == engine.value(*tf_pattern_instantiate(s.pattern, v)));
    }
  }
  return oracle.evaluated();
}

}  // namespace

TEST_CASE("RecurrenceOracle: the recurrences' values are the engine's", "[recurrence_oracle]") {
  for (const char* text : {"_^a T _^b T _^c F _^d", "T^a _ T^b F", "_^a T _^b F _^c", "T^a __ FF", "_^a T _^b F _^c F _^d"}) {
    const TfPattern p = tf_test::pattern(text);
    const StateSystem sys = tf_family_closure({TfFamily{p, region_universe(tf_pattern_params(p))}}, RunBudget{});
    INFO(text);
    CHECK(check_against_engine(sys, 12) > 100);  // the recurrences did the work
  }
}

TEST_CASE("RecurrenceOracle: on the regions a band reaches, and out of reach off them", "[recurrence_oracle]") {
  const TfPattern p = tf_test::pattern("_^a T _^b T _^c F _^d");
  const Region band = std::get<Region>(region_parse("d+2>=a+b+c", tf_pattern_params(p)));
  const StateSystem sys =
      tf_family_closure({TfFamily{p, band}}, RunBudget{}, {}, TfDeadWalls::kWhenPlainFails, TfDomains::kReached);
  CHECK(check_against_engine(sys, 9) > 100);
  // The entry's state lives on the band; a point below it is in no case.
  TfEvaluator engine;
  RecurrenceOracle oracle(engine.store(), sys, [](std::size_t, const RegionPoint&) { return std::nullopt; });
  const std::size_t entry = static_cast<std::size_t>(sys.entries[0].call.target);
  REQUIRE(sys.states[entry].params.size() == 4);
  CHECK_THROWS_AS(oracle.value(entry, {3, 3, 3, 0}), OracleOutOfReach);
  CHECK(oracle.value(entry, {1, 1, 1, 1}) == engine.value(*tf_pattern_instantiate(p, {{"a", 1}, {"b", 1}, {"c", 1}, {"d", 1}})));
}

// Beyond the engine's 64 squares nothing concrete is left to compare with;
// the mirror is: a strip read backwards with toads and frogs exchanged is
// the negative game, and B21's mirror image is B12, a system of its own.
TEST_CASE("tf_state_oracle: beyond 64 squares, a strip and its mirror image are negatives", "[recurrence_oracle]") {
  const TfPattern b21 = tf_test::pattern("_^a T _^b T _^c F _^d"), b12 = tf_test::pattern("_^a T _^b F _^c F _^d");
  const StateSystem s21 = tf_family_closure({TfFamily{b21, region_universe(tf_pattern_params(b21))}}, RunBudget{});
  const StateSystem s12 = tf_family_closure({TfFamily{b12, region_universe(tf_pattern_params(b12))}}, RunBudget{});
  TfEvaluator engine;
  const StateOracle v21 = tf_state_oracle(s21, engine), v12 = tf_state_oracle(s12, engine);
  const std::size_t e21 = static_cast<std::size_t>(s21.entries[0].call.target);
  const std::size_t e12 = static_cast<std::size_t>(s12.entries[0].call.target);
  GameStore& store = engine.store();
  for (const auto& [a, b, c, d] : std::vector<std::array<long, 4>>{{30, 10, 5, 20}, {2, 20, 20, 24}, {40, 3, 1, 22}}) {
    INFO(a << " " << b << " " << c << " " << d);
    REQUIRE(a + b + c + d + 3 > static_cast<long>(TfPosition::kMaxLength));
    const GameId g = v21(e21, {{"a", a}, {"b", b}, {"c", c}, {"d", d}});
    CHECK(store.neg(g) == v12(e12, {{"a", d}, {"b", c}, {"c", b}, {"d", a}}));
  }
}

TEST_CASE("RegionMembership is region_contains on a closure's case regions", "[recurrence_oracle]") {
  const TfPattern p = tf_test::pattern("_^a T _^b T _^c F _^d");
  const StateSystem sys = tf_family_closure({TfFamily{p, region_universe(tf_pattern_params(p))}}, RunBudget{});
  std::size_t asked = 0;
  for (const FamilyState& s : sys.states)
    for (const RecurrenceCase& c : s.cases) {
      const RegionMembership m(c.region);
      for (const RegionPoint& x : region_points_in_box(region_universe(s.params), 0, 5)) {
        ++asked;
        CHECK(m.contains(x) == region_contains(c.region, x));
      }
    }
  CHECK(asked > 1000);
}
