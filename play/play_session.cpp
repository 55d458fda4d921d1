#include "play/play_session.h"

namespace cgp::play {

std::variant<std::unique_ptr<PlaySession>, std::string> PlaySession::start(const ChompPosition& board,
                                                                           std::unique_ptr<ChompPlayer> ai,
                                                                           bool person_first) {
  auto built = ChompTable::build(board);
  if (auto* err = std::get_if<ChompTableError>(&built)) return err->message;
  return std::unique_ptr<PlaySession>(
      new PlaySession(std::move(std::get<ChompTable>(built)), std::move(ai), board, person_first));
}

void PlaySession::apply(int row, int column) {
  history_.emplace_back(position_, person_to_move_);
  position_ = chomp_after_move(position_, row, column);
  if (!over()) person_to_move_ = !person_to_move_;
}

std::optional<std::string> PlaySession::person_moves(int row, int column) {
  if (over() || !person_to_move_) return "it is not your turn";
  if (auto problem = chomp_move_problem(position_, row, column)) return problem;
  apply(row, column);
  return std::nullopt;
}

ChompMove PlaySession::ai_moves() {
  ChompMove m = ai_->choose(position_);
  apply(m.row, m.column);
  return m;
}

std::vector<ChompMove> PlaySession::hints() const {
  std::vector<ChompMove> out;
  if (over()) return out;
  for (const ChompPosition& target : table_.winning_moves(position_))
    out.push_back(chomp_move_to(position_.rows, target.rows, "leaves the P-position " + to_string(target)));
  return out;
}

bool PlaySession::undo() {
  // Drop moves until the last position where the person was to move.
  for (std::size_t k = history_.size(); k-- > 0;) {
    if (!history_[k].second) continue;
    position_ = history_[k].first;
    person_to_move_ = true;
    history_.resize(k);
    return true;
  }
  return false;
}

}  // namespace cgp::play
