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
  std::string state(std::size_t i) const { return fmt::format("s{}", i + 1); }
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

  // `holds (sK_pieces zargs) g`: state i's claim about g.
  std::string claim(std::size_t i, const std::string& zargs, const std::string& g) const {
    const std::string pieces = state(i) + "_pieces" + zargs;
    return fmt::format("holds {} {}", zargs.empty() ? pieces : "(" + pieces + ")", g);
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
  void case_proof(std::size_t i, std::size_t k, const TfShape& sh, std::size_t p, const Region& cell);

  // A value to split into its pieces (`name`_value at arguments sigma, over
  // the proof's parameters; rewritten by its piece lemmas, then plus each
  // offset by the piece's _add lemma), or a fixed game.
  struct Choice {
    bool fixed = false;
    CoqGame game;  // when fixed
    std::string name;
    // A state's value: the hypothesis `holds (name_pieces ..) (tf_game ..)`
    // (its piece lemmas rewrite the option's tf_game); empty for a
    // family's value (its piece lemmas rewrite name_value).
    std::string hyp;
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
                                  const std::vector<std::string>& cases, const std::vector<std::string>& claims,
                                  const std::string& main);
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
  // A shape whose board is the board of a state with fewer parameters (a
  // block of length 0 merges its neighbours) is proved from that state's
  // claim at the same board instead of from the rules.
  struct Redirect {
    std::size_t target;
    Sigma args;  // the target's parameters, over the state's own
  };
  std::vector<std::vector<std::optional<Redirect>>> redirect_;  // per state, per shape
  std::vector<std::set<std::size_t>> deps_;  // per state: the targets of its redirects
  std::optional<Redirect> find_redirect(std::size_t i, const TfShape& sh) const;
  std::string dep_binders(std::size_t i) const {
    std::string out;
    for (std::size_t j : deps_[i]) out += fmt::format(" (H{0} : {0}_claim x)", state(j));
    return out;
  }
  void redirect_proof(std::size_t i, const TfShape& sh, const Redirect& r, std::size_t p, const Region& cell);
  void piece_proof(std::size_t i, const TfShape& sh, std::size_t p, const Region& cell, const std::vector<Choice>& cs,
                   const std::function<CoqGame(const std::vector<CoqGame>&)>& game_of);
  std::string dispatch(std::size_t i, std::size_t p, std::size_t j, std::size_t code, const Region& r) const;
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

// sK_pieces: the claimed value of state K, piece by piece.
void Writer::values() {
  line(0, "(* ------------------------------------------------------------------ *)");
  line(0, "(* Claimed values, piece by piece                                      *)\n");
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < sys_.states.size(); ++i) {
    const auto& ps = params(i);
    *cur_ << coq_pieces_definition(state(i), ps, values_[i], &uses_nstar_);
    std::string zargs;
    for (const std::string& p : ps) zargs += " (Z.of_nat " + p + ")";
    line(0, fmt::format("Definition {}_claim (x : board) : Prop :=\n  {}.",
                        state(i), ps.empty() ? fmt::format("x = {}_board -> {}", state(i), claim(i, "", "(tf_game x)"))
                                             : fmt::format("forall {1}, x = {0}_board {1} -> {2}", state(i),
                                                           tf_join(ps, " "), claim(i, zargs, "(tf_game x)"))));
    parts.push_back(state(i) + "_claim x");
  }
  line(0, "\nDefinition values_hold (x : board) : Prop :=\n  " + tf_join(parts, " /\\ ") + ".\n");
  for (std::size_t i = 0; i < sys_.states.size(); ++i) {
    const auto& ps = params(i);
    std::string zargs;
    for (const std::string& p : ps) zargs += " (Z.of_nat " + p + ")";
    const std::string board = applied(state(i) + "_board", tf_join(ps, " "));
    line(0, fmt::format("Lemma use_{} {{x}} (IH : forall y, meas y < meas x -> values_hold y){} :", state(i),
                        binders(ps, "nat")));
    line(2, fmt::format("meas {} < meas x -> {}.", tf_paren(board), claim(i, zargs, "(tf_game " + tf_paren(board) + ")")));
    line(0, fmt::format("Proof. intros H. exact ({} {} eq_refl). Qed.", component(i, "(IH _ H)"), tf_join(ps, " ")));
  }
  *cur_ << "\n";
}

