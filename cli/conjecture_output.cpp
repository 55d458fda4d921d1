#include "cli/conjecture_output.h"

#include <fmt/core.h>

#include <cmath>
#include <sstream>

#include "cli/exit_codes.h"

namespace cgp::cli {
namespace {

using conjecture::BoundSense;

std::vector<std::string> split_commas(const std::string& text, const std::string& what) {
  std::vector<std::string> out;
  if (text.empty()) return out;
  std::stringstream ss(text);
  for (std::string item; std::getline(ss, item, ',');) {
    while (!item.empty() && item.front() == ' ') item.erase(item.begin());
    while (!item.empty() && item.back() == ' ') item.pop_back();
    if (item.empty()) throw BadInput(fmt::format("empty name in the {} list \"{}\"", what, text));
    out.push_back(item);
  }
  if (!text.empty() && text.back() == ',') throw BadInput(fmt::format("empty name in the {} list \"{}\"", what, text));
  return out;
}

double rounded(double seconds) { return std::round(seconds * 1000) / 1000; }

}  // namespace

void add_conjecture_options(CLI::App& cmd, ConjectureArgs& a, const std::string& default_target) {
  a.target = default_target;
  auto* target = cmd.add_option("--target", a.target, "The invariant to bound");
  if (default_target.empty()) target->required();
  cmd.add_flag("--upper", a.upper, "Conjecture upper bounds: target <= f(...) (the default)");
  cmd.add_flag("--lower", a.lower, "Conjecture lower bounds: target >= f(...)");
  cmd.add_option("--invariants", a.invariants, "Comma-separated invariants a bound may use (default: all but the target)");
  cmd.add_option("--operators", a.operators,
                 "Comma-separated operators allowed (default all): x-1,x+1,2x,x/2,x^2,-x,1/x,sqrt,ln,log10,2^x,"
                 "floor,ceil,+,*,max,min,-,/,^");
  cmd.add_option("--max-complexity", a.max_complexity, "Largest expression, in tree nodes (default 7)")
      ->check(CLI::Range(1, 60));
  cmd.add_option("--seconds", a.seconds, "Time limit of one conjecturing run (default 5)")->check(CLI::Range(0.0, 1e6));
  cmd.add_flag("--json", a.json, "Print one JSON object");
}

conjecture::DalmatianOptions conjecture_options(const ConjectureArgs& a) {
  if (a.upper && a.lower) throw BadInput("give one of --upper and --lower, not both");
  conjecture::DalmatianOptions o;
  o.target = a.target;
  o.sense = a.lower ? BoundSense::Lower : BoundSense::Upper;
  o.invariants = split_commas(a.invariants, "invariant");
  if (!a.operators.empty()) {
    o.operators = conjecture::OperatorSet::none();
    for (const auto& name : split_commas(a.operators, "operator")) {
      auto op = conjecture::operator_from_name(name);
      if (!op) throw BadInput(fmt::format("unknown operator '{}' in --operators", name));
      o.operators.set(*op, true);
    }
  }
  o.max_complexity = a.max_complexity;
  o.seconds = a.seconds;
  return o;
}

std::string conjecture_statement(const conjecture::DalmatianResult& r, const conjecture::Expression& bound) {
  return fmt::format("{}(x) {} {}", r.target, conjecture::relation_symbol(r.sense), bound.infix("(x)"));
}

void print_conjecture_text(const conjecture::DalmatianResult& r, const std::vector<std::string>& labels) {
  fmt::print("{} bounds of {} from {} examples\n", conjecture::to_string(r.sense), r.target, labels.size());
  fmt::print("accepted in order (truth and significance):\n");
  for (std::size_t i = 0; i < r.accepted.size(); ++i)
    fmt::print("  {}. {}{}\n", i + 1, conjecture_statement(r, r.accepted[i].bound),
               r.accepted[i].removed ? "   (removed: no longer significant)" : "");
  fmt::print("conjectures ({}):\n", r.conjectures.size());
  for (std::size_t i = 0; i < r.conjectures.size(); ++i) {
    std::string exact;
    for (std::size_t k : r.exact_on[i]) exact += (exact.empty() ? "" : " ") + labels[k];
    fmt::print("  {}   complexity {}, exact on {}; verdicts {}\n", conjecture_statement(r, r.conjectures[i].bound),
               r.conjectures[i].bound.complexity(), exact.empty() ? "none" : exact,
               r.conjectures[i].exact ? "exact (rationals)" : "in doubles (tolerance 1e-9 relative)");
  }
  fmt::print("stopped: {}; {} expressions evaluated in {:.3f} s, every expression tried up to complexity {}\n",
             conjecture::to_string(r.stop), r.expressions_evaluated, r.seconds, r.complete_through);
  if (r.exact_rejected > 0)
    fmt::print("{} bounds true and significant in doubles were rejected in exact rationals\n", r.exact_rejected);
}

nlohmann::ordered_json conjecture_json(const conjecture::DalmatianResult& r, const std::vector<std::string>& labels) {
  using Json = nlohmann::ordered_json;
  Json conjectures = Json::array(), accepted = Json::array();
  for (std::size_t i = 0; i < r.conjectures.size(); ++i) {
    Json exact = Json::array();
    for (std::size_t k : r.exact_on[i]) exact.push_back(labels[k]);
    conjectures.push_back(Json{{"expression", r.conjectures[i].bound.infix()},
                               {"complexity", r.conjectures[i].bound.complexity()},
                               {"exact_on", exact},
                               {"exact", r.conjectures[i].exact.has_value()}});
  }
  for (const auto& a : r.accepted)
    accepted.push_back(Json{{"expression", a.bound.infix()}, {"removed", a.removed}, {"exact", a.exact}});
  return Json{{"target", r.target},
              {"bound", conjecture::to_string(r.sense)},
              {"conjectures", conjectures},
              {"accepted", accepted},
              {"expressions_evaluated", r.expressions_evaluated},
              {"exact_rejected", r.exact_rejected},
              {"complete_through", r.complete_through},
              {"stop", conjecture::to_string(r.stop)},
              {"seconds", rounded(r.seconds)}};
}

}  // namespace cgp::cli
