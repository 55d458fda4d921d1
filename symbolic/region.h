// Region: a Presburger set of integer parameter points, on top of isl.
//
// A Region is a set of points over an ordered list of parameters (its
// "params"); every parameter is a natural number: each region is a subset of
// the default domain {p >= 0 for every parameter}, which parsing and every
// constructor conjoin. (The prover's parameters are lengths and counts; shift a
// parameter to get negative values.) Emptiness, implication and equality are
// exact (isl decides Presburger arithmetic).
//
// Text syntax (region_parse and region_to_string agree):
//   comparisons  2a-b+3 >= c   a < 5   a == b+1   a != 3   1 <= a <= 5 (chains)
//   residues     b%2 == 1   (a+b)%3 == 2   2a%3 != 0   a%4 >= 2
//                (% is the mathematical remainder in 0..m-1; the left side is
//                a single term or a parenthesised affine term with integer
//                coefficients; m is an integer literal in 1..1000; with == and
//                != the residue must be in 0..m-1)
//   logic        A && B   A || B   !A   (A)   true   false
// with affine terms as in affine.h. && binds tighter than ||; ! tightest.
// Printing uses ==, >=, <=, % (with ==, !=, >=, <=), && and ||: constraints of
// a disjunct are sorted (by first parameter, then ==, >=, <=, %), disjuncts are
// sorted and parenthesised when they have more than one constraint, the
// default domain is left out (`a>=0` prints as `true`), and the empty region
// prints as `false`. A residue prints with its first coefficient reduced to
// its gcd with the modulus (2a%5!=3 prints as a%5!=4) and the others nearest
// zero ((a+2b)%3 prints as (a-b)%3); allowed residues that are not one run
// print as several disjuncts (a%5==0 || a%5==3). Printing is exact (it
// re-parses to an equal region) but not a canonical form of the set: isl may
// describe one set by different disjuncts depending on how it was built.
//
// Binary operations on regions with different params work over the first
// region's params followed by the second's extra ones (in their order); a
// parameter a region did not mention ranges over the default domain p >= 0.
//
// isl: all regions share one process-wide isl_ctx (region_isl_ctx), which is
// not thread-safe: use regions from one thread at a time. Functions other than
// region_parse throw std::runtime_error if isl itself fails (out of memory).
// isl 0.25's isl_set_coalesce can return a wrong set when a disjunct has a
// residue ({a>=0 and a mod 2 = 0} u {0<=a<=1} becomes {a>=0}); this layer only
// coalesces through region_detail::coalesce, which keeps isl's result only if
// isl_set_is_equal confirms it. Code using isl directly must do the same.
#pragma once

#include "symbolic/affine.h"

#include <isl/ctx.h>
#include <isl/aff_type.h>
#include <isl/set.h>

#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace cgp {

// The largest modulus of a residue constraint: printing enumerates residues.
constexpr long kRegionMaxModulus = 1000;

// A point aligned to a region's params().
using RegionPoint = std::vector<long>;
// The sum of a point's coordinates: the order of counterexamples
// (region_least_by_sum) and the size of a position in every family here
// (the squares of a strip, the cells of a board), so the cost of evaluating it.
long region_point_sum(const RegionPoint& p);

enum class CmpOp { eq, ne, lt, le, gt, ge };

// Owns one reference to an isl_set over params().size() set dimensions, named
// after the params. Copies share the set (isl reference counting), so copying
// is cheap; regions are immutable.
class Region {
 public:
  Region();  // the universe over no parameters: the single empty point
  Region(const Region& o);
  Region& operator=(const Region& o);
  ~Region();

  const std::vector<std::string>& params() const { return params_; }

  // Takes the set (__isl_take); it must have params.size() set dimensions in
  // params order. The result is intersected with the default domain.
  friend Region region_from_isl(std::vector<std::string> params, __isl_take isl_set* set);
  // The set, still owned by the region (__isl_keep); isl_set_copy it to keep it.
  friend __isl_keep isl_set* region_isl_set(const Region& r);

