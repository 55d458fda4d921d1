#include "families/toads_frogs/strategy.h"

#include "families/toads_frogs/closure.h"
#include "families/toads_frogs/normalise.h"
#include "families/toads_frogs/strategy_probes.h"
#include "games/toads_frogs/pattern_moves.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>

namespace cgp {

namespace {

// The comparison form after a move, before an offset is folded in: a tree
// of the claim (its z's affine in the node's parameters) when tree, plus
// the integer n, plus * when star (never with a tree).
struct FormValue {
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
struct KnownPoint {
  TfPattern pattern;
  TfForm form;
  SymGame tree;  // form.kind == kTree: the tree; else unused
  ParamValues at;
  bool is_of(const TfPattern& p, const TfForm& f, const SymGame& t) const {
    return pattern == p && form.kind == f.kind && form.sign == f.sign && (f.kind != TfFormKind::kTree || tree == t);
  }
  bool operator==(const KnownPoint& o) const { return is_of(o.pattern, o.form, o.tree) && at == o.at; }
};

// A build that found no answer where some sample's claim is false: the
// domain took in those points by a widening the probes passed, or by an
// answer chosen upstream that loses there. `points` names them.
struct TfStrategyClaimFalse : TfStrategyFailed {
  TfStrategyClaimFalse(const std::string& what, std::vector<KnownPoint> p)
      : TfStrategyFailed(what), points(std::move(p)) {}
  std::vector<KnownPoint> points;
};

class StrategyBuilder {
 public:
  // `build` counts from 1: the builds before it failed, and `known` holds
  // the points they found.
  StrategyBuilder(TfEvaluator& ev, const RunBudget& budget, const Progress& progress, const TfStrategyLimits& limits,
                  const std::vector<KnownPoint>& known, std::size_t build)
      : ev_(ev), store_(ev.store()), budget_(budget), progress_(progress), limits_(limits), known_(known), build_(build) {}

  TfStrategy build(const TfPattern& g, const SymGame& x, const Region& where, bool left_answers) {
    s_.left_answers = left_answers;
    s_.pattern = g;
    s_.claim = x;
    s_.where = where;
    s_.claim_params = where.params();
    std::map<std::string, Affine> to_z, from_z;
    for (std::size_t i = 0; i < s_.claim_params.size(); ++i) {
      to_z[s_.claim_params[i]] = Affine::param(tf_form_claim_param(i));
      from_z[tf_form_claim_param(i)] = Affine::param(s_.claim_params[i]);
    }
    widen_toads_ = false;
    widen_frogs_ = false;
    bool blanks_constant = true;
    for (const TfBlock& b : g.blocks) {
      if (b.length.is_constant()) continue;
      if (b.symbol == Square::Toad) widen_toads_ = true;
      if (b.symbol == Square::Frog) widen_frogs_ = true;
      if (b.symbol == Square::Empty) blanks_constant = false;
    }
    // Widening frogs next to symbolic blanks would make offsets non-affine
    // (closure.cpp says why).
    widen_frogs_ = widen_frogs_ && blanks_constant;
    // With toads and frogs fixed, blank blocks widen instead (closure.cpp).
    widen_blanks_ = !widen_toads_ && !widen_frogs_;
    const SymGame xz = sym_game_substitute(x, to_z);
    FormValue entry = leaf_or_tree(xz, from_z);
    const std::vector<TfStrategyAnswer> resolved = resolve(g, entry, where);
    if (resolved.size() != 1) throw TfStrategyFailed("the claim's value changes sign on the region; split it");
    s_.entry = resolved.front();
    for (bool again = true; again;) {
      again = false;
      for (std::size_t i = 0; i < s_.nodes.size(); ++i)
        if (dirty_[i]) {
          dirty_[i] = 0;
          again = true;
          expand(i);
        }
    }
    ProgressEvent done{ProgressStage::Strategy, s_.nodes.size(), 0};
    done.finished = true;
    done.scope = scope();
    progress_.report(done);
    return std::move(s_);
  }

