// cgprove prove tf PATTERN: derive the family's states and recurrences from
// the rules, conjecture every state's value from concrete data, and prove the
// conjecture by induction. PROVED only when the induction checker verified
// every step; otherwise UNDECIDED (exit 3) with the reason.
#include "families/tf/closure.h"
#include "families/tf/pattern.h"
#include "games/toads_frogs/evaluator.h"
#include "prover/cli/cli_args.h"
#include "prover/cli/commands.h"
#include "prover/cli/exit_codes.h"
#include "prover/prove_family.h"
#include "symbolic/region.h"

#include <fmt/core.h>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <memory>
#include <string>

namespace cgp::cli {

namespace {

using Json = nlohmann::ordered_json;

struct ProveArgs {
  std::string pattern, where;
  std::size_t max_states = kDefaultMaxStates;
  long box = 8;
  bool json = false;
};

Json proof_json(const StateSystem& sys, const FamilyProof& proof, double seconds) {
  Json states = Json::array();
  for (std::size_t i = 0; i < sys.states.size() && i < proof.conjecture.size(); ++i) {
    Json pieces = Json::array();
    for (const SymPiece& p : proof.conjecture[i])
      pieces.push_back(Json{{"where", region_to_string(p.where)}, {"value", sym_game_to_string(p.value)}});
    states.push_back(Json{{"name", sys.states[i].name},
                          {"pattern", sys.states[i].pattern},
                          {"params", sys.states[i].params},
                          {"pieces", pieces}});
  }
  Json out{{"status", proof.status == FamilyProof::Status::Proved ? "proved" : "undecided"}};
  if (proof.status != FamilyProof::Status::Proved) out["reason"] = proof.reason;
  out["family"] = Json{{"pattern", sys.entry.pattern}, {"value", state_call_to_string(sys, sys.entry.call)}};
  out["states"] = states;
  out["seconds"] = seconds;
  return out;
}

void print_text(const StateSystem& sys, const FamilyProof& proof, double seconds) {
  fmt::print("Family {} = {}\n\n", sys.entry.pattern, state_call_to_string(sys, sys.entry.call));
  for (std::size_t i = 0; i < sys.states.size(); ++i) {
    const FamilyState& s = sys.states[i];
    fmt::print("{}({}) = {}\n", s.name, fmt::join(s.params, ","), s.pattern);
    if (i < proof.conjecture.size())
      for (const SymPiece& p : proof.conjecture[i])
        fmt::print("    = {:<24} when {}\n", sym_game_to_string(p.value), region_to_string(p.where));
  }
  if (proof.status == FamilyProof::Status::Proved) {
    fmt::print("\nPROVED in {:.2f} s: {} induction steps checked symbolically; the pieces cover every "
               "state's domain; the measure decreases along every move.\n",
               seconds, proof.induction.steps.size());
  } else {
    fmt::print("\nUNDECIDED: {}\n", proof.reason);
  }
}

void run(const ProveArgs& a, int& exit_code) {
  const TfPattern pattern = parse_tf_pattern_arg(a.pattern);
  const Region where = parse_where_arg(a.where, tf_pattern_params(pattern));
  const auto start = std::chrono::steady_clock::now();
  StateSystem sys;
  try {
    sys = tf_family_closure(pattern, where, a.max_states);
  } catch (const TfNotClosed& e) {
    fmt::print(stderr, "cgprove: undecided: {}\n", e.what());
    exit_code = kUndecided;
    return;
  } catch (const TfUnsupported& e) {
    fmt::print(stderr, "cgprove: undecided: unsupported family: {}\n", e.what());
    exit_code = kUndecided;
    return;
  }
  std::vector<TfPattern> state_patterns;
  for (const FamilyState& s : sys.states) state_patterns.push_back(parse_tf_pattern_arg(s.pattern));
  TfEvaluator evaluator;
  const StateOracle oracle = [&](std::size_t state, const ParamValues& at) {
    const auto position = tf_pattern_instantiate(state_patterns[state], at);
    if (!position) throw std::runtime_error("state " + sys.states[state].name + " has no position at a point");
    return evaluator.value(*position);
  };
  const FamilyProof proof = prove_family(GameStore::instance(), sys, oracle, a.box);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (a.json)
    fmt::print("{}\n", proof_json(sys, proof, seconds).dump());
  else
    print_text(sys, proof, seconds);
  exit_code = proof.status == FamilyProof::Status::Proved ? kSuccess : kUndecided;
}

}  // namespace

void add_prove_command(CLI::App& app, int& exit_code) {
  CLI::App* prove = app.add_subcommand("prove", "Derive, conjecture and prove a theorem about every position of a family");
  prove->require_subcommand(1);
  auto args = std::make_shared<ProveArgs>();
  CLI::App* cmd = prove->add_subcommand("tf", "Toads-and-Frogs: the value of every position of a pattern");
  cmd->add_option("pattern", args->pattern, "a pattern such as \"T^a _ T^b F\"")->required();
  cmd->add_option("--where", args->where, "restrict the parameters, e.g. \"a>=2\"");
  cmd->add_option("--max-states", args->max_states, "give up beyond this many states (default 200)")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--box", args->box, "fit conjectures on parameters 0..BOX (default 8)")->check(CLI::Range(3, 30));
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->callback([args, &exit_code] { run(*args, exit_code); });
  add_prove_chomp_command(*prove, exit_code);
}

}  // namespace cgp::cli
