#include "play/referee.h"

namespace cgp::play {

std::uint64_t derived_seed(std::uint64_t seed, std::uint64_t k) {
  std::uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (k + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

GameRecord referee_game(Contestant& first, Contestant& second, const ChompPosition& board, std::uint64_t seed,
                        int game_number) {
  GameRecord g;
  g.game = game_number;
  g.first = first.name();
  g.second = second.name();
  g.board = board;
  Contestant* players[2] = {&first, &second};
  bool forfeited[2] = {false, false};
  auto lose = [&](int side, std::optional<Forfeit> forfeit) {
    g.winner = players[1 - side]->name();
    if (forfeit) {
      forfeited[side] = true;
      g.forfeit = GameForfeit{players[side]->name(), forfeit->reason, std::move(forfeit->detail)};
    }
  };
  for (int side = 0; side < 2 && g.winner.empty(); ++side)
    if (auto f = players[side]->start_game(derived_seed(seed, static_cast<std::uint64_t>(side))))
      lose(side, std::move(f));
  ChompPosition position = board;
  for (int side = 0; g.winner.empty(); side = 1 - side) {
    if (chomp_cell_count(position) == 1) {
      g.moves.push_back({1, 1});
      lose(side, std::nullopt);
      break;
    }
    auto answer = players[side]->move(position);
    if (auto* f = std::get_if<Forfeit>(&answer)) {
      lose(side, std::move(*f));
      break;
    }
    const ChompMove& m = std::get<ChompMove>(answer);
    if (auto problem = chomp_move_problem(position, m.row, m.column)) {
      lose(side, Forfeit{ForfeitReason::kIllegal, std::move(*problem)});
      break;
    }
    g.moves.push_back({m.row, m.column});
    position = chomp_after_move(position, m.row, m.column);
    if (position.rows.empty()) lose(side, std::nullopt);  // ate the poison cell
  }
  first.end_game(forfeited[0]);
  second.end_game(forfeited[1]);
  return g;
}

}  // namespace cgp::play
