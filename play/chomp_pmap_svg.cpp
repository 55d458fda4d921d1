#include "play/chomp_pmap_svg.h"

#include "play/svg_canvas.h"

#include <fmt/core.h>

#include <algorithm>

namespace cgp::play {

namespace {

// Top rows run from blue (r = 0) through green to red (r = K).
std::string top_colour(int top, int top_max) {
  const double hue = top_max == 0 ? 220 : 220.0 - 220.0 * top / top_max;
  return fmt::format("hsl({:.0f},75%,42%)", hue);
}

}  // namespace

std::string chomp_pmap_svg(const ChompPMap& map) {
  const double plot_w = 600, plot_h = 480, left = 50, top = 40, bottom = 50, right = 90;
  const double width = left + plot_w + right, height = top + plot_h + bottom;
  const double sx = plot_w / std::max(map.b_max, 1), sy = plot_h / std::max(map.c_max, 1);
  const auto px = [&](double b) { return left + b * sx; };
  const auto py = [&](double c) { return top + plot_h - c * sy; };
  SvgCanvas svg(width, height);
  svg.svg_title(fmt::format("P-positions [c,b,r] of 3-row Chomp, r <= {}", map.top_max));
  svg.svg_rect(0, 0, width, height, R"(fill="#fff")");
  svg.svg_text(left + plot_w / 2, 24,
               fmt::format("P-positions [c,b,r] of 3-row Chomp: r = 0..{}, b <= {}, c <= {} ({} points)",
                           map.top_max, map.b_max, map.c_max, map.points.size()),
               "middle", R"(font-weight="bold")");
  svg.svg_rect(left, top, plot_w, plot_h, R"(fill="none" stroke="#999")");
  const int step_b = std::max(1, map.b_max / 10), step_c = std::max(1, map.c_max / 10);
  for (int b = 0; b <= map.b_max; b += step_b)
    svg.svg_text(px(b), top + plot_h + 16, std::to_string(b), "middle", R"(fill="#666" font-size="10")");
  for (int c = 0; c <= map.c_max; c += step_c)
    svg.svg_text(left - 6, py(c) + 4, std::to_string(c), "end", R"(fill="#666" font-size="10")");
  svg.svg_text(left + plot_w / 2, height - 12, "b (middle row)", "middle");
  svg.svg_text(14, top + plot_h / 2, "c (poison row)", "middle",
               fmt::format(R"svg(transform="rotate(-90 14 {:.0f})")svg", top + plot_h / 2));
  const double r = std::clamp(std::min(sx, sy) * 0.45, 1.2, 4.0);
  for (const auto& p : map.points)
    svg.svg_circle(px(p.b), py(p.c), r,
                   fmt::format(R"(fill="{}" class="pmap-point" data-top="{}")", top_colour(p.top, map.top_max), p.top));
  // Legend: a strip of the colours with a few top rows named.
  const int steps = std::min(map.top_max, 20);
  for (int k = 0; k <= steps; ++k) {
    const int t = steps == 0 ? 0 : map.top_max * k / steps;
    const double y = top + k * (plot_h / 2) / std::max(steps, 1);
    svg.svg_rect(left + plot_w + 16, y, 14, plot_h / 2 / std::max(steps, 1) + 1,
                 fmt::format(R"(fill="{}")", top_colour(t, map.top_max)));
    if (k % std::max(1, steps / 5) == 0)
      svg.svg_text(left + plot_w + 36, y + 9, fmt::format("r={}", t), "start", R"(font-size="10")");
  }
  return svg.svg_document();
}

}  // namespace cgp::play
