#include "conjecture/chomp_conjecture_player.h"

#include <algorithm>
#include <cmath>
#include <random>

#include "conjecture/chomp_box_check.h"
#include "conjecture/chomp_invariants.h"
#include "conjecture/chomp_p_theory.h"
#include "games/chomp/chomp_moves.h"

namespace cgp::conjecture {
namespace {


const std::string kTarget = "number_of_cookies";

std::string statement(const TheoryBound& b) {
  return kTarget + " " + relation_symbol(b.sense) + " " + b.bound.infix();
}

class ConjecturePlayer : public ChompPlayer {
 public:
  explicit ConjecturePlayer(std::vector<TheoryBound> theory) : theory_(std::move(theory)) {
    std::vector<std::string> names{kTarget};
    for (const auto& b : theory_)
      for (const auto& n : b.bound.invariants())
        if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
    names_ = std::move(names);
  }

  void start_game(std::uint64_t seed) override { rng_.seed(seed); }

  ChompMove choose(const ChompPosition& p) override {
    const std::vector<ChompPosition> options = chomp_moves(p);
    if (options.empty()) return ChompMove{1, 1, "only the poison cell is left"};
    const InvariantTable t = std::get<InvariantTable>(chomp_invariant_table(options, names_));
    const std::vector<double>& n = t.columns[0];
    std::vector<int> violated(options.size(), 0);
    std::vector<int> first_violated(options.size(), -1);
    for (std::size_t b = 0; b < theory_.size(); ++b) {
      const std::vector<double> v = expression_evaluate(theory_[b].bound, t);
      for (std::size_t k = 0; k < options.size(); ++k) {
        const double tol = kRelativeTolerance * std::max(1.0, std::fabs(n[k]));
        const bool holds = theory_[b].sense == BoundSense::Upper ? n[k] <= v[k] + tol : n[k] >= v[k] - tol;
        if (holds) continue;
        if (violated[k]++ == 0) first_violated[k] = static_cast<int>(b);
      }
    }
    // Among the options that violate fewest bounds, one at random.
    const int fewest = *std::min_element(violated.begin(), violated.end());
    std::vector<std::size_t> candidates;
    for (std::size_t k = 0; k < options.size(); ++k)
      if (violated[k] == fewest) candidates.push_back(k);
    const std::size_t best = candidates[std::uniform_int_distribution<std::size_t>(0, candidates.size() - 1)(rng_)];
    const std::string leaves = "leaves " + to_string(options[best]);
    if (violated[best] == 0) {
      std::string why;
      for (const auto& b : theory_) why += (why.empty() ? "" : "; ") + statement(b);
      return chomp_move_to(p.rows, options[best].rows, leaves + ", which satisfies the P-theory: " + why);
    }
    return chomp_move_to(p.rows, options[best].rows,
                                leaves + ": no option satisfies the P-theory; it violates only " +
                                    std::to_string(violated[best]) + ", e.g. " +
                                    statement(theory_[static_cast<std::size_t>(first_violated[best])]));
  }

 private:
  std::vector<TheoryBound> theory_;
  std::vector<std::string> names_;
  std::mt19937_64 rng_{1};
};

// Every bound accepted in the last round (those later removed as no
// longer significant too: each is still a necessary condition) that holds
// on every P-position of the box.
std::vector<TheoryBound> compute_theory() {
  std::vector<TheoryBound> theory;
  auto box = std::get<ChompBoxChecker>(ChompBoxChecker::build(10, 10, BoxScope::PPositions, chomp_invariants()));
  for (BoundSense sense : {BoundSense::Lower, BoundSense::Upper}) {
    ChompTheoryOptions o;
    o.dalmatian.target = kTarget;
    o.dalmatian.sense = sense;
    o.examples = chomp_paper_p_positions();
    o.refine = 30;
    auto r = std::get<ChompTheoryResult>(chomp_theory(o));
    for (const auto& a : r.rounds.back().result.accepted)
      if (box.check(kTarget, sense, a.bound).holds) theory.push_back({sense, a.bound});
  }
  return theory;
}

}  // namespace

const std::vector<TheoryBound>& chomp_default_p_theory() {
  static const std::vector<TheoryBound> theory = compute_theory();  // thread-safe initialisation
  return theory;
}

std::unique_ptr<ChompPlayer> make_chomp_conjecture_player(std::vector<TheoryBound> theory) {
  return std::make_unique<ConjecturePlayer>(std::move(theory));
}

}  // namespace cgp::conjecture