 private:
  // region.cpp's operations, which build regions of sets known to lie in the
  // default domain without intersecting them with it again.
  friend struct RegionOfNaturalSet;
  Region(std::vector<std::string> params, __isl_take isl_set* set);
  std::vector<std::string> params_;
  isl_set* set_;  // never null
};

Region region_from_isl(std::vector<std::string> params, __isl_take isl_set* set);
__isl_keep isl_set* region_isl_set(const Region& r);

// The one isl context of the process; created on first use, never freed
// (regions may outlive any destructor order we could pick).
isl_ctx* region_isl_ctx();

// --- construction. `params` is checked: valid names, no duplicates (a bad list
// is a programming error and throws std::invalid_argument).
Region region_universe(std::vector<std::string> params);  // every p >= 0
Region region_empty(std::vector<std::string> params);
// {lhs rel rhs}; over `params` followed by any other parameter of lhs and rhs
// (in param_less order).
Region region_from_relation(const Affine& lhs, CmpOp rel, const Affine& rhs,
                            std::vector<std::string> params = {});
// {e mod m  rel  r} with 0 <= e mod m < m. e must have integer coefficients and
// 1 <= m <= kRegionMaxModulus (else std::invalid_argument).
Region region_from_residue(const Affine& e, long m, CmpOp rel, long r,
                           std::vector<std::string> params = {});
// The same region over `params`, which must contain r.params() (else
// std::invalid_argument); new parameters range over p >= 0.
Region region_align(const Region& r, const std::vector<std::string>& params);

// --- text. Parameters are `params` in that order (every name used must be
// among them), or when `params` is empty the names used, in param_less order.
// Never throws.
std::variant<Region, ParseError> region_parse(std::string_view text,
                                               const std::vector<std::string>& params = {});
std::string region_to_string(const Region& r);
// For messages and traces: region_to_string, or isl's own text where that
// throws (a residue of a residue, which region_translates can make), so
// that describing a failure never becomes a failure of its own.
std::string region_to_message(const Region& r);
std::ostream& operator<<(std::ostream& os, const Region& r);

