#include "kernel/tf_strategy.h"

#include "games/toads_frogs/pattern_moves.h"
#include "kernel/tf_rules.h"

#include <algorithm>
#include <optional>
#include <stdexcept>

namespace cgp {

namespace {

// A comparison form as the kernel reads it: a tree of the claim (its z's
// affine in some parameters) when tree is set, plus the integer n, plus *
// when star (then no tree). As a game: tree + n, or {n|n} when star.
struct Form {
  const SymGame* tree = nullptr;
  std::map<std::string, Affine> zargs;
  Affine n;
  bool star = false;
};

bool within(const Affine& e, const std::vector<std::string>& params) {
  for (const Affine::Term& t : e.terms())
    if (std::find(params.begin(), params.end(), t.param) == params.end()) return false;
  return true;
}

// The options of y on `side`, each with the region (over params) where it
// exists; nullopt when one cannot be read (a leaf that is not an integer or
// an integer plus *, a sum): a move the kernel cannot follow.
std::optional<std::vector<std::pair<Region, Form>>> form_options(const Form& y, bool left,
                                                                 const std::vector<std::string>& params) {
  std::vector<std::pair<Region, Form>> out;
  const Region all = region_universe(params);
  if (y.tree) {
    for (const SymGame& c : left ? y.tree->left() : y.tree->right()) {
      Form o;
      if (c.kind() == SymGame::Kind::Options) {
        o.tree = &c;
        o.zargs = y.zargs;
        o.n = y.n;
      } else if (c.is_leaf() && c.as_leaf().up == 0 && c.as_leaf().nim <= 1 && c.number().is_integral()) {
        o.n = affine_substitute(c.number(), y.zargs) + y.n;
        o.star = c.as_leaf().nim == 1;
      } else {
        return std::nullopt;
      }
      out.emplace_back(all, std::move(o));
    }
  }
  Form o = y;
  if (y.star) {  // {n|n}: n on both sides
    o.star = false;
    out.emplace_back(all, o);
  } else if (left) {  // the integer part n: n - 1 where n >= 1
    o.n = y.n - Affine(1);
    out.emplace_back(region_from_relation(y.n, CmpOp::ge, Affine(1), params), o);
  } else {
    o.n = y.n + Affine(1);
    out.emplace_back(region_from_relation(y.n, CmpOp::le, Affine(-1), params), o);
  }
  return out;
}

class StrategyCheck {
 public:
  explicit StrategyCheck(const TfStrategy& s) : s_(s), left_(s.left_answers) {}

  // The node's params (board params, then z1.. for a tree, then y1) and its
  // form over them; empty why when they are well formed.
  std::optional<Form> node_form(const TfStrategyNode& n, std::string& why) const {
    std::vector<std::string> expect = tf_pattern_params(n.pattern);
    Form f;
    if (n.form.kind == TfFormKind::kTree) {
      if (n.form.tree >= s_.trees.size() || s_.trees[n.form.tree].kind() != SymGame::Kind::Options) {
        why = n.name + ": its form is no tree {...|...} of the certificate";
        return std::nullopt;
      }
      f.tree = &s_.trees[n.form.tree];
      for (std::size_t i = 0; i < s_.claim_params.size(); ++i) {
        expect.push_back(tf_form_claim_param(i));
        f.zargs[tf_form_claim_param(i)] = Affine::param(tf_form_claim_param(i));
      }
    }
    expect.push_back(tf_form_int_param());
    if (n.params != expect || n.domain.params() != expect) {
      why = n.name + ": its parameters are not its board's, the claim's z's (a tree form) and y1";
      return std::nullopt;
    }
    if (n.form.sign != 1 && n.form.sign != -1) {
      why = n.name + ": its form's sign is not 1 or -1";
      return std::nullopt;
    }
    f.n = Dyadic(n.form.sign) * Affine::param(tf_form_int_param());
    f.star = n.form.kind == TfFormKind::kIntStar;
    return f;
  }

