// A load run against a real `cgprove serve` process on localhost: many
// clients (httplib::Client, one thread and one kept-alive connection each)
// send a fixed mix of valid, malformed and oversized requests to every API
// endpoint, and the run records each answer's status and latency and the
// server's resident memory (VmRSS in /proc/PID/status) as it goes. Shared by
// the bounded test (tests/play/server_load_test.cpp) and the benchmark
// (bench/bench_server_load.cpp), so both measure the same thing.
#pragma once

#include <httplib.h>
#include <nlohmann/json.hpp>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace server_load {

struct LoadRequest {
  std::string method, path, body;  // body: POST only
  bool valid;                      // valid: 200 expected; otherwise 400
};

// Every endpoint, valid requests of bounded cost, and the ways a request is
// bad: malformed (not JSON, wrong types, unparsable positions, missing
// parameters) and oversized (over each limit of play/page_api.h, a body
// over the 64 KiB payload limit, a URI over httplib's 8 KiB).
inline std::vector<LoadRequest> load_request_mix() {
  std::vector<LoadRequest> mix;
  auto get = [&](std::string path, bool valid) { mix.push_back({"GET", std::move(path), "", valid}); };
  auto post = [&](std::string body, bool valid) { mix.push_back({"POST", "/api/chomp/move", std::move(body), valid}); };
  for (const char* player : {"optimal", "greedy", "random", "two-rows", "pattern"})
    for (const char* rows : {"[4,4,2]", "[7,7,7,7,7,7,7]", "[5,3,1]", "[2,2]", "[9,9,9]"})
      post(std::string(R"({"rows":)") + rows + R"(,"player":")" + player + R"(","seed":7})", true);
  post(R"({"rows":[6,6,6,6,6,6]})", true);
  post(R"({"rows":[3],"seed":-0})", true);  // -0 is 0 (tests/fuzz/regressions/server_request)
  get("/api/chomp/explain?rows=%5B4,4,2%5D", true);
  get("/api/chomp/explain?rows=5x6", true);
  get("/api/chomp/explain?rows=%5B6,5%5D", true);
  get("/api/tf/value?pos=TT_FF", true);
  get("/api/tf/value?pos=TTT__FFF", true);
  get("/api/tf/value?pos=T_F_T_F", true);
  get("/api/chomp/players", true);
  get("/api/chomp/grundy?top=0&size=16", true);
  get("/api/chomp/grundy?top=2&size=12", true);
  get("/api/chomp/pmap?top=5", true);
  get("/api/chomp/pmap?top=20&svg=1", true);
  get("/api/tf/family?pattern=T%5Ea%20_%20T%5Eb%20F", true);
  get("/", true);
  // Malformed.
  post("{rows:", false);
  post("", false);
  post("[4,4,2]", false);
  post(R"({"rows":"4x4"})", false);
  post(R"({"rows":[]})", false);
  post(R"({"rows":[2,4]})", false);
  post(R"({"rows":[3,0]})", false);
  post(R"({"rows":[3.5]})", false);
  post(R"({"rows":[3],"player":5})", false);
  post(R"({"rows":[3],"player":"alphachomp"})", false);
  post(R"({"rows":[3],"player":"/bin/sh"})", false);
  post(R"({"rows":[3],"seed":-1})", false);
  post(R"({"rows":[3],"seed":"x"})", false);
  post("\xff\xfe{\"rows\":[1]}", false);
  get("/api/chomp/explain", false);
  get("/api/chomp/explain?rows=%5B3,x%5D", false);
  get("/api/tf/value?pos=TXF", false);
  get("/api/tf/value", false);
  get("/api/chomp/grundy?size=abc", false);
  get("/api/chomp/grundy?top=5&size=2", false);
  get("/api/chomp/pmap?top=-1", false);
  get("/api/chomp/pmap", false);
  get("/api/tf/family?pattern=T%5E", false);
  get("/api/tf/family", false);
  // Oversized.
  std::string many_rows = R"({"rows":[)";
  for (int i = 0; i < 21; ++i) many_rows += (i ? ",1" : "1");
  post(many_rows + "]}", false);
  post(R"({"rows":[1000]})", false);
  post(R"({"rows":[99999999999999999999]})", false);
  post(R"({"rows":[3],"pad":")" + std::string(100 * 1024, 'x') + "\"}", false);
  post(std::string(20000, '[') + std::string(20000, ']'), false);
  get("/api/chomp/explain?rows=13x13", false);
  get("/api/chomp/explain?rows=" + std::string(300, '1'), false);
  get("/api/tf/value?pos=" + std::string(16, 'T'), false);
  get("/api/tf/value?pos=" + std::string(10000, '_'), false);
  get("/api/chomp/grundy?size=41", false);
  get("/api/chomp/pmap?top=61", false);
  get("/api/chomp/pmap?top=10&c_max=100000", false);
  get("/api/tf/family?pattern=" + std::string(61, 'T'), false);
  return mix;
}

// The resident memory of process `pid` in KiB (VmRSS), or -1.
inline long load_rss_kib(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(in, line);)
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  return -1;
}

