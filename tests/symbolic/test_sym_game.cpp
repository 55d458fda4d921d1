// SymGame: parsing Conway notation with affine leaves, the printer's round
// trip, parameters, and instantiation against the concrete engine.
#include "symbolic/notation_parse.h"
#include "symbolic/sym_game.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <random>
#include <regex>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

using cgp::Affine;
using cgp::Dyadic;
using cgp::GameId;
using cgp::GameStore;
using cgp::SymGame;

namespace {

SymGame game_of(const std::string& text) {
  auto r = cgp::sym_game_parse(text);
  if (auto* e = std::get_if<cgp::ParseError>(&r)) FAIL("'" << text << "': " << e->message);
  return std::get<SymGame>(r);
}

cgp::ParseError game_error(const std::string& text) {
  auto r = cgp::sym_game_parse(text);
  if (auto* g = std::get_if<SymGame>(&r))
    FAIL("'" << text << "' parsed as " << cgp::sym_game_to_string(*g));
  return std::get<cgp::ParseError>(r);
}

GameId concrete(const std::string& text) {
  auto r = cgp::parse_game(GameStore::instance(), text);
  if (auto* e = std::get_if<cgp::ParseError>(&r)) FAIL("'" << text << "': " << e->message);
  return std::get<GameId>(r);
}

Affine affine(const std::string& text) { return std::get<Affine>(cgp::affine_parse(text)); }

// Node-for-node equality: same kinds, numbers, up/nim parts, option order.
bool same(const SymGame& x, const SymGame& y) {
  if (x.kind() != y.kind()) return false;
  auto all_same = [](const std::vector<SymGame>& a, const std::vector<SymGame>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
      if (!same(a[i], b[i])) return false;
    return true;
  };
  switch (x.kind()) {
    case SymGame::Kind::Leaf:
      return x.number() == y.number() && x.as_leaf().up == y.as_leaf().up &&
             x.as_leaf().nim == y.as_leaf().nim;
    case SymGame::Kind::Options:
      return all_same(x.left(), y.left()) && all_same(x.right(), y.right());
    case SymGame::Kind::Sum:
      return all_same(x.terms(), y.terms());
    case SymGame::Kind::Neg:
      return same(x.child(), y.child());
  }
  return false;
}

// The text with each parameter term (2a, n1, 3a/4) replaced by its value in
// parentheses: concrete notation for parse_game.
std::string substitute(const std::string& text, const cgp::ParamValues& at) {
  static const std::regex term("([0-9]*)([a-uw-z][0-9]*)(/[0-9]+)?");
  std::string out;
  auto last = text.cbegin();
  for (std::sregex_iterator it(text.begin(), text.end(), term), end; it != end; ++it) {
    const std::smatch& m = *it;
    out.append(last, m[0].first);
    const std::string coef = m[1].str().empty() ? "1" : m[1].str();
    const Dyadic value = cgp::affine_eval(affine(coef + m[2].str() + m[3].str()), at);
    out += '(';
    out += value.to_string();
    out += ')';
    last = m[0].second;
  }
  out.append(last, text.cend());
  return out;
}

// Random SymGames of the shape the parser produces: no Sum of leaves only
// and no Neg of a leaf (those fold into one leaf).
class RandomSymGames {
 public:
  RandomSymGames(unsigned seed, std::vector<std::string> params)
      : rng_(seed), params_(std::move(params)) {}

  SymGame leaf() {
    Affine e(pick(9) - 4);
    if (pick(6) == 0) e += Affine(Dyadic(1).half());
    for (const std::string& p : params_)
      if (pick(2)) e += Affine::param(p, pick(8) == 0 ? Dyadic(1).half() : Dyadic(pick(7) - 3));
    static const long ups[] = {0, 0, 0, 1, -1, 2, -2, 3, -4};
    static const unsigned nims[] = {0, 0, 0, 1, 2, 3};
    return SymGame::leaf(e, ups[pick(9)], nims[pick(6)]);
  }

