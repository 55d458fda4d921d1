#include "play/chomp_json.h"

namespace cgp::play {

namespace {
Json rule_json(ChompPRule r) { return r == ChompPRule::kNone ? Json(nullptr) : Json(chomp_rule_id(r)); }
}  // namespace

Json chomp_cell_json(ChompCell c) { return Json::array({c.row + 1, c.col + 1}); }

Json chomp_explanation_json(const ChompExplanation& e) {
  Json winning = Json::array();
  for (const auto& m : e.winning_moves) winning.push_back(m.rows);
  Json answers = Json::array();
  for (const auto& g : e.groups) {
    Json replies = Json::array();
    for (const auto& r : g.replies)
      replies.push_back(
          {{"cell", chomp_cell_json(r.cell)}, {"leaves", r.leaves.rows}, {"answer", chomp_cell_json(r.answer_cell)}});
    answers.push_back({{"blocked_by", g.answer.rows}, {"rule", rule_json(g.rule)}, {"replies", replies}});
  }
  Json move = e.is_p ? Json(nullptr) : Json{{"cell", chomp_cell_json(e.move_cell)}, {"leaves", e.defended.rows}};
  return Json{{"position", e.position.rows},
              {"outcome", e.is_p ? "P" : "N"},
              {"rectangle", chomp_is_rectangle(e.position)},
              {"winning_moves", winning},
              {"move", move},
              {"p_position", {{"rows", e.defended.rows}, {"rule", rule_json(e.defended_rule)}}},
              {"answers", answers}};
}

Json chomp_pmap_json(const ChompPMap& map) {
  Json points = Json::array();
  for (const auto& p : map.points) points.push_back(Json::array({p.top, p.b, p.c}));
  return Json{{"top_max", map.top_max}, {"b_max", map.b_max}, {"c_max", map.c_max},
              {"count", map.points.size()}, {"points", points}};
}

}  // namespace cgp::play
