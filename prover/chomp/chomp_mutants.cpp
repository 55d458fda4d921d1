#include "prover/chomp/chomp_mutants.h"

#include "games/chomp/chomp_solver.h"
#include "games/chomp/chomp_top_rows.h"
#include "kernel/chomp_check.h"
#include "kernel/chomp_claim.h"
#include "prover/region_mutants.h"

#include <algorithm>
#include <memory>
#include <set>

namespace cgp {

namespace {

constexpr int kRows = 3;

// The positions of top row `top` that the pieces call P, over its params (b, c).
Region top_p_set(const std::vector<ChompPPiece>& pieces, int top) {
  return region_intersect(chomp_top_domain(kRows, top),
                          chomp_top_project(chomp_top_images(pieces, kRows).all, kRows, top));
}

ChompPosition position_at(long b, long c, int top) {
  ChompPosition p;
  for (long row : {c, b, static_cast<long>(top)})
    if (row > 0) p.rows.push_back(static_cast<int>(row));
  return p;
}

ChompPPiece single_position(long b, long c, int top) {
  return ChompPPiece{ChompPattern{{Affine(c), Affine(b), Affine(top)}}, region_universe({})};
}

std::string piece_name(int top, std::size_t i, const ChompPPiece& p) {
  return "top " + std::to_string(top) + " P piece " + std::to_string(i + 1) + " " + chomp_pattern_to_string(p.pattern);
}

// The spurious exceptions of a top row: positions outside its P pieces.
std::vector<std::pair<long, long>> spurious_points(const std::vector<ChompPPiece>& pieces, int top) {
  const Region p = top_p_set(pieces, top);
  const Region domain = chomp_top_domain(kRows, top);
  std::vector<std::pair<long, long>> out;  // (b, c)
  if (const auto x = region_least_by_sum(region_subtract(domain, p))) out.emplace_back((*x)[0], (*x)[1]);
  for (const ChompPPiece& piece : pieces)
    if (const auto x = region_least_by_sum(top_p_set({piece}, top))) {
      const RegionPoint right{(*x)[0], (*x)[1] + 1};
      if (region_contains(domain, right) && !region_contains(p, right)) out.emplace_back(right[0], right[1]);
    }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// The proof's N pieces of the mutant's top row, cut to what the mutant leaves
// them: outside its P pieces, and where their move still lands in its target's region.
std::vector<ChompNPiece> adapted_n_pieces(const ChompTopProof& original, const ChompMutant& m) {
  const std::vector<std::string> params = chomp_top_params(kRows);
  const Region p = top_p_set(m.p_pieces, m.top);
  std::vector<ChompNPiece> out;
  for (const ChompNPiece& n : original.n_pieces) {
    Region r = region_subtract(n.region, p);
    if (n.move.target_top == m.top && static_cast<std::size_t>(n.move.target_piece) < m.p_pieces.size())
      r = region_intersect(
          r, region_preimage(m.p_pieces[static_cast<std::size_t>(n.move.target_piece)].where, n.move.target_args, params));
    if (!region_is_empty(r)) out.push_back({r, n.move});
  }
  return out;
}

// A checker that has checked the proof's top rows 0..top-1.
std::unique_ptr<ChompProofChecker> checker_before(const ChompProof& proof, int top) {
  auto checker = std::make_unique<ChompProofChecker>(kRows);
  std::string why;
  while (checker->next_top() < top)
    if (!checker->check_next(proof, &why)) throw std::logic_error("chomp_mutants_check: the proof itself fails: " + why);
  return checker;
}

}  // namespace

void chomp_mutants_each(const ChompProof& proof, int top, const std::function<bool(const ChompMutant&)>& visit) {
  const std::vector<ChompPPiece>& pieces = proof.tops[static_cast<std::size_t>(top)].p_pieces;
  const auto emit = [&](const std::string& what, std::size_t i, const ChompPPiece& changed) {
    ChompMutant m{what, top, pieces};
    m.p_pieces[i] = changed;
    return visit(m);
  };
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const ChompPPiece& p = pieces[i];
    const std::string name = piece_name(top, i, p);
    const bool point = p.where.params().empty();
    // A point moves in each coordinate; a line's offset is its poison row.
    for (int row = 0; row < (point ? kRows : 1); ++row)
      for (const int step : {1, -1}) {
        ChompPPiece changed = p;
        changed.pattern.rows[static_cast<std::size_t>(row)] += Affine(step);
        const std::string change = point ? chomp_row_name(kRows, row) : std::string("offset");
        if (!emit(name + ": " + change + (step > 0 ? " +1" : " -1"), i, changed)) return;
      }
    for (const RegionMutant& rm : region_constraint_mutants(p.where))
      if (!emit(name + ": " + rm.what, i, ChompPPiece{p.pattern, rm.region})) return;
    if (!emit(name + ": dropped", i, ChompPPiece{p.pattern, region_empty(p.where.params())})) return;
  }
  for (const auto& [b, c] : spurious_points(pieces, top)) {
    ChompMutant m{"top " + std::to_string(top) + ": spurious exception " +
                      chomp_pattern_to_string(single_position(b, c, top).pattern),
                  top, pieces};
    m.p_pieces.push_back(single_position(b, c, top));
    if (!visit(m)) return;
  }
}

ChompMutantTally chomp_mutants_check(const ChompProof& proof, std::size_t every) {
  if (!proof.checked || proof.rows != kRows) throw std::invalid_argument("chomp_mutants_check: a checked 3-row proof");
  ChompMutantTally tally;
  ChompSolver solver;
  ChompProof work = proof;
  work.checked = false;
  auto checker = checker_before(proof, 0);
  std::size_t n = 0;
  std::string why;
  for (int top = 0; top <= proof.top_max(); ++top) {
    const ChompTopProof& original = proof.tops[static_cast<std::size_t>(top)];
    const Region o = top_p_set(original.p_pieces, top);
    chomp_mutants_each(proof, top, [&](const ChompMutant& m) {
      if (every > 1 && n++ % every != 0) return true;
      ++tally.tried;
      const Region mp = top_p_set(m.p_pieces, top);
      const Region diff = region_union(region_subtract(mp, o), region_subtract(o, mp));
      const auto x = region_least_by_sum(diff);
      if (!x) {
        ++tally.equivalent;
        return true;
      }
      // The solver's outcome at the least point where the mutant differs must be the proof's, not the mutant's.
      if (solver.is_p(position_at((*x)[0], (*x)[1], top)) != region_contains(mp, *x))
        ++tally.refuted;
      else
        tally.unconfirmed_what.push_back(m.what);
      work.tops[static_cast<std::size_t>(top)] = ChompTopProof{top, m.p_pieces, adapted_n_pieces(original, m)};
      bool proved = checker->check_next(work, &why);
      if (proved) {  // passed its own top row: the rows above must catch it
        while (proved && checker->next_top() <= work.top_max()) proved = checker->check_next(work, &why);
        proved = proved && checker->seal(work);
        work.checked = false;
        checker = checker_before(proof, top);
      }
      work.tops[static_cast<std::size_t>(top)] = original;
      if (proved) {
        ++tally.wrongly_proved;
        tally.wrongly_proved_what.push_back(m.what);
      } else {
        ++tally.rejected;
      }
      return true;
    });
    if (!checker->check_next(work, &why)) throw std::logic_error("chomp_mutants_check: the proof itself fails: " + why);
  }
  return tally;
}

std::vector<ChompClaimMutant> chomp_claim_mutants(const std::vector<Affine>& rows, bool claims_p) {
  std::vector<ChompClaimMutant> out{{claims_p ? "claims N" : "claims P", rows, !claims_p}};
  for (std::size_t j = 0; j < rows.size(); ++j)
    for (const int step : {1, -1}) {
      ChompClaimMutant m{chomp_row_name(static_cast<int>(rows.size()), static_cast<int>(j)) + (step > 0 ? " +1" : " -1"),
                         rows, claims_p};
      m.rows[j] += Affine(step);
      out.push_back(std::move(m));
    }
  return out;
}

ChompClaimMutantTally chomp_claim_mutants_check(const ChompProof& proof, const std::vector<Affine>& rows,
                                                const Region& where, bool claims_p, long box) {
  ChompClaimMutantTally tally;
  ChompSolver solver;
  const auto is_p_at = [&](const ChompPattern& pattern, const ParamValues& at) {
    const auto position = chomp_pattern_instantiate(pattern, at);
    if (!position) throw std::logic_error("chomp_claim_mutants_check: not a position");
    ChompPosition p;
    for (long row : *position) p.rows.push_back(static_cast<int>(row));
    return solver.is_p(p);
  };
  for (const ChompClaimMutant& m : chomp_claim_mutants(rows, claims_p)) {
    ++tally.tried;
    const ChompPattern pattern{m.rows};
    const Region domain = region_intersect(where, chomp_pattern_valid_region(pattern, where.params()));
    std::string why;
    const auto failures = region_is_empty(domain) ? std::nullopt
                                                   : kernel_chomp_claim_failures(proof, m.rows, domain, m.claims_p, why);
    if (!failures) {
      ++tally.undecided;
      continue;
    }
    if (const auto x = region_least_by_sum(*failures)) {
      if (is_p_at(pattern, region_point_values(*failures, *x)) != m.claims_p)
        ++tally.refuted;
      else
        tally.unconfirmed_what.push_back(m.what);
      continue;
    }
    bool agrees = true;
    for (const RegionPoint& x : region_points_in_box(domain, 0, box))
      agrees = agrees && is_p_at(pattern, region_point_values(domain, x)) == m.claims_p;
    if (agrees) {
      ++tally.also_true;
    } else {
      ++tally.wrongly_proved;
      tally.wrongly_proved_what.push_back(m.what);
    }
  }
  return tally;
}

}  // namespace cgp
