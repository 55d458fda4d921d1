#include "proofs/export/tf_family_script.h"

#include "proofs/export/coq_compare.h"
#include "proofs/export/coq_expr.h"
#include "proofs/export/coq_piecewise.h"
#include "proofs/export/coq_shift.h"
#include "proofs/export/coq_terms.h"
#include "proofs/export/tf_raw_options.h"
#include "proofs/export/tf_script_text.h"
#include "prover/prove_family.h"

#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <set>
#include <sstream>

namespace cgp {

namespace {

bool is_zero(const Affine& e) { return e.is_constant() && e.constant().is_zero(); }

const char* kImports =
    "From Coq Require Import List Bool Arith ZArith Lia.\nImport ListNotations.\n"
    "From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family\n"
    "  Compare TfBlocks Shift TfNormal Piecewise.\n"
    "Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)\n";

std::string nonneg(std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n; ++i) out += " (Nat2Z.is_nonneg _)";
  return out;
}

class Writer {
 public:
  Writer(const TfScriptRequest& req, const TfRawSystem& w) : req_(req), w_(w), sys_(*w.sys) {
    for (const auto& pieces : req.theorem->proof.conjecture) values_.push_back(conjunctive(pieces));
  }

  // Each piece whose region is a union split into one piece per disjunct
  // (same value): lia turns a disjunctive hypothesis or goal into normal
  // forms exponential in its size, so every region the script names is a
  // conjunction. (A value may then list overlapping pieces with one value;
  // select_piece allows earlier pieces with the same value.)
  static std::vector<SymPiece> conjunctive(const std::vector<SymPiece>& pieces) {
    std::vector<SymPiece> out;
    for (const SymPiece& p : pieces)
      for (Region& d : coq_region_disjuncts(p.where)) out.push_back(SymPiece{std::move(d), p.value});
    return out;
  }

  std::vector<TfScriptFile> run();

 private:
  std::string state(std::size_t i) const { return "s" + std::to_string(i + 1); }
  const std::vector<std::string>& params(std::size_t i) const { return sys_.states[i].params; }

  std::string call_args(std::size_t t, const Sigma& args, const Sigma& shift) const {
    std::vector<std::string> out;
    for (const std::string& p : params(t)) out.push_back(tf_paren(tf_nat_expr(affine_substitute(args.at(p), shift))));
    return tf_join(out, " ");
  }
  // The target's parameters as Z terms, as the claims show them.
  CoqVars z_args(std::size_t t, const Sigma& args, const Sigma& shift) const {
    CoqVars out;
    for (const std::string& p : params(t))
      out[p] = "Z.of_nat " + tf_paren(tf_nat_expr(affine_substitute(args.at(p), shift)));
    return out;
  }
  static std::string applied(const std::string& head, const std::string& args) {
    return args.empty() ? head : head + " " + args;
  }
  static std::string binders(const std::vector<std::string>& ps, const char* type) {
    return ps.empty() ? "" : " (" + tf_join(ps, " ") + " : " + type + ")";
  }
  static CoqVars z_of_nat(const std::vector<std::string>& ps) {
    CoqVars v;
    for (const std::string& p : ps) v[p] = "Z.of_nat " + p;
    return v;
  }
  // State i's claim in a proof of values_hold (the claims nested by conj).
  std::string component(std::size_t i, std::string whole) const {
    for (std::size_t k = 0; k < i; ++k) whole = "(proj2 " + whole + ")";
    return i + 1 < sys_.states.size() ? "(proj1 " + whole + ")" : whole;
  }

  std::string option_board(const TfRawOption& o, const Sigma& shift) const {
    if (o.stripped()) return "strip " + tf_strip_args(o, shift);
    return target_board(o, shift);
  }
  std::string target_board(const TfRawOption& o, const Sigma& shift) const {
    if (o.call.target == kIntegerTarget) return "repeat E " + tf_paren(tf_nat_expr(affine_substitute(o.blanks, shift)));
    const std::size_t t = std::size_t(o.call.target);
    return applied(state(t) + "_board", call_args(t, o.call.args, shift));
  }
  void norm_lemma(const std::string& name, const std::string& binders, const TfRawOption& o, const Sigma& shift,
                  const CoqVars& vars, const std::string& raw_eq = "reflexivity");

  void boards();
  void values();
  void value_lemmas(std::size_t i);
  void moves(std::size_t i, std::size_t k, const TfShape& sh);
  void step(std::size_t i);
  void case_lemma(std::size_t i, std::size_t k, const TfShape& sh);
  void case_proof(std::size_t i, std::size_t k, const TfShape& sh);

