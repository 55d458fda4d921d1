#include "proofs/export/toads_frogs/tf_strategy_forms.h"

#include "proofs/export/coq_terms.h"

#include <fmt/core.h>

namespace cgp {

namespace {

// " x y" for arguments x, y; "" for none (fmt, not " " + ...: a GCC 12
// -Wrestrict false positive).
std::string spaced(const std::vector<std::string>& xs) {
  return xs.empty() ? std::string() : fmt::format(" {}", coq_join(xs, " "));
}

}  // namespace

std::string tf_coq_form_term(const TfCoqForm& f) {
  switch (f.kind) {
    case TfCoqForm::kInt:
      return fmt::format("int ({})", f.n);
    case TfCoqForm::kStar:
      return fmt::format("nstar (int ({}))", f.n);
    case TfCoqForm::kTree:
      return fmt::format("add ({}{}) (int ({}))", f.tree, spaced(f.zs), f.n);
    case TfCoqForm::kLeafInt:
      return fmt::format("add (int ({})) (int ({}))", f.e, f.n);
    case TfCoqForm::kLeafStar:
      return fmt::format("add (nstar (int ({}))) (int ({}))", f.e, f.n);
  }
  return "";
}

TfClaimTrees::TfClaimTrees(const SymGame& claim, std::vector<std::string> zparams) : zparams_(std::move(zparams)) {
  if (claim.kind() != SymGame::Kind::Options) return;
  add(claim);
  // The claim itself (added last, no other tree refers to it) is named so.
  const std::string old_name = names_.back().second;
  names_.back().second = "claim";
  defs_.back().replace(defs_.back().find(old_name), old_name.size(), "claim");
}

void TfClaimTrees::add(const SymGame& t) {
  for (const auto& [g, n] : names_)
    if (g == t) return;
  for (const auto* side : {&t.left(), &t.right()})
    for (const SymGame& c : *side)
      if (c.kind() == SymGame::Kind::Options) add(c);
  const std::string name = fmt::format("t{}", names_.size() + 1);
  names_.emplace_back(t, name);
  const CoqVars vars = coq_vars_identity(zparams_);
  auto side_terms = [&](const std::vector<SymGame>& side) {
    std::vector<std::string> out;
    for (const SymGame& c : side)
      out.push_back(c.kind() == SymGame::Kind::Options ? this->name(c) + spaced(zparams_) : leaf_term(c, vars));
    return coq_join(out, "; ");
  };
  const std::string binders = zparams_.empty() ? std::string() : fmt::format(" ({} : Z)", coq_join(zparams_, " "));
  defs_.push_back(fmt::format("Definition {}{} : game := Game [{}] [{}].", name, binders, side_terms(t.left()),
                              side_terms(t.right())));
}

std::string TfClaimTrees::leaf_term(const SymGame& leaf, const CoqVars& vars) const {
  if (!leaf.is_leaf() || leaf.as_leaf().up != 0 || leaf.as_leaf().nim > 1)
    throw CoqExportError("the claim has a leaf " + sym_game_to_string(leaf) + " that is not a number or a number plus *");
  const std::string number = coq_num_term(coq_num(leaf.number()), vars);
  return leaf.as_leaf().nim == 1 ? "nstar (" + number + ")" : number;
}

const std::string& TfClaimTrees::name(const SymGame& t) const {
  for (const auto& [g, n] : names_)
    if (g == t) return n;
  throw CoqExportError("a form's tree " + sym_game_to_string(t) + " is not a subtree of the claim");
}

std::string TfClaimTrees::definitions() const { return coq_join(defs_, "\n") + (defs_.empty() ? "" : "\n"); }

std::vector<std::string> TfClaimTrees::names() const {
  std::vector<std::string> out;
  for (const auto& entry : names_) out.push_back(entry.second);
  return out;
}

std::size_t TfClaimTrees::depth(const SymGame& t) const {
  std::size_t d = 0;
  for (const auto* side : {&t.left(), &t.right()})
    for (const SymGame& c : *side)
      if (c.kind() == SymGame::Kind::Options) d = std::max(d, depth(c));
  return d + 1;
}

TfCoqForm TfClaimTrees::option(const SymGame& t, bool left, std::size_t index, const std::vector<std::string>& zs,
                               const std::string& n) const {
  const SymGame& c = (left ? t.left() : t.right()).at(index);
  TfCoqForm f;
  f.n = n;
  if (c.kind() == SymGame::Kind::Options) {
    f.kind = TfCoqForm::kTree;
    f.tree = name(c);
    f.zs = zs;
    return f;
  }
  if (!c.is_leaf() || c.as_leaf().up != 0 || c.as_leaf().nim > 1 || !c.number().is_integral())
    throw CoqExportError("a form's option " + sym_game_to_string(c) + " is not an integer or an integer plus *");
  CoqVars vars;
  for (std::size_t i = 0; i < zparams_.size() && i < zs.size(); ++i) vars[zparams_[i]] = zs[i];
  f.kind = c.as_leaf().nim == 1 ? TfCoqForm::kLeafStar : TfCoqForm::kLeafInt;
  f.e = coq_z(c.number(), vars);
  return f;
}

std::string tf_coq_form_eq_proof(const TfCoqForm& after, TfCoqForm::Kind target, const std::string& target_def) {
  const std::string unfold = "unfold " + target_def + "; ";
  const bool ok = after.kind == target || (after.kind == TfCoqForm::kLeafInt && target == TfCoqForm::kInt) ||
                  (after.kind == TfCoqForm::kLeafStar && target == TfCoqForm::kStar);
  if (!ok) throw CoqExportError("a form after an answer is not of its target's kind");
  switch (after.kind) {
    case TfCoqForm::kInt:
      return unfold + "apply form_int; zlia";
    case TfCoqForm::kStar:
      return unfold + "apply form_star; zlia";
    case TfCoqForm::kTree:
      return unfold + "apply form_tree; [f_equal; zlia | zlia]";
    case TfCoqForm::kLeafInt:
      return unfold + "apply form_leaf_int; zlia";
    case TfCoqForm::kLeafStar:
      return unfold + "apply form_leaf_star; zlia";
  }
  return "";
}

}  // namespace cgp
