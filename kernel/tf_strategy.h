// The kernel's check of a strategy certificate (families/tf_strategy.h): one
// half of a claim about a Toads-and-Frogs family, G >= X or G <= X on a
// region, proved by a winning strategy of the answering player in G - X.
//
// Nothing the strategy closure computed is taken on trust:
//  * each node's threats are the opponent's moves the kernel lifts again
//    from the rules on the node's domain (games/toads_frogs/pattern_moves.h)
//    and the moves of the node's form that it computes itself, in order,
//    on exactly those regions;
//  * each answer is a move the kernel lifts again (on the board after the
//    threat) or computes (in the form), on a region inside one lift case;
//    the answers of a threat cover its region;
//  * the answer's board is its strip's board, and the stripped board is the
//    target's board at the answer's arguments (the rules check's own
//    comparisons, kernel/tf_rules.h); the form after the two moves, minus
//    the strip's offset, is the target's form at those arguments (the same
//    tree of the claim at equal z's, or equal integers); the arguments map
//    the answer's region into the target's domain;
//  * the entry is G and the claim X as given, stripped into a node the same
//    way on the whole region.
// Then every node's claim holds on its domain, by induction on the board's
// potential (every move lowers it, a strip never raises it) and then on the
// form's size (an answer that leaves the board alone must have offset 0, so
// its two form moves shrink the form); a node whose opponent has no move
// holds outright. So the entry's claim, G - X >= 0 (or <= 0) on the region.
#pragma once

#include "families/tf_strategy.h"

#include <string>

namespace cgp {

// True when `s` is a certificate of g >= x (left_answers) or g <= x on every
// point of where: s must state exactly that claim. Otherwise false, with the
// node, threat and answer that failed in `why`.
bool kernel_tf_check_strategy(const TfStrategy& s, const TfPattern& g, const SymGame& x, const Region& where,
                              bool left_answers, std::string& why);

}  // namespace cgp
