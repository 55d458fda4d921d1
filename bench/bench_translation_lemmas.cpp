// bench_translation_lemmas: how much of a family would a kernel rule for
// translation lemmas prove, G_s(x) = G_s(x - u), if it matched options
// one by one?
//
// bench_translations measures where values stand still along a direction;
// that is what a proof would need, not what one could show. The README's
// "Diagonal directions" names the missing rule: prove G_s(x) = G_s(x - u)
// on a set R by matching each option at x with the option at x - u, the
// pairs equal because they are one position, or by the lemma of their
// target state along the difference of their arguments at a smaller
// position. This measures that rule on the family's own closure, before
// anyone writes it.
//
// For each claim (state j, direction u) and each point x of j's domain with
// x - u in it too, strips of at most L squares: x is matched when the cases
// holding x and x - u list the same targets with the same integer offsets at
// both points; option k then needs nothing when its target points agree, and
// otherwise the claim (target, difference) at x's target point, a new claim
// if need be. The claims' sets are then cut to their greatest fixed point:
// a point stays while every claim it needs holds there. That is an
// induction on the position (every option is smaller), so every point left
// is a theorem G_j(x) = G_j(x - u) from the rules alone (column "alone").
// The cut is done again with the values at unmatched pairs taken as known
// where the engine says they agree (column "boundary"), as a proof would
// take them from lemmas of their own; those points are theorems given
// those values. Each is checked against the engine: a mismatch would be a
// bug here, and is reported and counted (exit 1). Points whose x - u is
// longer than L are left out, so the top of the box only loses points.
//
// Then the core: the points of the entry's state that none of the given
// directions reduces (with the boundary's values). Every other point has
// the value of x - t for one of them, so a proof of the whole family along
// these directions would need values on the core only.
//
// Usage: bench_translation_lemmas PATTERN L DIRECTION [DIRECTION ...]
//        bench_translation_lemmas "_^a T _^b T _^c F _^d" 30 0,1,-2,1 1,-2,1,0
// A DIRECTION lists one integer per parameter of the pattern, in order.
#include "bench/bench_args.h"
#include "families/toads_frogs/closure.h"
#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/pattern.h"
#include "prover/compiled_cases.h"
#include "symbolic/affine.h"
#include "symbolic/region.h"
#include "symbolic/region_membership.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <variant>
#include <vector>

using namespace cgp;

namespace {

const BenchUsage kUsage{"bench_translation_lemmas", "bench_translation_lemmas PATTERN L DIRECTION [DIRECTION ...]"};

using Point = std::vector<long>;

// The claims' bookkeeping stops here; a point that would need another claim
// is dropped, which only makes the sets smaller.
constexpr std::size_t kMaxClaims = 256;

// A line on stderr at most every 10 s, so that a long run says what it does.
void progress(const char* what, std::size_t n) {
  using Clock = std::chrono::steady_clock;
  static const Clock::time_point start = Clock::now();
  static Clock::time_point last = start;
  const Clock::time_point now = Clock::now();
  if (now - last < std::chrono::seconds(10)) return;
  last = now;
  std::fprintf(stderr, "bench_translation_lemmas: %s %zu (%.0f s)\n", what, n,
               std::chrono::duration<double>(now - start).count());
}

std::string point_text(const Point& x) {
  std::string out;
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (i) out += ',';
    out += std::to_string(x[i]);
  }
  return out;
}

// The points of each state's domain with strips of at most L squares.
class Universe {
 public:
  Universe(const StateSystem& sys, long max_len) : sys_(sys), max_len_(max_len), points_(sys.states.size()) {}

