// cgprove check chomp PATTERN P|N [--where REGION]: proves that every
// position of the family is P (or N) via the top-row system (exit 0), refutes
// it with the least counterexample (exit 1), or says why it cannot (exit 3).
#include "games/chomp/chomp_pattern.h"
#include "prover/chomp/check_claim.h"
#include "prover/chomp/report.h"
#include "cli/chomp_proof_output.h"
#include "cli/cli_args.h"
#include "cli/commands.h"
#include "cli/coq_option.h"
#include "cli/exit_codes.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <memory>

namespace cgp::cli {

namespace {

using Json = nlohmann::ordered_json;

struct CheckChompArgs {
  std::string pattern, claim, where;
  double time_limit = 0;
  bool json = false;
  std::string report;
  std::string coq;
};

ChompClaim parse_claim(const CheckChompArgs& a) {
  auto parsed = chomp_pattern_parse(a.pattern);
  if (auto* e = std::get_if<ParseError>(&parsed)) throw BadInput(fmt::format("bad pattern \"{}\": {}", a.pattern, e->message));
  const auto& entries = std::get<std::vector<Affine>>(parsed);
  ChompClaim claim;
  if (a.claim == "P" || a.claim == "p") claim.claims_p = true;
  else if (a.claim == "N" || a.claim == "n") claim.claims_p = false;
  else throw BadInput(fmt::format("bad claim \"{}\": expected P or N", a.claim));
  const std::vector<std::string> params = chomp_pattern_params(ChompPattern{entries});
  const Region where = parse_where_arg(a.where, params);
  require_pattern_params(where.params(), params, "--where");
  auto family = chomp_family_make(entries, where);
  if (auto* e = std::get_if<std::string>(&family)) throw BadInput(fmt::format("pattern \"{}\": {}", a.pattern, *e));
  claim.family = std::get<ChompFamily>(family);
  return claim;
}

Json claim_json(const ChompClaim& claim) {
  return {{"pattern", chomp_pattern_to_string(claim.family.pattern)},
          {"where", region_to_string(claim.family.domain)},
          {"outcome", claim.claims_p ? "P" : "N"}};
}

void print_undecided(const CheckChompArgs& a, const ChompClaim& claim, const std::string& reason) {
  if (a.json) fmt::print("{}\n", Json{{"status", "undecided"}, {"claim", claim_json(claim)}, {"reason", reason}}.dump());
  else fmt::print("UNDECIDED: {}\n", reason);
}

void run(const CheckChompArgs& a, int& exit_code) {
  const ChompClaim claim = parse_claim(a);
  if (a.time_limit < 0) throw BadInput("--time-limit is negative");
  const ChompClaimScope scope = chomp_claim_scope(claim.family);
  if (!scope.covered) {
    print_undecided(a, claim, scope.why_not);
    exit_code = kUndecided;
    return;
  }
  if (scope.top_max > kChompMaxTop3)
    throw BadInput(fmt::format("the family's top row reaches {}; the limit is {}", scope.top_max, kChompMaxTop3));
  ChompProveOptions options;
  options.time_limit = a.time_limit;
  options.progress = chomp_progress(static_cast<int>(scope.top_max));
  const ChompClaimOutcome out = chomp_check_claim(claim, scope.top_max, options);
  if (options.progress) chomp_progress_done();
  using S = ChompClaimOutcome::Status;
  if (out.status == S::undecided) {
    print_undecided(a, claim, out.reason);
    exit_code = kUndecided;
    return;
  }
  if (!a.report.empty()) write_output_file(a.report, chomp_claim_markdown(claim, out));
  if (out.status == S::proved && !a.coq.empty())
    write_coq_chomp(a.coq, out.proof, &claim,
                    coq_command_text("check", "chomp", a.pattern, "", a.claim, a.where));
  if (out.status == S::proved) {
    if (a.json)
      fmt::print("{}\n", Json{{"status", "proved"}, {"claim", claim_json(claim)}, {"top_max", out.proof.top_max()},
                              {"tops", chomp_tops_json(out.proof)}, {"checks", chomp_checks_json(out.proof)},
                              {"seconds", out.seconds}}.dump());
    else
      fmt::print("PROVED: {} (the P-positions of 3-row Chomp with top row at most {} proved on the way; {:.2f} s)\n",
                 chomp_claim_to_string(claim), out.proof.top_max(), out.seconds);
    exit_code = kSuccess;
    return;
  }
  const ChompCounterexample& cx = *out.counterexample;
  if (a.json) {
    Json params = Json::object();
    for (const auto& [name, value] : cx.params) params[name] = value;
    Json c{{"params", params}, {"position", cx.position}};
    c["winning_move"] = cx.winning_move ? Json(*cx.winning_move) : Json(nullptr);
    fmt::print("{}\n", Json{{"status", "refuted"}, {"claim", claim_json(claim)}, {"counterexample", c},
                            {"seconds", out.seconds}}.dump());
  } else {
    std::string at;
    for (const auto& [name, value] : cx.params) at += fmt::format("{}{}={}", at.empty() ? "" : ", ", name, value);
    fmt::print("REFUTED: {}\n  least counterexample{}: {} (top row first) is ", chomp_claim_to_string(claim),
               at.empty() ? "" : " at " + at, chomp_position_to_string(cx.position));
    if (cx.winning_move) fmt::print("an N-position; moving to {} wins\n", chomp_position_to_string(*cx.winning_move));
    else fmt::print("a P-position\n");
  }
  exit_code = kRefuted;
}

}  // namespace

void add_check_chomp_command(CLI::App& check, int& exit_code) {
  auto args = std::make_shared<CheckChompArgs>();
  CLI::App* cmd = check.add_subcommand("chomp", "Chomp: check that every position of a family is P (or N)");
  cmd->add_option("pattern", args->pattern, "rows such as \"[2,b,b+2]\" (top row first) or \"[b+2,b,2]\"")->required();
  cmd->add_option("claim", args->claim, "P (every position is a P-position) or N")->required();
  cmd->add_option("--where", args->where, "restrict the parameters, e.g. \"b>=2\"");
  cmd->add_option("--time-limit", args->time_limit, "give up (UNDECIDED) after this many seconds");
  cmd->add_option("--report", args->report, "write the proof (or refutation) as Markdown to FILE");
  add_coq_option(*cmd, args->coq);
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->callback([args, &exit_code] { run(*args, exit_code); });
}

}  // namespace cgp::cli