  // Why board r and form y on w (after an answer, or the entry) are not
  // a's target at a's arguments; empty when they are. both_in_form: neither
  // move was on the board, so the induction needs the form to shrink: the
  // strip must add nothing.
  std::string result_failure(const TfPattern& r, const Form& y, const Region& w, const TfStrategyAnswer& a,
                             bool both_in_form) const {
    if (!kernel_tf_strip_lengths_ok(a.strip, w)) return "its strip has a length that can be negative";
    if (!kernel_tf_same_board(r, kernel_tf_strip_board(a.strip), w))
      return "its strip is not the board the move gives, " + tf_pattern_to_string(r);
    const std::optional<Affine> offset = kernel_tf_strip_offset(a.strip);
    if (!offset || !within(*offset, w.params())) return "its strip's offset is not affine in the node's parameters";
    if (both_in_form && !kernel_tf_holds_on(w, *offset, CmpOp::eq, Affine(0)))
      return "both moves are in the form, and the strip adds " + affine_to_string(*offset);
    if (a.target >= s_.nodes.size()) return "its target is no node";
    const TfStrategyNode& t = s_.nodes[a.target];
    std::string why;
    const std::optional<Form> tf = node_form(t, why);
    if (!tf) return why;
    for (const std::string& p : t.params) {
      const auto it = a.args.find(p);
      if (it == a.args.end() || !within(it->second, w.params()) || !it->second.is_integral())
        return "its arguments do not give " + t.name + "'s parameter " + p + " in the node's";
    }
    TfPattern board = t.pattern;
    for (TfBlock& b : board.blocks) b.length = affine_substitute(b.length, a.args);
    const TfPattern stripped = kernel_tf_stripped_board(a.strip);
    if (board.blocks.empty()) {  // a board without pieces (blanks only) is 0, as the empty one
      for (const TfBlock& b : stripped.blocks)
        if (b.symbol != Square::Empty && !kernel_tf_holds_on(w, b.length, CmpOp::eq, Affine(0)))
          return "the stripped board has pieces, and " + t.name + "'s has none";
    } else if (!kernel_tf_same_board(stripped, board, w)) {
      return "the stripped board is not " + t.name + "'s board " + tf_pattern_to_string(board);
    }
    // The form: the same tree at equal z's, the same star, and the integer
    // part less the offset equal to the target's.
    if ((y.tree != nullptr) != (tf->tree != nullptr) || y.star != tf->star)
      return "its form is not of " + t.name + "'s kind";
    if (y.tree) {
      if (!(*y.tree == *tf->tree)) return "its form's tree is not " + t.name + "'s";
      for (const auto& [z, e] : tf->zargs) {
        const auto it = y.zargs.find(z);
        if (it == y.zargs.end() || !kernel_tf_holds_on(w, it->second, CmpOp::eq, affine_substitute(e, a.args)))
          return "its form's " + z + " is not " + t.name + "'s";
      }
    }
    if (!kernel_tf_holds_on(w, y.n - *offset, CmpOp::eq, affine_substitute(tf->n, a.args)))
      return "its form's integer part less the offset is not " + t.name + "'s";
    if (!region_is_subset(w, region_preimage(t.domain, a.args, w.params())))
      return "its arguments leave " + t.name + "'s domain";
    return "";
  }

