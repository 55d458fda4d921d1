// Conway/CGSuite notation: grammar (Boost.Spirit X3) -> AST -> GameId.
//
// Three parts, kept apart on purpose:
//   1. grammar:: the X3 rules filling the AST of notation_ast.h; the only
//      place that knows the concrete syntax, shared by parse_game and
//      sym_game_parse (parameter terms such as `2a` and postfix `(x)*` are in
//      it, so that both read one language);
//   2. the literal decoders every evaluator uses;
//   3. the concrete Evaluator, AST -> canonical game in the store. It refuses
//      parameter terms; sym_game_parse.cpp evaluates them.
//
// X3 is slow to compile, so the whole grammar lives in this one translation unit.
#include "symbolic/notation_ast.h"
#include "symbolic/notation_parse.h"

#include "symbolic/affine.h"

#include <boost/fusion/include/adapt_struct.hpp>
#include <boost/spirit/home/x3.hpp>
#include <flint/fmpz.h>

#include <cctype>
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Denominator, column, digits)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Number, numerator, denominator)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Name, column, text, denominator)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Arrows, column, text)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Star, column, digits)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::UpStarLiteral, column, number, name, arrows, star)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Factor, column, primary)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Unary, prefixes, primary, factors)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Term, base, switches)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Tail, op, term)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Sum, first, rest)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Group, body, arrows, star)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Bar, column, pipes)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Segment, bar, options)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Braces, column, first, rest)
BOOST_FUSION_ADAPT_STRUCT(cgp::notation::ast::Call, column, name, argument)

// ---------------------------------------------------------------- 1. grammar

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

// Whether juxtaposed factors are read (x3::with<products_tag>): a flag in the
// context rather than a second grammar, so that without it the language is
// exactly the affine one.
struct products_tag;
struct ProductsParser : x3::parser<ProductsParser> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;
  template <typename It, typename Context, typename RContext, typename Attribute>
  bool parse(It&, It const&, Context const& context, RContext const&, Attribute&) const {
    return x3::get<products_tag>(context);
  }
};
ProductsParser const products_allowed{};

using x3::digit;
using x3::lexeme;
using x3::lit;
using x3::raw;

// Rule names are what error messages print after "expected".
x3::rule<class denominator_r, ast::Denominator> const denominator = "a denominator";
x3::rule<class number_r, ast::Number> const number = "a number";
x3::rule<class name_r, ast::Name> const name = "a parameter";
x3::rule<class arrows_r, ast::Arrows> const arrows = "'^' or 'v'";
x3::rule<class star_r, ast::Star> const star = "'*'";
x3::rule<class leaf_r, ast::Leaf> const leaf = "a game";
x3::rule<class braces_r, ast::Braces> const braces = "'{'";
x3::rule<class bar_r, ast::Bar> const bar = "'|'";
x3::rule<class segment_r, ast::Segment> const segment = "'|'";
x3::rule<class segments_r, std::vector<ast::Segment>> const segments = "'|'";
x3::rule<class options_r, std::vector<ast::Sum>> const options = "options";
x3::rule<class call_r, ast::Call> const call = "Tiny or Miny";
x3::rule<class group_r, ast::Group> const group = "'('";
x3::rule<class primary_r, ast::Primary> const primary = "a game";
x3::rule<class prefix_r, char> const prefix = "'-' or '+-'";
x3::rule<class factor_r, ast::Factor> const factor = "a factor";
x3::rule<class unary_r, ast::Unary> const unary = "a game";
x3::rule<class term_r, ast::Term> const term = "a game";
x3::rule<class tail_r, ast::Tail> const tail = "'+' or '-'";
x3::rule<class sum_r, ast::Sum> const sum = "a game";

// -- the leaf: a number-up-star literal, lexically one token. Its number part
// may be a parameter term (2a, n1, 3a/4); `v` is down, never a parameter.
auto const name_letter = x3::char_("a-uw-z");
auto const denominator_def = column >> raw[+digit];
auto const number_def = raw[-lit('-') >> +digit] >> -(lit('/') > denominator);
auto const name_def = column >> raw[name_letter >> *digit] >> -(lit('/') > denominator);
auto const arrows_def =
    column >> raw[(lit('^') >> -((lit('<') > +digit > lit('>')) | +digit | lit('^'))) |
                  (lit('v') >> -((lit('<') > +digit > lit('>')) | +digit | lit('v')))];
auto const star_def = column >> lit('*') >> raw[*digit];
// The look-ahead makes sure at least one of the optional parts is there.
auto const leaf_def = column >> &lexeme[(-lit('-') >> digit) | x3::char_("^v*") | name_letter] >>
                      lexeme[-number >> -name >> -arrows >> -star];

// -- structure around the leaves.
auto const bar_def = column >> lexeme[raw[+lit('|')]];
auto const options_def = -(sum % ',');
auto const segment_def = bar >> options;
auto const segments_def = +segment;
auto const braces_def = column >> lit('{') > options > segments > lit('}');
auto const call_def = column >> (x3::string("Tiny") | x3::string("Miny")) > lit('(') > sum >
                      lit(')');
