// cgprove prove chomp --rows 3 --top-max K: the complete P-positions of
// 3-row (or 2-row) Chomp for every top row up to K, proved with isl.
// PROVED (exit 0) only when the checker accepted every top row; otherwise
// UNDECIDED (exit 3) with the reason.
#include "prover/chomp/prove_top_rows.h"
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

struct ProveChompArgs {
  int rows = 3;
  long top_max = -1;
  double time_limit = 0;
  bool json = false;
  std::string report;
  std::string coq;
  std::string coq_by;  // computation (3 rows, the default) or lia
};

// How --coq proves the theorem: by the library's checker, run once by
// vm_compute (3 rows), or by lia piece by piece (2 rows; 3 rows on request,
// as the catalog's top row 10 is).
std::string coq_method(const ProveChompArgs& a) {
  const std::string by = a.coq_by.empty() ? (a.rows == 3 ? "computation" : "lia") : a.coq_by;
  if (by != "computation" && by != "lia")
    throw BadInput(fmt::format("--coq-by {}: the methods are computation and lia", by));
  if (by == "computation" && a.rows != 3) throw BadInput("--coq-by computation: only for 3 rows");
  return by;
}

void run(const ProveChompArgs& a, int& exit_code) {
  if (a.rows != 2 && a.rows != 3) throw BadInput(fmt::format("--rows {}: the top-row system has 2 or 3 rows", a.rows));
  const long limit = a.rows == 3 ? kChompMaxTop3 : kChompMaxTop2;
  if (a.top_max < 0) throw BadInput(fmt::format("--top-max {} is negative", a.top_max));
  if (a.top_max > limit) throw BadInput(fmt::format("--top-max {} is beyond the limit {} for {} rows", a.top_max, limit, a.rows));
  if (a.time_limit < 0) throw BadInput("--time-limit is negative");
  const std::string by = coq_method(a);
  ChompProveOptions options;
  options.rows = a.rows;
  options.top_max = static_cast<int>(a.top_max);
  options.time_limit = a.time_limit;
  options.keep_n_pieces = !a.report.empty() || (!a.coq.empty() && by == "lia");  // only they read the N pieces
  options.progress = chomp_progress(options.top_max);
  const ChompProveOutcome out = chomp_prove_top_rows(options);
  if (options.progress) chomp_progress_done();
  const bool proved = out.status == ChompProveOutcome::Status::proved;
  if (proved && !a.report.empty()) write_output_file(a.report, chomp_prove_markdown(out.proof, out.seconds));
  if (proved && !a.coq.empty() && by == "computation")
    write_coq_chomp_computed(a.coq, out.proof,
                             fmt::format("cgprove prove chomp --rows {} --top-max {} --coq FILE.v", a.rows, a.top_max));
  else if (proved && !a.coq.empty())
    write_coq_chomp(a.coq, out.proof, nullptr,
                    fmt::format("cgprove prove chomp --rows {} --top-max {}{} --coq FILE.v", a.rows, a.top_max,
                                a.coq_by.empty() ? "" : " --coq-by lia"));
  if (a.json) {
    nlohmann::ordered_json j{{"status", proved ? "proved" : "undecided"}};
    if (!proved) {
      j["reason"] = out.reason;
      j["proved_up_to"] = out.proof.top_max();  // -1: none
    }
    j["rows"] = a.rows;
    j["top_max"] = a.top_max;
    if (proved) {
      j["tops"] = chomp_tops_json(out.proof);
      j["checks"] = chomp_checks_json(out.proof);
    }
    j["seconds"] = out.seconds;
    fmt::print("{}\n", j.dump());
  } else if (proved) {
    fmt::print("PROVED: the P-positions of {}-row Chomp with top row at most {} (top row first):\n", a.rows, a.top_max);
    print_chomp_tops(out.proof);
    const ChompCheckSummary& s = out.proof.summary;
    fmt::print("Checked with isl: {} P pieces, {} N pieces each with a winning move, every top row covered, "
               "no move between P-positions; {:.2f} s.\n",
               s.p_pieces, s.n_pieces, out.seconds);
  } else {
    fmt::print("UNDECIDED: {}\n", out.reason);
  }
  exit_code = proved ? kSuccess : kUndecided;
}

}  // namespace

void add_prove_chomp_command(CLI::App& prove, int& exit_code) {
  auto args = std::make_shared<ProveChompArgs>();
  CLI::App* cmd = prove.add_subcommand("chomp", "Chomp: the P-positions of 3-row Chomp for every top row up to K");
  cmd->add_option("--rows", args->rows, "rows of the board: 3 (default) or 2");
  cmd->add_option("--top-max", args->top_max, "prove every top row length 0..K")->required();
  cmd->add_option("--time-limit", args->time_limit, "give up (UNDECIDED) after this many seconds");
  cmd->add_option("--report", args->report, "write the proof as Markdown to FILE");
  add_coq_option(*cmd, args->coq);
  cmd->add_option("--coq-by", args->coq_by,
                  "how the Coq script proves it: computation (3 rows: one run of the library's checker) or lia "
                  "(a lemma per piece; 2 rows)");
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->callback([args, &exit_code] { run(*args, exit_code); });
}

}  // namespace cgp::cli
