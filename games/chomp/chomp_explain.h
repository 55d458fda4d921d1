// Why a Chomp position is won or lost, in the style of Cho's "Winning
// Strategies for the Game of Chomp": a winning move, and for every reply of
// the opponent the P-position it is "blocked by", named by a classical rule
// when one applies. Every status comes from one ChompTable of the position.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "games/chomp/chomp_position.h"
#include "games/chomp/chomp_table.h"

namespace cgp {

// Classical rules that show by themselves that a position is P.
enum class ChompPRule {
  kNone,        // no classical rule: the table says P
  kPoison,      // [1]: only the poison cell is left
  kTwoRows,     // [n+1,n]: answer every move by restoring [m+1,m] (Cho, Prop. 2.1)
  kTwoColumns,  // the transpose of [n+1,n] (the same rule turned)
  kEqualL,      // [n,1,...,1] with n rows: mirror every move (Cho, Prop. 2.2, square rule)
};

ChompPRule chomp_classical_p_rule(std::span<const int> rows);
std::string_view chomp_rule_id(ChompPRule r);      // "poison", "two-rows", "two-columns", "equal-L"; "" for kNone
std::string_view chomp_rule_reason(ChompPRule r);  // one sentence; "" for kNone

struct ChompCell {
  int row = 0, col = 0;  // 0-based; (0, 0) is the poison cell
  friend bool operator==(const ChompCell&, const ChompCell&) = default;
};

// The cell whose bite turns `from` into its option `to`.
ChompCell chomp_bite_cell(std::span<const int> from, std::span<const int> to);

struct ChompReply {
  ChompCell cell;         // the opponent's bite
  ChompPosition leaves;   // the N-position it leaves
  ChompCell answer_cell;  // the bite from `leaves` to the group's answer
};

// Replies that are all blocked by the same P-position.
struct ChompAnswerGroup {
  ChompPosition answer;
  ChompPRule rule = ChompPRule::kNone;  // why `answer` is P, when a classical rule says so
  std::vector<ChompReply> replies;
};

struct ChompExplanation {
  ChompPosition position;
  bool is_p = false;
  std::vector<ChompPosition> winning_moves;  // every winning move (positions left); empty iff is_p
  ChompCell move_cell;                       // N only: the winning move explained
  // The P-position whose every move is answered: the position itself, or
  // what the explained winning move leaves.
  ChompPosition defended;
  ChompPRule defended_rule = ChompPRule::kNone;
  // Every move from `defended` exactly once, grouped by the answer chosen
  // (greedily: rule answers first, then the answers that block most replies).
  std::vector<ChompAnswerGroup> groups;
  std::uint64_t table_bytes = 0;
};

// Positions beyond this many cells are refused: each reply's options are
// scanned for answers, cells^2 lookups in all.
inline constexpr std::int64_t kChompMaxExplainCells = 20000;

// p must be valid. Fails (one-line message) when p is too large for the table
// or above kChompMaxExplainCells.
std::variant<ChompExplanation, std::string> explain_chomp(const ChompPosition& p,
                                                        const ChompTableProgress& progress = {});

bool chomp_is_rectangle(const ChompPosition& p);

}  // namespace cgp