// The piece lemmas of state i's value, and sK_pJ_add: piece J plus an
// integer `off`, as one game (the options of Terminal Toads carry such
// offsets), for the pieces some option uses so.
void Writer::value_lemmas(std::size_t i) {
  const auto& ps = params(i);
  *cur_ << coq_pieces_lemmas(state(i), ps, values_[i]);
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

// State i's induction step: for each piece, the shapes of the parameters
// (each 0, 1 or >= 2) where its region can hold, one at a time, the others
// refuted by lia; in each, the lemma of that shape and piece.
void Writer::step(std::size_t i) {
  const FamilyState& s = sys_.states[i];
  const auto& ps = s.params;
  line(0, fmt::format("Lemma {}_step x (IH : forall y, meas y < meas x -> values_hold y){} : {}_claim x.", state(i),
                      dep_binders(i), state(i)));
  line(0, "Proof.");
  line(2, fmt::format("intros{} Hx. unfold {}_pieces.", ps.empty() ? "" : " " + tf_join(ps, " "), state(i)));
  const Region universe = region_universe(ps);
  for (std::size_t p = 0; p < values_[i].size(); ++p) {
    const Region where = region_intersect(universe, region_align(values_[i][p].where, ps));
    line(2, fmt::format("apply holds_cons; [intros Hc; cbn [fst {}_q{}] in Hc; {}|].", state(i), p + 1,
                        dispatch(i, p, 0, 0, where)));
  }
  line(2, "apply holds_nil.");
  line(0, "Qed.\n");
}

// The tactic that splits parameters j, j+1, ... of state i into their shapes
// within `r` (code: the shape index so far) and applies piece p's lemma.
std::string Writer::dispatch(std::size_t i, std::size_t p, std::size_t j, std::size_t code, const Region& r) const {
  const auto& ps = params(i);
  if (j == ps.size()) {
    const auto& red = redirect_[i][code];
    std::vector<std::string> free;
    std::size_t c = code;
    for (std::size_t q = ps.size(); q-- > 0; c /= 3)
      if (c % 3 == 2) free.insert(free.begin(), ps[q]);
    return fmt::format("exact ({}_c{}_p{} x {}{} Hx Hc)", state(i), code + 1, p + 1,
                       red ? "H" + state(red->target) : std::string("IH"), free.empty() ? "" : " " + tf_join(free, " "));
  }
  const std::string& v = ps[j];
  std::string sub[3];
  for (int kind = 0; kind < 3; ++kind) {
    const Region rk = region_intersect(
        r, region_from_relation(Affine::param(v), kind < 2 ? CmpOp::eq : CmpOp::ge, Affine(kind < 2 ? kind : 2), ps));
    sub[kind] = region_is_empty(rk) ? "exfalso; zlia" : dispatch(i, p, j + 1, code * 3 + std::size_t(kind), rk);
  }
  return fmt::format("destruct {0} as [|[|{0}]]; [{1} | {2} | change (S (S {0})) with (2 + {0}) in *; {3}]", v, sub[0],
                     sub[1], sub[2]);
}

// The lemmas of one shape of state i: for each piece whose region meets
// it, the piece's value there, from the rules (the options' values from
// the induction hypothesis) or, for a redirected shape, from the claim of
// the state whose board it is.
void Writer::case_lemma(std::size_t i, std::size_t k, const TfShape& sh) {
  const FamilyState& s = sys_.states[i];
  std::vector<std::string> nat_args;
  for (const std::string& p : s.params) nat_args.push_back(sh.nat.at(p));
  std::string zargs;
  for (const std::string& p : s.params) zargs += " (" + sh.vars.at(p) + ")";
  const auto& redirect = redirect_[i][k];
  line(0, fmt::format("(* {} = {} on {}{} *)", state(i), s.pattern, region_to_string(sh.region),
                      redirect ? ": the board of " + state(redirect->target) : ""));
  const Region r = region_align(sh.region, s.params);
  for (std::size_t p = 0; p < values_[i].size(); ++p) {
    const Region cell = region_intersect(r, region_align(values_[i][p].where, s.params));
    if (region_is_empty(cell)) continue;
    const std::string q = fmt::format("({}_q{}{})", state(i), p + 1, zargs);
    line(0, fmt::format("Lemma {}_c{}_p{} x {}{} :", state(i), k + 1, p + 1,
                        redirect ? fmt::format("(H{0} : {0}_claim x)", state(redirect->target))
                                 : std::string("(IH : forall y, meas y < meas x -> values_hold y)"),
                        binders(sh.binders, "nat")));
    line(2, fmt::format("x = {} -> fst {} -> tf_game x == snd {}.", applied(state(i) + "_board", tf_join(nat_args, " ")),
                        q, q));
    line(0, "Proof.");
    line(2, fmt::format("intros {} Hc. cbn [fst snd {}_q{}] in Hc |- *.", redirect ? "Hx" : "->", state(i), p + 1));
    if (redirect)
      redirect_proof(i, sh, *redirect, p, cell);
    else
      case_proof(i, k, sh, p, cell);
    line(0, "Qed.\n");
  }
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
    if (fresh) {
      cs.push_back(value_choice(state(t), values_[t], o->call.args, params(t), z_args(t, o->call.args, shift), vars));
      cs.back().hyp = "Ho" + std::to_string(it->second);
    }
    Choice& c = cs[it->second];
    if (!is_zero(o->call.offset) && std::find(c.offsets.begin(), c.offsets.end(), o->call.offset) == c.offsets.end())
      c.offsets.push_back(o->call.offset);
  }
}

