#include "proofs/export/toads_frogs/tf_strategy_writer.h"

#include "games/toads_frogs/pattern_moves.h"
#include "kernel/tf_rules.h"
#include "proofs/export/coq_terms.h"
#include "proofs/export/toads_frogs/tf_script_text.h"

#include <fmt/core.h>

#include <algorithm>

namespace cgp {

std::string TfStrategyWriter::disjunction_pattern(std::size_t k) {
  std::string out;
  for (std::size_t i = 0; i < k; ++i) out += "[<-|";
  out += "[]";
  for (std::size_t i = 0; i < k; ++i) out += "]";
  return out;
}

std::string TfStrategyWriter::select(std::size_t i) {
  std::string out;
  for (std::size_t k = 0; k < i; ++k) out += "right; ";
  return out + "left; reflexivity";
}

std::string TfStrategyWriter::take() {
  std::string text = out_.str();
  out_.str("");
  return text;
}

std::string TfStrategyWriter::definitions_text() {
  for (std::size_t i = 0; i < s_.nodes.size(); ++i) definitions(i);
  out_ << "Definition Cs (mm dd rr : nat) : list Prop := [";
  for (std::size_t i = 0; i < s_.nodes.size(); ++i) out_ << (i ? "; " : "") << "C" << i + 1 << " mm dd rr";
  out_ << "].\nDefinition All (mm dd rr : nat) : Prop := Forall (fun P : Prop => P) (Cs mm dd rr).\n\n";
  for (std::size_t i = 0; i < s_.nodes.size(); ++i) use_lemma(i);
  return take();
}

std::vector<std::string> TfStrategyWriter::node_texts() {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < s_.nodes.size(); ++i) {
    node_proof(i);
    out.push_back(take());
  }
  return out;
}

std::string TfStrategyWriter::closing_text(const std::string& theorem, const std::vector<std::string>& holds_prefix) {
  out_ << "Theorem all_nodes : forall mm dd rr, All mm dd rr.\nProof.\n  apply lex3_ind. intros mm dd rr IH. unfold All, Cs.\n";
  for (std::size_t i = 0; i < s_.nodes.size(); ++i)
    out_ << "  apply Forall_cons; [exact (" << holds_prefix.at(i) << s_.nodes[i].name << "_holds mm dd rr IH)|].\n";
  out_ << "  apply Forall_nil.\nQed.\n\n";
  entry(theorem);
  return take();
}

std::vector<std::string> TfStrategyWriter::form_params(const TfStrategyNode& n) const {
  const std::vector<std::string> b = board_params(n);
  return std::vector<std::string>(n.params.begin() + long(b.size()), n.params.end());
}

TfCoqForm::Kind TfStrategyWriter::kind(const TfStrategyNode& n) const {
  return n.form.kind == TfFormKind::kTree ? TfCoqForm::kTree
         : n.form.kind == TfFormKind::kIntStar ? TfCoqForm::kStar
                                                : TfCoqForm::kInt;
}

std::size_t TfStrategyWriter::depth(const TfStrategyNode& n) const {
  return n.form.kind == TfFormKind::kTree ? trees_.depth(s_.trees.at(n.form.tree)) : 0;
}

std::string TfStrategyWriter::size_text(const TfStrategyNode& n, const std::string& y1) const {
  return fmt::format("2 * {}{}", y1, n.form.kind == TfFormKind::kIntStar ? " + 1" : "");
}

// The node's form at its own variables (z's and y1 as nats).
TfCoqForm TfStrategyWriter::node_form(const TfStrategyNode& n) const {
  TfCoqForm f;
  f.kind = kind(n);
  const std::string y1 = "Z.of_nat " + std::string(tf_form_int_param());
  f.n = n.form.sign > 0 ? y1 : "- " + y1;
  if (f.kind == TfCoqForm::kTree) {
    f.tree = trees_.name(s_.trees.at(n.form.tree));
    for (const std::string& p : form_params(n))
      if (p != tf_form_int_param()) f.zs.push_back(fmt::format("(Z.of_nat {})", p));
  }
  return f;
}

