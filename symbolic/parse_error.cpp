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

std::string parse_error_quoted(std::string_view text) {
  constexpr std::size_t kShown = 60;
  std::string shown = "\"";
  for (const char c : text.substr(0, kShown)) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 32 && byte < 127) {
      shown += c;
    } else {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", byte);
      shown += hex;
    }
  }
  return shown + (text.size() > kShown ? "...\"" : "\"");
}

}  // namespace cgp
