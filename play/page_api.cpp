#include "play/page_api.h"

#include "games/chomp/chomp_explain.h"
#include "games/chomp/chomp_player.h"
#include "games/chomp/chomp_solver.h"
#include "games/toads_frogs/evaluator.h"
#include "play/chomp_board_svg.h"
#include "play/chomp_json.h"
#include "play/chomp_pmap_svg.h"
#include "play/chomp_pmap.h"
#include "play/thermograph_svg.h"
#include "symbolic/notation_print.h"
#include "symbolic/thermograph.h"

#include <fmt/core.h>

#include <chrono>
#include <charconv>
#include <cmath>
#include <mutex>
#include <random>

namespace cgp::play {
namespace {


// A bad field, carried out of the parsing helpers.
struct FieldError {
  std::string field, message;
};

int int_param(const ApiParams& params, const std::string& name, int lo, int hi, std::optional<int> fallback) {
  const auto text = params(name);
  if (!text) {
    if (fallback) return *fallback;
    throw FieldError{name, fmt::format("missing parameter \"{}\"", name)};
  }
  int value = 0;
  const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), value);
  if (ec != std::errc() || end != text->data() + text->size())
    throw FieldError{name, fmt::format("\"{}\" is not an integer", *text)};
  if (value < lo || value > hi) throw FieldError{name, fmt::format("{} is outside {}..{}", value, lo, hi)};
  return value;
}

void require_board_limit(const ChompPosition& p, int side, const char* field) {
  if (static_cast<int>(p.rows.size()) > side || p.rows[0] > side)
    throw FieldError{field, fmt::format("the board {}x{} is over the limit of {}x{}", p.rows.size(), p.rows[0], side,
                                        side)};
}

ChompPosition rows_from_json(const Json& rows) {
  if (!rows.is_array() || rows.empty()) throw FieldError{"rows", "rows must be a non-empty array of row lengths"};
  if (rows.size() > static_cast<std::size_t>(kApiMaxBoardSide))
    throw FieldError{"rows", fmt::format("{} rows is over the limit of {}", rows.size(), kApiMaxBoardSide)};
  ChompPosition p;
  for (const Json& r : rows) {
    if (!r.is_number_integer() || r.get<long>() < 1 || r.get<long>() > kApiMaxBoardSide)
      throw FieldError{"rows", fmt::format("row length {} is not an integer in 1..{}", r.dump(), kApiMaxBoardSide)};
    p.rows.push_back(r.get<int>());
  }
  if (!chomp_is_valid(p)) throw FieldError{"rows", "rows must not increase (poison row first)"};
  return p;
}

ChompPosition rows_from_text(const ApiParams& params, int side) {
  const auto text = params("rows");
  if (!text) throw FieldError{"rows", "missing parameter \"rows\""};
  if (text->size() > 200) throw FieldError{"rows", "rows text is too long"};
  auto parsed = parse_chomp(*text);
  if (auto* err = std::get_if<ParseError>(&parsed)) throw FieldError{"rows", err->message};
  const auto& p = std::get<ChompPosition>(parsed);
  require_board_limit(p, side, "rows");
  return p;
}

template <class Body>
ApiReply guarded(Body body) {
  try {
    return body();
  } catch (const FieldError& e) {
    return api_bad_request(e.field, e.message);
  }
}


Json wall_json(const Trajectory& wall) {
  Json points = Json::array();
  for (std::size_t i = 0; i < wall.starts().size(); ++i)
    points.push_back(Json::array({wall.starts()[i].to_string(), wall.values()[i].to_string()}));
  return points;
}

}  // namespace

std::mutex& page_store_mutex() {
  static std::mutex m;
  return m;
}

ApiReply api_ok(nlohmann::ordered_json body) { return {200, std::move(body), {}, {}}; }

ApiReply api_bad_request(const std::string& field, const std::string& message) {
  return {400, Json{{"error", message}, {"field", field}}, {}, {}};
}

ApiReply api_chomp_move(const std::string& body) {
  return guarded([&] {
    const Json request = Json::parse(body, nullptr, false);
    if (request.is_discarded() || !request.is_object()) throw FieldError{"body", "the body is not a JSON object"};
    const ChompPosition p = rows_from_json(request.value("rows", Json()));
    const Json player_name = request.value("player", Json("optimal"));
    if (!player_name.is_string()) throw FieldError{"player", "player must be a string"};
    ChompPlayerOptions options;
    const Json seed = request.value("seed", Json());
    // nlohmann-json reads "-0" as a signed 0: still a non-negative integer
    // (found by tests/fuzz/server_request.cpp).
    if (seed.is_number_unsigned() || (seed.is_number_integer() && seed.get<std::int64_t>() == 0)) {
      options.seed = seed.get<std::uint64_t>();
    } else if (seed.is_null()) {
      options.seed = std::random_device{}();
    } else {
      throw FieldError{"seed", "seed must be a non-negative integer"};
    }
    const std::string name = player_name.get<std::string>();
    if (name.find('/') != std::string::npos) throw FieldError{"player", "external players are not served"};
    auto made = make_chomp_player(name, options);
    if (auto* err = std::get_if<std::string>(&made)) throw FieldError{"player", *err};
    const auto t0 = std::chrono::steady_clock::now();
    auto& player = *std::get<std::unique_ptr<ChompPlayer>>(made);
    player.start_game(options.seed);
    const ChompMove move = player.choose(p);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    return api_ok(Json{{"move", Json::array({move.row, move.column})},
                              {"leaves", chomp_after_move(p, move.row, move.column).rows},
                              {"reason", move.reason},
                              {"player", name},
                              {"server_ms", std::round(ms * 1000) / 1000}});
  });
}

