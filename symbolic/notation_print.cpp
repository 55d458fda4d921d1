// Printer for CGSuite notation; see notation_print.h for the forms produced.
// Every form is chosen so that notation_parse.cpp reads it back as the same
// canonical game: the printer only names a game by a formula (x+-y, Tiny(c),
// ...) after checking that the formula's canonical form has exactly the
// options at hand.
#include "symbolic/notation_print.h"

#include "symbolic/notation_ast.h"

#include <algorithm>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace cgp {
namespace {

// How loosely a printed text binds, to know when it needs parentheses.
enum class Prec { Atom, Unary, Switch, Sum };

struct Printed {
  std::string text;
  int bars = 0;  // > 0: text is a brace-less body "L||R" split by this many bars
  Prec prec = Prec::Atom;
};

// CGSuite's cap: a game whose top split would need this many bars keeps its
// own braces, so parents restart counting from one bar.
constexpr int kMaxBars = 4;

Printed up_star_printed(const UpStar& v) {
  const std::string number = v.number.is_zero() ? "" : v.number.to_string();
  const UpStarSuffix suffix = up_star_suffix(v.up, v.nim);
  return {number + suffix.text, 0, suffix.sum ? Prec::Sum : Prec::Atom};
}

class Printer {
 public:
  explicit Printer(GameStore& store) : s_(store) {}

  // The text of g as a standalone expression.
  std::string expr(GameId g) {
    Printed p = print(g);
    return p.bars > 0 ? "{" + p.text + "}" : p.text;
  }

 private:
  // Memoised: canonical games share subgames, often many times over.
  Printed print(GameId g) {
    if (auto it = memo_.find(g); it != memo_.end()) return it->second;
    Printed p = print_uncached(g);
    memo_.emplace(g, p);
    return p;
  }

  Printed print_uncached(GameId g) {
    if (s_.is_number(g)) return {s_.number_value(g).to_string(), 0, Prec::Atom};
    if (auto v = s_.up_star_value(g)) return up_star_printed(*v);
    const std::vector<GameId> lo = options(g, true), ro = options(g, false);
    if (auto p = switch_form(lo, ro)) return *p;
    if (auto p = tiny_form(lo, ro)) return *p;
    return braces_form(lo, ro);
  }

  // Copies (the store's spans move when it grows) in a readable order that
  // does not depend on the store's history (ids do): numbers ascending, then
  // number-up-star values by number, up and nim parts, then the rest by text.
  std::vector<GameId> options(GameId g, bool left) {
    const auto span = left ? s_.left_options(g) : s_.right_options(g);
    std::vector<GameId> out(span.begin(), span.end());
    auto rank = [this](GameId x) { return s_.is_number(x) ? 0 : s_.is_up_star(x) ? 1 : 2; };
    std::sort(out.begin(), out.end(), [&](GameId a, GameId b) {
      if (rank(a) != rank(b)) return rank(a) < rank(b);
      if (rank(a) == 2) return expr(a) < expr(b);
      const UpStar x = *s_.up_star_value(a), y = *s_.up_star_value(b);
      if (x.number != y.number) return x.number < y.number;
      if (x.up != y.up) return x.up < y.up;
      return x.nim < y.nim;
    });
    return out;
  }

  // {x|y} with numbers x > y and integer mean m: m+-d, d = (x-y)/2.
  // {G|-G}: +-G.
  std::optional<Printed> switch_form(const std::vector<GameId>& lo, const std::vector<GameId>& ro) {
    if (lo.size() != 1 || ro.size() != 1) return std::nullopt;
    if (s_.is_number(lo[0]) && s_.is_number(ro[0])) {
      const Dyadic x = s_.number_value(lo[0]), y = s_.number_value(ro[0]);
      const Dyadic mean = (x + y).half();
      if (x > y && mean.is_integer()) {
        const std::string d = (x - y).half().to_string();
        if (mean.is_zero()) return Printed{"+-" + d, 0, Prec::Unary};
        return Printed{mean.to_string() + "+-" + d, 0, Prec::Switch};
      }
    }
    if (ro[0] == s_.neg(lo[0])) return Printed{"+-" + operand(lo[0]), 0, Prec::Unary};
    return std::nullopt;
  }

