// Families: the pattern language, lifted moves against the concrete rules,
// and the closure's recurrences against the concrete evaluator.
#include "families/state_system.h"
#include "families/toads_frogs/closure.h"
#include "kernel/measure.h"
#include "kernel/tf_rules.h"
#include "games/toads_frogs/pattern_moves.h"
#include "families/toads_frogs/normalise.h"
#include "games/toads_frogs/pattern.h"
#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/moves.h"
#include "tests/tf_text.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

using namespace cgp;

namespace {

std::vector<TfKey> keys(const std::vector<TfPosition>& ps) {
  std::vector<TfKey> k;
  for (const auto& p : ps) k.push_back(p.key());
  std::sort(k.begin(), k.end());
  return k;
}

// Instantiate-then-move == move-then-instantiate, at every point of a small box
// in every case region.
void check_lift(const TfPattern& p) {
  const auto params = tf_pattern_params(p);
  for (const TfLiftCase& c : tf_lift_options(p, region_universe(params))) {
    for (const RegionPoint& pt : region_points_in_box(c.region, 0, 4)) {
      const ParamValues v = region_point_values(c.region, pt);
      const auto pos = tf_pattern_instantiate(p, v);
      REQUIRE(pos);
      for (Side side : {Side::Left, Side::Right}) {
        const auto& lifted = side == Side::Left ? c.left : c.right;
        std::vector<TfPosition> inst;
        for (const auto& q : lifted) inst.push_back(*tf_pattern_instantiate(q, v));
        INFO(tf_pattern_to_string(p) << " at " << region_to_string(c.region) << " " << pos->to_string());
        CHECK(keys(inst) == keys(side == Side::Left ? left_options(*pos) : right_options(*pos)));
      }
    }
  }
}

ParamValues args_at(const StateSystem& sys, const StateOption& o, const ParamValues& v) {
  ParamValues out;
  for (const auto& p : sys.states[static_cast<std::size_t>(o.target)].params)
    out[p] = *affine_eval(o.args.at(p), v).to_long();
  return out;
}

// The potential the closure's well-foundedness rests on (StateSystem::potential),
// from its definition: toads' distances to the right end plus frogs' to the left.
long potential(const TfPosition& p) {
  long phi = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i] == Square::Toad) phi += static_cast<long>(p.size() - 1 - i);
    if (p[i] == Square::Frog) phi += static_cast<long>(i);
  }
  return phi;
}

// Every recurrence, at sample points: the values of the concrete options
// equal the values of the recurrence's options, and every option's position
// has a smaller potential than the state's.
void check_system(const StateSystem& sys, long hi) {
  TfEvaluator ev;
  GameStore& store = ev.store();
  for (const FamilyState& s : sys.states) {
    const TfPattern& sp = s.pattern;
    for (const RecurrenceCase& c : s.cases)
      for (const RegionPoint& pt : region_points_in_box(c.region, 0, hi)) {
        const ParamValues v = region_point_values(c.region, pt);
        const TfPosition pos = *tf_pattern_instantiate(sp, v);
        for (Side side : {Side::Left, Side::Right}) {
          std::vector<GameId> concrete, claimed;
          for (const auto& q : side == Side::Left ? left_options(pos) : right_options(pos))
            concrete.push_back(ev.value(q));
          for (const StateOption& o : side == Side::Left ? c.left : c.right) {
            GameId g = store.integer(*affine_eval(o.offset, v).to_long());
            if (o.target != kIntegerTarget) {
              const TfPattern& tp = sys.states[static_cast<std::size_t>(o.target)].pattern;
              const TfPosition option = *tf_pattern_instantiate(tp, args_at(sys, o, v));
              g = store.add(g, ev.value(option));
              INFO(s.name << " = " << tf_pattern_to_string(s.pattern) << " at " << pos.to_string() << ": option " << option.to_string());
              CHECK(potential(option) < potential(pos));
            }
            claimed.push_back(g);
          }
          std::sort(concrete.begin(), concrete.end());
          std::sort(claimed.begin(), claimed.end());
          INFO(s.name << " = " << tf_pattern_to_string(s.pattern) << " at " << pos.to_string());
          CHECK(concrete == claimed);
        }
      }
  }
}

