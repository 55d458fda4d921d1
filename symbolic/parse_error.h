#pragma once
// The one error type of every parser of user text: CGSuite notation, affine
// expressions, regions, symbolic games, Toads-and-Frogs positions and
// patterns, Chomp positions, patterns and boxes. Parsers never throw on bad
// input; they return std::variant<T, ParseError>, and the CLI prints the
// message as its one line with exit code 2.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace cgp {

struct ParseError {
  std::size_t column = 0;  // 0-based byte offset of the offending character (0 when the whole text is at fault)
  std::string message;     // one line, naming what is wrong (and the column, where there is one)
};

// The error for the first byte outside ASCII, if any. Parsers built on Spirit
// call it first: Spirit's character classes (x3::space, x3::lower) are defined
// on ASCII only and assert on other bytes; nothing valid uses them.
std::optional<ParseError> parse_error_non_ascii(std::string_view text);

// User text (a player's name or path, a word read from a file) as an error
// message quotes it: in double quotes, on one line whatever it holds (a byte
// outside printable ASCII as \xNN; a name from a web request or a JSON string
// may hold a line break), cut after 60 characters.
std::string parse_error_quoted(std::string_view text);

}  // namespace cgp
