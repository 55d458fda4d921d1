#include "games/chomp/chomp_explain.h"

#include <algorithm>
#include <map>
#include <queue>
#include <tuple>

#include "games/chomp/chomp_moves.h"
#include "games/chomp/chomp_table.h"

namespace cgp {
namespace {

// A P-position that answers some replies, with the bite from each.
struct Candidate {
  ChompPosition answer;
  ChompPRule rule = ChompPRule::kNone;
  std::vector<std::pair<std::size_t, ChompCell>> replies;  // (reply index, answering bite)
  std::size_t uncovered = 0;                               // replies not yet in a group
};

// Every move from the P-position `defended`, grouped by a P-position that
// blocks it. Greedy set cover: rule answers first, then the answer that
// blocks most replies not yet covered (earliest found on ties).
std::vector<ChompAnswerGroup> answer_groups(const ChompTable& table, const ChompPosition& defended) {
  std::vector<ChompReply> replies;
  std::vector<int> scratch;
  for_each_chomp(defended.rows, scratch, [&](std::size_t i, int j, std::span<const int> option) {
    replies.push_back({{static_cast<int>(i), j}, ChompPosition{{option.begin(), option.end()}}, {}});
    return true;
  });
  std::vector<Candidate> cands;
  std::map<std::vector<int>, std::size_t> index;
  std::vector<std::vector<std::size_t>> cands_of_reply(replies.size());
  for (std::size_t k = 0; k < replies.size(); ++k) {
    for_each_chomp(replies[k].leaves.rows, scratch, [&](std::size_t i, int j, std::span<const int> option) {
      if (!table.is_p(option)) return true;
      auto [it, fresh] = index.try_emplace(std::vector<int>(option.begin(), option.end()), cands.size());
      if (fresh) cands.push_back({ChompPosition{it->first}, chomp_classical_p_rule(option), {}, 0});
      Candidate& c = cands[it->second];
      c.replies.push_back({k, {static_cast<int>(i), j}});
      ++c.uncovered;
      cands_of_reply[k].push_back(it->second);
      return true;
    });
  }
  // Lazy max-heap on (has a rule, uncovered replies, earliest).
  using Key = std::tuple<bool, std::size_t, long>;
  std::priority_queue<Key> heap;
  for (std::size_t id = 0; id < cands.size(); ++id)
    heap.emplace(cands[id].rule != ChompPRule::kNone, cands[id].uncovered, -static_cast<long>(id));
  std::vector<bool> covered(replies.size(), false);
  std::vector<ChompAnswerGroup> groups;
  while (!heap.empty()) {
    auto [rule, count, neg_id] = heap.top();
    heap.pop();
    Candidate& c = cands[static_cast<std::size_t>(-neg_id)];
    if (c.uncovered != count) {
      if (c.uncovered > 0) heap.emplace(rule, c.uncovered, neg_id);
      continue;
    }
    if (count == 0) continue;
    ChompAnswerGroup g{c.answer, c.rule, {}};
    for (auto [k, bite] : c.replies) {
      if (covered[k]) continue;
      covered[k] = true;
      g.replies.push_back({replies[k].cell, replies[k].leaves, bite});
      for (std::size_t other : cands_of_reply[k]) --cands[other].uncovered;
    }
    groups.push_back(std::move(g));
  }
  return groups;
}

ChompCell swapped(ChompCell c) { return {c.col, c.row}; }

ChompPRule transposed_rule(ChompPRule r) {
  if (r == ChompPRule::kTwoRows) return ChompPRule::kTwoColumns;
  if (r == ChompPRule::kTwoColumns) return ChompPRule::kTwoRows;
  return r;
}

// The explanation of the transposed position, turned back.
void transpose_explanation(ChompExplanation& e) {
  for (ChompPosition& m : e.winning_moves) m = chomp_transpose(m.rows);
  e.move_cell = swapped(e.move_cell);
  e.defended = chomp_transpose(e.defended.rows);
  e.defended_rule = transposed_rule(e.defended_rule);
  for (ChompAnswerGroup& g : e.groups) {
    g.answer = chomp_transpose(g.answer.rows);
    g.rule = transposed_rule(g.rule);
    for (ChompReply& r : g.replies) {
      r.cell = swapped(r.cell);
      r.leaves = chomp_transpose(r.leaves.rows);
      r.answer_cell = swapped(r.answer_cell);
    }
  }
}

}  // namespace

ChompPRule chomp_classical_p_rule(std::span<const int> rows) {
  const std::size_t n = rows.size();
  if (n == 1 && rows[0] == 1) return ChompPRule::kPoison;
  if (n == 2 && rows[0] == rows[1] + 1) return ChompPRule::kTwoRows;
  auto rest_are = [&](int v) { return std::all_of(rows.begin() + 1, rows.end() - 1, [v](int r) { return r == v; }); };
  if (n >= 2 && rows[0] == 2 && rows[n - 1] == 1 && rest_are(2)) return ChompPRule::kTwoColumns;
  if (n >= 2 && rows[0] == static_cast<int>(n) && rows[n - 1] == 1 && rest_are(1)) return ChompPRule::kEqualL;
  return ChompPRule::kNone;
}

std::string_view chomp_rule_id(ChompPRule r) {
  switch (r) {
    case ChompPRule::kPoison: return "poison";
    case ChompPRule::kTwoRows: return "two-rows";
    case ChompPRule::kTwoColumns: return "two-columns";
    case ChompPRule::kEqualL: return "equal-L";
    case ChompPRule::kNone: break;
  }
  return "";
}

std::string_view chomp_rule_reason(ChompPRule r) {
  switch (r) {
    case ChompPRule::kPoison: return "only the poison cell is left";
    case ChompPRule::kTwoRows: return "2-rowed rule: [n+1,n] is P, restore it after every move (Cho Prop. 2.1)";
    case ChompPRule::kTwoColumns: return "2-rowed rule turned: two columns of n+1 and n cells (Cho Prop. 2.1)";
    case ChompPRule::kEqualL: return "square rule: an L with equal arms, mirror every move (Cho Prop. 2.2)";
    case ChompPRule::kNone: break;
  }
  return "";
}

ChompCell chomp_bite_cell(std::span<const int> from, std::span<const int> to) {
  for (std::size_t i = 0; i < from.size(); ++i) {
    const int t = i < to.size() ? to[i] : 0;
    if (t < from[i]) return {static_cast<int>(i), t};
  }
  return {0, 0};  // to == from: not an option
}

bool chomp_is_rectangle(const ChompPosition& p) {
  return std::all_of(p.rows.begin(), p.rows.end(), [&](int r) { return r == p.rows[0]; });
}

std::variant<ChompExplanation, std::string> explain_chomp(const ChompPosition& p, const ChompTableProgress& progress) {
  if (chomp_cell_count(p) > kChompMaxExplainCells)
    return "position " + to_string(p) + " has " + std::to_string(chomp_cell_count(p)) + " cells, explain handles at most " +
           std::to_string(kChompMaxExplainCells);
  // Work on the orientation with fewer rows (the cheaper table), turn back at the end.
  const bool flip = chomp_fewer_rows_transposed(p);
  const ChompPosition q = flip ? chomp_transpose(p.rows) : p;
  auto built = ChompTable::build(q, progress);
  if (auto* err = std::get_if<ChompTableError>(&built)) return err->message;
  const ChompTable& table = std::get<ChompTable>(built);

  ChompExplanation e;
  e.table_bytes = table.memory_bytes();
  e.winning_moves = table.winning_moves(q);
  e.is_p = e.winning_moves.empty();
  e.defended = q;
  if (!e.is_p) {
    // A move to a rule position needs the least further explanation.
    auto pick = std::find_if(e.winning_moves.begin(), e.winning_moves.end(),
                             [](const ChompPosition& m) { return chomp_classical_p_rule(m.rows) != ChompPRule::kNone; });
    if (pick == e.winning_moves.end()) pick = e.winning_moves.begin();
    e.move_cell = chomp_bite_cell(q.rows, pick->rows);
    e.defended = *pick;
  }
  e.defended_rule = chomp_classical_p_rule(e.defended.rows);
  e.groups = answer_groups(table, e.defended);
  if (flip) transpose_explanation(e);
  e.position = p;
  std::sort(e.winning_moves.begin(), e.winning_moves.end());
  auto by_cell = [](const ChompReply& a, const ChompReply& b) {
    return std::pair(a.cell.row, a.cell.col) < std::pair(b.cell.row, b.cell.col);
  };
  for (ChompAnswerGroup& g : e.groups) std::sort(g.replies.begin(), g.replies.end(), by_cell);
  return e;
}

}  // namespace cgp
