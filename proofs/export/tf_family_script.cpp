#include "proofs/export/tf_family_script.h"

#include "proofs/export/coq_compare.h"
#include "proofs/export/coq_expr.h"
#include "proofs/export/coq_terms.h"
#include "proofs/export/tf_weak_system.h"
#include "prover/prove_family.h"

#include <fmt/core.h>

#include <functional>
#include <set>
#include <sstream>

namespace cgp {

namespace {

using Sigma = std::map<std::string, Affine>;
using Names = std::map<std::string, std::string>;  // parameter -> nat expression

std::string join(const std::vector<std::string>& xs, const std::string& sep) {
  std::string out;
  for (std::size_t i = 0; i < xs.size(); ++i) out += (i ? sep : "") + xs[i];
  return out;
}

std::string paren(const std::string& s) { return s.find(' ') == std::string::npos ? s : "(" + s + ")"; }

// A nat expression `1 + a`, `2 * b`, `0` for an affine with integer
// coefficients and constant >= 0 (after the case shift, arguments are).
std::string nat_expr(const Affine& e) {
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
  return join(parts, " + ");
}

char cell_letter(Square s) { return s == Square::Toad ? 'T' : s == Square::Frog ? 'F' : 'E'; }

// `repeat T a ++ E :: repeat T b ++ [F]`, block lengths through `names`.
std::string board_expr(const TfPattern& p, const Names& names) {
  std::vector<std::string> items;  // explicit cells and `repeat X n` blocks, left to right
  std::vector<bool> explicit_cell;
  for (const TfBlock& b : p.blocks) {
    if (b.length.is_constant()) {
      for (long i = 0; i < *b.length.constant().to_long(); ++i) {
        items.push_back(std::string(1, cell_letter(b.symbol)));
        explicit_cell.push_back(true);
      }
    } else {
      Affine len = b.length;
      std::string n = nat_expr(affine_substitute(len, Sigma{}));
      if (len.terms().size() == 1 && len.constant().is_zero() && len.terms()[0].coef == Dyadic(1)) {
        const auto it = names.find(len.terms()[0].param);
        n = it == names.end() ? len.terms()[0].param : it->second;
      }
      items.push_back("repeat " + std::string(1, cell_letter(b.symbol)) + " " + paren(n));
      explicit_cell.push_back(false);
    }
  }
  if (items.empty()) return "[]";
  // Trailing explicit cells form a list literal; earlier ones are consed.
  std::size_t tail = items.size();
  while (tail > 0 && explicit_cell[tail - 1]) --tail;
  std::string out = tail < items.size()
                        ? "[" + join(std::vector<std::string>(items.begin() + long(tail), items.end()), "; ") + "]"
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

// One shape of a state's parameters: each is 0, 1 or 2 + (itself).
struct Shape {
  std::vector<int> kind;  // 0, 1, 2 per parameter
  Region region;          // over the state's params
  Sigma shift;            // p -> 0, 1 or 2 + p
  Names nat;              // p -> "0", "1", "(2 + p)"
  CoqVars vars;           // p -> "Z.of_nat 0", ...
  std::vector<std::string> binders;  // the parameters still free
};

std::vector<Shape> shapes(const std::vector<std::string>& params) {
  std::vector<Shape> out;
  const std::size_t n = params.size();
  std::size_t total = 1;
  for (std::size_t i = 0; i < n; ++i) total *= 3;
  for (std::size_t code = 0; code < total; ++code) {
    Shape s;
    s.region = region_universe(params);
    std::size_t c = code;
    std::vector<int> kind(n);
    for (std::size_t i = n; i-- > 0;) {
      kind[i] = int(c % 3);
      c /= 3;
    }
    s.kind = kind;
    for (std::size_t i = 0; i < n; ++i) {
      const std::string& p = params[i];
      const Affine v = Affine::param(p);
      if (kind[i] < 2) {
        s.region = region_intersect(s.region, region_from_relation(v, CmpOp::eq, Affine(kind[i]), params));
        s.shift[p] = Affine(kind[i]);
        s.nat[p] = std::to_string(kind[i]);
        s.vars[p] = "Z.of_nat " + std::to_string(kind[i]);
      } else {
        s.region = region_intersect(s.region, region_from_relation(v, CmpOp::ge, Affine(2), params));
        s.shift[p] = Affine(2) + v;
        s.nat[p] = "(2 + " + p + ")";
        s.vars[p] = "Z.of_nat (2 + " + p + ")";
        s.binders.push_back(p);
      }
    }
    out.push_back(std::move(s));
  }
  return out;
}

class Writer {
 public:
  Writer(const TfScriptRequest& req, const TfWeakSystem& w) : req_(req), w_(w) {}

  std::string run();

 private:
  std::string state(std::size_t i) const { return "s" + std::to_string(i + 1); }
  const std::vector<std::string>& params(std::size_t i) const { return w_.sys.states[i].params; }

  std::string call_args(const std::vector<std::string>& target_params, const Sigma& args, const Sigma& shift) {
    std::vector<std::string> out;
    for (const std::string& p : target_params) out.push_back(paren(nat_expr(affine_substitute(args.at(p), shift))));
    return join(out, " ");
  }
  // The target's parameters as the Z terms the value is applied to.
  CoqVars z_args(const std::vector<std::string>& target_params, const Sigma& args, const Sigma& shift) {
    CoqVars out;
    for (const std::string& p : target_params)
      out[p] = "Z.of_nat " + paren(nat_expr(affine_substitute(args.at(p), shift)));
    return out;
  }
  std::string applied(const std::string& head, const std::string& args) { return args.empty() ? head : head + " " + args; }
  // " (Z.of_nat a) (Z.of_nat b)": a value applied to nat parameters.
  static std::string z_of_params(const std::vector<std::string>& ps) {
    std::string out;
    for (const std::string& p : ps) out += " (Z.of_nat " + p + ")";
    return out;
  }
  static std::string binders(const std::vector<std::string>& ps, const char* type) {
    return ps.empty() ? "" : " (" + join(ps, " ") + " : " + type + ")";
  }
  // State i's component of a proof of values_hold (states' claims nested by conj).
  std::string component(std::size_t i, std::string whole) const {
    for (std::size_t k = 0; k < i; ++k) whole = "(proj2 " + whole + ")";
    return i + 1 < w_.sys.states.size() ? "(proj1 " + whole + ")" : whole;
  }

  // The board of a raw option, as the move lemma lists it.
  std::string option_board(const TfRawOption& o, const Sigma& shift, std::set<std::string>& defs) {
    std::string core;
    if (o.call.target == kIntegerTarget) {
      core = "repeat E " + paren(nat_expr(affine_substitute(o.blanks, shift)));
    } else {
      const std::size_t t = std::size_t(o.call.target);
      defs.insert(state(t) + "_board");
      core = applied(state(t) + "_board", call_args(params(t), o.call.args, shift));
    }
    const std::string p = nat_expr(affine_substitute(o.dead_frogs, shift)), q = nat_expr(affine_substitute(o.dead_toads, shift));
    if (p == "0" && q == "0") return core;
    defs.insert("dead_ends");
    return "dead_ends " + paren(p) + " " + paren(q) + " (" + core + ")";
  }

  void definitions();
  void value_block(const std::string& name, const std::vector<std::string>& ps, const std::vector<SymPiece>& pieces,
                   bool lemmas = true);
  void values();
  void move_lemmas();
  void induction();
  void step(std::size_t i);
  void case_proof(std::size_t i, std::size_t c, const Shape& sh);
  // A value to split into its pieces: `name`_value at nat_args (sigma, over
  // the proof's parameters), or a fixed game.
  struct Choice {
    std::string name;
    const std::vector<SymPiece>* pieces = nullptr;
    Sigma sigma;
    std::string nat_args;
    std::optional<CoqGame> fixed;
    CoqVars zvars;  // the value's parameters as Z terms at these arguments
    std::vector<std::string> value_params;  // in the value's argument order
  };
  using LeafProof = std::function<void(const Region&, const std::vector<CoqGame>&, int)>;
  void choose(const std::vector<Choice>& cs, std::size_t level, const Region& r, const std::vector<std::string>& params,
              std::vector<CoqGame>& chosen, int indent, const LeafProof& at_leaf);
  void families();
  std::string header();
  std::string family_name(std::size_t f) const;
  std::string theorem_name(std::size_t f) const;
  std::vector<SymPiece> family_value(std::size_t f) const;
  bool same_value(std::size_t t, const Sigma& args, const std::vector<std::string>& fp,
                  const std::vector<SymPiece>& value) const;

  void line(int indent, const std::string& s) { out_ << std::string(std::size_t(indent), ' ') << s << "\n"; }

  const TfScriptRequest& req_;
  const TfWeakSystem& w_;
  std::ostringstream out_;
  std::vector<std::vector<std::size_t>> case_of_shape_;  // per state: shape index -> case index
  bool uses_nstar_ = false;
  std::vector<std::string> statements_;  // of the family theorems
};

void Writer::definitions() {
  line(0, "(* ------------------------------------------------------------------ *)");
  line(0, "(* States: the positions the moves lead to, as the rules produce them  *)\n");
  for (std::size_t i = 0; i < w_.sys.states.size(); ++i) {
    const auto& ps = params(i);
    std::string binders = ps.empty() ? "" : " (" + join(ps, " ") + " : nat)";
    line(0, fmt::format("Definition {}_board{} : board := {}.  (* {} *)", state(i), binders,
                        board_expr(w_.patterns[i], coq_vars_identity(ps)), w_.sys.states[i].pattern));
  }
  out_ << "\n";
}

// `name`_value over Z parameters (one `if` per piece, in order), and over nat
// parameters the lemmas `name`_pK (the value is piece K on its region) and
// `name`_cover (the regions cover every value).
void Writer::value_block(const std::string& name, const std::vector<std::string>& ps,
                         const std::vector<SymPiece>& pieces, bool lemmas) {
  const CoqVars id = coq_vars_identity(ps);
  const std::string zbinders = ps.empty() ? "" : " (" + join(ps, " ") + " : Z)";
  for (const SymPiece& p : pieces) uses_nstar_ |= coq_sym_game(p.value, id).find("nstar") != std::string::npos;
  if (pieces.size() == 1) {
    line(0, fmt::format("Definition {}_value{} : game := {}.", name, zbinders, coq_sym_game(pieces[0].value, id)));
  } else {
    line(0, fmt::format("Definition {}_value{} : game :=", name, zbinders));
    for (std::size_t k = 0; k < pieces.size(); ++k)
      line(2, fmt::format("{}if ({})%Z then {}", k ? "else " : "", coq_region_bool(pieces[k].where, id),
                          coq_sym_game(pieces[k].value, id)));
    line(2, "else zero. (* not reached: the pieces cover the parameters >= 0 *)");
  }
  if (!lemmas) {
    out_ << "\n";
    return;
  }
  // Over Z parameters >= 0, where lia reads the boolean conditions itself.
  std::string premises, hyps;
  for (const std::string& p : ps) {
    premises += "(0 <= " + p + ")%Z -> ";
    hyps += " H" + p;
  }
  for (std::size_t k = 0; k < pieces.size(); ++k) {
    const std::string stmt = fmt::format("{}_value{} = {}", name, ps.empty() ? "" : " " + join(ps, " "),
                                         coq_sym_game(pieces[k].value, id));
    if (pieces.size() == 1)
      line(0, fmt::format("Lemma {}_p1{} : True -> {}.", name, zbinders, stmt));
    else
      line(0, fmt::format("Lemma {}_p{}{} : {}({})%Z -> {}.", name, k + 1, zbinders, premises,
                          coq_region_prop(pieces[k].where, id), stmt));
    if (pieces.size() == 1) {
      line(0, "Proof. reflexivity. Qed.");
      continue;
    }
    // The earlier conditions are false and this one is true, each by lia.
    line(0, fmt::format("Proof.\n  intros{} H. unfold {}_value.", hyps, name));
    for (std::size_t j = 0; j <= k; ++j)
      line(2, fmt::format("replace ({})%Z with {} by zlia.", coq_region_bool(pieces[j].where, id), j == k ? "true" : "false"));
    line(2, "reflexivity.\nQed.");
  }
  out_ << "\n";
}

void Writer::values() {
  line(0, "(* ------------------------------------------------------------------ *)");
  line(0, "(* Claimed values, piece by piece; each piece holds on its region,     *)");
  line(0, "(* and the regions cover every parameter value                          *)\n");
  for (std::size_t i = 0; i < w_.sys.states.size(); ++i) value_block(state(i), params(i), w_.values[i]);
}

void Writer::move_lemmas() {
  line(0, "(* ------------------------------------------------------------------ *)");
  line(0, "(* Options of each state in each shape of its parameters, from the rules *)\n");
  case_of_shape_.resize(w_.sys.states.size());
  for (std::size_t i = 0; i < w_.sys.states.size(); ++i) {
    const FamilyState& s = w_.sys.states[i];
    const std::vector<Shape> shs = shapes(s.params);
    for (std::size_t k = 0; k < shs.size(); ++k) {
      const Shape& sh = shs[k];
      std::size_t found = s.cases.size();
      for (std::size_t c = 0; c < s.cases.size(); ++c)
        if (region_is_equal(region_align(s.cases[c].region, s.params), sh.region)) found = c;
      if (found == s.cases.size())
        throw CoqExportError("the recurrence cases of " + s.pattern + " are not one per shape of its parameters");
      case_of_shape_[i].push_back(found);
      std::vector<std::string> nat_args;
      for (const std::string& p : s.params) nat_args.push_back(sh.nat.at(p));
      const std::string board = applied(state(i) + "_board", join(nat_args, " "));
      const std::string binders = sh.binders.empty() ? "" : " (" + join(sh.binders, " ") + " : nat)";
      for (int side = 0; side < 2; ++side) {
        const auto& opts = side == 0 ? w_.cases[i][found].left : w_.cases[i][found].right;
        std::set<std::string> defs{state(i) + "_board"};
        std::vector<std::string> boards;
        for (const TfRawOption& o : opts) boards.push_back(option_board(o, sh.shift, defs));
        line(0, fmt::format("Lemma {}_c{}_{}{} : {} {} = [{}].", state(i), k + 1, side == 0 ? "L" : "R", binders,
                            side == 0 ? "lmoves" : "rmoves", paren(board), join(boards, "; ")));
        line(0, fmt::format("Proof. unfold {}. tf_options. Qed.",
                            join(std::vector<std::string>(defs.begin(), defs.end()), ", ")));
      }
    }
    out_ << "\n";
  }
}

void Writer::induction() {
  line(0, "(* ------------------------------------------------------------------ *)");
  line(0, "(* The induction on the measure of the board                          *)\n");
  const std::size_t n = w_.sys.states.size();
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < n; ++i) {
    const auto& ps = params(i);
    std::string zargs;
    for (const std::string& p : ps) zargs += " (Z.of_nat " + p + ")";
    parts.push_back(ps.empty() ? fmt::format("(x = {0}_board -> tf_game x == {0}_value)", state(i))
                               : fmt::format("(forall {1}, x = {0}_board {1} -> tf_game x == {0}_value{2})", state(i),
                                             join(ps, " "), zargs));
  }
  line(0, "Definition values_hold (x : board) : Prop :=\n  " + join(parts, " /\\\n  ") + ".\n");
  for (std::size_t i = 0; i < n; ++i) {
    const auto& ps = params(i);
    line(0, fmt::format("Lemma use_{} {{x}} (IH : forall y, meas y < meas x -> values_hold y){} :", state(i),
                        binders(ps, "nat")));
    line(2, fmt::format("meas {0} < meas x -> tf_game {0} == {1}_value{2}.", paren(applied(state(i) + "_board", join(ps, " "))),
                        state(i), z_of_params(ps)));
    line(0, fmt::format("Proof. intros H. exact ({} {} eq_refl). Qed.\n", component(i, "(IH _ H)"), join(ps, " ")));
  }
  for (std::size_t i = 0; i < n; ++i) step(i);
  std::string all = fmt::format("({}_step x IH)", state(n - 1));
  for (std::size_t i = n - 1; i-- > 0;) all = fmt::format("(conj ({}_step x IH) {})", state(i), all);
  line(0, "Theorem all_values_hold x : values_hold x.");
  line(0, "Proof. induction x as [x IH] using board_ind. exact " + all + ". Qed.\n");
}

void Writer::step(std::size_t i) {
  const FamilyState& s = w_.sys.states[i];
  const auto& ps = s.params;
  std::string zargs;
  for (const std::string& p : ps) zargs += " (Z.of_nat " + p + ")";
  line(0, fmt::format("(* {} = {} *)", state(i), s.pattern));
  line(0, fmt::format("Lemma {}_step x (IH : forall y, meas y < meas x -> values_hold y){} :", state(i),
                      ps.empty() ? "" : " (" + join(ps, " ") + " : nat)"));
  line(2, fmt::format("x = {} -> tf_game x == {}_value{}.", applied(state(i) + "_board", join(ps, " ")), state(i), zargs));
  line(0, "Proof.");
  line(2, "intros ->.");
  if (!ps.empty()) {
    std::vector<std::string> ds;
    for (const std::string& p : ps)
      ds.push_back(fmt::format("(destruct {0} as [|[|{0}]]; [ | | change (S (S {0})) with (2 + {0}) in *])", p));
    line(2, join(ds, "; ") + ".");
  }
  const std::vector<Shape> shs = shapes(ps);
  for (std::size_t k = 0; k < shs.size(); ++k) case_proof(i, k, shs[k]);
  line(0, "Qed.\n");
}

void Writer::case_proof(std::size_t i, std::size_t k, const Shape& sh) {
  const FamilyState& s = w_.sys.states[i];
  const std::size_t c = case_of_shape_[i][k];
  const TfWeakCase& wc = w_.cases[i][c];
  const std::string lemma_args = sh.binders.empty() ? "" : " " + join(sh.binders, " ");
  line(2, fmt::format("{{ (* {} on {} *)", state(i), region_to_string(sh.region)));
  line(4, fmt::format("rewrite tf_game_eq, ({0}_c{1}_L{2}), ({0}_c{1}_R{2}); cbn [map].", state(i), k + 1, lemma_args));
  std::vector<const TfRawOption*> opts;
  bool dead = false;
  for (const auto* side : {&wc.left, &wc.right})
    for (const TfRawOption& o : *side) {
      opts.push_back(&o);
      dead |= !(o.dead_frogs.is_constant() && o.dead_frogs.constant().is_zero() && o.dead_toads.is_constant() &&
                o.dead_toads.constant().is_zero());
    }
  if (dead) line(4, "rewrite !tf_game_dead_ends.");
  for (int side = 0; side < 2; ++side) {
    const auto& list = side == 0 ? wc.left : wc.right;
    for (std::size_t j = 0; j < list.size(); ++j) {
      const TfRawOption& o = list[j];
      if (o.call.target == kIntegerTarget) {
        line(4, fmt::format("rewrite (tf_game_blank {}).", paren(nat_expr(affine_substitute(o.blanks, sh.shift)))));
        continue;
      }
      const std::size_t t = std::size_t(o.call.target);
      const std::string args = call_args(params(t), o.call.args, sh.shift);
      const bool has_dead = !(o.dead_frogs.is_constant() && o.dead_frogs.constant().is_zero() &&
                              o.dead_toads.is_constant() && o.dead_toads.constant().is_zero());
      const std::string mover = side == 0 ? "l" : "r";
      const std::string where = fmt::format("ltac:(cbn [In]; {}left; reflexivity)", j == 0 ? "" : "do " + std::to_string(j) + " right; ");
      const std::string lemma = fmt::format("({}_c{}_{}{})", state(i), k + 1, side == 0 ? "L" : "R", lemma_args);
      const std::string meas =
          has_dead ? fmt::format("(opt_{}_dead _ {} {} _ _ {} {})", mover,
                                 paren(nat_expr(affine_substitute(o.dead_frogs, sh.shift))),
                                 paren(nat_expr(affine_substitute(o.dead_toads, sh.shift))), lemma, where)
                   : fmt::format("(opt_{} _ _ _ {} {})", mover, lemma, where);
      line(4, fmt::format("rewrite (use_{} IH {}{}).", state(t), args.empty() ? "" : args + " ", meas));
    }
  }
  std::vector<Choice> cs;
  for (const TfRawOption* o : opts) {
    if (o->call.target == kIntegerTarget) {
      cs.push_back({"", nullptr, {}, "", coq_game_of(SymGame::leaf(Affine(0))), {}, {}});
      continue;
    }
    const std::size_t t = std::size_t(o->call.target);
    cs.push_back({state(t), &w_.values[t], o->call.args, call_args(params(t), o->call.args, sh.shift), std::nullopt,
                  z_args(params(t), o->call.args, sh.shift), params(t)});
  }
  Sigma self;
  std::vector<std::string> self_args;
  for (const std::string& p : s.params) {
    self[p] = Affine::param(p);
    self_args.push_back(sh.nat.at(p));
  }
  cs.push_back({state(i), &w_.values[i], self, join(self_args, " "), std::nullopt, sh.vars, s.params});
  const std::size_t nl = wc.left.size();
  std::vector<CoqGame> chosen;
  choose(cs, 0, region_align(sh.region, s.params), s.params, chosen, 4,
         [&](const Region& cell, const std::vector<CoqGame>& v, int ind) {
           std::vector<CoqGame> l(v.begin(), v.begin() + long(nl)), r(v.begin() + long(nl), v.end() - 1);
           if (uses_nstar_) line(ind, "unfold nstar.");
           line(ind, coq_eqv_tactic(coq_game_options(std::move(l), std::move(r)), v.back(), cell, sh.vars) + ".");
         });
  line(2, "}");
}

// Chooses one piece of each value in turn (a fixed value needs no choice):
// the pieces that meet the current region are its only possibilities, which
// zlia proves from the context; at_leaf then closes each cell, where every
// value is one piece.
void Writer::choose(const std::vector<Choice>& cs, std::size_t level, const Region& r,
                    const std::vector<std::string>& params, std::vector<CoqGame>& chosen, int indent,
                    const LeafProof& at_leaf) {
  if (level == cs.size()) {
    at_leaf(r, chosen, indent);
    return;
  }
  const Choice& c = cs[level];
  if (c.fixed) {
    chosen.push_back(*c.fixed);
    choose(cs, level + 1, r, params, chosen, indent, at_leaf);
    chosen.pop_back();
    return;
  }
  const std::vector<SymPiece>& pieces = *c.pieces;
  std::vector<std::pair<std::size_t, Region>> live;
  for (std::size_t k = 0; k < pieces.size(); ++k) {
    Region cell = region_intersect(r, region_preimage(pieces[k].where, c.sigma, params));
    if (!region_is_empty(cell)) live.emplace_back(k, std::move(cell));
  }
  if (live.empty()) throw std::logic_error("tf_family_script: no piece of " + c.name + " meets a cell");
  auto take = [&](std::size_t k, const Region& cell, const std::string& proof, int ind) {
    std::string zs;
    for (const std::string& p : c.value_params) zs += " (" + c.zvars.at(p) + ")";
    if (pieces.size() > 1)
      for (std::size_t n = 0; n < c.zvars.size(); ++n) zs += " (Nat2Z.is_nonneg _)";
    line(ind, fmt::format("rewrite ({}_p{}{} {}).", c.name, k + 1, zs, proof));
    chosen.push_back(coq_game_of(pieces[k].value, c.sigma));
    choose(cs, level + 1, cell, params, chosen, ind, at_leaf);
    chosen.pop_back();
  };
  auto prop = [&](std::size_t k) { return "(" + coq_region_prop(pieces[k].where, c.zvars) + ")%Z"; };
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
  for (const auto& [k, cell] : live) props.push_back(prop(k));
  std::string pattern = h;
  for (std::size_t k = 1; k < live.size(); ++k) pattern = "[" + h + "|" + pattern + "]";
  line(indent, fmt::format("assert ({} : {}) by zlia.", h, join(props, " \\/ ")));
  line(indent, fmt::format("destruct {} as {}.", h, pattern));
  for (const auto& [k, cell] : live) {
    line(indent, "{");
    take(k, cell, h, indent + 2);
    line(indent, "}");
  }
}

std::string Writer::family_name(std::size_t f) const {
  return req_.families.size() == 1 ? "family" : "family" + std::to_string(f + 1);
}

std::string Writer::theorem_name(std::size_t f) const {
  return req_.families.size() == 1 ? req_.name : req_.name + "_" + std::to_string(f + 1);
}

std::vector<SymPiece> Writer::family_value(std::size_t f) const {
  if (req_.claim) return {SymPiece{req_.families[f].where, *req_.claim}};
  return family_entry_pieces(req_.theorem->proof.conjecture, req_.theorem->sys.entries[f]);
}

void Writer::families() {
  line(0, "(* ------------------------------------------------------------------ *)");
  line(0, "(* The families                                                       *)\n");
  std::set<std::size_t> entry_states;
  for (const TfRawOption& e : w_.entries)
    if (e.call.target != kIntegerTarget) entry_states.insert(std::size_t(e.call.target));
  for (std::size_t i : entry_states) {
    const auto& ps = params(i);
    line(0, fmt::format("Lemma all_{}{} : tf_game {} == {}_value{}.", state(i), binders(ps, "nat"),
                        paren(applied(state(i) + "_board", join(ps, " "))), state(i), z_of_params(ps)));
    line(0, fmt::format("Proof. exact ({} {} eq_refl). Qed.\n", component(i, "(all_values_hold _)"), join(ps, " ")));
  }
  for (std::size_t f = 0; f < req_.families.size(); ++f) {
    const TfFamily& fam = req_.families[f];
    const std::vector<std::string> fp = tf_pattern_params(fam.pattern);
    const std::string name = family_name(f);
    const std::string binders = fp.empty() ? "" : " (" + join(fp, " ") + " : nat)";
    line(0, fmt::format("Definition {}_board{} : board := {}.  (* {} *)", name, binders,
                        board_expr(fam.pattern, coq_vars_identity(fp)), tf_pattern_to_string(fam.pattern)));
    const std::vector<SymPiece> value = family_value(f);
    const TfRawOption& entry = w_.entries[f];
    // A family that is a state, with the state's value: the proof is that the
    // definitions agree, and needs no piece lemmas.
    const bool same = entry.call.target != kIntegerTarget &&
                      same_value(std::size_t(entry.call.target), entry.call.args, fp, value);
    value_block(name, fp, value, !same);
    CoqVars zv;
    Sigma id;
    Names nat;
    std::string zargs;
    for (const std::string& p : fp) {
      zv[p] = "Z.of_nat " + p;
      id[p] = Affine::param(p);
      nat[p] = p;
      zargs += " (Z.of_nat " + p + ")";
    }
    const Region where = region_align(fam.where, fp);
    const bool restricted = region_to_string(where) != "true";
    const std::string stmt =
        fmt::format("{}{}tf_game {} == {}_value{}", fp.empty() ? "" : "forall " + join(fp, " ") + ", ",
                    restricted ? "(" + coq_region_prop(where, zv) + ")%Z -> " : "",
                    paren(applied(name + "_board", join(fp, " "))), name, zargs);
    statements_.push_back(stmt);
    line(0, fmt::format("Theorem {} : {}.", theorem_name(f), stmt));
    line(0, "Proof.");
    std::vector<std::string> intro = fp;
    if (restricted) intro.push_back("Hw");
    if (!intro.empty()) line(2, "intros " + join(intro, " ") + ".");
    const TfRawOption& e = entry;
    std::set<std::string> defs{name + "_board"};
    const std::string raw = option_board(e, id, defs);
    const std::string own = applied(name + "_board", join(fp, " "));
    line(2, fmt::format("replace ({}) with ({}) by (unfold {}; board_eq).", own, raw,
                        join(std::vector<std::string>(defs.begin(), defs.end()), ", ")));
    if (raw.rfind("dead_ends", 0) == 0) line(2, "rewrite tf_game_dead_ends.");
    std::optional<std::size_t> t;
    if (e.call.target == kIntegerTarget) {
      line(2, fmt::format("rewrite (tf_game_blank {}).", paren(nat_expr(e.blanks))));
    } else {
      t = std::size_t(e.call.target);
      const std::string args = call_args(params(*t), e.call.args, id);
      line(2, fmt::format("rewrite (all_{}{}).", state(*t), args.empty() ? "" : " " + args));
      if (same) {
        line(2, fmt::format("unfold {}_value, {}_value. reflexivity.", state(*t), name));
        line(0, "Qed.\n");
        continue;
      }
    }
    // One branch per shape of the parameters (each 0, 1 or >= 2), so that few
    // pieces meet each branch.
    if (!fp.empty()) {
      std::vector<std::string> ds;
      for (const std::string& p : fp)
        ds.push_back(fmt::format("(destruct {0} as [|[|{0}]]; [ | | change (S (S {0})) with (2 + {0}) in *])", p));
      line(2, join(ds, "; ") + ".");
    }
    for (const Shape& sh : shapes(fp)) {
      const Region r = region_intersect(sh.region, where);
      if (region_is_empty(r)) {
        line(2, "{ exfalso; zlia. }");
        continue;
      }
      line(2, "{");
      std::vector<Choice> cs;
      if (t)
        cs.push_back({state(*t), &w_.values[*t], e.call.args, call_args(params(*t), e.call.args, sh.shift),
                      std::nullopt, z_args(params(*t), e.call.args, sh.shift), params(*t)});
      else
        cs.push_back({"", nullptr, {}, "", coq_game_of(SymGame::leaf(Affine(0))), {}, {}});
      std::vector<std::string> own;
      for (const std::string& p : fp) own.push_back(sh.nat.at(p));
      cs.push_back({name, &value, id, join(own, " "), std::nullopt, sh.vars, fp});
      std::vector<CoqGame> chosen;
      choose(cs, 0, r, fp, chosen, 4, [&](const Region& cell, const std::vector<CoqGame>& v, int ind) {
        if (uses_nstar_) line(ind, "unfold nstar.");
        line(ind, coq_eqv_tactic(v[0], v[1], cell, sh.vars) + ".");
      });
      line(2, "}");
    }
    line(0, "Qed.\n");
  }
}

// Is the family's value the weak state's value, piece for piece (the family
// is the state itself)? Then the two definitions are the same term.
bool Writer::same_value(std::size_t t, const Sigma& args, const std::vector<std::string>& fp,
                        const std::vector<SymPiece>& value) const {
  if (params(t) != fp) return false;
  for (const std::string& p : fp)
    if (args.at(p) != Affine::param(p)) return false;
  const std::vector<SymPiece>& mine = w_.values[t];
  if (mine.size() != value.size()) return false;
  const CoqVars id = coq_vars_identity(fp);
  for (std::size_t k = 0; k < mine.size(); ++k)
    if (coq_region_bool(mine[k].where, id) != coq_region_bool(value[k].where, id) ||
        coq_sym_game(mine[k].value, id) != coq_sym_game(value[k].value, id))
      return false;
  return true;
}

std::string Writer::header() {
  std::string h = "Toads-and-Frogs: " + std::string(req_.claim ? "a claimed value of a family, proved." : "the value of every position of a family.") + "\n\n";
  for (std::size_t f = 0; f < req_.families.size(); ++f) {
    const TfFamily& fam = req_.families[f];
    const std::vector<std::string> fp = tf_pattern_params(fam.pattern);
    const std::string where = region_to_string(region_align(fam.where, fp));
    h += fmt::format("Theorem ({}).  For all {}{}, the position  {}  has the value\n\n", theorem_name(f),
                     fp.empty() ? "(no parameters)" : join(fp, ", ") + " >= 0",
                     where == "true" ? "" : " with " + where, tf_pattern_to_string(fam.pattern));
    for (const SymPiece& p : family_value(f)) {
      const std::string r = region_to_string(p.where);
      const std::string value = sym_game_to_string(p.value);
      h += r == "true" || req_.claim ? fmt::format("    {}\n", value) : fmt::format("    {:<24} when {}\n", value, r);
    }
    h += "\n";
  }
  std::size_t cases = 0;
  for (const FamilyState& s : w_.sys.states) cases += s.cases.size();
  h += fmt::format(
      "(T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)\n\n"
      "The positions and their values are the real game: tf_game of a board built\n"
      "from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong\n"
      "induction on the measure of the board over {} states (the families and the\n"
      "positions their moves lead to, as the rules produce them; dead pieces at the\n"
      "ends dropped), {} cases: for each state and each shape of its parameters\n"
      "(each 0, 1 or >= 2) the options are computed from the rules, replaced by\n"
      "their values from the induction hypothesis, and in each cell where every\n"
      "value is one piece the game is compared with the claimed piece by Conway's\n"
      "order (numbers never unfolded); side conditions by lia.\n\n",
      w_.sys.states.size(), cases);
  h += "Written by `" + req_.command + "`; check with\n  make coq && coqc -Q proofs/lib CGProve FILE.v";
  return h;
}

std::string Writer::run() {
  out_ << coq_script_opening(header(), "From Coq Require Import List Bool Arith ZArith Lia.\nImport ListNotations.\n"
                                       "From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family\n"
                                       "  Compare TfBlocks.\n"
                                       "Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)\n");
  out_ << "\n";
  definitions();
  values();
  move_lemmas();
  induction();
  families();
  if (req_.families.size() > 1) {
    std::vector<std::string> parts;
    for (const std::string& s : statements_) parts.push_back("(" + s + ")");
    std::string proof = theorem_name(req_.families.size() - 1);
    for (std::size_t f = req_.families.size() - 1; f-- > 0;) proof = "(conj " + theorem_name(f) + " " + proof + ")";
    line(0, fmt::format("Theorem {} :\n  {}.\nProof. exact {}. Qed.\n", req_.name, join(parts, " /\\\n  "), proof));
  }
  line(0, "Print Assumptions " + req_.name + ".");
  return out_.str();
}

}  // namespace

std::string tf_family_script(const TfScriptRequest& request) {
  if (!request.theorem || request.theorem->proof.status != FamilyProof::Status::Proved)
    throw CoqExportError("there is no proved theorem to export");
  const TfWeakSystem w = tf_weak_system(request.families, *request.theorem, kTfCoqMaxStates);
  std::size_t cases = 0;
  for (const FamilyState& s : w.sys.states) cases += s.cases.size();
  if (cases > kTfCoqMaxCases)
    throw CoqExportError(fmt::format("without Terminal Toads (which the Coq library does not prove) the proof has {} "
                                     "states and {} cases, beyond the limit of {} cases for a script",
                                     w.sys.states.size(), cases, kTfCoqMaxCases));
  Writer writer(request, w);
  return writer.run();
}

}  // namespace cgp