// --- set operations
Region region_intersect(const Region& x, const Region& y);
// r with each of its parameters that `at` names fixed to that value (the
// others free): the points of r on a line or plane. The same points as
// intersecting with one equality per parameter, without building a region
// for each: the strategy builder's probes ask it at every point of a
// shadow, and those intersections were a tenth of a build (perf, the
// one-frog slice b = 10, 2026-12-07).
Region region_fix(const Region& r, const ParamValues& at);
// r's disjuncts as isl holds them (not coalesced again, nothing printed):
// regions whose union is r (for an empty r, none or only empty ones).
// Unlike region_conjunctions, for every region, nested divisions included
// (the strategy builder's far probes met one on `T _^b T F _` = 5/2).
std::vector<Region> region_disjuncts(const Region& r);
Region region_union(const Region& x, const Region& y);
// The union of all, coalesced once (not after every step); empty list: not allowed.
Region region_union_all(const std::vector<Region>& parts);
// Polyhedral widening, for a region grown by images that may never settle
// (a node reached at x = z1-1, then z1-2, then z1-3, ...): the constraints of
// old's convex hull that all of grown satisfies. It holds grown, and a chain
// of widenings settles, since each drops constraints of the first hull.
// (Each constraint is asked of grown's points, not of grown's hull.) Each
// parameter keeps grown's least value as a lower bound
// (region_bound_below_as); grown holds old (old's union with what it grew
// by), so that bound holds old too. A
// hull forgets residues and holes, so the result may hold points neither
// region has; callers use it where a larger region is still sound.
Region region_widen(const Region& old, const Region& grown);
// region_widen with old's hull given (region_convex_hull(old)), for callers
// that widen one region by many: the hull is most of a widening's cost.
Region region_widen_by_hull(const Region& old, const Region& old_hull, const Region& grown);
// isl's convex hull of r, one conjunction; it keeps a residue only where
// every disjunct of r has it.
Region region_convex_hull(const Region& r);
// The same within isl's count of max_operations (isl_ctx_set_max_operations;
// 0: no limit); nullopt past it.
std::optional<Region> region_convex_hull_within(const Region& r, unsigned long max_operations);
// Every translate of r by a whole number of steps: {x + n*step : x in r,
// n >= 0}, exact (isl projects n out, so residues may appear). step gives
// one integer per parameter of r. Where a region grows by images one step
// apart (a node reached at d == k with y1 == 2k-1, then at k+1, ...), this
// is the whole chain, with the shape of each link kept, where a hull-based
// widening can only drop the constraints that moved.
Region region_translates(const Region& r, const std::vector<long>& step);
// r with each parameter bounded below by its least value on grown: a
// widening's threshold. A widening that drops a lower bound that moved
// (b >= 2 reached at b == 1), or a chain that steps down, would take in
// everything down to 0 at once, where a family's claims most often fail
// (blocks that empty and merge) and far from where a builder probes: the
// one-frog slice b = 9 (2026-12-07). Lower bounds stop at 0, so a chain of
// widenings so bounded still settles.
Region region_bound_below_as(const Region& r, const Region& grown);
// The equalities every point of r satisfies (isl's affine hull), as a region.
Region region_affine_hull(const Region& r);
Region region_subtract(const Region& x, const Region& y);  // x and not y: y's complement within x
// The same within isl's count of max_operations (as region_convex_hull_within);
// nullopt past it. The strategy builder's widenings subtract regions with
// residues mod 3, where one isl_set_subtract and its coalescing ran for
// minutes past the run's budget (B21's left band, 2026-12-07).
std::optional<Region> region_subtract_within(const Region& x, const Region& y, unsigned long max_operations);
Region region_complement(const Region& x);                 // within the default domain

// --- exact decisions
bool region_is_empty(const Region& r);
bool region_is_subset(const Region& x, const Region& y);  // x implies y
bool region_is_equal(const Region& x, const Region& y);
bool region_is_universe(const Region& r);  // every point of the default domain
bool region_is_disjoint(const Region& x, const Region& y);

// --- points
bool region_contains(const Region& r, const RegionPoint& point);  // aligned to params()
bool region_contains(const Region& r, const ParamValues& point);   // every param given
ParamValues region_point_values(const Region& r, const RegionPoint& point);  // by name
std::optional<RegionPoint> region_sample(const Region& r);  // some point, nullopt if empty
std::optional<RegionPoint> region_lexmin(const Region& r);  // the lexicographically least point
// The least point of `domain` in no part (over domain's params, then the
// parts' others), or nullopt when the parts cover it: region_lexmin of
// domain minus the union of the parts, without coalescing the union, which
// with hundreds of pieces cost more than the rest of a coverage check.
std::optional<RegionPoint> region_lexmin_uncovered(const Region& domain, const std::vector<Region>& parts);
// The least point in the order of counterexamples: least sum of the
// parameters, ties broken lexicographically (in params() order); nullopt
// when r is empty or its sums have no least value.
std::optional<RegionPoint> region_least_by_sum(const Region& r);
// A box holding r: per parameter (in params() order) a lower bound and an
// upper one (nullopt: none), from isl's ILP on each parameter (the least
// and greatest values, where isl finds them). For deciding that two regions
// cannot meet without asking isl about the pair: boxes apart on one
// parameter hold disjoint regions. An empty r gives lo > hi everywhere.
struct RegionRange {
  long lo = 0;
  std::optional<long> hi;
};
std::vector<RegionRange> region_box_of(const Region& r);
// The same for the i-th parameter alone (two ILPs, where the box asks two
// per parameter).
RegionRange region_range_of(const Region& r, std::size_t i);
bool region_boxes_apart(const std::vector<RegionRange>& x, const std::vector<RegionRange>& y);
// The first pair i < j (in that order) of parts that meet, or nullopt when
// they are pairwise disjoint. Pairs whose boxes lie apart are not asked of
// isl: a conjecture of a thousand pieces is half a million pairs.
std::optional<std::pair<std::size_t, std::size_t>> region_first_overlap(const std::vector<Region>& parts);

