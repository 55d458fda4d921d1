// `cgprove serve --max-body-bytes N --threads N`: a raised limit is honoured
// (a body over the default 64 KiB is served), a body over the raised limit
// still gets 400 naming it, and the default server still refuses the larger
// body. A real server process and a real httplib client.
#include "games/chomp/chomp_solver.h"
#include "tests/play/server_load.h"

#include <catch2/catch.hpp>

using namespace server_load;

namespace {

// A valid move request padded with JSON whitespace to `bytes` bytes.
std::string padded_move(std::size_t bytes) {
  std::string body = R"({"rows":[4,4,2],"player":"optimal","seed":7})";
  body.append(bytes - body.size(), ' ');
  return body;
}

httplib::Result post_move(int port, const std::string& body) {
  httplib::Client client("127.0.0.1", port);
  client.set_read_timeout(20, 0);
  return client.Post("/api/chomp/move", body, "application/json");
}

}  // namespace

TEST_CASE("serve: a raised body limit and thread count are honoured, over the limit is still 400",
          "[play][server][limits]") {
  const LoadServer raised = load_server_start(CGPROVE_BIN, {"--max-body-bytes", "200000", "--threads", "4"});
  REQUIRE(raised.port > 0);
  const LoadServer plain = load_server_start(CGPROVE_BIN);
  REQUIRE(plain.port > 0);

  const std::string big = padded_move(100'000);  // over 64 KiB, within 200,000
  const auto ok = post_move(raised.port, big);
  REQUIRE(ok);
  CHECK(ok->status == 200);
  // [4,4,2] (poison row first) is N (it moves to [4,2,2], Cho's [2,2,4]):
  // the optimal player's move leaves a P-position, by the solver.
  const auto reply = nlohmann::json::parse(ok->body);
  REQUIRE(reply.contains("leaves"));
  cgp::ChompSolver solver;
  CHECK(solver.is_p(cgp::ChompPosition{reply["leaves"].get<std::vector<int>>()}));
  const auto at_limit = post_move(raised.port, padded_move(200'000));
  REQUIRE(at_limit);
  CHECK(at_limit->status == 200);

  const auto over = post_move(raised.port, padded_move(200'001));
  REQUIRE(over);
  CHECK(over->status == 400);
  CHECK(over->body.find("200000 bytes") != std::string::npos);
  const auto refused = post_move(plain.port, big);
  REQUIRE(refused);
  CHECK(refused->status == 400);
  CHECK(refused->body.find("65536 bytes") != std::string::npos);

  // Four threads serve eight clients one after another, every one answered.
  std::atomic<int> answered{0};
  std::vector<std::thread> clients;
  for (int i = 0; i < 8; ++i)
    clients.emplace_back([&] {
      const auto r = post_move(raised.port, padded_move(100));
      if (r && r->status == 200) ++answered;
    });
  for (std::thread& t : clients) t.join();
  CHECK(answered == 8);

  CHECK_FALSE(load_server_gone(raised));
  CHECK_FALSE(load_server_gone(plain));
  load_server_stop(raised);
  load_server_stop(plain);
}
