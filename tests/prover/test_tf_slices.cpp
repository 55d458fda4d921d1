// The slices of a claim (prover/toads_frogs/tf_slices.h): which
// parameters are sliced, and the value each slice takes next, against the
// region's own points.
#include "prover/toads_frogs/tf_slices.h"

#include "games/toads_frogs/pattern.h"

#include <catch2/catch.hpp>

using namespace cgp;

namespace {

TfFamily slice_family(const char* pattern, const char* where) {
  const TfPattern p = std::get<TfPattern>(tf_pattern_parse(pattern));
  return TfFamily{p, std::get<Region>(region_parse(where, tf_pattern_params(p)))};
}

}  // namespace

TEST_CASE("the next value of a slice is the least value of the parameter on the region from there", "[prover]") {
  for (const char* where : {"a>=1 && b>=3 && b%2==1", "a+b>=5 && a<=7", "2a>=b+3", "b%3==2 && a%2==0 && a>=4"}) {
    const TfFamily f = slice_family("T^a _^b F", where);
    const std::vector<RegionPoint> points = region_points_in_box(f.where, 0, 40);
    for (const std::string& p : {std::string("a"), std::string("b")}) {
      const std::size_t i = p == "a" ? 0 : 1;
      for (long from = 0; from <= 12; ++from) {
        // The least value among the points of a box large enough to hold it.
        std::optional<long> least;
        for (const RegionPoint& x : points)
          if (x[i] >= from && (!least || x[i] < *least)) least = x[i];
        INFO(where << ", " << p << " from " << from);
        CHECK(tf_slice_next_value(f.where, p, from) == least);
      }
    }
  }
  // A bounded parameter runs out.
  CHECK(tf_slice_next_value(slice_family("T^a _^b F", "a<=7").where, "a", 8) == std::nullopt);
}

TEST_CASE("only parameters the region leaves free are sliced, and only when two are free", "[prover]") {
  CHECK(tf_slice_params(slice_family("T^a _^b F", "a>=1")) == std::vector<std::string>{"a", "b"});
  CHECK(tf_slice_params(slice_family("T^a _^b F", "a==1")).empty());  // one free parameter left
  CHECK(tf_slice_params(slice_family("T^a _ T^b _^c F", "b==2")) == std::vector<std::string>{"a", "c"});
  CHECK(tf_slice_params(slice_family("T^a _ F", "a>=2")).empty());
}

// A slice whose every parameter takes at most 16 values is a finite set of
// positions, left to the counterexample search: Erickson's first conjecture
// on a==4 holds b == 2, 3 only.
TEST_CASE("a slice of finitely many positions is told apart from a family", "[prover]") {
  CHECK(tf_slice_is_finite(slice_family("T^a __ F^b", "a==4 && a>b && b>=2").where));
  CHECK_FALSE(tf_slice_is_finite(slice_family("T^a __ F^b", "b==2 && a>b").where));
  CHECK_FALSE(tf_slice_is_finite(slice_family("T^a _^b F", "a==1 && b>=2").where));
  CHECK(tf_slice_is_finite(slice_family("T^a _^b F", "a==1 && b<=15").where));        // b in 0..15: 16 values
  CHECK_FALSE(tf_slice_is_finite(slice_family("T^a _^b F", "a==1 && b<=16").where));  // 17 values: a family
}