 private:
  std::string scope() const {
    const std::string half = s_.left_answers ? "strategy for G >= X" : "strategy for G <= X";
    return build_ == 1 ? half : half + ", build " + std::to_string(build_);
  }
  Side answerer() const { return s_.left_answers ? Side::Left : Side::Right; }
  Side opponent() const { return s_.left_answers ? Side::Right : Side::Left; }

  std::size_t intern_tree(const SymGame& t) {
    for (std::size_t i = 0; i < s_.trees.size(); ++i)
      if (s_.trees[i] == t) return i;
    s_.trees.push_back(t);
    return s_.trees.size() - 1;
  }

  // A subtree of the claim as a form value: a tree, or an integer leaf.
  FormValue leaf_or_tree(const SymGame& t, const std::map<std::string, Affine>& zargs, const Affine& plus = Affine()) {
    FormValue v;
    v.n = plus;
    if (t.kind() == SymGame::Kind::Options) {
      v.tree = true;
      v.index = intern_tree(t);
      v.zargs = zargs;
      return v;
    }
    if (!t.is_leaf() || t.as_leaf().up != 0 || t.as_leaf().nim > 1 || !t.number().is_integral())
      throw TfUnsupported("the claim's part " + sym_game_to_string(t) +
                          " is not an integer, an integer plus *, or {...|...}");
    v.n = affine_substitute(t.number(), zargs) + plus;
    v.star = t.as_leaf().nim == 1;
    return v;
  }

  FormValue node_form(const TfStrategyNode& n) const {
    FormValue v;
    if (n.form.kind == TfFormKind::kTree) {
      v.tree = true;
      v.index = n.form.tree;
      for (std::size_t i = 0; i < s_.claim_params.size(); ++i)
        v.zargs[tf_form_claim_param(i)] = Affine::param(tf_form_claim_param(i));
    }
    v.n = Dyadic(n.form.sign) * Affine::param(tf_form_int_param());
    v.star = n.form.kind == TfFormKind::kIntStar;
    return v;
  }

  // The options of the form value on `side`, each with the region (over
  // params) where it exists.
  std::vector<std::pair<Region, FormValue>> form_options(const FormValue& v, Side side,
                                                         const std::vector<std::string>& params) {
    std::vector<std::pair<Region, FormValue>> out;
    const Region all = region_universe(params);
    FormValue o = v;
    if (v.tree) {
      const SymGame t = s_.trees[v.index];  // a copy: intern_tree grows trees
      for (const SymGame& child : side == Side::Left ? t.left() : t.right())
        out.emplace_back(all, leaf_or_tree(child, v.zargs, v.n));
    }
    if (v.star) {
      o.star = false;
      out.emplace_back(all, o);
    } else if (side == Side::Left) {
      o.n = v.n - Affine(1);
      out.emplace_back(region_from_relation(v.n, CmpOp::ge, Affine(1), params), o);
    } else {
      o.n = v.n + Affine(1);
      out.emplace_back(region_from_relation(v.n, CmpOp::le, Affine(-1), params), o);
    }
    return out;
  }

  GameId form_value_at(const FormValue& v, const ParamValues& at) {
    GameId g = store_.number(affine_eval(v.n, at));
    if (v.tree) {
      ParamValues z;
      for (const auto& [name, e] : v.zargs) z[name] = affine_eval(e, at).to_long().value_or(0);
      g = store_.add(g, sym_game_instantiate(store_, s_.trees[v.index], z));
    }
    return v.star ? store_.add(g, store_.nimber(1)) : g;
  }