const char* kPaperPatterns[] = {"T^a _ T^b F", "T^a F _", "_^a T _^b F _^c", "T^a ___ FF"};

}  // namespace

TEST_CASE("patterns parse and print in one syntax", "[families]") {
  CHECK(tf_pattern_to_string(tf_test::pattern("T^a _ T^b F")) == "T^a _ T^b F");
  CHECK(tf_pattern_to_string(tf_test::pattern("T^a_T^bF")) == "T^a _ T^b F");
  CHECK(tf_pattern_to_string(tf_test::pattern("T^(a+1) __ F^b")) == "T^(a+1) _^2 F^b");
  CHECK(tf_pattern_to_string(tf_test::pattern("._^a.")) == "_^(a+2)");
  CHECK(tf_pattern_to_string(tf_test::pattern("T^a T^b")) == "T^(a+b)");
  for (const char* t : {"T^a _ T^(b+1) F _^3", "_^a T _^b F _^c", "T^(2a-b+1) F"})
    CHECK(tf_pattern_to_string(tf_test::pattern(tf_pattern_to_string(tf_test::pattern(t)).c_str())) == tf_pattern_to_string(tf_test::pattern(t)));
  auto err = [](const char* t) { return std::get<ParseError>(tf_pattern_parse(t)); };
  CHECK(err("T^a X").column == 4);
  CHECK(err("T^").column == 2);
  CHECK(err("T^(a*b)").message.find("column") != std::string::npos);
  CHECK(err("T^(-1)").column == 2);
  CHECK(tf_test::pattern("TTTTTTTTTT ___ FFFF").blocks.size() == 3);  // literal runs merge
  std::string many;
  for (int i = 0; i < 30; ++i) many += "T_";
  CHECK(err(many.c_str()).message.find("limit") != std::string::npos);
  auto pos = tf_pattern_instantiate(tf_test::pattern("T^a _ T^b F"), {{"a", 2}, {"b", 1}});
  REQUIRE(pos);
  CHECK(pos->to_string() == "TT_TF");
  // Longer than a position holds: no position, but a length (2a + 1 + b).
  CHECK_FALSE(tf_pattern_instantiate(tf_test::pattern("T^(2a) _ T^b F"), {{"a", 30}, {"b", 4}}));
  CHECK(tf_pattern_length(tf_test::pattern("T^(2a) _ T^b F"), {{"a", 30}, {"b", 4}}) == 66);
  CHECK_FALSE(tf_pattern_length(tf_test::pattern("T^(a-2) _ F"), {{"a", 1}}));
}

// A mirrored pattern's positions are the mirrored positions (string reversed,
// T and F exchanged), checked on the strings, not through TfPosition::mirror.
TEST_CASE("a mirrored pattern gives the mirrored positions", "[families]") {
  CHECK(tf_pattern_to_string(tf_pattern_mirror(tf_test::pattern("_^a T _^b T F _^d"))) == "_^d T F _^b F _^a");
  CHECK(tf_pattern_to_string(tf_pattern_mirror(tf_test::pattern("T^(a+1) __ F^b"))) == "T^b _^2 F^(a+1)");
  for (const char* t : {"T^a _ T^b F", "_^a T F _^c F _^d", "T^(a+1) __ F^b _", "F^a T^b _ F"})
    for (long a = 0; a <= 3; ++a)
      for (long b = 0; b <= 3; ++b) {
        const ParamValues at{{"a", a}, {"b", b}, {"c", a + b}, {"d", 2}};
        const auto p = tf_pattern_instantiate(tf_test::pattern(t), at);
        const auto m = tf_pattern_instantiate(tf_pattern_mirror(tf_test::pattern(t)), at);
        REQUIRE(p);
        REQUIRE(m);
        const std::string text = p->to_string();
        std::string expected(text.rbegin(), text.rend());
        for (char& ch : expected) ch = ch == 'T' ? 'F' : ch == 'F' ? 'T' : ch;
        CHECK(m->to_string() == expected);
      }
}

