// The "human" player of the Chomp article draft, made precise:
//   1. if some move leaves a position a classical rule shows to be P (the
//      poison cell alone, two rows [n+1,n], two columns, an equal-armed L,
//      which includes [2,2] on a square), it takes the first such move in
//      chomp_moves order;
//   2. otherwise a uniformly random move among the "safe" ones: moves, other
//      than the poison cell, after which the opponent has no such rule move;
//   3. if no move is safe, a uniformly random move (the poison cell only when
//      it is the only one).
// It knows the rules a person learns first and nothing else.
#include <optional>

#include "games/chomp/chomp_explain.h"
#include "games/chomp/chomp_moves.h"
#include "games/chomp/chomp_player_builtin.h"

namespace cgp {
namespace {

// Some move leaves [1]: a single row or a single column of >= 2 cells.
bool reaches_poison(std::span<const int> o) { return (o.size() == 1 && o[0] >= 2) || (o.size() >= 2 && o[0] == 1); }

// Some move leaves two rows [m+1, m], m >= 1, from a board of k rows whose
// first two are a >= b (b = 0 for one row): cut rows 3.. off when a = b+1;
// or, on two rows, shorten the longer.
bool reaches_two_rows(std::size_t k, int a, int b) {
  return (k >= 3 && a == b + 1) || (k == 2 && (a >= b + 2 || (a == b && a >= 2)));
}

// Some move leaves an L with n rows and a bottom row of n, n >= 2: shorten
// the longer arm of an L, or bite [2,2] when row 1 is as long as the height.
bool reaches_equal_l(std::span<const int> o) {
  const int k = static_cast<int>(o.size());
  if (k < 2) return false;
  if (o[1] == 1) return o[0] > k || (k > o[0] && o[0] >= 2);
  return o[0] == k;
}

class HumanPlayer : public ChompPlayer {
 public:
  explicit HumanPlayer(std::uint64_t seed) : rng_(seed) {}
  void start_game(std::uint64_t seed) override { rng_.seed(seed); }

  ChompMove choose(const ChompPosition& p) override {
    if (chomp_cell_count(p) == 1) return {1, 1, "only the poison cell is left"};
    std::vector<int> scratch;
    std::optional<ChompMove> rule_move;
    std::vector<ChompPosition> safe;
    for_each_chomp(p.rows, scratch, [&](std::size_t, int, std::span<const int> option) {
      const ChompPRule rule = chomp_classical_p_rule(option);
      if (rule != ChompPRule::kNone) {
        const ChompPosition left{{option.begin(), option.end()}};
        rule_move = chomp_move_to(p.rows, option, std::string(chomp_rule_id(rule)) + " rule: leaves " + to_string(left));
        return false;
      }
      if (!chomp_has_classical_p_option(option)) safe.push_back(ChompPosition{{option.begin(), option.end()}});
      return true;
    });
    if (rule_move) return *rule_move;
    if (safe.empty()) return chomp_random_move(p, rng_, "random: every move hands over a classical win");
    const ChompPosition& left = safe[rng_() % safe.size()];
    return chomp_move_to(p.rows, left.rows, "random move that hands over no classical win");
  }

 private:
  std::mt19937_64 rng_;
};

}  // namespace

bool chomp_has_classical_p_option(std::span<const int> rows) {
  const std::size_t k = rows.size();
  if (reaches_poison(rows) || reaches_equal_l(rows) || reaches_two_rows(k, rows[0], k >= 2 ? rows[1] : 0)) return true;
  // Two columns are two rows turned: the transpose has rows[0] rows, the
  // first two being the heights of columns 1 and 2.
  std::size_t column2 = 0;
  while (column2 < k && rows[column2] >= 2) ++column2;
  return reaches_two_rows(static_cast<std::size_t>(rows[0]), static_cast<int>(k), static_cast<int>(column2));
}

std::unique_ptr<ChompPlayer> make_chomp_human_player(std::uint64_t seed) { return std::make_unique<HumanPlayer>(seed); }

}  // namespace cgp
