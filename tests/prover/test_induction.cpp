// The induction checker on Thanatipanonda and Zeilberger's class A11, with the
// recurrences and the conjecture exactly as the paper prints them (section 2),
// written here by hand: the checker must prove the paper's conjecture and
// reject wrong ones, naming the state.
#include "families/state_system.h"
#include "kernel/induction.h"
#include "symbolic/region.h"
#include "symbolic/sym_game.h"
#include "tests/tf_text.h"

#include <catch2/catch.hpp>

using namespace cgp;

namespace {

Region case_region(const char* text, std::vector<std::string> params) {
  auto r = region_parse(text, params);
  REQUIRE(std::holds_alternative<Region>(r));
  return region_align(std::get<Region>(r), params);
}

SymGame sym(const char* text) {
  auto r = sym_game_parse(text);
  REQUIRE(std::holds_alternative<SymGame>(r));
  return std::get<SymGame>(r);
}

// The move's board, certified as `core` followed by toad-and-blank blocks
// (tf_norm_strip's suffix): the board left is `core` and trailing blanks.
TfStrip strip(const char* core, std::vector<std::pair<Affine, Affine>> suffix = {}) {
  return TfStrip{{}, tf_test::pattern(core), std::move(suffix)};
}

StateOption call(int target, std::map<std::string, Affine> args, long offset, TfStrip raw) {
  return StateOption{target, std::move(args), Affine(offset), std::move(raw), {}};
}

// f(a,b) = T^a _ T^b F (state 0), g(a) = T^a F _ (state 1):
//   f(a,0) = { f(a-1,1) | g(a) }      f(a,1) = { f(a-1,2) | g(a)+1 }
//   f(a,b) = { f(a-1,b+1) | }  b>=2   g(a) = { f(a-1,0) | }
// where Left's move exists only for a >= 1. Each option carries the board
// the move leaves (its strip), as the kernel checks it against the rules.
StateSystem a11() {
  const std::vector<std::string> ab = {"a", "b"}, a = {"a"};
  const Affine pa = Affine::param("a");
  const std::pair<Affine, Affine> toad_blank{Affine(1), Affine(1)}, toad{Affine(1), Affine(0)};
  StateSystem sys;
  sys.game = "tf";
  FamilyState f{"f", tf_test::pattern("T^a _ T^b F"), ab, region_universe(ab), {}, Affine(0)};
  FamilyState g{"g", tf_test::pattern("T^a F _"), a, region_universe(a), {}, Affine(0)};
  f.cases.push_back({case_region("a==0 && b==0", ab), {}, {call(1, {{"a", pa}}, 0, strip("F _"))}});
  f.cases.push_back({case_region("a>=1 && b==0", ab), {call(0, {{"a", pa - 1}, {"b", Affine(1)}}, 0, strip("T^(a-1) _ T F"))},
                     {call(1, {{"a", pa}}, 0, strip("T^a F _"))}});
  f.cases.push_back({case_region("a==0 && b==1", ab), {}, {call(1, {{"a", pa}}, 1, strip("F", {toad_blank}))}});
  f.cases.push_back({case_region("a>=1 && b==1", ab), {call(0, {{"a", pa - 1}, {"b", Affine(2)}}, 0, strip("T^(a-1) _ T^2 F"))},
                     {call(1, {{"a", pa}}, 1, strip("T^a F", {toad_blank}))}});
  f.cases.push_back({case_region("a==0 && b>=2", ab), {}, {}});
  f.cases.push_back({case_region("a>=1 && b>=2", ab),
                     {call(0, {{"a", pa - 1}, {"b", Affine::param("b") + 1}}, 0, strip("T^(a-1) _ T^(b+1) F"))},
                     {}});
  g.cases.push_back({case_region("a==0", a), {}, {}});
  g.cases.push_back({case_region("a>=1", a), {call(0, {{"a", pa - 1}, {"b", Affine(0)}}, 0, strip("T^(a-1) _ F", {toad}))}, {}});
  sys.states = {f, g};
  REQUIRE(find_measure(sys));
  sys.wellfounded_by = WellFoundedBy::kAffineMeasure;
  return sys;
}

// The paper's conjecture: f(0,0) = -1, f(a,0) = {{a-2|1}|0} (a>=1),
// f(a,1) = {a-1|1}, f(a,b) = a (b>=2), g(a) = 0.
Conjecture paper_conjecture() {
  const std::vector<std::string> ab = {"a", "b"}, a = {"a"};
  return {{{case_region("a==0 && b==0", ab), sym("-1")},
           {case_region("a>=1 && b==0", ab), sym("{{a-2|1}|0}")},
           {case_region("b==1", ab), sym("{a-1|1}")},
           {case_region("b>=2", ab), sym("a")}},
          {{case_region("true", a), sym("0")}}};
}

}  // namespace

TEST_CASE("induction: the paper's A11 conjecture is proved", "[induction]") {
  const InductionResult r = check_induction(a11(), paper_conjecture());
  INFO(r.failure);
  REQUIRE(r.proved);
  REQUIRE_FALSE(r.steps.empty());
  for (const auto& step : r.steps) REQUIRE(step.equal);
}

TEST_CASE("induction: wrong conjectures are rejected with the failing state", "[induction]") {
  const std::vector<std::string> ab = {"a", "b"}, a = {"a"};
  {
    Conjecture c = paper_conjecture();
    c[0][3].value = sym("a+1");  // f(a,b) = a+1 for b >= 2: wrong
    const InductionResult r = check_induction(a11(), c);
    REQUIRE_FALSE(r.proved);
    REQUIRE(r.failure.rfind("f on", 0) == 0);
    REQUIRE(r.failure_point);
  }
  {
    Conjecture c = paper_conjecture();
    c[1][0].value = sym("*");  // g(a) = *: wrong
    REQUIRE_FALSE(check_induction(a11(), c).proved);
  }
  {
    Conjecture c = paper_conjecture();
    c[0].pop_back();  // no value for b >= 2
    const InductionResult r = check_induction(a11(), c);
    REQUIRE_FALSE(r.proved);
    REQUIRE(r.failure.find("no conjectured value") != std::string::npos);
  }
  {
    Conjecture c = paper_conjecture();
    c[0][2].where = case_region("b==1 || (a==0 && b==0)", ab);  // overlaps f(0,0)
    REQUIRE(check_induction(a11(), c).failure.find("overlap") != std::string::npos);
  }
}
