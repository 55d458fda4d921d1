// Published canonical forms (tests/data/canonical_forms.txt) and the exact
// strings the printer produces for them.
#include "symbolic/notation_parse.h"
#include "symbolic/notation_print.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace {

cgp::GameId parse_ok(const std::string& text) {
  auto r = cgp::parse_game(cgp::GameStore::instance(), text);
  if (auto* e = std::get_if<cgp::ParseError>(&r))
    FAIL("parse of '" << text << "': " << e->message);
  return std::get<cgp::GameId>(r);
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

struct Identity {
  int line;
  std::string input, expected;
};

std::vector<Identity> read_identities(const std::string& path) {
  std::ifstream in(path);
  REQUIRE(in.good());
  std::vector<Identity> out;
  std::string raw;
  for (int line = 1; std::getline(in, raw); ++line) {
    const std::string text = trim(raw.substr(0, raw.find('#')));
    if (text.empty()) continue;
    const auto eq = text.find('=');
    REQUIRE(eq != std::string::npos);
    out.push_back({line, trim(text.substr(0, eq)), trim(text.substr(eq + 1))});
  }
  return out;
}

}  // namespace

TEST_CASE("published canonical forms", "[notation]") {
  auto& store = cgp::GameStore::instance();
  const auto identities = read_identities(std::string(CGP_TEST_DATA) + "/canonical_forms.txt");
  REQUIRE(identities.size() > 50);
  for (const Identity& id : identities) {
    INFO("canonical_forms.txt:" << id.line << ": " << id.input << " = " << id.expected);
    const cgp::GameId g = parse_ok(id.input);
    const cgp::GameId h = parse_ok(id.expected);
    INFO("got " << cgp::game_to_string(store, g) << ", expected " << cgp::game_to_string(store, h));
    CHECK(g == h);
    CHECK(store.compare(g, h) == cgp::Relation::Equal);
  }
}

TEST_CASE("printer uses CGSuite's names", "[notation]") {
  auto& store = cgp::GameStore::instance();
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"0", "0"},
      {"3", "3"},
      {"-6/16", "-3/8"},
      {"{0|0}", "*"},
      {"*2", "*2"},
      {"{1|1}", "1*"},
      {"{0|*}", "^"},
      {"{0,*|0}", "^*"},
      {"^+^", "^^"},
      {"^+^+^", "^3"},
      {"v+v+*3", "vv*3"},
      {"1/2 + v", "1/2v"},
      {"-2 + ^3 + *", "-2^3*"},
      {"-2 + v3 + *2", "-2v3*2"},
      {"{1|-1}", "+-1"},
      {"{4|2}", "3+-1"},
      {"{-1|-3}", "-2+-1"},
      {"{1/2|-1/2}", "+-1/2"},
      {"{1|0}", "{1|0}"},
      {"{2|{1|0}}", "{2||1|0}"},
      {"{{3|2}|0}", "{3|2||0}"},
      {"{0||0|-1}", "Tiny(1)"},
      {"{1/2|0||0}", "Miny(1/2)"},
      {"2 + Tiny(1)", "2+Tiny(1)"},
      {"{1*|-1*}", "+-1*"},
  };
  for (const auto& [input, printed] : cases) {
    INFO(input);
    CHECK(cgp::game_to_string(store, parse_ok(input)) == printed);
  }
}

TEST_CASE("notation accepts the documented spellings", "[notation]") {
  const std::vector<std::pair<std::string, std::string>> same = {
      {"1/2^*", "1/2 + ^ + *"},
      {"-2v3*2", "-2 + v + v + v + *2"},
      {"^^", "^2"},
      {"vv", "v2"},
      {"1*2", "1 + *2"},
      {"- 2^3*", "-(2^3*)"},
      {"+-1*", "{1*|-1*}"},
      {"+-{1|0}", "{{1|0}|{0|-1}}"},
      {"3+-1*", "{4*|2*}"},
      {"{ 1 , * | -1 }", "{1,*|-1}"},
      {"Miny(1/4)", "{1/4|0||0}"},
      {"Tiny({1|0})", "{0||0|{0|-1}}"},
      {"(1 + 2) - (3)", "0"},
      {"1 - -2", "3"},
      {"{3||2|1}", "{3|{2|1}}"},
      {"{3|2||1}", "{{3|2}|1}"},
      {"{4|3||2|||1}", "{{{4|3}|2}|1}"},
      {"{4|||3||2|1}", "{4|{3|{2|1}}}"},
      {"{4|3||2|1}", "{{4|3}|{2|1}}"},
      {"{||}", "0"},
  };
  for (const auto& [a, b] : same) {
    INFO(a << " vs " << b);
    CHECK(parse_ok(a) == parse_ok(b));
  }
}
