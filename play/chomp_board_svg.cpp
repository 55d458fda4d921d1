#include "play/chomp_board_svg.h"

#include "play/svg_canvas.h"

#include <fmt/core.h>

#include <algorithm>
#include <string_view>

namespace cgp::play {

namespace {
constexpr std::string_view kGroupLabels = "123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
}  // namespace

std::string chomp_board_svg(const ChompBoardPicture& p) {
  const auto& rows = p.board.rows;
  const int n_rows = static_cast<int>(rows.size()), n_cols = rows.empty() ? 0 : rows[0];
  const double cell = std::clamp(480.0 / std::max(n_cols, n_rows), 14.0, 44.0);
  const double margin = 28, top = p.caption.empty() ? margin : margin + 22;
  // Wide enough for the caption too (about 7 px a character at 12 px bold).
  const double width = std::max(n_cols * cell + 2 * margin, 7.0 * static_cast<double>(p.caption.size()) + 20);
  const double height = n_rows * cell + top + margin;
  SvgCanvas c(width, height);
  c.svg_title(p.caption.empty() ? "Chomp board " + to_string(p.board) : p.caption);
  c.svg_rect(0, 0, width, height, R"(fill="#fff")");
  if (!p.caption.empty()) c.svg_text(width / 2, margin + 4, p.caption, "middle", R"(font-weight="bold")");
  const auto kept = [&](int i, int j) {
    return p.kept.rows.empty() || (i < static_cast<int>(p.kept.rows.size()) && j < p.kept.rows[i]);
  };
  for (int i = 0; i < n_rows; ++i) {
    const double y = top + (n_rows - 1 - i) * cell;  // row 1 (poison) at the bottom
    c.svg_text(margin - 6, y + cell * 0.62, std::to_string(i + 1), "end", R"(fill="#888" font-size="10")");
    for (int j = 0; j < rows[i]; ++j) {
      const double x = margin + j * cell;
      const bool poison = i == 0 && j == 0;
      const char* fill = poison ? "#7a3b12" : kept(i, j) ? "#c68642" : "#eee";
      c.svg_rect(x + 1, y + 1, cell - 2, cell - 2,
                 fmt::format(R"(fill="{}" stroke="#5a2d0c" rx="3" data-cell="{},{}")", fill, i + 1, j + 1));
      std::string label = poison ? "X" : "";
      if (auto it = p.labels.find({i, j}); it != p.labels.end()) label = it->second;
      if (!label.empty())
        c.svg_text(x + cell / 2, y + cell * 0.64, label, "middle",
                   fmt::format(R"(fill="{}" font-size="{:.0f}" font-weight="bold")", kept(i, j) ? "#fff" : "#999",
                               cell * 0.45));
    }
  }
  for (int j = 0; j < n_cols; ++j)
    c.svg_text(margin + (j + 0.5) * cell, top + n_rows * cell + 14, std::to_string(j + 1), "middle",
               R"(fill="#888" font-size="10")");
  return c.svg_document();
}

ChompBoardPicture chomp_explanation_picture(const ChompExplanation& e) {
  ChompBoardPicture p;
  p.board = e.position;
  if (!e.is_p) p.kept = e.defended;
  for (std::size_t g = 0; g < e.groups.size(); ++g) {
    const std::string label = g < kGroupLabels.size() ? std::string(1, kGroupLabels[g]) : "?";
    for (const auto& r : e.groups[g].replies) p.labels[{r.cell.row, r.cell.col}] = label;
  }
  p.caption = e.is_p ? fmt::format("{} is P: every move answered by its label's group", to_string(e.position))
                     : fmt::format("{}: bite ({},{}), leaving {}", to_string(e.position), e.move_cell.row + 1,
                                   e.move_cell.col + 1, to_string(e.defended));
  return p;
}

}  // namespace cgp::play