ApiReply api_chomp_explain(const ApiParams& params) {
  return guarded([&] {
    const ChompPosition p = rows_from_text(params, kApiMaxExplainSide);
    auto result = explain_chomp(p);
    if (auto* err = std::get_if<std::string>(&result)) throw FieldError{"rows", *err};
    const auto& e = std::get<ChompExplanation>(result);
    Json body = chomp_explanation_json(e);
    body["svg"] = chomp_board_svg(chomp_explanation_picture(e));
    return api_ok(body);
  });
}

ApiReply api_tf_value(const ApiParams& params) {
  return guarded([&] {
    const auto text = params("pos");
    if (!text) throw FieldError{"pos", "missing parameter \"pos\""};
    if (text->size() > static_cast<std::size_t>(kApiMaxTfSquares))
      throw FieldError{"pos", fmt::format("the strip has {} squares, over the limit of {}", text->size(),
                                          kApiMaxTfSquares)};
    auto parsed = TfPosition::parse(*text);
    if (auto* err = std::get_if<ParseError>(&parsed)) throw FieldError{"pos", err->message};
    std::lock_guard lock(page_store_mutex());
    GameStore& store = GameStore::instance();
    TfEvaluator evaluator;
    const GameId g = evaluator.value(std::get<TfPosition>(parsed));
    ThermographCalculator thermographs(store);
    const Thermograph& th = thermographs.thermograph_of(g);
    const std::string value = game_to_string(store, g);
    return api_ok(Json{{"pos", *text},
                              {"value", value},
                              {"outcome", outcome_name(store.outcome(g))},
                              {"stops", {{"left", store.left_stop(g).to_string()},
                                         {"right", store.right_stop(g).to_string()}}},
                              {"temperature", th.temperature.to_string()},
                              {"mean", th.mean.to_string()},
                              {"thermograph", {{"left", wall_json(th.left)}, {"right", wall_json(th.right)}}},
                              {"svg", thermograph_svg(th, value)}});
  });
}

ApiReply api_chomp_pmap(const ApiParams& params) {
  return guarded([&] {
    const int top = int_param(params, "top", 0, kApiMaxPMapTop, std::nullopt);
    const int b_max = int_param(params, "b_max", top, kApiMaxPMapSide, chomp_pmap_default_b_max(top));
    const int c_max =
        int_param(params, "c_max", std::max(b_max, 1), kApiMaxPMapSide, chomp_pmap_default_c_max(top, b_max));
    auto result = chomp_pmap(top, b_max, c_max);
    if (auto* err = std::get_if<std::string>(&result)) throw FieldError{"top", *err};
    const auto& map = std::get<ChompPMap>(result);
    Json body = chomp_pmap_json(map);
    if (params("svg")) body["svg"] = chomp_pmap_svg(map);
    return api_ok(body);
  });
}

ApiReply api_chomp_grundy(const ApiParams& params) {
  return guarded([&] {
    const int top = int_param(params, "top", 0, kApiMaxGrundySide, 0);
    const int size = int_param(params, "size", std::max(top, 1), kApiMaxGrundySide, std::nullopt);
    ChompSolver solver;
    Json matrix = Json::array();
    for (int b = top; b <= size; ++b) {
      Json row = Json::array();
      for (int c = std::max(b, 1); c <= size; ++c) {
        ChompPosition p{{c}};
        if (b > 0) p.rows.push_back(b);
        if (top > 0) p.rows.push_back(top);
        row.push_back(solver.grundy(p));
      }
      matrix.push_back(Json{{"b", b}, {"c_from", std::max(b, 1)}, {"grundy", row}});
    }
    return api_ok(Json{{"top", top}, {"size", size}, {"rows", matrix}});
  });
}

ApiReply api_chomp_players() {
  Json players = Json::array();
  for (const auto& info : chomp_player_catalog())
    players.push_back(Json{{"name", info.name}, {"description", info.description}});
  return api_ok(Json{{"players", players}});
}

}  // namespace cgp::play