TEST_CASE("lifted moves agree with the rules on the paper's patterns", "[families]") {
  for (const char* t : kPaperPatterns) check_lift(tf_test::pattern(t));
  check_lift(tf_test::pattern("T^(a+1) __ F^b"));
  check_lift(tf_test::pattern("F^a T^b _ F"));
}

TEST_CASE("lifted moves agree with the rules on random patterns", "[families]") {
  std::mt19937 rng(4);
  const char symbols[] = {'T', 'F', '_'};
  const char* exps[] = {"", "^a", "^b", "^(a+1)", "^2", "^(b+2)"};
  for (int n = 0; n < 150; ++n) {
    std::string text;
    const int blocks = 1 + static_cast<int>(rng() % 4);
    for (int b = 0; b < blocks; ++b) {
      text += symbols[rng() % 3];
      text += exps[rng() % 6];
      text += ' ';
    }
    INFO(text);
    check_lift(tf_test::pattern(text.c_str()));
  }
}

TEST_CASE("normalisation keeps values", "[families]") {
  TfEvaluator ev;
  for (const char* t : {"T^a _ T^b F T^c _^2", "_^a F^2 T _ F T^b _^2", "F^a _ T^b", "_^b F T F T^a _^2"}) {
    const TfPattern p = tf_test::pattern(t);
    const TfNormalised n = tf_normalise(p);
    for (long a = 0; a <= 3; ++a)
      for (long b = 0; b <= 3; ++b)
        for (long c = 0; c <= 2; ++c) {
          ParamValues v{{"a", a}, {"b", b}, {"c", c}};
          GameId lhs = ev.value(*tf_pattern_instantiate(p, v));
          GameId rhs = ev.store().add(ev.value(*tf_pattern_instantiate(n.pattern, v)),
                                      ev.store().integer(*affine_eval(n.offset, v).to_long()));
          INFO(t << " -> " << tf_pattern_to_string(n.pattern) << " + " << n.offset);
          CHECK(lhs == rhs);
        }
  }
  CHECK_THROWS_AS(tf_normalise(tf_test::pattern("T^a F T^b _^c")), TfUnsupported);
}

TEST_CASE("A11 closes into the paper's two states", "[families]") {
  const StateSystem sys = tf_family_closure(tf_test::pattern("T^a _ T^b F"), region_universe({"a", "b"}));
  REQUIRE(sys.states.size() == 2);
  CHECK(tf_pattern_to_string(sys.states[0].pattern) == "T^a _ T^b F");
  CHECK(tf_pattern_to_string(sys.states[1].pattern) == "T^a F _");
  CHECK(sys.measure_ok);
  std::string why;
  CHECK(kernel_check_measure(sys, why));
  check_system(sys, 5);
  const StateSystem g = tf_family_closure(tf_test::pattern("T^a F _"), region_universe({"a"}));
  CHECK(g.states.size() == 2);
  check_system(g, 5);
  const std::string text = state_system_to_text(sys);
  // The paper's recurrences (Thanatipanonda-Zeilberger, section 2, A11):
  // f(a,0) = {f(a-1,1) | g(a)}, a >= 1; f(a,1) = {f(a-1,2) | g(a)+1}, a >= 1;
  // f(a,b) = {f(a-1,b+1) | }, a >= 1, b >= 2; g(a) = {f(a-1,0) | }, a >= 2.
  CHECK(text.find("f1(a,0) = { f1(a-1,1) | f2(a) },  a>=1 && b==0") != std::string::npos);
  CHECK(text.find("f1(a,1) = { f1(a-1,2) | f2(a) + 1 },  a>=1 && b==1") != std::string::npos);
  CHECK(text.find("f1(a,b) = { f1(a-1,b+1) | },  a>=1 && b>=2") != std::string::npos);
  CHECK(text.find("f2(a) = { f1(a-1,0) | },  a>=2") != std::string::npos);
}