  SymGame tree(int depth) {
    if (depth <= 0 || pick(4) == 0) return leaf();
    switch (pick(7)) {
      case 0: {
        std::vector<SymGame> terms(static_cast<std::size_t>(2 + pick(2)));
        for (auto& t : terms) t = tree(depth - 1);
        terms[static_cast<std::size_t>(pick(static_cast<int>(terms.size())))] = options(depth);
        return SymGame::sum(std::move(terms));
      }
      case 1: {
        SymGame child = tree(depth - 1);
        return SymGame::neg(child.is_leaf() ? options(depth) : child);
      }
      default:
        return options(depth);
    }
  }

  const std::vector<std::string>& params() const { return params_; }
  long value() { return pick(7); }

 private:
  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }

  SymGame options(int depth) {
    std::vector<SymGame> left(static_cast<std::size_t>(pick(3))), right(static_cast<std::size_t>(pick(3)));
    for (auto& o : left) o = tree(depth - 1);
    for (auto& o : right) o = tree(depth - 1);
    return SymGame::options(std::move(left), std::move(right));
  }

  std::mt19937 rng_;
  std::vector<std::string> params_;
};

}  // namespace

TEST_CASE("sym_game_parse: the issue's examples", "[sym_game]") {
  struct Case {
    std::string input, printed;
  };
  const Case cases[] = {
      {"{{a-2|1}|0}", "{{a-2|1}|0}"},
      {"{c-a-2|c-a+2}", "{c-a-2|c-a+2}"},
      {"{ c - a - 2 | -a + c + 2 }", "{c-a-2|c-a+2}"},
      {"(a-2)*", "(a-2)*"},
      {"2a+b-1", "2a+b-1"},
      {"{a-1|}", "{a-1|}"},
      {"^", "^"},
      {"v", "v"},
      {"*3", "*3"},
      {"{|}", "{|}"},
      {"{a|}", "{a|}"},
      {"{ {{c-a-4|c-a}|{c-a-2|c-a+2}} | {{c-a-2|c-a+2}|{c-a|c-a+4}} }",
       "{{{c-a-4|c-a}|{c-a-2|c-a+2}}|{{c-a-2|c-a+2}|{c-a|c-a+4}}}"},
      // number-up-star leaves and how they print
      {"3*", "3*"},
      {"a*", "a*"},
      {"2a^", "2a^"},
      {"a + ^ + *", "a^*"},
      {"(2a-1)*", "(2a-1)*"},
      {"(2a-1)^", "(2a-1)^"},
      {"(-a)*", "(-a)*"},
      {"-a*", "(-a)*"},
      {"-(a-2)*", "(-a+2)*"},
      {"(a-2)^*", "(a-2)^*"},
      {"(a)*2", "a*2"},
      {"a*2", "a*2"},
      {"-2a^", "(-2a)^"},
      {"a + ^^ + ^", "a+^3"},
      {"a-2 + v3*", "a-2+v3*"},
      {"^3 + 1", "1^3"},
      {"3a/4*", "3a/4*"},
      {"a/2 + 1/4", "a/2+1/4"},
      {"n1 + 3b2 - n1", "3b2"},
      {"^*", "^*"},
      {"a - a + *", "*"},
      {"-a", "-a"},
      {"-(a)", "-a"},
      {"* + *", "0"},
      // switches, calls, multi-bar braces
      {"a+-1", "{a+1|a-1}"},
      {"+-a", "{a|-a}"},
      {"a +- b +- 1", "{{a+b|a-b} + 1|{a+b|a-b} + -1}"},
      {"Tiny(a)", "{0|{0|-a}}"},
      {"Miny(a-1)", "{{a-1|0}|0}"},
      {"{a||b|c}", "{a|{b|c}}"},
      {"{a|b||c}", "{{a|b}|c}"},
      {"{a, b*, 0 | c}", "{a,b*,0|c}"},
      // sums with a non-leaf term stay sums
      {"a + {1|0}", "a + {1|0}"},
      {"{1|0} - a", "{1|0} + -a"},
      {"{1|0} - {a|}", "{1|0} + -({a|})"},
      {"2a+b-1 + {1|0}", "2a + b + -1 + {1|0}"},
      {"(2a+b-1) + {1|0}", "(2a+b-1) + {1|0}"},
      {"({a|} + 1) + {|b}", "({a|} + 1) + {|b}"},
      {"({a|})*", "{a|} + *"},
  };
  for (const Case& c : cases) {
    INFO("input: " << c.input);
    const SymGame g = game_of(c.input);
    CHECK(cgp::sym_game_to_string(g) == c.printed);
    CHECK(same(game_of(c.printed), g));
  }
}