  // The check of one node: its threats against the rules and its form, and
  // every answer.
  std::string node_failure(const TfStrategyNode& n) const {
    std::string why;
    const std::optional<Form> here = node_form(n, why);
    if (!here) return why;
    struct Threat {
      TfMoveIn in;
      std::size_t lift_case, index;
      Region region;
      TfPattern board;
      Form form;
    };
    std::vector<Threat> expected;
    std::vector<TfLiftCase> lifted;
    try {
      lifted = tf_lift_options(n.pattern, n.domain);
    } catch (const std::invalid_argument& e) {
      return n.name + ": the rules cannot be lifted (" + e.what() + ")";
    }
    for (std::size_t c = 0; c < lifted.size(); ++c) {
      const std::vector<TfPattern>& moves = left_ ? lifted[c].right : lifted[c].left;
      for (std::size_t k = 0; k < moves.size(); ++k)
        expected.push_back({TfMoveIn::kBoard, c, k, region_align(lifted[c].region, n.params), moves[k], *here});
    }
    // The opponent's moves in -Y take Y to its options of the answerer's side.
    const auto fo = form_options(*here, left_, n.params);
    if (!fo) return n.name + ": its form has an option the kernel cannot read";
    for (std::size_t k = 0; k < fo->size(); ++k) {
      Region r = region_intersect(n.domain, region_align((*fo)[k].first, n.params));
      if (!region_is_empty(r)) expected.push_back({TfMoveIn::kForm, 0, k, std::move(r), n.pattern, (*fo)[k].second});
    }
    if (expected.size() != n.threats.size())
      return n.name + ": the rules and its form give " + std::to_string(expected.size()) + " opposing moves, it answers " +
             std::to_string(n.threats.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
      const Threat& e = expected[i];
      const TfStrategyThreat& t = n.threats[i];
      // Printed only on failure: a region's text costs more than its check
      // (a tenth of the kernel's time on the one-frog slice b = 10).
      const auto at = [&] {
        return n.name + ", opposing move " + std::to_string(i + 1) + " on " + region_to_message(e.region);
      };
      if (t.in != e.in || t.lift_case != e.lift_case || t.index != e.index || !region_is_equal(t.region, e.region))
        return at() + ": the certificate lists another move or region";
      std::vector<TfLiftCase> sub;
      try {
        sub = tf_lift_options(e.board, e.region);
      } catch (const std::invalid_argument& ex) {
        return at() + ": the rules cannot be lifted (" + ex.what() + ")";
      }
      const auto answers_in_form = form_options(e.form, !left_, n.params);
      if (!answers_in_form) return at() + ": the form has an option the kernel cannot read";
      std::vector<Region> covered;
      for (const TfStrategyAnswer& a : t.answers) {
        const Region& w = a.region;
        if (w.params() != n.params || !region_is_subset(w, e.region))
          return at() + ": an answer's region is not in the move's";
        const TfLiftCase* sc = nullptr;
        for (const TfLiftCase& lc : sub)
          if (region_is_subset(w, region_align(lc.region, n.params))) {
            sc = &lc;
            break;
          }
        if (!sc) return at() + ": an answer's region " + region_to_message(w) + " meets two shapes of the board";
        std::string f;
        if (a.in == TfMoveIn::kBoard) {
          const std::vector<TfPattern>& moves = left_ ? sc->left : sc->right;
          if (a.index >= moves.size()) return at() + ": an answer names a move the rules do not give";
          f = result_failure(moves[a.index], e.form, w, a, false);
        } else {
          if (a.index >= answers_in_form->size() ||
              !region_is_subset(w, region_align((*answers_in_form)[a.index].first, n.params)))
            return at() + ": an answer names a move the form does not have";
          f = result_failure(e.board, (*answers_in_form)[a.index].second, w, a, e.in == TfMoveIn::kForm);
        }
        if (!f.empty()) return at() + ", the answer on " + region_to_message(w) + ": " + f;
        covered.push_back(w);
      }
      if (const auto gap = region_lexmin_uncovered(e.region, covered)) {
        std::string point;
        for (std::size_t j = 0; j < gap->size() && j < n.params.size(); ++j)
          point += (j ? ", " : "") + n.params[j] + "=" + std::to_string((*gap)[j]);
        return at() + ": no answer at " + point;
      }
    }
    return "";
  }

 private:
  const TfStrategy& s_;
  bool left_;
};

}  // namespace

bool kernel_tf_check_strategy(const TfStrategy& s, const TfPattern& g, const SymGame& x, const Region& where,
                              bool left_answers, std::string& why) {
  if (!(s.pattern == g) || !(s.claim == x) || !region_is_equal(s.where, where) || s.where.params() != where.params() ||
      s.left_answers != left_answers || s.claim_params != where.params()) {
    why = "the certificate states another claim";
    return false;
  }
  const StrategyCheck check(s);
  // The entry: G stripped into the entry node, X as typed (its parameters
  // renamed z1, z2, ...) less the offset as the node's form.
  std::map<std::string, Affine> to_z;
  Form claim;
  for (std::size_t i = 0; i < where.params().size(); ++i) {
    to_z[where.params()[i]] = Affine::param(tf_form_claim_param(i));
    claim.zargs[tf_form_claim_param(i)] = Affine::param(where.params()[i]);
  }
  const SymGame xz = sym_game_substitute(x, to_z);
  if (xz.kind() == SymGame::Kind::Options) {
    claim.tree = &xz;
  } else if (xz.is_leaf() && xz.as_leaf().up == 0 && xz.as_leaf().nim <= 1 && x.number().is_integral()) {
    claim.n = x.number();
    claim.star = x.as_leaf().nim == 1;
  } else {
    why = "the claim is not an integer, an integer plus *, or {...|...}";
    return false;
  }
  std::vector<std::string> used = tf_pattern_params(g);
  for (const std::string& p : sym_game_params(x)) used.push_back(p);
  for (const std::string& p : used)
    if (std::find(where.params().begin(), where.params().end(), p) == where.params().end()) {
      why = "the region does not name the parameter " + p;
      return false;
    }
  if (const std::string f = check.result_failure(g, claim, where, s.entry, false); !f.empty()) {
    why = "the entry: " + f;
    return false;
  }
  for (const TfStrategyNode& n : s.nodes)
    if (const std::string f = check.node_failure(n); !f.empty()) {
      why = f;
      return false;
    }
  return true;
}

}  // namespace cgp
