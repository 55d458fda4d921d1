#include "kernel/induction.h"

#include "kernel/induction_ledger.h"
#include "kernel/measure.h"
#include "kernel/tf_rules.h"

#include <functional>
#include <utility>

namespace cgp {

namespace {

// The value of one option as pieces over the source state's parameters.
using Cells = std::vector<std::pair<Region, SymGame>>;

// The option's cells, and the points of the case that none of them covers
// (an argument outside the target's conjectured pieces would leave points
// whose value nobody checked). The cells' union, not that of the target's
// pieces pulled back once per target: for a target of a thousand pieces its
// coalescing was half of b = 6's induction, where a case meets a few.
struct OptionValue {
  Cells cells;
  std::optional<Region> uncovered;
};

OptionValue option_value(const StateSystem& sys, const Conjecture& conj, const Region& case_region,
                         const StateOption& o) {
  const SymGame offset = SymGame::leaf(o.offset);
  if (o.target == kIntegerTarget) return {{{case_region, offset}}, std::nullopt};
  const auto target = static_cast<std::size_t>(o.target);
  if (conj[target].empty()) return {{}, case_region};
  const RegionPullback into_case(case_region, o.args, sys.states.at(target).params);
  OptionValue out;
  for (const SymPiece& p : conj[target]) {
    const Region pre = into_case.pull(p.where);
    if (region_is_empty(pre)) continue;
    SymGame value = sym_game_substitute(p.value, o.args);
    if (!(o.offset.is_constant() && o.offset.constant().is_zero())) value = SymGame::sum({value, offset});
    out.cells.emplace_back(pre, std::move(value));
  }
  std::vector<Region> parts{region_empty(case_region.params())};
  for (const auto& [r, v] : out.cells) parts.push_back(r);
  Region missing = region_subtract(case_region, region_union_all(parts));
  if (!region_is_empty(missing)) out.uncovered = std::move(missing);
  return out;
}

// Every combination of one cell per option, with the intersection of their regions.
void combine(const std::vector<Cells>& per_option, std::size_t i, const Region& where,
             std::vector<SymGame>& chosen, const std::function<void(const Region&, const std::vector<SymGame>&)>& visit) {
  if (i == per_option.size()) {
    visit(where, chosen);
    return;
  }
  for (const auto& [r, v] : per_option[i]) {
    const Region both = region_intersect(where, r);
    if (region_is_empty(both)) continue;
    chosen.push_back(v);
    combine(per_option, i + 1, both, chosen, visit);
    chosen.pop_back();
  }
}

std::string describe_point(const Region& r) {
  const auto p = region_sample(r);
  return p ? param_values_to_string(region_point_values(r, *p)) : "";
}

bool check_coverage(const FamilyState& s, const std::vector<SymPiece>& pieces, std::string& why) {
  std::vector<Region> parts;
  for (const SymPiece& p : pieces) parts.push_back(p.where);
  if (const auto overlap = region_first_overlap(parts)) {
    why = s.name + ": conjectured pieces " + region_to_string(parts[overlap->first]) + " and " +
          region_to_string(parts[overlap->second]) + " overlap";
    return false;
  }
  parts.insert(parts.begin(), region_empty(s.params));  // the union of none is empty
  const Region missing = region_subtract(s.domain, region_union_all(parts));
  if (!region_is_empty(missing)) {
    why = s.name + ": no conjectured value on " + region_to_string(missing) + " (e.g. " + describe_point(missing) + ")";
    return false;
  }
  return true;
}

// Checks 1 and 2 for state si, appending its steps to result; false (with
// result's failure set) at the first that fails.
bool check_state(const StateSystem& sys, const Conjecture& conj, std::size_t si, const InductionProgress& on_case,
                 InductionResult& result) {
  std::string why;
  const FamilyState& s = sys.states[si];
  if (!check_coverage(s, conj[si], why)) {
    result.failure = why;
    return false;
  }
  std::vector<Region> cases{region_empty(s.params)};
  for (const RecurrenceCase& c : s.cases) cases.push_back(c.region);
  if (const Region missing = region_subtract(s.domain, region_union_all(cases)); !region_is_empty(missing)) {
    result.failure = s.name + ": no recurrence on " + region_to_string(missing);
    return false;
  }
  for (const RecurrenceCase& c : s.cases) {
    std::vector<Cells> per_option;
    for (const auto* side : {&c.left, &c.right})
      for (const StateOption& o : *side) {
        OptionValue v = option_value(sys, conj, c.region, o);
        if (v.uncovered) {
          result.failure = s.name + " on " + region_to_string(*v.uncovered) + ": the option " +
                           state_call_to_string(sys, o) + " has no conjectured value there";
          return false;
        }
        per_option.push_back(std::move(v.cells));
      }
    std::vector<SymGame> chosen;
    combine(per_option, 0, c.region, chosen, [&](const Region& cell, const std::vector<SymGame>& values) {
      if (!result.failure.empty()) return;
      const std::vector<SymGame> left(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(c.left.size()));
      const std::vector<SymGame> right(values.begin() + static_cast<std::ptrdiff_t>(c.left.size()), values.end());
      const SymGame built = SymGame::options(left, right);
      for (const SymPiece& expected : conj[si]) {
        const Region where = region_intersect(cell, expected.where);
        if (region_is_empty(where)) continue;
        for (const RelationPiece& rel : sym_compare(built, expected.value, where)) {
          const bool equal = rel.relation == Relation::Equal;
          result.steps.push_back(InductionStep{si, rel.where, built, expected.value, equal});
          if (!equal && result.failure.empty()) {
            const auto p = region_sample(rel.where);
            if (p) result.failure_point = region_point_values(rel.where, *p);
            result.failure_state = si;
            result.failure = s.name + " on " + region_to_string(rel.where) + ": the recurrence gives " +
                             sym_game_to_string(built) + ", which is " + relation_symbol(rel.relation) +
                             " the conjectured " + sym_game_to_string(expected.value) + " (e.g. at " +
                             describe_point(rel.where) + ")";
          }
        }
      }
    });
    if (!result.failure.empty()) return false;
    if (on_case) on_case(si, result.steps.size());
  }
  return true;
}

}  // namespace

std::string check_induction_system(const StateSystem& sys) {
  std::string why;
  if (!kernel_tf_check_rules(sys, why)) return "the recurrences are not the rules': " + why;
  switch (sys.wellfounded_by) {
    case WellFoundedBy::kAffineMeasure:
      if (!kernel_check_measure(sys, why)) return "no decreasing measure: " + why;
      return "";
    case WellFoundedBy::kMovePotential:
      return "";  // every option was checked above to be one move and a strip
    case WellFoundedBy::kNone:
      break;
  }
  return "no decreasing measure: " + sys.measure_note;
}

InductionResult check_induction(const StateSystem& sys, const Conjecture& conj, const InductionProgress& on_case) {
  InductionLedger ledger(sys, conj);
  return ledger.check(on_case);
}

InductionResult check_induction_conjecture(const StateSystem& sys, const Conjecture& conj,
                                           const InductionProgress& on_case) {
  InductionResult result;
  if (conj.size() != sys.states.size()) {
    result.failure = "the conjecture does not give every state a value";
    return result;
  }
  for (std::size_t si = 0; si < sys.states.size(); ++si)
    if (!check_state(sys, conj, si, on_case, result)) return result;
  result.proved = true;
  return result;
}

InductionResult check_induction_state(const StateSystem& sys, const Conjecture& conj, std::size_t state,
                                      const InductionProgress& on_case) {
  InductionResult result;
  if (conj.size() != sys.states.size()) {
    result.failure = "the conjecture does not give every state a value";
    return result;
  }
  if (state >= sys.states.size()) {
    result.failure = "there is no state " + std::to_string(state);
    return result;
  }
  result.proved = check_state(sys, conj, state, on_case, result);
  return result;
}

}  // namespace cgp
