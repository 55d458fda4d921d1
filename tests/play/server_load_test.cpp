// `cgprove serve` under load (tests/play/server_load.h): a real server
// process, 16 clients on real sockets. Every request of the mix gets its
// right answer (200 when valid, 400 with a JSON error otherwise), the server
// stays up, and its memory stays flat once every kind of request has been
// served. The 10,000-request run with its latency figures is
// bench/bench_server_load.
#include "tests/play/server_load.h"

#include <catch2/catch.hpp>

using namespace server_load;

namespace {

// Growth allowed from the largest RSS of the warm-up to the largest of the
// run: the warm-up has served every kind of request on every server thread
// (each thread's allocator arena is touched), so what is left is allocator
// noise (the benchmark's 10,000 requests vary by 3-5 MiB on a loaded machine); a cache or
// leak that grew with the number of requests would not stay under it for long.
constexpr long kFlatKib = 8 * 1024;

std::string failures_text(const LoadResult& r) {
  std::string text;
  for (const std::string& f : r.failures) text += f + "\n";
  return text;
}

}  // namespace

TEST_CASE("serve under load: every request answered right, memory flat, server up", "[play][server][load]") {
  const LoadServer server = load_server_start(CGPROVE_BIN);
  REQUIRE(server.port > 0);
  const std::vector<LoadRequest> mix = load_request_mix();

  // Each request once, one at a time: every kind is checked, whatever the draw.
  const LoadResult once = [&] {
    LoadResult r;
    httplib::Client client("127.0.0.1", server.port);
    client.set_read_timeout(30, 0);
    for (const LoadRequest& q : mix) {
      const auto reply = q.method == "POST" ? client.Post(q.path, q.body, "application/json") : client.Get(q.path);
      if (!load_answer_right(q, reply))
        r.failures.push_back(q.method + " " + q.path.substr(0, 80) + " " + q.body.substr(0, 60) + " -> " +
                             (reply ? std::to_string(reply->status) + " " + reply->body.substr(0, 120) : "no answer"));
    }
    return r;
  }();
  INFO(failures_text(once));
  CHECK(once.failures.empty());

  const LoadResult warm = load_run(server, mix, 1500, 16);
  const LoadResult run = load_run(server, mix, 1000, 16);
  INFO(failures_text(warm) << failures_text(run));
  CHECK(warm.failures.empty());
  CHECK(run.failures.empty());
  CHECK(run.valid + run.bad == 1000);
  CHECK(run.valid_ok == run.valid);
  CHECK(run.bad_400 == run.bad);
  CHECK(run.valid > 200);
  CHECK(run.bad > 200);
  CHECK_FALSE(load_server_gone(server));
  REQUIRE(run.rss_kib.size() >= 5);
  const long first = *std::max_element(warm.rss_kib.begin(), warm.rss_kib.end());
  const long largest = *std::max_element(run.rss_kib.begin(), run.rss_kib.end());
  INFO("RSS: largest in the warm-up " << first << " KiB, in the run " << largest << " KiB");
  CHECK(first > 0);
  CHECK(largest - first <= kFlatKib);

  // SIGTERM ends it cleanly: exit 0.
  const int status = load_server_stop(server);
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
}
