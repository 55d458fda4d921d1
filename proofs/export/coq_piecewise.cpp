#include "proofs/export/coq_piecewise.h"

#include <fmt/core.h>

#include <sstream>

namespace cgp {

namespace {

std::string z_binders(const std::vector<std::string>& ps) {
  std::string args;
  for (const std::string& p : ps) args += " " + p;
  return ps.empty() ? "" : " (" + args.substr(1) + " : Z)";
}

}  // namespace

std::string coq_piecewise_definition(const std::string& name, const std::vector<std::string>& ps,
                                     const std::vector<SymPiece>& pieces, bool* uses_nstar) {
  std::ostringstream out;
  const CoqVars id = coq_vars_identity(ps);
  const std::string zbinders = z_binders(ps);
  for (const SymPiece& p : pieces) *uses_nstar |= coq_sym_game(p.value, id).find("nstar") != std::string::npos;
  if (pieces.size() == 1) {
    out << fmt::format("Definition {}_value{} : game := {}.\n", name, zbinders, coq_sym_game(pieces[0].value, id));
  } else {
    out << fmt::format("Definition {}_value{} : game := select [\n", name, zbinders);
    for (std::size_t k = 0; k < pieces.size(); ++k)
      out << fmt::format("  (({})%Z, {}){}\n", coq_region_bool(pieces[k].where, id), coq_sym_game(pieces[k].value, id),
                         k + 1 < pieces.size() ? ";" : "].");
  }
  return out.str();
}

std::string coq_piecewise_lemmas(const std::string& name, const std::vector<std::string>& ps,
                                 const std::vector<SymPiece>& pieces) {
  std::ostringstream out;
  const CoqVars id = coq_vars_identity(ps);
  const std::string zbinders = z_binders(ps);
  std::string args, premises, hyps;
  for (const std::string& p : ps) {
    args += " " + p;
    premises += "(0 <= " + p + ")%Z -> ";
    hyps += " H" + p;
  }
  for (std::size_t k = 0; k < pieces.size(); ++k) {
    const std::string stmt = fmt::format("{}_value{} = {}", name, args, coq_sym_game(pieces[k].value, id));
    if (pieces.size() == 1) {
      out << fmt::format("Lemma {}_p1{} : True -> {}.\nProof. reflexivity. Qed.\n", name, zbinders, stmt);
      continue;
    }
    out << fmt::format("Lemma {}_p{}{} : {}({})%Z -> {}.\n", name, k + 1, zbinders, premises,
                       coq_region_prop(pieces[k].where, id), stmt);
    out << fmt::format("Proof. intros{} H. unfold {}_value. select_piece {}. Qed.\n", hyps, name, k);
  }
  return out.str();
}

}  // namespace cgp