  // The operand of a prefix operator: an atom, else parenthesised.
  std::string operand(GameId g) {
    Printed p = print(g);
    if (p.bars > 0) return "{" + p.text + "}";
    if (p.prec > Prec::Unary || p.text.front() == '-') return "(" + p.text + ")";
    return p.text;
  }

  // {a||a|b} = a+Tiny(a-b) and {b|a||a} = a+Miny(b-a), for numbers b < a
  // (resp. b > a); the translation a is omitted when 0.
  std::optional<Printed> tiny_form(const std::vector<GameId>& lo, const std::vector<GameId>& ro) {
    if (lo.size() != 1 || ro.size() != 1) return std::nullopt;
    const bool tiny = s_.is_number(lo[0]);
    const GameId a = tiny ? lo[0] : ro[0];
    const GameId h = tiny ? ro[0] : lo[0];
    if (!s_.is_number(a) || s_.is_up_star(h)) return std::nullopt;
    const std::vector<GameId> hl = options(h, true), hr = options(h, false);
    if (hl.size() != 1 || hr.size() != 1) return std::nullopt;
    const GameId inner = tiny ? hr[0] : hl[0];
    if ((tiny ? hl[0] : hr[0]) != a || !s_.is_number(inner)) return std::nullopt;
    const Dyadic av = s_.number_value(a);
    const Dyadic sub = tiny ? av - s_.number_value(inner) : s_.number_value(inner) - av;
    if (sub.sign() <= 0) return std::nullopt;
    const std::string name = std::string(tiny ? "Tiny(" : "Miny(") + sub.to_string() + ")";
    if (av.is_zero()) return Printed{name, 0, Prec::Atom};
    return Printed{av.to_string() + "+" + name, 0, Prec::Sum};
  }

  struct Side {
    std::string text;
    int bars = 0;
  };

  // A side with a single braced game drops that game's braces and reports its
  // bar count; any other side is a comma list of full expressions.
  Side side(const std::vector<GameId>& opts) {
    if (opts.size() == 1) {
      Printed p = print(opts[0]);
      return {p.text, p.bars};
    }
    Side out;
    for (std::size_t i = 0; i < opts.size(); ++i) {
      if (i > 0) out.text += ',';
      out.text += expr(opts[i]);
    }
    return out;
  }

  Printed braces_form(const std::vector<GameId>& lo, const std::vector<GameId>& ro) {
    const Side l = side(lo), r = side(ro);
    const int bars = std::max(l.bars, r.bars) + 1;
    std::string body = l.text + std::string(static_cast<std::size_t>(bars), '|') + r.text;
    if (bars >= kMaxBars) return Printed{"{" + body + "}", 0, Prec::Atom};
    return Printed{std::move(body), bars, Prec::Atom};
  }

  GameStore& s_;
  std::unordered_map<GameId, Printed> memo_;
};

}  // namespace

std::string game_to_string(GameStore& store, GameId g) { return Printer(store).expr(g); }

namespace {

std::string arrows_literal(unsigned long n, char arrow) {
  if (n <= 2) return std::string(n, arrow);
  std::string out(1, arrow);
  out += std::to_string(n);
  return out;
}

std::string nimber_literal(unsigned long m) {
  std::string out = "*";
  if (m > 1) out += std::to_string(m);
  return out;
}

}  // namespace

UpStarSuffix up_star_suffix(long up, unsigned nim) {
  using notation::kMaxNimber;
  using notation::kMaxUps;
  UpStarSuffix out;
  if (up != 0) {
    const char arrow = up > 0 ? '^' : 'v';
    unsigned long n = static_cast<unsigned long>(up > 0 ? up : -up);
    for (; n > kMaxUps; n -= kMaxUps) out.text += arrows_literal(kMaxUps, arrow) + "+";
    out.text += arrows_literal(n, arrow);
  }
  if (nim != 0) {
    // Nim sums of literals up to kMaxNimber = 2^10 stay below 2^11: one
    // literal *1024 takes the top bit and the rest is one literal.
    if (nim > kMaxNimber && nim < 2 * kMaxNimber) {
      if (!out.text.empty()) out.text += "+";
      out.text += nimber_literal(kMaxNimber) + "+" + nimber_literal(nim ^ kMaxNimber);
    } else {
      out.text += nimber_literal(nim);
    }
  }
  out.sum = out.text.find('+') != std::string::npos;
  return out;
}

}  // namespace cgp
