#include "proofs/export/toads_frogs/tf_raw_options.h"

#include "kernel/tf_rules.h"

namespace cgp {

namespace {

TfRawOption raw_option(const StateOption& call) {
  TfRawOption o;
  o.call = call;
  o.prefix = call.strip.prefix;
  o.core = call.strip.core;
  o.suffix = call.strip.suffix;
  o.walls = call.walls;
  o.blanks = Affine(0);
  for (const TfBlock& b : kernel_tf_strip_board(call.strip).blocks)
    if (b.symbol == Square::Empty) o.blanks += b.length;
  return o;
}

std::vector<TfRawOption> raw_options(const std::vector<StateOption>& options) {
  std::vector<TfRawOption> out;
  for (const StateOption& o : options) out.push_back(raw_option(o));
  return out;
}

}  // namespace

TfRawSystem tf_raw_system(const TfTheorem& theorem) {
  TfRawSystem w;
  w.sys = &theorem.sys;
  for (const FamilyState& s : theorem.sys.states) {
    w.patterns.push_back(s.pattern);
    std::vector<TfRawCase> cases;
    for (const RecurrenceCase& c : s.cases) cases.push_back({raw_options(c.left), raw_options(c.right)});
    w.cases.push_back(std::move(cases));
  }
  for (const FamilyEntry& e : theorem.sys.entries) w.entries.push_back(raw_option(e.call));
  return w;
}

}  // namespace cgp
