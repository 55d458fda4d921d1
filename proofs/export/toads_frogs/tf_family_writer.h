// The writer behind tf_family_scripts (tf_family_script.h): one object per
// script, its member functions in three files by what they write:
//   tf_family_script.cpp   boards, claims, piece lemmas, move lemmas; run()
//   tf_family_cases.cpp    the lemma of each shape and piece, the steps,
//                          the induction
//   tf_family_theorem.cpp  the families' theorems, the header, the files
// Internal to proofs/export.
#pragma once

#include "proofs/export/coq_compare.h"
#include "proofs/export/coq_expr.h"
#include "proofs/export/coq_piecewise.h"
#include "proofs/export/coq_shift.h"
#include "proofs/export/coq_terms.h"
#include "proofs/export/toads_frogs/tf_family_script.h"
#include "proofs/export/toads_frogs/tf_raw_options.h"
#include "proofs/export/toads_frogs/tf_script_text.h"
#include "prover/prove_family.h"

#include <fmt/core.h>

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

namespace cgp::tf_export {

inline bool is_zero(const Affine& e) { return e.is_constant() && e.constant().is_zero(); }

inline constexpr const char* kImports =
    "From Coq Require Import List Bool Arith ZArith Lia.\nImport ListNotations.\n"
    "From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family\n"
    "  Compare TfBlocks Shift TfNormal Piecewise.\n"
    "Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)\n";
// A proof that removes dead walls also needs their lemmas.
inline constexpr const char* kImportsWalls =
    "From Coq Require Import List Bool Arith ZArith Lia.\nImport ListNotations.\n"
    "From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family\n"
    "  Compare TfBlocks Shift TfNormal Piecewise DeadWall.\n"
    "Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)\n";

// `n` hypotheses `0 <= p` for the piece lemmas of a family's value.
inline std::string nonneg(std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n; ++i) out += " (Nat2Z.is_nonneg _)";
  return out;
}

// Cells of a case split: (piece index, the piece's part of the region).
using LiveCells = std::vector<std::pair<std::size_t, Region>>;