  // The answers that put board r and form v, on region, into nodes: one
  // per sign of an integer form once the offset is folded in.
  std::vector<TfStrategyAnswer> resolve(const TfPattern& r, const FormValue& v, const Region& region) {
    const TfNormalised norm = tf_normalise(r);
    std::vector<TfStrategyAnswer> out;
    auto add = [&](const Region& part, const TfForm& form, const std::map<std::string, Affine>& formargs) {
      TfStrategyAnswer a;
      a.region = part;
      a.strip = norm.strip;
      a.target = node_for(norm.pattern, form, part, formargs, a.args);
      reach(a.target, part, a.args);
      out.push_back(std::move(a));
    };
    const Affine m = v.n - norm.offset;
    const RegionSplit split = region_split_sign(region, m);  // m >= 0
    for (const int sign : {1, -1}) {
      const Region& part = sign > 0 ? split.yes : split.no;
      if (region_is_empty(part)) continue;
      TfForm f;
      f.kind = v.tree ? TfFormKind::kTree : v.star ? TfFormKind::kIntStar : TfFormKind::kInt;
      f.tree = v.index;
      f.sign = sign;
      std::map<std::string, Affine> formargs = v.tree ? v.zargs : std::map<std::string, Affine>{};
      formargs[tf_form_int_param()] = Dyadic(sign) * m;
      add(region_align(part, region.params()), f, formargs);
    }
    return out;
  }

  std::vector<std::string> node_params(const TfPattern& p, const TfForm& form) const {
    std::vector<std::string> params = tf_pattern_params(p);
    if (form.kind == TfFormKind::kTree)
      for (std::size_t i = 0; i < s_.claim_params.size(); ++i) params.push_back(tf_form_claim_param(i));
    params.push_back(tf_form_int_param());
    return params;
  }

  // The node whose board is `core` on region, with the given form and the
  // form's arguments, created when new; args receives all its arguments.
  // Exact shapes first, then shapes with blocks set to 0 (as the closure).
  std::size_t node_for(const TfPattern& core, const TfForm& form, const Region& region,
                       const std::map<std::string, Affine>& formargs, std::map<std::string, Affine>& args) {
    TfResultMatcher matcher(core, region);
    for (int pass = 0; pass < 2; ++pass)
      for (std::size_t i = 0; i < s_.nodes.size(); ++i) {
        const TfStrategyNode& n = s_.nodes[i];
        if (!(n.form == form) || (n.pattern.blocks.size() == core.blocks.size()) != (pass == 0)) continue;
        if (n.pattern.blocks.empty() != core.blocks.empty()) continue;
        args.clear();
        if (!core.blocks.empty()) {
          auto m = matcher.match(n.pattern);
          if (!m) continue;
          args = std::move(*m);
        }
        for (const auto& [k, e] : formargs) args[k] = e;
        return i;
      }
    if (s_.nodes.size() >= limits_.max_nodes)
      throw TfStrategyFailed("more than " + std::to_string(limits_.max_nodes) + " nodes");
    TfPattern fresh = core;
    for (const TfStrategyNode& old : s_.nodes) {
      if (!(old.form == form) || old.pattern.blocks.size() != fresh.blocks.size()) continue;
      bool same_shape = true;
      for (std::size_t b = 0; b < fresh.blocks.size(); ++b) same_shape &= old.pattern.blocks[b].symbol == fresh.blocks[b].symbol;
      if (!same_shape) continue;
      for (std::size_t b = 0; b < fresh.blocks.size(); ++b) {
        const TfBlock& f = fresh.blocks[b];
        const bool widens = (f.symbol == Square::Toad && widen_toads_) || (f.symbol == Square::Frog && widen_frogs_) ||
                            (f.symbol == Square::Empty && widen_blanks_);
        if (widens && f.length.is_constant() && old.pattern.blocks[b].length != f.length)
          fresh.blocks[b].length = Affine::param("z");  // renamed by tf_canonical_state
      }
    }
    TfStrategyNode n;
    n.name = std::to_string(s_.nodes.size() + 1);
    n.name.insert(n.name.begin(), 's');  // (not "s" + ...: a GCC 12 -Wrestrict false positive)
    n.pattern = core.blocks.empty() ? core : tf_canonical_state(fresh);
    n.form = form;
    n.params = node_params(n.pattern, form);
    n.domain = region_empty(n.params);
    args.clear();
    if (!core.blocks.empty()) args = *tf_match_state(n.pattern, core, region);
    for (const auto& [k, e] : formargs) args[k] = e;
    s_.nodes.push_back(std::move(n));
    dirty_.push_back(1);
    parts_.emplace_back();
    images_.emplace_back();
    return s_.nodes.size() - 1;
  }

