// Mutants of proved Toads-and-Frogs theorems: each perturbs the state system
// the way a bug in the closure, the normaliser or the lifting would, and the
// kernel must reject it with a message naming the state and the case. The
// original theorem must still pass, so every rejection is the mutant's doing.
#include "families/toads_frogs/closure.h"
#include "kernel/induction.h"
#include "kernel/tf_entries.h"
#include "kernel/tf_rules.h"
#include "prover/toads_frogs/prove_tf.h"
#include "tests/kernel/proved_theorem.h"

#include <catch2/catch.hpp>

#include <functional>
#include <string>

using namespace cgp;

namespace {

const TfTheorem& proved_cached(const char* pattern) {
  static std::map<std::string, TfTheorem> cache;
  auto it = cache.find(pattern);
  if (it == cache.end()) {
    it = cache.emplace(pattern, kernel_test::proved_theorem(pattern)).first;
  }
  return it->second;
}

// The first case (state, case index) with an option that `want` accepts.
struct Site {
  std::size_t state = 0, c = 0, option = 0;
  bool left = true;
};

Site find_site(const StateSystem& sys, const std::function<bool(const StateOption&)>& want) {
  for (std::size_t s = 0; s < sys.states.size(); ++s)
    for (std::size_t c = 0; c < sys.states[s].cases.size(); ++c)
      for (const bool left : {true, false}) {
        const auto& opts = left ? sys.states[s].cases[c].left : sys.states[s].cases[c].right;
        for (std::size_t k = 0; k < opts.size(); ++k)
          if (want(opts[k])) return Site{s, c, k, left};
      }
  FAIL("no option to mutate");
  return {};
}

std::vector<StateOption>& options_at(StateSystem& sys, const Site& at) {
  RecurrenceCase& rc = sys.states[at.state].cases[at.c];
  return at.left ? rc.left : rc.right;
}

// The kernel rejects the mutant, naming the mutated state and case.
void require_rejected(const TfTheorem& original, const StateSystem& mutant, const Site& at) {
  const InductionResult r = check_induction(mutant, original.proof.conjecture);
  INFO(r.failure);
  REQUIRE_FALSE(r.proved);
  const FamilyState& s = original.sys.states[at.state];
  CHECK(r.failure.find(s.name + " on " + region_to_string(s.cases[at.c].region)) != std::string::npos);
}

const char* const kMeasured = "T^a _ T^b F";         // A11: an affine measure
const char* const kByPotential = "_^a TT _ F _^b";   // no affine measure: the potential

}  // namespace

void require_passes(const TfTheorem& t) {
  const InductionResult r = check_induction(t.sys, t.proof.conjecture);
  INFO(r.failure);
  CHECK(r.proved);
}

void drop_first_option(const char* pattern) {
  const TfTheorem& t = proved_cached(pattern);
  StateSystem m = t.sys;
  const Site at = find_site(m, [](const StateOption&) { return true; });
  auto& opts = options_at(m, at);
  opts.erase(opts.begin() + static_cast<long>(at.option));
  require_rejected(t, m, at);
}

void shift_first_offset(const char* pattern) {
  const TfTheorem& t = proved_cached(pattern);
  for (const long delta : {1L, -1L}) {
    StateSystem m = t.sys;
    const Site at = find_site(m, [](const StateOption& o) { return o.target != kIntegerTarget; });
    options_at(m, at)[at.option].offset += Affine(delta);
    require_rejected(t, m, at);
  }
}

// One test case per theorem, so that each is proved once per process (ctest
// runs every test case in a process of its own).
TEST_CASE("kernel: mutants of A11, proved with an affine measure, are rejected", "[kernel]") {
  const TfTheorem& t = proved_cached(kMeasured);
  REQUIRE(t.sys.wellfounded_by == WellFoundedBy::kAffineMeasure);
  SECTION("the theorem itself passes") { require_passes(t); }
  SECTION("a move dropped") { drop_first_option(kMeasured); }
  SECTION("an offset changed by 1") { shift_first_offset(kMeasured); }
  SECTION("two arguments swapped") {
    StateSystem m = t.sys;
    // An option into a two-parameter state whose arguments differ.
    const Site at =
        find_site(m, [](const StateOption& o) { return o.args.size() == 2 && o.args.at("a") != o.args.at("b"); });
    StateOption& o = options_at(m, at)[at.option];
    std::swap(o.args.at("a"), o.args.at("b"));
    require_rejected(t, m, at);
  }
  SECTION("a case region widened to the whole domain") {
    StateSystem m = t.sys;
    const Site at = find_site(m, [](const StateOption&) { return true; });
    FamilyState& s = m.states[at.state];
    REQUIRE(s.cases.size() > 1);
    s.cases[at.c].region = s.domain;
    const InductionResult r = check_induction(m, t.proof.conjecture);
    INFO(r.failure);
    REQUIRE_FALSE(r.proved);
    CHECK(r.failure.find(s.name + " on " + region_to_string(s.domain)) != std::string::npos);
  }
}

