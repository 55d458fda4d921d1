// Conway/CGSuite notation: grammar (Boost.Spirit X3) -> AST -> GameId.
//
// Three parts, kept apart on purpose:
//   1. ast::     plain structs the grammar fills in; no game semantics;
//   2. grammar:: the X3 rules; the only place that knows the concrete syntax;
//   3. Evaluator turns an AST into a canonical game with the store.
// The leaf of the expression grammar (a number-up-star literal) is one rule,
// `leaf`, with its own AST type `ast::Leaf`; the rest of the grammar never
// looks inside a leaf. The symbolic notation (affine leaves like `a-2` or
// `(2a-1)*`) is meant to swap exactly that rule/type pair and the evaluator's
// eval_leaf, reusing everything else.
//
// X3 is slow to compile, so the whole grammar lives in this one translation unit.
#include "symbolic/notation_parse.h"

#include <boost/fusion/include/adapt_struct.hpp>
#include <boost/optional.hpp>
#include <boost/spirit/home/x3.hpp>
#include <boost/spirit/home/x3/support/ast/variant.hpp>
#include <flint/fmpz.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <exception>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

// ---------------------------------------------------------------- 1. AST

namespace cgp::notation::ast {

namespace x3 = boost::spirit::x3;

struct Denominator {
  std::size_t column = 0;
  std::string digits;
};
struct Number {
  std::string numerator;  // optional '-' and decimal digits
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
// x + n.^ + *m written as one token; at least one part is present.
struct UpStarLiteral {
  std::size_t column = 0;
  boost::optional<Number> number;
  boost::optional<Arrows> arrows;
  boost::optional<Star> star;
};
using Leaf = UpStarLiteral;  // the swap point for other leaf syntaxes

struct Braces;
struct Sum;
struct Call;

struct Primary
    : x3::variant<Leaf, x3::forward_ast<Braces>, x3::forward_ast<Sum>, x3::forward_ast<Call>> {
  using base_type::base_type;
  using base_type::operator=;
};
// Prefix operators, outermost first: '-' negation, 'p' the switch +-.
struct Unary {
  std::string prefixes;
  Primary primary;
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
struct Bar {
  std::size_t column = 0;
  std::string pipes;  // "|", "||", ...
};
struct Segment {
  Bar bar;
  std::vector<Sum> options;
};
// {first bar1 list1 bar2 list2 ...}: the bar structure is resolved by the
// evaluator, not the grammar, because it depends on comparing bar counts.
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

}  // namespace cgp::notation::ast

BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Denominator, column, digits)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Number, numerator, denominator)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Arrows, column, text)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Star, column, digits)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::UpStarLiteral, column, number, arrows, star)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Unary, prefixes, primary)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Term, base, switches)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Tail, op, term)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Sum, first, rest)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Bar, column, pipes)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Segment, bar, options)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Braces, column, first, rest)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Call, column, name, argument)

// ---------------------------------------------------------------- 2. grammar

