#include "prover/family_report.h"

#include "symbolic/sym_game.h"

#include <fmt/core.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace cgp {

namespace {

std::string pieces_table(const std::vector<SymPiece>& pieces) {
  std::string out = "| value | where |\n|---|---|\n";
  for (const SymPiece& p : pieces)
    out += fmt::format("| `{}` | `{}` |\n", sym_game_to_string(p.value), region_to_string(p.where));
  return out;
}

std::string families_section(const StateSystem& sys, const FamilyProof& proof) {
  std::string out = "## The families\n\n";
  for (const FamilyEntry& e : sys.entries) {
    const std::string where = region_to_string_unless_true(e.where);
    out += fmt::format("`{}`{} is `{}` in terms of the states below.\n\n", tf_pattern_to_string(e.pattern),
                       where.empty() ? "" : " where `" + where + "`", state_call_to_string(sys, e.call));
    if (proof.status == FamilyProof::Status::Proved)
      out += "Its value, read off the theorem:\n\n" + pieces_table(family_entry_pieces(proof.conjecture, e)) + "\n";
  }
  return out;
}

std::string verification_section(const StateSystem& sys, const FamilyProof& proof) {
  std::string out = "## Verification\n\n";
  out += "1. **Coverage.** For every state the pieces above are pairwise disjoint and their union is the "
         "state's domain (exact isl set computations).\n";
  out += "2. **Induction steps.** Each recurrence case is cut by the preimages of the options' pieces under "
         "the options' argument maps; on each cell, the game built from the conjectured values of the options "
         "is compared symbolically with the conjectured value of the state.\n";
  out += "3. **Well-foundedness:** " + proof.induction.wellfounded + ".\n\n";
  out += fmt::format("{} induction steps:\n\n| state | where | options give | conjecture | equal |\n"
                     "|---|---|---|---|---|\n",
                     proof.induction.steps.size());
  for (const InductionStep& s : proof.induction.steps)
    out += fmt::format("| {} | `{}` | `{}` | `{}` | {} |\n", sys.states[s.state].name, region_to_string(s.where),
                       sym_game_to_string(s.built), sym_game_to_string(s.expected), s.equal ? "yes" : "**no**");
  return out + "\n";
}

std::string claims_section(const std::vector<ClaimCheck>& claims) {
  std::string out;
  for (const ClaimCheck& c : claims) {
    out += fmt::format("## The claim\n\n`{}` = `{}` where `{}`.\n\n", c.family, c.formula, region_to_string(c.where));
    if (!c.proved.empty())
      out += "The family's proved value there:\n\n" + pieces_table(c.proved) + "\n" +
             "Each piece was compared symbolically with the claimed formula on its region.\n\n";
    out += "**" + c.verdict + "**\n\n";
  }
  return out;
}

}  // namespace

std::string family_report_markdown(const StateSystem& sys, const FamilyProof& proof, double seconds,
                                   const std::vector<ClaimCheck>& claims) {
  const bool proved = proof.status == FamilyProof::Status::Proved;
  std::vector<std::string> patterns;
  for (const FamilyEntry& e : sys.entries) patterns.push_back(fmt::format("`{}`", tf_pattern_to_string(e.pattern)));
  std::string out = fmt::format("# The value of {} ({})\n\n", fmt::join(patterns, ", "), sys.game);
  out += proved ? fmt::format("**PROVED** by cgprove in {:.2f} s: every step below was checked.\n\n", seconds)
                : "**UNDECIDED**: " + proof.reason + "\n\n";
  out += claims_section(claims);
  out += families_section(sys, proof);
  out += "## States and recurrences (derived from the rules)\n\nParameters are integers >= 0. Each recurrence "
         "lists the Left and Right options of a state on a region of its domain.\n\n```\n" +
         state_system_to_text(sys) + "```\n\n";
  out += "## Conjectured values (guessed from computed data)\n\n";
  if (!proof.conjecture_note.empty())
    out += "The conjectures are " + proof.conjecture_note +
           ". The verification below checks them on the states above, like guessed ones.\n\n";
  for (std::size_t i = 0; i < sys.states.size() && i < proof.conjecture.size(); ++i)
    out += fmt::format("### {}({}) = {}\n\n", sys.states[i].name, fmt::join(sys.states[i].params, ","),
                       tf_pattern_to_string(sys.states[i].pattern)) +
           pieces_table(proof.conjecture[i]) + "\n";
  if (proved || !proof.induction.steps.empty()) out += verification_section(sys, proof);
  if (proved)
    out += "## Conclusion\n\nBy strong induction on the measure, each state's value is its conjectured "
           "formula at every point of its domain; hence the families' values above.\n";
  return out;
}

}  // namespace cgp
