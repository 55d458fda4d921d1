#include "cli/theorem_output.h"

#include "symbolic/sym_game.h"

#include <fmt/core.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace cgp::cli {

namespace {

bool proved(const TfTheorem& t) { return t.proof.status == FamilyProof::Status::Proved; }

}  // namespace

void print_pieces(const std::vector<SymPiece>& pieces) {
  for (const SymPiece& p : pieces)
    fmt::print("    = {:<24} when {}\n", sym_game_to_string(p.value), region_to_string(p.where));
}

Json pieces_json(const std::vector<SymPiece>& pieces) {
  Json out = Json::array();
  for (const SymPiece& p : pieces)
    out.push_back(Json{{"where", region_to_string(p.where)}, {"value", sym_game_to_string(p.value)}});
  return out;
}

Json theorem_json(const TfTheorem& t, double seconds) {
  Json out{{"status", proved(t) ? "proved" : "undecided"}};
  if (!proved(t)) out["reason"] = t.proof.reason;
  if (!t.proof.conjecture_note.empty()) out["conjectures_from"] = t.proof.conjecture_note;
  Json families = Json::array();
  for (const FamilyEntry& e : t.sys.entries) {
    Json f{{"pattern", tf_pattern_to_string(e.pattern)}, {"where", region_to_string(e.where)}, {"state", state_call_to_string(t.sys, e.call)}};
    if (proved(t)) f["pieces"] = pieces_json(family_entry_pieces(t.proof.conjecture, e));
    families.push_back(f);
  }
  out["families"] = families;
  Json states = Json::array();
  for (std::size_t i = 0; i < t.sys.states.size(); ++i) {
    const FamilyState& s = t.sys.states[i];
    Json st{{"name", s.name}, {"pattern", tf_pattern_to_string(s.pattern)}, {"params", s.params}};
    if (const std::string domain = region_to_string_unless_true(s.domain); !domain.empty()) st["domain"] = domain;
    if (i < t.proof.conjecture.size()) st["pieces"] = pieces_json(t.proof.conjecture[i]);
    states.push_back(st);
  }
  out["states"] = states;
  out["seconds"] = seconds;
  return out;
}

void print_theorem_text(const TfTheorem& t, double seconds) {
  for (const FamilyEntry& e : t.sys.entries) {
    const std::string where = region_to_string_unless_true(e.where);
    fmt::print("Family {}{} = {}\n", tf_pattern_to_string(e.pattern), where.empty() ? "" : "  (" + where + ")",
               state_call_to_string(t.sys, e.call));
    if (proved(t)) print_pieces(family_entry_pieces(t.proof.conjecture, e));
  }
  if (!t.sys.states.empty()) fmt::print("\nStates\n");
  for (std::size_t i = 0; i < t.sys.states.size(); ++i) {
    const FamilyState& s = t.sys.states[i];
    const std::string domain = region_to_string_unless_true(s.domain);
    fmt::print("{}({}) = {}{}\n", s.name, fmt::join(s.params, ","), tf_pattern_to_string(s.pattern),
               domain.empty() ? "" : "  on " + domain);
    if (i < t.proof.conjecture.size()) print_pieces(t.proof.conjecture[i]);
  }
  if (proved(t))
    fmt::print("\nPROVED in {:.2f} s: {} states, {} induction steps checked symbolically; the pieces cover every "
               "state's domain; well-founded by {}.\n",
               seconds, t.sys.states.size(), t.proof.induction.steps.size(), t.proof.induction.wellfounded);
  if (proved(t) && !t.proof.conjecture_note.empty())
    fmt::print("The conjectures are {}; the induction checked them on this family's own states.\n",
               t.proof.conjecture_note);
  if (!proved(t))
    fmt::print("\nUNDECIDED: {}\n", t.proof.reason);
}

}  // namespace cgp::cli
