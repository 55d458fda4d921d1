// Times what `cgprove serve` does: an AI move on every board up to 10x10 for
// each built-in player (server time, as the page shows it), the P-position
// map for K = 40, and the page with the requests it makes while loading,
// through a real HTTP client on localhost.
// Usage: bench_page
#include "games/chomp/chomp_player.h"
#include "play/chomp_pmap.h"
#include "play/chomp_pmap_svg.h"
#include "play/page_api.h"
#include "play/page_server.h"

#include <httplib.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <variant>

using namespace cgp;
using Clock = std::chrono::steady_clock;

namespace {

double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

// The slowest move of `player` on the boards r x c, 1 <= r, c <= 10, each
// from the full rectangle and then along a game against itself.
void bench_moves(const std::string& player) {
  double worst = 0, total = 0;
  int moves = 0;
  std::string worst_board;
  for (int r = 1; r <= 10; ++r)
    for (int c = 1; c <= 10; ++c) {
      std::vector<int> rows(r, c);
      while (!rows.empty()) {
        const auto t0 = Clock::now();
        const play::ApiReply reply =
            play::api_chomp_move(nlohmann::json{{"rows", rows}, {"player", player}, {"seed", 1}}.dump());
        const double ms = ms_since(t0);
        if (reply.status != 200) {
          std::printf("error: %s\n", reply.body.dump().c_str());
          return;
        }
        if (ms > worst) {
          worst = ms;
          worst_board = nlohmann::json(rows).dump();
        }
        total += ms;
        ++moves;
        rows = reply.body["leaves"].get<std::vector<int>>();
      }
    }
  std::printf("AI move, %-8s: %5d moves on boards up to 10x10, mean %.3f ms, slowest %.2f ms (%s)\n", player.c_str(),
              moves, total / moves, worst, worst_board.c_str());
}

void bench_pmap() {
  const int k = 40, b = play::chomp_pmap_default_b_max(k), c = play::chomp_pmap_default_c_max(k, b);
  auto t0 = Clock::now();
  auto map = play::chomp_pmap(k, b, c);
  const double compute = ms_since(t0);
  t0 = Clock::now();
  const std::string svg = play::chomp_pmap_svg(std::get<play::ChompPMap>(map));
  std::printf("pmap K=%d (b <= %d, c <= %d): %zu points, table %.1f ms, SVG %.1f ms (%zu bytes)\n", k, b, c,
              std::get<play::ChompPMap>(map).points.size(), compute, ms_since(t0), svg.size());
}

void bench_page_load() {
  play::PageServer server;
  const int port = std::get<int>(server.page_bind("127.0.0.1", 0));
  std::thread listener([&] { server.page_listen(); });
  httplib::Client client("127.0.0.1", port);
  // What the page asks for while loading (index.html's last lines).
  const char* loads[] = {"/api/chomp/players", "/api/chomp/explain?rows=%5B5,1,1,1,1%5D",
                         "/api/chomp/explain?rows=%5B6,5%5D", "/api/chomp/grundy?top=0&size=16",
                         "/api/chomp/pmap?top=20&svg=1", "/api/tf/value?pos=TTT__FFF"};
  for (int round = 0; round < 3; ++round) {
    auto t0 = Clock::now();
    auto page = client.Get("/");
    const double page_ms = ms_since(t0);
    double api_ms = 0;
    for (const char* path : loads) {
      const auto t1 = Clock::now();
      auto res = client.Get(path);
      if (!res || res->status != 200) std::printf("error on %s\n", path);
      api_ms += ms_since(t1);
    }
    std::printf("page load round %d: GET / %.2f ms (%zu bytes); the %zu figure requests %.1f ms in sequence\n",
                round + 1, page_ms, page ? page->body.size() : 0, std::size(loads), api_ms);
  }
  server.page_stop();
  listener.join();
}

}  // namespace

int main() {
  for (const auto& info : chomp_player_catalog()) bench_moves(std::string(info.name));
  bench_pmap();
  bench_page_load();
  return 0;
}
