#include "games/toads_frogs/position.h"

#include <algorithm>
#include <optional>

namespace cgp {

char square_char(Square s) {
  switch (s) {
    case Square::Toad: return 'T';
    case Square::Frog: return 'F';
    default: return '_';
  }
}

namespace {

std::optional<Square> square_of(char c) {
  switch (c) {
    case 'T': return Square::Toad;
    case 'F': return Square::Frog;
    case '_':
    case '.': return Square::Empty;
    default: return std::nullopt;
  }
}

ParseError error_at(std::string_view text, std::size_t column, std::string what) {
  if (column >= text.size()) return {column, what + " at end of input (column " + std::to_string(column) + ")"};
  return {column, what + " '" + std::string(1, text[column]) + "' at column " + std::to_string(column)};
}

}  // namespace

std::variant<TfPosition, ParseError> TfPosition::parse(std::string_view text) {
  TfPosition p;
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t start = i;
    const std::optional<Square> s = square_of(text[i]);
    if (!s) return error_at(text, i, "unexpected");
    ++i;
    std::size_t count = 1;
    if (i < text.size() && text[i] == '^') {
      ++i;
      if (i >= text.size()) return error_at(text, i, "missing repeat count");
      if (text[i] < '0' || text[i] > '9') return error_at(text, i, "unexpected");
      count = 0;
      // Saturate instead of overflowing: any count above the limit is an error anyway.
      for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i)
        count = std::min<std::size_t>(count * 10 + std::size_t(text[i] - '0'), kMaxLength + 1);
    }
    if (p.size() + count > kMaxLength)
      return error_at(text, start,
                      "too many squares (limit " + std::to_string(kMaxLength) + "):");
    for (std::size_t k = 0; k < count; ++k) p.push_back(*s);
  }
  return p;
}

std::string TfPosition::to_string() const {
  std::string out(size(), '_');
  for (std::size_t i = 0; i < size(); ++i) out[i] = square_char((*this)[i]);
  return out;
}

}  // namespace cgp
