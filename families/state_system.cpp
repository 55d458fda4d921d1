// Printing of state systems in the style of Thanatipanonda-Zeilberger.
#include "families/state_system.h"

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

}  // namespace

std::string state_call_to_string(const StateSystem& sys, const StateOption& o) {
  if (o.target == kIntegerTarget) return affine_to_string(o.offset);
  const FamilyState& t = sys.states.at(static_cast<std::size_t>(o.target));
  std::string out = t.name + "(" + join_args(t.params, o.args) + ")";
  if (o.offset == Affine(0)) return out;
  const std::string off = affine_to_string(o.offset);
  return off[0] == '-' ? out + " - " + off.substr(1) : out + " + " + off;
}

std::string state_system_to_text(const StateSystem& sys) {
  std::string out;
  for (const FamilyEntry& e : sys.entries) {
    out += "family " + e.pattern;
    const std::string where = region_to_string(e.where);
    if (where != "true") out += "  where " + where;
    out += "\n  = " + state_call_to_string(sys, e.call) + "\n";
  }
  out += "\nstates\n";
  for (const FamilyState& s : sys.states)
    out += "  " + s.name + "(" + join_args(s.params, {}) + ") = " + s.pattern + "\n";
  out += "\nrecurrences\n";
  for (const FamilyState& s : sys.states) {
    for (const RecurrenceCase& c : s.cases) {
      const auto pinned = region_pinned_params(c.region);
      out += "  " + s.name + "(" + join_args(s.params, pinned) + ") = { " +
             options_to_string(sys, c.left, pinned) + " | " + options_to_string(sys, c.right, pinned) +
             " },  " + region_to_string(c.region) + "\n";
    }
  }
  out += "\nmeasure\n";
  if (sys.measure_ok) {
    for (const FamilyState& s : sys.states)
      out += "  " + s.name + ": " + affine_to_string(s.measure) + "\n";
    out += "  decreases on every option: checked\n";
  } else {
    out += "  no affine measure: " + sys.measure_note + "\n";
    if (!sys.potential.empty()) out += "  instead: " + sys.potential + "\n";
  }
  return out;
}

}  // namespace cgp
