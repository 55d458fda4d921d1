// cgprove's HTTP server through a real cpp-httplib client on localhost: every
// endpoint with good and bad input (answers checked by the cell-set brute
// force of tests/games/chomp and the literature's Toads-and-Frogs values),
// then 1,000 requests from 8 concurrent clients.
#include "play/page_server.h"
#include "symbolic/notation_parse.h"
#include "tests/games/chomp/chomp_brute.h"

#include <catch2/catch.hpp>
#include <httplib.h>
#include <nlohmann/json.hpp>

#include <atomic>
#include <thread>
#include <vector>

using nlohmann::json;

namespace {

// One server for the whole test program, on a free port.
class ServerFixture {
 public:
  ServerFixture() {
    auto bound = server_.page_bind("127.0.0.1", 0);
    REQUIRE(std::holds_alternative<int>(bound));
    port_ = std::get<int>(bound);
    thread_ = std::thread([this] { server_.page_listen(); });
  }
  ~ServerFixture() {
    server_.page_stop();
    thread_.join();
  }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port_);
    c.set_connection_timeout(5, 0);
    c.set_read_timeout(20, 0);
    return c;
  }

 private:
  cgp::play::PageServer server_;
  int port_ = 0;
  std::thread thread_;
};

ServerFixture& fixture() {
  static ServerFixture f;
  return f;
}

struct Reply {
  int status = 0;
  json body;
};

Reply get(const std::string& path) {
  auto res = fixture().client().Get(path.c_str());
  REQUIRE(res);
  return {res->status, json::parse(res->body)};
}

Reply post(const std::string& path, const std::string& body) {
  auto res = fixture().client().Post(path.c_str(), body, "application/json");
  REQUIRE(res);
  return {res->status, json::parse(res->body)};
}

void require_bad(const Reply& r, const std::string& field) {
  INFO(r.body.dump());
  REQUIRE(r.status == 400);
  REQUIRE(r.body["field"] == field);
  REQUIRE_FALSE(r.body["error"].get<std::string>().empty());
}

// Compared as games, not as text: the server prints CGSuite's short forms.
cgp::GameId game(const std::string& text) {
  auto parsed = cgp::parse_game(cgp::GameStore::instance(), text);
  REQUIRE(std::holds_alternative<cgp::GameId>(parsed));
  return std::get<cgp::GameId>(parsed);
}

cgp::ChompPosition rows_of(const json& j) { return {j.get<std::vector<int>>()}; }

}  // namespace

TEST_CASE("serve: the page", "[server]") {
  auto res = fixture().client().Get("/");
  REQUIRE(res);
  REQUIRE(res->status == 200);
  REQUIRE(res->get_header_value("Content-Type").find("text/html") == 0);
  REQUIRE(res->body.find("<html") != std::string::npos);
  for (const char* remote : {"src=\"http", "href=\"http", "url(http", "@import"})  // nothing fetched from elsewhere
    REQUIRE(res->body.find(remote) == std::string::npos);
  REQUIRE(get("/nowhere").status == 404);
}

TEST_CASE("serve: POST /api/chomp/move, optimal moves win whenever a win exists", "[server]") {
  chomp_brute::Brute brute;
  for (const auto& cells : chomp_brute::diagrams(3, 4)) {
    const auto p = chomp_brute::to_position(cells);
    const Reply r = post("/api/chomp/move", json{{"rows", p.rows}, {"player", "optimal"}}.dump());
    INFO(cgp::to_string(p) << " -> " << r.body.dump());
    REQUIRE(r.status == 200);
    const int row = r.body["move"][0], col = r.body["move"][1];
    REQUIRE(cells.count({row - 1, col - 1}) == 1);
    const auto left = chomp_brute::bite(cells, row - 1, col - 1);
    REQUIRE(chomp_brute::to_position(left) == rows_of(r.body["leaves"]));
    if (!brute.is_p(cells) && !left.empty()) REQUIRE(brute.is_p(left));
    REQUIRE_FALSE(r.body["reason"].get<std::string>().empty());
  }
  for (const char* player : {"random", "human", "two-rows", "greedy", "pattern"}) {
    const Reply r = post("/api/chomp/move", json{{"rows", {5, 4, 4, 1}}, {"player", player}, {"seed", 3}}.dump());
    REQUIRE(r.status == 200);
    REQUIRE(r.body["player"] == player);
  }
}

TEST_CASE("serve: bad moves are 400 naming the field", "[server]") {
  require_bad(post("/api/chomp/move", "not json"), "body");
  require_bad(post("/api/chomp/move", "[1,2]"), "body");
  require_bad(post("/api/chomp/move", R"({"player":"optimal"})"), "rows");
  require_bad(post("/api/chomp/move", R"({"rows":[2,3]})"), "rows");
  require_bad(post("/api/chomp/move", R"({"rows":[3,0]})"), "rows");
  require_bad(post("/api/chomp/move", R"({"rows":[3,"a"]})"), "rows");
  require_bad(post("/api/chomp/move", R"({"rows":[21]})"), "rows");
  require_bad(post("/api/chomp/move", json{{"rows", std::vector<int>(21, 1)}}.dump()), "rows");
  require_bad(post("/api/chomp/move", R"({"rows":[3],"player":"nobody"})"), "player");
  require_bad(post("/api/chomp/move", R"({"rows":[3],"player":"/bin/sh"})"), "player");
  require_bad(post("/api/chomp/move", R"({"rows":[3],"player":7})"), "player");
  require_bad(post("/api/chomp/move", R"({"rows":[3],"seed":-1})"), "seed");
  // The largest board is answered (the exact table is too large, so the
  // optimal player says it falls back), not refused, and not slowly.
  const Reply big = post("/api/chomp/move", json{{"rows", std::vector<int>(20, 20)}}.dump());
  REQUIRE(big.status == 200);
}

