// Timings of `cgprove prove chomp`: the complete P-positions of 3-row Chomp
// for every top row up to K, guessed and proved with isl.
//
//   bench_chomp_prove                 one proof per K in 10 20 40 60 80 (and the time of each)
//   bench_chomp_prove K...            one proof per given K (K = 400: every top row the
//                                     prover takes; progress on stderr every 10 top rows)
// Each proof line gives wall and CPU seconds, pieces and peak RSS, then an
// independent check of the P-set against the literature: every 3 x n
// rectangle, 2 <= n <= K, has exactly one winning opening (Gale for n <= 100,
// Sheiner for every n; tests/data/chomp_boxes_literature.txt, UNIQUE3).
//   bench_chomp_prove --budget S [N]  one proof towards top row N (default 400), stopped after
//                                     S seconds: the largest K proved within S seconds
// Figures go to the README (Performance); run on a quiet machine (`uptime`).
#include "games/chomp/chomp_top_rows.h"
#include "prover/chomp/check_claim.h"
#include "prover/chomp/prove_top_rows.h"

#include <sys/resource.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

double cpu_seconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + 1e-6 * static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

// The least n in 2..K whose 3 x n rectangle has not exactly one move into the proof's P-set, or 0.
long first_rectangle_without_one_opening(const cgp::ChompProof& proof) {
  for (long n = 2; n <= proof.top_max(); ++n) {
    const std::vector<long> box{n, n, n};
    int winning = 0;
    for (int row = 0; row < 3; ++row)
      for (long k = row == 0 ? 1 : 0; k < n; ++k) {
        std::vector<long> y = cgp::chomp_bite(box, row, k);
        while (y.back() == 0) y.pop_back();
        winning += cgp::chomp_proof_is_p(proof, y).value_or(false) ? 1 : 0;
      }
    if (winning != 1) return n;
  }
  return 0;
}

long peak_rss_mb() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss / 1024;
}

// The period of the tail of top row r's P pieces: the largest modulus in their regions' text.
bool has_period_above_one(const cgp::ChompTopProof& t) {
  for (const cgp::ChompPPiece& p : t.p_pieces)
    if (cgp::region_to_string(p.where).find('%') != std::string::npos) return true;
  return false;
}

void one_proof(int k) {
  cgp::ChompProveOptions o;
  o.rows = 3;
  o.top_max = k;
  o.keep_n_pieces = false;  // as `prove chomp` without --report or --coq
  if (k >= 200)
    o.progress = [](int top, double s) {
      if (top % 10 == 0) std::fprintf(stderr, "top row %d proved at %.1f s (%.1f s CPU)\n", top, s, cpu_seconds());
    };
  const double cpu0 = cpu_seconds();
  const cgp::ChompProveOutcome out = cgp::chomp_prove_top_rows(o);
  const bool proved = out.status == cgp::ChompProveOutcome::Status::proved && out.proof.checked;
  std::printf("K=%-4d %-8s %8.2f s (%.2f s CPU)   %6ld P pieces %7ld N pieces   check %6.2f s   peak RSS %ld MB\n", k,
              proved ? "PROVED" : "FAILED", out.seconds, cpu_seconds() - cpu0, out.proof.summary.p_pieces,
              out.proof.summary.n_pieces, out.proof.summary.seconds, peak_rss_mb());
  if (proved && k >= 2) {
    const long bad = first_rectangle_without_one_opening(out.proof);
    if (bad) std::printf("       literature check FAILED: 3 x %ld has not exactly one winning opening\n", bad);
    else std::printf("       literature check: every 3 x n, 2 <= n <= %d, has exactly one winning opening (Gale, Sheiner)\n", k);
  }
  std::fflush(stdout);
}

void budget(double seconds, int towards) {
  cgp::ChompProveOptions o;
  o.rows = 3;
  o.top_max = towards;
  o.time_limit = seconds;
  int within = -1;  // the last top row finished within the budget
  o.progress = [&](int top, double s) {
    if (s <= seconds) within = top;
    if (top % 10 == 0) std::fprintf(stderr, "top row %d proved at %.1f s\n", top, s);
  };
  const cgp::ChompProveOutcome out = cgp::chomp_prove_top_rows(o);
  std::vector<int> periodic;
  for (const cgp::ChompTopProof& t : out.proof.tops)
    if (has_period_above_one(t)) periodic.push_back(t.top);
  std::printf("budget %.0f s: top rows 0..%d proved within it (0..%d in %.1f s), peak RSS %ld MB; "
              "rows with a period > 1:", seconds, within, out.proof.top_max(), out.seconds, peak_rss_mb());
  for (int t : periodic) std::printf(" %d", t);
  std::printf("\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 3 && std::strcmp(argv[1], "--budget") == 0) {
    budget(std::atof(argv[2]), argc >= 4 ? std::atoi(argv[3]) : cgp::kChompMaxTop3);
    return 0;
  }
  std::vector<int> ks;
  for (int i = 1; i < argc; ++i) ks.push_back(std::atoi(argv[i]));
  if (ks.empty()) ks = {10, 20, 40, 60, 80};
  for (int k : ks) one_proof(k);
  return 0;
}