  const std::map<Point, std::size_t>& of(std::size_t state) {
    if (points_[state]) return *points_[state];
    const FamilyState& s = sys_.states[state];
    const RegionMembership domain(s.domain);
    auto& out = points_[state].emplace();
    Point x(s.params.size(), 0);
    // Every block of a state's pattern has length >= 0, so each parameter is
    // at most L where the strip fits.
    for (bool more = !x.empty(); more;) {
      if (fits(s, x) && domain.contains(x)) out.emplace(x, out.size());
      progress("listing the points of a state's domain: so far", out.size());
      more = false;
      for (std::size_t k = x.size(); k-- > 0 && !more;) {
        if (++x[k] <= max_len_) more = true; else x[k] = 0;
      }
    }
    if (x.empty() && fits(s, x) && domain.contains(x)) out.emplace(x, 0);
    return out;
  }

  bool contains(std::size_t state, const Point& x) {
    return of(state).count(x) != 0;
  }

 private:
  bool fits(const FamilyState& s, const Point& x) const {
    ParamValues at;
    for (std::size_t i = 0; i < x.size(); ++i) at[s.params[i]] = x[i];
    const auto len = tf_pattern_length(s.pattern, at);
    return len && *len <= max_len_;
  }

  const StateSystem& sys_;
  long max_len_;
  std::vector<std::optional<std::map<Point, std::size_t>>> points_;
};

struct Candidate {
  Point x;
  bool matched = false;  // the cases at x and x - u pair their options
  bool equal = false;    // the engine's values at x and x - u are one game
  bool alive = false;
  std::vector<std::pair<std::size_t, Point>> needs;  // (claim, point) it rests on
};

struct Claim {
  std::size_t state = 0;
  Point u;
  std::vector<Candidate> points;
  std::map<Point, std::size_t> index;
};

class ClaimSet {
 public:
  ClaimSet(const StateSystem& sys, long max_len) : sys_(sys), cases_(sys), universe_(sys, max_len) {}

  std::size_t claim(std::size_t state, const Point& u) {
    const auto key = std::make_pair(state, u);
    if (const auto it = ids_.find(key); it != ids_.end()) return it->second;
    if (claims_.size() >= kMaxClaims) return kMaxClaims;
    ids_.emplace(key, claims_.size());
    claims_.push_back({state, u, {}, {}});
    pending_.push_back(claims_.size() - 1);
    return claims_.size() - 1;
  }

  // Lists every claim's candidates, creating the claims they need.
  void expand() {
    while (!pending_.empty()) {
      const std::size_t id = pending_.back();
      pending_.pop_back();
      const std::size_t state = claims_[id].state;
      const Point u = claims_[id].u;
      std::vector<Candidate> found;
      for (const auto& [x, _] : universe_.of(state)) {
        Point y = x;
        for (std::size_t k = 0; k < y.size(); ++k) y[k] -= u[k];
        if (!universe_.contains(state, y)) continue;
        found.push_back(match(state, x, y));
        progress("matching the pairs of a claim: so far", found.size());
      }
      for (std::size_t i = 0; i < found.size(); ++i) claims_[id].index.emplace(found[i].x, i);
      claims_[id].points = std::move(found);
    }
  }

  // The greatest fixed point: drops every point that needs a point no
  // longer alive, until none does. With `boundary`, a need is met also at a
  // point where matching fails but the engine's values agree: the boundary's
  // values taken as known, as a proof would take them from lemmas of their
  // own (the slice c = 0 of B21 is one).
  void cut(bool boundary) {
    for (Claim& c : claims_)
      for (Candidate& p : c.points) p.alive = p.matched;
    std::size_t passes = 0;
    for (bool changed = true; changed;) {
      changed = false;
      progress("cutting the claims to their fixed point: pass", ++passes);
      for (Claim& c : claims_)
        for (Candidate& p : c.points) {
          if (!p.alive) continue;
          for (const auto& [claim, at] : p.needs)
            if (!met(claim, at, boundary)) {
              p.alive = false;
              changed = true;
              break;
            }
        }
    }
  }