TEST_CASE("sym_game_parse: leaves fold into one affine leaf", "[sym_game]") {
  const SymGame g = game_of("2a+b-1");
  REQUIRE(g.is_leaf());
  CHECK(g.number() == affine("2a+b-1"));
  const SymGame h = game_of("(a-2)*");
  REQUIRE(h.is_leaf());
  CHECK(h.number() == affine("a-2"));
  CHECK(h.as_leaf().up == 0);
  CHECK(h.as_leaf().nim == 1);
  const SymGame k = game_of("{a-2|1}");
  REQUIRE(k.kind() == SymGame::Kind::Options);
  REQUIRE(k.left().size() == 1);
  REQUIRE(k.right().size() == 1);
  CHECK(k.left()[0].number() == affine("a-2"));
  CHECK(k.right()[0].number() == Affine(1));
  const SymGame s = game_of("a + {1|0} - {b|}");
  REQUIRE(s.kind() == SymGame::Kind::Sum);
  REQUIRE(s.terms().size() == 3);
  CHECK(s.terms()[0].is_leaf());
  CHECK(s.terms()[2].kind() == SymGame::Kind::Neg);
}

// Found by the fuzzer: each literal is within the parser's limits (1024
// arrows, nimbers up to *1024), their sum is not, and was printed as one
// literal (6^2040) that did not read again.
TEST_CASE("sym_game_to_string re-parses sums beyond one literal's limits", "[sym_game]") {
  const SymGame g = game_of("3+^1020*+3+^1020*");
  REQUIRE(g.is_leaf());
  CHECK(g.number() == Affine(6));
  CHECK(g.as_leaf().up == 2040);  // 1020 + 1020
  CHECK(g.as_leaf().nim == 0);    // * + * = 0
  for (const char* text : {"3+^1020*+3+^1020*", "a+v1000+v1000+v1000", "{*1024+*1023|b}",
                           "-(a+^1024+^1)", "2a+*1024+*3+^3", "{1|v1000+v1000+v1000+*1024+*1}"}) {
    const SymGame h = game_of(text);
    const std::string printed = cgp::sym_game_to_string(h);
    INFO(text << " printed " << printed);
    CHECK(same(game_of(printed), h));
  }
}

TEST_CASE("prefixes nest without brackets: trees too deep to print readably are refused", "[sym_game]") {
  // Found by fuzzing: 240 prefix minus signs typed without a bracket printed
  // as 240 nested -(...), beyond the 200 levels the parser reads.
  const cgp::ParseError e = game_error("a " + std::string(240, '-') + "+- b +- p0");
  CHECK(e.message.find("nesting deeper than 200") != std::string::npos);
  // Within the bound the printed text reads back as the same tree.
  for (const std::string& text : {"a " + std::string(150, '-') + "+- b +- p0", std::string(90, '-') + "{b|-b} +- a",
                                  "{" + std::string(190, '-') + "(a+b)|}"}) {
    const SymGame g = game_of(text);
    const std::string printed = cgp::sym_game_to_string(g);
    INFO(text << " printed " << printed);
    CHECK(same(game_of(printed), g));
  }
}

TEST_CASE("sym_game_params: sorted, without duplicates", "[sym_game]") {
  using V = std::vector<std::string>;
  CHECK(cgp::sym_game_params(game_of("{ {{c-a-4|c-a}|{c-a-2|c-a+2}} | 0 }")) == V{"a", "c"});
  CHECK(cgp::sym_game_params(game_of("{a10|a2} + {b|-(n1)} - {|a}")) == V{"a", "a2", "a10", "b", "n1"});
  CHECK(cgp::sym_game_params(game_of("{1|*} + ^")).empty());
  CHECK(cgp::sym_game_params(game_of("a - a")).empty());  // 0: no parameter left
}