std::string TfStrategyWriter::claim_of(const std::string& board, const std::string& form) const {
  return left_ ? fmt::format("le ({}) (tf_game ({}))", form, board) : fmt::format("le (tf_game ({})) ({})", board, form);
}

void TfStrategyWriter::definitions(std::size_t i) {
  const TfStrategyNode& n = s_.nodes[i];
  const std::vector<std::string> board = board_params(n), form = form_params(n);
  out_ << fmt::format("(* {}: {} {} y on {} *)\n", n.name, tf_pattern_to_string(n.pattern), left_ ? ">=" : "<=",
                      region_to_string(n.domain));
  out_ << fmt::format("Definition {}_board{} : board := {}.\n", n.name, tf_nat_binders(board),
                      tf_board_expr(n.pattern, {}));
  out_ << fmt::format("Definition {}_form{} : game := {}.\n", n.name, tf_nat_binders(form),
                      tf_coq_form_term(node_form(n)));
  // The domain written from its disjuncts, once: the proofs pick a
  // disjunct by its place (dom_proof), so the text must be the parts'.
  dom_parts_.push_back(coq_region_disjuncts(n.domain));
  std::vector<std::string> props;
  for (const Region& part : dom_parts_.back())
    props.push_back("(" + coq_region_prop(part, tf_of_nat_vars(n.params)) + ")");
  out_ << fmt::format("Definition {}_dom{} : Prop := ({})%Z.\n", n.name, tf_nat_binders(n.params),
                      props.empty() ? "False" : coq_join(props, " \\/ "));
  out_ << fmt::format("Definition C{} (mm dd rr : nat) : Prop := forall{}, {} -> meas ({}) = mm -> dd = {} -> rr = {} -> {}.\n\n",
                      i + 1, tf_nat_binders(n.params), tf_apply(n.name + "_dom", n.params),
                      tf_apply(n.name + "_board", board), depth(n), size_text(n, tf_form_int_param()),
                      claim_of(tf_apply(n.name + "_board", board), tf_apply(n.name + "_form", form)));
}

// Every parameter at the shape: board parameters pinned or `(low + p)`.

void TfStrategyWriter::use_lemma(std::size_t i) {
  const TfStrategyNode& n = s_.nodes[i];
  const std::vector<std::string> board = board_params(n), form = form_params(n);
  out_ << fmt::format(
      "Lemma use{} {{mm dd rr : nat}} {}{} :\n  {} -> lex3 (meas ({})) {} ({}) mm dd rr -> {}.\n"
      "Proof. intros H1 H2. exact (all_nth _ {} _ (IH _ _ _ H2) eq_refl {} H1 eq_refl eq_refl eq_refl). Qed.\n",
      i + 1, kIH, tf_nat_binders(n.params), tf_apply(n.name + "_dom", n.params), tf_apply(n.name + "_board", board),
      depth(n), size_text(n, tf_form_int_param()),
      claim_of(tf_apply(n.name + "_board", board), tf_apply(n.name + "_form", form)), i, coq_join(n.params, " "));
}