void Writer::case_proof(std::size_t i, std::size_t k, const TfShape& sh, std::size_t p, const Region& cell) {
  const TfRawCase& wc = w_.cases[i][case_of_shape_[i][k]];
  const std::string lemma_args = sh.binders.empty() ? "" : " " + tf_join(sh.binders, " ");
  std::vector<const TfRawOption*> opts;
  for (const TfRawOption& o : wc.left) opts.push_back(&o);
  for (const TfRawOption& o : wc.right) opts.push_back(&o);
  std::vector<Choice> cs;
  std::vector<std::size_t> of_option;
  option_choices(opts, sh.shift, sh.vars, cs, of_option);
  line(2, fmt::format("rewrite tf_game_eq, ({0}_c{1}_L{2}), ({0}_c{1}_R{2}); cbn [map].", state(i), k + 1, lemma_args));
  // Each option normalised, then the claim about each distinct target
  // board taken from the induction hypothesis (Ho<choice>).
  std::set<std::size_t> posed;
  for (std::size_t x = 0; x < opts.size(); ++x) {
    const bool left = x < wc.left.size();
    const std::size_t j = left ? x : x - wc.left.size();
    const TfRawOption& o = *opts[x];
    const std::string lemma = fmt::format("{}_c{}_{}", state(i), k + 1, left ? "L" : "R");
    const std::string norm = fmt::format("({}{}{})", lemma, j + 1, lemma_args);
    if (o.call.target == kIntegerTarget) {
      line(2, o.stripped() ? fmt::format("rewrite (tf_norm_blank {}).", norm)
                           : fmt::format("rewrite (tf_game_blank {}).",
                                         tf_paren(tf_nat_expr(affine_substitute(o.blanks, sh.shift)))));
      continue;
    }
    const std::size_t t = std::size_t(o.call.target);
    const std::string args = call_args(t, o.call.args, sh.shift);
    const std::string mover = left ? "l" : "r";
    const std::string where =
        fmt::format("ltac:(cbn [In]; {}left; reflexivity)", j == 0 ? "" : "do " + std::to_string(j) + " right; ");
    std::string meas = fmt::format("(opt_{} _ _ _ ({}{}) {})", mover, lemma, lemma_args, where);
    if (o.stripped()) {
      line(2, fmt::format("rewrite ({} {}).", is_zero(o.call.offset) ? "tf_norm_game0" : "tf_norm_game", norm));
      meas = fmt::format("(opt_norm_{} _ _ _ _ _ ({}{}) {} {})", mover, lemma, lemma_args, where, norm);
    }
    if (posed.insert(of_option[x]).second)
      line(2, fmt::format("pose proof (use_{} IH {}{}) as {}.", state(t), args.empty() ? "" : args + " ", meas,
                          cs[of_option[x]].hyp));
  }
  piece_proof(i, sh, p, cell, cs, [&](const std::vector<CoqGame>& v) {
    std::vector<CoqGame> l, rr;
    for (std::size_t x = 0; x < opts.size(); ++x)
      (x < wc.left.size() ? l : rr).push_back(option_value(*opts[x], v[of_option[x]]));
    return coq_game_options(std::move(l), std::move(rr));
  });
}

// Piece p of state i on `cell`: the pieces of the values in cs chosen cell
// by cell, and in each the game they make (game_of) compared with the piece.
void Writer::piece_proof(std::size_t i, const TfShape& sh, std::size_t p, const Region& cell,
                         const std::vector<Choice>& cs,
                         const std::function<CoqGame(const std::vector<CoqGame>&)>& game_of) {
  const FamilyState& s = sys_.states[i];
  Sigma self;
  for (const std::string& q : s.params) self[q] = Affine::param(q);
  const CoqGame value = coq_game_of(values_[i][p].value, self);
  std::vector<CoqGame> chosen(cs.size());
  choose(cs, 0, cell, s.params, chosen, 2, [&](const Region& leaf, const std::vector<CoqGame>& v, int ind) {
    if (uses_nstar_) line(ind, "unfold nstar.");
    line(ind, coq_eqv_tactic(game_of(v), value, leaf, sh.vars) + ".");
  });
}

