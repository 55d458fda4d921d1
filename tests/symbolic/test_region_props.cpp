// Property tests: random regions against direct evaluation of their
// constraints at every point of a box.
#include <catch2/catch.hpp>

#include "symbolic/region.h"
#include "tests/region_text.h"

#include <algorithm>
#include <memory>
#include <random>
#include <set>
#include <string>

using cgp::Affine;
using cgp::Region;
using cgp::RegionPoint;
using cgp::CmpOp;
using region_test::parse;

namespace {

constexpr long kBox = 7;  // points 0..kBox in every coordinate

// A random region formula that the test can both print and evaluate.
struct Formula {
  enum class Kind { compare, residue, all, any, negation } kind = Kind::compare;
  Affine lhs, rhs;
  CmpOp rel = CmpOp::ge;
  long m = 1, r = 0;
  std::vector<Formula> kids;
};

const char* rel_text(CmpOp rel) {
  switch (rel) {
    case CmpOp::eq: return "==";
    case CmpOp::ne: return "!=";
    case CmpOp::lt: return "<";
    case CmpOp::le: return "<=";
    case CmpOp::gt: return ">";
    case CmpOp::ge: return ">=";
  }
  return "?";
}

bool holds(const cgp::Dyadic& x, CmpOp rel, const cgp::Dyadic& y) {
  switch (rel) {
    case CmpOp::eq: return x == y;
    case CmpOp::ne: return x != y;
    case CmpOp::lt: return x < y;
    case CmpOp::le: return x <= y;
    case CmpOp::gt: return x > y;
    case CmpOp::ge: return x >= y;
  }
  return false;
}

std::string text(const Formula& f) {
  switch (f.kind) {
    // Built by appending: GCC 12 warns (-Wrestrict, a false positive) on "(" + string.
    case Formula::Kind::compare:
      return cgp::affine_to_string(f.lhs) + rel_text(f.rel) + cgp::affine_to_string(f.rhs);
    case Formula::Kind::residue: {
      std::string out(1, '(');
      out += cgp::affine_to_string(f.lhs);
      out += ")%" + std::to_string(f.m) + rel_text(f.rel) + std::to_string(f.r);
      return out;
    }
    case Formula::Kind::negation: {
      std::string out("!(");
      out += text(f.kids[0]);
      return out += ')';
    }
    default: {
      std::string out(1, '(');
      for (const Formula& k : f.kids) {
        if (out.size() > 1) out += f.kind == Formula::Kind::all ? " && " : " || ";
        out += text(k);
      }
      return out += ')';
    }
  }
}

bool eval(const Formula& f, const cgp::ParamValues& p) {
  switch (f.kind) {
    case Formula::Kind::compare:
      return holds(cgp::affine_eval(f.lhs, p), f.rel, cgp::affine_eval(f.rhs, p));
    case Formula::Kind::residue: {
      const long v = *cgp::affine_eval(f.lhs, p).to_long();
      return holds(cgp::Dyadic(((v % f.m) + f.m) % f.m), f.rel, cgp::Dyadic(f.r));
    }
    case Formula::Kind::all:
      return std::all_of(f.kids.begin(), f.kids.end(), [&](const Formula& k) { return eval(k, p); });
    case Formula::Kind::any:
      return std::any_of(f.kids.begin(), f.kids.end(), [&](const Formula& k) { return eval(k, p); });
    case Formula::Kind::negation:
      return !eval(f.kids[0], p);
  }
  return false;
}

class Generator {
 public:
  Generator(unsigned seed, std::vector<std::string> params) : rng_(seed), params_(std::move(params)) {}

  long pick(long lo, long hi) { return lo + static_cast<long>(rng_() % static_cast<unsigned>(hi - lo + 1)); }

  Affine affine(bool integral) {
    Affine e(pick(-6, 6));
    for (const std::string& p : params_)
      if (pick(0, 1)) {
        cgp::Dyadic k(pick(-3, 3));
        if (!integral && pick(0, 5) == 0) k = k.half();
        e += Affine::param(p, k);
      }
    return e;
  }

  Formula formula(int depth) {
    Formula f;
    const long choice = depth <= 0 ? pick(0, 1) : pick(0, 5);
    if (choice == 0) {
      f.kind = Formula::Kind::compare;
      f.lhs = affine(false);
      f.rhs = affine(false);
      f.rel = static_cast<CmpOp>(pick(0, 5));
    } else if (choice == 1) {
      f.kind = Formula::Kind::residue;
      f.lhs = affine(true);
      f.m = pick(1, 4);
      f.rel = static_cast<CmpOp>(pick(0, 5));
      const bool exact = f.rel == CmpOp::eq || f.rel == CmpOp::ne;
      f.r = exact ? pick(0, f.m - 1) : pick(-1, f.m);
    } else if (choice == 5) {
      f.kind = Formula::Kind::negation;
      f.kids.push_back(formula(depth - 1));
    } else {
      f.kind = choice <= 3 ? Formula::Kind::all : Formula::Kind::any;
      for (long i = pick(2, 3); i > 0; --i) f.kids.push_back(formula(depth - 1));
    }
    return f;
  }

