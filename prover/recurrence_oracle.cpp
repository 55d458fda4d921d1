#include "prover/recurrence_oracle.h"

#include "prover/guess.h"
#include "symbolic/affine.h"

#include <limits>
#include <stdexcept>
#include <string>

namespace cgp {

namespace {

// Marks a memo entry whose value is being computed (on the current chain).
constexpr GameId kPending = std::numeric_limits<GameId>::max();

// An integral affine map over `params` as coefficients and a constant, read
// off its values at 0 and at each unit point (exact for an affine map).
long integral_at(const Affine& e, const std::vector<std::string>& params, const std::vector<long>& x) {
  const auto v = affine_eval(e, params, x).to_long();
  if (!v) throw std::invalid_argument("RecurrenceOracle: a case's map is not integral");
  return *v;
}

void compile_affine(const Affine& e, const std::vector<std::string>& params, std::vector<long>& coef, long& base) {
  std::vector<long> x(params.size(), 0);
  base = integral_at(e, params, x);
  coef.assign(params.size(), 0);
  for (std::size_t j = 0; j < params.size(); ++j) {
    x[j] = 1;
    coef[j] = integral_at(e, params, x) - base;
    x[j] = 0;
  }
}

long apply(const std::vector<long>& coef, long base, const RegionPoint& x) {
  long v = base;
  for (std::size_t j = 0; j < coef.size(); ++j) v += coef[j] * x[j];
  return v;
}

std::string point_to_string(const FamilyState& s, const RegionPoint& at) {
  std::string out;
  for (std::size_t i = 0; i < s.params.size(); ++i)
    out += (i ? ", " : "") + s.params[i] + "=" + std::to_string(at[i]);
  return out;
}

}  // namespace

std::size_t RecurrenceOracle::KeyHash::operator()(const std::vector<long>& k) const {
  std::size_t h = k.size();
  for (long v : k) h = h * 0x9e3779b97f4a7c15ULL + static_cast<std::size_t>(v) + (h >> 29);
  return h;
}

RecurrenceOracle::RecurrenceOracle(GameStore& store, const StateSystem& sys, Concrete concrete, Check check)
    : store_(store), sys_(sys), concrete_(std::move(concrete)), check_(std::move(check)), cases_(sys.states.size()) {}

const std::vector<RecurrenceOracle::Case>& RecurrenceOracle::cases_of(std::size_t state) {
  if (cases_[state]) return *cases_[state];
  const FamilyState& s = sys_.states[state];
  auto compiled = std::make_unique<std::vector<Case>>();
  for (const RecurrenceCase& c : s.cases) {
    Case out{RegionMembership(c.region), {}, {}};
    for (const auto* side : {&c.left, &c.right}) {
      for (const StateOption& o : *side) {
        Option opt;
        opt.target = o.target;
        compile_affine(o.offset, s.params, opt.offset_coef, opt.offset_base);
        if (o.target != kIntegerTarget) {
          for (const std::string& p : sys_.states[static_cast<std::size_t>(o.target)].params) {
            opt.args.emplace_back();
            opt.base.push_back(0);
            compile_affine(o.args.at(p), s.params, opt.args.back(), opt.base.back());
          }
        }
        (side == &c.left ? out.left : out.right).push_back(std::move(opt));
      }
    }
    compiled->push_back(std::move(out));
  }
  cases_[state] = std::move(compiled);
  return *cases_[state];
}

GameId RecurrenceOracle::value(std::size_t state, const RegionPoint& at) {
  new_in_query_ = 0;
  if (memo_.size() > kMaxMemo) memo_.clear();
  try {
    return recurse(state, at, 0);
  } catch (...) {
    for (const auto& key : chain_) memo_.erase(key);  // no pending entry outlives its chain
    chain_.clear();
    throw;
  }
}

GameId RecurrenceOracle::option_value(const Option& o, const RegionPoint& at, std::size_t depth) {
  const long offset = apply(o.offset_coef, o.offset_base, at);
  if (o.target == kIntegerTarget) return store_.integer(offset);
  RegionPoint x(o.args.size());
  for (std::size_t i = 0; i < o.args.size(); ++i) x[i] = apply(o.args[i], o.base[i], at);
  const GameId v = recurse(static_cast<std::size_t>(o.target), x, depth + 1);
  return offset == 0 ? v : store_.add(v, store_.integer(offset));
}

GameId RecurrenceOracle::recurse(std::size_t state, const RegionPoint& at, std::size_t depth) {
  std::vector<long> key = at;
  key.push_back(static_cast<long>(state));
  if (const auto it = memo_.find(key); it != memo_.end()) {
    if (it->second == kPending)
      throw OracleOutOfReach("the recurrences of " + sys_.states[state].name + " cycle at " +
                             point_to_string(sys_.states[state], at));
    return it->second;
  }
  if (const auto v = concrete_(state, at)) return *v;  // the engine's own table keeps it
  if (depth > kMaxDepth || ++new_in_query_ > kMaxNewPerQuery)
    throw OracleOutOfReach("evaluating " + sys_.states[state].name + " by its recurrences needs more than " +
                           std::to_string(depth > kMaxDepth ? kMaxDepth : kMaxNewPerQuery) +
                           (depth > kMaxDepth ? " nested options" : " new positions"));
  if (++evaluated_ % kCheckEvery == 0 && check_) check_(evaluated_);
  const Case* found = nullptr;
  for (const Case& c : cases_of(state))
    if (c.where.contains(at)) {
      found = &c;
      break;
    }
  if (!found)
    throw OracleOutOfReach("no case of " + sys_.states[state].name + " holds " +
                           point_to_string(sys_.states[state], at));
  memo_.emplace(key, kPending);
  chain_.push_back(key);
  std::vector<GameId> left, right;
  for (const Option& o : found->left) left.push_back(option_value(o, at, depth));
  for (const Option& o : found->right) right.push_back(option_value(o, at, depth));
  const GameId v = store_.make(std::move(left), std::move(right));
  memo_[key] = v;
  chain_.pop_back();
  return v;
}

}  // namespace cgp
