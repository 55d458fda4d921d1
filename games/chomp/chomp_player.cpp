#include "games/chomp/chomp_player.h"

#include <algorithm>
#include <array>
#include <deque>

#include "games/chomp/chomp_explain.h"
#include "games/chomp/chomp_player_builtin.h"
#include "games/chomp/chomp_rules.h"
#include "symbolic/parse_error.h"

namespace cgp {
namespace {

constexpr std::array<ChompPlayerInfo, 6> kCatalog{{
    {"random", "a uniformly random cell, never the poison cell unless it is the only one (seeded)"},
    {"optimal", "a winning move from the exact table; on a P-position the move leaving fewest winning replies"},
    {"human", "the classical rules when they win, else a random move that hands over no classical win"},
    {"two-rows", "Siegfried's student: the two-row, two-column and L rules, else the top row's last cookie"},
    {"greedy", "Siegfried's weak sample: [2,2] if it is there, else the last cell of row 1"},
    {"pattern", "Dan Bauer's pattern matcher: moves to a known P-position when it can, else random"},
}};

// Registered before parsing begins (single-threaded), read-only afterwards.
// A deque, so the catalog's views of the names stay valid as players join.
struct RegisteredPlayer {
  std::string name, description;
  ChompPlayerFactory make;
};
std::deque<RegisteredPlayer>& registered_players() {
  static std::deque<RegisteredPlayer> players;
  return players;
}

// The built-in players, then the registered ones.
std::vector<ChompPlayerInfo>& catalog() {
  static std::vector<ChompPlayerInfo> all(kCatalog.begin(), kCatalog.end());
  return all;
}

}  // namespace

void chomp_register_player(std::string name, std::string description, ChompPlayerFactory make) {
  const RegisteredPlayer& p = registered_players().emplace_back(
      RegisteredPlayer{std::move(name), std::move(description), std::move(make)});
  catalog().push_back(ChompPlayerInfo{p.name, p.description});
}

bool chomp_move_is_legal(const ChompPosition& p, int row, int column) {
  return row >= 1 && row <= static_cast<int>(p.rows.size()) && column >= 1 && column <= p.rows[row - 1];
}

std::optional<std::string> chomp_move_problem(const ChompPosition& p, int row, int column) {
  if (chomp_move_is_legal(p, row, column)) return std::nullopt;
  std::string text = "[";
  text += std::to_string(row);
  text += ',';
  text += std::to_string(column);
  text += "] is not a cell of ";
  text += to_string(p);
  return text;
}

ChompPosition chomp_after_move(const ChompPosition& p, int row, int column) {
  // The bite rule of chomp_rules.h, 0-based; on the poison cell it empties the board.
  ChompPosition q = p;
  for (std::size_t j = 0; j < q.rows.size(); ++j)
    q.rows[j] = chomp_row_after_bite(q.rows[j], static_cast<int>(j), row - 1, column - 1);
  while (!q.rows.empty() && q.rows.back() == 0) q.rows.pop_back();
  return q;
}

ChompMove chomp_move_to(std::span<const int> from, std::span<const int> to, std::string reason) {
  const ChompCell c = chomp_bite_cell(from, to);
  return ChompMove{c.row + 1, c.col + 1, std::move(reason)};
}

std::span<const ChompPlayerInfo> chomp_player_catalog() { return catalog(); }

std::variant<std::unique_ptr<ChompPlayer>, std::string> make_chomp_player(std::string_view name,
                                                                          const ChompPlayerOptions& options) {
  if (name == "random") return make_chomp_random_player(options.seed);
  if (name == "optimal") return make_chomp_optimal_player();
  if (name == "human") return make_chomp_human_player(options.seed);
  if (name == "two-rows") return make_chomp_two_rows_player();
  if (name == "greedy") return make_chomp_greedy_player();
  if (name == "pattern") {
    std::vector<ChompPosition> known = options.known_p_positions;
    if (known.empty()) known = chomp_default_known_p_positions();
    return make_chomp_pattern_player(options.seed, std::move(known));
  }
  for (const RegisteredPlayer& registered : registered_players())
    if (name == registered.name) return registered.make(options);
  std::string names;
  for (const ChompPlayerInfo& info : catalog()) names += (names.empty() ? "" : ", ") + std::string(info.name);
  return "unknown player " + parse_error_quoted(name) + " (built-in players: " + names +
         "; an external player is a path containing '/')";
}

}  // namespace cgp
