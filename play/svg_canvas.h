// SvgCanvas: a standalone SVG document built from a few primitives, in user
// units with y pointing down (SVG's own convention). Every picture of the
// page and of the command line is drawn on one.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cgp::play {

class SvgCanvas {
 public:
  SvgCanvas(double width, double height);

  // `style` is a raw attribute list, e.g. R"(fill="#fff" stroke="#000")".
  void svg_rect(double x, double y, double w, double h, std::string_view style);
  void svg_line(double x1, double y1, double x2, double y2, std::string_view style);
  void svg_polyline(const std::vector<std::pair<double, double>>& points, std::string_view style);
  void svg_circle(double cx, double cy, double r, std::string_view style);
  // Text is escaped; anchor is "start", "middle" or "end".
  void svg_text(double x, double y, std::string_view text, std::string_view anchor, std::string_view style = "");
  // A <title> (a tooltip in browsers) for the whole picture.
  void svg_title(std::string_view title);

  std::string svg_document() const;

 private:
  double width_, height_;
  std::string title_;
  std::string body_;
};

std::string svg_escaped(std::string_view text);

}  // namespace cgp::play