// Two toads, no symbolic toad block: constant toad blocks take finitely many
// lengths, so the closure must not widen them (it did, and never closed).
TEST_CASE("B21 closes, and every recurrence agrees with the rules", "[families]") {
  const StateSystem sys =
      tf_family_closure(tf_test::pattern("_^a T _^b T _^c F _^d"), region_universe({"a", "b", "c", "d"}), 100);
  CHECK(sys.states.size() <= 10);
  for (const FamilyState& s : sys.states) {
    INFO(tf_pattern_to_string(s.pattern));
    long toads = 0;
    for (const TfBlock& b : s.pattern.blocks) {
      if (b.symbol != Square::Toad) continue;
      REQUIRE(b.length.is_constant());  // never T^a
      toads += *b.length.constant().to_long();
    }
    CHECK(toads <= 2);
  }
  check_system(sys, 3);
}

// A toad at the left edge (or a frog at the right): the blanks it leaves
// behind grow one at a time (_ T ..., _^2 T ..., ...). With every piece block
// constant the closure widens them into a parameter; it used to add a state
// per length and never close (over 1,000 states).
TEST_CASE("B21 with a = 0 and its mirror image close by widening blank blocks", "[families]") {
  for (const char* text : {"T _^b T _^c F _^d", "_^a T _^b F _^c F"}) {
    const TfPattern p = tf_test::pattern(text);
    const StateSystem sys = tf_family_closure(p, region_universe(tf_pattern_params(p)), 100);
    INFO(text);
    CHECK(sys.states.size() <= 10);
    check_system(sys, 3);
    // The family's own positions are the called state's at the call's arguments.
    REQUIRE(sys.entries.size() == 1);
    const StateOption& call = sys.entries[0].call;
    REQUIRE(call.target != kIntegerTarget);
    const TfPattern& state = sys.states[static_cast<std::size_t>(call.target)].pattern;
    for (const RegionPoint& pt : region_points_in_box(sys.entries[0].where, 0, 3)) {
      const ParamValues v = region_point_values(sys.entries[0].where, pt);
      CHECK(affine_eval(call.offset, v).to_long() == 0);
      CHECK(tf_pattern_instantiate(state, args_at(sys, call, v))->to_string() ==
            tf_pattern_instantiate(p, v)->to_string());
    }
  }
}

TEST_CASE("B11 closes into one state with a decreasing measure", "[families]") {
  const StateSystem sys = tf_family_closure(tf_test::pattern("_^a T _^b F _^c"), region_universe({"a", "b", "c"}));
  REQUIRE(sys.states.size() == 1);
  CHECK(sys.measure_ok);
  std::string why;
  CHECK(kernel_check_measure(sys, why));
  check_system(sys, 3);
}

// Erickson's family closes into 43 states (far more than A11/B11): every
// recurrence checked against the rules at small points.
TEST_CASE("T^a ___ FF: every recurrence agrees with the rules", "[families]") {
  const StateSystem sys = tf_family_closure(tf_test::pattern("T^a ___ FF"), region_universe({"a"}), 10000);
  CHECK(sys.states.size() > 20);
  CHECK(sys.wellfounded_by != WellFoundedBy::kNone);
  check_system(sys, 2);
}

TEST_CASE("a family beyond the state limit is reported", "[families]") {
  CHECK_THROWS_AS(tf_family_closure(tf_test::pattern("T^a ___ FF"), region_universe({"a"}), 20), TfNotClosed);
}

