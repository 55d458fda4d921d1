#include "play/thermograph_svg.h"

#include "play/svg_canvas.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace cgp::play {
namespace {

double to_double(const Dyadic& x) {
  return std::ldexp(fmpz_get_d(x.numerator()), -static_cast<int>(x.exponent()));
}

// The wall's corners from t = -1 to the temperature (the mast begins there).
std::vector<std::pair<double, double>> wall_corners(const Trajectory& wall, const Dyadic& temperature) {
  std::vector<std::pair<double, double>> out;
  for (std::size_t i = 0; i < wall.starts().size(); ++i)
    out.emplace_back(to_double(wall.starts()[i]), to_double(wall.values()[i]));
  const double t = std::max(to_double(temperature), -1.0);
  if (out.back().first < t) out.emplace_back(t, to_double(wall.value_at(std::max(temperature, Dyadic(-1)))));
  return out;
}

}  // namespace

std::string thermograph_svg(const Thermograph& th, const std::string& caption) {
  const auto left = wall_corners(th.left, th.temperature), right = wall_corners(th.right, th.temperature);
  const double temp = to_double(th.temperature), mean = to_double(th.mean);
  const double t_top = std::max(temp, 0.0) + 1.0;
  double v_max = mean, v_min = mean;
  for (const auto& [t, v] : left) v_max = std::max(v_max, v);
  for (const auto& [t, v] : right) v_min = std::min(v_min, v);
  v_max += 0.5;
  v_min -= 0.5;
  // One scale for both axes, so slopes of 1 are drawn at 45 degrees.
  const double plot = 320, scale = plot / std::max(v_max - v_min, t_top + 1.0);
  const double margin = 40, width = (v_max - v_min) * scale + 2 * margin, height = (t_top + 1) * scale + 2 * margin + 20;
  const auto px = [&](double v) { return margin + (v_max - v) * scale; };  // larger values to the left
  const auto py = [&](double t) { return margin + 20 + (t_top - t) * scale; };
  SvgCanvas c(width, height);
  c.svg_title(fmt::format("thermograph of {}", caption));
  c.svg_rect(0, 0, width, height, R"(fill="#fff")");
  c.svg_text(width / 2, 22, fmt::format("{}: temperature {}, mean {}", caption, th.temperature.to_string(),
                                        th.mean.to_string()),
             "middle", R"(font-weight="bold")");
  // Axes: t = 0 and t = -1, and the value 0 when it is in view.
  c.svg_line(px(v_max), py(0), px(v_min), py(0), R"(stroke="#999" stroke-dasharray="4 3")");
  c.svg_text(px(v_min) + 4, py(0) + 4, "t=0", "start", R"(fill="#666")");
  c.svg_line(px(v_max), py(-1), px(v_min), py(-1), R"(stroke="#ccc")");
  c.svg_text(px(v_min) + 4, py(-1) + 4, "t=-1", "start", R"(fill="#666")");
  for (double v = std::ceil(v_min); v <= v_max; v += 1) {
    c.svg_line(px(v), py(-1), px(v), py(-1) + 5, R"(stroke="#999")");
    c.svg_text(px(v), py(-1) + 18, fmt::format("{}", v), "middle", R"(fill="#666")");
  }
  const auto to_px = [&](const std::vector<std::pair<double, double>>& wall) {
    std::vector<std::pair<double, double>> pts;
    for (const auto& [t, v] : wall) pts.emplace_back(px(v), py(t));
    return pts;
  };
  c.svg_polyline(to_px(left), R"(stroke="#1f5fbf" stroke-width="2.5" class="left-wall")");
  c.svg_polyline(to_px(right), R"(stroke="#c0392b" stroke-width="2.5" class="right-wall")");
  c.svg_line(px(mean), py(std::max(temp, -1.0)), px(mean), py(t_top), R"(stroke="#000" stroke-width="2.5" class="mast")");
  c.svg_circle(px(mean), py(std::max(temp, -1.0)), 3.5, R"(fill="#000")");
  return c.svg_document();
}

}  // namespace cgp::play