  // The dimension of an affine hull (region_affine_hull's result).
  static std::size_t hull_dimension(const Region& hull) {
    std::size_t eqs = 0;
    for (const RegionConjunction& c : region_conjunctions(hull))
      for (const RegionConstraint& k : c) eqs += k.kind == RegionConstraint::Kind::eq;
    return hull.params().size() - eqs;
  }
  static std::size_t dimension(const Region& r) { return hull_dimension(region_affine_hull(r)); }

  // A node's domain is the union of its parts. An image in a part's affine
  // hull (b == 5 beside 3 <= b <= 4), or parallel to it (the same
  // dimension, one more together: x == z1-1, then x == z1-2, ...) widens
  // that part along the chain, so that the domain settles. The engine looks
  // at the points a widening adds near their least sum and at their ends in
  // y1, and a widening that meets a false claim there is not taken (two
  // modes of play merged). Any other image is a part of its own. Only a
  // guide: the kernel checks every domain.
  void reach(std::size_t target, const Region& region, const std::map<std::string, Affine>& args) {
    TfStrategyNode& t = s_.nodes[target];
    const Region image = region_image(region, args, t.params);
    images_[target].push_back(Image{expanding_, region, args});
    if (region_is_subset(image, t.domain)) return;
    std::vector<DomainPart>& parts = parts_[target];
    const std::size_t dim = dimension(image);
    bool widened = false;
    for (DomainPart& part : parts) {
      check_budget();
      const Region both = region_union(part.region, image);
      const Region hull = region_affine_hull(both);
      const std::size_t dp = part.dimension, db = hull_dimension(hull);
      if (db != dp && !(dp == dim && db == dim + 1)) continue;
      // Within the affine hull of both: a hull's equalities are not all
      // among its constraints (a == 1 && y1 == 3 implies y1 - a == 2).
      const Region w = region_intersect(region_widen(part.region, both), hull);
      bool true_there = true;
      const Region added = region_subtract(w, both);
      std::vector<ParamValues> probes = known_in(t, added);
      for (ParamValues& p : tf_probe_values(added, tf_probe_near_least(added, limits_.widening_sum, limits_.widening_samples)))
        probes.push_back(std::move(p));
      for (ParamValues& p : tf_probe_y1_ends(added, 4, 16)) probes.push_back(std::move(p));
      for (const ParamValues& p : probes)
        if (!claim_holds(t, p)) {
          true_there = false;
          break;
        }
      if (!true_there) continue;
      part = DomainPart{w, dimension(w)};
      widened = true;
      break;
    }
    if (!widened) parts.push_back(DomainPart{image, dim});
    std::vector<Region> regions;
    for (const DomainPart& part : parts) regions.push_back(part.region);
    t.domain = region_union_all(regions);
    // Parts that isl's coalescing merges count as one: the parts as
    // reached can overlap or adjoin (each image is kept whole), and the
    // union's own disjuncts are what the kernel and the next widening see.
    if (parts.size() > limits_.max_parts) {
      parts.clear();
      for (const RegionConjunction& c : region_conjunctions(t.domain)) {
        Region r = region_from_conjunctions({c}, t.params);
        const std::size_t d = dimension(r);
        parts.push_back(DomainPart{std::move(r), d});
      }
    }
    if (parts.size() > limits_.max_parts)
      throw TfStrategyFailed("the domain of " + t.name + " = " + tf_pattern_to_string(t.pattern) + " needs more than " +
                             std::to_string(limits_.max_parts) + " parts");
    if (std::getenv("CGPROVE_TRACE"))
      std::fprintf(stderr, "[trace] strategy %s = %s grows by %s (from %s on %s) to %s\n", t.name.c_str(),
                   tf_pattern_to_string(t.pattern).c_str(), region_to_string(image).c_str(), tracing_from_.c_str(),
                   region_to_string(region).c_str(), region_to_string(t.domain).c_str());
    dirty_[target] = 1;
  }

