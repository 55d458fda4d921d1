// The kernel's rule n + 1/2 = {n | n+1} (kernel/half_leaves.h): which leaves
// it rewrites, written out by hand, and the rewritten claim equal to the
// claim as typed, as canonical games, at every point of a box (the store's
// canonical forms, computed from the trees, not from the rule).
#include "kernel/half_leaves.h"
#include "symbolic/sym_game.h"

#include <catch2/catch.hpp>

#include <variant>

using namespace cgp;

namespace {

SymGame parse(const char* text) {
  const auto x = sym_game_parse(text);
  REQUIRE(std::holds_alternative<SymGame>(x));
  return std::get<SymGame>(x);
}

}  // namespace

TEST_CASE("half leaves: each n+1/2 with n integer-valued becomes {n|n+1}, nothing else changes", "[kernel]") {
  const auto third = kernel_half_leaves_as_options(parse("a-7/2"));
  REQUIRE(third);
  CHECK(*third == parse("{a-4|a-3}"));
  const auto nested = kernel_half_leaves_as_options(parse("{a+b+1/2|{3|a}}"));
  REQUIRE(nested);
  CHECK(*nested == parse("{{a+b|a+b+1}|{3|a}}"));
  // Integer leaves, a/2 (half an integer only at odd a), a quarter, and a
  // half with a star are left alone.
  for (const char* same : {"a-7", "{a|a+1}", "a/2", "a-1/4", "a+1/2*", "2a*"}) {
    INFO(same);
    CHECK_FALSE(kernel_half_leaves_as_options(parse(same)));
  }
}

TEST_CASE("half leaves: the rewritten claim is the same game at every point", "[kernel]") {
  GameStore store;
  for (const char* text : {"a-7/2", "{a+b+1/2|{3|a}}", "{3b-1/2|*}", "a+1/2-b"}) {
    const SymGame x = parse(text);
    const auto y = kernel_half_leaves_as_options(x);
    REQUIRE(y);
    for (long a = 0; a <= 6; ++a)
      for (long b = 0; b <= 6; ++b) {
        const ParamValues at{{"a", a}, {"b", b}};
        INFO(text << " at a=" << a << ", b=" << b);
        CHECK(sym_game_instantiate(store, x, at) == sym_game_instantiate(store, *y, at));
      }
  }
}