// The shape's board is the target's board: its claim at x gives the value.
void Writer::redirect_proof(std::size_t i, const TfShape& sh, const Redirect& r, std::size_t p, const Region& cell) {
  const std::size_t t = r.target;
  line(2, fmt::format("pose proof (H{} {} ltac:(rewrite Hx; unfold {}_board, {}_board; board_eq)) as Ho0.", state(t),
                      call_args(t, r.args, sh.shift), state(i), state(t)));
  std::vector<Choice> cs{value_choice(state(t), values_[t], r.args, params(t), z_args(t, r.args, sh.shift), sh.vars)};
  cs[0].hyp = "Ho0";
  piece_proof(i, sh, p, cell, cs, [](const std::vector<CoqGame>& v) { return v[0]; });
}

std::optional<Writer::Redirect> Writer::find_redirect(std::size_t i, const TfShape& sh) const {
  const auto& ps = params(i);
  Sigma small;  // the parameters fixed at 0 or 1 by the shape
  for (const std::string& p : ps)
    if (sh.shift.at(p).is_constant()) small[p] = sh.shift.at(p);
  if (small.empty()) return std::nullopt;
  TfPattern board;
  for (const TfBlock& b : w_.patterns[i].blocks) board.blocks.push_back({b.symbol, affine_substitute(b.length, small)});
  board = tf_pattern_merge(board);
  const Region region = region_align(sh.region, ps);
  for (std::size_t j = 0; j < sys_.states.size(); ++j) {
    if (params(j).size() >= ps.size()) continue;
    if (auto map = tf_match_state(w_.patterns[j], board, region)) {
      Sigma args;
      for (const std::string& p : params(j)) args[p] = map->count(p) ? map->at(p) : Affine(0);
      return Redirect{j, std::move(args)};
    }
  }
  return std::nullopt;
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
    if (!c.hyp.empty())
      line(ind, fmt::format("rewrite ({}_p{} {} {}).", c.name, k + 1, c.hyp,
                            region_to_string(pieces[k].where) == "true" ? "I" : "ltac:(zlia)"));
    else
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
  // A state's step may use the claims, at the same board, of states with
  // fewer parameters (redirected cases): those come first.
  std::vector<std::size_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t x, std::size_t y) { return params(x).size() < params(y).size(); });
  line(0, "Theorem all_values_hold x : values_hold x.");
  line(0, "Proof.");
  line(2, "induction x as [x IH] using board_ind.");
  for (std::size_t i : order) {
    std::string deps;
    for (std::size_t j : deps_[i]) deps += fmt::format(" H{}", state(j));
    line(2, fmt::format("assert (H{0} : {0}_claim x) by exact ({0}_step x IH{1}).", state(i), deps));
  }
  std::string all = "H" + state(n - 1);
  for (std::size_t i = n - 1; i-- > 0;) all = fmt::format("(conj H{} {})", state(i), all);
  line(2, "exact " + all + ".");
  line(0, "Qed.\n");
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
    line(0, fmt::format("Lemma all_{}{} : {}.", state(i), binders(ps, "nat"),
                        claim(i, zargs, "(tf_game " + tf_paren(applied(state(i) + "_board", tf_join(ps, " "))) + ")")));
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
      // Named as option_choices names the claim of the entry's one option.
      line(2, fmt::format("pose proof (all_{}{}) as Ho0.", state(t), args.empty() ? "" : " " + args));
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
      "induction on the measure of the board over cgprove's {} states, {} cases\n"
      "(shapes of a state's parameters, each 0, 1 or >= 2).  A state's claim is\n"
      "its list of pieces (region, value).  For each shape and each piece whose\n"
      "region meets it, the options are computed from the rules and normalised\n"
      "as cgprove does (toad blocks at the right end and frog blocks at the left\n"
      "end removed by Terminal Toads, CGProve.TerminalToads, each worth an\n"
      "integer), replaced by their values from the induction hypothesis, and in\n"
      "each cell where every value is one piece the game is compared with the\n"
      "claimed piece by Conway's order (numbers never unfolded).  A shape whose\n"
      "board is the board of a state with fewer parameters (a block of length 0\n"
      "joins its neighbours) takes that state's value at the same board instead.\n"
      "Side conditions by lia.\n\n",
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
  redirect_.resize(n);
  deps_.resize(n);
  for (std::size_t i = 0; i < n; ++i)
    for (const TfShape& sh : tf_shapes(params(i))) {
      redirect_[i].push_back(find_redirect(i, sh));
      if (redirect_[i].back()) deps_[i].insert(redirect_[i].back()->target);
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
      if (!redirect_[i][k]) moves(i, k, shs[k]);
      case_lemma(i, k, shs[k]);
      steps.push_back(chunk.str());
    }
  }
  std::vector<std::string> claims;  // per state: its induction step
  for (std::size_t i = 0; i < n; ++i) {
    std::ostringstream chunk;
    cur_ = &chunk;
    if (i == 0) {
      line(0, "(* ------------------------------------------------------------------ *)");
      line(0, "(* The induction steps, piece by piece                                *)\n");
    }
    step(i);
    claims.push_back(chunk.str());
  }
  std::ostringstream main;
  cur_ = &main;
  induction_end();
  families();
  std::vector<std::string> lemmas;  // per state: piece and offset lemmas (after the steps name them)
  for (std::size_t i = 0; i < n; ++i) {
    std::ostringstream chunk;
    cur_ = &chunk;
    value_lemmas(i);
    lemmas.push_back(chunk.str());
  }
  return files(base.str(), lemmas, steps, claims, main.str());
}

