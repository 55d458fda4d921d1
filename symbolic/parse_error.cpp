#include "symbolic/parse_error.h"

#include <cstdio>

namespace cgp {

std::optional<ParseError> parse_error_non_ascii(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x80) continue;
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02x", byte);
    return ParseError{i, std::string("unexpected byte ") + hex + " (not ASCII) at column " + std::to_string(i)};
  }
  return std::nullopt;
}

}  // namespace cgp
