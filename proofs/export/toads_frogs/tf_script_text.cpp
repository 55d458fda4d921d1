#include "proofs/export/toads_frogs/tf_script_text.h"

#include "proofs/export/coq_terms.h"

#include <fmt/core.h>

#include <optional>

namespace cgp {

std::string tf_paren(const std::string& s) { return s.find(' ') == std::string::npos ? s : "(" + s + ")"; }

std::string tf_nat_expr(const Affine& e) {
  auto integer = [&](const Dyadic& d) {
    const auto v = d.to_long();
    if (!v || *v < 0)
      throw CoqExportError("an argument " + affine_to_string(e) + " is not a natural-number expression");
    return *v;
  };
  std::vector<std::string> parts;
  const long c = integer(e.constant());
  if (c != 0 || e.terms().empty()) parts.push_back(std::to_string(c));
  for (const Affine::Term& t : e.terms()) {
    const long k = integer(t.coef);
    parts.push_back(k == 1 ? t.param : std::to_string(k) + " * " + t.param);
  }
  return coq_join(parts, " + ");
}

namespace {

char cell_letter(Square s) { return s == Square::Toad ? 'T' : s == Square::Frog ? 'F' : 'E'; }

}  // namespace

std::string tf_board_expr(const TfPattern& p, const Sigma& shift) {
  std::vector<std::string> items;  // explicit cells and `repeat X n` blocks, left to right
  std::vector<bool> explicit_cell;
  for (const TfBlock& b : p.blocks) {
    const Affine len = affine_substitute(b.length, shift);
    if (len.is_constant()) {
      const auto n = len.constant().to_long();
      if (!n || *n < 0) throw CoqExportError("a block length " + affine_to_string(len) + " is not a natural number");
      for (long i = 0; i < *n; ++i) {
        items.push_back(std::string(1, cell_letter(b.symbol)));
        explicit_cell.push_back(true);
      }
    } else {
      items.push_back("repeat " + std::string(1, cell_letter(b.symbol)) + " " + tf_paren(tf_nat_expr(len)));
      explicit_cell.push_back(false);
    }
  }
  if (items.empty()) return "[]";
  // Trailing explicit cells form a list literal; earlier ones are consed.
  std::size_t tail = items.size();
  while (tail > 0 && explicit_cell[tail - 1]) --tail;
  std::string out =
      tail < items.size() ? fmt::format("[{}]", coq_join(std::vector<std::string>(items.begin() + long(tail), items.end()), "; "))
                          : "";
  for (std::size_t i = tail; i-- > 0;) {
    if (out.empty()) {
      out = items[i];
      continue;
    }
    out = items[i] + (explicit_cell[i] ? " :: " : " ++ ") + out;
  }
  return out;
}

Region tf_shape_kind_region(const std::string& p, int kind, const std::vector<std::string>& params) {
  return kind < 2 ? region_from_relation(Affine::param(p), CmpOp::eq, Affine(kind), params)
                  : region_from_relation(Affine::param(p), CmpOp::ge, Affine(2), params);
}

std::vector<TfShape> tf_shapes(const std::vector<std::string>& params) {
  std::vector<TfShape> out;
  const std::size_t n = params.size();
  std::size_t total = 1;
  for (std::size_t i = 0; i < n; ++i) total *= 3;
  for (std::size_t code = 0; code < total; ++code) {
    TfShape s;
    s.region = region_universe(params);
    std::size_t c = code;
    std::vector<int> kind(n);
    for (std::size_t i = n; i-- > 0;) {
      kind[i] = int(c % 3);
      c /= 3;
    }
    for (std::size_t i = 0; i < n; ++i) {
      const std::string& p = params[i];
      s.region = region_intersect(s.region, tf_shape_kind_region(p, kind[i], params));
      if (kind[i] < 2) {
        s.shift[p] = Affine(kind[i]);
        s.nat[p] = std::to_string(kind[i]);
        s.vars[p] = "Z.of_nat " + std::to_string(kind[i]);
      } else {
        s.shift[p] = Affine(2) + Affine::param(p);
        s.nat[p] = "(2 + " + p + ")";
        s.vars[p] = "Z.of_nat (2 + " + p + ")";
        s.binders.push_back(p);
      }
    }
    out.push_back(std::move(s));
  }
  return out;
}

TfShape tf_shape_on(const TfShape& shape, const Region& domain) {
  TfShape out = shape;
  out.region = region_intersect(shape.region, region_align(domain, shape.region.params()));
  if (region_is_empty(out.region)) return out;
  const std::map<std::string, Affine> pinned = region_pinned_params(out.region);
  out.binders.clear();
  for (const std::string& p : shape.binders) {
    const auto it = pinned.find(p);
    const auto v = it == pinned.end() ? std::nullopt : it->second.constant().to_long();
    if (!v) {
      out.binders.push_back(p);
      continue;
    }
    out.shift[p] = it->second;
    out.nat[p] = fmt::format("(2 + {})", *v - 2);
    out.vars[p] = fmt::format("Z.of_nat (2 + {})", *v - 2);
    out.pinned[p] = *v - 2;
  }
  return out;
}

std::string tf_strip_args(const TfRawOption& o, const Sigma& shift) {
  return tf_strip_args(TfStrip{o.prefix, o.core, o.suffix}, shift);
}

std::string tf_strip_args(const TfStrip& st, const Sigma& shift) {
  auto nat = [&](const Affine& e) { return tf_nat_expr(affine_substitute(e, shift)); };
  std::vector<std::string> ps, ss;
  for (const auto& [y, x] : st.prefix) ps.push_back(fmt::format("({}, {})", nat(y), nat(x)));
  for (const auto& [x, y] : st.suffix) ss.push_back(fmt::format("({}, {})", nat(x), nat(y)));
  return fmt::format("[{}] ({}) [{}]", coq_join(ps, "; "), tf_board_expr(st.core, shift), coq_join(ss, "; "));
}

}  // namespace cgp
