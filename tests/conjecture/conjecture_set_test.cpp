// Truth, significance and removal on hand-made value vectors whose answers
// are worked out in the comments.
#include <catch2/catch.hpp>

#include "conjecture/conjecture_set.h"

using namespace cgp::conjecture;

namespace {

Conjecture bound(std::vector<double> v, std::size_t order) {
  std::string name = "b";
  name += std::to_string(order);
  return Conjecture{Expression::invariant(std::move(name)), std::move(v), order};
}

}  // namespace

TEST_CASE("upper bounds: truth, significance, removal, stop rule") {
  ConjectureSet set({1, 4}, BoundSense::Upper);
  std::vector<double> twice{2, 4}, square{1, 4}, low{0, 5}, worse{3, 5};
  CHECK(set.is_true(twice.data()));
  CHECK_FALSE(set.is_true(low.data()));  // 1 <= 0 fails on the first example
  CHECK(set.is_significant(twice.data()));  // nothing stored yet
  set.add(bound(twice, 0));
  CHECK_FALSE(set.every_example_exact());  // exact on the second example only
  CHECK(set.is_true(worse.data()));
  CHECK_FALSE(set.is_significant(worse.data()));  // 3 > 2 and 5 > 4: never better
  CHECK_FALSE(set.is_significant(twice.data()));  // equal is not better
  CHECK(set.is_significant(square.data()));       // 1 < 2 on the first example
  set.add(bound(square, 1));
  // {2,4} is nowhere strictly better than {1,4}: removed.
  REQUIRE(set.conjectures().size() == 1);
  CHECK(set.conjectures()[0].order == 1);
  CHECK(set.removed() == 1);
  CHECK(set.every_example_exact());
}

TEST_CASE("lower bounds mirror upper bounds") {
  ConjectureSet set({3, 5}, BoundSense::Lower);
  std::vector<double> a{3, 1}, b{1, 5}, c{2, 6};
  CHECK(set.is_true(a.data()));
  CHECK(set.is_true(b.data()));
  CHECK_FALSE(set.is_true(c.data()));  // 5 >= 6 fails
  set.add(bound(a, 0));
  CHECK(set.is_significant(b.data()));  // 5 > 1 on the second example
  set.add(bound(b, 1));
  CHECK(set.conjectures().size() == 2);  // each is the only exact one somewhere
  CHECK(set.every_example_exact());
}

TEST_CASE("comparisons use the 1e-9 relative tolerance") {
  ConjectureSet set({1e6, 2}, BoundSense::Upper);
  std::vector<double> just_below{1e6 - 1e-4, 2}, too_low{1e6 - 1e-2, 2};
  CHECK(set.is_true(just_below.data()));  // 1e-4 < 1e-9 * 1e6
  CHECK_FALSE(set.is_true(too_low.data()));
  set.add(bound({1e6, 3}, 0));
  std::vector<double> barely_better{1e6 - 1e-5, 3};
  CHECK_FALSE(set.is_significant(barely_better.data()));  // within tolerance: not better
}

TEST_CASE("a bound at least as good everywhere removes each stored bound") {
  ConjectureSet set({1, 1, 1}, BoundSense::Upper);
  set.add(bound({1, 3, 5}, 0));
  set.add(bound({2, 2, 4}, 1));
  set.add(bound({2, 3, 1}, 2));
  // Each is strictly best on one example: 0 on the first, 1 on the second, 2 on the third.
  CHECK(set.conjectures().size() == 3);
  set.add(bound({1, 1, 1}, 3));  // ties bound 0 on the first example, beats every bound elsewhere
  REQUIRE(set.conjectures().size() == 1);
  CHECK(set.removed() == 3);
}
