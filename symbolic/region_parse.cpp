// Region text -> Region, by recursive descent (syntax in region.h).
//
// Two steps, so that the parameter list is known before any isl set exists:
// the grammar builds a small tree (Node) and records every parameter name with
// its column; names are then checked or collected; the tree becomes isl sets.
// A '(' may open an affine term ((a+b)%3==2, (a+1)>=b) or a group of
// constraints ((a>=1 || b>=1) && c>=0): the parser tries a comparison first and
// falls back to a group, reporting whichever attempt got further on failure.
#include "symbolic/region.h"

#include <algorithm>
#include <optional>
#include <cctype>
#include <set>
#include <stdexcept>

namespace cgp {
namespace {

constexpr std::size_t kMaxNesting = 200;
// Printing enumerates residues one by one, so moduli stay small.
constexpr long kMaxModulus = kRegionMaxModulus;

struct Fail {
  ParseError error;
  // Set once the input has been recognised (a residue with a bad modulus, too
  // deep nesting): trying another reading of a '(' would only hide the cause.
  bool fatal = false;
};

[[noreturn]] void fail(std::size_t column, const std::string& message, bool fatal = false) {
  throw Fail{ParseError{column, message}, fatal};
}

std::string at_column(std::size_t column) { return " at column " + std::to_string(column); }

struct Node {
  enum class Kind { constant, compare, residue, all, any, negation } kind = Kind::constant;
  bool value = true;           // constant
  std::vector<Affine> terms;   // compare: terms[0] rels[0] terms[1] rels[1] ...; residue: terms[0]
  std::vector<CmpOp> rels;  // residue: rels[0]
  long modulus = 1, residue = 0;
  std::vector<Node> kids;      // all (&&), any (||), negation
};

class Parser {
 public:
  explicit Parser(std::string_view text) : t_(text) {}

  Node parse() {
    Node n = disjunction();
    skip();
    if (pos_ != t_.size()) throw Fail{affine_unexpected(t_, pos_)};
    return n;
  }
  const std::vector<std::pair<std::string, std::size_t>>& names() const { return names_; }

 private:
  void skip() {
    while (pos_ < t_.size() && std::isspace(static_cast<unsigned char>(t_[pos_]))) ++pos_;
  }
  bool at(std::string_view s) const { return t_.substr(pos_, s.size()) == s; }
  [[noreturn]] void expected(const std::string& what) {
    const std::string found = pos_ < t_.size() ? std::string("'") + t_[pos_] + "'" : "end of input";
    fail(pos_, "expected " + what + at_column(pos_) + ", found " + found);
  }
  void enter() {
    if (++depth_ > kMaxNesting)
      fail(pos_, "nesting deeper than " + std::to_string(kMaxNesting) + at_column(pos_), true);
  }

  Node disjunction() { return chain("||", Node::Kind::any, &Parser::conjunction); }
  Node conjunction() { return chain("&&", Node::Kind::all, &Parser::unary); }

  Node chain(std::string_view op, Node::Kind kind, Node (Parser::*next)()) {
    Node first = (this->*next)();
    skip();
    if (!at(op)) return first;
    Node n;
    n.kind = kind;
    n.kids.push_back(std::move(first));
    while (skip(), at(op)) {
      pos_ += op.size();
      n.kids.push_back((this->*next)());
    }
    return n;
  }

  Node unary() {
    skip();
    if (at("!") && !at("!=")) {
      enter();
      ++pos_;
      Node n;
      n.kind = Node::Kind::negation;
      n.kids.push_back(unary());
      --depth_;
      return n;
    }
    return atom();
  }

  bool keyword(std::string_view word) {
    if (!at(word)) return false;
    const std::size_t end = pos_ + word.size();
    return end == t_.size() || !std::isalnum(static_cast<unsigned char>(t_[end]));
  }

  Node atom() {
    skip();
    for (const bool value : {true, false})
      if (keyword(value ? "true" : "false")) {
        pos_ += value ? 4 : 5;
        Node n;
        n.value = value;
        return n;
      }
    if (!at("(")) return comparison();
    const std::size_t save = pos_, names_before = names_.size(), depth_before = depth_;
    try {
      return comparison();
    } catch (const Fail& as_term) {
      if (as_term.fatal) throw;
      pos_ = save;
      names_.resize(names_before);
      depth_ = depth_before;
      try {
        enter();
        ++pos_;
        Node n = disjunction();
        skip();
        if (!at(")")) expected("')'");
        ++pos_;
        --depth_;
        return n;
      } catch (const Fail& as_group) {
        throw as_group.fatal || as_group.error.column >= as_term.error.column ? as_group : as_term;
      }
    }
  }

  Affine affine(bool* single = nullptr) {
    auto r = affine_parse_prefix(t_, pos_);
    if (auto* err = std::get_if<ParseError>(&r)) throw Fail{*err};
    AffinePrefix& p = std::get<AffinePrefix>(r);
    pos_ = p.end;
    names_.insert(names_.end(), p.names.begin(), p.names.end());
    if (single) *single = p.single;
    return std::move(p.value);
  }

  // A relation operator, or nullopt (nothing consumed) if none is next.
  std::optional<CmpOp> relation() {
    skip();
    static const std::pair<std::string_view, CmpOp> ops[] = {
        {">=", CmpOp::ge}, {"<=", CmpOp::le}, {"==", CmpOp::eq},
        {"!=", CmpOp::ne}, {">", CmpOp::gt},  {"<", CmpOp::lt}};
    for (const auto& [text, rel] : ops)
      if (at(text)) {
        pos_ += text.size();
        return rel;
      }
    if (at("=")) fail(pos_, "unexpected '='" + at_column(pos_) + " (write == for equality)");
    return std::nullopt;
  }

