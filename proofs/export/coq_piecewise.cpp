#include "proofs/export/coq_piecewise.h"

#include "proofs/export/coq_terms.h"

#include <fmt/core.h>

#include <algorithm>
#include <sstream>

namespace cgp {

namespace {

// ` a b`: the parameters as arguments.
std::string spaced(const std::vector<std::string>& ps) {
  std::string args;
  for (const std::string& p : ps) args += " " + p;
  return args;
}

std::string z_binders(const std::vector<std::string>& ps) { return ps.empty() ? "" : " (" + spaced(ps).substr(1) + " : Z)"; }

bool mentions_nstar(const std::vector<SymPiece>& pieces, const CoqVars& vars) {
  for (const SymPiece& p : pieces)
    if (coq_sym_game(p.value, vars).find("nstar") != std::string::npos) return true;
  return false;
}

}  // namespace

std::string coq_pieces_definition(const std::string& name, const std::vector<std::string>& ps,
                                  const std::vector<SymPiece>& pieces, bool* uses_nstar, std::size_t part_size) {
  std::ostringstream out;
  const CoqVars id = coq_vars_identity(ps);
  *uses_nstar |= mentions_nstar(pieces, id);
  const std::string args = spaced(ps);
  for (std::size_t k = 0; k < pieces.size(); ++k)
    out << fmt::format("Definition {}_q{}{} : Prop * game := (({})%Z, {}).\n", name, k + 1, z_binders(ps),
                       coq_region_prop(pieces[k].where, id), coq_sym_game(pieces[k].value, id));
  auto list = [&](const std::string& list_name, std::size_t first, std::size_t last) {
    out << fmt::format("Definition {}{} : list (Prop * game) := [", list_name, z_binders(ps));
    for (std::size_t k = first; k < last; ++k) out << (k > first ? "; " : "") << fmt::format("{}_q{}{}", name, k + 1, args);
    out << "].\n";
  };
  const std::size_t parts = coq_pieces_parts(pieces.size(), part_size);
  if (parts == 1) {
    list(name + "_pieces", 0, pieces.size());
    return out.str();
  }
  std::vector<std::string> names;
  for (std::size_t j = 0; j < parts; ++j) {
    names.push_back(fmt::format("{}_part{}", name, j + 1));
    list(names.back(), j * part_size, std::min(pieces.size(), (j + 1) * part_size));
    names.back() += args;
  }
  out << fmt::format("Definition {}_pieces{} : list (Prop * game) :=\n  {}.\n", name, z_binders(ps),
                     coq_join(names, " ++\n  "));
  return out.str();
}

std::size_t coq_pieces_parts(std::size_t pieces, std::size_t part_size) {
  if (part_size == 0 || pieces <= part_size) return 1;
  return (pieces + part_size - 1) / part_size;
}

std::string coq_pieces_lemmas(const std::string& name, const std::vector<std::string>& ps,
                              const std::vector<SymPiece>& pieces) {
  std::ostringstream out;
  const CoqVars id = coq_vars_identity(ps);
  const std::string args = spaced(ps);
  const std::string implicit = ps.empty() ? "" : " {" + args.substr(1) + " : Z}";
  // The game's name must not be a parameter's: a state of seven blocks has
  // parameters a to g (the one-frog theorem on b = 6), and `{g : game}`
  // then hid the parameter g. Parameters are lower case, so G never is one;
  // g stays where no parameter has that name, so that no script written
  // before changes.
  const std::string g = std::find(ps.begin(), ps.end(), "g") == ps.end() ? "g" : "G";
  for (std::size_t k = 0; k < pieces.size(); ++k) {
    out << fmt::format("Lemma {0}_p{1}{2} {{{6} : game}} : holds ({0}_pieces{3}) {6} -> ({4})%Z -> {6} == {5}.\n", name,
                       k + 1, implicit, args, coq_region_prop(pieces[k].where, id), coq_sym_game(pieces[k].value, id),
                       g);
    out << fmt::format("Proof. intros H. exact (holds_at _ {} _ _ _ H eq_refl). Qed.\n", k);
  }
  return out.str();
}

std::string coq_piecewise_definition(const std::string& name, const std::vector<std::string>& ps,
                                     const std::vector<SymPiece>& pieces, bool* uses_nstar) {
  std::ostringstream out;
  const CoqVars id = coq_vars_identity(ps);
  const std::string zbinders = z_binders(ps);
  *uses_nstar |= mentions_nstar(pieces, id);
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
