// The strategy builder's choice of an answer to each threat: sampled by the
// engine, re-chosen where a check finds it losing, cut where answers differ.
#include "families/toads_frogs/strategy_builder.h"

#include "families/toads_frogs/normalise.h"
#include "families/toads_frogs/strategy_probes.h"
#include "games/toads_frogs/pattern_moves.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>

namespace cgp {

std::vector<ParamValues> TfStrategyBuilder::samples(const Region& region, const TfProbeScan& scan) {
  std::vector<ParamValues> out =
      tf_probe_values(region, tf_probe_nearest(scan, region, limits_.corner_sum, limits_.corner_points));
  const std::vector<RegionPoint> far = tf_probe_nearest(scan, region, limits_.spread_sum, 4000);
  const std::size_t want = std::min(limits_.samples, far.size());
  for (std::size_t i = 0; i < want; ++i)
    out.push_back(region_point_values(region, far[far.size() - 1 - i * far.size() / want]));
  return out;
}

std::vector<bool> TfStrategyBuilder::wins_at(const Candidate& c, const std::vector<ParamValues>& at,
                                             std::string& text) {
  std::vector<bool> out;
  for (const ParamValues& p : at) {
    const std::optional<TfPosition> pos = tf_pattern_instantiate(c.board, p);
    out.push_back(pos && wins(ev_.value(*pos), form_value_at(c.form, p)));
    if (pos && text.empty()) text = pos->to_string() + (c.in == TfMoveIn::kForm ? "~" : "");
  }
  return out;
}

std::optional<std::size_t> TfStrategyBuilder::best_answer(const std::vector<Candidate>& candidates,
                                                          const std::vector<ParamValues>& at,
                                                          std::vector<std::vector<bool>>& won) {
  std::optional<std::size_t> best;
  std::size_t best_blocks = 0;
  std::string best_text;
  for (std::size_t c = 0; c < candidates.size(); ++c) {
    std::string text;
    won[c] = wins_at(candidates[c], at, text);
    if (std::find(won[c].begin(), won[c].end(), false) != won[c].end()) continue;
    const std::size_t blocks = tf_normalise(candidates[c].board).pattern.blocks.size();
    if (!best || blocks < best_blocks || (blocks == best_blocks && text < best_text)) {
      best = c;
      best_blocks = blocks;
      best_text = text;
    }
  }
  return best;
}

std::optional<ParamValues> TfStrategyBuilder::first_loss(const Candidate& c, const std::vector<ParamValues>& at) {
  for (const ParamValues& p : at) {
    const std::optional<TfPosition> pos = tf_pattern_instantiate(c.board, p);
    if (!pos || !wins(ev_.value(*pos), form_value_at(c.form, p))) return p;
  }
  return std::nullopt;
}

void TfStrategyBuilder::choose(const TfStrategyNode& node, const TfPattern& q, const std::vector<Candidate>& candidates,
                               const Region& sub, int depth, std::vector<TfStrategyAnswer>& out) {
  std::vector<ParamValues> at = known_in(node, sub);
  const TfProbeScan scan = tf_probe_scan(sub, std::max(limits_.corner_sum, limits_.spread_sum));
  for (ParamValues& p : samples(sub, scan)) at.push_back(std::move(p));
  std::vector<ParamValues> checks =
      tf_probe_values(sub, tf_probe_nearest(scan, sub, limits_.spread_sum, limits_.answer_checks));
  for (ParamValues& p : tf_probe_y1_ends(sub, 1, 4)) checks.push_back(std::move(p));
  for (ParamValues& p : far_probes(node, sub)) checks.push_back(std::move(p));
  std::vector<std::vector<bool>> won(candidates.size());
  for (std::size_t round = 0;; ++round) {
    check_budget();
    const std::optional<std::size_t> best = best_answer(candidates, at, won);
    if (!best) break;
    const std::optional<ParamValues> lost = first_loss(candidates[*best], checks);
    if (lost && round < limits_.answer_rechoices) {
      at.push_back(*lost);
      continue;
    }
    if (lost) break;  // no answer that the checks keep: cut the region, as below
    const Candidate& c = candidates[*best];
    for (TfStrategyAnswer& a : resolve(c.board, c.form, sub)) {
      a.in = c.in;
      a.index = c.index;
      out.push_back(std::move(a));
    }
    return;
  }
  if (depth > 0)
    for (const std::string& param : sub.params())
      for (const ParamValues& cut : at) {
        const long t = cut.at(param);
        const Region low = region_from_relation(Affine(t) - Affine::param(param), CmpOp::ge, Affine(0), sub.params());
        if (cut_where_sides_win(node, q, candidates, sub, depth, low,
                                [&](const ParamValues& p) { return p.at(param) <= t; }, at, won, out))
          return;
      }
  if (depth >= 0) {
    std::vector<ParamValues> pts = at;
    pts.insert(pts.end(), checks.begin(), checks.end());
    if (cut_by_class(node, q, candidates, sub, depth, pts, out)) return;
  }
  if (std::getenv("CGPROVE_TRACE")) {
    for (std::size_t i = 0; i < at.size(); ++i) {
      std::string line;
      for (const auto& [k, v] : at[i]) line += k + "=" + std::to_string(v) + " ";
      line += ":";
      for (std::size_t c = 0; c < candidates.size(); ++c) line += won[c][i] ? " W" : " -";
      const auto pos = tf_pattern_instantiate(node.pattern, at[i]);
      line +=
          "  node claim " + std::string(claim_holds(node, at[i]) ? "true " : "FALSE ") + (pos ? pos->to_string() : "");
      std::fprintf(stderr, "[trace] sample %s\n", line.c_str());
    }
  }
  const std::string what = "no " + std::string(s_.left_answers ? "Left" : "Right") +
                           " answer wins at every sample of " + node.name + " = " + tf_pattern_to_string(node.pattern) +
                           " after the move to " + tf_pattern_to_string(q) + " on " + region_to_message(sub);
  std::vector<TfKnownPoint> culprits;
  std::vector<ParamValues> claim_false_at;
  for (const ParamValues& p : at)
    if (!claim_holds(node, p)) culprits_of(expanding_, p, culprits, claim_false_at);
  if (culprits.empty()) throw TfStrategyFailed(what);
  throw TfStrategyClaimFalse(what, std::move(culprits), std::move(claim_false_at));
}

bool TfStrategyBuilder::cut_where_sides_win(const TfStrategyNode& node, const TfPattern& q,
                                            const std::vector<Candidate>& candidates, const Region& sub, int depth,
                                            const Region& cond,
                                            const std::function<bool(const ParamValues&)>& in_cond,
                                            const std::vector<ParamValues>& pts,
                                            const std::vector<std::vector<bool>>& won,
                                            std::vector<TfStrategyAnswer>& out) {
  auto side_wins = [&](bool side) {
    for (const std::vector<bool>& w : won) {
      bool all = true;
      for (std::size_t i = 0; i < pts.size() && all; ++i)
        if (in_cond(pts[i]) == side) all = w[i];
      if (all) return true;
    }
    return false;
  };
  if (!side_wins(true) || !side_wins(false)) return false;
  const RegionSplit split = region_split(sub, cond);
  if (split.answer != RegionAnswer::some) return false;
  if (std::getenv("CGPROVE_TRACE"))
    std::fprintf(stderr, "[trace] %s: answers cut on %s\n", node.name.c_str(), region_to_string(cond).c_str());
  choose(node, q, candidates, region_align(split.yes, sub.params()), depth - 1, out);
  choose(node, q, candidates, region_align(split.no, sub.params()), depth - 1, out);
  return true;
}

bool TfStrategyBuilder::cut_by_class(const TfStrategyNode& node, const TfPattern& q,
                                     const std::vector<Candidate>& candidates, const Region& sub, int depth,
                                     const std::vector<ParamValues>& pts, std::vector<TfStrategyAnswer>& out) {
  const std::vector<std::string>& params = sub.params();
  if (params.size() > 8) return false;
  std::vector<std::vector<bool>> won(candidates.size());
  for (std::size_t c = 0; c < candidates.size(); ++c) {
    std::string text;
    won[c] = wins_at(candidates[c], pts, text);
  }
  auto try_cut = [&](const Region& cond, const std::function<bool(const ParamValues&)>& in_cond) {
    return cut_where_sides_win(node, q, candidates, sub, depth, cond, in_cond, pts, won, out);
  };
  // x - y <= t: the answer to B21's frog step goes by e = a - d, a toad
  // one step further from the frog than the frog's tail is long.
  for (std::size_t i = 0; i < params.size(); ++i)
    for (std::size_t j = 0; j < params.size(); ++j) {
      if (i == j) continue;
      const Affine diff = Affine::param(params[i]) - Affine::param(params[j]);
      auto value = [&](const ParamValues& p) { return affine_eval(diff, p).to_long().value_or(0); };
      std::vector<long> ts;
      for (const ParamValues& p : pts) ts.push_back(value(p));
      std::sort(ts.begin(), ts.end());
      ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
      for (const long t : ts)
        if (try_cut(region_from_relation(diff, CmpOp::le, Affine(t), params),
                    [&](const ParamValues& p) { return value(p) <= t; }))
          return true;
    }
  // The parity of a sum of parameters, fewest first: in B21's right band
  // the value, and so the answer, goes by the parity of a+b+c+d.
  std::vector<unsigned> subsets;
  for (unsigned m = 1; m < (1u << params.size()); ++m) subsets.push_back(m);
  std::stable_sort(subsets.begin(), subsets.end(),
                   [](unsigned x, unsigned y) { return __builtin_popcount(x) < __builtin_popcount(y); });
  for (const unsigned m : subsets) {
    Affine sum;
    for (std::size_t j = 0; j < params.size(); ++j)
      if (m >> j & 1) sum = sum + Affine::param(params[j]);
    if (try_cut(region_from_residue(sum, 2, CmpOp::eq, 0, params),
                [&](const ParamValues& p) { return affine_eval(sum, p).to_long().value_or(0) % 2 == 0; }))
      return true;
  }
  return false;
}

std::vector<ParamValues> TfStrategyBuilder::known_in(const TfStrategyNode& n, const Region& r) const {
  std::vector<ParamValues> out;
  for (const TfKnownPoint& k : known_)
    if (k.is_of(n.pattern, n.form, tree_of(n.form)) && region_contains(r, k.at)) out.push_back(k.at);
  return out;
}

void TfStrategyBuilder::culprits_of(std::size_t node, const ParamValues& p, std::vector<TfKnownPoint>& out,
                                    std::vector<ParamValues>& claim_false_at) {
  out.push_back(known_point(s_.nodes[node], p));
  for (const Image& im : images_[node]) {
    Region pre = im.region;
    for (const auto& [param, e] : im.args)
      if (p.count(param))
        pre = region_intersect(pre, region_from_relation(e, CmpOp::eq, Affine(p.at(param)), pre.params()));
    const std::optional<RegionPoint> at = region_sample(pre);
    if (!at) continue;
    if (im.source >= s_.nodes.size())  // the entry: a point of the claim's region
      claim_false_at.push_back(region_point_values(pre, *at));
    else
      out.push_back(known_point(s_.nodes[im.source], region_point_values(pre, *at)));
  }
}

TfKnownPoint TfStrategyBuilder::known_point(const TfStrategyNode& n, const ParamValues& at) const {
  return TfKnownPoint{n.pattern, n.form, tree_of(n.form), at};
}

std::vector<TfStrategyAnswer> TfStrategyBuilder::answer(const TfStrategyNode& node, const TfPattern& q,
                                                        const TfFormValue& v, const Region& region) {
  std::vector<TfStrategyAnswer> out;
  const std::vector<TfLiftCase> lifted = tf_lift_options(q, region);
  const auto fo = form_options(v, opponent(), node.params);
  for (const TfLiftCase& lc : lifted) {
    const Region whole = region_align(lc.region, node.params);
    if (region_is_empty(whole)) continue;
    // The answers on sub: every board move, and the form's moves that
    // exist on all of it.
    auto candidates_on = [&](const Region& sub) {
      std::vector<Candidate> candidates;
      const std::vector<TfPattern>& moves = answerer() == Side::Left ? lc.left : lc.right;
      for (std::size_t k = 0; k < moves.size(); ++k) candidates.push_back({TfMoveIn::kBoard, k, moves[k], v});
      for (std::size_t k = 0; k < fo.size(); ++k)
        if (region_is_subset(sub, region_align(fo[k].first, sub.params())))
          candidates.push_back({TfMoveIn::kForm, k, q, fo[k].second});
      return candidates;
    };
    const std::size_t before = out.size();
    try {
      choose(node, q, candidates_on(whole), whole, limits_.answer_splits, out);
    } catch (const TfStrategyFailed&) {
      const std::vector<Region> pieces = form_pieces(whole, fo);
      if (pieces.size() == 1) throw;
      out.resize(before);
      for (const Region& sub : pieces) choose(node, q, candidates_on(sub), sub, limits_.answer_splits, out);
    }
  }
  return out;
}

std::vector<Region> TfStrategyBuilder::form_pieces(const Region& whole,
                                                   const std::vector<std::pair<Region, TfFormValue>>& options) {
  std::vector<Region> pieces{whole};
  for (const auto& option : options) {
    const Region there = region_align(option.first, whole.params());
    std::vector<Region> next;
    for (const Region& p : pieces) {
      const Region in = region_intersect(p, there), out = region_subtract(p, there);
      if (!region_is_empty(in)) next.push_back(in);
      if (!region_is_empty(out)) next.push_back(out);
    }
    pieces = std::move(next);
  }
  return pieces;
}

}  // namespace cgp