  std::mt19937& rng() { return rng_; }

 private:
  std::mt19937 rng_;
  std::vector<std::string> params_;
};

std::vector<RegionPoint> box(std::size_t n) {
  std::vector<RegionPoint> out{RegionPoint{}};
  for (std::size_t d = 0; d < n; ++d) {
    std::vector<RegionPoint> next;
    for (const RegionPoint& p : out)
      for (long v = 0; v <= kBox; ++v) {
        next.push_back(p);
        next.back().push_back(v);
      }
    out = std::move(next);
  }
  return out;
}

cgp::ParamValues values(const std::vector<std::string>& params, const RegionPoint& p) {
  cgp::ParamValues out;
  for (std::size_t i = 0; i < params.size(); ++i) out[params[i]] = p[i];
  return out;
}

std::vector<RegionPoint> points(const Region& r) { return cgp::region_points_in_box(r, 0, kBox); }

// The points of the box where `pred` holds, in lexicographic order.
template <typename Pred>
std::vector<RegionPoint> expected(const std::vector<std::string>& params, Pred pred) {
  std::vector<RegionPoint> out;
  for (const RegionPoint& p : box(params.size()))
    if (pred(values(params, p))) out.push_back(p);
  return out;
}

struct Sample {
  Formula formula;
  Region region;
};

Sample random_region(Generator& g, const std::vector<std::string>& params) {
  Formula f = g.formula(static_cast<int>(g.pick(0, 3)));
  return Sample{f, parse(text(f), params)};
}

const std::vector<std::vector<std::string>> kParamSets = {{"a"}, {"a", "b"}, {"a", "b", "c"}};

}  // namespace

TEST_CASE("random regions: membership, printing, sample points", "[region][property]") {
  for (const auto& params : kParamSets) {
    Generator g(1000 + static_cast<unsigned>(params.size()), params);
    for (int iter = 0; iter < (params.size() == 3 ? 60 : 120); ++iter) {
      const Sample s = random_region(g, params);
      const std::string printed = cgp::region_to_string(s.region);
      INFO("formula: " << text(s.formula) << "\nprinted: " << printed);
      const auto want = expected(params, [&](const cgp::ParamValues& p) { return eval(s.formula, p); });
      REQUIRE(points(s.region) == want);
      // contains() agrees at a few points of the box and outside it.
      for (int k = 0; k < 8; ++k) {
        RegionPoint p;
        for (std::size_t i = 0; i < params.size(); ++i) p.push_back(g.pick(0, kBox));
        CHECK(cgp::region_contains(s.region, p) == std::binary_search(want.begin(), want.end(), p));
      }
      RegionPoint negative(params.size(), 1);
      negative[0] = -1;
      CHECK_FALSE(cgp::region_contains(s.region, negative));
      // Printing is exact.
      const Region back = parse(printed, params);
      CHECK(cgp::region_is_equal(back, s.region));
      CHECK(cgp::region_is_equal(parse(cgp::region_to_string(back), params), s.region));
      // Emptiness, sample and least point.
      const auto sample = cgp::region_sample(s.region);
      const auto least = cgp::region_lexmin(s.region);
      CHECK(cgp::region_is_empty(s.region) == !sample.has_value());
      CHECK(sample.has_value() == least.has_value());
      if (!want.empty()) CHECK(sample.has_value());
      if (sample) {
        CHECK(cgp::region_contains(s.region, *sample));
        CHECK(cgp::region_contains(s.region, *least));
        if (!want.empty()) CHECK(*least <= want.front());
      }
    }
  }
}

TEST_CASE("random regions: set operations agree pointwise", "[region][property]") {
  for (const auto& params : kParamSets) {
    Generator g(2000 + static_cast<unsigned>(params.size()), params);
    for (int iter = 0; iter < 50; ++iter) {
      const Sample x = random_region(g, params), y = random_region(g, params);
      INFO("x: " << text(x.formula) << "\ny: " << text(y.formula));
      const auto in_x = [&](const cgp::ParamValues& p) { return eval(x.formula, p); };
      const auto in_y = [&](const cgp::ParamValues& p) { return eval(y.formula, p); };
      CHECK(points(cgp::region_intersect(x.region, y.region)) ==
            expected(params, [&](const auto& p) { return in_x(p) && in_y(p); }));
      CHECK(points(cgp::region_union(x.region, y.region)) ==
            expected(params, [&](const auto& p) { return in_x(p) || in_y(p); }));
      CHECK(points(cgp::region_subtract(x.region, y.region)) ==
            expected(params, [&](const auto& p) { return in_x(p) && !in_y(p); }));
      CHECK(points(cgp::region_complement(x.region)) ==
            expected(params, [&](const auto& p) { return !in_x(p); }));
      // Implication: the box cannot refute a proved subset relation.
      if (cgp::region_is_subset(x.region, y.region))
        for (const RegionPoint& p : points(x.region)) CHECK(in_y(values(params, p)));
      CHECK(cgp::region_is_subset(cgp::region_intersect(x.region, y.region), x.region));
      CHECK(cgp::region_is_subset(x.region, cgp::region_union(x.region, y.region)));
      CHECK(cgp::region_is_disjoint(x.region, cgp::region_complement(x.region)));
      // Printing the results is exact as well.
      const Region u = cgp::region_union(x.region, cgp::region_complement(y.region));
      CHECK(cgp::region_is_equal(parse(cgp::region_to_string(u), params), u));
    }
  }
}