namespace cgp::notation::grammar {

namespace x3 = boost::spirit::x3;
using Iterator = const char*;

// The start of the input, made available to `column` through x3::with.
struct input_begin_tag;

// Yields the 0-based column of the next token (after skipping whitespace), so
// that AST nodes can carry positions for the evaluator's error messages.
struct ColumnParser : x3::parser<ColumnParser> {
  using attribute_type = std::size_t;
  static bool const has_attribute = true;
  template <typename It, typename Context, typename RContext, typename Attribute>
  bool parse(It& first, It const& last, Context const& context, RContext const&,
             Attribute& attr) const {
    x3::skip_over(first, last, context);
    const Iterator begin = x3::get<input_begin_tag>(context);
    x3::traits::move_to(static_cast<std::size_t>(first - begin), attr);
    return true;
  }
};
ColumnParser const column{};

using x3::digit;
using x3::lexeme;
using x3::lit;
using x3::raw;

// Rule names are what error messages print after "expected".
x3::rule<class denominator_r, ast::Denominator> const denominator = "a denominator";
x3::rule<class number_r, ast::Number> const number = "a number";
x3::rule<class arrows_r, ast::Arrows> const arrows = "'^' or 'v'";
x3::rule<class star_r, ast::Star> const star = "'*'";
x3::rule<class leaf_r, ast::Leaf> const leaf = "a game";
x3::rule<class braces_r, ast::Braces> const braces = "'{'";
x3::rule<class bar_r, ast::Bar> const bar = "'|'";
x3::rule<class segment_r, ast::Segment> const segment = "'|'";
x3::rule<class segments_r, std::vector<ast::Segment>> const segments = "'|'";
x3::rule<class options_r, std::vector<ast::Sum>> const options = "options";
x3::rule<class call_r, ast::Call> const call = "Tiny or Miny";
x3::rule<class paren_r, ast::Sum> const paren = "'('";
x3::rule<class primary_r, ast::Primary> const primary = "a game";
x3::rule<class prefix_r, char> const prefix = "'-' or '+-'";
x3::rule<class unary_r, ast::Unary> const unary = "a game";
x3::rule<class term_r, ast::Term> const term = "a game";
x3::rule<class tail_r, ast::Tail> const tail = "'+' or '-'";
x3::rule<class sum_r, ast::Sum> const sum = "a game";

// -- the leaf: a number-up-star literal, lexically one token.
auto const denominator_def = column >> raw[+digit];
auto const number_def = raw[-lit('-') >> +digit] >> -(lit('/') > denominator);
auto const arrows_def =
    column >> raw[(lit('^') >> -((lit('<') > +digit > lit('>')) | +digit | lit('^'))) |
                  (lit('v') >> -((lit('<') > +digit > lit('>')) | +digit | lit('v')))];
auto const star_def = column >> lit('*') >> raw[*digit];
// The look-ahead makes sure at least one of the three optional parts is there.
auto const leaf_def = column >> &lexeme[(-lit('-') >> digit) | x3::char_("^v*")] >>
                      lexeme[-number >> -arrows >> -star];

// -- structure around the leaves.
auto const bar_def = column >> lexeme[raw[+lit('|')]];
auto const options_def = -(sum % ',');
auto const segment_def = bar >> options;
auto const segments_def = +segment;
auto const braces_def = column >> lit('{') > options > segments > lit('}');
auto const call_def = column >> (x3::string("Tiny") | x3::string("Miny")) > lit('(') > sum >
                      lit(')');
auto const paren_def = lit('(') > sum > lit(')');
auto const primary_def = braces | paren | call | leaf;
// A '-' directly before a digit belongs to the number literal (-2^3* is
// -2 + ^3 + *), so it is a prefix operator only when no digit follows.
auto const prefix_def =
    (lexeme[lit('-') >> !digit] >> x3::attr('-')) | (lit("+-") >> x3::attr('p'));
auto const unary_def = *prefix >> primary;
auto const term_def = unary >> *(lit("+-") > unary);
auto const tail_def = x3::char_("+-") > term;
auto const sum_def = term >> *tail;

BOOST_SPIRIT_DEFINE(denominator, number, arrows, star, leaf, bar, options, segment, segments,
                    braces, call, paren, primary, prefix, unary, term, tail, sum)

// The whole input must be one game.
auto const game = x3::skip(x3::space)[x3::eps > sum > x3::eoi];

}  // namespace cgp::notation::grammar

// ---------------------------------------------------------------- 3. evaluation

namespace cgp::notation {
namespace {

namespace x3 = boost::spirit::x3;

// Bounds that keep hostile input from exhausting the stack or memory: each
// nesting level costs recursion in both grammar and evaluator, *m has m
// options, and n.^ is built through n nested values.
constexpr std::size_t kMaxNesting = 200;
constexpr unsigned long kMaxNimber = 1024;
constexpr unsigned long kMaxUps = 1024;

struct EvalError {
  std::size_t column;
  std::string message;
};

// Throws "<what> at column N<why>".
[[noreturn]] void fail(std::size_t column, const std::string& what, const std::string& why = "") {
  throw EvalError{column, what + " at column " + std::to_string(column) + why};
}

// RAII holder for a FLINT integer.
struct Fmpz {
  fmpz_t v;
  Fmpz() { fmpz_init(v); }
  ~Fmpz() { fmpz_clear(v); }
  Fmpz(const Fmpz&) = delete;
  Fmpz& operator=(const Fmpz&) = delete;
};

// Decimal digits as a bounded machine integer, or nullopt when above `limit`.
std::optional<unsigned long> small_count(const std::string& digits, unsigned long limit) {
  unsigned long value = 0;
  for (char c : digits) {
    value = value * 10 + static_cast<unsigned long>(c - '0');
    if (value > limit) return std::nullopt;
  }
  return value;
}

class Evaluator {
 public:
  explicit Evaluator(GameStore& store) : s_(store) {}

