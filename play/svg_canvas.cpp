#include "play/svg_canvas.h"

#include <fmt/core.h>

namespace cgp::play {

std::string svg_escaped(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out.push_back(c);
    }
  }
  return out;
}

SvgCanvas::SvgCanvas(double width, double height) : width_(width), height_(height) {}

void SvgCanvas::svg_rect(double x, double y, double w, double h, std::string_view style) {
  body_ += fmt::format(R"(<rect x="{:.2f}" y="{:.2f}" width="{:.2f}" height="{:.2f}" {}/>)", x, y, w, h, style);
  body_ += '\n';
}

void SvgCanvas::svg_line(double x1, double y1, double x2, double y2, std::string_view style) {
  body_ += fmt::format(R"(<line x1="{:.2f}" y1="{:.2f}" x2="{:.2f}" y2="{:.2f}" {}/>)", x1, y1, x2, y2, style);
  body_ += '\n';
}

void SvgCanvas::svg_polyline(const std::vector<std::pair<double, double>>& points, std::string_view style) {
  std::string coords;
  for (const auto& [x, y] : points) coords += fmt::format("{}{:.2f},{:.2f}", coords.empty() ? "" : " ", x, y);
  body_ += fmt::format(R"(<polyline points="{}" fill="none" {}/>)", coords, style);
  body_ += '\n';
}

void SvgCanvas::svg_circle(double cx, double cy, double r, std::string_view style) {
  body_ += fmt::format(R"(<circle cx="{:.2f}" cy="{:.2f}" r="{:.2f}" {}/>)", cx, cy, r, style);
  body_ += '\n';
}

void SvgCanvas::svg_text(double x, double y, std::string_view text, std::string_view anchor, std::string_view style) {
  body_ += fmt::format(R"(<text x="{:.2f}" y="{:.2f}" text-anchor="{}" {}>{}</text>)", x, y, anchor, style,
                       svg_escaped(text));
  body_ += '\n';
}

void SvgCanvas::svg_title(std::string_view title) { title_ = svg_escaped(title); }

std::string SvgCanvas::svg_document() const {
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0:.0f}\" height=\"{1:.0f}\" viewBox=\"0 0 {0:.0f} "
      "{1:.0f}\" font-family=\"sans-serif\" font-size=\"12\">\n{2}{3}</svg>\n",
      width_, height_, title_.empty() ? "" : "<title>" + title_ + "</title>\n", body_);
}

}  // namespace cgp::play
