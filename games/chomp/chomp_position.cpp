#include "games/chomp/chomp_position.h"

#include <algorithm>
#include <boost/spirit/home/x3.hpp>
#include <cctype>
#include <charconv>
#include <cstdio>

namespace cgp {
namespace {

namespace x3 = boost::spirit::x3;

struct Number {
  std::size_t pos;
  std::string_view digits;
};

std::string describe_char(char c) {
  if (std::isprint(static_cast<unsigned char>(c))) return std::string("'") + c + "'";
  char buf[8];
  std::snprintf(buf, sizeof buf, "'\\x%02x'", static_cast<unsigned char>(c));
  return buf;
}

ParseError at(std::string_view what, const Number& n) {
  std::string shown(n.digits.substr(0, 20));
  if (n.digits.size() > 20) shown += "...";
  return {n.pos, std::string(what) + " '" + shown + "' at position " + std::to_string(n.pos)};
}

// Reads one row length or count; the limit also guards against overflow.
std::variant<std::int64_t, ParseError> value_of(const Number& n) {
  std::int64_t v = 0;
  auto [end, ec] = std::from_chars(n.digits.data(), n.digits.data() + n.digits.size(), v);
  if (ec != std::errc() || v > kChompMaxCells)
    return at("number too large (limit " + std::to_string(kChompMaxCells) + ")", n);
  if (v == 0) return at("zero is not allowed, rows and sizes are >= 1:", n);
  return v;
}

ParseError too_large(std::int64_t cells) {
  return {0, "position too large: " + std::to_string(cells) + " cells, the limit is " +
          std::to_string(kChompMaxCells)};
}

std::variant<ChompPosition, ParseError> build_list(const std::vector<Number>& nums) {
  std::vector<int> rows;
  std::int64_t cells = 0;
  for (const Number& n : nums) {
    auto v = value_of(n);
    if (auto* e = std::get_if<ParseError>(&v)) return *e;
    cells += std::get<std::int64_t>(v);
    if (cells > kChompMaxCells) return too_large(cells);
    rows.push_back(static_cast<int>(std::get<std::int64_t>(v)));
  }
  if (std::is_sorted(rows.begin(), rows.end(), std::greater<>())) return ChompPosition{rows};
  if (std::is_sorted(rows.begin(), rows.end())) {
    std::reverse(rows.begin(), rows.end());  // the list was read top row first
    return ChompPosition{rows};
  }
  return ParseError{0, "list is neither non-increasing nor non-decreasing"};
}

std::variant<ChompPosition, ParseError> build_box(const Number& r, const Number& c) {
  auto rv = value_of(r), cv = value_of(c);
  if (auto* e = std::get_if<ParseError>(&rv)) return *e;
  if (auto* e = std::get_if<ParseError>(&cv)) return *e;
  std::int64_t rn = std::get<std::int64_t>(rv), cn = std::get<std::int64_t>(cv);
  if (rn * cn > kChompMaxCells) return too_large(rn * cn);  // both <= 1e6: no overflow
  return chomp_rectangle(static_cast<int>(rn), static_cast<int>(cn));
}

}  // namespace

std::variant<ChompPosition, ParseError> parse_chomp(std::string_view text) {
  const char* const first = text.data();
  const char* const last = first + text.size();
  // Spirit's character classes assert on bytes outside ASCII; nothing valid uses them.
  for (const char* p = first; p != last; ++p)
    if (static_cast<unsigned char>(*p) >= 0x80)
      return ParseError{static_cast<std::size_t>(p - first), "unexpected character " + describe_char(*p) +
                                                           " at position " + std::to_string(p - first)};
  std::vector<Number> nums;
  auto push = [&](auto& ctx) {
    auto range = x3::_attr(ctx);
    nums.push_back({static_cast<std::size_t>(range.begin() - first),
                    std::string_view(range.begin(), range.size())});
  };
  // Named rules make the expectation-failure messages readable.
  auto const row = x3::rule<struct row_tag>{"a row length"} = x3::raw[x3::lexeme[+x3::digit]][push];
  auto const count = x3::rule<struct count_tag>{"a number"} = x3::raw[x3::lexeme[+x3::digit]][push];
  auto const close = x3::rule<struct close_tag>{"',' or ']'"} = x3::lit(']');
  auto const times = x3::rule<struct x_tag>{"'x'"} = x3::lit('x') | x3::lit('X');
  auto const end = x3::rule<struct end_tag>{"end of input"} = x3::eoi;
  // After '[' the input is committed to being a list, so failures are expectation errors.
  auto const list = x3::lit('[') > row > *(x3::lit(',') > row) > close;
  auto const box = count > times > count;
  auto const grammar = (list | box) > end;

  const char* it = first;
  auto skip_space = [&](const char* p) {
    while (p != last && std::isspace(static_cast<unsigned char>(*p))) ++p;
    return p;
  };
  try {
    if (!x3::phrase_parse(it, last, grammar, x3::space)) {
      const char* p = skip_space(first);
      if (p == last) return ParseError{0, "empty input: expected '[' or RxC"};
      return ParseError{static_cast<std::size_t>(p - first), "unexpected character " + describe_char(*p) +
                                                           " at position " + std::to_string(p - first) +
                                                           ", expected '[' or RxC"};
    }
  } catch (const x3::expectation_failure<const char*>& e) {
    const char* p = skip_space(e.where());  // the failing parser pre-skipped spaces
    std::string pos = std::to_string(p - first);
    if (p == last)
      return ParseError{static_cast<std::size_t>(p - first), "unexpected end of input at position " + pos + ", expected " + e.which()};
    return ParseError{static_cast<std::size_t>(p - first),
                      "unexpected character " + describe_char(*p) + " at position " + pos + ", expected " + e.which()};
  }
  if (*skip_space(first) != '[') return build_box(nums.at(0), nums.at(1));
  return build_list(nums);
}

std::string to_string(const ChompPosition& p) {
  std::string s = "[";
  for (std::size_t i = 0; i < p.rows.size(); ++i) {
    if (i) s += ',';
    s += std::to_string(p.rows[i]);
  }
  return s + "]";
}

ChompPosition chomp_rectangle(int rows, int cols) { return ChompPosition{std::vector<int>(rows, cols)}; }

std::uint64_t chomp_subposition_count(const ChompPosition& p, std::uint64_t cap) {
  // ways[v]: diagrams of the rows below the current one whose top row has
  // length v, summed into prefix sums as we go up; the poison row has length >= 1.
  const auto& rows = p.rows;
  if (rows.empty()) return 0;
  std::vector<std::uint64_t> ways(static_cast<std::size_t>(rows.back()) + 1, 1);
  for (std::size_t i = rows.size() - 1; i-- > 0;) {
    std::vector<std::uint64_t> next(static_cast<std::size_t>(rows[i]) + 1);
    std::uint64_t prefix = 0;
    for (std::size_t v = 0; v < next.size(); ++v) {
      if (v < ways.size()) prefix = std::min(cap, prefix + ways[v]);
      next[v] = prefix;
    }
    ways.swap(next);
  }
  std::uint64_t total = 0;
  for (std::size_t v = 1; v < ways.size(); ++v) total = std::min(cap, total + ways[v]);
  return total;
}

std::int64_t chomp_cell_count(const ChompPosition& p) {
  std::int64_t n = 0;
  for (int r : p.rows) n += r;
  return n;
}

bool chomp_is_valid(const ChompPosition& p) {
  return !p.rows.empty() && p.rows.back() >= 1 &&
         std::is_sorted(p.rows.begin(), p.rows.end(), std::greater<>());
}

}  // namespace cgp
