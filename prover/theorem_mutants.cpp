#include "prover/theorem_mutants.h"

#include "kernel/tf_rules.h"
#include "prover/region_mutants.h"
#include "symbolic/sym_eval.h"

#include <map>
#include <stdexcept>
#include <utility>

namespace cgp {

namespace {

using Leaf = SymGame::Leaf;

std::vector<SymGameMutant> leaf_mutants(const Leaf& l, std::size_t index) {
  const std::string at = "leaf " + std::to_string(index);
  const Dyadic half = Dyadic(1).half();
  return {
      {at + " + 1", SymGame::leaf(l.number + Affine(1), l.up, l.nim)},
      {at + " - 1", SymGame::leaf(l.number - Affine(1), l.up, l.nim)},
      {at + " + 1/2", SymGame::leaf(l.number + Affine(half), l.up, l.nim)},
      {at + " - 1/2", SymGame::leaf(l.number - Affine(half), l.up, l.nim)},
      {at + " + *", SymGame::leaf(l.number, l.up, l.nim ^ 1U)},
      {at + " + ^", SymGame::leaf(l.number, l.up + 1, l.nim)},
  };
}

// The mutants of every child in `list`, each placed back into a copy of the
// list; `rebuild` makes the node from the changed list.
template <class Rebuild>
void list_mutants(const std::vector<SymGame>& list, std::size_t& leaves, std::vector<SymGameMutant>& out,
                  Rebuild rebuild);

void mutants_of(const SymGame& g, std::size_t& leaves, std::vector<SymGameMutant>& out) {
  switch (g.kind()) {
    case SymGame::Kind::Leaf:
      for (SymGameMutant& m : leaf_mutants(g.as_leaf(), ++leaves)) out.push_back(std::move(m));
      return;
    case SymGame::Kind::Options:
      list_mutants(g.left(), leaves, out, [&](std::vector<SymGame> l) { return SymGame::options(std::move(l), g.right()); });
      list_mutants(g.right(), leaves, out, [&](std::vector<SymGame> r) { return SymGame::options(g.left(), std::move(r)); });
      return;
    case SymGame::Kind::Sum:
      list_mutants(g.terms(), leaves, out, [](std::vector<SymGame> t) { return SymGame::sum(std::move(t)); });
      return;
    case SymGame::Kind::Neg: {
      std::vector<SymGameMutant> inner;
      mutants_of(g.child(), leaves, inner);
      for (SymGameMutant& m : inner) out.push_back({m.what, SymGame::neg(m.game)});
      return;
    }
  }
}

template <class Rebuild>
void list_mutants(const std::vector<SymGame>& list, std::size_t& leaves, std::vector<SymGameMutant>& out,
                  Rebuild rebuild) {
  for (std::size_t i = 0; i < list.size(); ++i) {
    std::vector<SymGameMutant> inner;
    mutants_of(list[i], leaves, inner);
    for (SymGameMutant& m : inner) {
      std::vector<SymGame> changed = list;
      changed[i] = m.game;
      out.push_back({m.what, rebuild(std::move(changed))});
    }
  }
}

Region single_point(const std::vector<std::string>& params, const RegionPoint& x) {
  const Region all = region_universe(params);
  return region_fix(all, region_point_values(all, x));
}

std::string piece_name(const FamilyState& s, std::size_t j) { return s.name + " piece " + std::to_string(j + 1); }

// Every every-th mutant is built and visited; the others are only counted,
// since building one copies the system and may compare values symbolically.
class MutantSample {
 public:
  MutantSample(std::size_t every, const std::function<bool(const TheoremMutant&)>& visit)
      : every_(every < 1 ? 1 : every), visit_(visit) {}
  // Visits make() if the next mutant is sampled; false when visit says stop.
  template <class Make>
  bool offer(Make&& make) {
    return n_++ % every_ != 0 || visit_(make());
  }

