// The strategy closure's builder (strategy.h), private to its three
// sources: strategy_builder.cpp (nodes, forms and the expansion of a node),
// strategy_answers.cpp (the choice of an answer to each threat) and
// strategy_domains.cpp (a node's domain as the images that reach it, and
// its widenings). strategy.cpp runs builds until one succeeds.
#pragma once

#include "families/toads_frogs/strategy.h"
#include "families/toads_frogs/strategy_probes.h"
#include "games/toads_frogs/moves.h"
#include "symbolic/region_memo.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cgp {

// The comparison form after a move, before an offset is folded in: a tree
// of the claim (its z's affine in the node's parameters) when tree, plus
// the integer n, plus * when star (never with a tree).
struct TfFormValue {
  bool tree = false;
  std::size_t index = 0;
  std::map<std::string, Affine> zargs;
  Affine n;
  bool star = false;
};

// A point the builder must look at in a node (its board and form name the
// node across builds): one where the engine found the node's claim false,
// or one where an answer chosen there led to such a claim. A failed build
// leaves them for the next one, which probes them before it widens a
// domain over them and samples them before it chooses an answer there.
// A tree form is named by its game, not by its index, which a build
// assigns in the order it meets the trees.
struct TfKnownPoint {
  TfPattern pattern;
  TfForm form;
  SymGame tree;  // form.kind == kTree: the tree; else unused
  ParamValues at;
  bool is_of(const TfPattern& p, const TfForm& f, const SymGame& t) const {
    return pattern == p && form.kind == f.kind && form.sign == f.sign && (f.kind != TfFormKind::kTree || tree == t);
  }
  bool operator==(const TfKnownPoint& o) const { return is_of(o.pattern, o.form, o.tree) && at == o.at; }
};

// A build that found no answer where some sample's claim is false: the
// domain took in those points by a widening the probes passed, or by an
// answer chosen upstream that loses there. `points` names them.
struct TfStrategyClaimFalse : TfStrategyFailed {
  TfStrategyClaimFalse(const std::string& what, std::vector<TfKnownPoint> p, std::vector<ParamValues> false_at)
      : TfStrategyFailed(what, std::move(false_at)), points(std::move(p)) {}
  std::vector<TfKnownPoint> points;
};

// The region work of the domains' widenings, which the builds of one claim
// repeat on the same parts and images: kept across them (strategy.cpp), so
// a build again costs its new images only. Each is nullopt where the part
// and the image give no widening.
struct TfWideningMemo {
  RegionPairMemo<std::optional<Region>> hulls;   // widen_by_hull
  RegionPairMemo<std::optional<Region>> chains;  // chain_through
  // Each part's convex hull, which widen_by_hull needs for every image
  // that reaches the part (one part's took 47 s over 15 images at B21's
  // node, odd b on TT _^b F); nullopt past limits.hull_operations.
  RegionMemo<std::optional<Region>> convex_hulls;
};

// One build of a certificate: the nodes from the entry down, each expanded
// once its domain stops growing. Throws TfStrategyClaimFalse where the
// points it found should guide a next build.
class TfStrategyBuilder {
 public:
  // `build` counts from 1: the builds before it failed, and `known` holds
  // the points they found.
  TfStrategyBuilder(TfEvaluator& ev, const RunBudget& budget, const Progress& progress, const TfStrategyLimits& limits,
                    const std::vector<TfKnownPoint>& known, std::size_t build, TfWideningMemo& memo)
      : ev_(ev),
        store_(ev.store()),
        budget_(budget),
        progress_(progress),
        limits_(limits),
        known_(known),
        build_(build),
        memo_(memo) {}

  TfStrategy build(const TfPattern& g, const SymGame& x, const Region& where, bool left_answers);

 private:
  // Each node's domain, as the parts reach() keeps, each with the dimension
  // of its affine hull (asked of every image that comes).
  struct DomainPart {
    Region region;
    std::size_t dimension;
  };
  std::string scope() const;
  Side answerer() const { return s_.left_answers ? Side::Left : Side::Right; }
  Side opponent() const { return s_.left_answers ? Side::Right : Side::Left; }

  std::size_t intern_tree(const SymGame& t);

  // A subtree of the claim as a form value: a tree, or an integer leaf.
  TfFormValue leaf_or_tree(const SymGame& t, const std::map<std::string, Affine>& zargs, const Affine& plus = Affine());

  TfFormValue node_form(const TfStrategyNode& n) const;

  // The options of the form value on `side`, each with the region (over
  // params) where it exists.
  std::vector<std::pair<Region, TfFormValue>> form_options(const TfFormValue& v, Side side,
                                                         const std::vector<std::string>& params);

