// A Coq script of G = X from the two strategy certificates of a claim
// (families/tf_strategy.h), each already checked by the kernel
// (kernel/tf_strategy.h): the Coq counterpart of the strategy rule.
//
// Each half is a Module (Lower: G >= X, Upper: G <= X). A node of a
// certificate becomes its board, form and domain as definitions and its
// claim C (board's measure m, form's depth d and size r); one lemma per lift
// case of the node computes the opponent's moves from the rules (tf_options)
// and takes each threat in turn, answering it on each answer's region by
// one lemma of CGProve.TfStrategy (answer_board_L and so on): the answer's
// move found among the moves the rules give, the board stripped into the
// target's (tf_norm_by), the form equal to the target's plus the offset,
// and the target's claim from the induction hypothesis on lex3. Every
// region fact is lia's. Nothing of the certificate is trusted: a wrong
// answer is a lemma coqc rejects.
#pragma once

#include "families/tf_strategy.h"
#include "proofs/export/coq_terms.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cgp {

struct TfStrategyScriptRequest {
  std::string header;  // the opening comment's text
  std::string name;    // the theorem's name
  std::string module;  // the main file's name without .v (tf_strategy_script_files)
  // The claim as typed, when the certificates state it with its half leaves
  // as {n|n+1} (kernel/half_leaves.h): a last theorem, NAME_as_typed,
  // states it so, by CGProve.Dyadic.half_leaf.
  std::optional<SymGame> typed;
};

// A script beyond twice this many bytes is split into files (about 45 s of
// coqc a part on this machine; Erickson's first for every b is 10.7 MB).
constexpr std::size_t kTfStrategyPartBytes = 1000000;

// The script (one file). Throws CoqExportError where the certificate has a
// shape the writer does not handle (a board parameter in two blocks, an
// argument that is not a natural-number expression).
std::string tf_strategy_script(const TfStrategy& lower, const TfStrategy& upper, const TfStrategyScriptRequest& req);

// The same as files: one (req.module) up to 2 kTfStrategyPartBytes; beyond,
// MODULE_base.v (the definitions), MODULE_cases1.v, ... (the nodes'
// proofs, each part independent of the others) and MODULE.v (the closing
// theorems), last.
std::vector<CoqScriptFile> tf_strategy_script_files(const TfStrategy& lower, const TfStrategy& upper,
                                                    const TfStrategyScriptRequest& req);

// The same, written once and put together as wanted: the text of one
// theorem (for a script of several, tf_strategy_slices_script.h) or files.
class TfStrategyProof {
 public:
  TfStrategyProof(const TfStrategy& lower, const TfStrategy& upper);  // CoqExportError
  ~TfStrategyProof();
  std::size_t bytes() const;                    // of the definitions and the nodes' proofs
  // As tf_strategy_theorem; with `typed`, also Theorem NAME_as_typed (TfStrategyScriptRequest::typed).
  std::string theorem(const std::string& name, const std::optional<SymGame>& typed = std::nullopt);
  std::vector<CoqScriptFile> files(const TfStrategyScriptRequest& req);  // as tf_strategy_script_files

 private:
  struct Halves;
  std::unique_ptr<Halves> h_;
};

// The same without the opening and Print Assumptions: the claim's trees, the
// modules Lower and Upper, and `Theorem name`, for a script of several
// (tf_strategy_slices_script.h).
std::string tf_strategy_theorem(const TfStrategy& lower, const TfStrategy& upper, const std::string& name);
const char* tf_strategy_script_imports();

}  // namespace cgp
