#include "proofs/export/toads_frogs/tf_value_script.h"

#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/moves.h"
#include "proofs/export/coq_terms.h"
#include "symbolic/notation_print.h"

#include <fmt/core.h>

#include <map>
#include <set>
#include <vector>

namespace cgp {

namespace {

// Every position reachable from root, each after its options (post-order).
std::vector<TfPosition> reachable_post_order(const TfPosition& root, std::size_t limit) {
  std::vector<TfPosition> order;
  std::set<TfKey> seen;
  struct Frame {
    TfPosition p;
    std::vector<TfPosition> next;
    std::size_t i = 0;
  };
  auto options = [](const TfPosition& p) {
    std::vector<TfPosition> all = left_options(p);
    for (const TfPosition& q : right_options(p)) all.push_back(q);
    return all;
  };
  std::vector<Frame> stack;
  seen.insert(root.key());
  stack.push_back({root, options(root)});
  while (!stack.empty()) {
    Frame& f = stack.back();
    if (f.i < f.next.size()) {
      const TfPosition q = f.next[f.i++];
      if (!seen.insert(q.key()).second) continue;
      if (seen.size() > limit)
        throw CoqExportError(fmt::format("more than {} positions are reachable from {}: the script would be too long",
                                         limit, root.to_string()));
      stack.push_back({q, options(q)});
      continue;
    }
    order.push_back(f.p);
    stack.pop_back();
  }
  return order;
}

std::string values_text(GameStore& store, const std::vector<GameId>& values) {
  std::string out;
  for (std::size_t i = 0; i < values.size(); ++i) out += (i ? ", " : "") + game_to_string(store, values[i]);
  return out;
}

std::string positions_text(const std::vector<TfPosition>& ps) {
  std::string out;
  for (std::size_t i = 0; i < ps.size(); ++i) out += (i ? ", " : "") + ps[i].to_string();
  return out;
}

}  // namespace

std::string tf_value_script(const TfPosition& root, std::size_t max_positions) {
  TfEvaluator ev;
  GameStore& store = ev.store();
  const std::vector<TfPosition> order = reachable_post_order(root, max_positions);
  const std::string value = game_to_string(store, ev.value(root));
  const std::string name = coq_board_name(root);

  std::string out = coq_script_opening(
      fmt::format("Toads-and-Frogs: the value of the position {}, position by position.\n\n"
                  "Theorem.  {} = {}\n"
                  "(T a toad, F a frog, _ an empty square; Left moves toads, Right frogs.)\n\n"
                  "The position is the real game: tf_game of the board, from the rules in\n"
                  "CGProve.ToadsFrogs.  Each of the {} positions reachable from it gets one lemma,\n"
                  "in an order where each comes after its options: its options are computed\n"
                  "from the rules (tf_unfold), replaced by their proven values, and the\n"
                  "resulting small game is compared with the claimed canonical value by\n"
                  "Conway's order (decide_eqv).  No lemma evaluates a game tree.\n\n"
                  "Written by `cgprove value tf {} --coq`; check with\n"
                  "  make coq && coqc -Q proofs/lib CGProve FILE.v",
                  root.to_string(), root.to_string(), value, order.size(), root.to_string()),
      "From Coq Require Import List ZArith.\nImport ListNotations.\n"
      "From CGProve Require Import Games Simplify Numbers ToadsFrogs Family.\n");

  for (const TfPosition& p : order) {
    const std::vector<TfPosition> l = left_options(p), r = right_options(p);
    std::vector<GameId> lv, rv;
    for (const TfPosition& q : l) lv.push_back(ev.value(q));
    for (const TfPosition& q : r) rv.push_back(ev.value(q));
    const GameId v = ev.value(p);
    out += fmt::format("\n(* {} = {{ {} | {} }} = {{ {} | {} }} = {} *)\n", p.to_string(), positions_text(l),
                       positions_text(r), values_text(store, lv), values_text(store, rv), game_to_string(store, v));
    out += fmt::format("Lemma p_{} : tf_game {} == {}.\nProof.\n  tf_unfold.\n", coq_board_name(p), coq_board(p),
                       coq_game(store, v));
    std::string rewrites;
    for (const auto* side : {&l, &r})
      for (const TfPosition& q : *side) rewrites += (rewrites.empty() ? "" : ", ") + ("p_" + coq_board_name(q));
    if (!rewrites.empty()) out += "  rewrite " + rewrites + ".\n";
    out += "  decide_eqv.\nQed.\n";
  }
  out += fmt::format("\nTheorem {} : tf_game {} == {}.\nProof. exact p_{}. Qed.\n\nPrint Assumptions {}.\n",
                     "value_" + name, coq_board(root), coq_game(store, ev.value(root)), name, "value_" + name);
  return out;
}

}  // namespace cgp
