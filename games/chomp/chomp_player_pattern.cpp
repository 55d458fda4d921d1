// Dan Bauer's pattern matcher from Siegfried's tournament: a list of
// positions believed to be P ("winning positions" in Siegfried's words); from
// any position it moves to one of them if a single bite reaches one, and
// otherwise plays a random cell. The list is taken as given, unverified, as
// Dan's traps were; a position and its transpose are the same game, so both
// are matched.
#include <algorithm>
#include <optional>
#include <set>

#include "games/chomp/chomp_moves.h"
#include "games/chomp/chomp_player_builtin.h"
#include "games/chomp/chomp_table.h"

namespace cgp {
namespace {

class PatternPlayer : public ChompPlayer {
 public:
  PatternPlayer(std::uint64_t seed, const std::vector<ChompPosition>& known) : rng_(seed) {
    for (const ChompPosition& p : known) {
      known_.insert(p.rows);
      known_.insert(chomp_transpose(p.rows).rows);
    }
  }
  void start_game(std::uint64_t seed) override { rng_.seed(seed); }

  ChompMove choose(const ChompPosition& p) override {
    std::vector<int> scratch, key;
    std::optional<ChompMove> match;
    for_each_chomp(p.rows, scratch, [&](std::size_t, int, std::span<const int> option) {
      key.assign(option.begin(), option.end());
      if (!known_.count(key)) return true;
      match = chomp_move_to(p.rows, option, "pattern: leaves the known P-position " + to_string(ChompPosition{key}));
      return false;
    });
    if (match) return *match;
    return chomp_random_move(p, rng_, "no known P-position in reach: random cell");
  }

 private:
  std::mt19937_64 rng_;
  std::set<std::vector<int>> known_;
};

}  // namespace

std::vector<ChompPosition> chomp_smallest_p_positions(int count) {
  auto built = ChompTable::build(chomp_rectangle(10, 10));
  std::vector<ChompPosition> all;
  std::get<ChompTable>(built).for_each_p([&](std::span<const int> rows) {
    all.push_back(ChompPosition{{rows.begin(), rows.end()}});
  });
  std::stable_sort(all.begin(), all.end(),
                   [](const ChompPosition& a, const ChompPosition& b) { return chomp_cell_count(a) < chomp_cell_count(b); });
  all.resize(std::min(all.size(), static_cast<std::size_t>(std::max(count, 0))));
  return all;
}

const std::vector<ChompPosition>& chomp_default_known_p_positions() {
  static const std::vector<ChompPosition> known = chomp_smallest_p_positions(kDefaultPatternCount);
  return known;
}

std::unique_ptr<ChompPlayer> make_chomp_pattern_player(std::uint64_t seed, std::vector<ChompPosition> known_p) {
  return std::make_unique<PatternPlayer>(seed, known_p);
}

}  // namespace cgp
