#include "prover/chomp/report.h"


#include "games/chomp/chomp_top_rows.h"

#include <cstdio>
#include <sstream>

namespace cgp {

namespace {

std::string fixed(double seconds) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", seconds);
  return buf;
}

// `text` in Markdown code quotes.
std::string code(const std::string& text) {
  std::string s(1, '`');
  s += text;
  s += '`';
  return s;
}

// " for b>=2", " for every b", or nothing for a single position.
std::string where_suffix(const ChompPPiece& p) {
  if (p.where.params().empty()) return "";
  if (const std::string where = region_to_string_unless_true(p.where); !where.empty()) return " for " + where;
  std::string every = " for every";
  for (const std::string& name : p.where.params()) every.append(" ").append(name);
  return every;
}

std::string p_piece_text(const ChompPPiece& p) { return code(chomp_pattern_to_string(p.pattern)) + where_suffix(p); }

// The theorem table and the proof, shared by both reports.
void theorem_and_proof(std::ostringstream& md, const ChompProof& proof) {
  const int rows = proof.rows;
  md << "Positions are written top row first, as in Cho's paper: `[2,b,b+2]` has a top row of 2 cells, "
        "a middle row of b cells and a poison (bottom) row of b+2 cells. A row of length 0 is absent. "
        "Within a top row, " << (rows == 3 ? "b is the middle row and c the poison row" : "c is the poison row")
     << "; columns are counted from 0, so biting a row at column k leaves it (and every row above it) at most k "
        "cells long.\n\n";
  md << "## Theorem\n\nA Chomp position with at most " << rows << " rows and top row at most " << proof.top_max()
     << " is a P-position (the player to move loses) if and only if it is listed here.\n\n";
  md << "| top row | P-positions |\n|---|---|\n";
  for (const ChompTopProof& t : proof.tops) {
    md << "| " << t.top << " | ";
    if (t.p_pieces.empty()) md << "none";
    for (std::size_t i = 0; i < t.p_pieces.size(); ++i) md << (i ? ", " : "") << p_piece_text(t.p_pieces[i]);
    md << " |\n";
  }
  md << "\n## Proof\n\nEvery move removes a cell and never lengthens a row, so it leads to a top row no longer "
        "than before. For every top row r the checker verified with isl, exactly:\n\n"
        "1. every P piece of r consists of positions with top row r;\n"
        "2. the N pieces of r are positions with top row r outside the P pieces, and P and N pieces together "
        "cover every position with top row r;\n"
        "3. the winning move of every N piece is legal at each of its points and leaves a position of the named "
        "P piece;\n"
        "4. no move (the rules as an isl relation, the bitten column a bound variable) leads from a P piece of r "
        "to a P piece of a top row <= r.\n\n"
        "By induction on the number of cells, positions in P pieces have only N options (4) and all others have "
        "a move to a P-position (2, 3): the P pieces are exactly the P-positions.\n\n";
  for (const ChompTopProof& t : proof.tops) {
    md << "### Top row " << t.top << "\n\n";
    md << "P pieces:";
    if (t.p_pieces.empty()) md << " none";
    md << "\n\n";
    for (std::size_t i = 0; i < t.p_pieces.size(); ++i) md << "- P" << i << ": " << p_piece_text(t.p_pieces[i]) << "\n";
    md << "\nN pieces and their winning moves:\n\n| positions | winning move | into |\n|---|---|---|\n";
    for (const ChompNPiece& n : t.n_pieces)
      md << "| " << region_to_string(n.region) << " | " << chomp_move_to_string(proof, n.move) << " | top row "
         << n.move.target_top << ", P" << n.move.target_piece << " |\n";
    md << "\n";
  }
  const ChompCheckSummary& s = proof.summary;
  md << "## Checks performed\n\n"
     << "- top rows: " << proof.tops.size() << " (0 to " << proof.top_max() << "), " << s.p_pieces << " P pieces, "
     << s.n_pieces << " N pieces\n"
     << "- winning moves verified (3): " << s.moves_checked << "\n"
     << "- covers verified (1, 2): " << s.coverage_checks << "\n"
     << "- no-move-between-P-positions checks (4): " << s.no_p_to_p_checks << "\n"
     << "- checking time: " << fixed(s.seconds) << " s\n";
}

}  // namespace

