// The players without a table: random, Siegfried's greedy sample player and
// his students' two-rows strategy.
#include <optional>
#include <string>

#include "games/chomp/chomp_player_builtin.h"
#include "games/chomp/chomp_table.h"

namespace cgp {
namespace {

std::string rows_text(const ChompPosition& p) { return to_string(p); }

class RandomPlayer : public ChompPlayer {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
  void start_game(std::uint64_t seed) override { rng_.seed(seed); }
  ChompMove choose(const ChompPosition& p) override { return chomp_random_move(p, rng_, "random cell"); }

 private:
  std::mt19937_64 rng_;
};

// Siegfried's sample player, as printed: it takes the poison cell from a
// single column, which is why it "wins few, if any, games".
class GreedyPlayer : public ChompPlayer {
 public:
  ChompMove choose(const ChompPosition& p) override {
    if (p.rows.size() >= 2 && p.rows[1] >= 2) return {2, 2, "Siegfried's sample: take [2,2] while it is there"};
    return {1, p.rows[0], "Siegfried's sample: the last cell of row 1"};
  }
};

// The two-row rule on at most two rows (a, b), b = 0 for one row: from a = b
// restore [a, a-1], from a > b+1 shorten row 1 to b+1. None on [b+1, b].
std::optional<ChompMove> two_row_rule(const ChompPosition& p, const char* rule) {
  if (p.rows.size() > 2) return std::nullopt;
  const int a = p.rows[0], b = p.rows.size() == 2 ? p.rows[1] : 0;
  if (a == b) return ChompMove{2, a, std::string(rule) + ": leaves " + rows_text(chomp_after_move(p, 2, a))};
  if (a > b + 1) return ChompMove{1, b + 2, std::string(rule) + ": leaves " + rows_text(chomp_after_move(p, 1, b + 2))};
  return std::nullopt;
}

// Siegfried's students: the two-row rule, the same turned for two columns,
// the L rule (make the arms of an L equal), otherwise the last cookie of the
// top row (one cell, the smallest change to the position).
class TwoRowsPlayer : public ChompPlayer {
 public:
  ChompMove choose(const ChompPosition& p) override {
    if (auto m = two_row_rule(p, "two-rows rule")) return *m;
    if (p.rows[0] <= 2) {
      const ChompPosition t = chomp_transpose(p.rows);
      if (auto m = two_row_rule(t, "two-columns rule")) {
        const ChompPosition left = chomp_after_move(p, m->column, m->row);
        return {m->column, m->row, "two-columns rule: leaves " + rows_text(left)};
      }
    }
    const int height = static_cast<int>(p.rows.size()), arm = p.rows[0];
    if (height >= 2 && p.rows[1] == 1 && arm != height) {
      const int row = arm > height ? 1 : arm + 1, column = arm > height ? height + 1 : 1;
      return {row, column, "L rule: leaves the equal-armed L " + rows_text(chomp_after_move(p, row, column))};
    }
    const int top = height;
    return {top, p.rows[top - 1], "no rule applies: the last cookie of the top row"};
  }
};

}  // namespace

ChompMove chomp_random_move(const ChompPosition& p, std::mt19937_64& rng, std::string reason) {
  const std::int64_t cells = chomp_cell_count(p);
  if (cells == 1) return {1, 1, "only the poison cell is left"};
  std::int64_t k = 1 + static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(cells - 1));
  for (std::size_t i = 0;; ++i) {
    if (k < p.rows[i]) return {static_cast<int>(i) + 1, static_cast<int>(k) + 1, std::move(reason)};
    k -= p.rows[i];
  }
}

std::unique_ptr<ChompPlayer> make_chomp_random_player(std::uint64_t seed) { return std::make_unique<RandomPlayer>(seed); }
std::unique_ptr<ChompPlayer> make_chomp_greedy_player() { return std::make_unique<GreedyPlayer>(); }
std::unique_ptr<ChompPlayer> make_chomp_two_rows_player() { return std::make_unique<TwoRowsPlayer>(); }

}  // namespace cgp