  bool claim_holds(const TfStrategyNode& n, const ParamValues& at) {
    const std::optional<TfPosition> pos = tf_pattern_instantiate(n.pattern, at);
    return pos && wins(ev_.value(*pos), form_value_at(node_form(n), at));
  }

  // Where an answer must win to be chosen: every point near the region's
  // least sum (where small lengths change the play, and where a region
  // widened by images is most often wrong), and `samples` more spread
  // further out, largest sums first.
  std::vector<ParamValues> samples(const Region& region) {
    std::vector<ParamValues> out =
        tf_probe_values(region, tf_probe_near_least(region, limits_.corner_sum, limits_.corner_points));
    const std::vector<RegionPoint> far = tf_probe_near_least(region, limits_.spread_sum, 4000);
    const std::size_t want = std::min(limits_.samples, far.size());
    for (std::size_t i = 0; i < want; ++i)
      out.push_back(region_point_values(region, far[far.size() - 1 - i * far.size() / want]));
    return out;
  }

  bool wins(GameId board, GameId form) { return s_.left_answers ? store_.leq(form, board) : store_.leq(board, form); }

  // The answers to a threat that leaves board q and form v on region.
  struct Candidate {
    TfMoveIn in;
    std::size_t index;
    TfPattern board;
    FormValue form;
  };

  // The samples of `at` where candidate c keeps the answerer winning, as a
  // bit per sample; and the text of its board at the first (for ties).
  std::vector<bool> wins_at(const Candidate& c, const std::vector<ParamValues>& at, std::string& text) {
    std::vector<bool> out;
    for (const ParamValues& p : at) {
      const std::optional<TfPosition> pos = tf_pattern_instantiate(c.board, p);
      out.push_back(pos && wins(ev_.value(*pos), form_value_at(c.form, p)));
      if (pos && text.empty()) text = pos->to_string() + (c.in == TfMoveIn::kForm ? "~" : "");
    }
    return out;
  }

  // The candidate that wins at every point of `at`, with the fewest blocks
  // (ties: the least board); won[c] is where each one wins.
  std::optional<std::size_t> best_answer(const std::vector<Candidate>& candidates, const std::vector<ParamValues>& at,
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

  // The first point of `at` where candidate c does not keep the answerer winning.
  std::optional<ParamValues> first_loss(const Candidate& c, const std::vector<ParamValues>& at) {
    for (const ParamValues& p : at) {
      const std::optional<TfPosition> pos = tf_pattern_instantiate(c.board, p);
      if (!pos || !wins(ev_.value(*pos), form_value_at(c.form, p))) return p;
    }
    return std::nullopt;
  }

  // The answers on region `sub` among `candidates`: one that wins at every
  // sample, with the fewest blocks (ties: the least board); else the region
  // is cut in two on one parameter where the samples on each side have a
  // winner (an answer that changes with b), up to `depth` times. The answer
  // chosen is then tried at more points of the region (every point up to
  // spread_sum above its least sum, at most answer_checks, and the ends in
  // y1 beside its least points): a point where it loses joins the samples
  // and the choice is made again, since a region along a diagonal can hold
  // a corner the samples miss.
  void choose(const TfStrategyNode& node, const TfPattern& q, const std::vector<Candidate>& candidates, const Region& sub,
              int depth, std::vector<TfStrategyAnswer>& out) {
    std::vector<ParamValues> at = known_in(node, sub);
    for (ParamValues& p : samples(sub)) at.push_back(std::move(p));
    std::vector<ParamValues> checks =
        tf_probe_values(sub, tf_probe_near_least(sub, limits_.spread_sum, limits_.answer_checks));
    for (ParamValues& p : tf_probe_y1_ends(sub, 1, 4)) checks.push_back(std::move(p));
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
          auto side_wins = [&](bool low) {
            for (const std::vector<bool>& w : won) {
              bool all = true;
              for (std::size_t i = 0; i < at.size() && all; ++i)
                if ((at[i].at(param) <= t) == low) all = w[i];
              if (all) return true;
            }
            return false;
          };
          if (!side_wins(true) || !side_wins(false)) continue;
          const RegionSplit split = region_split_sign(sub, Affine(t) - Affine::param(param));  // param <= t
          if (split.answer != RegionAnswer::some) continue;
          choose(node, q, candidates, region_align(split.yes, sub.params()), depth - 1, out);
          choose(node, q, candidates, region_align(split.no, sub.params()), depth - 1, out);
          return;
        }
    if (std::getenv("CGPROVE_TRACE")) {
      for (std::size_t i = 0; i < at.size(); ++i) {
        std::string line;
        for (const auto& [k, v] : at[i]) line += k + "=" + std::to_string(v) + " ";
        line += ":";
        for (std::size_t c = 0; c < candidates.size(); ++c) line += won[c][i] ? " W" : " -";
        const auto pos = tf_pattern_instantiate(node.pattern, at[i]);
        line += "  node claim " + std::string(claim_holds(node, at[i]) ? "true " : "FALSE ") + (pos ? pos->to_string() : "");
        std::fprintf(stderr, "[trace] sample %s\n", line.c_str());
      }
    }
    const std::string what = "no " + std::string(s_.left_answers ? "Left" : "Right") + " answer wins at every sample of " +
                             node.name + " = " + tf_pattern_to_string(node.pattern) + " after the move to " +
                             tf_pattern_to_string(q) + " on " + region_to_string(sub);
    std::vector<KnownPoint> culprits;
    for (const ParamValues& p : at)
      if (!claim_holds(node, p)) culprits_of(expanding_, p, culprits);
    if (culprits.empty()) throw TfStrategyFailed(what);
    throw TfStrategyClaimFalse(what, std::move(culprits));
  }