// Up/star parts directly after ')' (no space, like inside a literal): (a-2)*.
auto const group_def = (lit('(') > sum > lit(')')) >> x3::no_skip[-arrows >> -star];
auto const primary_def = braces | group | call | leaf;
// A '-' directly before a digit belongs to the number literal (-2^3* is
// -2 + ^3 + *), so it is a prefix operator only when no digit follows.
auto const prefix_def =
    (lexeme[lit('-') >> !digit] >> x3::attr('-')) | (lit("+-") >> x3::attr('p'));
// A factor starts right after the previous one, with no space: `ab`, `(a-1)(b-1)`.
auto const factor_def = products_allowed >> x3::no_skip[column >> &x3::char_("(a-uw-z")] >> primary;
auto const unary_def = *prefix >> primary >> *factor;
auto const term_def = unary >> *(lit("+-") > unary);
auto const tail_def = x3::char_("+-") > term;
auto const sum_def = term >> *tail;

BOOST_SPIRIT_DEFINE(denominator, number, name, arrows, star, leaf, bar, options, segment,
                    segments, braces, call, group, primary, prefix, factor, unary, term, tail, sum)

// The whole input must be one game.
auto const game = x3::skip(x3::space)[x3::eps > sum > x3::eoi];

}  // namespace cgp::notation::grammar

