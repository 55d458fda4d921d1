// Bad notation gives a one-line ParseError naming the column; nothing throws.
#include "symbolic/notation_parse.h"

#include <catch2/catch.hpp>

#include <string>
#include <variant>

namespace {

cgp::ParseError notation_error(const std::string& text) {
  auto r = cgp::parse_game(cgp::GameStore::instance(), text);
  REQUIRE(std::holds_alternative<cgp::ParseError>(r));
  return std::get<cgp::ParseError>(r);
}

}  // namespace

TEST_CASE("notation errors name the offending column", "[notation]") {
  struct Case {
    std::string input;
    std::size_t column;
    std::string fragment;  // expected somewhere in the message
  };
  const Case cases[] = {
      {"{1|", 3, "expected '}' at column 3, found end of input"},
      {"{1|2", 4, "expected '}' at column 4"},
      {"1/3", 2, "denominator 3 is not a power of two at column 2"},
      {"1/0", 2, "denominator 0 at column 2"},
      {"1/", 2, "expected a denominator at column 2"},
      {"@", 0, "expected a game at column 0, found '@'"},
      {"*-", 2, "at column 2, found end of input"},
      {"1 2", 2, "unexpected '2' at column 2"},
      {"{1|0}}", 5, "unexpected '}' at column 5"},
      {"^v", 1, "unexpected 'v' at column 1"},
      {"", 0, "expected a game at column 0, found end of input"},
      {"{1}", 2, "expected '|' at column 2, found '}'"},
      {"{1|2|3}", 4, "ambiguous '|' at column 4"},
      {"{1||2||3}", 5, "ambiguous '||' at column 5"},
      {"^<2>", 0, "unsupported '^<2>'"},
      {"Tiny 1", 5, "expected '(' at column 5"},
      {"(1", 2, "expected ')' at column 2"},
      {"*99999", 0, "exceeds the limit"},
      {"^99999", 0, "exceeds the limit"},
      {"1+-", 3, "expected a game at column 3"},
      {"1 +  ", 5, "expected a game at column 5, found end of input"},
      {"{1|\n", 4, "expected '}' at column 4, found end of input"},
      {"1\x01", 1, "unexpected byte 0x01 at column 1"},
      {"{1|0\n\n,}", 6, "expected '}' at column 6, found ','"},  // offsets, not lines
  };
  for (const Case& c : cases) {
    INFO("input: '" << c.input << "'");
    const cgp::ParseError e = notation_error(c.input);
    INFO("message: " << e.message);
    CHECK(e.column == c.column);
    CHECK(e.message.find(c.fragment) != std::string::npos);
    CHECK(e.message.find("column") != std::string::npos);
    CHECK(e.message.find('\n') == std::string::npos);
  }
}

TEST_CASE("deep nesting is an error, not a crash", "[notation]") {
  const std::string deep = std::string(100000, '(') + "1" + std::string(100000, ')');
  CHECK(notation_error(deep).message.find("nesting deeper than") != std::string::npos);
  std::string ok = "{|}";  // {{..{|}..|}|} nested 150 deep is the integer 150
  for (int i = 1; i < 150; ++i) ok = "{" + ok + "|}";
  auto& store = cgp::GameStore::instance();
  const auto r = cgp::parse_game(store, ok);
  REQUIRE(std::holds_alternative<cgp::GameId>(r));
  CHECK(std::get<cgp::GameId>(r) == store.integer(149));
}