TEST_CASE("kernel: mutants of a theorem proved by the potential are rejected", "[kernel]") {
  const TfTheorem& t = proved_cached(kByPotential);
  REQUIRE(t.sys.wellfounded_by == WellFoundedBy::kMovePotential);
  SECTION("the theorem itself passes") { require_passes(t); }
  SECTION("a move dropped") { drop_first_option(kByPotential); }
  SECTION("an offset changed by 1") { shift_first_offset(kByPotential); }
  SECTION("a potential certificate that skips the move") {
    StateSystem m = t.sys;
    const Site at = find_site(m, [](const StateOption&) { return true; });
    // The option claims to be its own state at the same point, reached by
    // stripping nothing: no move at all, a cycle the potential cannot order.
    const FamilyState& s = m.states[at.state];
    StateOption self{static_cast<int>(at.state), {}, Affine(0), TfStrip{{}, s.pattern, {}}, {}};
    for (const std::string& p : s.params) self.args[p] = Affine::param(p);
    options_at(m, at)[at.option] = self;
    require_rejected(t, m, at);
  }
  SECTION("a strip that does not rebuild the move") {
    StateSystem m = t.sys;
    const Site at = find_site(m, [](const StateOption& o) { return !o.strip.suffix.empty(); });
    options_at(m, at)[at.option].strip.suffix.front().second += Affine(1);  // one blank too many
    require_rejected(t, m, at);
  }
  SECTION("a family entry pointing at the wrong state") {
    StateSystem m = t.sys;
    REQUIRE(m.states.size() > 1);
    FamilyEntry& e = m.entries.front();
    e.call.target = (e.call.target + 1) % static_cast<int>(m.states.size());
    const InductionResult r = check_induction(m, t.proof.conjecture);
    INFO(r.failure);
    REQUIRE_FALSE(r.proved);
    CHECK(r.failure.find("the family " + tf_pattern_to_string(e.pattern)) != std::string::npos);
  }
}

TEST_CASE("kernel: a family entry pinned to a constant its region does not imply is rejected", "[kernel]") {
  // The closure substitutes b == 3 (pinned by the region) into T^a _^b F; a
  // bug that substituted a parameter its region does not pin would send
  // b = 4 to the state of b = 3.
  const std::vector<std::string> ps{"a", "b"};
  const auto where = std::get<Region>(region_parse("a>=1 && b==3", ps));
  const TfTheorem t = prove_tf_families({TfFamily{tf_test::pattern("T^a _^b F"), where}});
  REQUIRE(t.proof.status == FamilyProof::Status::Proved);
  StateSystem m = t.sys;
  m.entries.front().where = std::get<Region>(region_parse("a>=1 && b>=3 && b<=4", ps));
  const InductionResult r = check_induction(m, t.proof.conjecture);
  INFO(r.failure);
  REQUIRE_FALSE(r.proved);
  CHECK(r.failure.find("the family T^a _^b F") != std::string::npos);
}

// A family closed as slices (b in {2, 4}: one entry each) covers its region
// only with both entries; a bug that lost a slice, or stated it for another
// family, must leave the region uncovered, named at a point of the lost slice.
TEST_CASE("kernel: a family's slices must cover its region", "[kernel]") {
  const std::vector<std::string> ps{"a", "b"};
  const auto where = std::get<Region>(region_parse("a>=1 && b>=2 && b<=4 && b%2==0", ps));
  const StateSystem sys = tf_family_closure(tf_test::pattern("T^a _^b F"), where);
  REQUIRE(sys.entries.size() == 2);
  std::string why;
  CHECK(kernel_tf_entries_cover(sys, 0, where, why));
  CHECK_FALSE(kernel_tf_entries_cover(sys, 1, where, why));  // no entry states a second family
  for (std::size_t lost = 0; lost < 2; ++lost) {
    StateSystem m = sys;
    m.entries.erase(m.entries.begin() + static_cast<std::ptrdiff_t>(lost));
    CHECK_FALSE(kernel_tf_entries_cover(m, 0, where, why));
    CHECK(why.find(lost == 0 ? "b=2" : "b=4") != std::string::npos);
    m = sys;
    m.entries[lost].family = 1;
    CHECK_FALSE(kernel_tf_entries_cover(m, 0, where, why));
  }
}

TEST_CASE("kernel: tf_norm_strip's offset, by hand", "[kernel]") {
  // E^2 F^3 | core | T^2 E^1 T^1 E^4: frogs -3*2; toads 2*(1+4) + 1*4.
  const TfStrip s{{{Affine(2), Affine(3)}}, tf_test::pattern("T F"), {{Affine(2), Affine(1)}, {Affine(1), Affine(4)}}};
  REQUIRE(kernel_tf_strip_offset(s));
  CHECK(*kernel_tf_strip_offset(s) == Affine(-6 + 10 + 4));
  CHECK(tf_pattern_to_string(kernel_tf_strip_board(s)) == "_^2 F^3 T F T^2 _ T _^4");
  CHECK(tf_pattern_to_string(kernel_tf_stripped_board(s)) == "_^2 T F _^5");
  // A product of two symbolic lengths is not affine: no offset.
  const TfStrip q{{}, tf_test::pattern("T F"), {{Affine::param("a"), Affine::param("b")}}};
  CHECK_FALSE(kernel_tf_strip_offset(q));
}
