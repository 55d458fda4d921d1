#include "proofs/export/toads_frogs/tf_strategy_script.h"

#include "games/toads_frogs/pattern_moves.h"
#include "kernel/tf_rules.h"
#include "proofs/export/coq_terms.h"
#include "proofs/export/toads_frogs/tf_script_text.h"
#include "proofs/export/toads_frogs/tf_strategy_forms.h"
#include "proofs/export/toads_frogs/tf_strategy_shape.h"

#include <fmt/core.h>

#include <algorithm>
#include <sstream>

namespace cgp {

namespace {

const char* kImports =
    "From Coq Require Import List Bool Arith ZArith Lia.\n"
    "Import ListNotations.\n"
    "From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare\n"
    "  TfBlocks TerminalToads TfNormal TfStrategy.\n"
    "Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)\n";

std::string disjunction_pattern(std::size_t k) {  // [<-|[<-|[]]] for k = 2
  std::string out;
  for (std::size_t i = 0; i < k; ++i) out += "[<-|";
  out += "[]";
  for (std::size_t i = 0; i < k; ++i) out += "]";
  return out;
}

std::string select(std::size_t i) {
  std::string out;
  for (std::size_t k = 0; k < i; ++k) out += "right; ";
  return out + "left; reflexivity";
}

class Writer {
 public:
  Writer(const TfStrategy& s, const TfClaimTrees& trees) : s_(s), trees_(trees), left_(s.left_answers) {}

  std::string module_text(const std::string& module, const std::string& theorem) {
    out_ << "Module " << module << ".\n\n";
    for (std::size_t i = 0; i < s_.nodes.size(); ++i) definitions(i);
    out_ << "Definition Cs (mm dd rr : nat) : list Prop := [";
    for (std::size_t i = 0; i < s_.nodes.size(); ++i) out_ << (i ? "; " : "") << "C" << i + 1 << " mm dd rr";
    out_ << "].\nDefinition All (mm dd rr : nat) : Prop := Forall (fun P : Prop => P) (Cs mm dd rr).\n\n";
    for (std::size_t i = 0; i < s_.nodes.size(); ++i) use_lemma(i);
    for (std::size_t i = 0; i < s_.nodes.size(); ++i) node_proof(i);
    out_ << "Theorem all_nodes : forall mm dd rr, All mm dd rr.\nProof.\n  apply lex3_ind. intros mm dd rr IH. unfold All, Cs.\n";
    for (std::size_t i = 0; i < s_.nodes.size(); ++i)
      out_ << "  apply Forall_cons; [exact (" << s_.nodes[i].name << "_holds mm dd rr IH)|].\n";
    out_ << "  apply Forall_nil.\nQed.\n\n";
    entry(theorem);
    out_ << "End " << module << ".\n\n";
    return out_.str();
  }

 private:
  std::vector<std::string> board_params(const TfStrategyNode& n) const { return tf_pattern_params(n.pattern); }
  std::vector<std::string> form_params(const TfStrategyNode& n) const {
    const std::vector<std::string> b = board_params(n);
    return std::vector<std::string>(n.params.begin() + long(b.size()), n.params.end());
  }

  TfCoqForm::Kind kind(const TfStrategyNode& n) const {
    return n.form.kind == TfFormKind::kTree ? TfCoqForm::kTree
           : n.form.kind == TfFormKind::kIntStar ? TfCoqForm::kStar
                                                  : TfCoqForm::kInt;
  }
  std::size_t depth(const TfStrategyNode& n) const {
    return n.form.kind == TfFormKind::kTree ? trees_.depth(s_.trees.at(n.form.tree)) : 0;
  }
  std::string size_text(const TfStrategyNode& n, const std::string& y1) const {
    return fmt::format("2 * {}{}", y1, n.form.kind == TfFormKind::kIntStar ? " + 1" : "");
  }