  // A value to split into its pieces (`name`_value at arguments sigma, over
  // the proof's parameters; rewritten by its piece lemmas, then plus each
  // offset by the piece's _add lemma), or a fixed game.
  struct Choice {
    bool fixed = false;
    CoqGame game;  // when fixed
    std::string name;
    const std::vector<SymPiece>* pieces = nullptr;
    Sigma sigma;
    std::vector<Affine> offsets;  // distinct, nonzero
    CoqVars zvars;  // the value's parameters as Z terms at these arguments
    std::vector<std::string> value_params;
    CoqVars vars;   // the proof's parameters as Z terms (for the offsets)
  };
  using LeafProof = std::function<void(const Region&, const std::vector<CoqGame>&, int)>;
  void choose(const std::vector<Choice>& cs, std::size_t level, const Region& r, const std::vector<std::string>& ps,
              std::vector<CoqGame>& chosen, int indent, const LeafProof& at_leaf);
  // The options' choices (one per distinct board) and, per option, its
  // choice and offset.
  void option_choices(const std::vector<const TfRawOption*>& opts, const Sigma& shift, const CoqVars& vars,
                      std::vector<Choice>& cs, std::vector<std::size_t>& of_option);
  Choice value_choice(const std::string& name, const std::vector<SymPiece>& pieces, const Sigma& args,
                      const std::vector<std::string>& value_params, const CoqVars& zvars, const CoqVars& vars) const;
  static CoqGame option_value(const TfRawOption& o, const CoqGame& base) {
    return is_zero(o.call.offset) ? base : coq_shift(base, o.call.offset);
  }

  void induction_end();
  void families();
  std::string header(bool main);
  std::vector<TfScriptFile> files(const std::string& base, const std::vector<std::string>& lemmas,
                                  const std::vector<std::string>& steps, const std::string& main);
  std::string family_name(std::size_t f) const;
  std::string theorem_name(std::size_t f) const;
  std::vector<SymPiece> family_value(std::size_t f) const;

  void line(int indent, const std::string& s) { *cur_ << std::string(std::size_t(indent), ' ') << s << "\n"; }

  const TfScriptRequest& req_;
  const TfRawSystem& w_;
  const StateSystem& sys_;
  Conjecture values_;  // the theorem's, with conjunctive pieces
  std::ostringstream* cur_ = nullptr;
  std::vector<std::vector<std::size_t>> case_of_shape_;  // per state: shape index -> case index
  std::set<std::pair<std::size_t, std::size_t>> shifted_;  // (state, piece) used with an offset
  std::map<std::string, std::size_t> state_of_;  // sK -> K
  bool uses_nstar_ = false;
  std::vector<std::string> statements_;  // of the family theorems
};

void Writer::boards() {
  line(0, "(* ------------------------------------------------------------------ *)");
  line(0, "(* States: the positions the options normalise to                      *)\n");
  for (std::size_t i = 0; i < sys_.states.size(); ++i) {
    Sigma id;
    for (const std::string& p : params(i)) id[p] = Affine::param(p);
    line(0, fmt::format("Definition {}_board{} : board := {}.  (* {} *)", state(i), binders(params(i), "nat"),
                        tf_board_expr(w_.patterns[i], id), sys_.states[i].pattern));
  }
  *cur_ << "\n";
}

// sK_value: the claimed value of state K, piece by piece (select).
void Writer::values() {
  line(0, "(* ------------------------------------------------------------------ *)");
  line(0, "(* Claimed values, piece by piece                                      *)\n");
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < sys_.states.size(); ++i) {
    const auto& ps = params(i);
    *cur_ << coq_piecewise_definition(state(i), ps, values_[i], &uses_nstar_);
    std::string zargs;
    for (const std::string& p : ps) zargs += " (Z.of_nat " + p + ")";
    parts.push_back(ps.empty() ? fmt::format("(x = {0}_board -> tf_game x == {0}_value)", state(i))
                               : fmt::format("(forall {1}, x = {0}_board {1} -> tf_game x == {0}_value{2})", state(i),
                                             tf_join(ps, " "), zargs));
  }
  line(0, "\nDefinition values_hold (x : board) : Prop :=\n  " + tf_join(parts, " /\\\n  ") + ".\n");
  for (std::size_t i = 0; i < sys_.states.size(); ++i) {
    const auto& ps = params(i);
    std::string zargs;
    for (const std::string& p : ps) zargs += " (Z.of_nat " + p + ")";
    const std::string board = applied(state(i) + "_board", tf_join(ps, " "));
    line(0, fmt::format("Lemma use_{} {{x}} (IH : forall y, meas y < meas x -> values_hold y){} :", state(i),
                        binders(ps, "nat")));
    line(2, fmt::format("meas {} < meas x -> tf_game {} == {}_value{}.", tf_paren(board), tf_paren(board), state(i), zargs));
    line(0, fmt::format("Proof. intros H. exact ({} {} eq_refl). Qed.", component(i, "(IH _ H)"), tf_join(ps, " ")));
  }
  *cur_ << "\n";
}