  GameId form_value_at(const TfFormValue& v, const ParamValues& at);

  // The answers that put board r and form v, on region, into nodes: one
  // per sign of an integer form once the offset is folded in.
  std::vector<TfStrategyAnswer> resolve(const TfPattern& r, const TfFormValue& v, const Region& region);

  std::vector<std::string> node_params(const TfPattern& p, const TfForm& form) const;

  // The node whose board is `core` on region, with the given form and the
  // form's arguments, created when new; args receives all its arguments.
  // Exact shapes first, then shapes with blocks set to 0 (as the closure).
  std::size_t node_for(const TfPattern& core, const TfForm& form, const Region& region,
                       const std::map<std::string, Affine>& formargs, std::map<std::string, Affine>& args);

  // The dimension of an affine hull (region_affine_hull's result).
  static std::size_t hull_dimension(const Region& hull);
  static std::size_t dimension(const Region& r) { return hull_dimension(region_affine_hull(r)); }

  // A node's domain is the union of its parts. An image in a part's affine
  // hull (b == 5 beside 3 <= b <= 4), or parallel to it (the same
  // dimension, one more together: x == z1-1, then x == z1-2, ...) widens
  // that part along the chain, so that the domain settles. The engine looks
  // at the points a widening adds near their least sum and at their ends in
  // y1, and a widening that meets a false claim there is not taken (two
  // modes of play merged). Any other image is a part of its own. Only a
  // guide: the kernel checks every domain.
  void reach(std::size_t target, const Region& region, const std::map<std::string, Affine>& args);

  bool claim_holds(const TfStrategyNode& n, const ParamValues& at);
  // True when t's claim holds at the points a widening adds (`added`) that
  // the engine looks at: the known points there, those near its least sum,
  // and its ends in y1.
  bool claim_holds_where_added(const TfStrategyNode& t, const Region& added);
  // tf_probe_far's points of r, a region over n's parameters, along n's
  // blank lengths and y1 (strategy_probes.h says why only those).
  std::vector<ParamValues> far_probes(const TfStrategyNode& n, const Region& r) const;
  // A widening of a part by an image: the part grown, or nullopt where
  // this widening does not apply.
  using Widening = std::optional<Region> (TfStrategyBuilder::*)(const DomainPart&, const Region&, std::size_t);
  // Grows the first of target's parts that `widening` grows by the image
  // (of dimension dim) where the engine finds the claim true on what that
  // adds; false when there is none. The widening's result for each part and
  // image comes from `memo` when a build before computed it.
  bool widen_a_part(std::size_t target, const Region& image, std::size_t dim,
                    RegionPairMemo<std::optional<Region>>& memo, Widening widening);
  // The part widened (region_widen) by the image within the affine hull of
  // both, when the image lies in the part's affine hull or parallel to it
  // (reach() says why); nullopt otherwise.
  std::optional<Region> widen_by_hull(const DomainPart& part, const Region& image, std::size_t dim);
  // The part's chain through the image (region_translates by the step from
  // the part's lexmin to the image's), when the image lies in the part
  // moved by that step and has its dimension; nullopt otherwise.
  std::optional<Region> chain_through(const DomainPart& part, const Region& image, std::size_t dim);

  // Where an answer must win to be chosen: every point near the region's
  // least sum (where small lengths change the play, and where a region
  // widened by images is most often wrong), and `samples` more spread
  // further out, largest sums first; drawn from `scan`, the region's
  // points up to at least spread_sum above its least sum.
  std::vector<ParamValues> samples(const Region& region, const TfProbeScan& scan);

  bool wins(GameId board, GameId form) { return s_.left_answers ? store_.leq(form, board) : store_.leq(board, form); }

  // The answers to a threat that leaves board q and form v on region.
  struct Candidate {
    TfMoveIn in;
    std::size_t index;
    TfPattern board;
    TfFormValue form;
  };

  // The samples of `at` where candidate c keeps the answerer winning, as a
  // bit per sample; and the text of its board at the first (for ties).
  std::vector<bool> wins_at(const Candidate& c, const std::vector<ParamValues>& at, std::string& text);

  // The candidate that wins at every point of `at`, with the fewest blocks
  // (ties: the least board); won[c] is where each one wins.
  std::optional<std::size_t> best_answer(const std::vector<Candidate>& candidates, const std::vector<ParamValues>& at,
                                         std::vector<std::vector<bool>>& won);

  // The first point of `at` where candidate c does not keep the answerer winning.
  std::optional<ParamValues> first_loss(const Candidate& c, const std::vector<ParamValues>& at);

