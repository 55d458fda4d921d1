// The abstract syntax of Conway notation and what every evaluator of it needs.
//
// One grammar (notation_parse.cpp, Boost.Spirit X3) fills these structs; two
// evaluators give them meaning: the concrete one (parse_game, into the
// GameStore) and the symbolic one (sym_game_parse, into a SymGame with affine
// leaves). Keeping the grammar single means both read exactly the same
// syntax; the evaluators differ only where the number domains differ (the
// concrete one rejects parameter terms).
//
// Internal to symbolic/: include it only from an evaluator.
#pragma once

#include "symbolic/dyadic.h"
#include "symbolic/notation_parse.h"

#include <boost/optional.hpp>
#include <boost/spirit/home/x3/support/ast/variant.hpp>

#include <algorithm>
#include <cstddef>
#include <exception>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace cgp::notation {

namespace ast {

namespace x3 = boost::spirit::x3;

struct Denominator {
  std::size_t column = 0;
  std::string digits;
};
struct Number {
  std::string numerator;  // optional '-' and decimal digits
  boost::optional<Denominator> denominator;
};
// A parameter after an optional coefficient (the leaf's Number): `a`, `n12`,
// with an optional /2^k that scales the whole term (`3a/4`).
struct Name {
  std::size_t column = 0;
  std::string text;
  boost::optional<Denominator> denominator;
};
// The raw arrow token: "^", "^^", "^7", "^<2>", "v", "vv", "v7", "v<2>".
struct Arrows {
  std::size_t column = 0;
  std::string text;
};
struct Star {
  std::size_t column = 0;
  std::string digits;  // empty for plain *
};
// x + n.^ + *m written as one token, x a number or a parameter term (2a);
// at least one part is present.
struct UpStarLiteral {
  std::size_t column = 0;
  boost::optional<Number> number;
  boost::optional<Name> name;
  boost::optional<Arrows> arrows;
  boost::optional<Star> star;
};
using Leaf = UpStarLiteral;

struct Braces;
struct Group;
struct Call;

struct Primary
    : x3::variant<Leaf, x3::forward_ast<Braces>, x3::forward_ast<Group>, x3::forward_ast<Call>> {
  using base_type::base_type;
  using base_type::operator=;
};
// A factor written directly after a primary, without space: the b of `ab`,
// the (b-1) of `(a-1)(b-1)`. Only parse_notation_ast(text, true) makes them.
struct Factor {
  std::size_t column = 0;
  Primary primary;
};
// Prefix operators, outermost first: '-' negation, 'p' the switch +-; they
// apply to the product of the primary and its factors.
struct Unary {
  std::string prefixes;
  Primary primary;
  std::vector<Factor> factors;
};
// base +- s1 +- s2 ..., folded from the left.
struct Term {
  Unary base;
  std::vector<Unary> switches;
};
struct Tail {
  char op = '+';  // '+' or '-'
  Term term;
};
struct Sum {
  Term first;
  std::vector<Tail> rest;
};
// (body) with optional up/star parts written directly after ')': (a-2)*.
struct Group {
  Sum body;
  boost::optional<Arrows> arrows;
  boost::optional<Star> star;
};
struct Bar {
  std::size_t column = 0;
  std::string pipes;  // "|", "||", ...
};
struct Segment {
  Bar bar;
  std::vector<Sum> options;
};
// {first bar1 list1 bar2 list2 ...}: the bar structure is resolved by
// build_braces below, not the grammar, because it depends on comparing bar counts.
struct Braces {
  std::size_t column = 0;
  std::vector<Sum> first;
  std::vector<Segment> rest;
};
struct Call {
  std::size_t column = 0;
  std::string name;  // "Tiny" or "Miny"
  Sum argument;
};

}  // namespace ast

// The syntax tree of a whole input, or the syntax error (nesting deeper than
// the limit included). Never throws. With `products`, juxtaposed primaries
// (`ab`, `(a-1)(b-1)`) are factors of one Unary (polynomial.h); without, the
// grammar is exactly the affine one and such text is a syntax error.
std::variant<ast::Sum, ParseError> parse_notation_ast(std::string_view text, bool products = false);

// ---------------------------------------------------------------- evaluation

// Bounds that keep hostile input from exhausting memory: *m has m options,
// and n.^ is built through n nested values.
constexpr unsigned long kMaxNimber = 1024;
constexpr unsigned long kMaxUps = 1024;

// Thrown by evaluators, caught by evaluate().
struct EvalError {
  std::size_t column;
  std::string message;
};

// Throws "<what> at column N<why>".
[[noreturn]] void fail(std::size_t column, const std::string& what, const std::string& why = "");

// Literal parts, shared so that both domains read them alike.
Dyadic decode_number(const ast::Number& n);            // the coefficient or number
unsigned long decode_denominator(const ast::Denominator& d);  // k for 2^k; fails otherwise
long decode_arrows(const ast::Arrows& a);              // signed count of ups
unsigned decode_star(const ast::Star& s);              // the nim part
// Arrows written directly after `operand` ("a" or ")"): a count there reads
// like a power (a^2, (a+1)^2), which is not affine, so it is refused.
long decode_arrows_after(const ast::Arrows& a, const std::string& operand);

// Runs an evaluation, turning its failures into a ParseError.
template <class Value, class Fn>
std::variant<Value, ParseError> evaluate(Fn&& fn) {
  try {
    return fn();
  } catch (const EvalError& e) {
    return ParseError{e.column, e.message};
  } catch (const std::exception& e) {
    return ParseError{0, std::string("internal error: ") + e.what() + " at column 0"};
  } catch (...) {
    return ParseError{0, "internal error at column 0"};
  }
}

// The game written by braces with multi-bar separators. In a run of option
// lists with bars between them, the longest bar splits the game into Left and
// Right ({a||b|c} = {a|{b|c}}); two longest bars are ambiguous. `make(L, R)`
// builds a game from option lists, `eval(sum)` evaluates one option.
template <class Value, class Make, class Eval>
Value build_braces(const ast::Braces& b, Make&& make, Eval&& eval) {
  std::vector<const std::vector<ast::Sum>*> lists{&b.first};  // n+1 option lists
  std::vector<const ast::Bar*> bars;  // n separators, bars[i] between lists i, i+1
  for (const ast::Segment& seg : b.rest) {
    bars.push_back(&seg.bar);
    lists.push_back(&seg.options);
  }
  // Lists first..last with the bars between them: one game when first < last.
  auto game = [&](auto& self, std::size_t first, std::size_t last) -> Value {
    auto side = [&](std::size_t lo, std::size_t hi) {
      if (lo < hi) return std::vector<Value>{self(self, lo, hi)};
      std::vector<Value> out;
      for (const ast::Sum& option : *lists[lo]) out.push_back(eval(option));
      return out;
    };
    std::size_t split = first;  // index into bars
    for (std::size_t i = first; i < last; ++i)
      if (bars[i]->pipes.size() > bars[split]->pipes.size()) split = i;
    for (std::size_t i = first; i < last; ++i)
      if (i != split && bars[i]->pipes.size() == bars[split]->pipes.size()) {
        const ast::Bar& other = *bars[std::max(i, split)];
        fail(other.column, "ambiguous '" + other.pipes + "'",
             " (two splits with the same number of bars; add braces)");
      }
    std::vector<Value> left = side(first, split);
    std::vector<Value> right = side(split + 1, last);
    return make(std::move(left), std::move(right));
  };
  return game(game, 0, lists.size() - 1);
}

}  // namespace cgp::notation
