#include "cli/slices_output.h"

#include <fmt/core.h>

namespace cgp::cli {

namespace {

const char* status_text(TfSliceVerdict::Status s) {
  switch (s) {
    case TfSliceVerdict::Status::Proved: return "proved";
    case TfSliceVerdict::Status::Refuted: return "refuted";
    case TfSliceVerdict::Status::Undecided: return "undecided";
  }
  return "";
}

}  // namespace

void add_slice_seconds_option(CLI::App& cmd, double& seconds, const std::string& what) {
  cmd.add_option("--slice-seconds", seconds,
                 "when the family is UNDECIDED, prove " + what +
                     " on slices (one parameter fixed, from its least value up) for at most this many seconds in "
                     "all, shared among the parameters (default 120; 0: none)")
      ->check(CLI::Range(0.0, 1e7));
}

Json slices_json(const TfSliceReport& report, bool with_pieces) {
  Json out = Json::array();
  for (const TfSliceVerdict& s : report.slices) {
    Json j{{"param", s.param}, {"value", s.value}, {"status", status_text(s.status)},
           {"seconds", s.seconds}, {"states", s.states}};
    if (s.strategy_nodes) {
      j["method"] = "strategy";
      j["nodes"] = s.strategy_nodes;
    }
    if (!s.reason.empty()) j["reason"] = s.reason;
    if (with_pieces && s.status == TfSliceVerdict::Status::Proved) j["pieces"] = pieces_json(s.pieces);
    out.push_back(std::move(j));
  }
  return out;
}

void print_slices(const TfSliceReport& report, double seconds, bool with_pieces) {
  if (report.slices.empty()) return;
  fmt::print("\nSlices (one parameter fixed; a slice PROVED holds for every value of the others; "
             "--slice-seconds {:g} in all):\n", seconds);
  for (const TfSliceVerdict& s : report.slices) {
    const std::string slice = fmt::format("{}=={}", s.param, s.value);
    if (s.status == TfSliceVerdict::Status::Proved) {
      if (s.strategy_nodes)
        fmt::print("  {:<8} PROVED by winning strategies, {} nodes, {:.1f} s\n", slice, s.strategy_nodes, s.seconds);
      else
        fmt::print("  {:<8} PROVED, {} state{}, {:.1f} s\n", slice, s.states, s.states == 1 ? "" : "s", s.seconds);
      if (with_pieces) print_pieces(s.pieces);
    } else if (s.status == TfSliceVerdict::Status::Refuted) {
      fmt::print("  {:<8} REFUTED, {:.1f} s\n", slice, s.seconds);
    } else {
      fmt::print("  {:<8} UNDECIDED after {:.1f} s: {}\n", slice, s.seconds, s.reason);
    }
  }
}

}  // namespace cgp::cli