  // The node's form at its own variables (z's and y1 as nats).
  TfCoqForm node_form(const TfStrategyNode& n) const {
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

  std::string claim_of(const std::string& board, const std::string& form) const {
    return left_ ? fmt::format("le ({}) (tf_game ({}))", form, board) : fmt::format("le (tf_game ({})) ({})", board, form);
  }

  void definitions(std::size_t i) {
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
  static std::vector<std::string> shape_args(const TfStrategyShape& sc, const std::vector<std::string>& params) {
    std::vector<std::string> out;
    for (const std::string& p : params)
      out.push_back(sc.shift.count(p) ? tf_paren(tf_nat_expr(sc.shift.at(p))) : p);
    return out;
  }

  static constexpr const char* kIH = "(IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r')";

  void use_lemma(std::size_t i) {
    const TfStrategyNode& n = s_.nodes[i];
    const std::vector<std::string> board = board_params(n), form = form_params(n);
    out_ << fmt::format(
        "Lemma use{} {{mm dd rr : nat}} {}{} :\n  {} -> lex3 (meas ({})) {} ({}) mm dd rr -> {}.\n"
        "Proof. intros H1 H2. exact (all_nth _ {} _ (IH _ _ _ H2) eq_refl {} H1 eq_refl eq_refl eq_refl). Qed.\n",
        i + 1, kIH, tf_nat_binders(n.params), tf_apply(n.name + "_dom", n.params), tf_apply(n.name + "_board", board),
        depth(n), size_text(n, tf_form_int_param()),
        claim_of(tf_apply(n.name + "_board", board), tf_apply(n.name + "_form", form)), i, coq_join(n.params, " "));
  }

  std::size_t node_index(std::size_t target) const { return target + 1; }

  // `useK IH args` for an answer's target at the answer's shape.
  std::string use_call(const TfStrategyAnswer& a, const TfStrategyShape& sh) const {
    const TfStrategyNode& t = s_.nodes.at(a.target);
    const std::vector<std::string> tb = board_params(t);
    std::vector<std::string> args;
    for (const std::string& p : t.params)
      args.push_back(tf_nat_arg(affine_substitute(a.args.at(p), sh.shift), std::find(tb.begin(), tb.end(), p) != tb.end()));
    return fmt::format("use{} IH {}", node_index(a.target), coq_join(args, " "));
  }
  std::string target_term(const TfStrategyAnswer& a, const TfStrategyShape& sh, const std::string& what) const {
    const TfStrategyNode& t = s_.nodes.at(a.target);
    const std::vector<std::string> tb = board_params(t);
    const std::vector<std::string> ps = what == "board" ? tb : form_params(t);
    std::vector<std::string> args;
    for (const std::string& p : ps)
      args.push_back(tf_nat_arg(affine_substitute(a.args.at(p), sh.shift), what == "board"));
    return tf_apply(t.name + "_" + what, args);
  }

  // The target's domain at the answer's arguments, on w (its hypothesis
  // Hw, over `vars`). lia would expand the negation of a domain of many
  // disjuncts into all their combinations (Erickson's first: a stack
  // overflow), so the disjuncts are chosen here: the one that holds on all
  // of w; else, for w a union, each of its disjuncts in turn; else the
  // disjuncts that cover w, each simplified within w (isl's gist), one
  // case each.
  std::string dom_proof(const TfStrategyAnswer& a, const Region& w, const CoqVars& vars, bool split_w = true) const {
    const TfStrategyNode& t = s_.nodes.at(a.target);
    const std::string unfold = "unfold " + t.name + "_dom; ";
    const std::vector<Region>& parts = dom_parts_.at(a.target);
    if (parts.size() <= 1) return unfold + "zlia";
    auto pick = [&](std::size_t i) {
      std::string out;
      for (std::size_t k = 0; k < i; ++k) out += "right; ";
      return out + (i + 1 < parts.size() ? "left; " : "") + "zlia";
    };
    std::vector<Region> pre;
    for (const Region& part : parts) pre.push_back(region_preimage(part, a.args, w.params()));
    for (std::size_t i = 0; i < parts.size(); ++i)
      if (region_is_subset(w, pre[i])) return unfold + pick(i);
    const std::vector<Region> ws = coq_region_disjuncts(w);
    if (split_w && ws.size() > 1) {
      std::string pattern = "Hw";
      for (std::size_t k = 1; k < ws.size(); ++k) pattern = "[Hw|" + pattern + "]";
      std::vector<std::string> each;
      for (const Region& wk : ws) each.push_back(dom_proof(a, wk, vars, false));
      return fmt::format("destruct Hw as {}; [{}]", pattern, coq_join(each, " | "));
    }
    std::vector<std::size_t> cover;
    Region rest = w;
    for (std::size_t i = 0; i < parts.size() && !region_is_empty(rest); ++i) {
      if (region_is_disjoint(rest, pre[i])) continue;
      cover.push_back(i);
      rest = region_subtract(rest, pre[i]);
    }
    if (!region_is_empty(rest)) return unfold + "zlia";  // (the kernel found w inside the domain)
    std::vector<std::string> cases, picks;
    std::string pattern = "Hp";
    for (std::size_t k = 0; k < cover.size(); ++k) {
      cases.push_back("(" + coq_region_prop(coq_region_gist(pre[cover[k]], w), vars) + ")");
      picks.push_back(pick(cover[k]));
      if (k > 0) pattern = "[Hp|" + pattern + "]";
    }
    return fmt::format("{}assert (Hp : ({})%Z) by zlia; destruct Hp as {}; [{}]", unfold, coq_join(cases, " \\/ "),
                       pattern, coq_join(picks, " | "));
  }

  // tf_norm of the answer's board (a strip term when `is_strip`) into the target's.
  // `board_def`: the definition the board is written with, unfolded first.
  std::string norm_proof(const TfStrategyAnswer& a, const TfStrategyShape& sh, bool is_strip, const std::string& board_def = "") const {
    const TfStrategyNode& t = s_.nodes.at(a.target);
    const std::string first = is_strip ? "reflexivity" : board_def.empty() ? "strip_eq" : "unfold " + board_def + "; strip_eq";
    if (t.pattern.blocks.empty()) {
      Affine blanks;
      for (const TfBlock& b : kernel_tf_stripped_board(a.strip).blocks)
        if (b.symbol == Square::Empty) blanks = blanks + b.length;
      return fmt::format("apply (tf_norm_by_blank _ {} {}); [{} | target_board_eq | strip_offset]", tf_strip_text(a.strip, sh.shift),
                         tf_paren(tf_nat_expr(affine_substitute(blanks, sh.shift))), first);
    }
    return fmt::format("apply (tf_norm_by _ {}); [{} | unfold {}_board; target_board_eq | strip_offset]",
                       tf_strip_text(a.strip, sh.shift), first, t.name);
  }

  std::string offset_text(const TfStrategyAnswer& a, const TfStrategyShape& sh, const std::vector<std::string>& params) const {
    const std::optional<Affine> off = kernel_tf_strip_offset(a.strip);
    if (!off) throw CoqExportError("an answer's offset is not affine");
    return coq_z(affine_substitute(*off, sh.shift), tf_of_nat_vars(params));
  }

  // The answerer's move in the form `f`: its option `index` and the proof
  // that it is one.
  std::pair<TfCoqForm, std::string> form_answer(const TfCoqForm& f, std::size_t index) const {
    const bool opt_left = !left_;  // Left answers by moving -F, to a Right option of F
    const char* side = opt_left ? "lefts" : "rights";
    switch (f.kind) {
      case TfCoqForm::kInt: {
        TfCoqForm o = f;
        o.n = fmt::format("({}) {} 1", f.n, opt_left ? "-" : "+");
        return {o, opt_left ? "apply int_left; zlia" : "apply int_right; zlia"};
      }
      case TfCoqForm::kStar: {
        TfCoqForm o = f;
        o.kind = TfCoqForm::kInt;
        return {o, fmt::format("cbn [nstar {} In]; left; reflexivity", side)};
      }
      case TfCoqForm::kTree: {
        const SymGame& t = tree_of(f.tree);
        const std::size_t count = (opt_left ? t.left() : t.right()).size();
        if (index < count)
          return {trees_.option(t, opt_left, index, f.zs, f.n),
                  fmt::format("apply {}; cbn [{} {} In]; {}", opt_left ? "tree_left" : "tree_right", side, f.tree, select(index))};
        TfCoqForm o = f;
        o.n = fmt::format("({}) {} 1", f.n, opt_left ? "-" : "+");
        return {o, opt_left ? "apply tree_int_left; zlia" : "apply tree_int_right; zlia"};
      }
      default:
        throw CoqExportError("an answer moves in a form right after a leaf");
    }
  }

  const SymGame& tree_of(const std::string& name) const {
    for (const SymGame& t : s_.trees)
      if (t.kind() == SymGame::Kind::Options && trees_.name(t) == name) return t;
    throw CoqExportError("no tree " + name);
  }

  // One answer's lemma: the threat (board x, form f) answered on w.
  // hw: w's Prop at sc, the one text the lemma states and its caller proves
  // (isl may print one region two ways in one run).
  std::string answer_lemma(const std::string& name, const TfStrategyNode& n, const TfStrategyShape& sc, const Region& w,
                           const std::string& hw, const std::string& x, const TfCoqForm& f, bool threat_in_form,
                           const TfStrategyAnswer& a) {
    const std::vector<std::string> board = board_params(n);
    const TfStrategyShape sj = tf_strategy_shape(w, n.params, board);
    const std::string fterm = tf_coq_form_term(f);
    std::ostringstream o;
    o << fmt::format("Lemma {} {{mm dd rr : nat}} {}{}\n  (Hw : {}) (Hm : (meas ({}) {} mm)%nat) (Hd : dd = {}) (Hr : rr = {}) :\n  {}.\n",
                     name, kIH, tf_nat_binders(sc.binders), hw, x, threat_in_form ? "=" : "<",
                     depth(n), size_text(n, tf_form_int_param()),
                     left_ ? fmt::format("lf ({}) (tf_game ({}))", fterm, x) : fmt::format("lf (tf_game ({})) ({})", x, fterm));
    o << "Proof.\n  " << tf_shape_peel(sc, sj, board);
    const std::string tb = target_term(a, sj, "board"), tform = target_term(a, sj, "form");
    const std::string c = offset_text(a, sj, n.params);
    const TfCoqForm::Kind tk = kind(s_.nodes.at(a.target));
    const std::string target_form_def = s_.nodes.at(a.target).name + "_form";
    const std::string ih =
        fmt::format("intros HT; apply ({}); [{} | unfold lex3; lia]", use_call(a, sj), dom_proof(a, w, sj.vars));
    if (a.in == TfMoveIn::kBoard) {
      o << fmt::format("apply ({} _ (strip {}) ({}) ({}) _ ({})).\n", left_ ? "answer_board_L" : "answer_board_R",
                       tf_strip_text(a.strip, sj.shift), tb, c, tform);
      o << (threat_in_form ? fmt::format("  - unfold strip, {}_board; tf_in.\n", n.name) : "  - unfold strip; tf_in.\n");
      o << "  - " << norm_proof(a, sj, true) << ".\n";
      o << "  - " << tf_coq_form_eq_proof(f, tk, target_form_def) << ".\n";
    } else {
      const auto [fo, member] = form_answer(f, a.index);
      o << fmt::format("apply ({} _ ({}) ({}) _ ({}) ({})).\n", left_ ? "answer_form_L" : "answer_form_R", tb, c,
                       tf_coq_form_term(fo), tform);
      o << "  - " << member << ".\n";
      o << "  - " << norm_proof(a, sj, false, threat_in_form ? n.name + "_board" : "") << ".\n";
      o << "  - " << tf_coq_form_eq_proof(fo, tk, target_form_def) << ".\n";
    }
    o << "  - " << ih << ".\nQed.\n";
    return o.str();
  }

  // The answers of one threat within case region `cr`: their lemmas, and
  // the text that applies them (one goal, lf ...).
  std::string answers(const std::string& prefix, const TfStrategyNode& n, const TfStrategyShape& sc, const Region& cr,
                      const TfStrategyThreat& t, const std::string& x, const TfCoqForm& f, bool in_form,
                      const std::string& hm, std::string& lemmas) {
    std::vector<std::pair<std::string, std::string>> used;  // the region's Prop, the lemma
    for (std::size_t j = 0; j < t.answers.size(); ++j) {
      const Region w = region_intersect(t.answers[j].region, cr);
      if (region_is_empty(w)) continue;
      const std::string name = fmt::format("{}_a{}", prefix, j + 1);
      const std::string hw = tf_zprop(w, sc.vars);
      lemmas += answer_lemma(name, n, sc, w, hw, x, f, in_form, t.answers[j]);
      used.emplace_back(hw, name);
    }
    if (used.empty()) return "exfalso; zlia.";
    const std::string args = coq_join(sc.binders, " ");
    auto call = [&](const std::string& lemma) {
      return fmt::format("exact ({} IH {} Hw {} Hd Hr).", lemma, args, hm);
    };
    if (used.size() == 1) return fmt::format("assert (Hw : {}) by zlia. {}", used[0].first, call(used[0].second));
    std::vector<std::string> props;
    for (const auto& [hw, l] : used) props.push_back("(" + hw + ")");
    std::string out = fmt::format("assert (Hw : {}) by zlia.\n    destruct Hw as ", coq_join(props, " \\/ "));
    std::string p = "Hw";  // [Hw|[Hw|Hw]] for three
    for (std::size_t k = 1; k < used.size(); ++k) p = "[Hw|" + p + "]";
    out += p + ".\n";
    for (const auto& [hw, l] : used) out += "    { " + call(l) + " }\n";
    return out;
  }

  // The form threats of node n in case region cr: the Coq text that splits
  // them (from `intros y Hy.`), each answered.
  std::string form_threats(const std::string& prefix, const TfStrategyNode& n, const TfStrategyShape& sc, const Region& cr,
                           const std::string& x, std::string& lemmas) {
    const TfCoqForm f = node_form(n);
    const bool opp_left = left_;  // the opponent (Right when Left answers) moves -F: to F's Left options
    auto threat = [&](std::size_t k) -> const TfStrategyThreat* {
      for (const TfStrategyThreat& t : n.threats)
        if (t.in == TfMoveIn::kForm && t.index == k) return &t;
      return nullptr;
    };
    auto answer = [&](std::size_t k, const TfCoqForm& tf) {
      const TfStrategyThreat* t = threat(k);
      if (!t || region_is_empty(region_intersect(t->region, cr))) return std::string("exfalso; zlia.");
      return answers(fmt::format("{}_f{}", prefix, k + 1), n, sc, cr, *t, x, tf, true, "Hm", lemmas);
    };
    const std::string dir = opp_left ? "-" : "+";
    std::string out = "intros yo Hy. ";
    switch (f.kind) {
      case TfCoqForm::kInt: {
        TfCoqForm tf = f;
        tf.n = fmt::format("({}) {} 1", f.n, dir);
        out += fmt::format("apply {} in Hy as [Hn ->].\n    ", opp_left ? "in_lefts_int" : "in_rights_int");
        return out + answer(0, tf);
      }
      case TfCoqForm::kStar: {
        TfCoqForm tf = f;
        tf.kind = TfCoqForm::kInt;
        out += fmt::format("cbn [nstar {} In] in Hy. destruct Hy as [<-|[]].\n    ", opp_left ? "lefts" : "rights");
        return out + answer(0, tf);
      }
      case TfCoqForm::kTree: {
        const SymGame& t = tree_of(f.tree);
        const std::vector<SymGame>& side = opp_left ? t.left() : t.right();
        out += fmt::format("apply {} in Hy as [[uo [Hu ->]]|[Hn ->]].\n", opp_left ? "in_lefts_tree" : "in_rights_tree");
        out += fmt::format("    {{ cbn [{} {} In] in Hu. destruct Hu as {}.\n", opp_left ? "lefts" : "rights", f.tree,
                           disjunction_pattern(side.size()));
        for (std::size_t k = 0; k < side.size(); ++k) {
          TfCoqForm tf = trees_.option(t, opp_left, k, f.zs, f.n);
          std::string pre;
          if (tf.kind == TfCoqForm::kLeafInt || tf.kind == TfCoqForm::kLeafStar) {
            pre = tf.kind == TfCoqForm::kLeafInt ? "rewrite int_add. " : "rewrite star_add_int. ";
            tf.kind = tf.kind == TfCoqForm::kLeafInt ? TfCoqForm::kInt : TfCoqForm::kStar;
            tf.n = fmt::format("{} + ({})", tf.e, f.n);
          }
          out += "      { " + pre + answer(k, tf) + " }\n";
        }
        TfCoqForm ti = f;
        ti.n = fmt::format("({}) {} 1", f.n, dir);
        out += "    }\n    { " + answer(side.size(), ti) + " }";
        return out;
      }
      default:
        throw CoqExportError("a node's form is a leaf sum");
    }
  }

  void node_proof(std::size_t i) {
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
      const std::string bterm = tf_apply(n.name + "_board", tf_shape_board_args(sc, board));
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
                          prefix, kIH, tf_nat_binders(sc.binders), tf_apply(n.name + "_dom", shape_args(sc, n.params)),
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

  static TfStrategyShape kind_shape(const std::vector<int>& kinds, const std::vector<std::string>& board) {
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

  static std::string holds_split(const std::vector<std::string>& board, std::size_t i, std::vector<int>& kinds,
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

  void entry(const std::string& theorem) {
    const std::vector<std::string> params = s_.where.params();
    const CoqVars vars = tf_of_nat_vars(params);
    const std::string g = tf_board_expr(s_.pattern, {});
    const std::string claim = claim_term();
    const TfStrategyAnswer& a = s_.entry;
    const TfStrategyNode& t = s_.nodes.at(a.target);
    const TfStrategyShape none = tf_strategy_shape(region_universe(params), params, {});
    out_ << fmt::format("Theorem {}{} :\n  {} -> {}.\nProof.\n  intros Hw.\n", theorem, tf_nat_binders(params),
                        tf_zprop(s_.where, vars), claim_of(g, claim));
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
                        a.target, coq_join(args, " "), dom_proof(a, s_.where, tf_of_nat_vars(s_.where.params())));
  }

 public:
  std::string claim_term() const {
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

 private:
  const TfStrategy& s_;
  const TfClaimTrees& trees_;
  bool left_;
  std::vector<std::vector<Region>> dom_parts_;  // each node's domain's disjuncts, as its definition writes them
  std::ostringstream out_;
};

}  // namespace

std::string tf_strategy_theorem(const TfStrategy& lower, const TfStrategy& upper, const std::string& name) {
  if (!lower.left_answers || upper.left_answers || !(lower.pattern == upper.pattern) || !(lower.claim == upper.claim))
    throw CoqExportError("the two certificates are not the two halves of one claim");
  std::vector<std::string> zparams;
  for (std::size_t i = 0; i < lower.claim_params.size(); ++i) zparams.push_back(tf_form_claim_param(i));
  const TfClaimTrees trees(lower.trees.empty() ? lower.claim : lower.trees.front(), zparams);
  Writer low(lower, trees), up(upper, trees);
  std::string out = "\n(* The claim's trees *)\n" + trees.definitions() + "\n";
  out += low.module_text("Lower", "lower");
  out += up.module_text("Upper", "upper");
  const std::vector<std::string> params = lower.where.params();
  out += fmt::format("Theorem {}{} :\n  {} ->\n  tf_game ({}) == {}.\n", name, tf_nat_binders(params),
                     tf_zprop(lower.where, tf_of_nat_vars(params)), tf_board_expr(lower.pattern, {}), low.claim_term());
  out += fmt::format("Proof.\n  intros Hw. split; [exact (Upper.upper {0} Hw) | exact (Lower.lower {0} Hw)].\nQed.\n",
                     coq_join(params, " "));
  return out;
}

std::string tf_strategy_script(const TfStrategy& lower, const TfStrategy& upper, const TfStrategyScriptRequest& req) {
  return coq_script_opening(req.header, tf_strategy_script_imports()) + tf_strategy_theorem(lower, upper, req.name) +
         "\nPrint Assumptions " + req.name + ".\n";
}

const char* tf_strategy_script_imports() { return kImports; }

}  // namespace cgp
