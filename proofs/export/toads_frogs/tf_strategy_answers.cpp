#include "proofs/export/toads_frogs/tf_strategy_writer.h"

#include "games/toads_frogs/pattern_moves.h"
#include "kernel/tf_rules.h"
#include "proofs/export/coq_terms.h"
#include "proofs/export/toads_frogs/tf_script_text.h"

#include <fmt/core.h>

#include <algorithm>

namespace cgp {

// `useK IH args` for an answer's target at the answer's shape.
std::string TfStrategyWriter::use_call(const TfStrategyAnswer& a, const TfStrategyShape& sh) const {
  const TfStrategyNode& t = s_.nodes.at(a.target);
  const std::vector<std::string> tb = board_params(t);
  std::vector<std::string> args;
  for (const std::string& p : t.params)
    args.push_back(tf_nat_arg(affine_substitute(a.args.at(p), sh.shift), std::find(tb.begin(), tb.end(), p) != tb.end()));
  return fmt::format("use{} IH {}", node_index(a.target), coq_join(args, " "));
}

std::string TfStrategyWriter::target_term(const TfStrategyAnswer& a, const TfStrategyShape& sh, const std::string& what) const {
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
std::string TfStrategyWriter::dom_proof(const TfStrategyAnswer& a, const Region& w, const CoqVars& vars,
                                        const std::vector<Region>* printed) const {
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
  if (printed && printed->size() > 1) {
    const std::vector<Region>& ws = *printed;
    std::string pattern = "Hw";
    for (std::size_t k = 1; k < ws.size(); ++k) pattern = "[Hw|" + pattern + "]";
    std::vector<std::string> each;
    for (const Region& wk : ws) each.push_back(dom_proof(a, wk, vars, nullptr));
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
std::string TfStrategyWriter::norm_proof(const TfStrategyAnswer& a, const TfStrategyShape& sh, bool is_strip, const std::string& board_def) const {
  const TfStrategyNode& t = s_.nodes.at(a.target);
  const std::string first = is_strip ? "reflexivity" : board_def.empty() ? "strip_eq" : "unfold " + board_def + "; strip_eq";
  if (t.pattern.blocks.empty()) {
    Affine blanks;
    for (const TfBlock& b : kernel_tf_stripped_board(a.strip).blocks)
      if (b.symbol == Square::Empty) blanks = blanks + b.length;
    return fmt::format("apply (tf_norm_by_blank _ {} {}); [{} | target_board_eq | strip_offset]", tf_strip_args(a.strip, sh.shift),
                       tf_paren(tf_nat_expr(affine_substitute(blanks, sh.shift))), first);
  }
  return fmt::format("apply (tf_norm_by _ {}); [{} | unfold {}_board; target_board_eq | strip_offset]",
                     tf_strip_args(a.strip, sh.shift), first, t.name);
}

std::string TfStrategyWriter::offset_text(const TfStrategyAnswer& a, const TfStrategyShape& sh, const std::vector<std::string>& params) const {
  const std::optional<Affine> off = kernel_tf_strip_offset(a.strip);
  if (!off) throw CoqExportError("an answer's offset is not affine");
  return coq_z(affine_substitute(*off, sh.shift), tf_of_nat_vars(params));
}

// The answerer's move in the form `f`: its option `index` and the proof
// that it is one.
std::pair<TfCoqForm, std::string> TfStrategyWriter::form_answer(const TfCoqForm& f, std::size_t index) const {
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

const SymGame& TfStrategyWriter::tree_of(const std::string& name) const {
  for (const SymGame& t : s_.trees)
    if (t.kind() == SymGame::Kind::Options && trees_.name(t) == name) return t;
  throw CoqExportError("no tree " + name);
}

// One answer's lemma: the threat (board x, form f) answered on w.
// pw: w printed at sc, the one text the lemma states and its caller proves,
// and the disjuncts its domain proof picks among (isl may print one region
// two ways in one run).
std::string TfStrategyWriter::answer_lemma(const std::string& name, const TfStrategyNode& n, const TfStrategyShape& sc, const Region& w,
                         const CoqRegionPrinted& pw, const std::string& x, const TfCoqForm& f,
                         bool threat_in_form, const TfStrategyAnswer& a) {
  const std::vector<std::string> board = board_params(n);
  const TfStrategyShape sj = tf_strategy_shape(w, n.params, board);
  const std::string fterm = tf_coq_form_term(f);
  std::ostringstream o;
  o << fmt::format("Lemma {} {{mm dd rr : nat}} {}{}\n  (Hw : {}) (Hm : (meas ({}) {} mm)%nat) (Hd : dd = {}) (Hr : rr = {}) :\n  {}.\n",
                   name, kIH, tf_nat_binders(sc.binders), tf_zprop(pw), x, threat_in_form ? "=" : "<",
                   depth(n), size_text(n, tf_form_int_param()),
                   left_ ? fmt::format("lf ({}) (tf_game ({}))", fterm, x) : fmt::format("lf (tf_game ({})) ({})", x, fterm));
  o << "Proof.\n  " << tf_shape_peel(sc, sj, board);
  const std::string tb = target_term(a, sj, "board"), tform = target_term(a, sj, "form");
  const std::string c = offset_text(a, sj, n.params);
  const TfCoqForm::Kind tk = kind(s_.nodes.at(a.target));
  const std::string target_form_def = s_.nodes.at(a.target).name + "_form";
  const std::string ih =
      fmt::format("intros HT; apply ({}); [{} | unfold lex3; lia]", use_call(a, sj),
                  dom_proof(a, w, sj.vars, &pw.disjuncts));
  if (a.in == TfMoveIn::kBoard) {
    o << fmt::format("apply ({} _ (strip {}) ({}) ({}) _ ({})).\n", left_ ? "answer_board_L" : "answer_board_R",
                     tf_strip_args(a.strip, sj.shift), tb, c, tform);
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
std::string TfStrategyWriter::answers(const std::string& prefix, const TfStrategyNode& n, const TfStrategyShape& sc, const Region& cr,
                    const TfStrategyThreat& t, const std::string& x, const TfCoqForm& f, bool in_form,
                    const std::string& hm, std::string& lemmas) {
  struct Used {
    Region w;
    std::string hw, lemma;  // w's Prop, the answer's lemma
  };
  std::vector<Used> used;
  for (std::size_t j = 0; j < t.answers.size(); ++j) {
    const Region w = region_intersect(t.answers[j].region, cr);
    if (region_is_empty(w)) continue;
    const std::string name = fmt::format("{}_a{}", prefix, j + 1);
    const CoqRegionPrinted pw = coq_region_printed(w, sc.vars);
    lemmas += answer_lemma(name, n, sc, w, pw, x, f, in_form, t.answers[j]);
    used.push_back({w, tf_zprop(pw), name});
  }
  if (used.empty()) return "exfalso; zlia.";
  const std::string args = coq_join(sc.binders, " ");
  auto call = [&](const Used& u) {
    return fmt::format("assert (Hw : {}) by zlia. exact ({} IH {} Hw {} Hd Hr).", u.hw, u.lemma, args, hm);
  };
  if (used.size() == 1) return call(used[0]);
  // Which answer holds: lia would expand the negation of the answers'
  // regions, each a union, into all their combinations (B21 on d+1 ==
  // a+b: a stack overflow at two answers of six disjuncts), so the case
  // split states each region as one conjunction within the case's where it
  // can (b == 2 and b >= 3 for a cut at b), and each answer's region is
  // then proved from its case alone.
  std::vector<std::string> cases;
  for (const Used& u : used) cases.push_back("(" + coq_region_prop(coq_region_hull_gist(u.w, cr), sc.vars) + ")");
  std::string p = "Hc";  // [Hc|[Hc|Hc]] for three
  for (std::size_t k = 1; k < used.size(); ++k) p = "[Hc|" + p + "]";
  std::string out = fmt::format("assert (Hc : ({})%Z) by zlia.\n    destruct Hc as {}.\n", coq_join(cases, " \\/ "), p);
  for (const Used& u : used) out += "    { " + call(u) + " }\n";
  return out;
}

// The form threats of node n in case region cr: the Coq text that splits
// them (from `intros y Hy.`), each answered.
std::string TfStrategyWriter::form_threats(const std::string& prefix, const TfStrategyNode& n, const TfStrategyShape& sc, const Region& cr,
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

}  // namespace cgp
