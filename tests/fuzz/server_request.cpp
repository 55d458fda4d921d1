// Fuzzes the server's JSON requests (play/page_api.h): the body of
// POST /api/chomp/move, the one request the page sends as JSON. Whatever the
// bytes, the handler answers (an escaping exception is a finding): either 400
// with {"error": one line, "field": the field at fault}, or 200 with a move
// that is a cell of the board and the position it leaves. Where there is a
// printer there is a round trip: the request the fuzzer wrote is re-printed
// by nlohmann-json and must be answered the same way, and the leaves printed
// as a new request must be accepted (unless the board is gone).
#include "play/page_api.h"
#include "tests/fuzz/fuzz_check.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>

namespace {

using Json = nlohmann::json;

// Boards over 10x10 cells are skipped: the optimal player tabulates every
// sub-position, which the server does in bounded time but not in libFuzzer's
// budget under ASan. The load test (tests/play/server_load_test.cpp) sends them.
constexpr long kMaxFuzzCells = 100;

bool board_too_big(const Json& request) {
  if (!request.is_object() || !request.contains("rows") || !request["rows"].is_array()) return false;
  long cells = 0;
  for (const Json& r : request["rows"])
    if (r.is_number_integer() && r.get<long long>() > 0)
      cells += static_cast<long>(std::min<long long>(r.get<long long>(), 1000));
  return cells > kMaxFuzzCells;
}

// The reply's shape, whatever the request: 200 or 400, each with its fields.
void check_reply_shape(const cgp::play::ApiReply& reply, const std::string& input) {
  namespace fuzz = cgp::fuzz;
  const std::string body = reply.body.dump();
  fuzz::fuzz_require(reply.status == 200 || reply.status == 400, "status neither 200 nor 400", input, body);
  fuzz::fuzz_require(reply.body.is_object(), "reply is not a JSON object", input, body);
  if (reply.status == 400) {
    const auto& error = reply.body["error"];
    fuzz::fuzz_require(error.is_string() && !error.get<std::string>().empty() &&
                           error.get<std::string>().find('\n') == std::string::npos,
                       "400 without a one-line error", input, body);
    fuzz::fuzz_require(reply.body["field"].is_string(), "400 without the field at fault", input, body);
    return;
  }
  const auto& move = reply.body["move"];
  fuzz::fuzz_require(move.is_array() && move.size() == 2 && move[0].is_number_integer() && move[1].is_number_integer(),
                     "200 without a move [row, column]", input, body);
  fuzz::fuzz_require(reply.body["leaves"].is_array(), "200 without the leaves", input, body);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace cgp::play;
  namespace fuzz = cgp::fuzz;
  if (fuzz::fuzz_input_too_long(size)) return 0;
  const std::string input(fuzz::fuzz_text(data, size));
  const Json request = Json::parse(input, nullptr, false);
  if (board_too_big(request)) return 0;

  const ApiReply reply = api_chomp_move(input);
  check_reply_shape(reply, input);
  if (request.is_discarded()) {
    fuzz::fuzz_require(reply.status == 400, "a body that is not JSON was accepted", input, reply.body.dump());
    return 0;
  }
  // The same request as nlohmann-json prints it: the same status. (Not the
  // same move: a request without a seed draws a random one.)
  const std::string printed = request.dump();
  const ApiReply again = api_chomp_move(printed);
  fuzz::fuzz_require(again.status == reply.status, "the re-printed request is answered otherwise", input, printed,
                     again.body.dump());
  if (reply.status != 200) return 0;
  // The move is a cell of the board, and what it leaves is a board the
  // server accepts again.
  const Json& rows = request["rows"];
  const long row = reply.body["move"][0], column = reply.body["move"][1];
  fuzz::fuzz_require(row >= 1 && row <= static_cast<long>(rows.size()) && column >= 1 &&
                         column <= rows[row - 1].get<long>(),
                     "the move is not a cell of the board", input, reply.body.dump());
  const Json& leaves = reply.body["leaves"];
  if (leaves.empty()) return 0;
  const std::string next = Json{{"rows", leaves}, {"player", "greedy"}, {"seed", 1}}.dump();
  const ApiReply after = api_chomp_move(next);
  fuzz::fuzz_require(after.status == 200, "the position a move leaves is refused", input, next, after.body.dump());
  return 0;
}
