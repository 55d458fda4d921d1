#include "conjecture/chomp_box_check.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>
#include <stdexcept>

#include "conjecture/chomp_invariants.h"
#include "conjecture/rational_evaluation.h"

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

// The same without tolerance; false where the bound is undefined.
inline bool exact_holds_at(BoundSense sense, const mpq_class& target, const std::optional<mpq_class>& bound) {
  if (!bound) return false;
  return sense == BoundSense::Upper ? target <= *bound : target >= *bound;
}

inline bool smaller(const ChompPosition& a, const ChompPosition& b) {
  const auto na = chomp_cell_count(a), nb = chomp_cell_count(b);
  return na != nb ? na < nb : a < b;
}

// Counts a violation at p, keeping the smallest counterexample.
void note_violation(BoxCheck& r, const ChompPosition& p, double target, double bound) {
  ++r.violations;
  if (!r.counterexample || smaller(p, *r.counterexample)) {
    r.counterexample = p;
    r.target_value = target;
    r.bound_value = bound;
  }
}

}  // namespace

std::variant<ChompBoxChecker, BoxCheckError> ChompBoxChecker::build(int rows, int cols, BoxScope scope,
                                                                    const std::vector<std::string>& names,
                                                                    const ChompTableProgress& progress) {
  ChompBoxChecker c;
  c.rows_ = rows;
  c.cols_ = cols;
  c.scope_ = scope;
  ChompInvariantColumns columns(names, false);
  for (const auto& name : names)
    c.which_.push_back(static_cast<std::size_t>(
        std::find(chomp_invariants().begin(), chomp_invariants().end(), name) - chomp_invariants().begin()));
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
  c.ratios_.resize(names.size());
  for (std::size_t w : c.which_) c.is_ratio_.push_back(chomp_invariant_fraction(w, std::vector<int>{1}).has_value());
  return c;
}

const ChompBoxChecker::RatioColumn& ChompBoxChecker::ratio_column(std::size_t column) const {
  RatioColumn& ratios = ratios_[column];
  if (ratios.empty()) {  // once per column: reduced fractions and whether the double is exact
    ratios.resize(positions_.size());
    for (std::size_t i = 0; i < positions_.size(); ++i) {
      auto [num, den] = *chomp_invariant_fraction(which_[column], positions_[i].rows);
      const long g = std::gcd(num, den);
      num /= g;
      den /= g;
      // num/den is a double exactly when den is a power of two (num < 2^53).
      ratios[i] = {num, den, (den & (den - 1)) == 0};
    }
  }
  return ratios;
}

bool ChompBoxChecker::double_is_exact(std::size_t column, std::size_t k) const {
  const std::size_t which = which_[column];
  if (!chomp_invariant_may_round(which)) return true;
  const double d = table_.columns[column][k];
  if (!is_ratio_[column]) return d == std::trunc(d) && std::fabs(d) < 0x1p53;  // products of integers
  return ratio_column(column)[k].exact;
}

void ChompBoxChecker::exact_leaf(std::size_t column, std::size_t k, mpq_class& out) const {
  if (double_is_exact(column, k)) {
    out = table_.columns[column][k];
  } else if (is_ratio_[column]) {
    const Ratio& q = ratio_column(column)[k];
    mpq_set_si(out.get_mpq_t(), q.num, static_cast<unsigned long>(q.den));  // reduced, den > 0
  } else {
    out = chomp_invariant_exact(which_[column], positions_[k].rows);  // a product past 2^53
  }
}

std::optional<std::vector<std::optional<mpq_class>>> ChompBoxChecker::exact_values(const Expression& e) const {
  return rational_evaluate_all(
      e, table_.names, positions_.size(), [&](std::size_t i, std::size_t k, mpq_class& out) { exact_leaf(i, k, out); },
      [&](std::size_t i, std::size_t k) { return LeafDouble{table_.columns[i][k], double_is_exact(i, k)}; });
}

std::optional<BoxCheck> ChompBoxChecker::check_exactly(std::size_t target, BoundSense sense,
                                                       const Expression& bound) const {
  RationalEvaluator bound_ev(bound, table_.names);
  const DoubleLeaf fast = [&](std::size_t i, std::size_t k) {
    return LeafDouble{table_.columns[i][k], double_is_exact(i, k)};
  };
  const RationalLeaf leaf = [&](std::size_t i, std::size_t k, mpq_class& out) { exact_leaf(i, k, out); };
  BoxCheck r;
  r.exact = true;
  mpq_class b, t;
  for (std::size_t i = 0; i < positions_.size(); ++i) {
    bool holds;
    double bound_value;
    const auto fb = bound_ev.exact_double(i, fast);
    if (fb && double_is_exact(target, i)) {  // both exact in doubles
      const double ft = table_.columns[target][i];
      holds = sense == BoundSense::Upper ? ft <= *fb : ft >= *fb;
      bound_value = *fb;
    } else {
      const RationalOutcome o = bound_ev.rational_evaluate(i, leaf, b);
      if (o == RationalOutcome::Inexact) return std::nullopt;
      exact_leaf(target, i, t);
      holds = o == RationalOutcome::Value && (sense == BoundSense::Upper ? t <= b : t >= b);
      bound_value = o == RationalOutcome::Value ? b.get_d() : NAN;
    }
    if (!holds) note_violation(r, positions_[i], table_.columns[target][i], bound_value);
  }
  r.holds = r.violations == 0;
  return r;
}

BoxCheck ChompBoxChecker::check(const std::string& target, BoundSense sense, const Expression& bound) const {
  const auto t = table_.index_of(target);
  if (!t) throw std::invalid_argument("the box checker lacks invariant " + target);
  if (expression_is_rational(bound))
    if (auto r = check_exactly(*t, sense, bound)) return *r;
  const std::vector<double>& tv = table_.columns[*t];
  const std::vector<double> bv = expression_evaluate(bound, table_);
  BoxCheck r;
  for (std::size_t i = 0; i < positions_.size(); ++i) {
    if (!holds_at(sense, tv[i], bv[i])) note_violation(r, positions_[i], tv[i], bv[i]);
  }
  r.holds = r.violations == 0;
  return r;
}

std::vector<std::size_t> ChompBoxChecker::not_implied(BoundSense sense, const std::vector<Expression>& bounds,
                                                      const Expression& claim) const {
  std::vector<std::vector<double>> values;
  std::vector<std::optional<std::vector<std::optional<mpq_class>>>> exact;
  for (const auto& b : bounds) {
    values.push_back(expression_evaluate(b, table_));
    exact.push_back(exact_values(b));
  }
  const std::vector<double> cv = expression_evaluate(claim, table_);
  const auto exact_claim = exact_values(claim);
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < positions_.size(); ++i) {
    bool implied = false;
    // A lower bound b implies target >= claim where b >= claim (an upper bound where b <= claim).
    for (std::size_t j = 0; j < bounds.size() && !implied; ++j) {
      if (exact[j] && exact_claim)
        implied = (*exact[j])[i] && exact_holds_at(sense, *(*exact[j])[i], (*exact_claim)[i]);
      else
        implied = holds_at(sense, values[j][i], cv[i]);
    }
    if (!implied) out.push_back(i);
  }
  return out;
}

std::string to_string(BoxScope s) { return s == BoxScope::PPositions ? "P-positions" : "positions"; }

}  // namespace cgp::conjecture
