// Printing of state systems in the style of Thanatipanonda-Zeilberger.
#include "families/state_system.h"

#include <algorithm>

namespace cgp {

namespace {

std::string join_args(const std::vector<std::string>& params, const std::map<std::string, Affine>& args) {
  std::string out;
  for (const auto& p : params) {
    if (!out.empty()) out += ',';
    auto it = args.find(p);
    out += it == args.end() ? p : affine_to_string(it->second);
  }
  return out;
}

std::string options_to_string(const StateSystem& sys, const std::vector<StateOption>& opts,
                              const std::map<std::string, Affine>& pinned) {
  std::string out;
  for (const StateOption& o : opts) {
    StateOption shown = o;
    for (auto& [k, v] : shown.args) v = affine_substitute(v, pinned);
    shown.offset = affine_substitute(o.offset, pinned);
    if (!out.empty()) out += ", ";
    out += state_call_to_string(sys, shown);
  }
  return out;
}

// Cases of one state whose options agree are printed as one, as the paper
// does (f1(a,0) for a >= 1, not a == 1 and a >= 2 apart). Display only: the
// prover and the checker use the cases as the closure made them.
bool same_options(const std::vector<StateOption>& x, const std::vector<StateOption>& y,
                  const std::map<std::string, Affine>& pins) {
  if (x.size() != y.size()) return false;
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (x[i].target != y[i].target || x[i].args.size() != y[i].args.size()) return false;
    if (!(affine_substitute(x[i].offset, pins) == affine_substitute(y[i].offset, pins))) return false;
    for (const auto& [name, arg] : x[i].args) {
      const auto it = y[i].args.find(name);
      if (it == y[i].args.end() || !(affine_substitute(arg, pins) == affine_substitute(it->second, pins)))
        return false;
    }
  }
  return true;
}

struct ShownCase {
  Region region;
  const RecurrenceCase* rep;  // the most general member: its options are shown
  std::size_t first;          // the least index of a member, for the order
};

std::vector<ShownCase> merged_cases(const FamilyState& s) {
  std::vector<std::size_t> order(s.cases.size());
  std::vector<std::map<std::string, Affine>> pinned;  // once per case: isl work per parameter
  for (std::size_t i = 0; i < s.cases.size(); ++i) {
    order[i] = i;
    pinned.push_back(region_pinned_params(s.cases[i].region));
  }
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t x, std::size_t y) { return pinned[x].size() < pinned[y].size(); });
  std::vector<ShownCase> shown;
  for (std::size_t i : order) {
    const RecurrenceCase& c = s.cases[i];
    const auto& pins = pinned[i];
    auto group = std::find_if(shown.begin(), shown.end(), [&](const ShownCase& g) {
      return same_options(g.rep->left, c.left, pins) && same_options(g.rep->right, c.right, pins);
    });
    if (group == shown.end()) {
      shown.push_back({c.region, &c, i});
    } else {
      group->region = region_union(group->region, c.region);
      group->first = std::min(group->first, i);
    }
  }
  std::sort(shown.begin(), shown.end(), [](const ShownCase& x, const ShownCase& y) { return x.first < y.first; });
  return shown;
}

// { L | R } with no doubled spaces around an empty side.
std::string braces(const std::string& left, const std::string& right) {
  std::string out = "{";
  if (!left.empty()) out.append(" ").append(left);
  out.append(" |");
  if (!right.empty()) out.append(" ").append(right);
  out.append(" }");
  return out;
}

}  // namespace

std::string state_call_to_string(const StateSystem& sys, const StateOption& o) {
  if (o.target == kIntegerTarget) return affine_to_string(o.offset);
  const FamilyState& t = sys.states.at(static_cast<std::size_t>(o.target));
  std::string out = t.name + "(" + join_args(t.params, o.args) + ")";
  if (o.offset == Affine(0)) return out;
  const std::string off = affine_to_string(o.offset);
  return off[0] == '-' ? out + " - " + off.substr(1) : out + " + " + off;
}

std::string wellfounded_to_string(WellFoundedBy by) {
  switch (by) {
    case WellFoundedBy::kAffineMeasure:
      return "an affine measure that decreases by at least 1 along every option (checked exactly)";
    case WellFoundedBy::kMovePotential:
      return "induction on the potential of the concrete positions (the toads' distances to the right end plus the "
             "frogs' distances to the left end): every option is a move, which lowers it by 1 or 2, followed by "
             "normalisation, which only deletes squares and pieces";
    case WellFoundedBy::kNone:
      break;
  }
  return "none";
}

std::string state_system_to_text(const StateSystem& sys) {
  std::string out;
  for (const FamilyEntry& e : sys.entries) {
    out += "family " + tf_pattern_to_string(e.pattern);
    const std::string where = region_to_string(e.where);
    if (where != "true") out += "  where " + where;
    out += "\n  = " + state_call_to_string(sys, e.call) + "\n";
  }
  out += "\nstates\n";
  for (const FamilyState& s : sys.states) {
    const std::string domain = region_to_string(s.domain);
    out += "  " + s.name + "(" + join_args(s.params, {}) + ") = " + tf_pattern_to_string(s.pattern) +
           (domain == "true" ? "" : "  on " + domain) + "\n";
  }
  out += "\nrecurrences\n";
  for (const FamilyState& s : sys.states) {
    for (const ShownCase& c : merged_cases(s)) {
      const auto pinned = region_pinned_params(c.region);
      out += "  " + s.name + "(" + join_args(s.params, pinned) + ") = " +
             braces(options_to_string(sys, c.rep->left, pinned), options_to_string(sys, c.rep->right, pinned)) +
             ",  " + region_to_string(c.region) + "\n";
    }
  }
  out += "\nmeasure\n";
  if (sys.measure_ok) {
    for (const FamilyState& s : sys.states)
      out += "  " + s.name + ": " + affine_to_string(s.measure) + "\n";
    out += "  decreases on every option: checked\n";
  } else {
    out += "  no affine measure: " + sys.measure_note + "\n";
    if (sys.wellfounded_by == WellFoundedBy::kMovePotential)
      out += "  instead: " + wellfounded_to_string(sys.wellfounded_by) + "\n";
  }
  return out;
}

}  // namespace cgp
