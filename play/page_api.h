// The JSON API of `cgprove serve`, as plain functions from a request's
// parameters to a status and a JSON body, so that the HTTP layer
// (page_server.h) only routes. Every handler checks its input first: a bad
// request is 400 with {"error": one line, "field": the parameter at fault},
// and no request does more than a bounded amount of work.
#pragma once

#include <nlohmann/json.hpp>

#include <functional>
#include <mutex>
#include <optional>
#include <string>

namespace cgp::play {

struct ApiReply {
  int status = 200;
  nlohmann::ordered_json body;
  // When set, the reply is this text of this type instead of the JSON body.
  std::string text, content_type;
};

// A query parameter by name, or nullopt when absent.
using ApiParams = std::function<std::optional<std::string>(const std::string& name)>;

// The canonical-game store is one per process and not thread-safe: every
// handler that evaluates games holds this lock.
std::mutex& page_store_mutex();

ApiReply api_ok(nlohmann::ordered_json body);
ApiReply api_bad_request(const std::string& field, const std::string& message);

// Limits of the API.
inline constexpr int kApiMaxBoardSide = 20;      // rows and columns of a board to play on
inline constexpr int kApiMaxExplainSide = 12;    // explain tabulates every sub-position
inline constexpr int kApiMaxTfSquares = 15;      // Toads-and-Frogs strips (cost grows fast)
inline constexpr int kApiMaxPMapTop = 60;
inline constexpr int kApiMaxPMapSide = 300;
inline constexpr int kApiMaxGrundySide = 40;
inline constexpr std::size_t kApiMaxBodyBytes = 64 * 1024;  // a POST body
inline constexpr std::size_t kApiMaxUriBytes = 8192;         // httplib's CPPHTTPLIB_REQUEST_URI_MAX_LENGTH

// POST /api/chomp/move {"rows":[4,4,2],"player":"optimal","seed":7}
//   -> {"move":[row,col],"leaves":[..],"reason":"..","server_ms":..}
ApiReply api_chomp_move(const std::string& body);
// GET /api/chomp/explain?rows=[4,4,2] (or 4x7): the JSON of `chomp explain`,
// and its picture ("svg", as `chomp explain --svg`).
ApiReply api_chomp_explain(const ApiParams& params);
// GET /api/tf/value?pos=TT_FF: value, outcome, stops, temperature, mean,
// thermograph walls and its SVG picture.
ApiReply api_tf_value(const ApiParams& params);
// GET /api/chomp/pmap?top=K[&b_max=B&c_max=C][&svg=1]: the JSON of `chomp pmap`
// (with svg: also its picture, as `chomp pmap --svg`).
ApiReply api_chomp_pmap(const ApiParams& params);
// GET /api/chomp/grundy?top=r&size=n: Grundy values of [c,b,r] (two rows
// [c,b] for r = 0) for r <= b <= c <= n, as rows of the matrix by b.
ApiReply api_chomp_grundy(const ApiParams& params);
// GET /api/chomp/players: the built-in players the page offers.
ApiReply api_chomp_players();

}  // namespace cgp::play