// The piece lemmas of state i's value, and sK_pJ_add: piece J plus an
// integer `off`, as one game (the options of Terminal Toads carry such
// offsets), for the pieces some option uses so.
void Writer::value_lemmas(std::size_t i) {
  const auto& ps = params(i);
  *cur_ << coq_piecewise_lemmas(state(i), ps, values_[i]);
  const CoqVars id = coq_vars_identity(ps);
  std::string premises, hyps;
  for (const std::string& p : ps) {
    premises += "(0 <= " + p + ")%Z -> ";
    hyps += " H" + p;
  }
  for (std::size_t k = 0; k < values_[i].size(); ++k) {
    if (!shifted_.count({i, k})) continue;
    const SymPiece& piece = values_[i][k];
    const CoqGame g = coq_game_of(piece.value);
    // The offset as a parameter o0, never a state's (they are a, ..., z, a1, ...).
    CoqVars with_off = id;
    with_off["o0"] = "off";
    line(0, fmt::format("Lemma {}_p{}_add{} (off : Z) : {}({})%Z ->\n  add ({}) (int off) == {}.", state(i), k + 1,
                        binders(ps, "Z"), premises, coq_region_prop(piece.where, id), coq_sym_game(piece.value, id),
                        coq_game_term(coq_shift(g, Affine::param("o0")), with_off)));
    const Region where = region_intersect(region_universe(ps), region_align(piece.where, ps));
    line(0, fmt::format("Proof.\n  intros{} H.{}", hyps, uses_nstar_ ? " unfold nstar." : ""));
    line(2, coq_shift_tactic(g, where, id) + ".\nQed.");
  }
  *cur_ << "\n";
}

void Writer::norm_lemma(const std::string& name, const std::string& bind, const TfRawOption& o, const Sigma& shift,
                        const CoqVars& vars, const std::string& raw_eq) {
  line(0, fmt::format("Lemma {}{} : tf_norm ({}) ({}) ({}).", name, bind, option_board(o, shift),
                      target_board(o, shift), coq_z(o.call.offset, vars)));
  const std::string unfold_target =
      o.call.target == kIntegerTarget ? "" : "unfold " + state(std::size_t(o.call.target)) + "_board; ";
  line(0, fmt::format("Proof. apply (tf_norm_by _ {}); [{} | {}strip_board_eq | strip_offset]. Qed.",
                      tf_strip_args(o, shift), raw_eq, unfold_target));
}

// The options of state i in each shape of its parameters, from the rules;
// a stripped option (tf_norm) is a state plus an offset.
void Writer::moves(std::size_t i, std::size_t k, const TfShape& sh) {
  const FamilyState& s = sys_.states[i];
  {
    std::vector<std::string> nat_args;
    for (const std::string& p : s.params) nat_args.push_back(sh.nat.at(p));
    const std::string board = applied(state(i) + "_board", tf_join(nat_args, " "));
    const std::string bind = binders(sh.binders, "nat");
    const std::size_t c = case_of_shape_[i][k];
    for (int side = 0; side < 2; ++side) {
      const auto& opts = side == 0 ? w_.cases[i][c].left : w_.cases[i][c].right;
      std::set<std::string> defs{state(i) + "_board"};
      std::vector<std::string> boards;
      for (const TfRawOption& o : opts) {
        boards.push_back(option_board(o, sh.shift));
        if (o.stripped())
          defs.insert("strip");
        else if (o.call.target != kIntegerTarget)
          defs.insert(state(std::size_t(o.call.target)) + "_board");
      }
      const std::string lemma = fmt::format("{}_c{}_{}", state(i), k + 1, side == 0 ? "L" : "R");
      line(0, fmt::format("Lemma {}{} : {} {} = [{}].", lemma, bind, side == 0 ? "lmoves" : "rmoves", tf_paren(board),
                          tf_join(boards, "; ")));
      line(0, fmt::format("Proof. unfold {}. tf_options. Qed.",
                          tf_join(std::vector<std::string>(defs.begin(), defs.end()), ", ")));
      for (std::size_t j = 0; j < opts.size(); ++j)
        if (opts[j].stripped()) norm_lemma(lemma + std::to_string(j + 1), bind, opts[j], sh.shift, sh.vars);
    }
  }
}

// State i's induction step: one lemma per shape of its parameters
// (sK_caseN, in the parts), then their combination (in the main file).
void Writer::step(std::size_t i) {
  const FamilyState& s = sys_.states[i];
  const auto& ps = s.params;
  std::string zargs;
  for (const std::string& p : ps) zargs += " (Z.of_nat " + p + ")";
  line(0, fmt::format("Lemma {}_step x (IH : forall y, meas y < meas x -> values_hold y){} :", state(i),
                      binders(ps, "nat")));
  line(2, fmt::format("x = {} -> tf_game x == {}_value{}.", applied(state(i) + "_board", tf_join(ps, " ")), state(i),
                      zargs));
  std::vector<std::string> cases;
  const std::vector<TfShape> shs = tf_shapes(ps);
  for (std::size_t k = 0; k < shs.size(); ++k)
    cases.push_back(fmt::format("exact ({}_case{} x IH{})", state(i), k + 1,
                                shs[k].binders.empty() ? "" : " " + tf_join(shs[k].binders, " ")));
  if (ps.empty()) {
    line(0, "Proof. " + cases[0] + ". Qed.\n");
    return;
  }
  std::vector<std::string> ds;
  for (const std::string& p : ps)
    ds.push_back(fmt::format("(destruct {0} as [|[|{0}]]; [ | | change (S (S {0})) with (2 + {0}) in *])", p));
  line(0, "Proof.\n  " + tf_join(ds, "; ") + ";\n  [" + tf_join(cases, "\n  | ") + "].\nQed.\n");
}