  const Candidate* find(std::size_t claim, const Point& x) const {
    if (claim >= claims_.size()) return nullptr;
    const auto it = claims_[claim].index.find(x);
    return it == claims_[claim].index.end() ? nullptr : &claims_[claim].points[it->second];
  }
  bool alive(std::size_t claim, const Point& x) const {
    const Candidate* p = find(claim, x);
    return p && p->alive;
  }
  bool met(std::size_t claim, const Point& x, bool boundary) const {
    const Candidate* p = find(claim, x);
    return p && (p->alive || (boundary && !p->matched && p->equal));
  }

  const std::vector<Claim>& claims() const { return claims_; }
  Universe& universe() { return universe_; }

  GameId value_at(std::size_t state, const Point& x) {
    ParamValues at;
    for (std::size_t i = 0; i < x.size(); ++i) at[sys_.states[state].params[i]] = x[i];
    return eval_.value(*tf_pattern_instantiate(sys_.states[state].pattern, at));
  }

 private:
  Candidate match(std::size_t state, const Point& x, const Point& y) {
    Candidate out{x, false, value_at(state, x) == value_at(state, y), false, {}};
    const CompiledCase* cx = cases_.at(state, x);
    const CompiledCase* cy = cases_.at(state, y);
    if (!cx || !cy || cx->left.size() != cy->left.size() || cx->right.size() != cy->right.size()) return out;
    for (const auto side : {&CompiledCase::left, &CompiledCase::right})
      for (std::size_t k = 0; k < (cx->*side).size(); ++k) {
        const CompiledOption& ox = (cx->*side)[k];
        const CompiledOption& oy = (cy->*side)[k];
        if (ox.target != oy.target || ox.offset_at(x) != oy.offset_at(y)) return out;
        if (ox.target == kIntegerTarget) continue;
        const Point px = ox.target_point(x), py = oy.target_point(y);
        if (px == py) continue;
        Point v = px;
        for (std::size_t i = 0; i < v.size(); ++i) v[i] -= py[i];
        out.needs.emplace_back(claim(static_cast<std::size_t>(ox.target), v), px);
      }
    out.matched = true;
    return out;
  }

  const StateSystem& sys_;
  CompiledCases cases_;
  Universe universe_;
  TfEvaluator eval_;
  std::vector<Claim> claims_;
  std::map<std::pair<std::size_t, Point>, std::size_t> ids_;
  std::vector<std::size_t> pending_;
};

Point direction_of(const char* text, std::size_t n) {
  Point t;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, ',');) t.push_back(kUsage.number(part.c_str(), "a DIRECTION is integers separated by commas"));
  if (t.size() != n) kUsage.fail("a DIRECTION needs one integer per parameter of the pattern");
  return t;
}

