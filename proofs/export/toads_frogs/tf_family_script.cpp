#include "proofs/export/toads_frogs/tf_family_writer.h"

#include <algorithm>

namespace cgp {

namespace tf_export {

void TfScriptWriter::boards() {
  line(0, "(* ------------------------------------------------------------------ *)");
  line(0, "(* States: the positions the options normalise to                      *)\n");
  for (std::size_t i = 0; i < sys_.states.size(); ++i) {
    line(0, fmt::format("Definition {}_board{} : board := {}.  (* {} *)", state(i), binders(params(i), "nat"),
                        tf_board_expr(w_.patterns[i], identity(params(i))), tf_pattern_to_string(sys_.states[i].pattern)));
  }
  *cur_ << "\n";
}

// sK_pieces: the claimed value of state K, piece by piece.
void TfScriptWriter::values() {
  line(0, "(* ------------------------------------------------------------------ *)");
  line(0, "(* Claimed values, piece by piece                                      *)\n");
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < sys_.states.size(); ++i) {
    const auto& ps = params(i);
    *cur_ << coq_pieces_definition(state(i), ps, values_[i], &uses_nstar_);
    const std::string zargs = z_of_nat_args(ps);
    const std::string in_domain = domain_premise(i, z_of_nat(ps));
    line(0, fmt::format("Definition {}_claim (x : board) : Prop :=\n  {}.",
                        state(i), ps.empty() ? fmt::format("x = {}_board -> {}", state(i), claim(i, "", "(tf_game x)"))
                                             : fmt::format("forall {1}, x = {0}_board {1} -> {3}{2}", state(i),
                                                           coq_join(ps, " "), claim(i, zargs, "(tf_game x)"),
                                                           in_domain)));
    parts.push_back(state(i) + "_claim x");
  }
  line(0, "\nDefinition values_hold (x : board) : Prop :=\n  " + coq_join(parts, " /\\ ") + ".\n");
  for (std::size_t i = 0; i < sys_.states.size(); ++i) {
    const auto& ps = params(i);
    const std::string zargs = z_of_nat_args(ps);
    const std::string board = applied(state(i) + "_board", coq_join(ps, " "));
    line(0, fmt::format("Lemma use_{} {{x}} (IH : forall y, meas y < meas x -> values_hold y){} :", state(i),
                        binders(ps, "nat")));
    line(2, fmt::format("meas {} < meas x -> {}{}.", tf_paren(board), domain_premise(i, z_of_nat(ps)),
                        claim(i, zargs, "(tf_game " + tf_paren(board) + ")")));
    line(0, fmt::format("Proof. intros H{}. exact ({} {} eq_refl{}). Qed.", domain_hyp(i), component(i, "(IH _ H)"),
                        coq_join(ps, " "), domain_hyp(i)));
  }
  *cur_ << "\n";
}

// The piece lemmas of state i's value, and sK_pJ_add: piece J plus an
// integer `off`, as one game (the options of Terminal Toads carry such
// offsets), for the pieces some option uses so.
void TfScriptWriter::value_lemmas(std::size_t i) {
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

void TfScriptWriter::norm_lemma(const std::string& name, const std::string& bind, const TfRawOption& o, const Sigma& shift,
                        const CoqVars& vars, const std::string& raw_eq, const std::string& board) {
  const std::string stripped = option_board(o, shift);
  line(0, fmt::format("Lemma {}{} : tf_norm ({}) ({}) ({}).", name, bind, board.empty() ? stripped : board,
                      target_board(o, shift), coq_z(o.call.offset, vars)));
  const std::string unfold_target =
      o.call.target == kIntegerTarget ? "" : "unfold " + state(std::size_t(o.call.target)) + "_board; ";
  if (o.walls.empty()) {
    line(0, fmt::format("Proof. apply (tf_norm_by _ {}); [{} | {}strip_board_eq | strip_offset]. Qed.",
                        tf_strip_args(o, shift), raw_eq, unfold_target));
    return;
  }
  // The strip, then each dead wall removed and the rest stripped again
  // (CGProve.DeadWall), as the kernel checked them (TfWallStep).
  line(0, "Proof.");
  line(2, fmt::format("pose proof (tf_norm_strip {}) as H0.", tf_strip_args(o, shift)));
  for (std::size_t k = 0; k < o.walls.size(); ++k) {
    const TfWallStep& w = o.walls[k];
    TfRawOption then;
    then.prefix = w.then.prefix;
    then.core = w.then.core;
    then.suffix = w.then.suffix;
    line(2, fmt::format("pose proof (tf_norm_wall_{} {} {} {} H{} ltac:(strip_board_eq) ltac:(lia)) as H{}.",
                        w.right ? "r" : "l", tf_strip_args(then, shift),
                        tf_paren(tf_nat_expr(affine_substitute(w.toads, shift))),
                        tf_paren(tf_nat_expr(affine_substitute(w.frogs, shift))), k, k + 1));
  }
  line(2, fmt::format("apply (tf_norm_end _ _ H{}); [{}strip_board_eq | strip_offset].", o.walls.size(), unfold_target));
  line(0, "Qed.");
}

// The options of state i in each shape of its parameters, from the rules;
// a stripped option (tf_norm) is a state plus an offset.
void TfScriptWriter::moves(std::size_t i, std::size_t k, const TfShape& sh) {
  const std::string board = shape_board(i, sh);
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
                        coq_join(boards, "; ")));
    line(0, fmt::format("Proof. unfold {}. tf_options. Qed.",
                        coq_join(std::vector<std::string>(defs.begin(), defs.end()), ", ")));
    for (std::size_t j = 0; j < opts.size(); ++j)
      if (opts[j].stripped()) norm_lemma(lemma + std::to_string(j + 1), bind, opts[j], sh.shift, sh.vars);
  }
}