  // The known points of n's board and form that lie in r.
  std::vector<ParamValues> known_in(const TfStrategyNode& n, const Region& r) const {
    std::vector<ParamValues> out;
    for (const KnownPoint& k : known_)
      if (k.is_of(n.pattern, n.form, tree_of(n.form)) && region_contains(r, k.at)) out.push_back(k.at);
    return out;
  }

  // Point p of the node, where its claim is false, and a point of every
  // node whose answer led to p (a preimage of p under the answer's
  // arguments): so the next build neither widens n over p nor chooses
  // those answers there. The entry's image is the user's claim itself.
  void culprits_of(std::size_t node, const ParamValues& p, std::vector<KnownPoint>& out) {
    out.push_back(known_point(s_.nodes[node], p));
    for (const Image& im : images_[node]) {
      if (im.source >= s_.nodes.size()) continue;
      Region pre = im.region;
      for (const auto& [param, e] : im.args)
        if (p.count(param)) pre = region_intersect(pre, region_from_relation(e, CmpOp::eq, Affine(p.at(param)), pre.params()));
      const std::optional<RegionPoint> at = region_sample(pre);
      if (!at) continue;
      out.push_back(known_point(s_.nodes[im.source], region_point_values(pre, *at)));
    }
  }

  SymGame tree_of(const TfForm& f) const { return f.kind == TfFormKind::kTree ? s_.trees[f.tree] : SymGame(); }
  KnownPoint known_point(const TfStrategyNode& n, const ParamValues& at) const {
    return KnownPoint{n.pattern, n.form, tree_of(n.form), at};
  }

