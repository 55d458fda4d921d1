// Chomp patterns: X3 recognises the list structure, and each entry's text
// goes to affine_parse so that patterns and regions share one affine syntax.
#include "games/chomp/chomp_pattern.h"

#include <boost/spirit/home/x3.hpp>

#include <algorithm>

namespace cgp {

namespace {

namespace x3 = boost::spirit::x3;

// An entry is everything up to the next separator; affine_parse judges it.
auto const entry_text = x3::raw[+~x3::char_(",[]")];

ParseError error_at(std::string_view text, std::size_t pos, const std::string& what) {
  if (pos >= text.size()) return {pos, what + " at end of input (column " + std::to_string(pos) + ")"};
  return {pos, what + ": unexpected '" + std::string(1, text[pos]) + "' at column " + std::to_string(pos)};
}

// rows_j >= rows_{j+1}, rows_0 >= 1 and rows_last >= min_row over params.
Region valid_region(const std::vector<Affine>& rows, const std::vector<std::string>& params, long min_row = 0) {
  Region r = region_universe(params);
  if (rows.empty()) return region_empty(params);
  r = region_intersect(r, region_from_relation(rows.front(), CmpOp::ge, Affine(1), params));
  r = region_intersect(r, region_from_relation(rows.back(), CmpOp::ge, Affine(min_row), params));
  for (std::size_t j = 0; j + 1 < rows.size(); ++j)
    r = region_intersect(r, region_from_relation(rows[j], CmpOp::ge, rows[j + 1], params));
  return r;
}

enum class Reading { poison_first, top_first, ambiguous };

Reading choose(const Region& poison, const Region& top) {
  if (region_is_subset(top, poison)) return Reading::poison_first;
  if (region_is_subset(poison, top)) return Reading::top_first;
  return Reading::ambiguous;
}

bool small(const Dyadic& x) {
  const auto v = x.to_long();
  return v && *v <= kChompPatternMaxNumber && *v >= -kChompPatternMaxNumber;
}

bool numbers_small(const Affine& e) {
  if (!small(e.constant())) return false;
  for (const auto& t : e.terms())
    if (!small(t.coef)) return false;
  return true;
}

}  // namespace

std::variant<std::vector<Affine>, ParseError> chomp_pattern_parse(std::string_view text) {
  if (auto error = parse_error_non_ascii(text)) return *error;
  std::vector<Affine> entries;
  auto it = text.begin();
  const auto end = text.end();
  auto column = [&] { return static_cast<std::size_t>(it - text.begin()); };
  // RxC: R rows of C cells.
  unsigned rows = 0, cols = 0;
  auto rectangle = x3::uint_[([&](auto& ctx) { rows = x3::_attr(ctx); })] >> 'x' >>
                   x3::uint_[([&](auto& ctx) { cols = x3::_attr(ctx); })];
  if (x3::phrase_parse(it, end, rectangle, x3::space) && it == end) {
    if (rows == 0 || cols == 0) return ParseError{0, "a rectangle needs at least one row and one column"};
    if (rows > kChompPatternMaxRows) return ParseError{0, "more than " + std::to_string(kChompPatternMaxRows) + " rows"};
    if (cols > kChompPatternMaxNumber) return ParseError{0, "more than " + std::to_string(kChompPatternMaxNumber) + " columns"};
    return std::vector<Affine>(rows, Affine(static_cast<long>(cols)));
  }
  it = text.begin();
  if (!x3::phrase_parse(it, end, x3::lit('['), x3::space)) return error_at(text, column(), "expected '['");
  for (;;) {
    x3::parse(it, end, *x3::space);
    const std::size_t start = column();
    std::string raw;
    if (!x3::parse(it, end, entry_text, raw)) return error_at(text, start, "expected a row length");
    auto parsed = affine_parse(raw);
    if (auto* e = std::get_if<ParseError>(&parsed))
      return ParseError{start + e->column, e->message + " (in the row at column " + std::to_string(start) + ")"};
    Affine row = std::get<Affine>(parsed);
    if (!row.is_integral()) return error_at(text, start, "a row length must have integer coefficients");
    if (row.is_constant() && row.constant().sign() < 0) return error_at(text, start, "a row length must not be negative");
    if (!numbers_small(row))
      return error_at(text, start, "a row length's numbers must be at most " + std::to_string(kChompPatternMaxNumber));
    entries.push_back(std::move(row));
    if (entries.size() > kChompPatternMaxRows)
      return ParseError{start, "more than " + std::to_string(kChompPatternMaxRows) + " rows"};
    if (x3::phrase_parse(it, end, x3::lit(','), x3::space)) continue;
    if (x3::phrase_parse(it, end, x3::lit(']'), x3::space)) break;
    return error_at(text, column(), "expected ',' or ']'");
  }
  x3::parse(it, end, *x3::space);
  if (it != end) return error_at(text, column(), "expected the end after ']'");
  return entries;
}

std::string chomp_pattern_to_string(const ChompPattern& p) {
  std::size_t used = p.rows.size();
  while (used > 1 && p.rows[used - 1] == Affine(0)) --used;
  std::string out = "[";
  for (std::size_t j = used; j-- > 0;) {
    out += affine_to_string(p.rows[j]);
    if (j > 0) out += ',';
  }
  return out + "]";
}

std::vector<std::string> chomp_pattern_params(const ChompPattern& p) {
  std::vector<std::string> names;
  for (const Affine& row : p.rows)
    for (const auto& t : row.terms()) names.push_back(t.param);
  param_sort(names);
  return names;
}

Region chomp_pattern_valid_region(const ChompPattern& p, const std::vector<std::string>& params) {
  return valid_region(p.rows, params);
}

std::optional<std::vector<long>> chomp_pattern_instantiate(const ChompPattern& p, const ParamValues& point) {
  std::vector<long> rows;
  long previous = -1;
  for (const Affine& row : p.rows) {
    const auto v = affine_eval(row, point).to_long();
    if (!v || *v < 0 || (previous >= 0 && *v > previous)) return std::nullopt;
    previous = *v;
    if (*v > 0) rows.push_back(*v);
  }
  if (rows.empty()) return std::nullopt;
  return rows;
}

std::variant<ChompFamily, std::string> chomp_family_make(const std::vector<Affine>& entries, const Region& where) {
  const std::vector<std::string>& params = where.params();
  std::vector<Affine> reversed(entries.rbegin(), entries.rend());
  const Region v_poison = region_intersect(where, valid_region(entries, params));
  const Region v_top = region_intersect(where, valid_region(reversed, params));
  if (region_is_empty(v_poison) && region_is_empty(v_top))
    return std::string("the pattern is not a Chomp position anywhere in the region (rows must shrink towards the top, "
                       "the poison row be at least 1)");
  // Decide where every row is present if that happens anywhere, so that an
  // absent top row (a zero) does not make `[1,1,1,b]` ambiguous.
  const Region full_poison = region_intersect(where, valid_region(entries, params, 1));
  const Region full_top = region_intersect(where, valid_region(reversed, params, 1));
  const bool any_full = !region_is_empty(full_poison) || !region_is_empty(full_top);
  const Reading reading = any_full ? choose(full_poison, full_top) : choose(v_poison, v_top);
  if (reading == Reading::ambiguous)
    return std::string("the pattern can be read both ways (poison row first where it shrinks, top row first where it "
                       "grows): restrict the region with --where");
  ChompFamily f;
  f.params = params;
  f.top_row_first = reading == Reading::top_first;
  f.pattern.rows = f.top_row_first ? std::move(reversed) : entries;
  f.domain = f.top_row_first ? v_top : v_poison;
  return f;
}

}  // namespace cgp