std::vector<CoqScriptFile> TfScriptWriter::run() {
  const std::size_t n = sys_.states.size();
  case_of_shape_.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    const FamilyState& s = sys_.states[i];
    shapes_.push_back(tf_shapes(s.params));
    for (TfShape& sh : shapes_[i]) {
      if (restricted(i)) sh = tf_shape_on(sh, s.domain);
      std::size_t found = s.cases.size();
      for (std::size_t c = 0; c < s.cases.size(); ++c)
        if (region_is_equal(region_align(s.cases[c].region, s.params), sh.region)) found = c;
      if (found == s.cases.size() && !region_is_empty(sh.region))
        throw CoqExportError("the recurrence cases of " + tf_pattern_to_string(s.pattern) + " are not one per shape of its parameters");
      case_of_shape_[i].push_back(found);
    }
  }
  redirect_.resize(n);
  deps_.resize(n);
  for (std::size_t i = 0; i < n; ++i)
    for (const TfShape& sh : shapes_[i]) {
      redirect_[i].push_back(region_is_empty(sh.region) ? std::nullopt : find_redirect(i, sh));
      if (redirect_[i].back()) deps_[i].insert(redirect_[i].back()->target);
    }
  std::ostringstream base;
  cur_ = &base;
  boards();
  values();  // sets uses_nstar_
  std::vector<std::string> steps;  // per state and shape: its moves and its case of the step
  for (std::size_t i = 0; i < n; ++i) {
    req_.progress.report(ProgressEvent{ProgressStage::CoqExport, i + 1, n,
                                       sys_.states[i].name + " = " + tf_pattern_to_string(sys_.states[i].pattern)});
    const std::vector<TfShape>& shs = shapes_[i];
    for (std::size_t k = 0; k < shs.size(); ++k) {
      if (region_is_empty(shs[k].region)) continue;  // outside the state's domain
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
  ProgressEvent written{ProgressStage::CoqExport, n, n};
  written.finished = true;
  req_.progress.report(written);
  return files(base.str(), lemmas, steps, claims, main.str());
}

}  // namespace tf_export

std::vector<CoqScriptFile> tf_family_scripts(const TfScriptRequest& request) {
  if (!request.theorem || request.theorem->proof.status != FamilyProof::Status::Proved)
    throw CoqExportError("there is no proved theorem to export");
  const TfRawSystem w = tf_raw_system(*request.theorem);
  std::size_t cases = 0;
  for (const FamilyState& s : w.sys->states) cases += s.cases.size();
  // An entry's norm lemma starts from the family's board, not from a strip:
  // its walls are not written (no family so far needs one).
  for (const FamilyEntry& e : w.sys->entries)
    if (!e.call.walls.empty())
      throw CoqExportError("the family's entry removes a dead wall, which the exporter does not write: no Coq script");
  // A family closed as slices (tf_family_slices: b in {2, 4}, one entry per
  // b) is written as one family per slice; in a class each family would
  // need that, which no class does (their regions bound no parameter).
  if (request.families.size() > 1 && w.sys->entries.size() != request.families.size())
    throw CoqExportError("a class of families closed as slices, one per value of the parameters its regions bound, "
                         "is not written: export each family on its own");
  if (cases > kTfCoqMaxCases)
    throw CoqExportError(fmt::format("the proof has {} states and {} cases, beyond the limit of {} cases for a script",
                                     w.sys->states.size(), cases, kTfCoqMaxCases));
  tf_export::TfScriptWriter writer(request, w);
  return writer.run();
}

}  // namespace cgp
