// `cgprove serve` under load: a real server process on localhost, CLIENTS
// threads (httplib::Client, kept-alive connections) sending REQUESTS requests
// drawn from the mix of tests/play/server_load.h (valid, malformed and
// oversized, every endpoint). Prints the latency percentiles, the answers
// that were not right (200 for valid, 400 otherwise) and the server's RSS
// through the run. Exit 1 if any answer was wrong or the server fell over.
// Usage: bench_server_load [REQUESTS=10000] [CLIENTS=16] [CGPROVE=the build's]
#include "tests/play/server_load.h"

#include <cstdio>
#include <cstdlib>

using namespace server_load;

int main(int argc, char** argv) {
  const int requests = argc > 1 ? std::atoi(argv[1]) : 10000;
  const int clients = argc > 2 ? std::atoi(argv[2]) : 16;
  const std::string cgprove = argc > 3 ? argv[3] : CGPROVE_BIN;
  const LoadServer server = load_server_start(cgprove);
  if (server.port <= 0) {
    std::fprintf(stderr, "bench_server_load: %s serve did not start\n", cgprove.c_str());
    return 1;
  }
  const std::vector<LoadRequest> mix = load_request_mix();
  const LoadResult warm = load_run(server, mix, std::max(1500, requests / 5), clients);
  const LoadResult run = load_run(server, mix, requests, clients);
  const bool up = !load_server_gone(server);
  std::printf("%d requests from %d clients in %.2f s (%.0f requests/s): %d valid (%d answered 200), %d bad (%d "
              "answered 400)\n",
              run.requests, clients, run.seconds, run.requests / run.seconds, run.valid, run.valid_ok, run.bad,
              run.bad_400);
  const auto& l = run.latency_ms;
  std::printf("latency: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n", load_percentile(l, 50),
              load_percentile(l, 90), load_percentile(l, 99), l.empty() ? 0 : l.back());
  const long warm_peak = *std::max_element(warm.rss_kib.begin(), warm.rss_kib.end());
  const long run_peak = *std::max_element(run.rss_kib.begin(), run.rss_kib.end());
  std::printf("server RSS: peak %ld KiB in a warm-up of %d requests; during the run (each tenth):", warm_peak,
              warm.requests);
  for (long kib : run.rss_kib) std::printf(" %ld", kib);
  std::printf(" KiB; peak %+ld KiB over the warm-up's\n", run_peak - warm_peak);
  for (const auto& f : warm.failures) std::printf("wrong (warm-up): %s\n", f.c_str());
  for (const auto& f : run.failures) std::printf("wrong: %s\n", f.c_str());
  const int status = load_server_stop(server);
  std::printf("server %s; stopped by SIGTERM with exit %d\n", up ? "up to the end" : "FELL OVER",
              WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  return up && warm.failures.empty() && run.failures.empty() ? 0 : 1;
}