class TfScriptWriter {
 public:
  TfScriptWriter(const TfScriptRequest& req, const TfRawSystem& w) : req_(req), w_(w), sys_(*w.sys) {
    for (const auto& pieces : req.theorem->proof.conjecture) values_.push_back(conjunctive(pieces));
    for (const FamilyState& s : sys_.states) restricted_.push_back(!region_is_universe(s.domain));
    for (const auto& cases : w.cases)
      for (const TfRawCase& c : cases)
        for (const auto* side : {&c.left, &c.right})
          for (const TfRawOption& o : *side) uses_walls_ = uses_walls_ || !o.walls.empty();
    slice_families();
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

  std::vector<CoqScriptFile> run();

 private:
  std::string state(std::size_t i) const { return fmt::format("s{}", i + 1); }
  const std::vector<std::string>& params(std::size_t i) const { return sys_.states[i].params; }
  // A state closed on the region its family reaches (TfDomains::kReached)
  // claims its value there only: its claim, its lemmas and every use of it
  // carry the domain as a premise.
  bool restricted(std::size_t i) const { return restricted_[i]; }
  // `(domain)%Z -> ` over vars for a restricted state, else nothing.
  std::string domain_premise(std::size_t i, const CoqVars& vars) const {
    return restricted(i) ? "(" + coq_region_prop(region_align(sys_.states[i].domain, params(i)), vars) + ")%Z -> " : "";
  }
  // ` HD`: the name of that premise where it is introduced or passed on.
  std::string domain_hyp(std::size_t i) const { return restricted(i) ? " HD" : ""; }
  // ` ltac:(zlia)`: the proof that a restricted target's arguments lie in its
  // domain, from the hypotheses of the case (the kernel checked the inclusion).
  std::string domain_arg(std::size_t t) const { return restricted(t) ? " ltac:(zlia)" : ""; }

  std::string call_args(std::size_t t, const Sigma& args, const Sigma& shift) const {
    std::vector<std::string> out;
    for (const std::string& p : params(t)) out.push_back(tf_paren(tf_nat_expr(affine_substitute(args.at(p), shift))));
    return coq_join(out, " ");
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
  // State i's board at shape sh of its parameters (`s3_board 0 (2 + b)`).
  std::string shape_board(std::size_t i, const TfShape& sh) const {
    std::vector<std::string> nat_args;
    for (const std::string& p : params(i)) nat_args.push_back(sh.nat.at(p));
    return applied(state(i) + "_board", coq_join(nat_args, " "));
  }
  static std::string binders(const std::vector<std::string>& ps, const char* type) {
    return ps.empty() ? "" : " (" + coq_join(ps, " ") + " : " + type + ")";
  }
  // ` (Z.of_nat a) (Z.of_nat b)`: nat parameters as the Z arguments of a value.
  static std::string z_of_nat_args(const std::vector<std::string>& ps) {
    std::string out;
    for (const std::string& p : ps) out += " (Z.of_nat " + p + ")";
    return out;
  }
  // Each parameter for itself: a board or value at its own parameters.
  static Sigma identity(const std::vector<std::string>& ps) {
    Sigma id;
    for (const std::string& p : ps) id[p] = Affine::param(p);
    return id;
  }
  // Whether a family's value is stated as a piecewise list, not one select.
  bool listed(const std::vector<SymPiece>& value) const { return value.size() > req_.select_max_pieces; }
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
  // tf_norm of the option's board (its strip certificate, or `board`, which
  // raw_eq proves equal to it: a family's own board) to its target's.
  // `board` is for options without dead walls: an entry that removes one is
  // refused before (CoqExportError).
  void norm_lemma(const std::string& name, const std::string& binders, const TfRawOption& o, const Sigma& shift,
                  const CoqVars& vars, const std::string& raw_eq = "reflexivity", const std::string& board = "");

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
    std::size_t state = 0;  // the state whose value it is (options and redirects)
    const std::vector<SymPiece>* pieces = nullptr;
    Sigma sigma;
    std::vector<Affine> offsets;  // distinct, nonzero
    CoqVars zvars;  // the value's parameters as Z terms at these arguments
    std::vector<std::string> value_params;
    CoqVars vars;   // the proof's parameters as Z terms (for the offsets)
  };
  // Piece k of a choice over the parameters ps (its region's preimage under
  // the choice's arguments), memoised per (state, piece, arguments): every
  // cell of every case asks again.
  Region piece_preimage(const Choice& c, std::size_t k, const std::vector<std::string>& ps);
  std::map<std::tuple<std::size_t, std::size_t, std::string>, Region> preimages_;
  using LeafProof = std::function<void(const Region&, const std::vector<CoqGame>&, int)>;
  void choose(const std::vector<Choice>& cs, std::size_t level, const Region& r, const std::vector<std::string>& ps,
              std::vector<CoqGame>& chosen, int indent, const LeafProof& at_leaf);
  // The cells (piece, region) of one choice that meet `context`, which they
  // cover: a disjunction of them that zlia proves (hypothesis `h`), then
  // `take` in each. More than max_cells, or too many combinations of their
  // atoms, for one disjunction, they are first split by one atom at a time
  // (`depth` names the splits' hypotheses).
  using TakeCell = std::function<void(std::size_t, const Region&, int)>;
  void split_cells(const LiveCells& live, const Region& context, const CoqVars& vars, const std::string& h,
                   int depth, int indent, std::size_t max_cells, const TakeCell& take);
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
  // What the lemmas and the theorem of one family share.
  struct FamilyText {
    std::string name;                 // family, family2, ...
    std::vector<std::string> params;  // the pattern's
    std::string zargs;                // ` (Z.of_nat a) ...`
    CoqVars zv;                       // each parameter as Z.of_nat p
    const TfRawOption* entry = nullptr;
    Region where;                     // the family's region, over params
    bool restricted = false;          // the region is not every parameter value
    std::string own, own_pinned;      // its board, and with the region's pins
    std::string pin_asserts;          // the tactics that substitute the pins
    std::vector<std::string> intro;   // params, and Hw when restricted
  };
  void family_theorem(std::size_t f);
  // `forall a b, (region)%Z -> body`.
  std::string over_region(const FamilyText& t, const std::string& body) const;
  void family_intros(const FamilyText& t);
  void family_to_target(const FamilyText& t);
  std::string family_list_lemmas(const FamilyText& t, const std::vector<SymPiece>& value);
  // The proof of a family's theorem after its entry is rewritten to the
  // target's game (Ho0 its claim): as one select (few pieces), or as a
  // piecewise list, piece by piece, and its cover (TfScriptRequest::select_max_pieces),
  // each part of the list and the cover a lemma (TfScriptRequest::pieces_per_lemma).
  void family_select(const std::string& name, const TfRawOption& e, const std::vector<SymPiece>& value,
                     const Region& where, const std::vector<std::string>& fp);
  void family_holds(const std::string& name, const std::string& list, const TfRawOption& e,
                    const std::vector<SymPiece>& value, std::size_t first, std::size_t last, const Region& where,
                    const std::vector<std::string>& fp);
  void family_cover(const std::vector<SymPiece>& value, const Region& where, const CoqVars& zv, int indent);
  void entry_branch(const TfRawOption& e, const Region& r, const std::vector<std::string>& fp, const Sigma& shift,
                    const CoqVars& vars, const Choice* family, const CoqGame* piece);
  std::string header(bool main);
  std::vector<CoqScriptFile> files(const std::string& base, const std::vector<std::string>& lemmas,
                                  const std::vector<std::string>& cases, const std::vector<std::string>& claims,
                                  const std::string& main);
  std::string family_name(std::size_t f) const;
  std::string theorem_name(std::size_t f) const;
  std::vector<SymPiece> family_value(std::size_t f) const;
  bool has_claim() const { return req_.claim || req_.poly_claim; }

  // The families the script proves, one per entry of the system: the
  // request's, or, for a family closed as slices (tf_family_slices: b in
  // {2, 4}, one entry per value, each pinned) or claimed with products of
  // parameters, one per slice, over the slice's region and with the claim's
  // pins substituted (slice_families, tf_family_slices.cpp). Then the
  // script's theorem is the typed family's (sliced_theorem): its region is
  // the union of the slices' (the kernel checked the cover), and on each
  // slice the claim as typed equals the slice's by arithmetic alone.
  void slice_families();
  void sliced_theorem();
  std::string slice_suffix(std::size_t f) const;
  std::vector<TfFamily> families_;
  std::vector<std::optional<SymGame>> claims_;  // per family of families_
  bool sliced_ = false;

  void line(int indent, const std::string& s) { *cur_ << std::string(std::size_t(indent), ' ') << s << "\n"; }

  const TfScriptRequest& req_;
  const TfRawSystem& w_;
  const StateSystem& sys_;
  Conjecture values_;  // the theorem's, with conjunctive pieces
  std::vector<char> restricted_;  // per state: its domain is not every parameter value
  std::ostringstream* cur_ = nullptr;
  std::vector<std::vector<std::size_t>> case_of_shape_;  // per state: shape index -> case index
  std::set<std::pair<std::size_t, std::size_t>> shifted_;  // (state, piece) used with an offset
  std::vector<std::vector<TfShape>> shapes_;  // per state: tf_shapes of its parameters
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
  bool uses_walls_ = false;
  std::string imports() const { return uses_walls_ ? kImportsWalls : kImports; }
  std::vector<std::string> statements_;  // of the family theorems
};

}  // namespace cgp::tf_export