TEST_CASE("sym_game_to_string re-parses to the same tree (random games)", "[sym_game]") {
  const std::vector<std::vector<std::string>> param_sets = {{"a"}, {"a", "b"}, {"a", "c", "n1"}};
  for (unsigned seed = 1; seed <= 600; ++seed) {
    RandomSymGames gen(seed, param_sets[seed % 3]);
    const SymGame g = gen.tree(3);
    const std::string text = cgp::sym_game_to_string(g);
    INFO("seed " << seed << ": " << text);
    const SymGame back = game_of(text);
    CHECK(same(back, g));
    CHECK(cgp::sym_game_to_string(back) == text);
  }
}

TEST_CASE("sym_game_instantiate agrees with parse_game on substituted text", "[sym_game]") {
  auto& store = GameStore::instance();
  struct Case {
    std::string symbolic;
    cgp::ParamValues at;
    std::string concrete;
  };
  const Case cases[] = {
      {"{a-2|1}", {{"a", 5}}, "{3|1}"},
      {"{{a-2|1}|0}", {{"a", 2}}, "{{0|1}|0}"},
      {"{c-a-2|c-a+2}", {{"a", 1}, {"c", 4}}, "{1|5}"},
      {"(a-2)*", {{"a", 5}}, "3*"},
      {"(2a-1)^", {{"a", 0}}, "-1^"},
      {"2a+b-1", {{"a", 3}, {"b", 1}}, "6"},
      {"a/2 + {1|0}", {{"a", 1}}, "1/2 + {1|0}"},
      {"{a-1|}", {{"a", 7}}, "{6|}"},
      {"a+-b", {{"a", 3}, {"b", 2}}, "3+-2"},
      {"Tiny(a) + a*", {{"a", 2}}, "Tiny(2) + 2*"},
      {"{ {{c-a-4|c-a}|{c-a-2|c-a+2}} | {{c-a-2|c-a+2}|{c-a|c-a+4}} }",
       {{"a", 3}, {"c", 2}},
       "{ {{-5|-1}|{-3|1}} | {{-3|1}|{-1|3}} }"},
  };
  for (const Case& c : cases) {
    INFO(c.symbolic << " -> " << c.concrete);
    CHECK(cgp::sym_game_instantiate(store, game_of(c.symbolic), c.at) == concrete(c.concrete));
  }
  // The B11 induction step: at every point it equals {c-a-2|c-a+2}.
  const SymGame b11 =
      game_of("{ {{c-a-4|c-a}|{c-a-2|c-a+2}} | {{c-a-2|c-a+2}|{c-a|c-a+4}} }");
  const SymGame target = game_of("{c-a-2|c-a+2}");
  for (long a = 0; a <= 6; ++a)
    for (long c = 0; c <= 6; ++c) {
      const cgp::ParamValues at{{"a", a}, {"c", c}};
      CHECK(cgp::sym_game_instantiate(store, b11, at) == cgp::sym_game_instantiate(store, target, at));
    }
}

TEST_CASE("random games: instantiation = parse_game of the substituted text", "[sym_game]") {
  auto& store = GameStore::instance();
  const std::vector<std::vector<std::string>> param_sets = {{"a"}, {"a", "b"}, {"a", "c", "n1"}};
  for (unsigned seed = 1; seed <= 300; ++seed) {
    RandomSymGames gen(seed, param_sets[seed % 3]);
    const SymGame g = gen.tree(3);
    cgp::ParamValues at;
    for (const std::string& p : gen.params()) at[p] = gen.value();
    const std::string text = substitute(cgp::sym_game_to_string(g), at);
    INFO("seed " << seed << ": " << cgp::sym_game_to_string(g) << " -> " << text);
    CHECK(cgp::sym_game_instantiate(store, g, at) == concrete(text));
  }
}