void TfStrategyWriter::node_proof(std::size_t i) {
  const TfStrategyNode& n = s_.nodes[i];
  const std::vector<std::string> board = board_params(n), form = form_params(n);
  for (const std::string& p : board) {
    std::size_t uses = 0;
    for (const TfBlock& b : n.pattern.blocks)
      for (const Affine::Term& t : b.length.terms())
        if (t.param == p) uses += (t.coef == Dyadic(1) && b.length.terms().size() == 1) ? 1 : 2;
    if (uses != 1) throw CoqExportError(n.name + ": a board parameter is not one block's length");
  }
  const std::vector<TfLiftCase> lifted = tf_lift_options(n.pattern, n.domain);
  std::vector<std::pair<std::vector<int>, std::string>> case_calls;  // each case: its kinds, and how it is used
  for (std::size_t c = 0; c < lifted.size(); ++c) {
    const Region cr = region_align(lifted[c].region, n.params);
    const TfStrategyShape sc = tf_strategy_shape(cr, n.params, board);
    const std::string prefix = fmt::format("{}_c{}", n.name, c + 1);
    const std::string bterm = tf_apply(n.name + "_board", tf_shape_args(sc, board));
    const std::vector<TfPattern>& moves = left_ ? lifted[c].right : lifted[c].left;
    std::vector<std::string> move_terms;
    for (const TfPattern& m : moves) move_terms.push_back(tf_board_expr(m, sc.shift));
    std::vector<std::string> free_board;
    for (const std::string& p : board)
      if (!sc.pin.count(p)) free_board.push_back(p);
    out_ << fmt::format("Lemma {}_moves{} : {} ({}) = [{}].\nProof. unfold {}_board. tf_options. Qed.\n", prefix,
                        tf_nat_binders(free_board), left_ ? "rmoves" : "lmoves", bterm, coq_join(move_terms, "; "), n.name);
    std::string lemmas, board_part;
    board_part = fmt::format("intros go Hg. rewrite (tf_game_eq ({})) in Hg. cbn [{}] in Hg. rewrite {}_moves in Hg. "
                             "cbn [map In] in Hg.\n    destruct Hg as {}.\n",
                             bterm, left_ ? "rights" : "lefts", prefix, disjunction_pattern(moves.size()));
    for (std::size_t k = 0; k < moves.size(); ++k) {
      const TfStrategyThreat* t = nullptr;
      for (const TfStrategyThreat& th : n.threats)
        if (th.in == TfMoveIn::kBoard && th.lift_case == c && th.index == k) t = &th;
      if (!t) throw CoqExportError(n.name + ": a move of the rules has no threat in the certificate");
      const std::string hm = fmt::format("(move_below_{} _ _ {} _ _ ({}) eq_refl Hm)", left_ ? "r" : "l", k,
                                         tf_apply(prefix + "_moves", free_board));
      board_part += "    { " +
                    answers(fmt::format("{}_t{}", prefix, k + 1), n, sc, cr, *t, move_terms[k], node_form(n), false, hm,
                            lemmas) +
                    " }\n";
    }
    const std::string form_part = form_threats(prefix, n, sc, cr, bterm, lemmas);
    out_ << lemmas;
    out_ << fmt::format("Lemma {} {{mm dd rr : nat}} {}{}\n  (Hdom : {}) (Hm : meas ({}) = mm) (Hd : dd = {}) (Hr : rr = {}) :\n  {}.\n",
                        prefix, kIH, tf_nat_binders(sc.binders), tf_apply(n.name + "_dom", tf_shape_args(sc, n.params)),
                        bterm, depth(n), size_text(n, tf_form_int_param()),
                        claim_of(bterm, tf_coq_form_term(node_form(n))));
    out_ << "Proof.\n  unfold " << n.name << "_dom in Hdom.\n  apply le_def; split.\n  - " << (left_ ? form_part : board_part) << "\n  - "
         << (left_ ? board_part : form_part) << "\nQed.\n\n";
    std::vector<int> kinds;
    for (const std::string& p : board) kinds.push_back(sc.pin.count(p) && sc.pin.at(p) < 2 ? int(sc.pin.at(p)) : 2);
    case_calls.emplace_back(kinds, fmt::format("exact ({} IH {} Hdom Hm Hd Hr).", prefix, coq_join(sc.binders, " ")));
    case_calls.back().second = tf_shape_peel(kind_shape(kinds, board), sc, board) + case_calls.back().second;
  }
  // Each board parameter is 0, 1 or 2 + itself (the lift's cases, cut by
  // the domain); a combination no case has is outside the domain.
  out_ << fmt::format("Lemma {}_holds mm dd rr {} : C{} mm dd rr.\nProof.\n  intros {} Hdom Hm Hd Hr. unfold {}_dom in Hdom.\n",
                      n.name, kIH, i + 1, coq_join(n.params, " "), n.name);
  std::vector<int> kinds;
  out_ << holds_split(board, 0, kinds, case_calls) << "Qed.\n\n";
}

