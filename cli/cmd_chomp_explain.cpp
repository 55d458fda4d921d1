// cgprove chomp explain ROWS [--json]: a winning move and the answer to every
// reply (or, for a P-position, the answer to every move), each "blocked by" a
// P-position named by a classical rule when one applies, in Cho's style.
#include "games/chomp/chomp_explain.h"
#include "games/chomp/chomp_position.h"
#include "play/chomp_board_svg.h"
#include "play/chomp_json.h"
#include "cli/cli_args.h"
#include "cli/cmd_chomp.h"
#include "cli/exit_codes.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <map>
#include <memory>
#include <string>

namespace cgp::cli {
namespace {

using play::Json;

struct ExplainArgs {
  std::string rows;
  bool json = false;
  std::string svg;  // --svg FILE
};

// Cells are shown 1-based, (row, column), row 1 the poison row.
std::string cell_text(ChompCell c) { return fmt::format("({},{})", c.row + 1, c.col + 1); }

constexpr std::string_view kLabels = "123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

// The P-position drawn as in Cho's figures, top row first, the poison cell X
// bottom left, every other cell labelled with the group that answers it.
void print_picture(const ChompExplanation& e) {
  const auto& rows = e.defended.rows;
  if (e.groups.size() > kLabels.size() || rows[0] > 60 || rows.size() > 60) return;
  std::map<std::pair<int, int>, char> label;
  for (std::size_t g = 0; g < e.groups.size(); ++g)
    for (const auto& r : e.groups[g].replies) label[{r.cell.row, r.cell.col}] = kLabels[g];
  const int width = static_cast<int>(std::to_string(rows[0]).size());
  for (std::size_t i = rows.size(); i-- > 0;) {
    std::string line = fmt::format("  row {:>{}} |", i + 1, static_cast<int>(std::to_string(rows.size()).size()));
    for (int j = 0; j < rows[i]; ++j) {
      char c = i == 0 && j == 0 ? 'X' : label[{static_cast<int>(i), j}];
      line += fmt::format(" {:>{}}", c, width);
    }
    fmt::print("{}\n", line);
  }
  std::string cols(std::to_string(rows.size()).size() + 8, ' ');
  for (int j = 0; j < rows[0]; ++j) cols += fmt::format(" {:>{}}", j + 1, width);
  fmt::print("{}  (columns)\n\n", cols);
}

void print_groups(const ChompExplanation& e) {
  for (std::size_t g = 0; g < e.groups.size(); ++g) {
    const auto& group = e.groups[g];
    const std::string label = g < kLabels.size() ? std::string(1, kLabels[g]) : std::to_string(g + 1);
    fmt::print("  {}: blocked by {}, {}\n", label, to_string(group.answer),
               group.rule == ChompPRule::kNone ? std::string("a smaller P-position (explain it to see why)")
                                                 : std::string(chomp_rule_reason(group.rule)));
    std::string line = "     ";
    for (const auto& r : group.replies) {
      std::string item = fmt::format("{} -> {}", cell_text(r.cell), cell_text(r.answer_cell));
      if (line.size() + item.size() > 96) {
        fmt::print("{}\n", line);
        line = "     ";
      }
      line += (line.size() > 5 ? ",  " : " ") + item;
    }
    fmt::print("{}\n", line);
  }
}

void print_text(const ChompExplanation& e) {
  const std::string pos = to_string(e.position);
  if (e.is_p) {
    fmt::print("{} is a P-position: the player to move loses.\n", pos);
  } else {
    fmt::print("{} is an N-position: the player to move wins ({} winning move{}).\n", pos, e.winning_moves.size(),
               e.winning_moves.size() == 1 ? "" : "s");
    if (chomp_is_rectangle(e.position) && e.position.rows.size() > 1 && e.position.rows[0] > 1)
      fmt::print("It is a rectangle: Gale's strategy stealing shows that the first player wins, not how;\n"
                 "the move below is computed.\n");
    fmt::print("Winning move: take {}, leaving {}.\n", cell_text(e.move_cell), to_string(e.defended));
    if (e.winning_moves.size() > 1) {
      std::string others;
      for (const auto& m : e.winning_moves)
        if (m != e.defended) others += " " + to_string(m);
      fmt::print("Other winning moves leave:{}\n", others);
    }
  }
  const std::string def = to_string(e.defended);
  if (e.defended_rule != ChompPRule::kNone)
    fmt::print("{} is P by a classical rule: {}.\n", def, chomp_rule_reason(e.defended_rule));
  if (e.groups.empty()) return;
  fmt::print("Every {} from {} is blocked by a P-position:\n", e.is_p ? "move" : "reply", def);
  fmt::print("(cells are (row, column), row 1 holds the poison cell X; \"a -> b\": when the opponent\n"
             "takes a, take b; cells with the same label are blocked by the same position)\n\n");
  print_picture(e);
  print_groups(e);
}

void run_explain(const ExplainArgs& a) {
  const auto t0 = std::chrono::steady_clock::now();
  auto parsed = parse_chomp(a.rows);
  if (auto* err = std::get_if<ParseError>(&parsed))
    throw BadInput(fmt::format("bad Chomp position \"{}\": {}", a.rows, err->message));
  auto progress = stderr_progress("solving");
  auto result = explain_chomp(std::get<ChompPosition>(parsed), progress);
  clear_progress(progress);
  if (auto* err = std::get_if<std::string>(&result)) throw BadInput(*err);
  const auto& e = std::get<ChompExplanation>(result);
  if (!a.svg.empty()) write_output_file(a.svg, play::chomp_board_svg(play::chomp_explanation_picture(e)));
  const double seconds =
      std::round(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() * 1000) / 1000;
  if (a.json) {
    Json j = play::chomp_explanation_json(e);
    j["seconds"] = seconds;
    j["memory_bytes"] = peak_rss_bytes();
    fmt::print("{}\n", j.dump());
    return;
  }
  print_text(e);
}

}  // namespace

void add_chomp_explain_command(CLI::App& chomp, int& /*exit_code*/) {
  CLI::App* cmd = chomp.add_subcommand(
      "explain", "Why a position is won or lost: a winning move and the answer to every reply, in Cho's style");
  auto args = std::make_shared<ExplainArgs>();
  cmd->add_option("rows", args->rows, "Row lengths ([5,3,2] poison row first, [2,3,5] top row first) or RxC")
      ->required();
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->add_option("--svg", args->svg, "Also draw the board with its answer labels into this SVG file");
  cmd->callback([args] { run_explain(*args); });
}

}  // namespace cgp::cli
