// The comparison forms of a strategy certificate (families/tf_strategy.h) as
// Coq games, for the strategy script (tf_strategy_script.h).
//
// A form is written the way CGProve.TfStrategy's lemmas read it: `int (n)`,
// `nstar (int (n))`, `add (tK z..) (int (n))` for a subtree tK of the claim,
// and, just after a move into a leaf e of a tree, `add (int (e)) (int (n))`
// or `add (nstar (int (e))) (int (n))`. The claim's subtrees are Coq
// definitions over Z (TfClaimTrees), so the options of a tree form are
// its definition's lists, as `cbn` shows them.
#pragma once

#include "families/tf_strategy.h"
#include "proofs/export/coq_expr.h"

#include <string>
#include <vector>

namespace cgp {

struct TfCoqForm {
  enum Kind { kInt, kStar, kTree, kLeafInt, kLeafStar } kind = kInt;
  std::string tree;             // kTree: the definition's name
  std::vector<std::string> zs;  // kTree: its Z arguments
  std::string n;                // the integer part, a Z term
  std::string e;                // kLeaf*: the leaf, a Z term
};

// The Coq term of the form.
std::string tf_coq_form_term(const TfCoqForm& f);

// The claim's {..|..} subtrees over z1, z2, ...: the claim, and t1, t2, ... below it.
class TfClaimTrees {
 public:
  // claim over z1, z2, ... (TfStrategy::trees[0]); Throws CoqExportError
  // for a leaf that is not a number or a number plus *.
  TfClaimTrees(const SymGame& claim, std::vector<std::string> zparams);
  const std::string& name(const SymGame& t) const;  // of a subtree (CoqExportError if none)
  std::string definitions() const;                   // children before parents
  std::vector<std::string> names() const;            // the definitions' names, in that order
  // The option `index` of tree t (left or right) at Z arguments zs, plus n.
  TfCoqForm option(const SymGame& t, bool left, std::size_t index, const std::vector<std::string>& zs,
                   const std::string& n) const;
  std::size_t depth(const SymGame& t) const;  // 1 for a tree whose options are leaves

 private:
  void add(const SymGame& t);
  std::string leaf_term(const SymGame& leaf, const CoqVars& vars) const;
  std::vector<std::string> zparams_;
  std::vector<std::pair<SymGame, std::string>> names_;
  std::vector<std::string> defs_;
};

// The Coq proof of `after == add (target) (int (c))`, the target's form
// definition applied being `target_def` (unfolded first), of kind target.
std::string tf_coq_form_eq_proof(const TfCoqForm& after, TfCoqForm::Kind target, const std::string& target_def);

}  // namespace cgp
