#include "conjecture/dalmatian.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <set>
#include <stdexcept>

#include "conjecture/expression_enumeration.h"
#include "conjecture/expression_store.h"
#include "conjecture/rational_evaluation.h"

namespace cgp::conjecture {
namespace {

using Clock = std::chrono::steady_clock;

// The offered invariants' names, or why the request is wrong.
std::variant<std::vector<std::string>, DalmatianError> offered_invariants(const InvariantTable& t,
                                                                          const DalmatianOptions& o) {
  if (!t.index_of(o.target)) return DalmatianError{"target '" + o.target + "' is not an invariant of the table"};
  std::vector<std::string> names;
  if (o.invariants.empty()) {
    for (const auto& n : t.names)
      if (n != o.target) names.push_back(n);
  } else {
    std::set<std::string> seen;
    for (const auto& n : o.invariants) {
      if (!t.index_of(n)) return DalmatianError{"unknown invariant '" + n + "'"};
      if (n == o.target) return DalmatianError{"the target '" + n + "' cannot also bound itself"};
      if (!seen.insert(n).second) return DalmatianError{"invariant '" + n + "' is listed twice"};
      names.push_back(n);
    }
  }
  if (names.empty()) return DalmatianError{"no invariant is left to bound '" + o.target + "' with"};
  return names;
}

// The named columns of the examples followed by the non-examples', doubles and exact values.
InvariantTable joined_table(const InvariantTable& ex, const InvariantTable* non, const std::vector<std::string>& names) {
  InvariantTable t;
  t.names = names;
  t.objects = ex.objects;
  if (non) t.objects.insert(t.objects.end(), non->objects.begin(), non->objects.end());
  for (const auto& name : names) {
    std::vector<const InvariantTable*> parts{&ex};
    if (non) parts.push_back(non);
    std::vector<double> col;
    std::vector<mpq_class> exact;
    bool rounds = false;
    for (const InvariantTable* p : parts) {
      const auto i = p->index_of(name);
      if (!i) throw std::invalid_argument("non-examples lack invariant " + name);
      col.insert(col.end(), p->columns[*i].begin(), p->columns[*i].end());
      rounds = rounds || (*i < p->exact.size() && !p->exact[*i].empty());
    }
    if (rounds)
      for (const InvariantTable* p : parts) {
        const auto i = *p->index_of(name);
        mpq_class q;
        for (std::size_t k = 0; k < p->object_count(); ++k) {
          invariant_table_exact_value(*p, i, k, q);
          exact.push_back(q);
        }
      }
    t.columns.push_back(std::move(col));
    t.exact.push_back(std::move(exact));
  }
  return t;
}

}  // namespace

std::variant<DalmatianResult, DalmatianError> dalmatian_conjecture(const InvariantTable& examples,
                                                                   const DalmatianOptions& o) {
  const auto start = Clock::now();
  auto offered = offered_invariants(examples, o);
  if (auto* e = std::get_if<DalmatianError>(&offered)) return *e;
  const auto& names = std::get<std::vector<std::string>>(offered);
  if (o.max_complexity < 1 || o.max_complexity > 60)
    return DalmatianError{"the complexity limit must be between 1 and 60"};

  const std::size_t n_ex = examples.object_count();
  const std::size_t n_all = n_ex + (o.non_examples ? o.non_examples->object_count() : 0);
  std::vector<std::string> joined_names = names;
  joined_names.push_back(o.target);
  const InvariantTable joined = joined_table(examples, o.non_examples, joined_names);
  std::vector<const double*> leaves;
  for (std::size_t i = 0; i < names.size(); ++i) leaves.push_back(joined.columns[i].data());
  const std::vector<double>& target = joined.columns.back();
  std::vector<mpq_class> exact_target(n_all);
  for (std::size_t k = 0; k < n_all; ++k) invariant_table_exact_value(joined, names.size(), k, exact_target[k]);

  DalmatianResult r;
  r.target = o.target;
  r.sense = o.sense;
  ConjectureSet set(std::vector<double>(target.begin(), target.begin() + static_cast<std::ptrdiff_t>(n_ex)), o.sense,
                    std::vector<mpq_class>(exact_target.begin(), exact_target.begin() + static_cast<std::ptrdiff_t>(n_ex)));
  const double s = o.sense == BoundSense::Upper ? 1 : -1;
  // A bound is informative when it is false (or undefined) on some non-example.
  auto informative = [&](const double* v) {
    for (std::size_t k = n_ex; k < n_all; ++k)
      if (!(s * v[k] >= s * target[k] - kRelativeTolerance * std::max(1.0, std::fabs(target[k])))) return true;
    return false;
  };
  auto informative_exactly = [&](const std::vector<std::optional<mpq_class>>& v) {
    for (std::size_t k = n_ex; k < n_all; ++k)
      if (!v[k] || (o.sense == BoundSense::Upper ? *v[k] < exact_target[k] : *v[k] > exact_target[k])) return true;
    return false;
  };

  ExpressionStore store(n_all, o.max_store_bytes);
  EnumerationLimits limits;
  limits.max_complexity = o.max_complexity;
  limits.deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(o.seconds));
  struct Visitor {
    const ConjectureSet& set;
    std::size_t n_ex;
    double sign;
    std::function<bool(const double*, const StoredExpression&)> accept;
    // Only the examples decide truth and significance; the non-examples come after them.
    CandidateBounds bounds() const { return {sign, n_ex, set.lowest(), set.best(), set.changes()}; }
    // within_bounds: true on every example already.
    bool visit(const double* v, const StoredExpression& node, bool within_bounds) {
      if (!(within_bounds || set.is_true(v)) || !set.is_significant(v)) return true;
      return accept(v, node);
    }
  };
  // A true and significant bound (rare): stored unless undefined somewhere or uninformative.
  auto accept = [&](const double* v, const StoredExpression& node) {
    if (!all_finite(v, n_all)) return true;
    Expression e = store.expression(node, names);
    // The double tests passed; a rational bound is decided again exactly.
    std::optional<std::vector<mpq_class>> exact;
    if (auto ev = expression_evaluate_exact(e, joined)) {
      const bool defined = std::all_of(ev->begin(), ev->end(), [](const auto& q) { return q.has_value(); });
      if (defined) {
        exact.emplace();
        for (std::size_t k = 0; k < n_ex; ++k) exact->push_back(*(*ev)[k]);
      }
      if (!defined || !set.is_true_exactly(*exact) || !set.is_significant(v, *exact)) {
        ++r.exact_rejected;
        return true;
      }
      if (o.non_examples && !informative_exactly(*ev)) {
        ++r.uninformative;
        return true;
      }
    } else if (o.non_examples && !informative(v)) {
      ++r.uninformative;
      return true;
    }
    const bool exact_verdict = exact.has_value();
    set.add(Conjecture{e, std::vector<double>(v, v + n_ex), r.accepted.size(), std::move(exact)});
    r.accepted.push_back({std::move(e), false, exact_verdict});
    for (std::size_t a = 0; a < r.accepted.size(); ++a) {
      const auto& kept = set.conjectures();
      r.accepted[a].removed =
          std::none_of(kept.begin(), kept.end(), [&](const Conjecture& c) { return c.order == a; });
    }
    return !(o.stop_when_every_example_exact && set.every_example_exact());
  };
  Visitor visitor{set, n_ex, s, accept};
  const EnumerationStats st = enumerate_expressions(store, leaves, o.operators, limits, visitor);

  r.conjectures = set.conjectures();
  for (const Conjecture& c : r.conjectures) {
    std::vector<std::size_t> exact;
    for (std::size_t k = 0; k < n_ex; ++k)
      if (set.is_exact(c, k)) exact.push_back(k);
    r.exact_on.push_back(std::move(exact));
  }
  r.expressions_evaluated = st.evaluated;
  r.complete_through = st.complete_through;
  r.stop = st.stopped ? DalmatianStop::EveryExampleExact
           : st.timed_out ? DalmatianStop::TimeLimit
                          : DalmatianStop::ComplexityLimit;
  r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return r;
}

std::string to_string(BoundSense s) { return s == BoundSense::Upper ? "upper" : "lower"; }
std::string relation_symbol(BoundSense s) { return s == BoundSense::Upper ? "<=" : ">="; }

std::string to_string(DalmatianStop s) {
  switch (s) {
    case DalmatianStop::EveryExampleExact: return "every example has an exact bound";
    case DalmatianStop::TimeLimit: return "time limit";
    case DalmatianStop::ComplexityLimit: return "complexity limit";
  }
  return "?";
}

}  // namespace cgp::conjecture
