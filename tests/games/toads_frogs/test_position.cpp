// Toads-and-Frogs positions: parsing, printing, moves.
#include "games/toads_frogs/moves.h"
#include "games/toads_frogs/position.h"
#include "tests/tf_text.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <variant>
#include <vector>

using namespace cgp;

namespace {

std::string parse_error(const std::string& text) {
  auto r = TfPosition::parse(text);
  REQUIRE(std::holds_alternative<ParseError>(r));
  return std::get<ParseError>(r).message;
}

std::vector<std::string> strings(const std::vector<TfPosition>& ps) {
  std::vector<std::string> out;
  for (const auto& p : ps) out.push_back(p.to_string());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("positions print as they parse, with '.' read as empty", "[tf][position]") {
  CHECK(tf_test::position("TT_FF").to_string() == "TT_FF");
  CHECK(tf_test::position("T.F").to_string() == "T_F");
  CHECK(tf_test::position("").to_string() == "");
  CHECK(tf_test::position("T^3_^2F^3").to_string() == "TTT__FFF");
  CHECK(tf_test::position("T^0F").to_string() == "F");
  CHECK(tf_test::position(std::string(64, '_')).size() == 64);
}

TEST_CASE("parse errors name the character and its 0-based column", "[tf][position]") {
  CHECK(parse_error("TXF") == "unexpected 'X' at column 1");
  CHECK(parse_error("T F") == "unexpected ' ' at column 1");
  CHECK(parse_error("t") == "unexpected 't' at column 0");
  CHECK(parse_error("^3") == "unexpected '^' at column 0");
  CHECK(parse_error("T^a") == "unexpected 'a' at column 2");
  CHECK(parse_error("T^") == "missing repeat count at end of input (column 2)");
  CHECK(parse_error(std::string(65, 'T')) == "too many squares (limit 64): 'T' at column 64");
  CHECK(parse_error("_T^64") == "too many squares (limit 64): 'T' at column 1");
  CHECK(parse_error("T^99999999999999999999999") ==
        "too many squares (limit 64): 'T' at column 0");
  auto r = TfPosition::parse("TT_FX");
  CHECK(std::get<ParseError>(r).column == 4);
}

TEST_CASE("mirror reverses the strip and swaps toads and frogs", "[tf][position]") {
  CHECK(tf_test::position("TT_F_").mirror().to_string() == "_T_FF");
  CHECK(tf_test::position("").mirror().to_string() == "");
  const std::string full = "T" + std::string(62, '_') + "F";
  CHECK(tf_test::position(full).mirror().to_string() == full);
  CHECK(tf_test::position("T_TFF_F").mirror().mirror() == tf_test::position("T_TFF_F"));
}

TEST_CASE("slice and erase", "[tf][position]") {
  CHECK(tf_test::position("TF_TF").slice(1, 4).to_string() == "F_T");
  CHECK(tf_test::position("TF_TF").erase(0).to_string() == "F_TF");
  CHECK(tf_test::position("TF_TF").erase(4).to_string() == "TF_T");
  const TfPosition long_one = tf_test::position(std::string(63, '_') + "T");
  CHECK(long_one.erase(10).to_string() == std::string(62, '_') + "T");
  CHECK(long_one.slice(60, 64).to_string() == "___T");
}

TEST_CASE("moves: steps and single jumps, never off the strip", "[tf][moves]") {
  // Left: toads step right into an empty square or jump one frog.
  CHECK(strings(left_options(tf_test::position("T_F"))) == std::vector<std::string>{"_TF"});
  CHECK(strings(left_options(tf_test::position("TF_"))) == std::vector<std::string>{"_FT"});
  CHECK(strings(left_options(tf_test::position("TFF_"))).empty());  // only one frog may be jumped
  CHECK(strings(left_options(tf_test::position("TT_"))) == std::vector<std::string>{"T_T"});  // no jumping toads
  CHECK(strings(left_options(tf_test::position("_TF"))).empty());   // the landing square is off the strip
  CHECK(strings(left_options(tf_test::position("__T"))).empty());
  // Right: frogs mirror that.
  CHECK(strings(right_options(tf_test::position("T_F"))) == std::vector<std::string>{"TF_"});
  CHECK(strings(right_options(tf_test::position("_TF"))) == std::vector<std::string>{"FT_"});
  CHECK(strings(right_options(tf_test::position("_TTF"))).empty());
  CHECK(strings(right_options(tf_test::position("FT_"))).empty());
  CHECK(strings(left_options(tf_test::position("T_TF_F"))) == std::vector<std::string>{"T__FTF", "_TTF_F"});
  CHECK(strings(right_options(tf_test::position("T_TF_F"))) == std::vector<std::string>{"TFT__F", "T_TFF_"});
}

TEST_CASE("Right's moves are Left's moves in the mirror, on every strip up to 8", "[tf][moves]") {
  for (std::size_t n = 0; n <= 8; ++n) {
    std::size_t codes = 1;
    for (std::size_t i = 0; i < n; ++i) codes *= 3;
    for (std::size_t code = 0; code < codes; ++code) {
      TfPosition p;
      for (std::size_t i = 0, c = code; i < n; ++i, c /= 3)
        p.push_back(c % 3 == 0 ? Square::Empty : c % 3 == 1 ? Square::Toad : Square::Frog);
      std::vector<TfPosition> mirrored;
      for (const auto& q : left_options(p.mirror())) mirrored.push_back(q.mirror());
      REQUIRE(strings(right_options(p)) == strings(mirrored));
    }
  }
}