void Writer::case_lemma(std::size_t i, std::size_t k, const TfShape& sh) {
  const FamilyState& s = sys_.states[i];
  std::vector<std::string> nat_args;
  for (const std::string& p : s.params) nat_args.push_back(sh.nat.at(p));
  std::string zargs;
  for (const std::string& p : s.params) zargs += " (" + sh.vars.at(p) + ")";
  line(0, fmt::format("(* {} = {} on {} *)", state(i), s.pattern, region_to_string(sh.region)));
  line(0, fmt::format("Lemma {}_case{} x (IH : forall y, meas y < meas x -> values_hold y){} :", state(i), k + 1,
                      binders(sh.binders, "nat")));
  line(2, fmt::format("x = {} -> tf_game x == {}_value{}.", applied(state(i) + "_board", tf_join(nat_args, " ")),
                      state(i), zargs));
  line(0, "Proof.");
  line(2, "intros ->.");
  case_proof(i, k, sh);
  line(0, "Qed.\n");
}

Writer::Choice Writer::value_choice(const std::string& name, const std::vector<SymPiece>& pieces, const Sigma& args,
                                    const std::vector<std::string>& value_params, const CoqVars& zvars,
                                    const CoqVars& vars) const {
  Choice c;
  c.name = name;
  c.pieces = &pieces;
  c.sigma = args;
  c.zvars = zvars;
  c.value_params = value_params;
  c.vars = vars;
  return c;
}

void Writer::option_choices(const std::vector<const TfRawOption*>& opts, const Sigma& shift, const CoqVars& vars,
                            std::vector<Choice>& cs, std::vector<std::size_t>& of_option) {
  std::map<std::string, std::size_t> seen;  // value at its arguments -> choice
  for (const TfRawOption* o : opts) {
    if (o->call.target == kIntegerTarget) {
      of_option.push_back(cs.size());
      Choice c;
      c.fixed = true;
      c.game = coq_game_of(SymGame::leaf(Affine(0)));  // the offset is added per option (option_value)
      cs.push_back(c);
      continue;
    }
    const std::size_t t = std::size_t(o->call.target);
    auto [it, fresh] = seen.emplace(state(t) + " " + call_args(t, o->call.args, shift), cs.size());
    of_option.push_back(it->second);
    if (fresh) cs.push_back(value_choice(state(t), values_[t], o->call.args, params(t), z_args(t, o->call.args, shift), vars));
    Choice& c = cs[it->second];
    if (!is_zero(o->call.offset) && std::find(c.offsets.begin(), c.offsets.end(), o->call.offset) == c.offsets.end())
      c.offsets.push_back(o->call.offset);
  }
}

void Writer::case_proof(std::size_t i, std::size_t k, const TfShape& sh) {
  const FamilyState& s = sys_.states[i];
  const TfRawCase& wc = w_.cases[i][case_of_shape_[i][k]];
  const std::string lemma_args = sh.binders.empty() ? "" : " " + tf_join(sh.binders, " ");
  line(2, fmt::format("rewrite tf_game_eq, ({0}_c{1}_L{2}), ({0}_c{1}_R{2}); cbn [map].", state(i), k + 1, lemma_args));
  // Each option: normalised, then its board replaced by its value (each
  // distinct board once).
  std::vector<const TfRawOption*> opts;
  std::set<std::string> used;
  for (int side = 0; side < 2; ++side) {
    const auto& list = side == 0 ? wc.left : wc.right;
    const std::string lemma = fmt::format("{}_c{}_{}", state(i), k + 1, side == 0 ? "L" : "R");
    for (std::size_t j = 0; j < list.size(); ++j) {
      const TfRawOption& o = list[j];
      opts.push_back(&o);
      const std::string norm = fmt::format("({}{}{})", lemma, j + 1, lemma_args);
      if (o.call.target == kIntegerTarget) {
        line(2, o.stripped() ? fmt::format("rewrite (tf_norm_blank {}).", norm)
                             : fmt::format("rewrite (tf_game_blank {}).",
                                           tf_paren(tf_nat_expr(affine_substitute(o.blanks, sh.shift)))));
        continue;
      }
      const std::size_t t = std::size_t(o.call.target);
      const std::string args = call_args(t, o.call.args, sh.shift);
      const std::string mover = side == 0 ? "l" : "r";
      const std::string where =
          fmt::format("ltac:(cbn [In]; {}left; reflexivity)", j == 0 ? "" : "do " + std::to_string(j) + " right; ");
      std::string meas = fmt::format("(opt_{} _ _ _ ({}{}) {})", mover, lemma, lemma_args, where);
      if (o.stripped()) {
        line(2, fmt::format("rewrite ({} {}).", is_zero(o.call.offset) ? "tf_norm_game0" : "tf_norm_game", norm));
        meas = fmt::format("(opt_norm_{} _ _ _ _ _ ({}{}) {} {})", mover, lemma, lemma_args, where, norm);
      }
      if (used.insert(state(t) + " " + args).second)
        line(2, fmt::format("rewrite (use_{} IH {}{}).", state(t), args.empty() ? "" : args + " ", meas));
    }
  }
  std::vector<Choice> cs;
  std::vector<std::size_t> of_option;
  option_choices(opts, sh.shift, sh.vars, cs, of_option);
  Sigma self;
  for (const std::string& p : s.params) self[p] = Affine::param(p);
  cs.push_back(value_choice(state(i), values_[i], self, s.params, sh.vars, sh.vars));
  const std::size_t nl = wc.left.size();
  std::vector<CoqGame> chosen(cs.size());
  choose(cs, 0, region_align(sh.region, s.params), s.params, chosen, 2,
         [&](const Region& cell, const std::vector<CoqGame>& v, int ind) {
           std::vector<CoqGame> l, r;
           for (std::size_t x = 0; x < opts.size(); ++x)
             (x < nl ? l : r).push_back(option_value(*opts[x], v[of_option[x]]));
           if (uses_nstar_) line(ind, "unfold nstar.");
           line(ind, coq_eqv_tactic(coq_game_options(std::move(l), std::move(r)), v.back(), cell, sh.vars) + ".");
         });
}