 private:
  std::size_t every_, n_ = 0;
  const std::function<bool(const TheoremMutant&)>& visit_;
};

bool value_and_region_mutants(const StateSystem& sys, const Conjecture& conjecture, MutantSample& sample) {
  for (std::size_t i = 0; i < conjecture.size(); ++i) {
    const FamilyState& s = sys.states[i];
    // A mutant of state i's piece j: its value or its region changed.
    const auto piece_mutant = [&](std::size_t j, TheoremMutant::Kind kind, const std::string& what) {
      return TheoremMutant{kind, piece_name(s, j) + what, sys, conjecture, false, i};
    };
    for (std::size_t j = 0; j < conjecture[i].size(); ++j) {
      const SymPiece& piece = conjecture[i][j];
      for (const SymGameMutant& m : sym_game_mutants(piece.value))
        if (!sample.offer([&] {
              TheoremMutant t = piece_mutant(j, TheoremMutant::Kind::kValue, ": " + m.what);
              t.conjecture[i][j].value = m.game;
              t.equivalent = sym_equal_everywhere(m.game, piece.value, piece.where);
              return t;
            }))
          return false;
      if (const auto out = region_least_by_sum(region_subtract(s.domain, piece.where)))
        if (!sample.offer([&] {
              TheoremMutant t = piece_mutant(j, TheoremMutant::Kind::kRegion, " widened by one point");
              t.conjecture[i][j].where = region_union(piece.where, single_point(s.params, *out));
              return t;
            }))
          return false;
      // Translating the piece by one along a parameter moves every bound on
      // that parameter, and every residue involving it, by one at once.
      for (const std::string& x : s.params)
        for (const int step : {1, -1})
          if (!sample.offer([&] {
                std::map<std::string, Affine> shift;
                for (const std::string& y : piece.where.params()) shift[y] = Affine::param(y) - Affine(y == x ? step : 0);
                TheoremMutant t = piece_mutant(j, TheoremMutant::Kind::kRegion,
                                               std::string(" moved by ") + (step > 0 ? "+1" : "-1") + " in " + x);
                t.conjecture[i][j].where = region_intersect(s.domain, region_preimage(piece.where, shift, s.params));
                t.equivalent = region_is_equal(t.conjecture[i][j].where, piece.where);
                return t;
              }))
            return false;
      // One constraint at a time: a bound +-1, a residue changed.
      for (const RegionMutant& m : region_constraint_mutants(piece.where))
        if (!sample.offer([&] {
              TheoremMutant t = piece_mutant(j, TheoremMutant::Kind::kRegion, " " + m.what);
              t.conjecture[i][j].where = region_intersect(s.domain, m.region);
              t.equivalent = region_is_equal(t.conjecture[i][j].where, piece.where);
              return t;
            }))
          return false;
      if (const auto in = region_least_by_sum(piece.where))
        if (!sample.offer([&] {
              TheoremMutant t = piece_mutant(j, TheoremMutant::Kind::kRegion, " narrowed by one point");
              t.conjecture[i][j].where = region_subtract(piece.where, single_point(s.params, *in));
              return t;
            }))
          return false;
    }
  }
  return true;
}

bool system_mutants(const StateSystem& sys, const Conjecture& conjecture, MutantSample& sample) {
  for (std::size_t i = 0; i < sys.states.size(); ++i)
    for (std::size_t c = 0; c < sys.states[i].cases.size(); ++c)
      for (int side = 0; side < 2; ++side) {
        const RecurrenceCase& rc = sys.states[i].cases[c];
        const auto& options = side == 0 ? rc.left : rc.right;
        for (std::size_t k = 0; k < options.size(); ++k) {
          const std::string at = sys.states[i].name + " case " + std::to_string(c + 1) + (side == 0 ? " Left" : " Right") +
                                 " option " + std::to_string(k + 1);
          const auto make = [&](const std::string& change, auto&& edit) {
            return sample.offer([&] {
              TheoremMutant t{TheoremMutant::Kind::kSystem, at + " " + change, sys, conjecture, false, i, c};
              RecurrenceCase& m = t.sys.states[i].cases[c];
              edit(side == 0 ? m.left : m.right, side == 0 ? m.right : m.left);
              return t;
            });
          };
          using Options = std::vector<StateOption>;
          if (!make("dropped", [&](Options& same, Options&) { same.erase(same.begin() + static_cast<std::ptrdiff_t>(k)); }))
            return false;
          if (!make("duplicated", [&](Options& same, Options&) { same.push_back(same[k]); })) return false;
          if (!make("moved to the other side", [&](Options& same, Options& other) {
                other.push_back(same[k]);
                same.erase(same.begin() + static_cast<std::ptrdiff_t>(k));
              }))
            return false;
          if (!make("offset + 1", [&](Options& same, Options&) { same[k].offset = same[k].offset + Affine(1); })) return false;
          if (!make("offset - 1", [&](Options& same, Options&) { same[k].offset = same[k].offset - Affine(1); })) return false;
        }
      }
  return true;
}

}  // namespace

std::vector<SymGameMutant> sym_game_mutants(const SymGame& g) {
  std::vector<SymGameMutant> out;
  std::size_t leaves = 0;
  mutants_of(g, leaves, out);
  return out;
}

bool theorem_mutant_rejected(const TheoremMutant& m) {
  if (m.kind != TheoremMutant::Kind::kSystem)
    return !check_induction_state(m.sys, m.conjecture, m.state).proved ||
           !check_induction_conjecture(m.sys, m.conjecture).proved;
  std::string why;
  const FamilyState& s = m.sys.states.at(m.state);
  if (m.sys.game == "tf" && !kernel_tf_check_case(m.sys, s, s.cases.at(m.recurrence_case), why)) return true;
  return !check_induction(m.sys, m.conjecture).proved;
}

void theorem_mutants_each(const StateSystem& sys, const Conjecture& conjecture,
                          const std::function<bool(const TheoremMutant&)>& visit, std::size_t every) {
  MutantSample sample(every, visit);
  if (value_and_region_mutants(sys, conjecture, sample)) system_mutants(sys, conjecture, sample);
}

TheoremMutantTally theorem_mutants_check(const StateSystem& sys, const Conjecture& conjecture, std::size_t every,
                                         const std::function<void(const TheoremMutantTally&)>& on_mutant) {
  // theorem_mutant_rejected skips the checks the original passed.
  if (!check_induction(sys, conjecture).proved)
    throw std::invalid_argument("theorem_mutants_check: the original theorem is not proved");
  TheoremMutantTally tally;
  theorem_mutants_each(
      sys, conjecture,
      [&](const TheoremMutant& m) {
        ++tally.tried;
        if (m.equivalent) {
          ++tally.equivalent;
        } else if (!theorem_mutant_rejected(m)) {
          ++tally.wrongly_proved;
          tally.wrongly_proved_what.push_back(m.what);
        } else {
          ++tally.rejected;
        }
        if (on_mutant) on_mutant(tally);
        return true;
      },
      every);
  return tally;
}

}  // namespace cgp