// Every point with lo <= p <= hi in each coordinate, in lexicographic order.
std::vector<RegionPoint> region_points_in_box(const Region& r, long lo, long hi);
// Every point with 0 <= p_i <= hi[i] (hi aligned to params()), lexicographic.
std::vector<RegionPoint> region_points_in_box(const Region& r, const std::vector<long>& hi);
// The points of the one above with p_1 + ... + p_n <= max_sum that `keep`
// accepts (an empty `keep` accepts all). Only the points within the sum are
// visited and only the kept ones stored: the one above lists the whole box.
std::vector<RegionPoint> region_points_in_box(const Region& r, const std::vector<long>& hi, long max_sum,
                                              const std::function<bool(const RegionPoint&)>& keep);

// --- the sign question of the symbolic layer: does a condition hold on r?
enum class RegionAnswer {
  all,   // it holds on all of r (also when r is empty): no is empty
  none,  // it holds nowhere in the nonempty r: yes is empty
  some,  // both parts are nonempty
};
struct RegionSplit {
  RegionAnswer answer;
  Region yes;  // r and cond
  Region no;   // r and not cond
};
RegionSplit region_split(const Region& r, const Region& cond);
// cond is e >= 0; the parts are over r.params() plus any extra parameter of e.
RegionSplit region_split_sign(const Region& r, const Affine& e);

// --- constraints. A region as a union of conjunctions of typed constraints,
// as region_to_string reads it (before it merges disjuncts and splits
// residues into runs): `lhs >= 0`, `lhs == 0` (lhs with integer coefficients
// and the gcd of its coefficients 1), or `lhs mod modulus` in `residues`
// (lhs without a constant, normalised as printed). Constraints the default
// domain implies are left out. For tools that change one constraint at a
// time (the mutation suite); region_from_conjunctions gives the set back.
struct RegionConstraint {
  enum class Kind { ge, eq, residue } kind = Kind::ge;
  Affine lhs;
  long modulus = 1;             // residue only
  std::vector<long> residues;   // residue only: the allowed values, increasing, in 0..modulus-1
};
using RegionConjunction = std::vector<RegionConstraint>;
std::vector<RegionConjunction> region_conjunctions(const Region& r);  // none when r is empty
Region region_from_conjunctions(const std::vector<RegionConjunction>& ds, const std::vector<std::string>& params);
std::string region_constraint_to_string(const RegionConstraint& c);  // "b-2>=0", "b%3 in {1}"

// --- the printed form, typed. region_to_string(r) is a disjunction of
// conjunctions of atoms; these are the same atoms, in the same order, for
// writers that turn a region into another language (the Coq exporter) and
// must not read the text back. An atom is `lhs op rhs` (a comparison: lhs with
// integer coefficients, rhs a constant) or, with modulus m >= 2,
// `(lhs)%m op rhs` (a residue: rhs a constant in 0..m-1). Ops are eq, ne
// (residues only), ge and le. None for an empty region; one empty
// conjunction for the universe.
struct RegionAtom {
  Affine lhs;
  long modulus = 0;  // 0: a comparison
  CmpOp op = CmpOp::eq;
  Affine rhs;
  bool operator==(const RegionAtom& o) const {
    return lhs == o.lhs && modulus == o.modulus && op == o.op && rhs == o.rhs;
  }
};
std::vector<std::vector<RegionAtom>> region_printed_atoms(const Region& r);
std::string region_atom_to_string(const RegionAtom& a);  // as region_to_string prints it
// Whether region_to_string(r) is "true" (one empty conjunction): writers
// leave such a condition out, and decide it here rather than on the text.
// Not region_is_universe: a region isl describes with redundant disjuncts
// may be every point and still print as them.
bool region_prints_true(const Region& r);
// region_to_string(r), or "" where it prints "true": for writers that print a
// condition only when there is one, with the region printed once.
std::string region_to_string_unless_true(const Region& r);
Region region_of_atom(const RegionAtom& a, const std::vector<std::string>& params);

