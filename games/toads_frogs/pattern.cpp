// The pattern language: X3 recognises the block structure, and exponent text
// goes to affine_parse so that patterns and regions share one affine syntax.
#include "games/toads_frogs/pattern.h"

#include <boost/spirit/home/x3.hpp>

#include <cctype>

namespace cgp {

namespace {

namespace x3 = boost::spirit::x3;

// A parenthesised group with balanced parentheses: `(a+1)`, `((a-b)+2)`.
x3::rule<struct balanced_tag> const balanced = "balanced";
auto const balanced_def = '(' >> *(balanced | ~x3::char_("()")) >> ')';
BOOST_SPIRIT_DEFINE(balanced)

auto const symbol = x3::char_("TF_.");
// What may follow '^': a group, a parameter name, or an integer. Anything
// longer (a+1) must be parenthesised so that `T^a+1` is not misread.
auto const exponent = balanced | (x3::lower >> *x3::digit) | +x3::digit;

ParseError error_at(std::string_view text, std::size_t pos, const std::string& what) {
  if (pos >= text.size()) return {pos, what + " at end of input (column " + std::to_string(pos) + ")"};
  return {pos, what + ": unexpected '" + std::string(1, text[pos]) + "' at column " + std::to_string(pos)};
}

Square square_of(char c) { return c == 'T' ? Square::Toad : c == 'F' ? Square::Frog : Square::Empty; }

bool single_token(const std::string& s) {
  if (s.empty()) return false;
  if (std::isdigit(static_cast<unsigned char>(s[0])))
    return s.find_first_not_of("0123456789") == std::string::npos;
  return param_name_is_valid(s);
}

}  // namespace

std::variant<TfPattern, ParseError> tf_pattern_parse(std::string_view text) {
  if (auto error = parse_error_non_ascii(text)) return *error;
  TfPattern raw;
  std::size_t pos = 0;
  auto skip = [&] { while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos]))) ++pos; };
  skip();
  while (pos < text.size()) {
    auto it = text.begin() + pos;
    char c = 0;
    if (!x3::parse(it, text.end(), symbol, c)) return error_at(text, pos, "expected T, F, _ or .");
    TfBlock block{square_of(c), Affine(1)};
    pos = static_cast<std::size_t>(it - text.begin());
    if (x3::parse(it, text.end(), x3::lit('^'))) {
      const std::size_t start = static_cast<std::size_t>(it - text.begin());
      if (!x3::parse(it, text.end(), exponent))
        return error_at(text, start, "expected an exponent (name, integer or (affine term))");
      pos = static_cast<std::size_t>(it - text.begin());
      auto parsed = affine_parse(text.substr(start, pos - start));
      if (auto* e = std::get_if<ParseError>(&parsed)) return ParseError{start + e->column, e->message + " (in exponent at column " + std::to_string(start) + ")"};
      block.length = std::get<Affine>(parsed);
      if (!block.length.is_integral()) return error_at(text, start, "exponent must have integer coefficients");
      if (block.length.is_constant() && block.length.constant().sign() < 0)
        return error_at(text, start, "exponent must not be negative");
    }
    raw.blocks.push_back(std::move(block));
    if (raw.blocks.size() > 4 * kTfPatternMaxBlocks)
      return error_at(text, pos, "too many blocks");
    skip();
  }
  TfPattern merged = tf_pattern_merge(raw);
  // Each exponent was checked alone; merged, T^(a-9) T^(1-a) is T^(-8).
  for (const TfBlock& b : merged.blocks)
    if (b.length.is_constant() && b.length.constant().sign() < 0)
      return ParseError{0, "adjacent blocks of one symbol add up to the negative length " +
                                affine_to_string(b.length) + " at column 0"};
  if (merged.blocks.size() > kTfPatternMaxBlocks)
    return ParseError{0, "pattern has " + std::to_string(merged.blocks.size()) + " blocks, the limit is " +
                              std::to_string(kTfPatternMaxBlocks)};
  return merged;
}

std::string tf_pattern_to_string(const TfPattern& p) {
  std::string out;
  for (const TfBlock& b : p.blocks) {
    if (!out.empty()) out += ' ';
    out += square_char(b.symbol);
    if (b.length == Affine(1)) continue;
    const std::string e = affine_to_string(b.length);
    out += '^';
    out += single_token(e) ? e : "(" + e + ")";
  }
  return out;
}

std::vector<std::string> tf_pattern_params(const TfPattern& p) {
  std::vector<std::string> names;
  for (const TfBlock& b : p.blocks)
    for (const auto& t : b.length.terms()) names.push_back(t.param);
  param_sort(names);
  return names;
}

TfPattern tf_pattern_merge(const TfPattern& p) {
  TfPattern out;
  for (const TfBlock& b : p.blocks) {
    if (b.length == Affine(0)) continue;
    if (!out.blocks.empty() && out.blocks.back().symbol == b.symbol) {
      out.blocks.back().length += b.length;
      // T^(-b) T^b sums to length 0: drop it too, so that its neighbours meet and merge.
      if (out.blocks.back().length == Affine(0)) out.blocks.pop_back();
    } else {
      out.blocks.push_back(b);
    }
  }
  return out;
}

TfPattern tf_pattern_substitute(const TfPattern& p, const std::map<std::string, Affine>& values) {
  TfPattern out = p;
  for (TfBlock& b : out.blocks) b.length = affine_substitute(b.length, values);
  return tf_pattern_merge(out);
}

TfPattern tf_pattern_mirror(const TfPattern& p) {
  TfPattern out{{p.blocks.rbegin(), p.blocks.rend()}};
  for (TfBlock& b : out.blocks) {
    if (b.symbol == Square::Toad) {
      b.symbol = Square::Frog;
    } else if (b.symbol == Square::Frog) {
      b.symbol = Square::Toad;
    }
  }
  return out;
}

std::optional<TfPosition> tf_pattern_instantiate(const TfPattern& p, const ParamValues& point) {
  TfPosition pos;
  for (const TfBlock& b : p.blocks) {
    const auto n = affine_eval(b.length, point).to_long();
    if (!n || *n < 0 || pos.size() + static_cast<std::size_t>(*n) > TfPosition::kMaxLength) return std::nullopt;
    for (long i = 0; i < *n; ++i) pos.push_back(b.symbol);
  }
  return pos;
}

std::optional<long> tf_pattern_length(const TfPattern& p, const ParamValues& point) {
  long total = 0;
  for (const TfBlock& b : p.blocks) {
    const auto n = affine_eval(b.length, point).to_long();
    if (!n || *n < 0) return std::nullopt;
    total += *n;
  }
  return total;
}

}  // namespace cgp