  GameId eval(const ast::Sum& sum) {
    GameId value = eval(sum.first);
    for (const ast::Tail& t : sum.rest) {
      const GameId rhs = eval(t.term);
      value = t.op == '+' ? s_.add(value, rhs) : s_.sub(value, rhs);
    }
    return value;
  }

 private:
  GameId eval(const ast::Term& term) {
    GameId value = eval(term.base);
    for (const ast::Unary& u : term.switches) {
      const GameId y = eval(u);
      value = s_.make({s_.add(value, y)}, {s_.sub(value, y)});
    }
    return value;
  }

  GameId eval(const ast::Unary& unary) {
    GameId value = eval(unary.primary);
    for (auto op = unary.prefixes.rbegin(); op != unary.prefixes.rend(); ++op)
      value = *op == '-' ? s_.neg(value) : s_.make({value}, {s_.neg(value)});
    return value;
  }

  GameId eval(const ast::Primary& primary) {
    return boost::apply_visitor([this](const auto& node) { return eval_node(node); }, primary);
  }
  GameId eval_node(const ast::Leaf& leaf) { return eval_leaf(leaf); }
  GameId eval_node(const x3::forward_ast<ast::Sum>& sum) { return eval(sum.get()); }
  GameId eval_node(const x3::forward_ast<ast::Braces>& braces) { return eval_braces(braces.get()); }
  GameId eval_node(const x3::forward_ast<ast::Call>& call) {
    const GameId x = eval(call.get().argument);
    const GameId zero = s_.zero();
    if (call.get().name == "Tiny") return s_.make({zero}, {s_.make({zero}, {s_.neg(x)})});
    return s_.make({s_.make({x}, {zero})}, {zero});  // Miny
  }

  // -- leaves
  GameId eval_leaf(const ast::UpStarLiteral& lit) {
    Dyadic x(0);
    if (lit.number) x = eval_number(*lit.number);
    long up = 0;
    if (lit.arrows) up = eval_arrows(*lit.arrows);
    unsigned nim = 0;
    if (lit.star) nim = eval_star(*lit.star);
    return s_.up_star(x, up, nim);
  }

  static Dyadic eval_number(const ast::Number& n) {
    Fmpz num;
    // The grammar admits only [-]digits here, so this cannot fail.
    if (fmpz_set_str(num.v, n.numerator.c_str(), 10) != 0)
      throw std::runtime_error("bad numerator '" + n.numerator + "'");
    unsigned long exponent = 0;
    if (n.denominator) {
      const ast::Denominator& d = *n.denominator;
      Fmpz den;
      fmpz_set_str(den.v, d.digits.c_str(), 10);
      if (fmpz_is_zero(den.v)) fail(d.column, "denominator 0");
      // den = 2^k exactly when its only set bit is bit k.
      exponent = fmpz_val2(den.v);
      if (fmpz_bits(den.v) != exponent + 1)
        fail(d.column, "denominator " + d.digits + " is not a power of two");
    }
    return Dyadic::from_fmpz(num.v, exponent);
  }

  static long eval_arrows(const ast::Arrows& a) {
    const char arrow = a.text[0];
    const long sign = arrow == '^' ? 1 : -1;
    const std::string rest = a.text.substr(1);
    if (rest.empty()) return sign;
    if (rest[0] == arrow) return 2 * sign;
    if (rest[0] == '<')
      fail(a.column, "unsupported '" + a.text + "'", " (up-nth is not implemented)");
    const auto n = small_count(rest, kMaxUps);
    if (!n)
      fail(a.column, "'" + a.text + "'",
           " exceeds the limit of " + std::to_string(kMaxUps) + " arrows");
    return sign * static_cast<long>(*n);
  }

  static unsigned eval_star(const ast::Star& st) {
    if (st.digits.empty()) return 1;
    const auto m = small_count(st.digits, kMaxNimber);
    if (!m)
      fail(st.column, "'*" + st.digits + "'", " exceeds the limit *" + std::to_string(kMaxNimber));
    return static_cast<unsigned>(*m);
  }