TEST_CASE("random regions: splitting by a sign covers and is disjoint", "[region][property]") {
  for (const auto& params : kParamSets) {
    Generator g(3000 + static_cast<unsigned>(params.size()), params);
    for (int iter = 0; iter < 60; ++iter) {
      const Sample s = random_region(g, params);
      const Affine e = g.affine(false);
      INFO("region: " << text(s.formula) << "\ne: " << e);
      const cgp::RegionSplit split = cgp::region_split_sign(s.region, e);
      const auto in_r = [&](const cgp::ParamValues& p) { return eval(s.formula, p); };
      CHECK(points(split.yes) ==
            expected(params, [&](const auto& p) { return in_r(p) && cgp::affine_eval(e, p).sign() >= 0; }));
      CHECK(points(split.no) ==
            expected(params, [&](const auto& p) { return in_r(p) && cgp::affine_eval(e, p).sign() < 0; }));
      CHECK(cgp::region_is_disjoint(split.yes, split.no));
      CHECK(cgp::region_is_equal(cgp::region_union(split.yes, split.no), s.region));
      switch (split.answer) {
        case cgp::RegionAnswer::all: CHECK(cgp::region_is_empty(split.no)); break;
        case cgp::RegionAnswer::none:
          CHECK(cgp::region_is_empty(split.yes));
          CHECK_FALSE(cgp::region_is_empty(s.region));
          break;
        case cgp::RegionAnswer::some:
          CHECK_FALSE(cgp::region_is_empty(split.yes));
          CHECK_FALSE(cgp::region_is_empty(split.no));
          break;
      }
    }
  }
}

TEST_CASE("random regions: the typed printed form is the printed text, atom by atom", "[region][property]") {
  for (const auto& params : kParamSets) {
    Generator g(4000 + static_cast<unsigned>(params.size()), params);
    for (int iter = 0; iter < 60; ++iter) {
      const Sample s = random_region(g, params);
      const std::string printed = cgp::region_to_string(s.region);
      INFO("formula: " << text(s.formula) << "\nprinted: " << printed);
      const auto disjuncts = cgp::region_printed_atoms(s.region);
      // The atoms, printed one by one and joined as region_to_string joins them.
      std::string joined;
      Region rebuilt = cgp::region_empty(params);
      for (const auto& conj : disjuncts) {
        std::string c;
        Region d = cgp::region_universe(params);
        for (const cgp::RegionAtom& a : conj) {
          c += (c.empty() ? "" : " && ") + cgp::region_atom_to_string(a);
          d = cgp::region_intersect(d, cgp::region_of_atom(a, params));
          // Each atom means what its text says.
          CHECK(cgp::region_is_equal(cgp::region_of_atom(a, params), parse(cgp::region_atom_to_string(a), params)));
        }
        if (c.empty()) c = "true";
        const bool wrap = disjuncts.size() > 1 && conj.size() > 1;
        joined += (joined.empty() ? "" : " || ") + (wrap ? "(" + c + ")" : c);
        rebuilt = cgp::region_union(rebuilt, d);
      }
      CHECK((disjuncts.empty() ? std::string("false") : joined) == printed);
      CHECK(cgp::region_is_equal(rebuilt, s.region));
      // What writers decide instead of comparing the text with "true".
      CHECK(cgp::region_prints_true(s.region) == (printed == "true"));
      CHECK(cgp::region_to_string_unless_true(s.region) == (printed == "true" ? "" : printed));
    }
    // Random regions are rarely every point; the two ends explicitly.
    CHECK(cgp::region_prints_true(cgp::region_universe(params)));
    CHECK_FALSE(cgp::region_prints_true(cgp::region_empty(params)));
    CHECK(cgp::region_to_string_unless_true(cgp::region_universe(params)).empty());
    CHECK(cgp::region_to_string_unless_true(cgp::region_empty(params)) == "false");
  }
}
