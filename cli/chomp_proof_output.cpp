#include "cli/chomp_proof_output.h"

#include "prover/chomp/report.h"
#include "cli/exit_codes.h"

#include <fmt/core.h>
#include <unistd.h>

#include <cstdio>
#include <memory>

namespace cgp::cli {

nlohmann::ordered_json chomp_tops_json(const ChompProof& proof) {
  auto tops = nlohmann::ordered_json::array();
  for (const ChompTopProof& t : proof.tops) {
    auto pieces = nlohmann::ordered_json::array();
    for (const ChompPPiece& p : t.p_pieces)
      pieces.push_back({{"pattern", chomp_pattern_to_string(p.pattern)}, {"where", chomp_piece_where(p)}});
    tops.push_back({{"top", t.top}, {"P", pieces}});
  }
  return tops;
}

nlohmann::ordered_json chomp_checks_json(const ChompProof& proof) {
  const ChompCheckSummary& s = proof.summary;
  return {{"p_pieces", s.p_pieces},
          {"n_pieces", s.n_pieces},
          {"moves_checked", s.moves_checked},
          {"covers_checked", s.coverage_checks},
          {"no_p_to_p_checked", s.no_p_to_p_checks},
          {"check_seconds", s.seconds}};
}

void print_chomp_tops(const ChompProof& proof) {
  for (const ChompTopProof& t : proof.tops) {
    std::string line;
    for (const ChompPPiece& p : t.p_pieces) {
      if (!line.empty()) line += ", ";
      line += chomp_piece_text(p);
    }
    fmt::print("  top {}: {}\n", t.top, line.empty() ? "none" : line);
  }
}

std::function<void(int, double)> chomp_progress(int top_max) {
  if (!::isatty(STDERR_FILENO)) {
    // Not a terminal (a log): one line per 10 s, so that only long runs speak.
    auto due = std::make_shared<double>(10.0);
    return [top_max, due](int top, double seconds) {
      if (seconds < *due) return;
      *due = seconds + 10.0;
      fmt::print(stderr, "cgprove: top row {}/{} proved, {:.1f} s\n", top, top_max, seconds);
      std::fflush(stderr);
    };
  }
  return [top_max](int top, double seconds) {
    fmt::print(stderr, "\rcgprove: top row {}/{} proved, {:.1f} s", top, top_max, seconds);
    std::fflush(stderr);
  };
}

void chomp_progress_done() {
  if (::isatty(STDERR_FILENO)) fmt::print(stderr, "\n");
}

}  // namespace cgp::cli
