// cgprove serve [--port 8080] [--host 127.0.0.1]: the page and its JSON API
// (play/page_server.h) until SIGINT or SIGTERM. play/ knows games only, so
// the family endpoints, which run the prover, are added here, with the same
// JSON and report as `prove tf --json` and `prove tf --report`.
#include "cli/cli_args.h"
#include "cli/commands.h"
#include "cli/exit_codes.h"
#include "cli/theorem_output.h"
#include "play/page_server.h"
#include "prover/family_report.h"
#include "prover/toads_frogs/prove_tf.h"

#include <fmt/core.h>

#include <chrono>
#include <memory>
#include <string>

namespace cgp::cli {

namespace {

struct ServeArgs {
  std::string host = "127.0.0.1";
  int port = 8080;
  play::PageServerLimits limits;
};

// Bounded work: a family whose closure needs more states than this is
// answered "undecided" rather than proved for minutes.
constexpr std::size_t kServeMaxStates = 12;
constexpr std::size_t kServeMaxPatternChars = 60;

// GET /api/tf/family?pattern=T^a _ T^b F[&where=a>=1][&report=1]
play::ApiReply tf_family_reply(const play::ApiParams& params) {
  const auto pattern = params("pattern");
  if (!pattern || pattern->empty()) return play::api_bad_request("pattern", "missing parameter \"pattern\"");
  if (pattern->size() > kServeMaxPatternChars) return play::api_bad_request("pattern", "the pattern is too long");
  const std::string where = params("where").value_or("");
  std::lock_guard lock(play::page_store_mutex());
  std::vector<TfFamily> families;
  try {
    families = parse_tf_families_arg(*pattern, "", where);
  } catch (const BadInput& e) {
    return play::api_bad_request(std::string(e.what()).find("where") != std::string::npos ? "where" : "pattern",
                                 e.what());
  }
  const auto start = std::chrono::steady_clock::now();
  const TfTheorem t = prove_tf_families(families, kServeMaxStates);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (params("report"))
    return {200, {}, family_report_markdown(t.sys, t.proof, seconds), "text/markdown; charset=utf-8"};
  return play::api_ok(theorem_json(t, seconds));
}

}  // namespace

void add_serve_command(CLI::App& app, int& /*exit_code*/) {
  auto* cmd = app.add_subcommand("serve", "Serve the page (play Chomp, pictures, thermographs) and its JSON API");
  auto args = std::make_shared<ServeArgs>();
  cmd->add_option("--port", args->port, "TCP port (default 8080; 0 picks a free one)")->check(CLI::Range(0, 65535));
  cmd->add_option("--host", args->host, "Address to listen on (default 127.0.0.1)");
  cmd->add_option("--max-body-bytes", args->limits.max_body_bytes,
                  fmt::format("largest POST body; a larger one is answered 400 (default {}, at most {})",
                              play::kApiMaxBodyBytes, play::kServeMaxBodyBytes))
      ->check(CLI::Range(std::size_t{1}, play::kServeMaxBodyBytes));
  cmd->add_option("--threads", args->limits.threads,
                  fmt::format("connections served at once, one thread each (default {}, at most {})",
                              play::kServeDefaultThreads, play::kServeMaxThreads))
      ->check(CLI::Range(std::size_t{1}, play::kServeMaxThreads));
  cmd->callback([args] {
    auto served = play::page_serve_until_signal(
        args->host, args->port,
        [](play::PageServer& server) { server.page_add_get("/api/tf/family", tf_family_reply); }, args->limits);
    if (auto* err = std::get_if<std::string>(&served)) throw BadInput("serve: " + *err);
  });
}

}  // namespace cgp::cli