// Parameters the region pins to one value, e.g. {a: 0} for `a==0 && b>=1`:
// printed as constants, so that a piece on a==0 reads `0`, not `a`.
std::map<std::string, Affine> region_pinned_params(const Region& r);

// The values `param` takes on r, ascending, when there are at most `most`
// (`b>=2 && b<=6 && b%2==0` gives 2, 4, 6); nullopt when there are more or
// infinitely many. Each value found is cut off r, so the answer is exact.
std::optional<std::vector<long>> region_param_values(const Region& r, const std::string& param, std::size_t most);

// The points x over `params` whose image sigma(x) lies in r: {x : sigma(x) in r}.
// sigma gives every parameter of r as an integral affine function of `params`
// (the argument map of a recurrence, e.g. a -> a-1, b -> b+1).
Region region_preimage(const Region& r, const std::map<std::string, Affine>& sigma,
                       std::vector<std::string> params);

// within ∩ region_preimage(r, sigma, within.params()) for many r over the
// same parameters `to`, with sigma's map built once. The induction pulls
// every piece of an option's target back into a recurrence case
// (kernel/induction.cpp): building the map again for each piece, and
// intersecting each preimage with the default domain, in which `within` lies
// already, was half its time (perf, Erickson's first on b = 5). The same
// sets as the two calls (within is in the domain, so intersecting with it
// again adds no point and removes none).
class RegionPullback {
 public:
  RegionPullback(const Region& within, const std::map<std::string, Affine>& sigma, std::vector<std::string> to);
  ~RegionPullback();
  RegionPullback(const RegionPullback&) = delete;
  RegionPullback& operator=(const RegionPullback&) = delete;
  // Over other parameters than `to`, r takes the two calls.
  Region pull(const Region& r) const;

 private:
  Region within_;
  std::map<std::string, Affine> sigma_;
  std::vector<std::string> to_;
  isl_multi_aff* map_;  // owned
};

// The image of r under sigma: {sigma(x) : x in r}, over `params`, which sigma
// gives as integral affine functions of r's parameters (an option's argument
// map: the target's parameters in terms of the source's). Exact, with the
// default domain conjoined: points where sigma leaves it are dropped (the
// caller checks, where it matters, that r lies in sigma's preimage of it).
Region region_image(const Region& r, const std::map<std::string, Affine>& sigma, std::vector<std::string> params);

// Shared by region*.cpp and useful to code that builds isl objects itself.
namespace region_detail {
[[noreturn]] void isl_failed(const char* what);                       // throws std::runtime_error
__isl_give isl_set* checked(__isl_take isl_set* set, const char* what);  // set, or isl_failed if null
bool decided(isl_bool b, const char* what);                           // b, or isl_failed on error
__isl_give isl_space* set_space(const std::vector<std::string>& params);  // named set dimensions
__isl_give isl_set* natural_domain(const std::vector<std::string>& params);
// isl_set_coalesce, checked against the input (see the isl note at the top).
__isl_give isl_set* coalesce(__isl_take isl_set* set);
__isl_give isl_val* val_from_integer(const Dyadic& n);  // n must be an integer
Dyadic val_to_integer(__isl_keep isl_val* v);           // v must be an integer
// 2^k e over the set space of params for the least k making it integral: the
// scaling keeps signs and zeros; an integral e (as residues need) is unscaled.
__isl_give isl_aff* aff_from_affine(const Affine& e, const std::vector<std::string>& params);
}  // namespace region_detail

}  // namespace cgp