TEST_CASE("on concrete notation the symbolic reading is parse_game's", "[sym_game]") {
  auto& store = GameStore::instance();
  std::vector<std::string> inputs = {"+-1", "3+-1", "+-1*", "+-{1|0}", "Tiny(2) + *3",
                                     "^^* - v3", "{2||1|0}", "-2^3*", "- 2^3*", "1/2^*",
                                     "(1+1)*", "-(1/2)^", "{1,*|-1}", "Miny(1/2) + 2"};
  // Both sides of every published identity, too.
  std::ifstream in(std::string(CGP_TEST_DATA) + "/canonical_forms.txt");
  REQUIRE(in.good());
  for (std::string line; std::getline(in, line);) {
    line = line.substr(0, line.find('#'));
    const auto eq = line.find('=');
    if (eq == std::string::npos) continue;
    inputs.push_back(line.substr(0, eq));
    inputs.push_back(line.substr(eq + 1));
  }
  REQUIRE(inputs.size() > 100);
  for (const std::string& text : inputs) {
    INFO(text);
    const SymGame g = game_of(text);
    CHECK(cgp::sym_game_params(g).empty());
    CHECK(cgp::sym_game_instantiate(store, g, {}) == concrete(text));
  }
}

TEST_CASE("sym_game_instantiate needs every parameter", "[sym_game]") {
  auto& store = GameStore::instance();
  const SymGame g = game_of("{a|b}");
  CHECK_THROWS_AS(cgp::sym_game_instantiate(store, g, {{"a", 1}}), std::invalid_argument);
  CHECK_NOTHROW(cgp::sym_game_instantiate(store, g, {{"a", 1}, {"b", 0}, {"c", 9}}));
}

TEST_CASE("bad symbolic notation: one line naming the column", "[sym_game]") {
  struct Case {
    std::string input;
    std::size_t column;
    std::string fragment;
  };
  const Case cases[] = {
      // a*b is a + * followed by junk: '*' is star, never a product
      {"a*b", 2, "unexpected 'b' at column 2 (a product of parameters is not affine"},
      {"{a*b|}", 3, "product of parameters is not affine"},
      {"a*2b", 3, "product of parameters is not affine"},
      // ^ with a count directly after a parameter or ')' reads as a power
      {"a^2", 1, "'a^2' at column 1 is not affine"},
      {"{2a^3|}", 3, "'a^3' at column 3 is not affine"},
      {"av2", 1, "not affine"},
      {"(a+1)^2", 5, "')^2' at column 5 is not affine"},
      {"ab", 1, "'ab' is not a parameter"},
      {"{n1b|}", 3, "'n1b' is not a parameter"},
      {"{1|", 3, "expected '}' at column 3, found end of input"},
      {"{a|b", 4, "expected '}' at column 4"},
      {"1/2a", 3, "a denominator goes after the name"},
      {"a/3", 2, "denominator 3 is not a power of two at column 2"},
      {"a/0", 2, "denominator 0 at column 2"},
      {"2 a", 2, "unexpected 'a' at column 2"},
      {"a^<2>", 1, "unsupported '^<2>'"},
      {"A", 0, "expected a game at column 0, found 'A'"},
      {"a 1", 2, "unexpected '1' at column 2"},
      {"{a|b|c}", 4, "ambiguous '|' at column 4"},
      {"(a-2) *", 6, "unexpected '*' at column 6"},
      {"a *", 2, "unexpected '*' at column 2"},
      {"(a", 2, "expected ')' at column 2, found end of input"},
  };
  for (const Case& c : cases) {
    INFO("input: '" << c.input << "'");
    const cgp::ParseError e = game_error(c.input);
    INFO("message: " << e.message);
    CHECK(e.column == c.column);
    CHECK(e.message.find(c.fragment) != std::string::npos);
    CHECK(e.message.find('\n') == std::string::npos);
  }
}

TEST_CASE("parse_game refuses parameters, naming the column", "[sym_game][notation]") {
  auto& store = GameStore::instance();
  auto error = [&](const std::string& text) {
    auto r = cgp::parse_game(store, text);
    REQUIRE(std::holds_alternative<cgp::ParseError>(r));
    return std::get<cgp::ParseError>(r);
  };
  const cgp::ParseError e = error("{1|a}");
  CHECK(e.column == 3);
  CHECK(e.message == "parameter 'a' at column 3: parameters are not allowed here");
  CHECK(error("1 + 2n1*").column == 5);
  CHECK(error("(a-2)*").message.find("parameter 'a' at column 1") != std::string::npos);
  // Postfix up/star after ')' is plain notation, concretely too.
  CHECK(concrete("(1+1)*") == store.up_star(Dyadic(2), 0, 1));
  CHECK(concrete("({1|0})^") == store.add(concrete("{1|0}"), concrete("^")));
}
