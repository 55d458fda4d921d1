// Families written slice by slice (TfScriptWriter::slice_families) and the
// theorem that joins the slices into the claim as typed.
#include "proofs/export/coq_poly.h"
#include "proofs/export/toads_frogs/tf_family_writer.h"

namespace cgp::tf_export {

void TfScriptWriter::slice_families() {
  // The claim on a slice: with products, the slice's pins substituted.
  auto slice_claim = [&](const Region& where) -> SymGame {
    const std::optional<SymGame> affine =
        poly_game_as_sym(poly_game_substitute(*req_.poly_claim, region_pinned_params(where)));
    if (affine) return *affine;
    throw CoqExportError(fmt::format(
        "on {} the claim {} keeps products of parameters, which no Coq script proves yet (the induction's values "
        "are affine): pin the parameters of the products (--where \"...==N\"), or bound them to a few values",
        region_to_string(where), poly_game_to_string(*req_.poly_claim)));
  };
  // A union of regions has a select of several pieces as its value, which
  // sliced_theorem cannot equate with the claim by unfolding both. Where the
  // region pins the parameters itself (one slice), such a claim is stated
  // as the slice's, with the pins substituted, as it was before claims were
  // stated as typed.
  const bool one_union = sys_.entries.size() == 1 && coq_region_disjuncts(sys_.entries[0].where).size() != 1;
  sliced_ = req_.families.size() == 1 && (sys_.entries.size() > 1 || req_.poly_claim) && !one_union;
  if (!sliced_) {
    if (req_.poly_claim && req_.families.size() != 1)
      throw std::logic_error("tf_family_scripts: a polynomial claim of several families");
    families_ = req_.families;
    claims_.assign(families_.size(), req_.poly_claim ? std::optional<SymGame>(slice_claim(sys_.entries[0].where))
                                                     : req_.claim);
    return;
  }
  for (const FamilyEntry& e : sys_.entries) {
    families_.push_back(TfFamily{req_.families.front().pattern, e.where});
    claims_.push_back(req_.poly_claim ? std::optional<SymGame>(slice_claim(e.where)) : req_.claim);
    if (claims_.back() && coq_region_disjuncts(e.where).size() != 1)
      throw CoqExportError(fmt::format("the slice {} of the region is a union of regions, which the join of the "
                                       "slices does not write yet: give each part its own --where",
                                       region_to_string(e.where)));
  }
}

// `_b4` for the slice that pins b to 4 (`_a1_b4` for two pins), or the
// slice's number when that would not be a name of its own.
std::string TfScriptWriter::slice_suffix(std::size_t f) const {
  auto pins_of = [&](std::size_t g) {
    std::string out;
    for (const std::string& p : tf_pattern_params(families_[g].pattern)) {
      const auto pins = region_pinned_params(families_[g].where);
      const auto it = pins.find(p);
      if (it == pins.end()) continue;
      const Affine& v = it->second;
      if (!v.is_constant() || !v.constant().is_integer() || v.constant().sign() < 0) return std::string();
      out += "_" + p + v.constant().to_string();
    }
    return out;
  };
  const std::string mine = pins_of(f);
  bool unique = !mine.empty();
  for (std::size_t g = 0; g < families_.size() && unique; ++g) unique = g == f || pins_of(g) != mine;
  return unique ? mine : "_slice" + std::to_string(f + 1);
}

// The claim as typed, on the typed family's region: each point lies in one
// slice (a disjunction lia proves from the region), whose theorem gives the
// value with the pins substituted, equal to the typed claim there by
// arithmetic on the leaves (f_equal, then lia with the pins as constants).
void TfScriptWriter::sliced_theorem() {
  const TfFamily& typed = req_.families.front();
  const std::vector<std::string> ps = tf_pattern_params(typed.pattern);
  const CoqVars id = coq_vars_identity(ps), zv = z_of_nat(ps);
  const Region where = region_align(typed.where, ps);
  const std::string board = applied("family_board", coq_join(ps, " "));
  line(0, "(* ------------------------------------------------------------------ *)");
  line(0, "(* The claim as typed, on the whole region, from its slices          *)\n");
  line(0, fmt::format("Definition family_board{} : board := {}.  (* {} *)", binders(ps, "nat"),
                      tf_board_expr(typed.pattern, identity(ps)), tf_pattern_to_string(typed.pattern)));
  const std::string value = req_.poly_claim ? coq_poly_game(*req_.poly_claim, id) : coq_sym_game(*req_.claim, id);
  line(0, fmt::format("Definition family_value{} : game := {}.", binders(ps, "Z"), value));
  const bool restricted = !region_is_universe(where);
  const std::string stmt =
      fmt::format("{}{}tf_game {} == {}", ps.empty() ? "" : "forall " + coq_join(ps, " ") + ", ",
                  restricted ? "(" + coq_region_prop(where, zv) + ")%Z -> " : "", tf_paren(board),
                  "family_value" + z_of_nat_args(ps));
  line(0, fmt::format("Theorem {} : {}.", req_.name, stmt));
  line(0, "Proof.");
  std::vector<std::string> intro = ps;
  if (restricted) intro.push_back("Hw");
  if (!intro.empty()) line(2, "intros " + coq_join(intro, " ") + ".");
  std::vector<std::string> slices;
  for (const TfFamily& s : families_) slices.push_back("(" + coq_region_prop(region_align(s.where, ps), zv) + ")");
  line(2, fmt::format("assert (Hs : ({})%Z) by zlia.", coq_join(slices, " \\/ ")));
  if (families_.size() > 1) {
    std::string nested = "Hs";
    for (std::size_t k = 1; k < families_.size(); ++k) nested = "Hs|" + (k == 1 ? nested : "[" + nested + "]");
    line(2, fmt::format("destruct Hs as [{}].", nested));
  }
  for (std::size_t f = 0; f < families_.size(); ++f) {
    line(2, families_.size() > 1 ? "-" : "{");
    line(4, fmt::format("eapply eqv_trans; [exact ({} Hs) |].", applied(theorem_name(f), coq_join(ps, " "))));
    for (const auto& [p, v] : region_pinned_params(region_align(families_[f].where, ps)))
      line(4, fmt::format("(assert ({} = {}%nat) by zlia); subst {}.", p, tf_nat_expr(v), p));
    line(4, fmt::format("match goal with |- ?x == ?y => replace y with x by (unfold {}_value, family_value; repeat "
                        "(first [zlia | f_equal])); apply eqv_refl end.",
                        family_name(f)));
    if (families_.size() == 1) line(2, "}");
  }
  line(0, "Qed.\n");
}

}  // namespace cgp::tf_export