TEST_CASE("a closure with dead walls agrees with the rules and the kernel's rule check", "[families][dead_walls]") {
  RunBudget budget;
  budget.max_states = 500;
  const TfPattern p = tf_test::pattern("T^a _^2 F^2");
  const StateSystem sys =
      tf_family_closure({TfFamily{p, region_universe(tf_pattern_params(p))}}, budget, {}, TfDeadWalls::kAlways);
  std::size_t with_walls = 0;
  for (const FamilyState& s : sys.states)
    for (const RecurrenceCase& c : s.cases)
      for (const auto* side : {&c.left, &c.right})
        for (const StateOption& o : *side) with_walls += o.walls.empty() ? 0 : 1;
  CHECK(with_walls > 0);
  std::string why;
  CHECK(kernel_tf_check_rules(sys, why));
  INFO(why);
  check_system(sys, 3);
}

TEST_CASE("a mirrored family (symbolic frogs) closes into as many states as the family", "[families]") {
  // Frog blocks widen as toad blocks do; before, T _^2 F^a (the mirror
  // image of T^a _^2 F) grew frog blocks until no skeleton held them.
  for (const char* t : {"T^a _^2 F", "T^a _^3 F", "T^a _ F _ F"}) {
    const TfPattern p = tf_test::pattern(t);
    const TfPattern m = tf_pattern_mirror(p);
    const Region where = region_universe(tf_pattern_params(p));
    INFO(t << " and " << tf_pattern_to_string(m));
    CHECK(tf_family_closure(m, where, 1000).states.size() == tf_family_closure(p, where, 1000).states.size());
  }
}

// A parameter with few values is a case split: each slice pins it. Checked
// against the region's own points: the slices partition it, and every
// parameter that takes 2 to 16 values is pinned in each slice unless the
// combinations would pass 16.
TEST_CASE("a region is sliced on the parameters that take few values", "[families]") {
  const std::vector<std::string> ps{"a", "b"};
  struct Case {
    const char* where;
    std::size_t slices;
    bool a_pinned, b_pinned;
  };
  for (const Case& c : {Case{"a>=1 && b>=2 && b<=6 && b%2==0", 3, false, true}, Case{"a>=1", 1, false, false},
                        Case{"a<=3 && b<=3", 16, true, true}, Case{"a<=4 && b<=4", 5, true, false},
                        Case{"b==3", 1, false, true}, Case{"a+b<=2", 6, true, true}}) {
    const Region where = std::get<Region>(region_parse(c.where, ps));
    const std::vector<Region> slices = tf_family_slices(where);
    INFO(c.where);
    CHECK(slices.size() == c.slices);
    for (const RegionPoint& x : region_points_in_box(where, 0, 12)) {
      std::size_t in = 0;
      for (const Region& s : slices) in += region_contains(s, x) ? 1 : 0;
      CHECK(in == 1);
    }
    for (const Region& s : slices) {
      CHECK(region_is_subset(s, where));
      const auto pinned = region_pinned_params(s);
      CHECK(pinned.count("a") == (c.a_pinned ? 1u : 0u));
      CHECK(pinned.count("b") == (c.b_pinned ? 1u : 0u));
    }
  }
}

TEST_CASE("a family on a few values of a parameter closes as one entry per value", "[families]") {
  const TfPattern p = tf_test::pattern("T^a _^b F");
  const Region where = std::get<Region>(region_parse("a>=1 && b>=2 && b<=4 && b%2==0", tf_pattern_params(p)));
  const StateSystem sys = tf_family_closure(p, where);
  REQUIRE(sys.entries.size() == 2);
  for (std::size_t i = 0; i < 2; ++i) {
    CHECK(sys.entries[i].family == 0);
    CHECK(region_pinned_params(sys.entries[i].where).at("b") == Affine(i == 0 ? 2 : 4));
  }
  std::string why;
  CHECK(kernel_tf_check_rules(sys, why));  // each entry against the pattern as typed
  INFO(why);
  check_system(sys, 3);
}