TEST_CASE("serve: GET /api/chomp/explain", "[server]") {
  chomp_brute::Brute brute;
  const Reply r = get("/api/chomp/explain?rows=3x4");
  REQUIRE(r.status == 200);
  const auto cells = chomp_brute::to_cells(cgp::chomp_rectangle(3, 4));
  REQUIRE(r.body["outcome"] == (brute.is_p(cells) ? "P" : "N"));
  REQUIRE(brute.is_p(chomp_brute::to_cells(rows_of(r.body["move"]["leaves"]))));
  REQUIRE(get("/api/chomp/explain?rows=%5B2,2,4%5D").body["outcome"] == "P");  // Cho's [2,2,4], top row first
  require_bad(get("/api/chomp/explain"), "rows");
  require_bad(get("/api/chomp/explain?rows=%5B2,x%5D"), "rows");
  require_bad(get("/api/chomp/explain?rows=13x13"), "rows");
}

TEST_CASE("serve: GET /api/tf/value", "[server]") {
  // TTTT_TF = {3|1} ([TZ] f(a,1) at a = 4, tests/data/toads_frogs_literature.txt):
  // a switch of temperature 1 and mean 2 (tests/data/thermographs.txt).
  const Reply r = get("/api/tf/value?pos=TTTT_TF");
  REQUIRE(r.status == 200);
  REQUIRE(game(r.body["value"]) == game("{3|1}"));
  REQUIRE(r.body["temperature"] == "1");
  REQUIRE(r.body["mean"] == "2");
  REQUIRE(r.body["stops"]["left"] == "3");
  REQUIRE(r.body["thermograph"]["left"][0] == json::array({"-1", "4"}));
  REQUIRE(r.body["svg"].get<std::string>().rfind("<svg", 0) == 0);
  REQUIRE(game(get("/api/tf/value?pos=T_F").body["value"]) == game("*"));  // [EH]
  require_bad(get("/api/tf/value"), "pos");
  require_bad(get("/api/tf/value?pos=TXF"), "pos");
  require_bad(get("/api/tf/value?pos=TTTTTTTT________FFFFFFFF"), "pos");
}

TEST_CASE("serve: GET /api/chomp/pmap and /api/chomp/grundy", "[server]") {
  chomp_brute::Brute brute;
  const Reply r = get("/api/chomp/pmap?top=2&b_max=3&c_max=5");
  REQUIRE(r.status == 200);
  std::size_t expected = 0;  // every [c,b,t] with t <= 2, b <= 3, c <= 5 that the brute force finds P
  for (int t = 0; t <= 2; ++t)
    for (int b = t; b <= 3; ++b)
      for (int c = std::max(b, 1); c <= 5; ++c) {
        if (t > 0 && b == 0) continue;
        std::vector<int> rows{c};
        if (b > 0) rows.push_back(b);
        if (t > 0) rows.push_back(t);
        expected += brute.is_p(chomp_brute::to_cells({rows}));
      }
  REQUIRE(r.body["count"] == expected);
  REQUIRE(r.body["points"].size() == expected);
  const Reply g = get("/api/chomp/grundy?top=1&size=4");
  REQUIRE(g.status == 200);
  for (const auto& row : g.body["rows"]) {
    const int b = row["b"];
    int c = row["c_from"];
    for (const auto& value : row["grundy"]) REQUIRE(value == brute.grundy(chomp_brute::to_cells({{c++, b, 1}})));
  }
  require_bad(get("/api/chomp/pmap"), "top");
  require_bad(get("/api/chomp/pmap?top=x"), "top");
  require_bad(get("/api/chomp/pmap?top=61"), "top");
  require_bad(get("/api/chomp/pmap?top=5&b_max=4"), "b_max");
  require_bad(get("/api/chomp/pmap?top=5&c_max=100000"), "c_max");
  require_bad(get("/api/chomp/grundy?top=1"), "size");
  require_bad(get("/api/chomp/grundy?size=41"), "size");
  REQUIRE(get("/api/chomp/players").body["players"].size() >= 3);
}

TEST_CASE("serve: 1,000 requests from 8 concurrent clients", "[server][load]") {
  fixture();  // started before the clients
  std::atomic<int> ok = 0, wrong = 0;
  std::vector<std::thread> clients;
  for (int t = 0; t < 8; ++t)
    clients.emplace_back([t, &ok, &wrong] {
      httplib::Client c = fixture().client();
      for (int i = 0; i < 125; ++i) {
        const int kind = (t + i) % 5;
        const int expect = kind == 4 ? 400 : 200;
        auto res = [&]() -> httplib::Result {
          switch (kind) {
            case 0: return c.Post("/api/chomp/move", R"({"rows":[7,7,7,7,7],"player":"optimal"})", "application/json");
            case 1: return c.Get("/api/chomp/explain?rows=4x5");
            case 2: return c.Get("/api/tf/value?pos=TT_F_F");
            case 3: return c.Get("/api/chomp/pmap?top=5");
            default: return c.Post("/api/chomp/move", R"({"rows":[3,4]})", "application/json");
          }
        }();
        (res && res->status == expect ? ok : wrong)++;
      }
    });
  for (auto& c : clients) c.join();
  REQUIRE(wrong == 0);
  REQUIRE(ok == 1000);
  REQUIRE(get("/api/chomp/players").status == 200);  // still serving
}
