// cgprove simplify / compare: symbolic games over a region, piece by piece.
//   cgprove simplify "{a-1|}" --where "a>=0"
//   cgprove compare "{{a-2|1}|0}" "0" --where "a>=1"
#include "cli/cli_args.h"
#include "cli/command_limits.h"
#include "cli/commands.h"
#include "cli/exit_codes.h"
#include "cli/interrupt.h"
#include "symbolic/number_domain.h"
#include "symbolic/poly_eval.h"
#include "symbolic/region.h"
#include "symbolic/sym_eval.h"
#include "symbolic/sym_game.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <string>

namespace cgp::cli {

namespace {

using Json = nlohmann::ordered_json;

std::string game_text(const SymGame& g) { return sym_game_to_string(g); }
std::string game_text(const PolyGame& g) { return poly_game_to_string(g); }

struct SymArgs {
  std::string first, second, where = "true";
  bool json = false;
  double seconds = kExprDefaultSeconds;
};

SymGame parse_sym(const std::string& text) {
  auto parsed = sym_game_parse(text);
  if (auto* err = std::get_if<ParseError>(&parsed))
    throw BadInput(fmt::format("bad game \"{}\": {}", text, err->message));
  return std::get<SymGame>(parsed);
}

// Games that are affine take the affine path; only when one is not, both are
// read with polynomial leaves (the affine error is the one shown when neither reads).
bool all_affine(const std::vector<std::string>& texts) {
  for (const std::string& t : texts)
    if (std::holds_alternative<ParseError>(sym_game_parse(t))) return false;
  return true;
}
PolyGame parse_poly(const std::string& text) {
  auto parsed = poly_game_parse(text);
  if (std::holds_alternative<ParseError>(parsed)) parse_sym(text);  // throws the affine message
  return std::get<PolyGame>(parsed);
}

// Runs an evaluation; what it cannot decide becomes exit code 3.
template <class F>
int decide(F&& f) {
  try {
    f();
    return kSuccess;
  } catch (const UnsupportedNumber& e) {
    fmt::print(stderr, "cgprove: undecided: {}\n", e.what());
  } catch (const PieceLimit& e) {
    fmt::print(stderr, "cgprove: undecided: {}\n", e.what());
  }
  return kUndecided;
}

template <class Piece>
void print_simplified(const SymArgs& a, const std::vector<Piece>& pieces) {
  if (a.json) {
    Json out = Json::array();
    for (const auto& p : pieces)
      out.push_back(Json{{"where", region_to_string(p.where)}, {"value", game_text(p.value)}});
    fmt::print("{}\n", Json{{"input", a.first}, {"where", a.where}, {"pieces", out}}.dump());
    return;
  }
  for (const auto& p : pieces) fmt::print("{}    when {}\n", game_text(p.value), region_to_string(p.where));
}

void run_simplify(const SymArgs& a, int& exit_code) {
  const Region where = parse_where_arg(a.where);
  interrupt_set_time_budget(a.seconds, "simplify");
  if (!all_affine({a.first})) {
    const PolyGame g = parse_poly(a.first);
    exit_code = decide([&] { print_simplified(a, poly_canonical(g, where)); });
    return;
  }
  const SymGame g = parse_sym(a.first);
  exit_code = decide([&] { print_simplified(a, sym_canonical(g, where)); });
}

void run_compare(const SymArgs& a, int& exit_code) {
  const Region where = parse_where_arg(a.where);
  const bool affine = all_affine({a.first, a.second});
  const SymGame g = affine ? parse_sym(a.first) : SymGame(), h = affine ? parse_sym(a.second) : SymGame();
  const PolyGame pg = affine ? PolyGame() : parse_poly(a.first), ph = affine ? PolyGame() : parse_poly(a.second);
  interrupt_set_time_budget(a.seconds, "compare");
  exit_code = decide([&] {
    const auto pieces = affine ? sym_compare(g, h, where) : poly_compare(pg, ph, where);
    if (a.json) {
      Json out = Json::array();
      for (const auto& p : pieces)
        out.push_back(Json{{"where", region_to_string(p.where)}, {"relation", relation_symbol(p.relation)}});
      fmt::print("{}\n", Json{{"pieces", out}}.dump());
      return;
    }
    for (const auto& p : pieces)
      fmt::print("G {} H    when {}\n", relation_symbol(p.relation), region_to_string(p.where));
  });
}

constexpr const char* kWhereHelp =
    "Region of the parameters (integers >= 0), e.g. \"a>=1 && b%2==1\"; default: all";

}  // namespace

void add_symbolic_commands(CLI::App& app, int& exit_code) {
  auto* simplify = app.add_subcommand(
      "simplify", "Canonical value of a game with affine leaves, piece by piece over a region");
  auto s = std::make_shared<SymArgs>();
  simplify->add_option("expr", s->first, "Game with affine leaves, e.g. \"{{a-2|1}|0}\", \"(a-2)*\"")->required();
  simplify->add_option("--where", s->where, kWhereHelp);
  simplify->add_flag("--json", s->json, "Print one JSON object");
  add_seconds_option(*simplify, s->seconds);
  simplify->callback([s, &exit_code] { run_simplify(*s, exit_code); });

  auto* compare = app.add_subcommand("compare", "Relation (=, <, >, || fuzzy) of two games, piece by piece");
  auto c = std::make_shared<SymArgs>();
  compare->add_option("G", c->first, "First game")->required();
  compare->add_option("H", c->second, "Second game")->required();
  compare->add_option("--where", c->where, kWhereHelp);
  compare->add_flag("--json", c->json, "Print one JSON object");
  add_seconds_option(*compare, c->seconds);
  compare->callback([c, &exit_code] { run_compare(*c, exit_code); });
}

}  // namespace cgp::cli
