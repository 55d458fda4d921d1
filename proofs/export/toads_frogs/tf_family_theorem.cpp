#include "proofs/export/toads_frogs/tf_family_writer.h"

#include <algorithm>
#include <cctype>

namespace cgp::tf_export {

std::string TfScriptWriter::family_name(std::size_t f) const {
  if (sliced_) return "family" + slice_suffix(f);
  return families_.size() == 1 ? "family" : "family" + std::to_string(f + 1);
}

std::string TfScriptWriter::theorem_name(std::size_t f) const {
  if (sliced_) return req_.name + slice_suffix(f);
  return families_.size() == 1 ? req_.name : req_.name + "_" + std::to_string(f + 1);
}

std::vector<SymPiece> TfScriptWriter::family_value(std::size_t f) const {
  if (claims_[f]) return conjunctive({SymPiece{families_[f].where, *claims_[f]}});
  return conjunctive(family_entry_pieces(req_.theorem->proof.conjecture, sys_.entries[f]));
}

void TfScriptWriter::families() {
  line(0, "(* ------------------------------------------------------------------ *)");
  line(0, "(* The families                                                       *)\n");
  std::set<std::size_t> entry_states;
  for (const TfRawOption& e : w_.entries)
    if (e.call.target != kIntegerTarget) entry_states.insert(std::size_t(e.call.target));
  for (std::size_t i : entry_states) {
    const auto& ps = params(i);
    const std::string zargs = z_of_nat_args(ps);
    line(0, fmt::format("Lemma all_{}{} : {}{}.", state(i), binders(ps, "nat"),
                        domain_premise(i, z_of_nat(ps)),
                        claim(i, zargs, "(tf_game " + tf_paren(applied(state(i) + "_board", coq_join(ps, " "))) + ")")));
    line(0, fmt::format("Proof. {}exact ({} {} eq_refl{}). Qed.\n", restricted(i) ? "intros HD. " : "",
                        component(i, "(all_values_hold _)"), coq_join(ps, " "), domain_hyp(i)));
  }
  for (std::size_t f = 0; f < families_.size(); ++f) family_theorem(f);
  if (sliced_ && has_claim()) {
    sliced_theorem();
  } else if (families_.size() > 1) {
    std::vector<std::string> parts;
    for (const std::string& s : statements_) parts.push_back("(" + s + ")");
    std::string proof = theorem_name(families_.size() - 1);
    for (std::size_t f = families_.size() - 1; f-- > 0;) proof = "(conj " + theorem_name(f) + " " + proof + ")";
    line(0, fmt::format("Theorem {} :\n  {}.\nProof. exact {}. Qed.\n", req_.name, coq_join(parts, " /\\\n  "), proof));
  }
  line(0, "Print Assumptions " + req_.name + ".");
}

// Family f's board, value and theorem (and, for a value stated as a list,
// its lemmas).
void TfScriptWriter::family_theorem(std::size_t f) {
  const TfFamily& fam = families_[f];
  FamilyText t;
  t.name = family_name(f);
  t.params = tf_pattern_params(fam.pattern);
  t.zargs = z_of_nat_args(t.params);
  t.zv = z_of_nat(t.params);
  t.entry = &w_.entries[f];
  t.where = region_align(fam.where, t.params);
  const Sigma id = identity(t.params);
  t.own = applied(t.name + "_board", coq_join(t.params, " "));
  line(0, fmt::format("Definition {}_board{} : board := {}.  (* {} *)", t.name, binders(t.params, "nat"),
                      tf_board_expr(fam.pattern, id), tf_pattern_to_string(fam.pattern)));
  const std::vector<SymPiece> value = family_value(f);
  // A parameter the region pins (b == 4) was substituted before the
  // closure (closure.cpp), so the entry's strip and target are the pinned
  // board's (T^a _^4 F): the proof first rewrites the family's board to it.
  Sigma pinned_id = id;
  for (const auto& [p, v] : region_pinned_params(t.where)) {
    pinned_id[p] = v;
    t.pin_asserts += fmt::format("(assert ({} = {}%nat) by lia); subst {}; ", p, tf_nat_expr(v), p);
  }
  std::vector<std::string> pinned_args;
  for (const std::string& p : t.params) pinned_args.push_back(tf_paren(tf_nat_expr(pinned_id[p])));
  t.own_pinned = applied(t.name + "_board", coq_join(pinned_args, " "));
  if (t.entry->stripped())
    // Stated on the family's board, which the theorem's goal has: rewrite
    // would not find the strip certificate's list (`(repeat T a ++ X) ++
    // [T]` is not `repeat T a ++ (X ++ [T])` by computation).
    norm_lemma(t.name + "_norm", binders(t.params, "nat"), *t.entry, id, t.zv,
               "unfold " + t.name + "_board, strip; strip_board_eq", t.own_pinned);
  t.restricted = !region_is_universe(t.where);
  t.intro = t.params;
  if (t.restricted) t.intro.push_back("Hw");
  const bool as_list = listed(value);
  std::string proof;  // a listed value's theorem: its proof after the intros
  if (as_list) {
    *cur_ << coq_pieces_definition(t.name, t.params, value, &uses_nstar_, req_.pieces_per_lemma);
    proof = family_list_lemmas(t, value);
  } else {
    *cur_ << coq_piecewise_definition(t.name, t.params, value, &uses_nstar_)
          << coq_piecewise_lemmas(t.name, t.params, value);
  }
  const std::string game = "tf_game " + tf_paren(t.own);
  const std::string stmt =
      over_region(t, as_list ? fmt::format("piecewise ({}_pieces{}) ({})", t.name, t.zargs, game)
                             : fmt::format("{} == {}_value{}", game, t.name, t.zargs));
  statements_.push_back(stmt);
  line(0, fmt::format("Theorem {} : {}.", theorem_name(f), stmt));
  line(0, "Proof.");
  family_intros(t);
  if (as_list) {
    line(2, proof);
  } else {
    family_to_target(t);
    family_select(t.name, *t.entry, value, t.where, t.params);
  }
  line(0, "Qed.\n");
}

std::string TfScriptWriter::over_region(const FamilyText& t, const std::string& body) const {
  return fmt::format("{}{}{}", t.params.empty() ? "" : "forall " + coq_join(t.params, " ") + ", ",
                     t.restricted ? "(" + coq_region_prop(t.where, t.zv) + ")%Z -> " : "", body);
}

void TfScriptWriter::family_intros(const FamilyText& t) {
  if (!t.intro.empty()) line(2, "intros " + coq_join(t.intro, " ") + ".");
}

// The family's game rewritten to its entry's target's, and Ho0 the
// target's claim.
void TfScriptWriter::family_to_target(const FamilyText& t) {
  const TfRawOption& e = *t.entry;
  const Sigma id = identity(t.params);
  if (!t.pin_asserts.empty())
    line(2, fmt::format("replace ({}) with ({}) by ({}reflexivity).", t.own, t.own_pinned, t.pin_asserts));
  const std::string norm = fmt::format("({}_norm{})", t.name, t.params.empty() ? "" : " " + coq_join(t.params, " "));
  if (e.stripped()) {
    line(2, e.call.target == kIntegerTarget
                ? fmt::format("rewrite (tf_norm_blank {}).", norm)
                : fmt::format("rewrite ({} {}).", is_zero(e.call.offset) ? "tf_norm_game0" : "tf_norm_game", norm));
  } else {
    const std::string unfold = e.call.target == kIntegerTarget ? "" : ", " + state(std::size_t(e.call.target)) + "_board";
    line(2, fmt::format("replace ({}) with ({}) by (unfold {}_board{}; board_eq).", t.own_pinned, target_board(e, id),
                        t.name, unfold));
    if (e.call.target == kIntegerTarget)
      line(2, fmt::format("rewrite (tf_game_blank {}).", tf_paren(tf_nat_expr(e.blanks))));
  }
  if (e.call.target != kIntegerTarget) {
    const std::size_t target = std::size_t(e.call.target);
    const std::string args = call_args(target, e.call.args, id);
    // Named as option_choices names the claim of the entry's one option.
    line(2, fmt::format("pose proof (all_{}{}{}) as Ho0.", state(target), args.empty() ? "" : " " + args,
                        domain_arg(target)));
  }
}

// A value stated as a list: its cover, and each part of the list, a lemma
// of its own, so that no proof term holds them all (as one term, the 1,325
// pieces of B21's band d+9 >= a+b+c were unchecked after 30 min at 9.5 GB;
// as lemmas they check in 186 s). Returns the theorem's proof from them.
std::string TfScriptWriter::family_list_lemmas(const FamilyText& t, const std::vector<SymPiece>& value) {
  const std::size_t parts = coq_pieces_parts(value.size(), req_.pieces_per_lemma);
  auto args = [&](const std::string& lemma) { return applied(lemma, coq_join(t.intro, " ")); };
  line(0, fmt::format("Lemma {}_covered : {}.", t.name,
                      over_region(t, fmt::format("Exists (fun p : Prop * game => fst p) ({}_pieces{})", t.name, t.zargs))));
  line(0, "Proof.");
  family_intros(t);
  line(2, fmt::format("unfold {}_pieces.", t.name));
  family_cover(value, region_intersect(region_universe(t.params), t.where), t.zv, 2);
  line(0, "Qed.\n");
  // Part j's list and lemma (one part: the whole list).
  auto part_list = [&](std::size_t j) {
    return parts == 1 ? t.name + "_pieces" : fmt::format("{}_part{}", t.name, j + 1);
  };
  auto part_lemma = [&](std::size_t j) {
    return parts == 1 ? t.name + "_holds" : fmt::format("{}_holds{}", t.name, j + 1);
  };
  std::string holds;  // holds_app _ _ _ (name_holds1 ..) (holds_app ...)
  for (std::size_t j = parts; j-- > 0;)
    holds = holds.empty() ? args(part_lemma(j)) : fmt::format("holds_app _ _ _ ({}) ({})", args(part_lemma(j)), holds);
  const std::string game = "tf_game " + tf_paren(t.own);
  for (std::size_t j = 0; j < parts; ++j) {
    const std::string list = part_list(j), lemma = part_lemma(j);
    line(0, fmt::format("Lemma {} : {}.", lemma, over_region(t, fmt::format("holds ({}{}) ({})", list, t.zargs, game))));
    line(0, "Proof.");
    family_intros(t);
    family_to_target(t);
    const std::size_t first = j * req_.pieces_per_lemma;
    family_holds(t.name, list, *t.entry, value, first, std::min(value.size(), first + req_.pieces_per_lemma), t.where,
                 t.params);
    line(0, "Qed.\n");
  }
  if (parts == 1) return fmt::format("split; [exact ({}) | exact ({})].", holds, args(t.name + "_covered"));
  // Unfolded first: matching the parts' concatenation against name_pieces
  // by conversion took 22 s of B21's band d+6 >= a+b+c.
  return fmt::format("split; [unfold {}_pieces; exact ({}) | exact ({})].", t.name, holds, args(t.name + "_covered"));
}

// `{ ... }`, one branch of a family's proof on r: the entry's value (and,
// for a select, the family's) chosen piece by piece, each cell closed by an
// order proof of the entry's value against the claim there (the family's
// piece, or `piece`). An empty r is refuted by lia.
void TfScriptWriter::entry_branch(const TfRawOption& e, const Region& r, const std::vector<std::string>& fp,
                                  const Sigma& shift, const CoqVars& vars, const Choice* family, const CoqGame* piece) {
  if (region_is_empty(r)) {
    line(2, "{ exfalso; zlia. }");
    return;
  }
  line(2, "{");
  std::vector<Choice> cs;
  std::vector<std::size_t> of_option;
  option_choices({&e}, shift, vars, cs, of_option);
  if (family) cs.push_back(*family);
  std::vector<CoqGame> chosen(cs.size());
  choose(cs, 0, r, fp, chosen, 4, [&](const Region& cell, const std::vector<CoqGame>& v, int ind) {
    if (uses_nstar_) line(ind, "unfold nstar.");
    line(ind, coq_eqv_tactic(option_value(e, v[0]), family ? v[1] : *piece, cell, vars) + ".");
  });
  line(2, "}");
}

// The select form's proof: one branch per shape of the parameters (each 0,
// 1 or >= 2), so that few pieces meet each branch; in each cell the entry's
// value and the family's (by its piece lemma) are compared.
void TfScriptWriter::family_select(const std::string& name, const TfRawOption& e, const std::vector<SymPiece>& value,
                                   const Region& where, const std::vector<std::string>& fp) {
  const Sigma id = identity(fp);
  if (!fp.empty()) {
    std::vector<std::string> ds;
    for (const std::string& p : fp)
      ds.push_back(fmt::format("(destruct {0} as [|[|{0}]]; [ | | change (S (S {0})) with (2 + {0}) in *])", p));
    line(2, coq_join(ds, "; ") + ".");
  }
  for (const TfShape& sh : tf_shapes(fp)) {
    const Choice family = value_choice(name, value, id, fp, sh.vars, sh.vars);
    entry_branch(e, region_intersect(sh.region, where), fp, sh.shift, sh.vars, &family, nullptr);
  }
}

// The piecewise form's proof of holds on the pieces [first, last), the
// list `list` (the family's or a part of it): piece by piece, on the
// piece's own region, the entry's value compared with the piece's in each cell. No
// shapes: the entry's board is already the target's, and a piece meets few
// of the target's pieces.
void TfScriptWriter::family_holds(const std::string& name, const std::string& list, const TfRawOption& e,
                                  const std::vector<SymPiece>& value, std::size_t first, std::size_t last,
                                  const Region& where, const std::vector<std::string>& fp) {
  const Sigma id = identity(fp);
  const CoqVars zv = z_of_nat(fp);
  line(2, fmt::format("unfold {}.", list));
  for (std::size_t p = first; p < last; ++p) {
    const Region r = region_intersect(region_intersect(region_universe(fp), where), region_align(value[p].where, fp));
    line(2, fmt::format("apply holds_cons; [intros Hc; cbn [fst snd {}_q{}] in Hc |- * |].", name, p + 1));
    const CoqGame piece = coq_game_of(value[p].value, id);
    entry_branch(e, r, fp, id, zv, nullptr, &piece);
  }
  line(2, "apply holds_nil.");
}

// The piecewise form's cover: the pieces' cells split as in a case split,
// and in each the piece whose condition holds there.
void TfScriptWriter::family_cover(const std::vector<SymPiece>& value, const Region& where, const CoqVars& zv,
                                  int indent) {
  LiveCells live;
  for (std::size_t p = 0; p < value.size(); ++p) {
    Region cell = region_intersect(where, region_align(value[p].where, where.params()));
    if (!region_is_empty(cell)) live.emplace_back(p, std::move(cell));
  }
  if (live.empty()) throw std::logic_error("tf_family_script: the family's pieces meet none of its region");
  // At most 4 cells a disjunction: the family's theorem is one proof term,
  // and with the case splits' 12 (B21's band d+6 >= a+b+c, 500 pieces)
  // coqc's kernel overflowed its stack at the Qed; with 4 it checks.
  split_cells(live, where, zv, "Hq", 0, indent, std::min<std::size_t>(req_.max_disjuncts, 4),
              [&](std::size_t p, const Region&, int ind) {
    line(ind, fmt::format("eapply (covered_at _ {}); [reflexivity | zlia].", p));
  });
}

std::string TfScriptWriter::header(bool main) {
  std::string h = "Toads-and-Frogs: " + std::string(has_claim() ? "a claimed value of a family, proved." : "the value of every position of a family.") + "\n\n";
  if (sliced_ && has_claim()) {
    const TfFamily& typed = req_.families.front();
    const std::vector<std::string> fp = tf_pattern_params(typed.pattern);
    h += fmt::format("Theorem ({}).  For all {} >= 0 with {}, the position  {}  has the value\n\n    {}\n\n",
                     req_.name, coq_join(fp, ", "), region_to_string(region_align(typed.where, fp)),
                     tf_pattern_to_string(typed.pattern),
                     req_.poly_claim ? poly_game_to_string(*req_.poly_claim) : sym_game_to_string(*req_.claim));
    h += fmt::format("It is proved on each of the {} slices of its region (each pins a parameter the region\n"
                     "allows only a few values, and the pins make the claim affine) as a theorem of\n"
                     "its own, and from those on the whole region:\n\n",
                     families_.size());
  }
  bool any_listed = false;
  for (std::size_t f = 0; f < families_.size(); ++f) {
    const TfFamily& fam = families_[f];
    const std::vector<std::string> fp = tf_pattern_params(fam.pattern);
    const std::string where = region_to_string_unless_true(region_align(fam.where, fp));
    h += fmt::format("Theorem ({}).  For all {}{}, the position  {}  has the value\n\n", theorem_name(f),
                     fp.empty() ? "(no parameters)" : coq_join(fp, ", ") + " >= 0",
                     where.empty() ? "" : " with " + where, tf_pattern_to_string(fam.pattern));
    const std::vector<SymPiece> value = family_value(f);
    any_listed = any_listed || listed(value);
    for (const SymPiece& p : value) {
      const std::string value = sym_game_to_string(p.value);
      const std::string r = has_claim() ? "" : region_to_string_unless_true(p.where);
      h += r.empty() ? fmt::format("    {}\n", value) : fmt::format("    {:<24} when {}\n", value, r);
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
  if (any_listed)
    h += fmt::format(
        "A value of more than {} pieces is stated as their list: piecewise pieces g\n"
        "(CGProve.Piecewise) says that wherever a piece's condition holds g is its\n"
        "value, and that at every point some piece's condition holds.\n\n",
        req_.select_max_pieces);
  if (std::any_of(restricted_.begin(), restricted_.end(), [](char r) { return r != 0; }))
    h += "The family's moves never leave its region, so a state is claimed only on\n"
         "the region of its parameters the family reaches (its domain, a premise\n"
         "of its claim); the shapes outside it are refuted by lia, and each\n"
         "option's arguments are shown by lia to lie in its target's domain.\n\n";
  return h;
}

// One file, or: the base, then parts of about part_bytes each of the value
// lemmas, of the cases and of the steps (each kind needing the ones
// before), and the main file.
std::vector<CoqScriptFile> TfScriptWriter::files(const std::string& base, const std::vector<std::string>& lemmas,
                                        const std::vector<std::string>& cases, const std::vector<std::string>& claims,
                                        const std::string& main) {
  std::size_t total = 0;
  for (const auto* chunks : {&lemmas, &cases, &claims})
    for (const std::string& c : *chunks) total += c.size();
  const std::string written = "Written by `" + req_.command + "`";
  if (req_.part_bytes == 0 || total <= req_.part_bytes) {
    std::string out = coq_script_opening(header(true) + written + "; check with\n  make coq && coqc -Q proofs/lib CGProve FILE.v",
                                         imports()) + "\n" + base;
    for (const auto* chunks : {&lemmas, &cases, &claims})
      for (const std::string& c : *chunks) out += c;
    return {{req_.module, out + main}};
  }
  if (!coq_is_identifier(req_.module))
    throw CoqExportError("the proof is split into several files named after \"" + req_.module +
                         "\", which must then be a Coq identifier (letters, digits, _)");
  auto group = [&](const std::vector<std::string>& chunks) {
    std::vector<std::string> out;
    for (const auto& [first, last] : coq_part_ranges(chunks, req_.part_bytes)) {
      std::string text;
      for (std::size_t i = first; i < last; ++i) text += chunks[i];
      out.push_back(std::move(text));
    }
    return out;
  };
  auto require = [](const std::vector<std::string>& ms) { return "Require Import " + coq_join(ms, " ") + ".\n"; };
  const std::string part_of = "A part of the proof in " + req_.module + ".v, which states the theorem.\n\n";
  const std::string base_module = req_.module + "_base";
  std::vector<CoqScriptFile> out;
  out.push_back({base_module, coq_script_opening(part_of + "Boards, claimed values, the induction hypothesis.\n\n" + written + ".",
                                                 imports()) + "\n" + base});
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
                                                        imports() + require(before)) + "\n" + parts[p]});
    }
    before.insert(before.end(), modules.begin(), modules.end());
    lines.push_back(coq_join(modules, ".v ") + ".v");
  }
  lines.push_back(req_.module + ".v");
  const std::string how = fmt::format(
      "The proof is split into {} files, compiled in this order (the files of one\n"
      "line in any order), each with  coqc -Q proofs/lib CGProve -Q DIR \"\" DIR/FILE.v\n"
      "(DIR: their folder):\n  {}",
      out.size() + 1, coq_join(lines, "\n  "));
  out.push_back({req_.module, coq_script_opening(header(true) + how + "\n" + written + ".", imports() + require(before)) +
                                  "\n" + main});
  return out;
}

}  // namespace cgp::tf_export
