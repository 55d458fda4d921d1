#include "conjecture/chomp_box_check.h"

#include <cmath>
#include <functional>
#include <stdexcept>

#include "conjecture/chomp_invariants.h"

namespace cgp::conjecture {
namespace {

// Every non-empty diagram with at most `rows` rows of at most `cols` cells.
void for_each_diagram(int rows, int cols, const std::function<void(std::span<const int>)>& visit) {
  std::vector<int> d;
  std::function<void(int)> extend = [&](int limit) {
    if (!d.empty()) visit(d);
    if (static_cast<int>(d.size()) == rows) return;
    for (int len = 1; len <= limit; ++len) {
      d.push_back(len);
      extend(len);
      d.pop_back();
    }
  };
  extend(cols);
}

inline bool holds_at(BoundSense sense, double target, double bound) {
  const double tol = kRelativeTolerance * std::max(1.0, std::fabs(target));
  return sense == BoundSense::Upper ? target <= bound + tol : target >= bound - tol;  // false on NaN
}

inline bool smaller(const ChompPosition& a, const ChompPosition& b) {
  const auto na = chomp_cell_count(a), nb = chomp_cell_count(b);
  return na != nb ? na < nb : a < b;
}

}  // namespace

std::variant<ChompBoxChecker, BoxCheckError> ChompBoxChecker::build(int rows, int cols, BoxScope scope,
                                                                    const std::vector<std::string>& names,
                                                                    const ChompTableProgress& progress) {
  ChompBoxChecker c;
  c.rows_ = rows;
  c.cols_ = cols;
  c.scope_ = scope;
  ChompInvariantColumns columns(names);
  auto keep = [&](std::span<const int> d) {
    c.positions_.push_back(ChompPosition{{d.begin(), d.end()}});
    columns.append(d);
  };
  if (scope == BoxScope::AllPositions) {
    const auto count = chomp_subposition_count(chomp_rectangle(rows, cols), 20'000'001);
    if (count > 20'000'000) return BoxCheckError{"the " + std::to_string(rows) + "x" + std::to_string(cols) +
                                                 " box has more than 20,000,000 positions"};
    for_each_diagram(rows, cols, keep);
  } else {
    auto built = ChompTable::build(chomp_rectangle(rows, cols), progress);
    if (auto* e = std::get_if<ChompTableError>(&built)) return BoxCheckError{e->message};
    std::get<ChompTable>(built).for_each_p(keep);
  }
  c.table_ = columns.take_table(std::vector<std::string>(c.positions_.size()));
  return c;
}

BoxCheck ChompBoxChecker::check(const std::string& target, BoundSense sense, const Expression& bound) const {
  const auto t = table_.index_of(target);
  if (!t) throw std::invalid_argument("the box checker lacks invariant " + target);
  const std::vector<double>& tv = table_.columns[*t];
  const std::vector<double> bv = expression_evaluate(bound, table_);
  BoxCheck r;
  for (std::size_t i = 0; i < positions_.size(); ++i) {
    if (holds_at(sense, tv[i], bv[i])) continue;
    ++r.violations;
    if (!r.counterexample || smaller(positions_[i], *r.counterexample)) {
      r.counterexample = positions_[i];
      r.target_value = tv[i];
      r.bound_value = bv[i];
    }
  }
  r.holds = r.violations == 0;
  return r;
}

std::vector<std::size_t> ChompBoxChecker::not_implied(BoundSense sense, const std::vector<Expression>& bounds,
                                                      const Expression& claim) const {
  std::vector<std::vector<double>> values;
  for (const auto& b : bounds) values.push_back(expression_evaluate(b, table_));
  const std::vector<double> cv = expression_evaluate(claim, table_);
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < positions_.size(); ++i) {
    bool implied = false;
    // A lower bound b implies target >= claim where b >= claim (an upper bound where b <= claim).
    for (const auto& v : values) implied = implied || holds_at(sense, v[i], cv[i]);
    if (!implied) out.push_back(i);
  }
  return out;
}

std::string to_string(BoxScope s) { return s == BoxScope::PPositions ? "P-positions" : "positions"; }

}  // namespace cgp::conjecture