// Chooses one piece of each value in turn (a fixed value needs no choice):
// the pieces that meet the current region are its only possibilities, which
// zlia proves from the context; at_leaf then closes each cell, where every
// value is one piece.
void Writer::choose(const std::vector<Choice>& cs, std::size_t level, const Region& r,
                    const std::vector<std::string>& ps, std::vector<CoqGame>& chosen, int indent,
                    const LeafProof& at_leaf) {
  if (level == cs.size()) {
    at_leaf(r, chosen, indent);
    return;
  }
  const Choice& c = cs[level];
  if (c.fixed) {
    chosen[level] = c.game;
    choose(cs, level + 1, r, ps, chosen, indent, at_leaf);
    return;
  }
  const std::vector<SymPiece>& pieces = *c.pieces;
  std::vector<std::pair<std::size_t, Region>> live;
  for (std::size_t k = 0; k < pieces.size(); ++k) {
    Region cell = region_intersect(r, region_preimage(pieces[k].where, c.sigma, ps));
    if (!region_is_empty(cell)) live.emplace_back(k, std::move(cell));
  }
  if (live.empty()) throw std::logic_error("tf_family_script: no piece of " + c.name + " meets a cell");
  auto take = [&](std::size_t k, const Region& cell, const std::string& proof, int ind) {
    std::string zs;
    for (const std::string& p : c.value_params) zs += " (" + c.zvars.at(p) + ")";
    line(ind, fmt::format("rewrite ({}_p{}{}{} {}).", c.name, k + 1, zs,
                          pieces.size() > 1 ? nonneg(c.value_params.size()) : "", proof));
    for (const Affine& off : c.offsets) {
      shifted_.insert({state_of_.at(c.name), k});
      line(ind, fmt::format("rewrite ({}_p{}_add{} ({}){} {}).", c.name, k + 1, zs, coq_z(off, c.vars),
                            nonneg(c.value_params.size()),
                            region_to_string(pieces[k].where) == "true" ? "I" : "ltac:(zlia)"));
    }
    chosen[level] = coq_game_of(pieces[k].value, c.sigma);
    choose(cs, level + 1, cell, ps, chosen, ind, at_leaf);
  };
  // The pieces as the cell sees them (their constraints the cell implies left
  // out), so that lia proves a small disjunction; each piece's own region
  // then follows from its part (ltac:(zlia)).
  auto prop = [&](const Region& cell) { return "(" + coq_region_prop(coq_region_gist(cell, r), c.vars) + ")%Z"; };
  if (pieces.size() == 1) {
    take(0, live[0].second, "I", indent);
    return;
  }
  if (live.size() == 1) {
    take(live[0].first, live[0].second, "ltac:(zlia)", indent);
    return;
  }
  const std::string h = "Hp" + std::to_string(level);
  std::vector<std::string> props;
  for (const auto& [k, cell] : live) props.push_back(prop(cell));
  std::string pattern = h;
  for (std::size_t k = 1; k < live.size(); ++k) pattern = "[" + h + "|" + pattern + "]";
  line(indent, fmt::format("assert ({} : {}) by zlia.", h, tf_join(props, " \\/ ")));
  line(indent, fmt::format("destruct {} as {}.", h, pattern));
  for (const auto& [k, cell] : live) {
    line(indent, "{");
    take(k, cell, "ltac:(zlia)", indent + 2);
    line(indent, "}");
  }
}

void Writer::induction_end() {
  const std::size_t n = sys_.states.size();
  std::string all = fmt::format("({}_step x IH)", state(n - 1));
  for (std::size_t i = n - 1; i-- > 0;) all = fmt::format("(conj ({}_step x IH) {})", state(i), all);
  line(0, "Theorem all_values_hold x : values_hold x.");
  line(0, "Proof. induction x as [x IH] using board_ind. exact " + all + ". Qed.\n");
}