// One file, or: the base, parts of the value lemmas and of the steps (each
// about part_bytes), and the main file.
// One file, or: the base, then parts of about part_bytes each of the value
// lemmas, of the cases and of the steps (each kind needing the ones
// before), and the main file.
std::vector<TfScriptFile> Writer::files(const std::string& base, const std::vector<std::string>& lemmas,
                                        const std::vector<std::string>& cases, const std::vector<std::string>& claims,
                                        const std::string& main) {
  std::size_t total = 0;
  for (const auto* chunks : {&lemmas, &cases, &claims})
    for (const std::string& c : *chunks) total += c.size();
  const std::string written = "Written by `" + req_.command + "`";
  if (req_.part_bytes == 0 || total <= req_.part_bytes) {
    std::string out = coq_script_opening(header(true) + written + "; check with\n  make coq && coqc -Q proofs/lib CGProve FILE.v",
                                         kImports) + "\n" + base;
    for (const auto* chunks : {&lemmas, &cases, &claims})
      for (const std::string& c : *chunks) out += c;
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
  auto require = [](const std::vector<std::string>& ms) { return "Require Import " + tf_join(ms, " ") + ".\n"; };
  const std::string part_of = "A part of the proof in " + req_.module + ".v, which states the theorem.\n\n";
  const std::string base_module = req_.module + "_base";
  std::vector<TfScriptFile> out;
  out.push_back({base_module, coq_script_opening(part_of + "Boards, claimed values, the induction hypothesis.\n\n" + written + ".",
                                                 kImports) + "\n" + base});
  std::vector<std::string> before{base_module};  // the modules compiled so far
  std::vector<std::string> lines{base_module + ".v"};
  struct Kind {
    const char* suffix;
    const char* what;
    const std::vector<std::string>* chunks;
  };
  for (const Kind& k : {Kind{"_values", "Piece lemmas of some values.", &lemmas},
                        Kind{"_cases", "Moves and the value of each piece, shape by shape, of some states.", &cases},
                        Kind{"_steps", "Induction steps of some states.", &claims}}) {
    const std::vector<std::string> parts = group(*k.chunks);
    std::vector<std::string> modules;
    for (std::size_t p = 0; p < parts.size(); ++p) {
      modules.push_back(req_.module + k.suffix + std::to_string(p + 1));
      out.push_back({modules.back(), coq_script_opening(part_of + k.what + "\n\n" + written + ".",
                                                        kImports + require(before)) + "\n" + parts[p]});
    }
    before.insert(before.end(), modules.begin(), modules.end());
    lines.push_back(tf_join(modules, ".v ") + ".v");
  }
  lines.push_back(req_.module + ".v");
  const std::string how = fmt::format(
      "The proof is split into {} files, compiled in this order (the files of one\n"
      "line in any order), each with  coqc -Q proofs/lib CGProve -Q DIR \"\" DIR/FILE.v\n"
      "(DIR: their folder):\n  {}",
      out.size() + 1, tf_join(lines, "\n  "));
  out.push_back({req_.module, coq_script_opening(header(true) + how + "\n" + written + ".", kImports + require(before)) +
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
