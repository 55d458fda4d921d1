// The optimal player: every decision comes from the exact P-table of the
// game's starting shape, built once per shape (a game's positions all lie
// inside the first one it is asked about).
#include <limits>
#include <optional>

#include "games/chomp/chomp_explain.h"
#include "games/chomp/chomp_moves.h"
#include "games/chomp/chomp_player_builtin.h"
#include "games/chomp/chomp_table.h"

namespace cgp {
namespace {

bool inside(const ChompPosition& p, const ChompPosition& shape) {
  if (p.rows.size() > shape.rows.size()) return false;
  for (std::size_t i = 0; i < p.rows.size(); ++i)
    if (p.rows[i] > shape.rows[i]) return false;
  return true;
}

// Beyond this many diagrams (14x14 has 40 million) a table takes the better
// part of a second and hundreds of MB: asked about such a board (a caller
// such as a web page may allow one), the player plays a plain move and says so.
constexpr std::uint64_t kMaxOptimalDiagrams = 20'000'000;

class OptimalPlayer : public ChompPlayer {
 public:
  ChompMove choose(const ChompPosition& p) override {
    if (chomp_cell_count(p) == 1) return {1, 1, "only the poison cell is left"};
    const ChompTable* table = table_for(p);
    if (table == nullptr)
      return {static_cast<int>(p.rows.size()), p.rows.back(),
              "too large for the exact table: the last cell of the top row"};
    return choose_with(*table, p);
  }

 private:
  const ChompTable* table_for(const ChompPosition& p) {
    if (table_ && inside(p, table_->shape())) return &*table_;
    table_.reset();
    if (p.rows.size() > static_cast<std::size_t>(kChompMaxTableRows)) return nullptr;
    if (chomp_subposition_count(p, kMaxOptimalDiagrams + 1) > kMaxOptimalDiagrams) return nullptr;
    auto built = ChompTable::build(p);
    if (std::holds_alternative<ChompTableError>(built)) return nullptr;
    table_.emplace(std::move(std::get<ChompTable>(built)));
    return &*table_;
  }

  ChompMove choose_with(const ChompTable& table, const ChompPosition& p) {
    std::vector<int> scratch, inner;
    // N-position: a move to a P-position a classical rule explains if there
    // is one, else the first winning move in chomp_moves order.
    std::optional<ChompMove> winning;
    for_each_chomp(p.rows, scratch, [&](std::size_t, int, std::span<const int> option) {
      if (!table.is_p(option)) return true;
      const ChompPRule rule = chomp_classical_p_rule(option);
      ChompPosition left{{option.begin(), option.end()}};
      if (rule != ChompPRule::kNone) {
        winning = chomp_move_to(p.rows, option, std::string(chomp_rule_id(rule)) + " rule: leaves " + to_string(left));
        return false;
      }
      if (!winning) winning = chomp_move_to(p.rows, option, "winning: leaves the P-position " + to_string(left));
      return true;
    });
    if (winning) return *winning;
    // P-position: every move loses against perfect play. Leave the opponent
    // the fewest winning replies, then remove the fewest cells, so that an
    // imperfect opponent has the most chances to go wrong.
    std::size_t best_replies = std::numeric_limits<std::size_t>::max();
    std::int64_t best_cells = 0;
    ChompPosition best;
    for_each_chomp(p.rows, scratch, [&](std::size_t, int, std::span<const int> option) {
      std::size_t replies = 0;
      for_each_chomp(option, inner, [&](std::size_t, int, std::span<const int> reply) {
        replies += table.is_p(reply);
        return true;
      });
      std::int64_t cells = 0;
      for (int r : option) cells += r;
      if (replies < best_replies || (replies == best_replies && cells > best_cells)) {
        best_replies = replies;
        best_cells = cells;
        best = ChompPosition{{option.begin(), option.end()}};
      }
      return true;
    });
    return chomp_move_to(p.rows, best.rows,
                         "no winning move: leaves " + to_string(best) + " with " + std::to_string(best_replies) +
                             " winning repl" + (best_replies == 1 ? "y" : "ies"));
  }

  std::optional<ChompTable> table_;
};

}  // namespace

std::unique_ptr<ChompPlayer> make_chomp_optimal_player() { return std::make_unique<OptimalPlayer>(); }

}  // namespace cgp
