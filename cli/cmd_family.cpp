// cgprove family tf PATTERN [--where REGION] [--max-states N] [--json]:
// the finite-state closure of a family, printed as the paper's recurrences.
#include "families/state_system.h"
#include "families/toads_frogs/closure.h"
#include "games/toads_frogs/pattern.h"
#include "cli/cli_args.h"
#include "cli/commands.h"
#include "cli/exit_codes.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <string>

namespace cgp::cli {

namespace {

using Json = nlohmann::ordered_json;

struct FamilyArgs {
  std::string game, pattern, class_name, where;
  std::size_t max_states = kDefaultMaxStates;
  bool json = false;
};

Json option_json(const StateSystem& sys, const StateOption& o) {
  Json j;
  j["target"] = o.target == kIntegerTarget ? Json(nullptr) : Json(sys.states[static_cast<std::size_t>(o.target)].name);
  Json args = Json::object();
  for (const auto& [k, v] : o.args) args[k] = affine_to_string(v);
  j["args"] = args;
  j["offset"] = affine_to_string(o.offset);
  j["text"] = state_call_to_string(sys, o);
  return j;
}

Json system_json(const StateSystem& sys) {
  Json states = Json::array();
  for (const FamilyState& s : sys.states) {
    Json cases = Json::array();
    for (const RecurrenceCase& c : s.cases) {
      Json left = Json::array(), right = Json::array();
      for (const auto& o : c.left) left.push_back(option_json(sys, o));
      for (const auto& o : c.right) right.push_back(option_json(sys, o));
      cases.push_back({{"where", region_to_string(c.region)}, {"left", left}, {"right", right}});
    }
    states.push_back({{"name", s.name}, {"pattern", tf_pattern_to_string(s.pattern)}, {"params", s.params},
                      {"measure", sys.measure_ok ? Json(affine_to_string(s.measure)) : Json(nullptr)},
                      {"cases", cases}});
  }
  Json families = Json::array();
  for (const FamilyEntry& e : sys.entries)
    families.push_back(
        {{"pattern", tf_pattern_to_string(e.pattern)}, {"where", region_to_string(e.where)}, {"entry", option_json(sys, e.call)}});
  return {{"game", sys.game},
          {"families", families},
          {"states", states},
          {"measure_ok", sys.measure_ok},
          {"measure_note", sys.measure_note}};
}

void run(const FamilyArgs& a, int& exit_code) {
  if (a.game != "tf") throw BadInput(fmt::format("family: unknown game \"{}\" (supported: tf)", a.game));
  const std::vector<TfFamily> families = parse_tf_families_arg(a.pattern, a.class_name, a.where);
  try {
    const StateSystem sys = tf_family_closure(families, a.max_states);
    if (a.json)
      fmt::print("{}\n", system_json(sys).dump());
    else
      fmt::print("{}", state_system_to_text(sys));
    exit_code = kSuccess;
  } catch (const TfNotClosed& e) {
    fmt::print(stderr, "cgprove: {}\n", e.what());
    exit_code = kUndecided;
  } catch (const TfUnsupported& e) {
    fmt::print(stderr, "cgprove: unsupported family: {}\n", e.what());
    exit_code = kUndecided;
  }
}

}  // namespace

void add_family_command(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<FamilyArgs>();
  CLI::App* cmd = app.add_subcommand("family", "the finite-state closure of a parametrised family: states and recurrences");
  cmd->add_option("game", args->game, "the game: tf")->required();
  cmd->add_option("pattern", args->pattern, "a pattern such as \"T^a _ T^b F\"");
  cmd->add_option("--where", args->where, "restrict the parameters, e.g. \"a >= 2\"");
  add_tf_family_options(*cmd, args->class_name, args->max_states);
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, &exit_code] { run(*args, exit_code); });
}

}  // namespace cgp::cli