std::string Writer::family_name(std::size_t f) const {
  return req_.families.size() == 1 ? "family" : "family" + std::to_string(f + 1);
}

std::string Writer::theorem_name(std::size_t f) const {
  return req_.families.size() == 1 ? req_.name : req_.name + "_" + std::to_string(f + 1);
}

std::vector<SymPiece> Writer::family_value(std::size_t f) const {
  if (req_.claim) return conjunctive({SymPiece{req_.families[f].where, *req_.claim}});
  return conjunctive(family_entry_pieces(req_.theorem->proof.conjecture, sys_.entries[f]));
}

void Writer::families() {
  line(0, "(* ------------------------------------------------------------------ *)");
  line(0, "(* The families                                                       *)\n");
  std::set<std::size_t> entry_states;
  for (const TfRawOption& e : w_.entries)
    if (e.call.target != kIntegerTarget) entry_states.insert(std::size_t(e.call.target));
  for (std::size_t i : entry_states) {
    const auto& ps = params(i);
    std::string zargs;
    for (const std::string& p : ps) zargs += " (Z.of_nat " + p + ")";
    line(0, fmt::format("Lemma all_{}{} : tf_game {} == {}_value{}.", state(i), binders(ps, "nat"),
                        tf_paren(applied(state(i) + "_board", tf_join(ps, " "))), state(i), zargs));
    line(0, fmt::format("Proof. exact ({} {} eq_refl). Qed.\n", component(i, "(all_values_hold _)"), tf_join(ps, " ")));
  }
  for (std::size_t f = 0; f < req_.families.size(); ++f) {
    const TfFamily& fam = req_.families[f];
    const std::vector<std::string> fp = tf_pattern_params(fam.pattern);
    const std::string name = family_name(f);
    Sigma id;
    std::string zargs;
    for (const std::string& p : fp) {
      id[p] = Affine::param(p);
      zargs += " (Z.of_nat " + p + ")";
    }
    const CoqVars zv = z_of_nat(fp);
    const std::string own = applied(name + "_board", tf_join(fp, " "));
    line(0, fmt::format("Definition {}_board{} : board := {}.  (* {} *)", name, binders(fp, "nat"),
                        tf_board_expr(fam.pattern, id), tf_pattern_to_string(fam.pattern)));
    const std::vector<SymPiece> value = family_value(f);
    const TfRawOption& e = w_.entries[f];
    if (e.stripped())
      norm_lemma(name + "_norm", binders(fp, "nat"), e, id, zv, "unfold " + name + "_board, strip; strip_board_eq");
    *cur_ << coq_piecewise_definition(name, fp, value, &uses_nstar_) << coq_piecewise_lemmas(name, fp, value);
    const Region where = region_align(fam.where, fp);
    const bool restricted = region_to_string(where) != "true";
    const std::string stmt =
        fmt::format("{}{}tf_game {} == {}_value{}", fp.empty() ? "" : "forall " + tf_join(fp, " ") + ", ",
                    restricted ? "(" + coq_region_prop(where, zv) + ")%Z -> " : "", tf_paren(own), name, zargs);
    statements_.push_back(stmt);
    line(0, fmt::format("Theorem {} : {}.", theorem_name(f), stmt));
    line(0, "Proof.");
    std::vector<std::string> intro = fp;
    if (restricted) intro.push_back("Hw");
    if (!intro.empty()) line(2, "intros " + tf_join(intro, " ") + ".");
    const std::string norm = fmt::format("({}_norm{})", name, fp.empty() ? "" : " " + tf_join(fp, " "));
    if (e.stripped()) {
      line(2, e.call.target == kIntegerTarget
                  ? fmt::format("rewrite (tf_norm_blank {}).", norm)
                  : fmt::format("rewrite ({} {}).", is_zero(e.call.offset) ? "tf_norm_game0" : "tf_norm_game", norm));
    } else {
      const std::string unfold = e.call.target == kIntegerTarget ? "" : ", " + state(std::size_t(e.call.target)) + "_board";
      line(2, fmt::format("replace ({}) with ({}) by (unfold {}_board{}; board_eq).", own, target_board(e, id), name,
                          unfold));
      if (e.call.target == kIntegerTarget)
        line(2, fmt::format("rewrite (tf_game_blank {}).", tf_paren(tf_nat_expr(e.blanks))));
    }
    if (e.call.target != kIntegerTarget) {
      const std::size_t t = std::size_t(e.call.target);
      const std::string args = call_args(t, e.call.args, id);
      line(2, fmt::format("rewrite (all_{}{}).", state(t), args.empty() ? "" : " " + args));
    }
    // One branch per shape of the parameters (each 0, 1 or >= 2), so that few
    // pieces meet each branch.
    if (!fp.empty()) {
      std::vector<std::string> ds;
      for (const std::string& p : fp)
        ds.push_back(fmt::format("(destruct {0} as [|[|{0}]]; [ | | change (S (S {0})) with (2 + {0}) in *])", p));
      line(2, tf_join(ds, "; ") + ".");
    }
    for (const TfShape& sh : tf_shapes(fp)) {
      const Region r = region_intersect(sh.region, where);
      if (region_is_empty(r)) {
        line(2, "{ exfalso; zlia. }");
        continue;
      }
      line(2, "{");
      std::vector<Choice> cs;
      std::vector<std::size_t> of_option;
      option_choices({&e}, sh.shift, sh.vars, cs, of_option);
      cs.push_back(value_choice(name, value, id, fp, sh.vars, sh.vars));
      std::vector<CoqGame> chosen(cs.size());
      choose(cs, 0, r, fp, chosen, 4, [&](const Region& cell, const std::vector<CoqGame>& v, int ind) {
        if (uses_nstar_) line(ind, "unfold nstar.");
        line(ind, coq_eqv_tactic(option_value(e, v[0]), v[1], cell, sh.vars) + ".");
      });
      line(2, "}");
    }
    line(0, "Qed.\n");
  }
  if (req_.families.size() > 1) {
    std::vector<std::string> parts;
    for (const std::string& s : statements_) parts.push_back("(" + s + ")");
    std::string proof = theorem_name(req_.families.size() - 1);
    for (std::size_t f = req_.families.size() - 1; f-- > 0;) proof = "(conj " + theorem_name(f) + " " + proof + ")";
    line(0, fmt::format("Theorem {} :\n  {}.\nProof. exact {}. Qed.\n", req_.name, tf_join(parts, " /\\\n  "), proof));
  }
  line(0, "Print Assumptions " + req_.name + ".");
}

