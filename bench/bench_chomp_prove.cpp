// Timings of `cgprove prove chomp`: the complete P-positions of 3-row Chomp
// for every top row up to K, guessed and proved with isl.
//
//   bench_chomp_prove                 one proof per K in 10 20 40 60 80 (and the time of each)
//   bench_chomp_prove K...            one proof per given K
//   bench_chomp_prove --budget S [N]  one proof towards top row N (default 400), stopped after
//                                     S seconds: the largest K proved within S seconds
// Figures go to the README (Performance); run on a quiet machine (`uptime`).
#include "prover/chomp/prove_top_rows.h"

#include <sys/resource.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

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
  const cgp::ChompProveOutcome out = cgp::chomp_prove_top_rows(o);
  std::printf("K=%-4d %-8s %8.2f s   %6ld P pieces %7ld N pieces   check %6.2f s   peak RSS %ld MB\n", k,
              out.status == cgp::ChompProveOutcome::Status::proved ? "PROVED" : "FAILED", out.seconds,
              out.proof.summary.p_pieces, out.proof.summary.n_pieces, out.proof.summary.seconds, peak_rss_mb());
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
