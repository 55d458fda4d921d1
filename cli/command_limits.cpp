#include "cli/command_limits.h"

#include "games/chomp/chomp_explain.h"
#include "games/chomp/chomp_position.h"
#include "games/chomp/chomp_table.h"
#include "games/toads_frogs/position.h"
#include "play/page_api.h"
#include "play/page_server.h"
#include "play/tournament.h"
#include "prover/chomp/prove_top_rows.h"
#include "symbolic/notation_ast.h"
#include "symbolic/sym_eval.h"

#include <fmt/core.h>

#include <initializer_list>
#include <string>

namespace cgp::cli {

void add_seconds_option(CLI::App& cmd, double& seconds) {
  cmd.add_option("--seconds", seconds,
                 fmt::format("time budget in seconds; beyond it the answer is UNDECIDED, exit 3 (default {:.0f})",
                             seconds))
      ->check(CLI::Range(0.001, 1e7));
}

namespace {

// The subcommand at `path` (e.g. {"chomp", "solve"}), or nullptr.
CLI::App* command_at(CLI::App& app, std::initializer_list<const char*> path) {
  CLI::App* at = &app;
  for (const char* name : path) {
    CLI::App* next = nullptr;
    for (CLI::App* sub : at->get_subcommands({}))
      if (sub->get_name() == name) next = sub;
    if (!next) return nullptr;
    at = next;
  }
  return at;
}

void limit_footer(CLI::App& app, std::initializer_list<const char*> path, const std::string& text) {
  CLI::App* cmd = command_at(app, path);
  if (!cmd) return;
  const std::string before = cmd->get_footer();  // the players' list of chomp play, kept first
  cmd->footer((before.empty() ? "" : before + "\n\n") + "Limits: " + text);
}

const std::string kTfBudgets =
    "the --seconds and --memory-mb budgets (beyond one: UNDECIDED, exit 3; a --max-states cap likewise)";

}  // namespace

void add_limit_footers(CLI::App& app) {
  limit_footer(app, {"value"},
               fmt::format("*n and ^<n> with n <= {}; braces nested too deep are refused (exit 2); the --seconds "
                           "budget (default {:.0f}; beyond it UNDECIDED, exit 3).",
                           notation::kMaxNimber, kExprDefaultSeconds));
  limit_footer(app, {"value", "tf"},
               fmt::format("a strip of at most {} squares (fixed: one bit per square in a machine word; exit 2); "
                           "the --seconds and --memory-mb budgets (UNDECIDED, exit 3).",
                           TfPosition::kMaxLength));
  limit_footer(app, {"value", "chomp"},
               "--max-positions sub-positions (exit 2), and the --seconds and --memory-mb budgets (UNDECIDED, "
               "exit 3).");
  for (const char* cmd : {"simplify", "compare"})
    limit_footer(app, {cmd},
                 fmt::format("at most {} pieces, and games that written out exceed 100,000 nodes are refused "
                             "(fixed; exit 2); the --seconds budget (default {:.0f}; beyond it UNDECIDED, exit 3).",
                             kMaxPieces, kExprDefaultSeconds));
  for (const char* cmd : {"prove", "check"}) limit_footer(app, {cmd, "tf"}, kTfBudgets + ".");
  limit_footer(app, {"family"}, kTfBudgets + ".");  // family takes the game as an argument
  limit_footer(app, {"prove", "chomp"},
               fmt::format("--top-max at most {} for 3 rows, {} for 2 (fixed; exit 2); --time-limit (UNDECIDED, "
                           "exit 3).",
                           kChompMaxTop3, kChompMaxTop2));
  limit_footer(app, {"check", "chomp"}, "--time-limit (UNDECIDED, exit 3).");
  limit_footer(app, {"chomp", "solve"},
               fmt::format("at most {} cells (R times C) and {} rows once the box is turned to have fewer rows "
                           "than columns (fixed); the table within --max-table-mb; all exit 2.",
                           kChompMaxCells, kChompMaxTableRows));
  limit_footer(app, {"chomp", "explain"},
               fmt::format("at most {} cells, and the table of every sub-position within {} MiB (exit 2).",
                           kChompMaxExplainCells, kChompMaxTableBytes >> 20));
  const std::string boards = fmt::format(
      "boards of at most {} rows and columns (fixed: the optimal player's table; exit 2)", play::kMaxBoardSide);
  limit_footer(app, {"chomp", "play"}, boards + ".");
  for (const char* cmd : {"match", "tournament"})
    limit_footer(app, {"chomp", cmd}, boards + "; an external player's move within --move-ms (else it forfeits).");
  limit_footer(app, {"conjecture"}, "--seconds per run and --max-complexity (the option ranges above).");
  limit_footer(app, {"conjecture", "chomp"},
               fmt::format("--seconds per run; the --check-box table within {} MiB (exit 2).",
                           kChompMaxTableBytes >> 20));
  limit_footer(app, {"serve"},
               fmt::format("a request body of at most {} bytes (--max-body-bytes) and a URI of at most {}; {} "
                           "connections at once (--threads); boards to play on at most "
                           "{}x{}, to explain {}x{}; strips of {} squares; Grundy tables up to {}; P-maps up to "
                           "top row {} and sides {}; a family endpoint of at most 12 states. Over any: 400 with a "
                           "JSON error (the rest fixed: a public server must bound every request).",
                           play::kApiMaxBodyBytes, play::kApiMaxUriBytes, play::kServeDefaultThreads,
                           play::kApiMaxBoardSide,
                           play::kApiMaxBoardSide, play::kApiMaxExplainSide, play::kApiMaxExplainSide,
                           play::kApiMaxTfSquares, play::kApiMaxGrundySide, play::kApiMaxPMapTop,
                           play::kApiMaxPMapSide));
}

}  // namespace cgp::cli