std::string Writer::header(bool main) {
  std::string h = "Toads-and-Frogs: " + std::string(req_.claim ? "a claimed value of a family, proved." : "the value of every position of a family.") + "\n\n";
  for (std::size_t f = 0; f < req_.families.size(); ++f) {
    const TfFamily& fam = req_.families[f];
    const std::vector<std::string> fp = tf_pattern_params(fam.pattern);
    const std::string where = region_to_string(region_align(fam.where, fp));
    h += fmt::format("Theorem ({}).  For all {}{}, the position  {}  has the value\n\n", theorem_name(f),
                     fp.empty() ? "(no parameters)" : tf_join(fp, ", ") + " >= 0",
                     where == "true" ? "" : " with " + where, tf_pattern_to_string(fam.pattern));
    for (const SymPiece& p : family_value(f)) {
      const std::string r = region_to_string(p.where);
      const std::string value = sym_game_to_string(p.value);
      h += r == "true" || req_.claim ? fmt::format("    {}\n", value) : fmt::format("    {:<24} when {}\n", value, r);
    }
    h += "\n";
  }
  if (!main) return h;
  std::size_t cases = 0;
  for (const FamilyState& s : sys_.states) cases += s.cases.size();
  h += fmt::format(
      "(T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)\n\n"
      "The positions and their values are the real game: tf_game of a board built\n"
      "from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong\n"
      "induction on the measure of the board over cgprove's {} states, {} cases:\n"
      "for each state and each shape of its parameters (each 0, 1 or >= 2) the\n"
      "options are computed from the rules and normalised as cgprove does (toad\n"
      "blocks at the right end and frog blocks at the left end removed by Terminal\n"
      "Toads, CGProve.TerminalToads, each worth an integer), replaced by their\n"
      "values from the induction hypothesis, and in each cell where every value is\n"
      "one piece the game is compared with the claimed piece by Conway's order\n"
      "(numbers never unfolded); side conditions by lia.\n\n",
      sys_.states.size(), cases);
  return h;
}

std::vector<TfScriptFile> Writer::run() {
  const std::size_t n = sys_.states.size();
  case_of_shape_.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    state_of_[state(i)] = i;
    const FamilyState& s = sys_.states[i];
    for (const TfShape& sh : tf_shapes(s.params)) {
      std::size_t found = s.cases.size();
      for (std::size_t c = 0; c < s.cases.size(); ++c)
        if (region_is_equal(region_align(s.cases[c].region, s.params), sh.region)) found = c;
      if (found == s.cases.size())
        throw CoqExportError("the recurrence cases of " + s.pattern + " are not one per shape of its parameters");
      case_of_shape_[i].push_back(found);
    }
  }
  std::ostringstream base;
  cur_ = &base;
  boards();
  values();  // sets uses_nstar_
  std::vector<std::string> steps;  // per state and shape: its moves and its case of the step
  for (std::size_t i = 0; i < n; ++i) {
    const std::vector<TfShape> shs = tf_shapes(params(i));
    for (std::size_t k = 0; k < shs.size(); ++k) {
      std::ostringstream chunk;
      cur_ = &chunk;
      moves(i, k, shs[k]);
      case_lemma(i, k, shs[k]);
      steps.push_back(chunk.str());
    }
  }
  std::ostringstream main;
  cur_ = &main;
  line(0, "(* ------------------------------------------------------------------ *)");
  line(0, "(* The induction steps, shape by shape                                *)\n");
  for (std::size_t i = 0; i < n; ++i) step(i);
  induction_end();
  families();
  std::vector<std::string> lemmas;  // per state: piece and offset lemmas (after the steps name them)
  for (std::size_t i = 0; i < n; ++i) {
    std::ostringstream chunk;
    cur_ = &chunk;
    value_lemmas(i);
    lemmas.push_back(chunk.str());
  }
  return files(base.str(), lemmas, steps, main.str());
}