  // The answers on region `sub` among `candidates`: one that wins at every
  // sample, with the fewest blocks (ties: the least board); else the region
  // is cut in two on one parameter where the samples on each side have a
  // winner (an answer that changes with b), or failing that as
  // cut_by_class, up to `depth` times. The answer
  // chosen is then tried at more points of the region (every point up to
  // spread_sum above its least sum, at most answer_checks, and the ends in
  // y1 beside its least points): a point where it loses joins the samples
  // and the choice is made again, since a region along a diagonal can hold
  // a corner the samples miss.
  void choose(const TfStrategyNode& node, const TfPattern& q, const std::vector<Candidate>& candidates, const Region& sub,
              int depth, std::vector<TfStrategyAnswer>& out);

  // Cuts sub on cond where, among pts, each side has one candidate that
  // wins at all its points (won[c][i]: candidate c at pts[i]; in_cond tells
  // a point's side), and chooses on each side at depth - 1; false where it
  // does not cut. choose()'s cuts on one parameter and cut_by_class's.
  bool cut_where_sides_win(const TfStrategyNode& node, const TfPattern& q, const std::vector<Candidate>& candidates,
                           const Region& sub, int depth, const Region& cond,
                           const std::function<bool(const ParamValues&)>& in_cond,
                           const std::vector<ParamValues>& pts, const std::vector<std::vector<bool>>& won,
                           std::vector<TfStrategyAnswer>& out);

  // Where no cut on one parameter separates the answers: the region cut
  // on a difference of two parameters, x - y <= t, or else on the parity
  // of a sum of parameters, where among pts (the samples and the checks)
  // each side has an answer that wins at all its points; false when none
  // does. Tried only where choose() would fail, so certificates built
  // before are unchanged, and once more where its cuts used up their depth.
  bool cut_by_class(const TfStrategyNode& node, const TfPattern& q, const std::vector<Candidate>& candidates,
                    const Region& sub, int depth, const std::vector<ParamValues>& pts,
                    std::vector<TfStrategyAnswer>& out);

  // The known points of n's board and form that lie in r.
  std::vector<ParamValues> known_in(const TfStrategyNode& n, const Region& r) const;

  // Point p of the node, where its claim is false, and a point of every
  // node whose answer led to p (a preimage of p under the answer's
  // arguments): so the next build neither widens n over p nor chooses
  // those answers there. The entry's image is the user's claim itself: its
  // preimage, a point of the claim's region, goes to claim_false_at.
  void culprits_of(std::size_t node, const ParamValues& p, std::vector<TfKnownPoint>& out,
                   std::vector<ParamValues>& claim_false_at);

  SymGame tree_of(const TfForm& f) const { return f.kind == TfFormKind::kTree ? s_.trees[f.tree] : SymGame(); }
  TfKnownPoint known_point(const TfStrategyNode& n, const ParamValues& at) const;

  // The answers to a threat that leaves board q and form v on region.
  std::vector<TfStrategyAnswer> answer(const TfStrategyNode& node, const TfPattern& q, const TfFormValue& v,
                                       const Region& region);

  // The region cut where a move in the form exists on part of it only (an
  // integer n has the option n - 1 where n >= 1), so that each piece
  // chooses among all the answers it has: whole, the region leaves out the
  // form's answer, and where the board's answers lose at some points it
  // has none (B21's one toad against the frog, `_^(a+1) T F _^c`, where
  // Right must answer in the form at some y1). Tried only where the whole
  // region found no answer, so certificates built before are unchanged.
  static std::vector<Region> form_pieces(const Region& whole,
                                         const std::vector<std::pair<Region, TfFormValue>>& options);

  // A node's expansion can take minutes (hundreds of answers and widenings
  // on domains of many parts): the budget is asked before each of them too.
  void check_budget() const;

  void expand(std::size_t i);

  TfEvaluator& ev_;
  GameStore& store_;
  const RunBudget& budget_;
  const Progress& progress_;
  TfStrategyLimits limits_;
  TfStrategy s_;
  std::vector<char> dirty_;
  const std::vector<TfKnownPoint>& known_;
  std::size_t build_;
  TfWideningMemo& memo_;
  // Where each node was reached from: the node expanded (npos: the entry),
  // the region of its answer and the answer's arguments.
  struct Image {
    std::size_t source;
    Region region;
    std::map<std::string, Affine> args;
  };
  std::vector<std::vector<Image>> images_;
  std::size_t expanding_ = static_cast<std::size_t>(-1);
  std::vector<std::vector<DomainPart>> parts_;
  bool widen_toads_ = false, widen_frogs_ = false, widen_blanks_ = false;
  std::string tracing_from_ = "the entry";  // the node being expanded, for CGPROVE_TRACE
};

}  // namespace cgp