std::string chomp_position_to_string(const std::vector<long>& position) {
  std::string s = "[";
  for (std::size_t j = position.size(); j-- > 0;) {
    s += std::to_string(position[j]);
    if (j) s += ',';
  }
  return s + "]";
}

std::string chomp_piece_text(const ChompPPiece& piece) {
  return chomp_pattern_to_string(piece.pattern) + where_suffix(piece);
}

std::string chomp_piece_where(const ChompPPiece& piece) {
  return piece.where.params().empty() ? "true" : region_to_string(piece.where);
}

std::string chomp_move_to_string(const ChompProof& proof, const ChompWitnessMove& move) {
  const ChompPPiece& target =
      proof.tops.at(static_cast<std::size_t>(move.target_top)).p_pieces.at(static_cast<std::size_t>(move.target_piece));
  ChompPattern left;
  for (const Affine& row : target.pattern.rows) left.rows.push_back(affine_substitute(row, move.target_args));
  return chomp_row_name(proof.rows, move.row) + " at column " + affine_to_string(move.column) + ", leaving " +
         code(chomp_pattern_to_string(left));
}

std::string chomp_claim_to_string(const ChompClaim& claim, bool markdown) {
  const std::string pattern = chomp_pattern_to_string(claim.family.pattern);
  std::string s = (markdown ? code(pattern) : pattern) + " is " +
                  (claim.claims_p ? "a P-position" : "an N-position");
  if (claim.family.params.empty()) return s;
  if (const std::string where = region_to_string_unless_true(claim.family.domain); !where.empty())
    return s + " for " + where;
  s += " for every";
  for (const std::string& name : claim.family.params) s.append(" ").append(name);
  return s;
}

std::string chomp_prove_markdown(const ChompProof& proof, double seconds) {
  std::ostringstream md;
  md << "# The P-positions of " << proof.rows << "-row Chomp with top row at most " << proof.top_max() << "\n\n";
  md << (proof.checked ? "**PROVED**: every step checked with isl" : "**NOT CHECKED**") << ", in " << fixed(seconds)
     << " s.\n\n";
  theorem_and_proof(md, proof);
  return md.str();
}

std::string chomp_claim_markdown(const ChompClaim& claim, const ChompClaimOutcome& outcome) {
  std::ostringstream md;
  md << "# Claim: " << chomp_claim_to_string(claim, true) << "\n\n";
  using S = ChompClaimOutcome::Status;
  if (outcome.status == S::undecided) {
    md << "**UNDECIDED**: " << outcome.reason << "\n";
    return md.str();
  }
  if (outcome.status == S::proved) {
    md << "**PROVED** in " << fixed(outcome.seconds) << " s.\n\n";
  } else {
    const ChompCounterexample& cx = *outcome.counterexample;
    md << "**REFUTED** in " << fixed(outcome.seconds) << " s. The least counterexample is at ";
    std::string at;
    for (const auto& [name, value] : cx.params) {
      if (!at.empty()) at += ", ";
      at += name;
      at += '=';
      at += std::to_string(value);
    }
    md << (at.empty() ? "the position" : at) << ": `" << chomp_position_to_string(cx.position) << "` is ";
    if (cx.winning_move) md << "an N-position: moving to `" << chomp_position_to_string(*cx.winning_move) << "` wins.\n\n";
    else md << "a P-position.\n\n";
  }
  md << "The claim's positions have at most 3 rows and top row at most " << outcome.proof.top_max()
     << ". The theorem below characterises the P-positions of all those top rows (the auxiliary "
        "characterisations the claim needs); the claim's positions were then checked with isl to lie "
     << (claim.claims_p ? "inside" : "outside") << " its P pieces.\n\n";
  theorem_and_proof(md, outcome.proof);
  return md.str();
}

}  // namespace cgp
