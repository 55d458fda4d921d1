#include "prover/recurrence_oracle.h"

#include "prover/guess.h"

#include <limits>
#include <string>

namespace cgp {

namespace {

// Marks a memo entry whose value is being computed (on the current chain).
constexpr GameId kPending = std::numeric_limits<GameId>::max();

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
    : store_(store), sys_(sys), concrete_(std::move(concrete)), check_(std::move(check)), cases_(sys) {}

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

GameId RecurrenceOracle::option_value(const CompiledOption& o, const RegionPoint& at, std::size_t depth) {
  const long offset = o.offset_at(at);
  if (o.target == kIntegerTarget) return store_.integer(offset);
  const GameId v = recurse(static_cast<std::size_t>(o.target), o.target_point(at), depth + 1);
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
  const CompiledCase* found = cases_.at(state, at);
  if (!found)
    throw OracleOutOfReach("no case of " + sys_.states[state].name + " holds " +
                           point_to_string(sys_.states[state], at));
  memo_.emplace(key, kPending);
  chain_.push_back(key);
  std::vector<GameId> left, right;
  for (const CompiledOption& o : found->left) left.push_back(option_value(o, at, depth));
  for (const CompiledOption& o : found->right) right.push_back(option_value(o, at, depth));
  const GameId v = store_.make(std::move(left), std::move(right));
  memo_[key] = v;
  chain_.pop_back();
  return v;
}

}  // namespace cgp
