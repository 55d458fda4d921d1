// The writer of a strategy script's modules (tf_strategy_script.h), shared
// by its two source files: tf_strategy_writer.cpp writes a node's
// definitions, lift cases and the module's theorems; tf_strategy_answers.cpp
// writes the threats and their answers. Internal to proofs/export.
#pragma once

#include "families/tf_strategy.h"
#include "proofs/export/toads_frogs/tf_strategy_forms.h"
#include "proofs/export/toads_frogs/tf_strategy_shape.h"

#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace cgp {

// One half of a claim (a certificate) as a Coq Module.
class TfStrategyWriter {
 public:
  // `where`: s's region printed once for the whole script (coq_region_printed,
  // over tf_of_nat_vars), so that the entry's hypothesis is the very text the
  // theorems built on this half state (isl may print one region two ways).
  TfStrategyWriter(const TfStrategy& s, const TfClaimTrees& trees, const CoqRegionPrinted& where)
      : s_(s), trees_(trees), where_(where), left_(s.left_answers) {}

  // A half in three parts (tf_strategy_script.cpp puts them together as a
  // Module or as files): the definitions (nodes, their claims, the `useK`
  // lemmas); each node's proof; the closing theorems (all_nodes, whose node
  // lemmas are holds_prefix[i] + sK_holds, then the entry, `theorem`: the
  // claim on its region). The definitions first.
  std::string definitions_text();
  std::vector<std::string> node_texts();
  std::string closing_text(const std::string& theorem, const std::vector<std::string>& holds_prefix);
  // The claim as a Coq term at the region's parameters.
  std::string claim_term() const;

 private:
  std::vector<std::string> board_params(const TfStrategyNode& n) const { return tf_pattern_params(n.pattern); }
  std::size_t node_index(std::size_t target) const { return target + 1; }
  std::string take();  // the text written so far, which is cleared
  static constexpr const char* kIH = "(IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r')";
  // [<-|[<-|[]]] for k = 2: a disjunction of k equalities, substituted.
  static std::string disjunction_pattern(std::size_t k);
  // `right; ...; left; reflexivity`: the i-th member of an explicit list.
  static std::string select(std::size_t i);

  // A node: its parameters, its form's kind, depth and size (the lex3
  // measure's last two), its form, its claim.
  std::vector<std::string> form_params(const TfStrategyNode& n) const;
  TfCoqForm::Kind kind(const TfStrategyNode& n) const;
  std::size_t depth(const TfStrategyNode& n) const;
  std::string size_text(const TfStrategyNode& n, const std::string& y1) const;
  TfCoqForm node_form(const TfStrategyNode& n) const;  // at its own variables (z's and y1 as nats)
  std::string claim_of(const std::string& board, const std::string& form) const;

  // The module's parts (tf_strategy_writer.cpp): a node's definitions and
  // `useK` lemma; its lift cases, each proved threat by threat, and the
  // lemma that splits its domain into them; the entry theorem.
  void definitions(std::size_t i);
  void use_lemma(std::size_t i);
  void node_proof(std::size_t i);
  void entry(const std::string& theorem);
  // The shape of one combination of kinds (0, 1, or 2 + p) of the board parameters.
  static TfStrategyShape kind_shape(const std::vector<int>& kinds, const std::vector<std::string>& board);
  // Nested `destruct p as [|[|p]]`, each leaf the call of its case's lemma (or refuted).
  static std::string holds_split(const std::vector<std::string>& board, std::size_t i, std::vector<int>& kinds,
                                 const std::vector<std::pair<std::vector<int>, std::string>>& calls);

  // Threats and answers (tf_strategy_answers.cpp).
  // The form threats of node n in case region cr: the Coq text that splits
  // them (from `intros yo Hy.`), each answered.
  std::string form_threats(const std::string& prefix, const TfStrategyNode& n, const TfStrategyShape& sc,
                           const Region& cr, const std::string& x, std::string& lemmas);
  // The answers of one threat within case region `cr`: their lemmas (added
  // to `lemmas`), and the text that applies them.
  std::string answers(const std::string& prefix, const TfStrategyNode& n, const TfStrategyShape& sc, const Region& cr,
                      const TfStrategyThreat& t, const std::string& x, const TfCoqForm& f, bool in_form,
                      const std::string& hm, std::string& lemmas);
  // One answer's lemma: the threat (board x, form f) answered on w. hw:
  // w's Prop at sc, the one text the lemma states and its caller proves
  // (isl may print one region two ways in one run).
  std::string answer_lemma(const std::string& name, const TfStrategyNode& n, const TfStrategyShape& sc, const Region& w,
                           const CoqRegionPrinted& pw, const std::string& x, const TfCoqForm& f,
                           bool threat_in_form, const TfStrategyAnswer& a);
  // The answerer's move in the form `f`: its option `index` and the proof
  // that it is one.
  std::pair<TfCoqForm, std::string> form_answer(const TfCoqForm& f, std::size_t index) const;
  const SymGame& tree_of(const std::string& name) const;
  // `useK IH args` for an answer's target at the answer's shape, and the
  // target's board or form there.
  std::string use_call(const TfStrategyAnswer& a, const TfStrategyShape& sh) const;
  std::string target_term(const TfStrategyAnswer& a, const TfStrategyShape& sh, const std::string& what) const;
  // The target's domain at the answer's arguments, on w (its hypothesis
  // Hw, over `vars`). lia would expand the negation of a domain of many
  // disjuncts into all their combinations (Erickson's first: a stack
  // overflow), so the disjuncts are chosen here: the one that holds on all
  // of w; else, for w a union, each of its disjuncts in turn; else the
  // disjuncts that cover w, each simplified within w (isl's gist), one
  // case each. `printed`: w's disjuncts as Hw states them, in its order
  // (coq_region_printed), to split Hw on; null for a disjunct of it.
  std::string dom_proof(const TfStrategyAnswer& a, const Region& w, const CoqVars& vars,
                        const std::vector<Region>* printed) const;
  // tf_norm of the answer's board (a strip term when `is_strip`) into the
  // target's; `board_def`: the definition the board is written with,
  // unfolded first.
  std::string norm_proof(const TfStrategyAnswer& a, const TfStrategyShape& sh, bool is_strip,
                         const std::string& board_def = "") const;
  std::string offset_text(const TfStrategyAnswer& a, const TfStrategyShape& sh,
                          const std::vector<std::string>& params) const;

  const TfStrategy& s_;
  const TfClaimTrees& trees_;
  const CoqRegionPrinted& where_;
  bool left_;
  std::vector<std::vector<Region>> dom_parts_;  // each node's domain's disjuncts, as its definition writes them
  std::ostringstream out_;
};

}  // namespace cgp