  // The answers to a threat that leaves board q and form v on region.
  std::vector<TfStrategyAnswer> answer(const TfStrategyNode& node, const TfPattern& q, const FormValue& v,
                                       const Region& region) {
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

  // The region cut where a move in the form exists on part of it only (an
  // integer n has the option n - 1 where n >= 1), so that each piece
  // chooses among all the answers it has: whole, the region leaves out the
  // form's answer, and where the board's answers lose at some points it
  // has none (B21's one toad against the frog, `_^(a+1) T F _^c`, where
  // Right must answer in the form at some y1). Tried only where the whole
  // region found no answer, so certificates built before are unchanged.
  static std::vector<Region> form_pieces(const Region& whole,
                                         const std::vector<std::pair<Region, FormValue>>& options) {
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

  // A node's expansion can take minutes (hundreds of answers and widenings
  // on domains of many parts): the budget is asked before each of them too.
  void check_budget() const {
    run_budget_check(budget_, "the strategy closure (" + scope() + "), at " + std::to_string(s_.nodes.size()) + " nodes", true);
  }

  void expand(std::size_t i) {
    check_budget();
    ProgressEvent e{ProgressStage::Strategy, s_.nodes.size(),
                    static_cast<std::size_t>(std::count(dirty_.begin(), dirty_.end(), 1))};
    e.scope = scope();
    progress_.report(e);
    const TfStrategyNode node = s_.nodes[i];  // a copy: answers add nodes
    expanding_ = i;
    tracing_from_ = node.name + " = " + tf_pattern_to_string(node.pattern);
    std::vector<TfStrategyThreat> threats;
    const std::vector<TfLiftCase> lifted = tf_lift_options(node.pattern, node.domain);
    const FormValue here = node_form(node);
    for (std::size_t c = 0; c < lifted.size(); ++c) {
      const Region region = region_align(lifted[c].region, node.params);
      const std::vector<TfPattern>& moves = opponent() == Side::Left ? lifted[c].left : lifted[c].right;
      for (std::size_t k = 0; k < moves.size(); ++k) {
        TfStrategyThreat t{TfMoveIn::kBoard, c, k, region, {}};
        t.answers = answer(node, moves[k], here, region);
        threats.push_back(std::move(t));
      }
    }
    const auto fo = form_options(here, answerer(), node.params);
    for (std::size_t k = 0; k < fo.size(); ++k) {
      const Region region = region_intersect(node.domain, region_align(fo[k].first, node.params));
      if (region_is_empty(region)) continue;
      TfStrategyThreat t{TfMoveIn::kForm, 0, k, region, {}};
      t.answers = answer(node, node.pattern, fo[k].second, region);
      threats.push_back(std::move(t));
    }
    s_.nodes[i].threats = std::move(threats);
  }

  TfEvaluator& ev_;
  GameStore& store_;
  const RunBudget& budget_;
  const Progress& progress_;
  TfStrategyLimits limits_;
  TfStrategy s_;
  std::vector<char> dirty_;
  const std::vector<KnownPoint>& known_;
  std::size_t build_;
  // Where each node was reached from: the node expanded (npos: the entry),
  // the region of its answer and the answer's arguments.
  struct Image {
    std::size_t source;
    Region region;
    std::map<std::string, Affine> args;
  };
  std::vector<std::vector<Image>> images_;
  std::size_t expanding_ = static_cast<std::size_t>(-1);
  // Each node's domain, as the parts reach() keeps, each with the dimension
  // of its affine hull (asked of every image that comes).
  struct DomainPart {
    Region region;
    std::size_t dimension;
  };
  std::vector<std::vector<DomainPart>> parts_;
  bool widen_toads_ = false, widen_frogs_ = false, widen_blanks_ = false;
  std::string tracing_from_ = "the entry";  // the node being expanded, for CGPROVE_TRACE
};

}  // namespace

TfStrategy tf_strategy_build(const TfPattern& g, const SymGame& x, const Region& where, bool left_answers,
                             TfEvaluator& ev, const RunBudget& budget, const Progress& progress,
                             const TfStrategyLimits& limits) {
  std::vector<KnownPoint> known;
  for (std::size_t restart = 0;; ++restart) {
    try {
      return StrategyBuilder(ev, budget, progress, limits, known, restart + 1).build(g, x, where, left_answers);
    } catch (const TfStrategyClaimFalse& e) {
      std::size_t fresh = 0;
      for (const KnownPoint& k : e.points)
        if (std::find(known.begin(), known.end(), k) == known.end()) {
          known.push_back(k);
          ++fresh;
        }
      if (fresh == 0 || restart >= limits.restarts) throw TfStrategyFailed(e.what());
      if (std::getenv("CGPROVE_TRACE"))
        std::fprintf(stderr, "[trace] strategy built again with %zu known points (%zu new): %s\n", known.size(), fresh,
                     e.what());
    }
  }
}

}  // namespace cgp
