// cgprove chomp solve RxC [--out FILE] [--json]: every P-position of a box and
// the rectangle's winning openings. `chomp explain` is in cmd_chomp_explain.cpp.
#include "games/chomp/chomp_box.h"
#include "games/chomp/chomp_position.h"
#include "cli/cmd_chomp.h"
#include "cli/commands.h"
#include "cli/exit_codes.h"
#include "cli/interrupt.h"
#include "cli/number_text.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>
#include <sys/resource.h>
#include <unistd.h>

#include <cmath>
#include <memory>
#include <optional>
#include <string>

namespace cgp::cli {

std::uint64_t peak_rss_bytes() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<std::uint64_t>(u.ru_maxrss) * 1024;  // KiB on Linux
}

ChompTableProgress stderr_progress(const std::string& what) {
  if (!isatty(STDERR_FILENO)) return {};
  return [what](double done) { fmt::print(stderr, "\r{}: {:3.0f}%", what, 100 * done); };
}

void clear_progress(const ChompTableProgress& progress) {
  if (progress) fmt::print(stderr, "\r{:40}\r", "");
}

namespace {

using Json = nlohmann::ordered_json;

struct SolveArgs {
  std::string box;
  std::string out;
  bool json = false;
  std::uint64_t max_table_mb = kChompMaxTableBytes >> 20;
};

std::string mib(std::uint64_t bytes) { return fmt::format("{:.1f} MiB", static_cast<double>(bytes) / (1 << 20)); }

void run_solve(const SolveArgs& a) {
  auto parsed = parse_chomp(a.box);
  if (auto* err = std::get_if<ParseError>(&parsed))
    throw BadInput(fmt::format("bad box \"{}\": {}", a.box, err->message));
  if (a.box.find('[') != std::string::npos)
    throw BadInput(fmt::format("bad box \"{}\": give the box as RxC, e.g. 13x13", a.box));
  const auto& rect = std::get<ChompPosition>(parsed);
  const int rows = static_cast<int>(rect.rows.size()), cols = rect.rows[0];
  std::optional<std::string> out;
  if (!a.out.empty()) out = a.out;
  interrupt_note_where(fmt::format("chomp solve {}x{}", rows, cols));
  auto progress = stderr_progress(fmt::format("solving {}x{}", rows, cols));
  auto result = chomp_solve_box(rows, cols, out, progress, a.max_table_mb << 20);
  clear_progress(progress);
  if (auto* err = std::get_if<ChompBoxError>(&result)) {
    throw BadInput(err->message +
                   (err->table_too_large ? " (--max-table-mb raises it, up to half of the machine's memory)" : ""));
  }
  const auto& s = std::get<ChompBoxSolution>(result);
  const double seconds = std::round(s.seconds * 1000) / 1000;
  if (a.json) {
    Json moves = Json::array();
    for (const auto& m : s.winning_moves) moves.push_back(m.rows);
    Json j{{"box", {rows, cols}}, {"p_positions", s.p_count}, {"winning_moves", moves}, {"seconds", seconds},
           {"diagrams", s.diagrams}, {"table_bytes", s.table_bytes}, {"memory_bytes", peak_rss_bytes()}};
    if (out) j["out"] = *out;
    fmt::print("{}\n", j.dump());
    return;
  }
  fmt::print("box {}x{}: {} non-empty diagrams, {} P-positions ([1] included)\n", rows, cols,
             with_commas(s.diagrams), with_commas(s.p_count));
  fmt::print("winning opening moves of the {}x{} rectangle (the position left, poison row first):\n", rows, cols);
  if (s.winning_moves.empty()) fmt::print("  none: [1] is lost for the player to move\n");
  for (const auto& m : s.winning_moves) fmt::print("  {}\n", to_string(m));
  if (out) fmt::print("P-positions listed in {}\n", *out);
  fmt::print("time {:.3f} s; table {}, peak memory {}\n", seconds, mib(s.table_bytes), mib(peak_rss_bytes()));
}

}  // namespace

void add_chomp_command(CLI::App& app, int& exit_code) {
  CLI::App* cmd = app.add_subcommand(
      "chomp", "Concrete Chomp: solve a box, explain a position, play, referee matches and tournaments");
  cmd->require_subcommand(1);

  CLI::App* solve = cmd->add_subcommand(
      "solve", "Every P-position of the RxC box (count, optional list) and the rectangle's winning openings");
  auto args = std::make_shared<SolveArgs>();
  solve->add_option("box", args->box, "The box RxC: R rows of at most C cells, e.g. 13x13")->required();
  solve->add_option("--out", args->out, "Write the P-positions there, one per line, poison row first, sorted");
  solve->add_flag("--json", args->json, "Print one JSON object");
  solve->add_option("--max-table-mb", args->max_table_mb,
                    fmt::format("refuse (exit 2) boxes whose table needs more MiB (default {}; half of the "
                                "machine's memory binds too; 16x16 needs 1,150, 17x17 about 9,300)",
                                kChompMaxTableBytes >> 20))
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 30));
  solve->callback([args] { run_solve(*args); });

  add_chomp_explain_command(*cmd, exit_code);
  add_chomp_pmap_command(*cmd, exit_code);
  add_chomp_tournament_commands(*cmd, exit_code);
  add_chomp_replay_command(*cmd, exit_code);
  add_chomp_play_command(*cmd, exit_code);
}

}  // namespace cgp::cli
