#include "prover/cli/cli_args.h"

#include "prover/cli/exit_codes.h"

#include <fmt/core.h>

namespace cgp::cli {

Region parse_where_arg(const std::string& text, const std::vector<std::string>& params) {
  if (text.empty()) return region_universe(params);
  auto parsed = region_parse(text, params);
  if (auto* e = std::get_if<SyntaxError>(&parsed))
    throw BadInput(fmt::format("bad --where \"{}\": {}", text, e->message));
  const Region& r = std::get<Region>(parsed);
  if (region_is_empty(r)) throw BadInput(fmt::format("the region \"{}\" is empty", text));
  return r;
}

TfPattern parse_tf_pattern_arg(const std::string& text) {
  auto parsed = tf_pattern_parse(text);
  if (auto* e = std::get_if<SyntaxError>(&parsed))
    throw BadInput(fmt::format("bad pattern \"{}\": {}", text, e->message));
  return std::get<TfPattern>(parsed);
}

}  // namespace cgp::cli