  // -- braces with multi-bar separators
  struct Flat {
    std::vector<const std::vector<ast::Sum>*> lists;  // n+1 option lists
    std::vector<const ast::Bar*> bars;                // n separators, bars[i] between lists i, i+1
  };

  GameId eval_braces(const ast::Braces& b) {
    Flat f;
    f.lists.push_back(&b.first);
    for (const ast::Segment& seg : b.rest) {
      f.bars.push_back(&seg.bar);
      f.lists.push_back(&seg.options);
    }
    return build_game(f, 0, f.lists.size() - 1);
  }

  // Lists first..last (first < last) with the bars between them form one game:
  // the longest bar run splits it into Left and Right.
  GameId build_game(const Flat& f, std::size_t first, std::size_t last) {
    std::size_t split = first;  // index into bars
    for (std::size_t i = first; i < last; ++i)
      if (f.bars[i]->pipes.size() > f.bars[split]->pipes.size()) split = i;
    for (std::size_t i = first; i < last; ++i)
      if (i != split && f.bars[i]->pipes.size() == f.bars[split]->pipes.size()) {
        const ast::Bar& other = *f.bars[std::max(i, split)];
        fail(other.column, "ambiguous '" + other.pipes + "'",
             " (two splits with the same number of bars; add braces)");
      }
    return s_.make(build_side(f, first, split), build_side(f, split + 1, last));
  }

  // A side is a plain option list, or, when it still contains bars, one game.
  std::vector<GameId> build_side(const Flat& f, std::size_t first, std::size_t last) {
    if (first < last) return {build_game(f, first, last)};
    std::vector<GameId> out;
    for (const ast::Sum& option : *f.lists[first]) out.push_back(eval(option));
    return out;
  }

  GameStore& s_;
};

// The offending character as printed in a message; never a line break.
std::string describe(const char* where, const char* end) {
  if (where == end) return "end of input";
  const auto c = static_cast<unsigned char>(*where);
  if (std::isprint(c)) return std::string("'") + *where + "'";
  char hex[16];
  std::snprintf(hex, sizeof hex, "byte 0x%02x", c);
  return hex;
}

// Whitespace is never what is wrong: point past it, at the real culprit.
const char* skip_space(const char* where, const char* end) {
  while (where != end && std::isspace(static_cast<unsigned char>(*where))) ++where;
  return where;
}

NotationError make_error(std::size_t column, std::string message) {
  return NotationError{column, std::move(message)};
}

// Rejects nesting deeper than kMaxNesting before any recursion happens.
std::optional<NotationError> check_nesting(std::string_view text) {
  std::size_t depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '(' || c == '{') {
      if (++depth > kMaxNesting)
        return make_error(i, "nesting deeper than " + std::to_string(kMaxNesting) + " at column " +
                                 std::to_string(i));
    } else if ((c == ')' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::nullopt;
}

}  // namespace
}  // namespace cgp::notation

namespace cgp {

std::variant<GameId, NotationError> parse_game(GameStore& store, std::string_view text) {
  namespace x3 = boost::spirit::x3;
  using notation::describe;
  using notation::make_error;
  if (auto err = notation::check_nesting(text)) return *err;
  const char* const begin = text.data();
  const char* const end = begin + text.size();
  const char* pos = begin;
  try {
    notation::ast::Sum tree;
    const auto parser =
        x3::with<notation::grammar::input_begin_tag>(begin)[notation::grammar::game];
    if (!x3::parse(pos, end, parser, tree)) {
      const auto col = static_cast<std::size_t>(pos - begin);
      return make_error(col,
                        "unexpected " + describe(pos, end) + " at column " + std::to_string(col));
    }
    return notation::Evaluator(store).eval(tree);
  } catch (const x3::expectation_failure<const char*>& e) {
    const char* where = notation::skip_space(e.where(), end);
    const auto col = static_cast<std::size_t>(where - begin);
    const std::string at = " at column " + std::to_string(col);
    if (e.which() == "eoi")  // trailing junk after a complete game
      return make_error(col, "unexpected " + describe(where, end) + at);
    return make_error(col, "expected " + e.which() + at + ", found " + describe(where, end));
  } catch (const notation::EvalError& e) {
    return make_error(e.column, e.message);
  } catch (const std::exception& e) {
    return make_error(0, std::string("internal error: ") + e.what() + " at column 0");
  } catch (...) {
    return make_error(0, "internal error at column 0");
  }
}

}  // namespace cgp
