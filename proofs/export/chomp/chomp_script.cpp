#include "proofs/export/chomp/chomp_script.h"

#include "games/chomp/chomp_top_rows.h"
#include "proofs/export/coq_expr.h"
#include "proofs/export/coq_terms.h"
#include "prover/chomp/report.h"

#include <fmt/core.h>

#include <set>
#include <sstream>

namespace cgp {

namespace {

const CoqVars kStateVars{{"b", "Z.of_nat b"}, {"c", "Z.of_nat c"}};

// p_top at a top row, unfolded to that row's claim. Not `cbn [p_top]`, the
// same result but slower by the row (0.3 s at row 99 of K = 100, where
// lazy takes 1 ms): its 1,200 uses were 171 s of the 524 s of top row
// 100's file.
constexpr const char* kUnfoldP = "lazy beta iota delta [p_top]";

// A nat term for an affine in the state's parameters b, c: plain when its
// coefficients and constant are >= 0, else Z.to_nat of the Z expression
// (lia reads both).
std::string nat_term(const Affine& e, const CoqVars& zvars) {
  bool plain = !(e.constant() < Dyadic(0));
  for (const Affine::Term& t : e.terms()) plain &= t.coef > Dyadic(0);
  if (!plain) return "(Z.to_nat (" + coq_z(e, zvars) + "))";
  std::vector<std::string> parts;
  for (const Affine::Term& t : e.terms())
    parts.push_back(t.coef == Dyadic(1) ? t.param : t.coef.to_string() + " * " + t.param);
  if (!e.constant().is_zero() || parts.empty()) parts.push_back(e.constant().to_string());
  const std::string s = coq_join(parts, " + ");
  return parts.size() == 1 ? s : "(" + s + ")";
}

// `destruct r as [|[|[|r]]]` pattern for the cases 0..k (and the rest).
std::string nat_cases_pattern(const std::string& v, int k) {
  std::string p = "[|" + v + "]";
  for (int i = 0; i < k; ++i) p = "[|" + p + "]";
  return p;
}

// The atoms to split on for one atom of a region: an equation l == r gives
// l <= r and l >= r, others themselves.
std::vector<RegionAtom> split_atoms(const RegionAtom& atom) {
  if (atom.op != CmpOp::eq || atom.modulus != 0) return {atom};
  RegionAtom le = atom, ge = atom;
  le.op = CmpOp::le;
  ge.op = CmpOp::ge;
  return {le, ge};
}

class Writer {
 public:
  explicit Writer(const ChompScriptRequest& req) : req_(req), proof_(*req.proof), K_(proof_.top_max()) {}
  std::vector<CoqScriptFile> run();

 private:
  void line(int indent, const std::string& s) { out_ << std::string(std::size_t(indent), ' ') << s << "\n"; }
  // What was written since the last take.
  std::string take() {
    std::string s = out_.str();
    out_.str("");
    return s;
  }
  std::vector<CoqScriptFile> files(const std::string& definitions, const std::vector<std::string>& rows,
                                   const std::string& main) const;
  Region p_region(int top) const;
  Region piece_region(int top, std::size_t piece) const;
  std::string p_formula(int top) const;
  void definitions();
  void top_lemma(const std::string& name, int top, const std::string& hyp, const std::string& concl,
                 const std::string& intro);
  void no_move_inside(int top);
  void winning_moves(int top);
  void split_until_move(int top, const Region& r, const Region& path, int depth, int indent);
  void winning_move(int top, std::size_t piece);
  void theorem();
  void claim();
  std::string header() const;

