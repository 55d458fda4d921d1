// cgprove prove tf: the whole loop on the paper's classes A11 and B11. The
// conjectured pieces must agree with the paper's formulas (Thanatipanonda and
// Zeilberger, section 2) at every point of a box: checked here by evaluating
// the paper's formulas, not the program's, through `cgprove compare`.
#include "tests/cli/cli_run.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <string>

using namespace cli_test;

namespace {

// Every piece's value equals `paper` on the piece's region (intersected with `restrict`).
void require_matches_paper(const nlohmann::json& state, const std::string& paper, const std::string& restrict) {
  for (const auto& piece : state["pieces"]) {
    // Built with append: GCC 12 warns falsely (-Wrestrict) on long chains of operator+.
    std::string args = "compare '";
    args.append(piece["value"].get<std::string>()).append("' '").append(paper).append("' --where '(");
    args.append(piece["where"].get<std::string>()).append(") && (").append(restrict).append(")' --json");
    const Run r = cgprove(args);
    if (r.code == 2) continue;  // the intersection is empty
    INFO(piece.dump() << " vs " << paper << ": " << r.out << r.err);
    REQUIRE(r.code == 0);
    for (const auto& rel : nlohmann::json::parse(r.out)["pieces"]) REQUIRE(rel["relation"] == "=");
  }
}

}  // namespace

TEST_CASE("prove tf A11: T^a _ T^b F and T^a F _", "[cli][prove]") {
  const Run r = cgprove("prove tf 'T^a _ T^b F' --json");
  INFO(r.out << r.err);
  REQUIRE(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["status"] == "proved");
  REQUIRE(j["states"].size() == 2);
  const auto& f = j["states"][0];
  REQUIRE(f["pattern"] == "T^a _ T^b F");
  REQUIRE(f["params"] == nlohmann::json::parse(R"(["a","b"])"));
  // The paper: f(0,0) = -1, f(a,0) = {{a-2|1}|0} (a>=1), f(a,1) = {a-1|1}, f(a,b) = a (b>=2), g(a) = 0.
  require_matches_paper(f, "-1", "a==0 && b==0");
  require_matches_paper(f, "{{a-2|1}|0}", "a>=1 && b==0");
  require_matches_paper(f, "{a-1|1}", "b==1");
  require_matches_paper(f, "a", "b>=2");
  require_matches_paper(j["states"][1], "0", "true");
  REQUIRE(j["seconds"].is_number());
}

TEST_CASE("prove tf B11: _^a T _^b F _^c", "[cli][prove]") {
  const Run r = cgprove("prove tf '_^a T _^b F _^c' --json");
  INFO(r.out << r.err);
  REQUIRE(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["status"] == "proved");
  // The paper: {c-a-2|c-a+2} for b even, {{c-a-3|c-a+1}|{c-a-1|c-a+3}} for b odd.
  require_matches_paper(j["states"][0], "{c-a-2|c-a+2}", "b%2==0");
  require_matches_paper(j["states"][0], "{{c-a-3|c-a+1}|{c-a-1|c-a+3}}", "b%2==1");
}

TEST_CASE("prove: bad input exits 2, a family beyond the limits exits 3", "[cli][prove]") {
  REQUIRE(cgprove("prove tf 'T^a X F'").code == 2);
  REQUIRE(cgprove("prove chess 'T^a'").code == 2);
  const Run r = cgprove("prove tf 'T^a ___ FF' --max-states 5");
  REQUIRE(r.code == 3);
  REQUIRE(r.err.find("--max-states") != std::string::npos);
}
