// Dead walls at a strip's ends (families/toads_frogs/dead_walls.h): values
// against the plain evaluator (no shortcut, so not the dead-piece code the
// lemma mirrors), and the kernel's refusal of wrong wall certificates. (A
// closure made with them is checked against the rules in test_families.cpp.)
#include "families/toads_frogs/closure.h"
#include "families/toads_frogs/dead_walls.h"
#include "games/toads_frogs/evaluator.h"
#include "kernel/tf_rules.h"

#include <catch2/catch.hpp>


using namespace cgp;

namespace {

// A pattern with a region over its parameters (text in the CLI's syntax).
TfFamily wall_family(const char* pattern, const char* where) {
  const TfPattern p = std::get<TfPattern>(tf_pattern_parse(pattern));
  return TfFamily{p, std::get<Region>(region_parse(where, tf_pattern_params(p)))};
}

// T^a __ FF closed with dead walls from the start.
const StateSystem& closed_with_walls() {
  static const StateSystem sys = [] {
    RunBudget budget;
    budget.max_states = 500;
    return tf_family_closure({wall_family("T^a _^2 F^2", "a >= 0")}, budget, {}, TfDeadWalls::kAlways);
  }();
  return sys;
}

}  // namespace

TEST_CASE("dead walls at the ends keep values", "[families][dead_walls]") {
  TfEvaluator plain(TfEvalOptions::plain());
  struct Case {
    const char* pattern;
    const char* where;
    std::size_t walls;  // how many the region decides (each end, then again)
  };
  for (const Case& c : {Case{"T^a _ T^b F^c", "b >= 2 && c >= 1", 1}, Case{"T^a F^b _ T F", "a >= 1 && b >= 2", 1},
                        Case{"_ T^a F T^b F^c", "a >= 2 && b >= 2 && c >= 1", 2},
                        Case{"T^a F^b T _ F^c", "a >= 1 && b >= 2 && c >= 1", 1},
                        Case{"T^a _ T^b F^c", "b <= 1", 0}}) {
    const TfFamily f = wall_family(c.pattern, c.where);
    const TfPattern& p = f.pattern;
    const Region& where = f.where;
    const TfNormalised n = tf_normalise_on(p, where);
    INFO(c.pattern << " on " << c.where << " -> " << tf_pattern_to_string(n.pattern) << " + " << n.offset);
    CHECK(n.walls.size() == c.walls);
    CHECK_FALSE(tf_dead_wall_bound(p, where));
    std::size_t points = 0;
    for (const RegionPoint& pt : region_points_in_box(where, 0, 4)) {
      const ParamValues v = region_point_values(where, pt);
      const GameId lhs = plain.value(*tf_pattern_instantiate(p, v));
      GameId rhs = plain.store().integer(*affine_eval(n.offset, v).to_long());
      if (!n.pattern.blocks.empty()) rhs = plain.store().add(rhs, plain.value(*tf_pattern_instantiate(n.pattern, v)));
      CHECK(lhs == rhs);
      ++points;
    }
    CHECK(points > 0);
  }
}

TEST_CASE("an undecided wall names the bound to split on", "[families][dead_walls]") {
  const TfFamily f = wall_family("T^a _ T^b F^c", "a >= 0");
  const auto bound = tf_dead_wall_bound(f.pattern, region_universe(tf_pattern_params(f.pattern)));
  REQUIRE(bound);
  CHECK(bound->min >= 1);
  // A wall that fails on every point is no wall: nothing to split.
  CHECK_FALSE(tf_dead_wall_bound(wall_family("T _ T F^3", "true").pattern, region_universe({})));
}

TEST_CASE("the kernel refuses a dead wall whose side conditions fail", "[families][dead_walls]") {
  const StateSystem& sys = closed_with_walls();
  std::size_t mutants = 0;
  for (std::size_t si = 0; si < sys.states.size() && mutants < 20; ++si)
    for (std::size_t ci = 0; ci < sys.states[si].cases.size(); ++ci)
      for (const bool left : {true, false}) {
        const auto& options = left ? sys.states[si].cases[ci].left : sys.states[si].cases[ci].right;
        for (std::size_t k = 0; k < options.size(); ++k) {
          if (options[k].walls.empty()) continue;
          for (int kind = 0; kind < 2; ++kind) {
            StateSystem m = sys;
            auto& o = (left ? m.states[si].cases[ci].left : m.states[si].cases[ci].right)[k];
            if (kind == 0) o.walls.front().toads = o.walls.front().toads - Affine(1);  // a wall one toad short
            if (kind == 1) o.walls.clear();                                            // the wall left out
            std::string why;
            INFO(sys.states[si].name << " case " << ci << " option " << k << " mutant " << kind);
            CHECK_FALSE(kernel_tf_check_rules(m, why));
            ++mutants;
          }
        }
      }
  CHECK(mutants > 0);
}