// One file, or: the base, parts of the value lemmas and of the steps (each
// about part_bytes), and the main file.
std::vector<TfScriptFile> Writer::files(const std::string& base, const std::vector<std::string>& lemmas,
                                        const std::vector<std::string>& steps, const std::string& main) {
  std::size_t total = 0;
  for (const std::string& c : steps) total += c.size();
  for (const std::string& c : lemmas) total += c.size();
  const std::string written = "Written by `" + req_.command + "`";
  if (req_.part_bytes == 0 || total <= req_.part_bytes) {
    std::string out = coq_script_opening(header(true) + written + "; check with\n  make coq && coqc -Q proofs/lib CGProve FILE.v",
                                         kImports) + "\n" + base;
    for (const std::string& c : lemmas) out += c;
    for (const std::string& c : steps) out += c;
    return {{req_.module, out + main}};
  }
  const bool identifier = !req_.module.empty() && std::isalpha(static_cast<unsigned char>(req_.module[0])) &&
                          std::all_of(req_.module.begin(), req_.module.end(),
                                      [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; });
  if (!identifier)
    throw CoqExportError("the proof is split into several files named after \"" + req_.module +
                         "\", which must then be a Coq identifier (letters, digits, _)");
  auto group = [&](const std::vector<std::string>& chunks) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < chunks.size();) {
      std::string text;
      while (i < chunks.size() && (text.empty() || text.size() + chunks[i].size() <= req_.part_bytes)) text += chunks[i++];
      out.push_back(text);
    }
    return out;
  };
  const std::vector<std::string> value_parts = group(lemmas), step_parts = group(steps);
  const std::string base_module = req_.module + "_base";
  std::vector<std::string> value_modules, step_modules;
  for (std::size_t p = 0; p < value_parts.size(); ++p) value_modules.push_back(req_.module + "_values" + std::to_string(p + 1));
  for (std::size_t p = 0; p < step_parts.size(); ++p) step_modules.push_back(req_.module + "_steps" + std::to_string(p + 1));
  std::vector<std::string> all{base_module};
  all.insert(all.end(), value_modules.begin(), value_modules.end());
  all.insert(all.end(), step_modules.begin(), step_modules.end());
  const std::string how = fmt::format(
      "The proof is split into {} files, compiled in this order (the files of one\n"
      "line in any order), each with  coqc -Q proofs/lib CGProve -Q DIR \"\" DIR/FILE.v\n"
      "(DIR: their folder):\n  {}.v\n  {}.v\n  {}.v\n  {}.v",
      all.size() + 1, base_module, tf_join(value_modules, ".v "), tf_join(step_modules, ".v "), req_.module);
  const std::string part_of = "A part of the proof in " + req_.module + ".v, which states the theorem.\n\n";
  auto require = [](const std::vector<std::string>& ms) { return "Require Import " + tf_join(ms, " ") + ".\n"; };
  std::vector<TfScriptFile> out;
  out.push_back({base_module, coq_script_opening(part_of + "Boards, claimed values, the induction hypothesis.\n\n" + written + ".",
                                                 kImports) + "\n" + base});
  for (std::size_t p = 0; p < value_parts.size(); ++p)
    out.push_back({value_modules[p], coq_script_opening(part_of + "Piece lemmas of some values.\n\n" + written + ".",
                                                        kImports + require({base_module})) + "\n" + value_parts[p]});
  std::vector<std::string> before_steps{base_module};
  before_steps.insert(before_steps.end(), value_modules.begin(), value_modules.end());
  for (std::size_t p = 0; p < step_parts.size(); ++p)
    out.push_back({step_modules[p], coq_script_opening(part_of + "Moves and induction steps of some states.\n\n" + written + ".",
                                                       kImports + require(before_steps)) + "\n" + step_parts[p]});
  out.push_back({req_.module, coq_script_opening(header(true) + how + "\n" + written + ".", kImports + require(all)) +
                                  "\n" + main});
  return out;
}

}  // namespace

std::vector<TfScriptFile> tf_family_scripts(const TfScriptRequest& request) {
  if (!request.theorem || request.theorem->proof.status != FamilyProof::Status::Proved)
    throw CoqExportError("there is no proved theorem to export");
  const TfRawSystem w = tf_raw_system(request.families, *request.theorem);
  std::size_t cases = 0;
  for (const FamilyState& s : w.sys->states) cases += s.cases.size();
  if (cases > kTfCoqMaxCases)
    throw CoqExportError(fmt::format("the proof has {} states and {} cases, beyond the limit of {} cases for a script",
                                     w.sys->states.size(), cases, kTfCoqMaxCases));
  Writer writer(request, w);
  return writer.run();
}

}  // namespace cgp