  CmpOp required_relation() {
    if (auto rel = relation()) return *rel;
    if (pos_ < t_.size() && (t_[pos_] == '*' || t_[pos_] == '^')) throw Fail{affine_unexpected(t_, pos_)};
    expected("a comparison (>=, <=, >, <, ==, !=)");
  }

  long integer(const std::string& what, bool allow_sign) {
    skip();
    const std::size_t start = pos_;
    if (allow_sign && at("-")) ++pos_;
    const std::size_t digits = pos_;
    while (pos_ < t_.size() && std::isdigit(static_cast<unsigned char>(t_[pos_]))) ++pos_;
    if (pos_ == digits) {
      pos_ = start;
      expected(what);
    }
    const std::string text(t_.substr(start, pos_ - start));
    if (pos_ - digits > 15) fail(start, "number " + text + at_column(start) + " is too large");
    return std::stol(text);
  }

  Node comparison() {
    const std::size_t start = (skip(), pos_);
    bool single = false;
    Node n;
    n.terms.push_back(affine(&single));
    skip();
    if (at("%")) {
      const std::size_t percent = pos_;
      if (!single)
        fail(percent, "'%'" + at_column(percent) +
                          " applies to a single term; put a sum in parentheses, as in (a+b)%2==1", true);
      if (!n.terms[0].is_integral()) fail(start, "'%' needs integer coefficients" + at_column(start), true);
      ++pos_;
      const std::size_t mcol = (skip(), pos_);
      n.modulus = integer("a modulus", false);
      if (n.modulus < 1) fail(mcol, "modulus 0" + at_column(mcol), true);
      if (n.modulus > kMaxModulus)
        fail(mcol, "modulus " + std::to_string(n.modulus) + at_column(mcol) + " exceeds the limit of " +
                       std::to_string(kMaxModulus), true);
      n.kind = Node::Kind::residue;
      n.rels.push_back(required_relation());
      const std::size_t rcol = (skip(), pos_);
      n.residue = integer("a residue", true);
      if ((n.rels[0] == CmpOp::eq || n.rels[0] == CmpOp::ne) && (n.residue < 0 || n.residue >= n.modulus))
        fail(rcol, "residue " + std::to_string(n.residue) + at_column(rcol) + " is not in 0.." +
                       std::to_string(n.modulus - 1), true);
      return n;
    }
    n.kind = Node::Kind::compare;
    n.rels.push_back(required_relation());
    n.terms.push_back(affine());
    while (auto rel = relation()) {  // chains: 1 <= a <= 5
      n.rels.push_back(*rel);
      n.terms.push_back(affine());
    }
    return n;
  }

  std::string_view t_;
  std::size_t pos_ = 0;
  std::size_t depth_ = 0;
  std::vector<std::pair<std::string, std::size_t>> names_;
};

Region build(const Node& n, const std::vector<std::string>& params) {
  switch (n.kind) {
    case Node::Kind::constant:
      return n.value ? region_universe(params) : region_empty(params);
    case Node::Kind::compare: {
      Region r = region_universe(params);
      for (std::size_t i = 0; i < n.rels.size(); ++i)
        r = region_intersect(r, region_from_relation(n.terms[i], n.rels[i], n.terms[i + 1], params));
      return r;
    }
    case Node::Kind::residue:
      return region_from_residue(n.terms[0], n.modulus, n.rels[0], n.residue, params);
    case Node::Kind::all:
    case Node::Kind::any: {
      Region r = build(n.kids[0], params);
      for (std::size_t i = 1; i < n.kids.size(); ++i)
        r = n.kind == Node::Kind::all ? region_intersect(r, build(n.kids[i], params))
                                      : region_union(r, build(n.kids[i], params));
      return r;
    }
    case Node::Kind::negation:
      return region_complement(build(n.kids[0], params));
  }
  throw std::logic_error("region build: bad node");
}

// The parameter list: `given` checked against the names used, or the names used.
std::vector<std::string> resolve_params(const std::vector<std::string>& given,
                                        const std::vector<std::pair<std::string, std::size_t>>& used) {
  if (given.empty()) {
    std::vector<std::string> out;
    for (const auto& [name, column] : used) out.push_back(name);
    param_sort(out);
    return out;
  }
  std::set<std::string> known;
  for (const std::string& p : given) {
    if (!param_name_is_valid(p)) fail(0, "invalid parameter name '" + p + "' in the parameter list" + at_column(0));
    if (!known.insert(p).second) fail(0, "duplicate parameter '" + p + "' in the parameter list" + at_column(0));
  }
  for (const auto& [name, column] : used)
    if (!known.count(name)) fail(column, "unknown parameter '" + name + "'" + at_column(column));
  return given;
}

// Rejects parentheses nested deeper than kMaxNesting before parsing, so that
// neither this parser nor the affine one recurses without bound.
void check_nesting(std::string_view text) {
  std::size_t depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '(' && ++depth > kMaxNesting)
      fail(i, "nesting deeper than " + std::to_string(kMaxNesting) + at_column(i), true);
    if (text[i] == ')' && depth > 0) --depth;
  }
}

}  // namespace

std::variant<Region, ParseError> region_parse(std::string_view text, const std::vector<std::string>& params) {
  try {
    check_nesting(text);
    Parser parser(text);
    const Node tree = parser.parse();
    auto used = parser.names();
    std::sort(used.begin(), used.end(), [](const auto& x, const auto& y) { return x.second < y.second; });
    return build(tree, resolve_params(params, used));
  } catch (const Fail& f) {
    return f.error;
  } catch (const std::exception& e) {
    return ParseError{0, std::string("internal error: ") + e.what() + at_column(0)};
  } catch (...) {
    return ParseError{0, "internal error" + at_column(0)};
  }
}

}  // namespace cgp
