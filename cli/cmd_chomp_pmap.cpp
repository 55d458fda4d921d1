// cgprove chomp pmap --top-max K [--b-max B] [--c-max C] [--svg FILE] [--json]:
// the P-positions [c,b,r] of 3-row Chomp with r <= K, b <= B, c <= C, as
// points (b, c) per top row r: text, JSON or an SVG picture.
#include "cli/cli_args.h"
#include "cli/cmd_chomp.h"
#include "cli/exit_codes.h"
#include "play/chomp_json.h"
#include "play/chomp_pmap.h"
#include "play/chomp_pmap_svg.h"

#include <fmt/core.h>

#include <memory>
#include <string>

namespace cgp::cli {
namespace {

struct PMapArgs {
  int top_max = 10;
  int b_max = -1, c_max = -1;  // -1: the default window
  std::string svg;
  bool json = false;
};

void run_pmap(const PMapArgs& a) {
  const int b_max = a.b_max >= 0 ? a.b_max : play::chomp_pmap_default_b_max(a.top_max);
  const int c_max = a.c_max >= 0 ? a.c_max : play::chomp_pmap_default_c_max(a.top_max, b_max);
  auto result = play::chomp_pmap(a.top_max, b_max, c_max);
  if (auto* err = std::get_if<std::string>(&result)) throw BadInput("chomp pmap: " + *err);
  const auto& map = std::get<play::ChompPMap>(result);
  if (!a.svg.empty()) write_output_file(a.svg, play::chomp_pmap_svg(map));
  if (a.json) {
    fmt::print("{}\n", play::chomp_pmap_json(map).dump());
    return;
  }
  fmt::print("P-positions [c,b,r] (poison row c, middle row b, top row r) with r <= {}, b <= {}, c <= {}: {}\n",
             map.top_max, map.b_max, map.c_max, map.points.size());
  int current = -1;
  std::string line;
  for (const auto& p : map.points) {
    if (p.top != current) {
      if (!line.empty()) fmt::print("{}\n", line);
      current = p.top;
      line = fmt::format("r={}:", p.top);
    }
    line += fmt::format(" ({},{})", p.b, p.c);
  }
  if (!line.empty()) fmt::print("{}\n", line);
}

}  // namespace

void add_chomp_pmap_command(CLI::App& chomp, int& /*exit_code*/) {
  CLI::App* cmd = chomp.add_subcommand(
      "pmap", "The P-position map of 3-row Chomp: points (b,c) with [c,b,r] P, for top rows r = 0..K");
  auto args = std::make_shared<PMapArgs>();
  cmd->add_option("--top-max", args->top_max, "K: the largest top row r (default 10)")
      ->check(CLI::Range(0, play::kPMapMaxTop));
  cmd->add_option("--b-max", args->b_max, "The largest middle row b (default max(20, 3K))")
      ->check(CLI::Range(0, play::kPMapMaxSide));
  cmd->add_option("--c-max", args->c_max, "The largest poison row c (default b-max + max(10, K))")
      ->check(CLI::Range(1, play::kPMapMaxSide));
  cmd->add_option("--svg", args->svg, "Also draw the map into this SVG file");
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->callback([args] { run_pmap(*args); });
}

}  // namespace cgp::cli
