// Matching a result pattern against the closure's states (tf_match_state and
// TfResultMatcher): the expected maps are worked out by hand, and every map
// found is checked concretely: the state at the mapped arguments is the
// result's board at every point of the region in a box.
#include "families/toads_frogs/closure.h"
#include "games/toads_frogs/pattern.h"
#include "symbolic/region.h"
#include "tests/tf_text.h"

#include <catch2/catch.hpp>

using namespace cgp;

namespace {

Region where(const char* text, const TfPattern& result) {
  auto r = region_parse(text, tf_pattern_params(result));
  if (auto* e = std::get_if<ParseError>(&r)) FAIL(text << ": " << e->message);
  return std::get<Region>(r);
}

// The state instantiated at the map's arguments equals the result, point by point.
void check_concretely(const TfPattern& state, const TfPattern& result, const Region& region,
                      const std::map<std::string, Affine>& map) {
  for (const RegionPoint& pt : region_points_in_box(region, 0, 6)) {
    const ParamValues at = region_point_values(region, pt);
    ParamValues args;
    for (const auto& [name, value] : map) args[name] = affine_eval(value, at).to_long().value();
    const auto s = tf_pattern_instantiate(state, args);
    const auto r = tf_pattern_instantiate(result, at);
    REQUIRE(s);
    REQUIRE(r);
    CHECK(s->key() == r->key());
  }
}

}  // namespace

TEST_CASE("tf_match_state: a constant block of the state needs the region to pin the result's block", "[families]") {
  const TfPattern result = tf_test::pattern("T^a _^b F");
  const TfPattern state = tf_test::pattern("T^a _ F");
  const Region pinned = where("b==1", result);
  const auto m = tf_match_state(state, result, pinned);
  REQUIRE(m);
  CHECK(m->at("a") == Affine::param("a"));
  check_concretely(state, result, pinned, *m);
  CHECK_FALSE(tf_match_state(state, result, where("b>=1", result)));
  CHECK_FALSE(tf_match_state(state, result, where("b==1 || b==2", result)));
}

TEST_CASE("tf_match_state: a parametric block of the state may be skipped as 0", "[families]") {
  const TfPattern result = tf_test::pattern("T^a _^b F");
  const TfPattern state = tf_test::pattern("T^a _^b T^c F");
  const Region all = region_universe(tf_pattern_params(result));
  const auto m = tf_match_state(state, result, all);
  REQUIRE(m);
  CHECK(m->at("a") == Affine::param("a"));
  CHECK(m->at("b") == Affine::param("b"));
  CHECK(m->at("c") == Affine(0));
  check_concretely(state, result, all, *m);
  // A constant block cannot be skipped.
  CHECK_FALSE(tf_match_state(tf_test::pattern("T^a _^b T F"), result, all));
}

TEST_CASE("TfResultMatcher: one result against many states, the region's answers kept", "[families]") {
  const TfPattern result = tf_test::pattern("T^a _^b F _^c");
  const Region region = where("b>=1 && c==2", result);
  TfResultMatcher matcher(result, region);
  // The pins b == 1 fails and c == 2 holds; each is asked again by later states.
  CHECK_FALSE(matcher.match(tf_test::pattern("T^a _ F _^b")));
  const auto m = matcher.match(tf_test::pattern("T^a _^b F __"));
  REQUIRE(m);
  check_concretely(tf_test::pattern("T^a _^b F __"), result, region, *m);
  CHECK_FALSE(matcher.match(tf_test::pattern("T^a _ F __")));
  CHECK_FALSE(matcher.match(tf_test::pattern("T^a _^b F ___")));
  // The same answers as a fresh match for each state.
  for (const char* s : {"T^a _ F _^b", "T^a _^b F __", "T^a _ F __", "T^a _^b F _^c", "T^a _^b T^c F _^d"}) {
    INFO(s);
    const auto fresh = tf_match_state(tf_test::pattern(s), result, region);
    const auto kept = matcher.match(tf_test::pattern(s));
    CHECK(fresh.has_value() == kept.has_value());
    if (fresh && kept) CHECK(*fresh == *kept);
  }
}
