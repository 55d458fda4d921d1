#include "families/tf_strategy.h"

namespace cgp {

namespace {

std::string form_to_string(const TfStrategy& s, const TfForm& f) {
  switch (f.kind) {
    case TfFormKind::kTree: return sym_game_to_string(s.trees[f.tree]);
    case TfFormKind::kInt: return f.sign > 0 ? "y1" : "-y1";
    case TfFormKind::kIntStar: return f.sign > 0 ? "y1*" : "-y1*";
  }
  return "";
}

}  // namespace

std::string tf_strategy_summary(const TfStrategy& s) {
  std::string out;
  const char* rel = s.left_answers ? " >= " : " <= ";
  for (const TfStrategyNode& n : s.nodes) {
    std::size_t answers = 0;
    for (const TfStrategyThreat& t : n.threats) answers += t.answers.size();
    out += n.name + ": " + tf_pattern_to_string(n.pattern) + rel + form_to_string(s, n.form) + " on " +
           region_to_string(n.domain) + " (" + std::to_string(n.threats.size()) + " threats, " +
           std::to_string(answers) + " answers)\n";
  }
  return out;
}

}  // namespace cgp
