#include "play/chomp_game_svg.h"

#include "play/svg_canvas.h"

#include <fmt/core.h>

#include <algorithm>

namespace cgp::play {

std::string chomp_replay_svg(const Replay& replay) {
  const auto& board = replay.record.board.rows;
  const int rows = static_cast<int>(board.size()), cols = board.empty() ? 0 : board[0];
  const double cell = std::clamp(120.0 / std::max(rows, cols), 6.0, 18.0);
  const double frame_w = std::max(cols * cell, 120.0) + 16, frame_h = rows * cell + 44;
  const int per_line = std::max(1, static_cast<int>(900 / frame_w));
  const int n = static_cast<int>(replay.steps.size());
  const double width = per_line * frame_w + 16, height = 40 + ((n + per_line - 1) / per_line) * frame_h + 24;
  SvgCanvas c(width, height);
  const GameRecord& g = replay.record;
  c.svg_title(fmt::format("game {}: {} against {}", g.game, g.first, g.second));
  c.svg_rect(0, 0, width, height, R"(fill="#fff")");
  c.svg_text(12, 24, fmt::format("game {}: {} (first) against {} on {}; winner {}", g.game, g.first, g.second,
                                 to_string(g.board), g.winner),
             "start", R"(font-weight="bold")");
  for (int k = 0; k < n; ++k) {
    const ReplayStep& s = replay.steps[k];
    const double x0 = 12 + (k % per_line) * frame_w, y0 = 40 + (k / per_line) * frame_h;
    for (int i = 0; i < static_cast<int>(s.before.rows.size()); ++i)
      for (int j = 0; j < s.before.rows[i]; ++j) {
        const bool stays = i < static_cast<int>(s.after.rows.size()) && j < s.after.rows[i];
        const char* fill = i == 0 && j == 0 ? "#7a3b12" : stays ? "#c68642" : "#f3c9a0";
        c.svg_rect(x0 + j * cell + 0.5, y0 + (rows - 1 - i) * cell + 0.5, cell - 1, cell - 1,
                   fmt::format(R"(fill="{}" class="replay-cell")", fill));
      }
    c.svg_text(x0, y0 + rows * cell + 14, fmt::format("{}. {} [{},{}]", k + 1, s.player, s.cell.row, s.cell.column),
               "start", R"(font-size="10")");
    c.svg_text(x0, y0 + rows * cell + 26, std::string(verdict_id(s.verdict)), "start",
               s.verdict == MoveVerdict::kBlunder ? R"(font-size="10" fill="#b00")" : R"(font-size="10" fill="#666")");
  }
  return c.svg_document();
}

}  // namespace cgp::play
