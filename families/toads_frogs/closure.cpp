#include "families/toads_frogs/closure.h"

#include <cstdio>
#include <cstdlib>

#include "families/toads_frogs/dead_walls.h"
#include "games/toads_frogs/pattern_moves.h"

#include <algorithm>
#include <optional>
#include <stdexcept>

namespace cgp {

namespace {

// The affine measure is a nicety when the potential exists: search briefly.
constexpr std::size_t kTfMeasureBudget = 20000;

std::string canonical_name(std::size_t i) {
  const std::string letter(1, static_cast<char>('a' + i % 26));
  return i < 26 ? letter : letter + std::to_string(i / 26);
}

// Depth-first embedding of result blocks into state blocks; skipped state
// blocks must be parametric (they become 0). A constant state block met by a
// symbolic result block needs the region to pin that block to the constant;
// that isl question is only asked of a complete embedding (`pinned`, once per
// result block and constant), since most candidate states fail on their
// symbols and constants alone. The first embedding found is the same as when
// each question was asked on the way: a failed one rules out every embedding
// below it, so the search order of the complete ones is unchanged.
bool embed(const TfPattern& s, TfResultMatcher& r, std::size_t i, std::size_t j,
           std::vector<std::pair<std::size_t, Affine>>& pins, std::map<std::string, Affine>& map) {
  const TfPattern& rp = r.result();
  if (j == rp.blocks.size()) {
    for (std::size_t k = i; k < s.blocks.size(); ++k) {
      if (s.blocks[k].length.is_constant()) return false;
      map[s.blocks[k].length.terms()[0].param] = Affine(0);
    }
    return std::all_of(pins.begin(), pins.end(), [&](const auto& pin) { return r.pinned(pin.first, pin.second); });
  }
  if (i == s.blocks.size() || s.blocks.size() - i < rp.blocks.size() - j) return false;
  const TfBlock& sb = s.blocks[i];
  const TfBlock& rb = rp.blocks[j];
  if (sb.symbol == rb.symbol) {
    bool ok = true;
    std::map<std::string, Affine> saved = map;
    const std::size_t pins_before = pins.size();
    if (sb.length.is_constant()) {
      ok = rb.length == sb.length || !rb.length.is_constant();
      if (ok && rb.length != sb.length) pins.emplace_back(j, sb.length);
    } else {
      map[sb.length.terms()[0].param] = rb.length;
    }
    if (ok && embed(s, r, i + 1, j + 1, pins, map)) return true;
    map = std::move(saved);
    pins.resize(pins_before);
  }
  if (sb.length.is_constant()) return false;
  std::map<std::string, Affine> saved = map;
  map[sb.length.terms()[0].param] = Affine(0);
  if (embed(s, r, i + 1, j, pins, map)) return true;
  map = std::move(saved);
  return false;
}

// A state created early with a constant (T F _, met before T^a F _) is an
// instance of a later, more general state: redirect its callers there and
// drop it, so the system has the paper's states. Both are fully expanded, so
// nothing is lost; the general state has strictly more parameters, so
// absorption cannot cycle.
//
// Each state is absorbed by the first state still present, in one pass. That
// is what restarting the scan after every absorption would give: an
// absorption removes a candidate and changes no pattern or domain, so no
// state already passed can become absorbable. (The restarting scan was
// quadratic per absorption: Erickson's first at b = 5 spent minutes on 3,066
// states, silent.) The callers of an absorbed state follow its chain of
// absorptions at the end; the parameter counts grow along a chain.
void absorb_instances(StateSystem& sys, std::vector<TfPattern>& patterns, const RunBudget& budget,
                      const Progress& progress, bool reached) {
  struct Absorbed {
    int into;
    std::map<std::string, Affine> args;  // `into`'s parameters in terms of the absorbed state's
  };
  const std::size_t n = patterns.size();
  std::vector<std::optional<Absorbed>> absorbed(n);
  for (std::size_t s = 0; s < n; ++s) {
    progress.report(ProgressEvent{ProgressStage::Absorb, s + 1, n});
    run_budget_check(budget, "merging states into more general ones: state " + std::to_string(s + 1) + " of " +
                                 std::to_string(n), true);
    TfResultMatcher matcher(patterns[s], sys.states[s].domain);
    for (std::size_t t = 0; t < n; ++t) {
      if (t == s || absorbed[t] || sys.states[t].params.size() <= sys.states[s].params.size()) continue;
      auto map = matcher.match(patterns[t]);
      // With reached domains the callers of s land in t only if t's domain
      // holds the image of s's.
      if (map && reached &&
          !region_is_subset(region_image(sys.states[s].domain, *map, sys.states[t].params), sys.states[t].domain))
        continue;
      if (map) {
        absorbed[s] = Absorbed{static_cast<int>(t), std::move(*map)};
        break;
      }
    }
  }
  std::vector<int> new_index(n, -1);
  int kept = 0;
  for (std::size_t s = 0; s < n; ++s)
    if (!absorbed[s]) new_index[s] = kept++;
  auto redirect = [&](StateOption& o) {
    if (o.target < 0) return;  // an integer, no state
    while (const auto& a = absorbed[static_cast<std::size_t>(o.target)]) {
      std::map<std::string, Affine> args;
      for (const auto& [k, v] : a->args) args[k] = affine_substitute(v, o.args);
      o.target = a->into;
      o.args = std::move(args);
    }
    o.target = new_index[static_cast<std::size_t>(o.target)];
  };
  for (auto& e : sys.entries) redirect(e.call);
  for (auto& st : sys.states)
    for (auto& c : st.cases) {
      for (auto& o : c.left) redirect(o);
      for (auto& o : c.right) redirect(o);
    }
  std::vector<FamilyState> states;
  std::vector<TfPattern> kept_patterns;
  for (std::size_t s = 0; s < n; ++s)
    if (!absorbed[s]) {
      states.push_back(std::move(sys.states[s]));
      kept_patterns.push_back(std::move(patterns[s]));
    }
  sys.states = std::move(states);
  patterns = std::move(kept_patterns);
  for (std::size_t i = 0; i < sys.states.size(); ++i) {
    sys.states[i].name = std::to_string(i + 1);
    sys.states[i].name.insert(sys.states[i].name.begin(), 'f');
  }
}

// The case's region split until every option's dead walls are decided
// (a wall's toad block >= 2 or <= 1 on each part).
std::vector<Region> dead_wall_cases(const TfLiftCase& lc, const Region& region) {
  std::vector<Region> out, todo{region};
  while (!todo.empty()) {
    const Region r = todo.back();
    todo.pop_back();
    std::optional<TfWallBound> split;
    for (const auto* side : {&lc.left, &lc.right})
      for (const TfPattern& q : *side)
        if (!split) split = tf_dead_wall_bound(q, r);
    if (!split) {
      out.push_back(r);
      continue;
    }
    for (const CmpOp op : {CmpOp::ge, CmpOp::lt}) {
      const Region part = region_intersect(r, region_from_relation(split->length, op, Affine(split->min), r.params()));
      if (!region_is_empty(part)) todo.push_back(part);
    }
  }
  return out;
}

}  // namespace

TfPattern tf_canonical_state(const TfPattern& result) {
  TfPattern out = result;
  std::size_t next = 0;
  for (TfBlock& b : out.blocks)
    if (!b.length.is_constant()) b.length = Affine::param(canonical_name(next++));
  return out;
}

bool TfResultMatcher::pinned(std::size_t block, const Affine& value) {
  for (const Pin& p : pins_)
    if (p.block == block && p.value == value) return p.holds;
  const Affine& length = result_.blocks[block].length;
  const bool holds = region_is_subset(region_, region_from_relation(length, CmpOp::eq, value, region_.params()));
  pins_.push_back(Pin{block, value, holds});
  return holds;
}

std::optional<std::map<std::string, Affine>> TfResultMatcher::match(const TfPattern& state) {
  std::map<std::string, Affine> map;
  std::vector<std::pair<std::size_t, Affine>> pins;
  if (embed(state, *this, 0, 0, pins, map)) return map;
  return std::nullopt;
}

std::optional<std::map<std::string, Affine>> tf_match_state(const TfPattern& state, const TfPattern& result,
                                                            const Region& region) {
  return TfResultMatcher(result, region).match(state);
}

StateSystem tf_family_closure(const std::vector<TfFamily>& families, std::size_t max_states) {
  RunBudget budget;
  budget.max_states = max_states;
  return tf_family_closure(families, budget);
}

namespace {

// The closure proper; with dead_walls, results are normalised with dead
// walls removed (tf_normalise_on) and cases split until they are decided.
StateSystem close_families(const std::vector<TfFamily>& families, const RunBudget& budget,
                           const Progress& progress, bool dead_walls, TfDomains domains) {
  const bool reached = domains == TfDomains::kReached;
  const std::size_t max_states = budget.max_states;
  auto normalise = [&](const TfPattern& q, const Region& region) {
    return dead_walls ? tf_normalise_on(q, region) : tf_normalise(q);
  };
  StateSystem sys;
  sys.game = "tf";

  std::vector<TfPattern> patterns;  // state patterns, aligned with sys.states
  // States whose cases must be lifted (again) on their domain: every new
  // state, and with reached domains every state whose domain grew.
  std::vector<char> dirty;
  std::vector<std::size_t> growths;  // how often each reached domain grew
  // A reached domain takes in the image of a region that calls the state.
  auto reach = [&](std::size_t s, const Region& region, const std::map<std::string, Affine>& args) {
    if (!reached) return;
    FamilyState& st = sys.states[s];
    const Region image = region_image(region, args, st.params);
    if (region_is_subset(image, st.domain)) return;
    // A domain that keeps growing (a band widened at each pass) is widened
    // to every parameter value, which holds every image: the closure ends.
    st.domain = ++growths[s] > kTfDomainGrowths ? region_universe(st.params) : region_union(st.domain, image);
    dirty[s] = 1;
  };
  // The entries: each family's slices (tf_family_slices), with the
  // parameters a slice pins substituted. A parameter the region pins (`b==4`)
  // is a constant of the family, so `T^a _^b F` on b==4 closes as
  // `T^a ____ F` (16 states), not as the family of every b, which never
  // closes. The kernel still checks each entry against the pattern as typed,
  // where b == 4 follows from the region.
  struct Entry {
    std::size_t family;
    Region where;
    TfPattern pinned;
  };
  std::vector<Entry> entries;
  for (std::size_t i = 0; i < families.size(); ++i) {
    const TfFamily& f = families[i];
    const std::vector<std::string> user_params = tf_pattern_params(f.pattern);
    for (const auto& w : f.where.params())
      if (std::find(user_params.begin(), user_params.end(), w) == user_params.end())
        throw std::invalid_argument("--where names parameter '" + w + "', which the pattern does not use");
    for (Region& slice : tf_family_slices(region_align(f.where, user_params))) {
      TfPattern pinned = tf_pattern_substitute(f.pattern, region_pinned_params(slice));
      entries.push_back(Entry{i, std::move(slice), std::move(pinned)});
    }
  }
  // With no symbolic toad block in any entry the number of toads is fixed,
  // so constant toad blocks take finitely many lengths and never widen
  // (widening them would add states with any number of toads: B21 would
  // never close). The entries as pinned, not the patterns as typed: `T^a
  // _^b F` on a==1 is `T _^b F`, whose blanks must widen as they do when it
  // is typed so (they did not, and its closure grew `F _^59` until a
  // skeleton overflowed).
  auto bounded = [&](Square piece) {
    return std::all_of(entries.begin(), entries.end(), [&](const Entry& e) {
      return std::all_of(e.pinned.blocks.begin(), e.pinned.blocks.end(), [&](const TfBlock& b) {
        return b.symbol != piece || b.length.is_constant();
      });
    });
  };
  const bool toads_bounded = bounded(Square::Toad);
  // With toads and frogs both fixed, blank blocks widen instead: in
  // T _^b T _^c F _^d the blanks behind the first toad grow one at a time
  // (_ T ..., _^2 T ..., ...), and every Terminal Toads offset is a fixed
  // number of pieces times a block, affine.
  const bool blanks_widen = toads_bounded && bounded(Square::Frog);
  // Frog blocks widen when some family's frogs are symbolic and every blank
  // block is constant: toads jumping a symbolic frog block one at a time
  // leave frog blocks of every constant length (T^a __ F^b meets F^2, F^3,
  // ...), and with constant blanks every Terminal Toads offset stays affine.
  const bool frogs_widen = !bounded(Square::Frog) && bounded(Square::Empty);
  // The state a normalised result goes to, created when new.
  auto resolve = [&](const TfNormalised& n, const Region& region) {
    StateOption o;
    o.offset = n.offset;
    o.strip = n.strip;
    o.walls = n.walls;
    if (n.pattern.blocks.empty()) return o;
    // Exact shapes first, then shapes with blocks set to 0.
    TfResultMatcher matcher(n.pattern, region);
    for (int pass = 0; pass < 2; ++pass)
      for (std::size_t s = 0; s < patterns.size(); ++s) {
        if ((patterns[s].blocks.size() == n.pattern.blocks.size()) != (pass == 0)) continue;
        if (auto m = matcher.match(patterns[s])) {
          o.target = static_cast<int>(s);
          o.args = std::move(*m);
          reach(s, region, o.args);
          return o;
        }
      }
    if (max_states > 0 && patterns.size() >= max_states) throw TfNotClosed(max_states);
    // Widening: a shape met again with other constants (T^a _ T F, then
    // T^a _ T^2 F, ...) would never close; make the differing blocks
    // parametric. The older, narrower state is absorbed at the end. Toad
    // blocks widen (the A classes' symbolic blocks), and blank blocks when
    // no piece block is symbolic: widening frogs, or blanks next to symbolic
    // toads, makes Terminal Toads offsets non-affine.
    TfPattern fresh = n.pattern;
    for (const TfPattern& old : patterns) {
      if (old.blocks.size() != fresh.blocks.size()) continue;
      bool same_shape = true;
      for (std::size_t b = 0; b < old.blocks.size(); ++b) same_shape &= old.blocks[b].symbol == fresh.blocks[b].symbol;
      if (!same_shape) continue;
      for (std::size_t b = 0; b < old.blocks.size(); ++b)
        if (old.blocks[b].length != fresh.blocks[b].length && fresh.blocks[b].length.is_constant() &&
            ((fresh.blocks[b].symbol == Square::Toad && !toads_bounded) ||
             (fresh.blocks[b].symbol == Square::Frog && frogs_widen) ||
             (fresh.blocks[b].symbol == Square::Empty && blanks_widen)))
          fresh.blocks[b].length = Affine::param("z");  // any parameter: renamed below
    }
    patterns.push_back(tf_canonical_state(fresh));
    FamilyState st;
    st.name = std::to_string(patterns.size());
    st.name.insert(st.name.begin(), 'f');  // (not "f" + ...: a GCC 12 -Wrestrict false positive)
    st.pattern = patterns.back();
    st.params = tf_pattern_params(patterns.back());
    st.domain = reached ? region_empty(st.params) : region_universe(st.params);
    if (std::getenv("CGPROVE_TRACE")) std::fprintf(stderr, "[trace] new state %s = %s\n", st.name.c_str(), tf_pattern_to_string(st.pattern).c_str());
    sys.states.push_back(std::move(st));
    dirty.push_back(1);
    growths.push_back(0);
    o.target = static_cast<int>(patterns.size() - 1);
    o.args = *tf_match_state(patterns.back(), n.pattern, region);
    if (reached)  // its first region is not a growth
      sys.states.back().domain = region_image(region, o.args, sys.states.back().params);
    return o;
  };

  for (const Entry& entry : entries) {
    FamilyEntry e;
    e.pattern = families[entry.family].pattern;
    e.family = entry.family;
    e.where = entry.where;
    e.call = resolve(normalise(entry.pinned, e.where), e.where);
    sys.entries.push_back(std::move(e));
  }
  // The cases of state s, lifted on its domain (again, if it grew).
  auto expand = [&](std::size_t s) {
    progress.report(ProgressEvent{ProgressStage::Closure, patterns.size(), patterns.size() - s});
    run_budget_check(budget, "the closure, which had not closed after " + std::to_string(patterns.size()) +
                                 " states (" + std::to_string(patterns.size() - s) + " waiting)",
                     true);
    const TfPattern pattern = patterns[s];
    sys.states[s].cases.clear();
    std::vector<TfLiftCase> lifted;
    try {
      lifted = tf_lift_options(pattern, sys.states[s].domain);
    } catch (const std::invalid_argument& e) {
      // A constant block that keeps growing (no widening applies to it) ends
      // at the longest strip: the closure cannot go on, which is UNDECIDED,
      // not an internal error.
      throw TfNotClosed("the family did not close: state " + sys.states[s].name + " = " +
                        tf_pattern_to_string(pattern) + " is too long to lift its moves (" + e.what() + ")");
    }
    for (TfLiftCase& lc : lifted) {
      const Region aligned = region_align(lc.region, sys.states[s].params);
      for (const Region& region : dead_walls ? dead_wall_cases(lc, aligned) : std::vector<Region>{aligned}) {
        RecurrenceCase rc;
        rc.region = region;
        for (const TfPattern& q : lc.left) rc.left.push_back(resolve(normalise(q, rc.region), rc.region));
        for (const TfPattern& q : lc.right) rc.right.push_back(resolve(normalise(q, rc.region), rc.region));
        sys.states[s].cases.push_back(std::move(rc));
      }
    }
  };
  // Passes until no state is dirty. Without reached domains the first pass
  // expands each state once, in order (patterns grows while we walk it), and
  // the second finds nothing to do.
  for (bool again = true; again;) {
    again = false;
    for (std::size_t s = 0; s < patterns.size(); ++s)
      if (dirty[s]) {
        dirty[s] = 0;
        again = true;
        expand(s);
      }
  }
  absorb_instances(sys, patterns, budget, progress, reached);
  ProgressEvent closed{ProgressStage::Closure, sys.states.size(), 0};
  closed.finished = true;
  progress.report(closed);
  // Every option is a lifted move and a strip (tf_norm_strip), so the
  // potential certificate always exists; the kernel checks both.
  sys.wellfounded_by = find_measure(sys, kTfMeasureBudget) ? WellFoundedBy::kAffineMeasure : WellFoundedBy::kMovePotential;
  return sys;
}

}  // namespace

std::vector<Region> tf_family_slices(const Region& where) {
  std::vector<Region> slices{where};
  for (const std::string& p : where.params()) {
    const auto values = region_param_values(where, p, kTfSliceValues);
    if (!values || values->size() < 2) continue;  // unbounded, or pinned already
    std::vector<Region> finer;
    for (const Region& s : slices)
      for (long v : *values) {
        Region part = region_intersect(s, region_from_relation(Affine::param(p), CmpOp::eq, Affine(v), where.params()));
        if (!region_is_empty(part)) finer.push_back(std::move(part));
      }
    if (finer.size() > kTfSliceValues) break;
    slices = std::move(finer);
  }
  return slices;
}

StateSystem tf_family_closure(const std::vector<TfFamily>& families, const RunBudget& budget,
                              const Progress& progress, TfDeadWalls dead_walls, TfDomains domains) {
  if (dead_walls == TfDeadWalls::kAlways) return close_families(families, budget, progress, true, domains);
  // Dead walls are tried only where the plain closure gives up: every family
  // that closed before keeps its system (and its proofs and Coq scripts,
  // which have no dead-wall lemma yet).
  RunBudget plain = budget;
  if (plain.max_states == 0 || plain.max_states > kTfPlainClosureStates) plain.max_states = kTfPlainClosureStates;
  try {
    return close_families(families, plain, progress, false, domains);
  } catch (const TfNotClosed&) {
  }
  if (std::getenv("CGPROVE_TRACE")) std::fprintf(stderr, "[trace] closure: %zu states without dead walls; again with them\n", plain.max_states);
  return close_families(families, budget, progress, true, domains);
}

}  // namespace cgp
