#include "proofs/export/tf_raw_options.h"

#include "families/tf/lift.h"

#include <stdexcept>

namespace cgp {

namespace {

TfPattern parse_state_pattern(const std::string& text) {
  auto parsed = tf_pattern_parse(text);
  if (!std::holds_alternative<TfPattern>(parsed)) throw std::logic_error("state pattern does not parse: " + text);
  return std::get<TfPattern>(parsed);
}

// x*y with one factor constant (as the prover's normalisation requires).
Affine product(const Affine& x, const Affine& y) {
  if (x.is_constant()) return x.constant() * y;
  if (y.is_constant()) return y.constant() * x;
  throw std::logic_error("tf_raw_options: a non-affine Terminal Toads offset");
}

TfPattern blank(const Affine& n) { return TfPattern{{TfBlock{Square::Empty, n}}}; }

TfPattern concat(std::vector<TfPattern> parts) {
  TfPattern out;
  for (TfPattern& p : parts) out.blocks.insert(out.blocks.end(), p.blocks.begin(), p.blocks.end());
  return tf_pattern_merge(out);
}

// The prefix ends at the last frog block before the first toad block, the
// suffix starts at the first toad block after the last frog block: exactly
// the blocks the prover's normalisation strips (it strips the last piece
// block while it is a toad, the first while it is a frog).
TfRawOption split(const TfPattern& q, const StateOption& call) {
  TfRawOption o;
  o.call = call;
  const TfPattern m = tf_pattern_merge(q);
  const std::size_t n = m.blocks.size();
  std::size_t first_toad = n, pend = 0, sbeg = n;
  for (std::size_t i = 0; i < n && first_toad == n; ++i)
    if (m.blocks[i].symbol == Square::Toad) first_toad = i;
  for (std::size_t i = 0; i < first_toad; ++i)
    if (m.blocks[i].symbol == Square::Frog) pend = i + 1;
  std::size_t last_frog = n;
  for (std::size_t i = 0; i < n; ++i)
    if (m.blocks[i].symbol == Square::Frog) last_frog = i;
  for (std::size_t i = n; i-- > 0 && (last_frog == n || i > last_frog);)
    if (m.blocks[i].symbol == Square::Toad) sbeg = i;
  Affine y(0);
  for (std::size_t i = 0; i < pend; ++i) {
    const TfBlock& b = m.blocks[i];
    if (b.symbol == Square::Empty) {
      y = b.length;
    } else {
      o.prefix.emplace_back(y, b.length);
      y = Affine(0);
    }
  }
  for (std::size_t i = sbeg; i < n; ++i) {
    const TfBlock& b = m.blocks[i];
    if (b.symbol == Square::Toad)
      o.suffix.emplace_back(b.length, Affine(0));
    else
      o.suffix.back().second = b.length;
  }
  o.core.blocks.assign(m.blocks.begin() + long(pend), m.blocks.begin() + long(sbeg));
  o.blanks = Affine(0);
  for (const TfBlock& b : m.blocks)
    if (b.symbol == Square::Empty) o.blanks += b.length;
  return o;
}

Affine prefix_blanks(const TfRawOption& o) {
  Affine s(0);
  for (const auto& [y, x] : o.prefix) s += y;
  return s;
}
Affine suffix_blanks(const TfRawOption& o) {
  Affine s(0);
  for (const auto& [x, y] : o.suffix) s += y;
  return s;
}

// What the Coq lemmas compute (fvalue, tvalue), against the normalisation.
void check_split(const TfRawOption& o, const TfPattern& q) {
  Affine offset(0), acc(0);
  for (const auto& [y, x] : o.prefix) {
    acc += y;
    offset -= product(x, acc);
  }
  Affine after = suffix_blanks(o);
  for (const auto& [x, y] : o.suffix) {
    offset += product(x, after);
    after -= y;
  }
  TfPattern stripped = concat({blank(prefix_blanks(o)), o.core, blank(suffix_blanks(o))});
  bool pieces = false;
  for (const TfBlock& b : stripped.blocks) pieces |= b.symbol != Square::Empty;
  if (!pieces) stripped.blocks.clear();
  const TfNormalised n = tf_normalise(q);
  if (!(tf_pattern_merge(n.pattern) == stripped) || n.offset != offset || n.offset != o.call.offset)
    throw std::logic_error("tf_raw_options: stripping " + tf_pattern_to_string(q) + " gives " +
                           tf_pattern_to_string(stripped) + " + " + affine_to_string(offset) +
                           ", the closure's normalisation " + tf_pattern_to_string(n.pattern) + " + " +
                           affine_to_string(n.offset));
}

TfRawOption raw_option(const TfPattern& q, const StateOption& call) {
  TfRawOption o = split(q, call);
  check_split(o, q);
  return o;
}

}  // namespace

TfRawSystem tf_raw_system(const std::vector<TfFamily>& families, const TfTheorem& theorem) {
  TfRawSystem w;
  w.sys = &theorem.sys;
  for (const FamilyState& s : theorem.sys.states) w.patterns.push_back(parse_state_pattern(s.pattern));
  for (std::size_t i = 0; i < theorem.sys.states.size(); ++i) {
    const FamilyState& s = theorem.sys.states[i];
    const std::vector<TfLiftCase> lifted = tf_lift_options(w.patterns[i], s.domain);
    if (lifted.size() != s.cases.size()) throw std::logic_error("tf_raw_system: cases out of step with the closure");
    std::vector<TfRawCase> cases;
    for (std::size_t c = 0; c < lifted.size(); ++c) {
      TfRawCase rc;
      for (std::size_t k = 0; k < lifted[c].left.size(); ++k)
        rc.left.push_back(raw_option(lifted[c].left[k], s.cases[c].left.at(k)));
      for (std::size_t k = 0; k < lifted[c].right.size(); ++k)
        rc.right.push_back(raw_option(lifted[c].right[k], s.cases[c].right.at(k)));
      cases.push_back(std::move(rc));
    }
    w.cases.push_back(std::move(cases));
  }
  if (families.size() != theorem.sys.entries.size()) throw std::logic_error("tf_raw_system: families and entries differ");
  for (std::size_t f = 0; f < families.size(); ++f)
    w.entries.push_back(raw_option(families[f].pattern, theorem.sys.entries[f].call));
  return w;
}

}  // namespace cgp
