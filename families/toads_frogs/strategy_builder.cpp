// The strategy builder's nodes: the entry, forms and their options, the
// node each answer leads to, and the expansion of a node into its threats.
#include "families/toads_frogs/strategy_builder.h"

#include "families/toads_frogs/closure.h"
#include "families/toads_frogs/normalise.h"
#include "games/toads_frogs/pattern_moves.h"

#include <algorithm>

namespace cgp {

TfStrategy TfStrategyBuilder::build(const TfPattern& g, const SymGame& x, const Region& where, bool left_answers) {
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
  TfFormValue entry = leaf_or_tree(xz, from_z);
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

std::string TfStrategyBuilder::scope() const {
  const std::string half = s_.left_answers ? "strategy for G >= X" : "strategy for G <= X";
  return build_ == 1 ? half : half + ", build " + std::to_string(build_);
}

std::size_t TfStrategyBuilder::intern_tree(const SymGame& t) {
  for (std::size_t i = 0; i < s_.trees.size(); ++i)
    if (s_.trees[i] == t) return i;
  s_.trees.push_back(t);
  return s_.trees.size() - 1;
}

TfFormValue TfStrategyBuilder::leaf_or_tree(const SymGame& t, const std::map<std::string, Affine>& zargs,
                                            const Affine& plus) {
  TfFormValue v;
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

TfFormValue TfStrategyBuilder::node_form(const TfStrategyNode& n) const {
  TfFormValue v;
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

std::vector<std::pair<Region, TfFormValue>> TfStrategyBuilder::form_options(const TfFormValue& v, Side side,
                                                                            const std::vector<std::string>& params) {
  std::vector<std::pair<Region, TfFormValue>> out;
  const Region all = region_universe(params);
  TfFormValue o = v;
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

GameId TfStrategyBuilder::form_value_at(const TfFormValue& v, const ParamValues& at) {
  GameId g = store_.number(affine_eval(v.n, at));
  if (v.tree) {
    ParamValues z;
    for (const auto& [name, e] : v.zargs) z[name] = affine_eval(e, at).to_long().value_or(0);
    g = store_.add(g, sym_game_instantiate(store_, s_.trees[v.index], z));
  }
  return v.star ? store_.add(g, store_.nimber(1)) : g;
}

std::vector<TfStrategyAnswer> TfStrategyBuilder::resolve(const TfPattern& r, const TfFormValue& v,
                                                         const Region& region) {
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

std::vector<std::string> TfStrategyBuilder::node_params(const TfPattern& p, const TfForm& form) const {
  std::vector<std::string> params = tf_pattern_params(p);
  if (form.kind == TfFormKind::kTree)
    for (std::size_t i = 0; i < s_.claim_params.size(); ++i) params.push_back(tf_form_claim_param(i));
  params.push_back(tf_form_int_param());
  return params;
}

std::size_t TfStrategyBuilder::node_for(const TfPattern& core, const TfForm& form, const Region& region,
                                        const std::map<std::string, Affine>& formargs,
                                        std::map<std::string, Affine>& args) {
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
    for (std::size_t b = 0; b < fresh.blocks.size(); ++b)
      same_shape &= old.pattern.blocks[b].symbol == fresh.blocks[b].symbol;
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

void TfStrategyBuilder::check_budget() const {
  run_budget_check(budget_, "the strategy closure (" + scope() + "), at " + std::to_string(s_.nodes.size()) + " nodes",
                   true);
}

void TfStrategyBuilder::expand(std::size_t i) {
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
  const TfFormValue here = node_form(node);
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

}  // namespace cgp