// The entry's direction in its state's parameters: the linear part of the
// entry's argument map applied to t.
Point state_direction(const StateSystem& sys, const std::vector<std::string>& params, const Point& t) {
  const StateOption& call = sys.entries.at(0).call;
  const FamilyState& s = sys.states.at(static_cast<std::size_t>(call.target));
  Point u;
  const std::vector<long> zero(params.size(), 0);
  for (const std::string& p : s.params) {
    const Affine& e = call.args.at(p);
    u.push_back(*(affine_eval(e, params, t) - affine_eval(e, params, zero)).to_long());
  }
  return u;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) kUsage.fail("too few arguments");
  const auto parsed = tf_pattern_parse(argv[1]);
  if (!std::holds_alternative<TfPattern>(parsed)) kUsage.fail("the pattern does not parse");
  const TfPattern pattern = std::get<TfPattern>(parsed);
  const std::vector<std::string> params = tf_pattern_params(pattern);
  const long max_len = kUsage.number(argv[2], "L must be a whole number");
  if (max_len < 1 || max_len > static_cast<long>(TfPosition::kMaxLength)) kUsage.fail("L must be from 1 to 64 (the engine's strips)");
  std::vector<Point> directions;
  for (int i = 3; i < argc; ++i) directions.push_back(direction_of(argv[i], params.size()));

  const auto start = std::chrono::steady_clock::now();
  const StateSystem sys = tf_family_closure(pattern, region_universe(params));
  if (sys.entries.size() != 1 || sys.entries[0].call.target == kIntegerTarget)
    kUsage.fail("the family must close into one entry on a state");
  const auto entry = static_cast<std::size_t>(sys.entries[0].call.target);
  std::printf("%s: %zu states, entry %s = %s; strips of at most %ld squares\n", argv[1], sys.states.size(),
              sys.states[entry].name.c_str(), tf_pattern_to_string(sys.states[entry].pattern).c_str(), max_len);

  ClaimSet claims(sys, max_len);
  std::vector<std::size_t> roots;
  for (const Point& t : directions) roots.push_back(claims.claim(entry, state_direction(sys, params, t)));
  claims.expand();
  if (claims.claims().size() >= kMaxClaims)
    std::printf("(stopped at %zu claims: points needing more are dropped)\n", kMaxClaims);

  // Proved by matching alone, then with the boundary's values known.
  claims.cut(false);
  std::vector<std::size_t> alone;
  for (const Claim& c : claims.claims()) {
    std::size_t n = 0;
    for (const Candidate& p : c.points) n += p.alive;
    alone.push_back(n);
  }
  claims.cut(true);
  std::printf("%-6s %-14s %9s %9s %9s %9s %9s %9s %9s\n", "state", "direction", "pairs", "equal", "matched",
              "unequal", "unmatched", "alone", "boundary");
  std::printf("%-6s %-14s %9s %9s %9s %9s %9s %9s %9s\n", "", "", "", "values", "", "option", "near face", "proved",
              "proved");
  std::size_t wrong = 0;
  for (std::size_t id = 0; id < claims.claims().size(); ++id) {
    const Claim& c = claims.claims()[id];
    std::size_t equal = 0, matched = 0, unequal_option = 0, near_face = 0, proved = 0;
    for (const Candidate& p : c.points) {
      equal += p.equal;
      matched += p.matched;
      // Matched, but some pair of options differs in value: no matching
      // proves such a pair, even where x and x - u are equal.
      unequal_option += p.matched && std::any_of(p.needs.begin(), p.needs.end(), [&](const auto& need) {
                          const Candidate* q = claims.find(need.first, need.second);
                          return q && !q->equal;
                        });
      proved += p.alive;
      // Where matching fails: on the planes of a small parameter, or not.
      if (!p.matched) near_face += std::any_of(p.x.begin(), p.x.end(), [](long v) { return v <= 2; });
      // Every proved pair is a theorem; the engine must agree.
      if (p.alive && !p.equal && ++wrong <= 3)
        std::printf("  WRONG: %s at %s, along %s\n", sys.states[c.state].name.c_str(), point_text(p.x).c_str(),
                    point_text(c.u).c_str());
    }
    std::printf("%-6s %-14s %9zu %9zu %9zu %9zu %9zu %9zu %9zu\n", sys.states[c.state].name.c_str(),
                point_text(c.u).c_str(), c.points.size(), equal, matched, unequal_option, near_face, alone[id], proved);
  }

  // The core: the entry's points that no root direction reduces (with the
  // boundary's values known).
  const auto& all = claims.universe().of(entry);
  std::size_t core = 0, core_with_zero = 0;
  for (const auto& [x, _] : all) {
    bool reduced = false;
    for (std::size_t r : roots) reduced = reduced || claims.alive(r, x);
    if (reduced) continue;
    ++core;
    core_with_zero += std::any_of(x.begin(), x.end(), [](long v) { return v == 0; });
  }
  std::printf("core of %s: %zu of its %zu points (%zu with a parameter 0); %zu proved pairs disagree with the engine\n",
              sys.states[entry].name.c_str(), core, all.size(), core_with_zero, wrong);
  std::printf("(%.1f s)\n", std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  return wrong == 0 ? 0 : 1;
}