TfStrategyShape TfStrategyWriter::kind_shape(const std::vector<int>& kinds, const std::vector<std::string>& board) {
  TfStrategyShape s;
  for (std::size_t i = 0; i < board.size(); ++i) {
    if (kinds[i] < 2) {
      s.pin[board[i]] = kinds[i];
    } else {
      s.low[board[i]] = 2;
    }
  }
  return s;
}

std::string TfStrategyWriter::holds_split(const std::vector<std::string>& board, std::size_t i, std::vector<int>& kinds,
                               const std::vector<std::pair<std::vector<int>, std::string>>& calls) {
  const std::string indent(2 + 2 * i, ' ');
  if (i == board.size()) {
    for (const auto& [k, call] : calls)
      if (k == kinds) return indent + call + "\n";
    return indent + "exfalso; zlia.\n";
  }
  std::string out = indent + fmt::format("destruct {0} as [|[|{0}]].\n", board[i]);
  for (int k = 0; k < 3; ++k) {
    kinds.push_back(k);
    out += indent + "{\n" + holds_split(board, i + 1, kinds, calls) + indent + "}\n";
    kinds.pop_back();
  }
  return out;
}

void TfStrategyWriter::entry(const std::string& theorem) {
  const std::vector<std::string> params = s_.where.params();
  const CoqVars vars = tf_of_nat_vars(params);
  const std::string g = tf_board_expr(s_.pattern, {});
  const std::string claim = claim_term();
  const TfStrategyAnswer& a = s_.entry;
  const TfStrategyNode& t = s_.nodes.at(a.target);
  const TfStrategyShape none = tf_strategy_shape(region_universe(params), params, {});
  out_ << fmt::format("Theorem {}{} :\n  {} -> {}.\nProof.\n  intros Hw.\n", theorem, tf_nat_binders(params),
                      tf_zprop(where_), claim_of(g, claim));
  out_ << fmt::format("  apply ({} _ ({}) ({}) _ ({})).\n", left_ ? "entry_L" : "entry_R", target_term(a, none, "board"),
                      offset_text(a, none, params), target_term(a, none, "form"));
  out_ << "  - " << norm_proof(a, none, false) << ".\n";
  std::string eq;
  if (s_.claim.kind() == SymGame::Kind::Options) {
    eq = fmt::format("unfold {}_form; apply form_tree0; [f_equal; zlia | zlia]", t.name);
  } else {
    TfCoqForm cf;
    cf.kind = s_.claim.as_leaf().nim == 1 ? TfCoqForm::kStar : TfCoqForm::kInt;
    eq = tf_coq_form_eq_proof(cf, kind(t), t.name + "_form");
  }
  out_ << "  - " << eq << ".\n";
  std::vector<std::string> args;
  const std::vector<std::string> tb = board_params(t);
  for (const std::string& p : t.params)
    args.push_back(tf_nat_arg(a.args.at(p), std::find(tb.begin(), tb.end(), p) != tb.end()));
  out_ << fmt::format("  - exact (all_nth _ {} _ (all_nodes _ _ _) eq_refl {} ltac:({}) eq_refl eq_refl eq_refl).\nQed.\n",
                      a.target, coq_join(args, " "), dom_proof(a, s_.where, vars, &where_.disjuncts));
}

std::string TfStrategyWriter::claim_term() const {
  const CoqVars vars = tf_of_nat_vars(s_.where.params());
  if (s_.claim.kind() == SymGame::Kind::Options) {
    std::vector<std::string> zs;
    for (const std::string& p : s_.claim_params) zs.push_back("(Z.of_nat " + p + ")");
    return tf_apply(trees_.name(s_.trees.at(0)), zs);
  }
  if (!s_.claim.is_leaf() || s_.claim.as_leaf().up != 0 || s_.claim.as_leaf().nim > 1 || !s_.claim.number().is_integral())
    throw CoqExportError("the claim is not an integer, an integer plus *, or {...|...}");
  const std::string n = "int (" + coq_z(s_.claim.number(), vars) + ")";
  return s_.claim.as_leaf().nim == 1 ? "nstar (" + n + ")" : n;
}

}  // namespace cgp
