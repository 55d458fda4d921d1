#include "proofs/export/toads_frogs/tf_family_writer.h"

#include <algorithm>
#include <optional>
#include <set>

namespace cgp::tf_export {

// State i's induction step: for each piece, the shapes of the parameters
// (each 0, 1 or >= 2) where its region can hold, one at a time, the others
// refuted by lia; in each, the lemma of that shape and piece.
void TfScriptWriter::step(std::size_t i) {
  const FamilyState& s = sys_.states[i];
  const auto& ps = s.params;
  line(0, fmt::format("Lemma {}_step x (IH : forall y, meas y < meas x -> values_hold y){} : {}_claim x.", state(i),
                      dep_binders(i), state(i)));
  line(0, "Proof.");
  line(2, fmt::format("intros{} Hx{}. unfold {}_pieces.", ps.empty() ? "" : " " + coq_join(ps, " "),
                      domain_hyp(i), state(i)));
  // Shapes outside the state's domain are refuted with HD.
  const Region domain = region_intersect(region_universe(ps), region_align(s.domain, ps));
  for (std::size_t p = 0; p < values_[i].size(); ++p) {
    const Region where = region_intersect(domain, region_align(values_[i][p].where, ps));
    line(2, fmt::format("apply holds_cons; [intros Hc; cbn [fst {}_q{}] in Hc; {}|].", state(i), p + 1,
                        dispatch(i, p, 0, 0, where)));
  }
  line(2, "apply holds_nil.");
  line(0, "Qed.\n");
}

// The tactic that splits parameters j, j+1, ... of state i into their shapes
// within `r` (code: the shape index so far) and applies piece p's lemma.
std::string TfScriptWriter::dispatch(std::size_t i, std::size_t p, std::size_t j, std::size_t code, const Region& r) const {
  const auto& ps = params(i);
  if (j == ps.size()) {
    const auto& red = redirect_[i][code];
    const TfShape& sh = shapes_[i][code];
    // A parameter the domain fixes within the shape is substituted, as in
    // the shape's lemma (tf_shape_on).
    std::string pins;
    for (const auto& [v, n] : sh.pinned) pins += fmt::format("assert ({0} = {1}) by zlia; subst {0}; ", v, n);
    return fmt::format("{}exact ({}_c{}_p{} x {}{} Hx{} Hc)", pins, state(i), code + 1, p + 1,
                       red ? "H" + state(red->target) : std::string("IH"),
                       sh.binders.empty() ? "" : " " + coq_join(sh.binders, " "), domain_hyp(i));
  }
  const std::string& v = ps[j];
  std::string sub[3];
  for (int kind = 0; kind < 3; ++kind) {
    const Region rk = region_intersect(r, tf_shape_kind_region(v, kind, ps));
    sub[kind] = region_is_empty(rk) ? "exfalso; zlia" : dispatch(i, p, j + 1, code * 3 + std::size_t(kind), rk);
  }
  return fmt::format("destruct {0} as [|[|{0}]]; [{1} | {2} | change (S (S {0})) with (2 + {0}) in *; {3}]", v, sub[0],
                     sub[1], sub[2]);
}

// The lemmas of one shape of state i: for each piece whose region meets
// it, the piece's value there, from the rules (the options' values from
// the induction hypothesis) or, for a redirected shape, from the claim of
// the state whose board it is.
void TfScriptWriter::case_lemma(std::size_t i, std::size_t k, const TfShape& sh) {
  const FamilyState& s = sys_.states[i];
  std::string zargs;
  for (const std::string& p : s.params) zargs += " (" + sh.vars.at(p) + ")";
  const auto& redirect = redirect_[i][k];
  line(0, fmt::format("(* {} = {} on {}{} *)", state(i), tf_pattern_to_string(s.pattern), region_to_string(sh.region),
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
    line(2, fmt::format("x = {} -> {}fst {} -> tf_game x == snd {}.", shape_board(i, sh),
                        domain_premise(i, sh.vars), q, q));
    line(0, "Proof.");
    line(2, fmt::format("intros {}{} Hc. cbn [fst snd {}_q{}] in Hc |- *.", redirect ? "Hx" : "->",
                        domain_hyp(i), state(i), p + 1));
    if (redirect)
      redirect_proof(i, sh, *redirect, p, cell);
    else
      case_proof(i, k, sh, p, cell);
    line(0, "Qed.\n");
  }
}

TfScriptWriter::Choice TfScriptWriter::value_choice(const std::string& name, const std::vector<SymPiece>& pieces, const Sigma& args,
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

void TfScriptWriter::option_choices(const std::vector<const TfRawOption*>& opts, const Sigma& shift, const CoqVars& vars,
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
      cs.back().state = t;
    }
    Choice& c = cs[it->second];
    if (!is_zero(o->call.offset) && std::find(c.offsets.begin(), c.offsets.end(), o->call.offset) == c.offsets.end())
      c.offsets.push_back(o->call.offset);
  }
}

void TfScriptWriter::case_proof(std::size_t i, std::size_t k, const TfShape& sh, std::size_t p, const Region& cell) {
  const TfRawCase& wc = w_.cases[i][case_of_shape_[i][k]];
  const std::string lemma_args = sh.binders.empty() ? "" : " " + coq_join(sh.binders, " ");
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
      line(2, fmt::format("pose proof (use_{} IH {}{}{}) as {}.", state(t), args.empty() ? "" : args + " ", meas,
                          domain_arg(t), cs[of_option[x]].hyp));
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
void TfScriptWriter::piece_proof(std::size_t i, const TfShape& sh, std::size_t p, const Region& cell,
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
void TfScriptWriter::redirect_proof(std::size_t i, const TfShape& sh, const Redirect& r, std::size_t p, const Region& cell) {
  const std::size_t t = r.target;
  line(2, fmt::format("pose proof (H{} {} ltac:(rewrite Hx; unfold {}_board, {}_board; board_eq){}) as Ho0.", state(t),
                      call_args(t, r.args, sh.shift), state(i), state(t), domain_arg(t)));
  std::vector<Choice> cs{value_choice(state(t), values_[t], r.args, params(t), z_args(t, r.args, sh.shift), sh.vars)};
  cs[0].hyp = "Ho0";
  cs[0].state = t;
  piece_proof(i, sh, p, cell, cs, [](const std::vector<CoqGame>& v) { return v[0]; });
}

std::optional<TfScriptWriter::Redirect> TfScriptWriter::find_redirect(std::size_t i, const TfShape& sh) const {
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
      // The target's claim holds on its domain only.
      if (restricted(j) && !region_is_subset(region_image(region, args, params(j)),
                                             region_align(sys_.states[j].domain, params(j))))
        continue;
      return Redirect{j, std::move(args)};
    }
  }
  return std::nullopt;
}

Region TfScriptWriter::piece_preimage(const Choice& c, std::size_t k, const std::vector<std::string>& ps) {
  // Only a state's own pieces are kept: a family's value is a temporary.
  if (c.state >= values_.size() || c.pieces != &values_[c.state])
    return region_preimage((*c.pieces)[k].where, c.sigma, ps);
  std::string args;
  for (const auto& [name, arg] : c.sigma) args += name + "=" + affine_to_string(arg) + ";";
  for (const std::string& p : ps) args += p + ",";
  const auto key = std::tuple{c.state, k, args};
  auto it = preimages_.find(key);
  if (it == preimages_.end()) it = preimages_.emplace(key, region_preimage((*c.pieces)[k].where, c.sigma, ps)).first;
  return it->second;
}

// Chooses one piece of each value in turn (a fixed value needs no choice):
// the pieces that meet the current region are its only possibilities, which
// zlia proves from the context; at_leaf then closes each cell, where every
// value is one piece.
void TfScriptWriter::choose(const std::vector<Choice>& cs, std::size_t level, const Region& r,
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
  LiveCells live;
  for (std::size_t k = 0; k < pieces.size(); ++k) {
    Region cell = region_intersect(r, piece_preimage(c, k, ps));
    if (!region_is_empty(cell)) live.emplace_back(k, std::move(cell));
  }
  if (live.empty()) throw std::logic_error("tf_family_script: no piece of " + c.name + " meets a cell");
  auto take = [&](std::size_t k, const Region& cell, const std::string& proof, int ind) {
    std::string zs;
    for (const std::string& p : c.value_params) zs += " (" + c.zvars.at(p) + ")";
    // The proof of the piece's own region (True when it is everywhere).
    const std::string in_piece = region_prints_true(pieces[k].where) ? "I" : "ltac:(zlia)";
    if (!c.hyp.empty())
      line(ind, fmt::format("rewrite ({}_p{} {} {}).", c.name, k + 1, c.hyp, in_piece));
    else
      line(ind, fmt::format("rewrite ({}_p{}{}{} {}).", c.name, k + 1, zs,
                            pieces.size() > 1 ? nonneg(c.value_params.size()) : "", proof));
    for (const Affine& off : c.offsets) {
      shifted_.insert({c.state, k});
      line(ind, fmt::format("rewrite ({}_p{}_add{} ({}){} {}).", c.name, k + 1, zs, coq_z(off, c.vars),
                            nonneg(c.value_params.size()), in_piece));
    }
    chosen[level] = coq_game_of(pieces[k].value, c.sigma);
    choose(cs, level + 1, cell, ps, chosen, ind, at_leaf);
  };
  if (pieces.size() == 1) {
    take(0, live[0].second, "I", indent);
    return;
  }
  split_cells(live, r, c.vars, "Hp" + std::to_string(level), 0, indent, req_.max_disjuncts,
              [&](std::size_t k, const Region& cell, int ind) { take(k, cell, "ltac:(zlia)", ind); });
}

namespace {

// Of the atoms describing the cells within `context`, the one that splits
// them most evenly (the larger side smallest): its region within the context
// and its Coq prop (in Z scope). None when no atom leaves fewer cells on both sides.
std::optional<std::pair<Region, std::string>> splitting_atom(const LiveCells& live,
                                                             const Region& context, const CoqVars& vars) {
  std::vector<RegionAtom> seen;
  std::optional<std::pair<Region, std::string>> best;
  std::size_t best_side = live.size();
  // An atom on a parameter the context does not have cannot split it.
  const std::vector<std::string>& ps = context.params();
  const auto foreign = [&](const std::string& p) { return std::find(ps.begin(), ps.end(), p) == ps.end(); };
  for (const auto& [k, cell] : live)
    for (const auto& conj : coq_region_atoms(coq_region_gist(cell, context), vars))
      for (const CoqAtom& atom : conj) {
        if (std::find(seen.begin(), seen.end(), atom.atom) != seen.end()) continue;
        seen.push_back(atom.atom);
        const std::vector<std::string> used = atom.atom.lhs.params();
        if (std::any_of(used.begin(), used.end(), foreign)) continue;
        const Region in = region_intersect(context, region_of_atom(atom.atom, ps));
        std::size_t inside = 0, outside = 0;
        for (const auto& [k2, cell2] : live) {
          inside += region_is_empty(region_intersect(cell2, in)) ? 0 : 1;
          outside += region_is_empty(region_subtract(cell2, in)) ? 0 : 1;
        }
        const std::size_t side = std::max(inside, outside);
        if (inside == 0 || outside == 0 || side >= best_side) continue;
        best_side = side;
        best = std::pair{in, "(" + atom.prop + ")%Z"};
      }
  return best;
}

// Whether lia's normal form of the negated disjunction of the cells would be
// too large. The negation of a cell is the conjunction, over its disjuncts,
// of the disjunction of their negated atoms, so the normal form has the
// product over the cells and their disjuncts of their atom counts: too many
// beyond kTfCoqMaxClauses, or beyond kTfCoqMaxEquationClauses with each
// equation counted twice (its negation is two inequalities).
bool too_many_clauses(const std::vector<Region>& cells, const CoqVars& vars) {
  std::size_t atoms_product = 1, clauses_product = 1;
  for (const Region& cell : cells)
    for (const auto& conj : coq_region_atoms(cell, vars)) {
      std::size_t clauses = 0;
      for (const CoqAtom& atom : conj) clauses += atom.atom.op == CmpOp::eq ? 2 : 1;
      atoms_product *= std::max<std::size_t>(conj.size(), 1);
      clauses_product *= std::max<std::size_t>(clauses, 1);
      if (atoms_product > kTfCoqMaxClauses || clauses_product > kTfCoqMaxEquationClauses) return true;
    }
  return false;
}

}  // namespace

void TfScriptWriter::split_cells(const LiveCells& live, const Region& context, const CoqVars& vars,
                                 const std::string& h, int depth, int indent, std::size_t max_cells,
                                 const TakeCell& take) {
  if (live.size() == 1) {
    take(live[0].first, live[0].second, indent);
    return;
  }
  // The cells as the context sees them (its constraints left out), so that
  // lia proves a small disjunction; each piece's own region then follows
  // from its part (ltac:(zlia)). Not needed when there are too many cells.
  std::vector<Region> seen;
  if (live.size() <= max_cells)
    for (const auto& [k, cell] : live) seen.push_back(coq_region_gist(cell, context));
  // lia turns the negation of a disjunction of conjunctions into all their
  // combinations: too many cells, or too many combinations of their atoms,
  // and they are split by an atom first.
  if (seen.empty() || too_many_clauses(seen, vars)) {
    if (const auto atom = splitting_atom(live, context, vars)) {
      const std::string hs = h + "s" + std::to_string(depth);
      line(indent, fmt::format("assert ({0} : {1} \\/ ~ ({1})) by zlia.", hs, atom->second));
      line(indent, fmt::format("destruct {0} as [{0}|{0}].", hs));
      for (const Region& side : {atom->first, region_subtract(context, atom->first)}) {
        LiveCells part;
        for (const auto& [k, cell] : live) {
          Region in = region_intersect(cell, side);
          if (!region_is_empty(in)) part.emplace_back(k, std::move(in));
        }
        line(indent, "{");
        split_cells(part, side, vars, h, depth + 1, indent + 2, max_cells, take);
        line(indent, "}");
      }
      return;
    }
  }
  if (seen.empty())  // too many cells, and no atom splits them
    for (const auto& [k, cell] : live) seen.push_back(coq_region_gist(cell, context));
  std::vector<std::string> props;
  for (const Region& cell : seen) props.push_back("(" + coq_region_prop(cell, vars) + ")%Z");
  std::string pattern = h;
  for (std::size_t k = 1; k < live.size(); ++k) pattern = "[" + h + "|" + pattern + "]";
  line(indent, fmt::format("assert ({} : {}) by zlia.", h, coq_join(props, " \\/ ")));
  line(indent, fmt::format("destruct {} as {}.", h, pattern));
  for (const auto& [k, cell] : live) {
    line(indent, "{");
    take(k, cell, indent + 2);
    line(indent, "}");
  }
}

void TfScriptWriter::induction_end() {
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

}  // namespace cgp::tf_export
