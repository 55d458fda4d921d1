// TfStrategy: a winning-strategy certificate for one half of a claim about a
// Toads-and-Frogs family, G >= X or G <= X, the proof object that the
// strategy closure (families/toads_frogs/strategy.h) writes and the kernel
// (kernel/tf_strategy.h) checks.
//
// Why: a closure needs the value of every position a family reaches, and
// for Erickson's first conjecture, T^a __ F^b, those positions need 2b + 4
// blocks (README, "Strategies need bounded shapes"). A claim G >= X needs
// less: G - X >= 0 says that Left wins G - X moving second, so it is enough
// to give, for every Right move (in G, or in -X), one Left answer after
// which Left still wins moving second. Those positions stay within 12
// blocks for every b measured.
//
// A node is a board pattern P over its parameters, a comparison form Y and a
// domain. Its claim, on every point of the domain: P - Y >= 0 when Left
// answers (left_answers), P - Y <= 0 when Right does. Its threats are the
// opponent's moves in P - Y: every board move the rules give (the kernel
// lifts them again), and every move in -Y; each threat lists answers on
// regions that partition the threat's, each one answerer move (in the board
// or in -Y) to a node's claim at affine arguments. Every step is two moves
// of the finite game P - Y, so induction on that game proves every node's
// claim from its threats' answers; a node whose opponent has no move holds
// outright.
//
// Forms. The claim's own tree (the user's X, as typed) is a game form whose
// number leaves are integers affine in the claim's parameters, renamed z1,
// z2, ... so they never meet a board's parameters (a, b, c, ...). Once the
// play reaches a number leaf the form is an integer n, or n* = {n|n}, held
// as sign * y1 with y1 >= 0 (the default domain has no negative parameter).
// A board's Terminal Toads offset k (tf_norm_strip: the board is its core
// plus k) is folded into an integer form, n - k, which is the same value; a
// tree form is the tree plus sign * y1, and takes the offset the same way.
#pragma once

#include "families/state_system.h"
#include "symbolic/sym_game.h"

#include <map>
#include <string>
#include <vector>

namespace cgp {

enum class TfFormKind { kTree, kInt, kIntStar };

struct TfForm {
  TfFormKind kind = TfFormKind::kInt;
  std::size_t tree = 0;  // kTree: index into TfStrategy::trees (over z1, z2, ...)
  int sign = 1;          // the value is sign * y1 (plus * for kIntStar, plus the tree for kTree)
  // The sign counts for a tree too: its value is the tree plus sign * y1,
  // so a node of one sign cannot take an answer of the other (it did, and
  // the kernel rejected Erickson's third by strategies at one point).
  bool operator==(const TfForm& o) const {
    return kind == o.kind && sign == o.sign && (kind != TfFormKind::kTree || tree == o.tree);
  }
};

// The parameter that holds an integer form's magnitude, and the claim's i-th
// parameter (0-based) in a tree form's nodes.
inline const char* tf_form_int_param() { return "y1"; }
inline std::string tf_form_claim_param(std::size_t i) {
  std::string name = std::to_string(i + 1);
  name.insert(name.begin(), 'z');  // (not "z" + ...: a GCC 12 -Wrestrict false positive)
  return name;
}

// Where a move is made: on the board, or in the comparison form -Y.
enum class TfMoveIn { kBoard, kForm };

// An answer on `region`: the answerer's option `index` (in the order the
// rules list the moves of the board after the threat, lifted on the
// threat's region; or in the order of the form's options), whose board is
// the target's board at `args` plus strip's offset, and whose form, offset
// folded in, is the target's form at `args`.
struct TfStrategyAnswer {
  Region region;
  TfMoveIn in = TfMoveIn::kBoard;
  std::size_t index = 0;
  std::size_t target = 0;
  std::map<std::string, Affine> args;  // the target's params in the node's
  TfStrip strip;                       // the answer's board (tf_norm_strip)
};

// One opponent move on `region`: option `index` of the board's lift case
// `lift_case` (board), or of the form (form). Its answers partition region.
struct TfStrategyThreat {
  TfMoveIn in = TfMoveIn::kBoard;
  std::size_t lift_case = 0;
  std::size_t index = 0;
  Region region;
  std::vector<TfStrategyAnswer> answers;
};

struct TfStrategyNode {
  std::string name;                 // s1, s2, ...
  TfPattern pattern;                // over the board params (a, b, ...)
  std::vector<std::string> params;  // the board params, then z1.. (tree) or y1
  TfForm form;
  Region domain;                    // over params
  std::vector<TfStrategyThreat> threats;
};

struct TfStrategy {
  bool left_answers = true;  // G >= X; else G <= X
  TfPattern pattern;         // the user's G, over the user's params
  SymGame claim;             // the user's X, over the same params
  Region where;              // the user's region
  std::vector<SymGame> trees;          // the claim's subtrees over z1, z2, ...; trees[0] is the claim
  std::vector<std::string> claim_params;  // the user's params; the i-th is z(i+1) in trees
  // The entry: on `where`, G - X is node `entry.target` at entry.args (over
  // the user's params), G being the target's board plus entry.strip's offset.
  TfStrategyAnswer entry;
  std::vector<TfStrategyNode> nodes;
};

// The nodes, one line each, with their threats' count: for a report.
std::string tf_strategy_summary(const TfStrategy& s);

}  // namespace cgp