// Widening is decided on the entries as pinned: `T^a _^b F` on a==1 is
// `T _^b F`, whose blanks widen. Before, it was decided on the pattern as
// typed (toads symbolic, so blanks never widened), and the closure grew `F
// _^59` until a skeleton overflowed: an internal error, exit 70.
TEST_CASE("a family with its toad block pinned closes as the pattern typed with that block", "[families]") {
  const TfPattern p = tf_test::pattern("T^a _^b F");
  const TfPattern typed = tf_test::pattern("T _^b F");
  struct Case {
    const char *where, *typed_where;  // the same points, with a pinned and without a
  };
  for (const Case& c : {Case{"a==1", "b>=0"}, Case{"a==1 && b>=2 && b%2==0", "b>=2 && b%2==0"},
                        Case{"a==1 && b>=1 && b<=3", "b>=1 && b<=3"}}) {
    INFO(c.where);
    const Region where = std::get<Region>(region_parse(c.where, tf_pattern_params(p)));
    const StateSystem pinned_sys = tf_family_closure(p, where, 1000);
    const StateSystem typed_sys =
        tf_family_closure(typed, std::get<Region>(region_parse(c.typed_where, tf_pattern_params(typed))), 1000);
    CHECK(pinned_sys.states.size() == typed_sys.states.size());
    std::string why;
    CHECK(kernel_tf_check_rules(pinned_sys, why));  // the entry against the pattern as typed
    INFO(why);
    check_system(pinned_sys, 3);
  }
}

// With reached domains every state is closed only on the region its callers
// reach. At every point of every case (in a box), each option's arguments
// must lie in its target's domain, tested point by point rather than by the
// kernel's region implication; the recurrences must agree with the concrete
// moves there; and a domain cut smaller must fail the kernel's rule check.
TEST_CASE("a family on a band its moves never leave closes on the regions it reaches", "[families]") {
  const TfPattern p = tf_test::pattern("_^a T _^b T _^c F _^d");
  const Region band = std::get<Region>(region_parse("d>=a+b+c+1", tf_pattern_params(p)));
  StateSystem sys = tf_family_closure({{p, band}}, RunBudget{}, {}, TfDeadWalls::kWhenPlainFails, TfDomains::kReached);
  std::size_t smaller = 0;
  for (const FamilyState& s : sys.states) {
    smaller += !region_is_universe(s.domain);
    for (const RecurrenceCase& c : s.cases) {
      CHECK(region_is_subset(c.region, s.domain));
      for (const RegionPoint& pt : region_points_in_box(c.region, 0, 4)) {
        const ParamValues v = region_point_values(c.region, pt);
        for (const auto* side : {&c.left, &c.right})
          for (const StateOption& o : *side) {
            if (o.target == kIntegerTarget) continue;
            const FamilyState& t = sys.states[static_cast<std::size_t>(o.target)];
            INFO(s.name << " on " << region_to_string(c.region) << " -> " << t.name << " on "
                        << region_to_string(t.domain) << ", at " << tf_pattern_instantiate(s.pattern, v)->to_string());
            CHECK(region_contains(t.domain, args_at(sys, o, v)));
          }
      }
    }
  }
  CHECK(smaller >= 1);
  std::string why;
  CHECK(kernel_tf_check_rules(sys, why));
  INFO(why);
  check_system(sys, 3);
  // The entry's state without the band's edge d == a+b+c+1: the family's
  // call leaves the domain.
  FamilyState& entry = sys.states[static_cast<std::size_t>(sys.entries[0].call.target)];
  entry.domain = region_intersect(entry.domain, std::get<Region>(region_parse("d>=a+b+c+2", entry.params)));
  CHECK_FALSE(kernel_tf_check_rules(sys, why));
}
