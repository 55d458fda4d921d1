// Erickson's first conjecture ([E96-1] in tests/data/toads_frogs_literature.txt):
// T^a __ F^b = {{a-3|a-b}|{*|3-b}} for a > b >= 2. With b symbolic the
// closure does not close (README); each fixed b is a family in a alone,
// proved from the rules. b = 2 takes a few seconds; b = 3 and 4 (about 45 s
// and 3 min) are long tests.
#include "games/toads_frogs/pattern.h"
#include "prover/toads_frogs/tf_claim.h"
#include "symbolic/region.h"
#include "symbolic/sym_game.h"

#include <catch2/catch.hpp>

#include <string>

using namespace cgp;

namespace {

// The conjecture's claim at frog count b, on a > b, as the literature states it.
TfClaimResult check_slice(long b, const std::string& where) {
  const std::string pattern = "T^a __ F^" + std::to_string(b);
  const std::string claim = "{{a-3|a-" + std::to_string(b) + "}|{*|" + std::to_string(3 - b) + "}}";
  INFO(pattern << " = " << claim << " on " << where);
  const TfPattern p = std::get<TfPattern>(tf_pattern_parse(pattern));
  const Region region = std::get<Region>(region_parse(where, tf_pattern_params(p)));
  return tf_claim_check({TfFamily{p, region}}, std::get<SymGame>(sym_game_parse(claim)), RunBudget{}, 8, 20);
}

void require_slice_proved(long b) {
  const TfClaimResult r = check_slice(b, "a>=" + std::to_string(b + 1));
  CHECK_FALSE(r.cex);
  CHECK(r.holds);
  CHECK(r.theorem.proof.status == FamilyProof::Status::Proved);
}

}  // namespace

TEST_CASE("Erickson's first conjecture at b = 2, T^a __ FF = {{a-3|a-2}|{*|1}} for a >= 3, is PROVED",
          "[prove_tf][erickson]") {
  require_slice_proved(2);
}

// Below a > b the formula is not claimed, and it is wrong at once: TT__FF is
// *, the formula -1/4 ({{-1|0}|{*|1}}); the search finds that first.
TEST_CASE("Erickson's first formula at b = 2 fails at a = 2, outside the conjecture", "[prove_tf][erickson]") {
  const TfClaimResult r = check_slice(2, "a>=2");
  REQUIRE(r.cex);
  CHECK(r.cex->params == ParamValues{{"a", 2}});
  CHECK(r.cex->position == "TT__FF");
  CHECK(r.cex->actual == "*");
  CHECK_FALSE(r.holds);
}

TEST_CASE("Erickson's first conjecture at b = 3 and b = 4 is PROVED", "[prove_tf][erickson][.long]") {
  for (long b : {3, 4}) {
    INFO("b = " << b);
    require_slice_proved(b);
  }
}