// A `cgprove serve --port 0 [options]` child process and the port it printed.
struct LoadServer {
  pid_t pid = -1;
  int port = 0;
};

inline LoadServer load_server_start(const std::string& cgprove, const std::vector<std::string>& options = {}) {
  std::vector<std::string> args{cgprove, "serve", "--port", "0"};
  args.insert(args.end(), options.begin(), options.end());
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  int out[2];
  if (pipe(out) != 0) return {};
  std::fflush(stdout);
  const pid_t pid = fork();
  if (pid == 0) {
    dup2(out[1], STDOUT_FILENO);
    close(out[0]);
    close(out[1]);
    execv(cgprove.c_str(), argv.data());
    _exit(127);
  }
  close(out[1]);
  // The first line is "serving http://127.0.0.1:PORT/".
  std::string line;
  char c;
  while (read(out[0], &c, 1) == 1 && c != '\n') line.push_back(c);
  close(out[0]);
  const auto colon = line.rfind(':');
  LoadServer s{pid, 0};
  if (line.rfind("serving http://", 0) == 0 && colon != std::string::npos) s.port = std::atoi(line.c_str() + colon + 1);
  return s;
}

// SIGTERM, then the exit status as waitpid reports it (or -1).
inline int load_server_stop(const LoadServer& s) {
  if (s.pid <= 0) return -1;
  kill(s.pid, SIGTERM);
  int status = 0;
  if (waitpid(s.pid, &status, 0) != s.pid) return -1;
  return status;
}

// Whether the server process has ended (crashed) by now.
inline bool load_server_gone(const LoadServer& s) {
  int status = 0;
  return waitpid(s.pid, &status, WNOHANG) == s.pid;
}

struct LoadResult {
  int requests = 0, valid = 0, valid_ok = 0, bad = 0, bad_400 = 0;
  std::vector<std::string> failures;  // the first few wrong answers, one line each
  std::vector<double> latency_ms;     // every request's, sorted
  std::vector<long> rss_kib;          // the server's RSS after each tenth of the run
  double seconds = 0;
};

inline double load_percentile(const std::vector<double>& sorted, double p) {
  if (sorted.empty()) return 0;
  const auto i = static_cast<std::size_t>(p / 100 * static_cast<double>(sorted.size() - 1) + 0.5);
  return sorted[std::min(i, sorted.size() - 1)];
}

// Whether `reply` is the right answer to `r`: 200 for a valid request, 400
// with a JSON {"error": ...} for a bad one.
inline bool load_answer_right(const LoadRequest& r, const httplib::Result& reply) {
  if (!reply) return false;
  if (r.valid) return reply->status == 200;
  if (reply->status != 400) return false;
  const auto body = nlohmann::json::parse(reply->body, nullptr, false);
  return body.is_object() && body.contains("error") && body["error"].is_string();
}

// Sends `requests` requests from `clients` threads, each request drawn from
// `mix` by a per-client seeded generator.
inline LoadResult load_run(const LoadServer& server, const std::vector<LoadRequest>& mix, int requests, int clients) {
  LoadResult result;
  std::mutex lock;
  std::atomic<int> next{0};
  const int tenth = std::max(1, requests / 10);
  const auto t0 = std::chrono::steady_clock::now();
  std::vector<std::thread> threads;
  for (int c = 0; c < clients; ++c)
    threads.emplace_back([&, c] {
      httplib::Client client("127.0.0.1", server.port);
      client.set_keep_alive(true);
      client.set_tcp_nodelay(true);  // as browsers do
      client.set_read_timeout(30, 0);
      std::mt19937 pick(static_cast<unsigned>(c + 1));
      std::vector<double> mine;
      for (int k = next++; k < requests; k = next++) {
        const LoadRequest& r = mix[pick() % mix.size()];
        const auto start = std::chrono::steady_clock::now();
        const httplib::Result reply = r.method == "POST" ? client.Post(r.path, r.body, "application/json")
                                                         : client.Get(r.path);
        mine.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        const bool right = load_answer_right(r, reply);
        std::lock_guard guard(lock);
        ++(r.valid ? result.valid : result.bad);
        if (right) ++(r.valid ? result.valid_ok : result.bad_400);
        if (!right && result.failures.size() < 10)
          result.failures.push_back(r.method + " " + r.path.substr(0, 80) + " " + r.body.substr(0, 60) + " -> " +
                                    (reply ? std::to_string(reply->status) + " " + reply->body.substr(0, 120)
                                           : "transport error " + httplib::to_string(reply.error())));
        if ((k + 1) % tenth == 0) result.rss_kib.push_back(load_rss_kib(server.pid));
      }
      std::lock_guard guard(lock);
      result.latency_ms.insert(result.latency_ms.end(), mine.begin(), mine.end());
    });
  for (auto& t : threads) t.join();
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  result.requests = requests;
  std::sort(result.latency_ms.begin(), result.latency_ms.end());
  return result;
}

}  // namespace server_load