namespace cgp::notation {
namespace {

// Each nesting level costs recursion in both grammar and evaluators.
constexpr std::size_t kMaxNesting = 200;

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

bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The usual attempts at non-affine terms end in a letter the grammar cannot
// take: `a*b` (a + * then b) and `ab`. Say why rather than just where.
std::string hint(std::string_view text, std::size_t pos) {
  if (pos == 0 || pos >= text.size() || !is_lower(text[pos])) return "";
  std::size_t k = pos;
  while (k > 0 && is_digit(text[k - 1])) --k;
  if (k > 0 && text[k - 1] == '*')
    return " (a product of parameters is not affine; '*' is star, so a*2 is a + *2)";
  if (k > 0 && is_lower(text[k - 1]) && text[k - 1] != 'v') {
    std::size_t end = pos;
    while (end < text.size() && (is_lower(text[end]) || is_digit(text[end]))) ++end;
    return " ('" + std::string(text.substr(k - 1, end - k + 1)) +
           "' is not a parameter: a name is one letter and optional digits, as in a or n1; a "
           "product of parameters is not affine)";
  }
  return "";
}

ParseError make_error(std::size_t column, std::string message) {
  return ParseError{column, std::move(message)};
}

// Rejects nesting deeper than kMaxNesting before any recursion happens.
std::optional<ParseError> check_nesting(std::string_view text) {
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

std::variant<ast::Sum, ParseError> parse_notation_ast(std::string_view text, bool products) {
  namespace x3 = boost::spirit::x3;
  if (auto err = parse_error_non_ascii(text)) return make_error(err->column, err->message);
  if (auto err = check_nesting(text)) return *err;
  const char* const begin = text.data();
  const char* const end = begin + text.size();
  const char* pos = begin;
  try {
    ast::Sum tree;
    const auto parser =
        x3::with<grammar::input_begin_tag>(begin)[x3::with<grammar::products_tag>(products)[grammar::game]];
    if (!x3::parse(pos, end, parser, tree)) {
      const auto col = static_cast<std::size_t>(pos - begin);
      return make_error(col, "unexpected " + describe(pos, end) + " at column " +
                                 std::to_string(col) + hint(text, col));
    }
    return tree;
  } catch (const x3::expectation_failure<const char*>& e) {
    const char* where = skip_space(e.where(), end);
    const auto col = static_cast<std::size_t>(where - begin);
    const std::string at = " at column " + std::to_string(col);
    if (e.which() == "eoi")  // trailing junk after a complete game
      return make_error(col, "unexpected " + describe(where, end) + at + hint(text, col));
    return make_error(col, "expected " + e.which() + at + ", found " + describe(where, end) +
                               hint(text, col));
  } catch (const std::exception& e) {
    return make_error(0, std::string("internal error: ") + e.what() + " at column 0");
  }
}

// ---------------------------------------------------------------- 2. literals

namespace {

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

}  // namespace

void fail(std::size_t column, const std::string& what, const std::string& why) {
  throw EvalError{column, what + " at column " + std::to_string(column) + why};
}

unsigned long decode_denominator(const ast::Denominator& d) {
  Fmpz den;
  fmpz_set_str(den.v, d.digits.c_str(), 10);
  if (fmpz_is_zero(den.v)) fail(d.column, "denominator 0");
  // den = 2^k exactly when its only set bit is bit k.
  const unsigned long exponent = fmpz_val2(den.v);
  if (fmpz_bits(den.v) != exponent + 1)
    fail(d.column, "denominator " + d.digits + " is not a power of two");
  return exponent;
}

Dyadic decode_number(const ast::Number& n) {
  Fmpz num;
  // The grammar admits only [-]digits here, so this cannot fail.
  if (fmpz_set_str(num.v, n.numerator.c_str(), 10) != 0)
    throw std::runtime_error("bad numerator '" + n.numerator + "'");
  const unsigned long exponent = n.denominator ? decode_denominator(*n.denominator) : 0;
  return Dyadic::from_fmpz(num.v, exponent);
}

long decode_arrows(const ast::Arrows& a) {
  const char arrow = a.text[0];
  const long sign = arrow == '^' ? 1 : -1;
  const std::string rest = a.text.substr(1);
  if (rest.empty()) return sign;
  if (rest[0] == arrow) return 2 * sign;
  if (rest[0] == '<') fail(a.column, "unsupported '" + a.text + "'", " (up-nth is not implemented)");
  const auto n = small_count(rest, kMaxUps);
  if (!n)
    fail(a.column, "'" + a.text + "'",
         " exceeds the limit of " + std::to_string(kMaxUps) + " arrows");
  return sign * static_cast<long>(*n);
}

long decode_arrows_after(const ast::Arrows& a, const std::string& operand) {
  if (a.text.size() > 1 && is_digit(a.text[1])) {
    const std::string x = operand == ")" ? "(x)" : operand;
    fail(a.column, "'" + operand + a.text + "'",
         " is not affine (a power; " + x + " plus " + a.text.substr(1) +
             (a.text[0] == '^' ? " ups" : " downs") + " is written " + x + "+" + a.text + ")");
  }
  return decode_arrows(a);
}

unsigned decode_star(const ast::Star& st) {
  if (st.digits.empty()) return 1;
  const auto m = small_count(st.digits, kMaxNimber);
  if (!m)
    fail(st.column, "'*" + st.digits + "'", " exceeds the limit *" + std::to_string(kMaxNimber));
  return static_cast<unsigned>(*m);
}

// ---------------------------------------------------------------- 3. concrete evaluation

namespace {

namespace x3 = boost::spirit::x3;

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
    if (!unary.factors.empty())  // only a polynomial parse makes factors
      fail(unary.factors.front().column, "a product", " (products are polynomial leaves, not games)");
    GameId value = eval(unary.primary);
    for (auto op = unary.prefixes.rbegin(); op != unary.prefixes.rend(); ++op)
      value = *op == '-' ? s_.neg(value) : s_.make({value}, {s_.neg(value)});
    return value;
  }

  GameId eval(const ast::Primary& primary) {
    return boost::apply_visitor([this](const auto& node) { return eval_node(node); }, primary);
  }
  GameId eval_node(const ast::Leaf& leaf) { return eval_leaf(leaf); }
  GameId eval_node(const x3::forward_ast<ast::Group>& group) {
    const ast::Group& g = group.get();
    const GameId body = eval(g.body);
    if (!g.arrows && !g.star) return body;
    const long up = g.arrows ? decode_arrows_after(*g.arrows, ")") : 0;
    const unsigned nim = g.star ? decode_star(*g.star) : 0;
    return s_.add(body, s_.up_star(Dyadic(0), up, nim));
  }
  GameId eval_node(const x3::forward_ast<ast::Braces>& braces) {
    return build_braces<GameId>(
        braces.get(),
        [this](std::vector<GameId> left, std::vector<GameId> right) {
          return s_.make(std::move(left), std::move(right));
        },
        [this](const ast::Sum& option) { return eval(option); });
  }
  GameId eval_node(const x3::forward_ast<ast::Call>& call) {
    const GameId x = eval(call.get().argument);
    const GameId zero = s_.zero();
    if (call.get().name == "Tiny") return s_.make({zero}, {s_.make({zero}, {s_.neg(x)})});
    return s_.make({s_.make({x}, {zero})}, {zero});  // Miny
  }

  GameId eval_leaf(const ast::UpStarLiteral& lit) {
    if (lit.name)  // the symbolic evaluator's business
      fail(lit.name->column, "parameter '" + lit.name->text + "'",
           ": parameters are not allowed here");
    const Dyadic x = lit.number ? decode_number(*lit.number) : Dyadic(0);
    const long up = lit.arrows ? decode_arrows(*lit.arrows) : 0;
    const unsigned nim = lit.star ? decode_star(*lit.star) : 0;
    return s_.up_star(x, up, nim);
  }

  GameStore& s_;
};

}  // namespace
}  // namespace cgp::notation

namespace cgp {

std::variant<GameId, ParseError> parse_game(GameStore& store, std::string_view text) {
  auto tree = notation::parse_notation_ast(text);
  if (auto* err = std::get_if<ParseError>(&tree)) return *err;
  return notation::evaluate<GameId>(
      [&] { return notation::Evaluator(store).eval(std::get<notation::ast::Sum>(tree)); });
}

}  // namespace cgp
