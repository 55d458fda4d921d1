#include "proofs/export/coq_shift.h"

#include "proofs/export/coq_terms.h"

#include <fmt/core.h>

namespace cgp {

namespace {

// The lambda variable of the shift functions; two letters, so never a
// state parameter (a, b, ..., a1, ...).
constexpr const char* kVar = "sh";

// The function sh |-> g + sh as a Coq term (CGProve.Shift.node for nodes).
std::string shift_function(const CoqGame& g, const CoqVars& vars) {
  if (g.num) {
    const std::string n = coq_z(g.x.n, vars);
    return g.x.k == 0 ? fmt::format("(fun {0} => int ({1} + {0}))", kVar, n)
                      : fmt::format("(fun {0} => dyadic ({1} + {0} * pw {2}) {2})", kVar, n, g.x.k);
  }
  std::vector<std::string> l, r;
  for (const CoqGame& o : g.l) l.push_back(shift_function(o, vars));
  for (const CoqGame& o : g.r) r.push_back(shift_function(o, vars));
  return "(node [" + coq_join(l, "; ") + "] [" + coq_join(r, "; ") + "])";
}

class ShiftProof {
 public:
  ShiftProof(const Region& where, const CoqVars& vars) : where_(where), vars_(vars) {}

  // A proof of `shifts F` for F = shift_function(g).
  std::string shifts(const CoqGame& g) {
    if (g.num) return g.x.k == 0 ? "apply shifts_int" : "apply shifts_dyadic";
    const auto [i, up] = witness(g, g.l, Affine(1));
    const auto [j, down] = witness(g, g.r, Affine(-1));
    return fmt::format(
        "apply (shifts_node_nth _ _ {} {}); [{} | {} | simpl; lia | simpl; lia | unfold node; cbn [nth map]; {} | "
        "unfold node; cbn [nth map]; {}]",
        i, j, all(g.l), all(g.r), up, down);
  }

 private:
  // The first option o (of g's Left options, by = 1, or Right, by = -1)
  // with g <= o + 1, resp. o - 1 <= g, on the whole region; and its proof.
  std::pair<std::size_t, std::string> witness(const CoqGame& g, const std::vector<CoqGame>& options,
                                              const Affine& by) {
    for (std::size_t i = 0; i < options.size(); ++i) {
      const CoqGame moved = coq_shift(options[i], by);
      const bool up = by == Affine(1);
      if (auto t = coq_le_tactic(up ? g : moved, up ? moved : g, where_, vars_)) return {i, *t};
    }
    throw CoqExportError("an integer offset cannot be added to a claimed value leaf by leaf: no option of a node "
                         "witnesses the translation on " + region_to_string(where_));
  }

  std::string all(const std::vector<CoqGame>& options) {
    std::string out;
    for (const CoqGame& o : options) out += "apply Forall_cons; [" + shifts(o) + " | ";
    out += "apply Forall_nil";
    for (std::size_t i = 0; i < options.size(); ++i) out += "]";
    return out;
  }

  const Region& where_;
  const CoqVars& vars_;
};

}  // namespace

CoqGame coq_shift(const CoqGame& g, const Affine& c) {
  CoqGame out = g;
  if (g.num) {
    out.x.n = g.x.n + Dyadic(long(1) << g.x.k) * c;
    return out;
  }
  for (CoqGame& o : out.l) o = coq_shift(o, c);
  for (CoqGame& o : out.r) o = coq_shift(o, c);
  return out;
}

std::string coq_game_term(const CoqGame& g, const CoqVars& vars) {
  if (g.num) return coq_num_term(g.x, vars);
  std::vector<std::string> l, r;
  for (const CoqGame& o : g.l) l.push_back(coq_game_term(o, vars));
  for (const CoqGame& o : g.r) r.push_back(coq_game_term(o, vars));
  return "Game [" + coq_join(l, "; ") + "] [" + coq_join(r, "; ") + "]";
}

std::string coq_shift_tactic(const CoqGame& g, const Region& where, const CoqVars& vars) {
  ShiftProof p(where, vars);
  return fmt::format("apply (shifts_at {}); [{} | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq]",
                     shift_function(g, vars), p.shifts(g));
}

}  // namespace cgp
