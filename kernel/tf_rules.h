// The kernel's check that a Toads-and-Frogs state system says what the rules
// say. The closure (families/toads_frogs) wrote the system; a bug there (a move lost,
// a wrong Terminal Toads offset, a state matched at the wrong arguments)
// must never become a theorem, so nothing it computed is taken on trust:
//
//  * every recurrence case is lifted again from the rules on its own region
//    (games/toads_frogs/pattern_moves.h, which runs the one concrete move
//    generator on skeletons); option k of the case must be the k-th move, and
//    there must be as many options as moves, on every shape of the region;
//  * each option's strip certificate (StateOption::strip) must rebuild the
//    move's board exactly, with lengths >= 0 on the case; the stripped board
//    must be the target state's board at the option's arguments (or have no
//    pieces, for an integer option); and the offset must be the one the lemma
//    tf_norm_strip (proofs/lib/toads_frogs/TfNormal.v) gives. That lemma has no side
//    conditions and never raises the potential of a board;
//  * after the strip, each dead wall (StateOption::walls, TfWallStep) must
//    stand at its end of the stripped board with its side conditions true on
//    the whole case (toads >= 2 and frogs >= 1 at the right end, toads >= 1
//    and frogs >= 2 at the left), and the rest must be its own strip's board;
//    removing a wall only deletes pieces and squares at an end, so it never
//    raises the potential either;
//  * every family entry is checked the same way, its raw board being the
//    user's pattern.
// Boards are compared block by block after dropping blocks that are 0 on the
// whole region and merging neighbours, lengths by exact region implication.
#pragma once

#include "families/state_system.h"

#include <optional>
#include <string>

namespace cgp {

// True when every case and entry of `sys` checks; otherwise false with the
// state, the case region and the option that failed in `why`.
bool kernel_tf_check_rules(const StateSystem& sys, std::string& why);

// The same check on one recurrence case `c` of state `s` (one conjunct of
// kernel_tf_check_rules; the mutation suite asks it first about the case it
// changed, since a false here is a false there).
bool kernel_tf_check_case(const StateSystem& sys, const FamilyState& s, const RecurrenceCase& c, std::string& why);

// The pieces of the check above that the strategy check (kernel/tf_strategy.h)
// shares: lhs op rhs on every point of where (parameters of neither side
// outside where's); two boards equal on where (blocks 0 there dropped,
// neighbours merged, lengths equal there); a strip's lengths >= 0 on where.
bool kernel_tf_holds_on(const Region& where, const Affine& lhs, CmpOp op, const Affine& rhs);
bool kernel_tf_same_board(const TfPattern& x, const TfPattern& y, const Region& where);
bool kernel_tf_strip_lengths_ok(const TfStrip& s, const Region& where);

// The offset tf_norm_strip gives for a strip, or nullopt when a product of
// two symbolic lengths would make it non-affine.
std::optional<Affine> kernel_tf_strip_offset(const TfStrip& strip);

// The board a strip stands for (the raw move) and the board it leaves.
TfPattern kernel_tf_strip_board(const TfStrip& strip);
TfPattern kernel_tf_stripped_board(const TfStrip& strip);

}  // namespace cgp
