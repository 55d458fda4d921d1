#include "games/chomp/chomp_solver.h"

#include <algorithm>
#include <stdexcept>

#include "games/chomp/chomp_moves.h"

namespace cgp {
namespace {

std::string encode(std::span<const int> rows) {
  std::string key;
  for (int r : rows) {
    auto v = static_cast<unsigned>(r);
    while (v >= 0x80) {
      key += static_cast<char>(0x80 | (v & 0x7f));
      v >>= 7;
    }
    key += static_cast<char>(v);
  }
  return key;
}

void require_valid(const ChompPosition& p) {
  if (!chomp_is_valid(p)) throw std::invalid_argument("not a Chomp position: " + to_string(p));
}

}  // namespace

unsigned ChompSolver::grundy(const ChompPosition& p) {
  require_valid(p);
  return grundy_of(p.rows);
}

bool ChompSolver::is_p(const ChompPosition& p) {
  require_valid(p);
  return is_p_of(p.rows);
}

std::vector<ChompPosition> ChompSolver::winning_moves(const ChompPosition& p) {
  require_valid(p);
  std::vector<ChompPosition> out;
  std::vector<int> scratch;
  for_each_chomp(p.rows, scratch, [&](std::size_t, int, std::span<const int> option) {
    if (is_p_of(option)) out.push_back(ChompPosition{{option.begin(), option.end()}});
    return true;
  });
  return out;
}

unsigned ChompSolver::grundy_of(std::span<const int> rows) {
  std::string key = encode(rows);
  if (auto it = grundy_.find(key); it != grundy_.end()) return it->second;
  std::vector<unsigned> values;
  std::vector<int> scratch;
  for_each_chomp(rows, scratch, [&](std::size_t, int, std::span<const int> option) {
    values.push_back(grundy_of(option));
    return true;
  });
  // mex: the values are at most values.size() distinct numbers.
  std::vector<bool> seen(values.size() + 1, false);
  for (unsigned v : values)
    if (v < seen.size()) seen[v] = true;
  auto g = static_cast<unsigned>(std::find(seen.begin(), seen.end(), false) - seen.begin());
  grundy_.emplace(std::move(key), g);
  if (check && grundy_.size() % kCheckEvery == 0) check(grundy_.size() + p_.size());
  return g;
}

bool ChompSolver::is_p_of(std::span<const int> rows) {
  std::string key = encode(rows);
  if (auto it = p_.find(key); it != p_.end()) return it->second;
  if (auto it = grundy_.find(key); it != grundy_.end()) return it->second == 0;
  std::vector<int> scratch;
  bool all_options_n = for_each_chomp(rows, scratch, [&](std::size_t, int, std::span<const int> option) {
    return !is_p_of(option);  // stop at the first P option
  });
  p_.emplace(std::move(key), all_options_n);
  if (check && p_.size() % kCheckEvery == 0) check(grundy_.size() + p_.size());
  return all_options_n;
}

std::string to_string(ChompOutcome o) { return o == ChompOutcome::P ? "P" : "N"; }

}  // namespace cgp
