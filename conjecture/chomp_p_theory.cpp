#include "conjecture/chomp_p_theory.h"

#include <algorithm>
#include <chrono>
#include <set>

#include "conjecture/chomp_invariants.h"
#include "games/chomp/chomp_moves.h"
#include "games/chomp/chomp_solver.h"

namespace cgp::conjecture {
namespace {


InvariantTable table_of(const std::vector<ChompPosition>& ps, const std::vector<std::string>& names) {
  return std::get<InvariantTable>(chomp_invariant_table(ps, names));
}

}  // namespace

std::vector<ChompPosition> chomp_paper_p_positions() {
  return {{{2, 1}}, {{1}}, {{5, 1, 1, 1, 1}}, {{3, 2}}, {{7, 6}}};
}

Expression chomp_conjecture_14_bound() {
  return Expression::unary(Operator::MinusOne,
                           Expression::unary(Operator::Double, Expression::invariant("number_of_columns")));
}

std::variant<ChompTheoryResult, ChompTheoryError> chomp_theory(const ChompTheoryOptions& o,
                                                               const ChompTableProgress& progress) {
  const auto start = std::chrono::steady_clock::now();
  if (o.examples.empty()) return ChompTheoryError{"no examples"};
  // Every invariant, so that the engine itself reports unknown names.
  const std::vector<std::string>& names = chomp_invariants();
  for (const auto& n : o.dalmatian.invariants)
    if (std::find(names.begin(), names.end(), n) == names.end())
      return ChompTheoryError{"unknown invariant '" + n + "'"};
  if (std::find(names.begin(), names.end(), o.dalmatian.target) == names.end())
    return ChompTheoryError{"unknown target invariant '" + o.dalmatian.target + "'"};

  ChompTheoryResult r;
  r.box_rows = o.box_rows;
  r.box_cols = o.box_cols;
  r.scope = o.p_theory ? BoxScope::PPositions : BoxScope::AllPositions;
  std::vector<ChompPosition> examples;
  std::set<ChompPosition> seen, non_examples;
  ChompSolver solver;
  for (const auto& p : o.examples) {
    if (o.p_theory && !solver.is_p(p))
      return ChompTheoryError{"example " + to_string(p) + " is an N-position, not a P-position"};
    if (seen.insert(p).second) examples.push_back(p);
  }
  if (o.p_theory)
    for (const auto& p : examples)
      for (auto& q : chomp_moves(p)) non_examples.insert(std::move(q));
  r.non_examples.assign(non_examples.begin(), non_examples.end());
  const InvariantTable non_table = table_of(r.non_examples, names);

  auto built = ChompBoxChecker::build(o.box_rows, o.box_cols, r.scope, names, progress);
  if (auto* e = std::get_if<BoxCheckError>(&built)) return ChompTheoryError{e->message};
  const ChompBoxChecker& box = std::get<ChompBoxChecker>(built);
  r.box_positions = box.positions();

  DalmatianOptions d = o.dalmatian;
  if (o.p_theory && !r.non_examples.empty()) d.non_examples = &non_table;
  for (int round = 0;; ++round) {
    if (o.on_round) o.on_round(round + 1, examples.size());
    ChompTheoryRound rd;
    rd.examples = examples;
    auto run = dalmatian_conjecture(table_of(examples, names), d);
    if (auto* e = std::get_if<DalmatianError>(&run)) return ChompTheoryError{e->message};
    rd.result = std::move(std::get<DalmatianResult>(run));
    for (const auto& c : rd.result.conjectures) {
      rd.checks.push_back(box.check(d.target, d.sense, c.bound));
      const auto& ce = rd.checks.back().counterexample;
      if (ce && seen.insert(*ce).second) rd.added.push_back(*ce);
    }
    r.refined_to_truth = std::all_of(rd.checks.begin(), rd.checks.end(), [](const BoxCheck& b) { return b.holds; });
    const bool again = !rd.added.empty() && round < o.refine;
    if (!again) rd.added.clear();
    examples.insert(examples.end(), rd.added.begin(), rd.added.end());
    r.rounds.push_back(std::move(rd));
    if (!again) break;
  }

  if (o.p_theory && d.target == "number_of_cookies" && d.sense == BoundSense::Lower) {
    r.conjecture_14_checked = true;
    std::vector<Expression> true_bounds;
    const auto& last = r.rounds.back();
    for (std::size_t i = 0; i < last.result.conjectures.size(); ++i)
      if (last.checks[i].holds) true_bounds.push_back(last.result.conjectures[i].bound);
    for (std::size_t i : box.not_implied(d.sense, true_bounds, chomp_conjecture_14_bound()))
      r.conjecture_14_not_implied.push_back(box.position(i));
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace cgp::conjecture