  const ChompScriptRequest& req_;
  const ChompProof& proof_;
  int K_;
  std::ostringstream out_;
  std::set<std::size_t> used_;  // the N pieces of a top row that its split uses
};

// A P piece of a top row as a set of the state's parameters (b, c).
Region Writer::piece_region(int top, std::size_t piece) const {
  const ChompPPiece& p = proof_.tops[std::size_t(top)].p_pieces[piece];
  return chomp_pattern_top_points(p.pattern, p.where, 3, top);
}

// The claimed P-positions of a top row, over (b, c).
Region Writer::p_region(int top) const {
  Region out = region_empty(chomp_top_params(3));
  for (std::size_t i = 0; i < proof_.tops[std::size_t(top)].p_pieces.size(); ++i)
    out = region_union(out, piece_region(top, i));
  return out;
}

// One disjunct per P piece (a witness move names its target piece).
std::string Writer::p_formula(int top) const {
  std::vector<std::string> ds;
  for (std::size_t i = 0; i < proof_.tops[std::size_t(top)].p_pieces.size(); ++i)
    ds.push_back(fmt::format("({})%Z", coq_region_prop(piece_region(top, i), kStateVars)));
  return ds.empty() ? "False" : coq_join(ds, " \\/ ");
}

void Writer::definitions() {
  line(0, "(* The claimed P-positions [c; b; r], top row by top row. *)");
  line(0, "Definition p_top (r b c : nat) : Prop :=");
  line(2, "match r with");
  for (int t = 0; t <= K_; ++t) line(2, fmt::format("| {} => {}", t, p_formula(t)));
  line(2, "| _ => False");
  line(2, "end.\n");
}

// `name`_top c b : rows3 K [c; b; top] -> hyp -> concl (`{0}` is the top row),
// up to the first tactic of its proof.
void Writer::top_lemma(const std::string& name, int top, const std::string& hyp, const std::string& concl,
                       const std::string& intro) {
  line(0, fmt::format("Lemma {}_{} c b : rows3 {} [c; b; {}] -> {} ->", name, top, K_, top,
                      fmt::format(fmt::runtime(hyp), top)));
  line(2, fmt::format(fmt::runtime(concl), top) + ".");
  line(0, "Proof.");
  line(2, intro);
}

// No move from a claimed P-position [c; b; top] reaches another: each move
// shape, and each top row it can reach, refuted by lia.
void Writer::no_move_inside(int top) {
  top_lemma("out", top, "p_top {0} b c", "forall y, move chomp_moves [c; b; {0}] y -> ~ claimed3 p_top y",
            fmt::format("intros Hx HP y Hy Hc. {} in HP. simpl in Hx.", kUnfoldP));
  line(2, "apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3 in Hc.");
  // Each shape leaves rows min k x; the minima are settled first (lia
  // splits on every Nat.min it meets, and its proofs grow with them). A new
  // top row below `top` is k itself, one of 0..top-1: one case each.
  auto finish = [&](const std::string& top_term) {
    if (top == 0) return std::string("lia");
    std::string cases;
    for (int k = 0; k < top; ++k) cases += fmt::format("{} in Hc; zlia | ", kUnfoldP);
    return fmt::format("rewrite (Nat.min_l {0} {1}) in Hc by lia; destruct k as {2}; [{3}lia]", top_term, top,
                       nat_cases_pattern("k", top - 1), cases);
  };
  auto keep_top = fmt::format("rewrite (Nat.min_r k {0}) in Hc by lia; {1} in Hc; zlia", top, kUnfoldP);
  // poison row: k < c; then k against b, then k against the top row
  line(2, "- rewrite (Nat.min_l k c) in Hc by lia.");
  line(4, "destruct (Nat.le_gt_cases b k) as [Hkb|Hkb].");
  line(4, "+ rewrite (Nat.min_r k b) in Hc by lia. " + keep_top + ".");
  line(4, "+ rewrite (Nat.min_l k b) in Hc by lia.");
  line(6, fmt::format("destruct (Nat.le_gt_cases {} k) as [Hkr|Hkr]; [{} | {}].", top, keep_top, finish("k")));
  // middle row: k < b
  line(2, "- rewrite (Nat.min_l k b) in Hc by lia.");
  line(4, fmt::format("destruct (Nat.le_gt_cases {} k) as [Hkr|Hkr]; [{} | {}].", top, keep_top, finish("k")));
  // top row: k < top
  line(2, "- " + finish("k") + ".");
  line(0, "Qed.\n");
}

// Every other position [c; b; top] has a move into the claimed set: the
// region is split until it lies in one N piece, whose winning move is a
// lemma of its own (in_top_i), written before: in one lemma, top row 100's
// 1,197 moves and the splits took 8.4 GB of coqc.
void Writer::winning_moves(int top) {
  const std::string before = take();
  used_.clear();
  top_lemma("in", top, "~ p_top {0} b c", "exists y, move chomp_moves [c; b; {0}] y /\\ claimed3 p_top y",
            fmt::format("intros Hx HnP. {} in HnP. simpl in Hx.", kUnfoldP));
  const Region domain = region_subtract(chomp_top_domain(3, top), p_region(top));
  split_until_move(top, region_align(domain, chomp_top_params(3)), chomp_top_domain(3, top), 0, 2);
  line(0, "Qed.\n");
  const std::string split = take();
  out_ << before;
  for (std::size_t i : used_) winning_move(top, i);
  out_ << split;
}

// N piece i's winning move, on the piece: legal, and into its target piece.
void Writer::winning_move(int top, std::size_t i) {
  const std::vector<std::string> params = chomp_top_params(3);
  const ChompNPiece& n = proof_.tops[std::size_t(top)].n_pieces[i];
  const Region r = region_intersect(region_align(chomp_top_domain(3, top), params), region_align(n.region, params));
  line(0, fmt::format("Lemma in_{}_{} c b : rows3 {} [c; b; {}] -> ({})%Z ->", top, i + 1, K_, top,
                      coq_region_prop(n.region, kStateVars)));
  line(2, fmt::format("exists y, move chomp_moves [c; b; {}] y /\\ claimed3 p_top y.", top));
  line(0, "Proof.");
  line(2, "intros Hx Hr. simpl in Hx.");
  const ChompWitnessMove& m = n.move;
  const std::string k = nat_term(m.column, kStateVars);
  // The rows the bite cuts become min k x; where k is below (above) x on
  // all of the piece the minimum is rewritten away, so that lia meets fewer of them.
  std::vector<std::string> settle;
  const std::vector<std::pair<std::string, Affine>> cut = {{"c", Affine::param("c")}, {"b", Affine::param("b")}};
  for (int j = m.row; j < 2; ++j) {
    const auto& [name, x] = cut[std::size_t(j)];
    if (region_is_subset(r, region_from_relation(m.column, CmpOp::le, x, params)))
      settle.push_back(fmt::format("rewrite (Nat.min_l {} {}) by zlia.", k, name));
    else if (region_is_subset(r, region_from_relation(m.column, CmpOp::ge, x, params)))
      settle.push_back(fmt::format("rewrite (Nat.min_r {} {}) by zlia.", k, name));
  }
  line(2, fmt::format("exists (chomp_apply {} {} [c; b; {}]). split.", m.row, k, top));
  line(4, "{ apply bite3; cbn [nth]; zlia. }");
  const bool literal = m.column.is_constant();  // then Nat.min computes
  line(4, fmt::format("{{ rewrite apply3_{}. unfold claimed3. replace (Nat.min {} {}) with {} by {}.", m.row, k, top,
                      m.target_top, literal ? "reflexivity" : "zlia"));
  if (!settle.empty()) line(6, coq_join(settle, " "));
  const std::size_t pieces = proof_.tops[std::size_t(m.target_top)].p_pieces.size();
  const std::size_t j = std::size_t(m.target_piece);
  line(6, fmt::format("{}. {}{}zlia. }}", kUnfoldP, j == 0 ? "" : fmt::format("do {} right. ", j),
                      j + 1 < pieces ? "left. " : ""));
  line(0, "Qed.\n");
}

// r: the positions still to cover; path: what the case splits so far say
// (r without the exclusion of the P-positions, hypothesis HnP).
void Writer::split_until_move(int top, const Region& r, const Region& path, int depth, int indent) {
  const std::vector<std::string> params = chomp_top_params(3);
  const std::vector<ChompNPiece>& ns = proof_.tops[std::size_t(top)].n_pieces;
  for (std::size_t i = 0; i < ns.size(); ++i) {
    const ChompNPiece& n = ns[i];
    if (!region_is_subset(r, region_align(n.region, params))) continue;
    // lia needs "not P" only where the splits alone do not place the
    // position in the piece, and then only the P pieces that meet the rest:
    // each negated piece costs lia a case split per atom.
    const Region outside = region_subtract(region_align(path, params), region_align(n.region, params));
    std::vector<std::string> needed;
    for (std::size_t p = 0; p < proof_.tops[std::size_t(top)].p_pieces.size(); ++p)
      if (!region_is_empty(region_intersect(outside, piece_region(top, p))))
        needed.push_back(fmt::format("~ ({})%Z", coq_region_prop(piece_region(top, p), kStateVars)));
    if (!needed.empty()) line(indent, fmt::format("assert (Hn : {}) by tauto.", coq_join(needed, " /\\ ")));
    line(indent, "clear HnP.");
    line(indent, fmt::format("apply (in_{}_{} c b Hx). zlia.", top, i + 1));
    used_.insert(i);
    return;
  }
  // Split on an atom of an N piece that meets r but does not contain it. An
  // equation l == r splits as l <= r, then l >= r: a branch hypothesis
  // l <> r would cost lia a case split (l < r or l > r) in every call below.
  for (const ChompNPiece& n : ns) {
    const Region nr = region_align(n.region, params);
    if (region_is_empty(region_intersect(r, nr))) continue;
    for (const auto& conj : coq_region_atoms(nr, kStateVars))
      for (const CoqAtom& a : conj)
        for (const RegionAtom& split : split_atoms(a.atom)) {
          const Region ar = region_of_atom(split, params);
          const Region yes = region_intersect(r, ar), no = region_subtract(r, ar);
          if (region_is_empty(yes) || region_is_empty(no)) continue;
          const std::string h = "Hs" + std::to_string(depth);
          line(indent, fmt::format("assert ({0} : ({1}) \\/ ~ ({1})) by decide_lia. destruct {0} as [{0}|{0}].", h,
                                   fmt::format("({})%Z", coq_region_prop(ar, kStateVars))));
          line(indent, "{");
          split_until_move(top, yes, region_intersect(path, ar), depth + 1, indent + 2);
          line(indent, "}");
          line(indent, "{");
          split_until_move(top, no, region_subtract(path, ar), depth + 1, indent + 2);
          line(indent, "}");
          return;
        }
  }
  throw CoqExportError(fmt::format("top row {}: no winning move covers {}", top, region_to_string(r)));
}

// P_rows3's obligations, top row by top row (ok_t), chained into "every top
// row up to t" (upto_t, by top_ok_step): each proof term has a size
// independent of K, where one case split over all top rows overflowed coqc's
// stack at K = 25. The decision of a top row's claim goes atom by atom
// (or_dec, and_dec): lia on the whole disjunction overflowed at top row 25.
void Writer::theorem() {
  for (int t = 0; t <= K_; ++t) {
    line(0, fmt::format("Lemma ok_{} : top_ok {} p_top {}.", t, K_, t));
    line(0, fmt::format("Proof. unfold top_ok. intros c b Hx. split; [{1}; clear Hx; "
                        "repeat first [apply or_dec | apply and_dec]; zlia | split; "
                        "[exact (out_{0} c b Hx) | exact (in_{0} c b Hx)]]. Qed.",
                        t, kUnfoldP));
    line(0, fmt::format("Lemma upto_{} : forall r, r <= {} -> top_ok {} p_top r.", t, t, K_));
    line(0, t == 0 ? std::string("Proof. exact (top_ok_base _ _ ok_0). Qed.\n")
                   : fmt::format("Proof. exact (top_ok_step _ _ _ upto_{} ok_{}). Qed.\n", t - 1, t));
  }
  line(0, fmt::format("Theorem {} : forall c b r, rows3 {} [c; b; r] -> (chomp_P [c; b; r] <-> p_top r b c).", req_.name, K_));
  line(0, fmt::format("Proof. exact (P_rows3_upto {} p_top upto_{}). Qed.\n", K_, K_));
}

// The family's positions are all P (or all N): by the theorem, a statement
// about p_top at the family's rows, for lia once the top row is a number.
void Writer::claim() {
  const ChompClaim& cl = *req_.claim;
  const ChompFamily& f = cl.family;
  std::vector<Affine> rows = f.pattern.rows;
  while (rows.size() < 3) rows.push_back(Affine(0));
  if (rows.size() > 3) throw CoqExportError("the family has more than 3 rows");
  CoqVars zv;
  for (const std::string& p : f.params) zv[p] = "Z.of_nat " + p;
  std::vector<std::string> terms;
  for (const Affine& r : rows) {
    std::string t = nat_term(r, zv);
    if (t.front() == '(' && t.back() == ')') t = t.substr(1, t.size() - 2);
    terms.push_back(t);
  }
  const std::string where =
      region_prints_true(f.domain) ? "" : fmt::format("({})%Z -> ", coq_region_prop(f.domain, zv));
  const std::string position = fmt::format("[{}]", coq_join(terms, "; "));
  const std::string stmt = fmt::format("{}{}{}chomp_P {}", f.params.empty() ? "" : "forall " + coq_join(f.params, " ") + ", ",
                                       where, cl.claims_p ? "" : "~ ", position);
  line(0, fmt::format("Theorem claim : {}.", stmt));
  line(0, "Proof.");
  std::vector<std::string> intro = f.params;
  if (!where.empty()) intro.push_back("Hw");
  if (!intro.empty()) line(2, "intros " + coq_join(intro, " ") + ".");
  line(2, fmt::format("rewrite ({} {} {} {}) by (simpl; zlia).", req_.name, "(" + terms[0] + ")", "(" + terms[1] + ")",
                      "(" + terms[2] + ")"));
  if (rows[2].is_constant()) {
    line(2, fmt::format("{}; zlia.", kUnfoldP));
  } else {  // the top row is a number 0..K on the family: one case per value
    std::vector<std::string> tops;
    for (int t = 0; t <= K_; ++t) tops.push_back(fmt::format("{} = {}", terms[2], t));
    line(2, fmt::format("assert (Ht : {}) by zlia.", coq_join(tops, " \\/ ")));
    std::string pattern = "Ht";
    for (int t = 0; t < K_; ++t) pattern = "[Ht|" + pattern + "]";
    line(2, fmt::format("destruct Ht as {}; rewrite Ht; {}; zlia.", pattern, kUnfoldP));
  }
  line(0, "Qed.\n");
}

std::string Writer::header() const {
  std::string h = "Chomp: the P-positions of 3-row Chomp with top row at most " + std::to_string(K_) + ".\n\n";
  if (req_.claim) {
    const ChompClaim& cl = *req_.claim;
    const std::string where = region_to_string_unless_true(cl.family.domain);
    h += fmt::format("Theorem (claim).  For every {}{}, the position {} (rows top row first) is a{} P-position.\n\n",
                     cl.family.params.empty() ? "value" : coq_join(cl.family.params, ", ") + " >= 0",
                     where.empty() ? "" : " with " + where, chomp_pattern_to_string(cl.family.pattern),
                     cl.claims_p ? "" : " N-position, not a");
    h += "On the way:\n\n";
  }
  h += fmt::format("Theorem ({}).  A position with at most three rows and top row at most {}\n"
                   "is a P-position (the player to move loses) exactly when it is one of\n"
                   "(rows top row first):\n\n", req_.name, K_);
  for (const ChompTopProof& t : proof_.tops) {
    std::vector<std::string> ps;
    for (const ChompPPiece& p : t.p_pieces) {
      const std::string w = region_to_string_unless_true(p.where);
      ps.push_back(chomp_pattern_to_string(p.pattern) + (w.empty() ? "" : " for " + w));
    }
    h += fmt::format("    top {:>2}: {}\n", t.top, ps.empty() ? "none" : coq_join(ps, ", "));
  }
  h += fmt::format(
      "\nPositions are lists [c; b; r], poison row c first, then the middle row b\n"
      "and the top row r (a row of length 0 is absent), moves and P-positions as\n"
      "the rules of CGProve.Chomp define them.  Proof (CGProve.ChompRows.P_rows3):\n"
      "for each top row, no move leads from a claimed P-position to another (each\n"
      "move shape and each top row it reaches refuted by lia), and every other\n"
      "position has a winning move into the claimed set: the region is split until\n"
      "it lies in one of the {} pieces with a winning move found by cgprove, and\n"
      "the move of each piece used is a lemma (its legality and its target\n"
      "checked by lia on the piece).  The top rows are then chained one by one\n"
      "(CGProve.ChompRows.P_rows3_upto).\n\n",
      proof_.summary.n_pieces);
  return h;
}

std::vector<CoqScriptFile> Writer::run() {
  if (proof_.rows != 3) throw CoqExportError("only 3-row Chomp proofs are exported to Coq");
  if (!proof_.checked) throw CoqExportError("the Chomp proof was not checked");
  definitions();
  const std::string defs = take();
  std::vector<std::string> rows;
  for (int t = 0; t <= K_; ++t) {
    no_move_inside(t);
    winning_moves(t);
    rows.push_back(take());
  }
  theorem();
  if (req_.claim) claim();
  line(0, "Print Assumptions " + std::string(req_.claim ? "claim" : req_.name) + ".");
  return files(defs, rows, take());
}

// One file, or: the claimed P-positions (_base), the lemmas of the top rows
// in parts of about part_bytes (_rows1, _rows2, ..., each needing only the
// base), and the main file (the chain of top rows, the theorem). The top
// rows' lemmas are most of the proof (their cost grows with the row), and
// one coqc holding them all needed 6.2 GB at K = 60.
std::vector<CoqScriptFile> Writer::files(const std::string& defs, const std::vector<std::string>& rows,
                                         const std::string& main) const {
  const std::string imports = "From Coq Require Import List Arith ZArith Lia.\nImport ListNotations.\n"
                              "From CGProve Require Import Impartial Chomp ChompRows Compare.\n";
  const std::string written = "Written by `" + req_.command + "`";
  std::size_t total = defs.size() + main.size();
  for (const std::string& r : rows) total += r.size();
  if (req_.part_bytes == 0 || total <= req_.part_bytes) {
    std::string out = coq_script_opening(header() + written + "; check with\n  make coq && coqc -Q proofs/lib CGProve FILE.v",
                                         imports) + "\n" + defs;
    for (const std::string& r : rows) out += r;
    return {{req_.module, out + main}};
  }
  if (!coq_is_identifier(req_.module))
    throw CoqExportError("the proof is split into several files named after \"" + req_.module +
                         "\", which must then be a Coq identifier (letters, digits, _)");
  const std::string part_of = "A part of the proof in " + req_.module + ".v, which states the theorem.\n\n";
  const std::string base = req_.module + "_base";
  std::vector<CoqScriptFile> out;
  out.push_back({base, coq_script_opening(part_of + "The claimed P-positions.\n\n" + written + ".", imports) + "\n" + defs});
  std::vector<std::string> parts;
  for (const auto& [first, last] : coq_part_ranges(rows, req_.part_bytes)) {
    std::string text;
    for (std::size_t t = first; t < last; ++t) text += rows[t];
    parts.push_back(req_.module + "_rows" + std::to_string(out.size()));
    out.push_back({parts.back(), coq_script_opening(part_of + fmt::format("The lemmas of the top rows {} to {}.\n\n{}.",
                                                                          first, last - 1, written),
                                                    imports + "Require Import " + base + ".\n") + "\n" + text});
  }
  const std::string how = fmt::format(
      "The proof is split into {} files, compiled in this order (the files of one\n"
      "line in any order), each with  coqc -Q proofs/lib CGProve -Q DIR \"\" DIR/FILE.v\n"
      "(DIR: their folder):\n  {}.v\n  {}.v\n  {}.v",
      out.size() + 1, base, coq_join(parts, ".v "), req_.module);
  out.push_back({req_.module, coq_script_opening(header() + how + "\n" + written + ".",
                                                 imports + "Require Import " + base + " " + coq_join(parts, " ") + ".\n") +
                                  "\n" + main});
  return out;
}

}  // namespace

std::vector<CoqScriptFile> chomp_scripts(const ChompScriptRequest& request) {
  if (!request.proof) throw CoqExportError("there is no Chomp proof to export");
  Writer w(request);
  return w.run();
}

}  // namespace cgp
