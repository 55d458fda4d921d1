// The budgets of a long run (--seconds, --memory-mb, --max-states): the
// closure grows until it closes or a budget is spent, and UNDECIDED says which.
// Erickson's family passes through about 470 closure states (more than the
// old default cap of 200) and closes after about a second, so a budget far
// below that stops it in the closure.
#include "tests/cli/cli_run.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <string>

using namespace cli_test;

TEST_CASE("budgets: a spent time budget is named in UNDECIDED", "[cli][budget]") {
  const Run r = cgprove("family tf 'T^a ___ FF' --seconds 0.01");
  INFO(r.out << r.err);
  REQUIRE(r.code == 3);
  REQUIRE(lines(r.err) == 1);
  CHECK(r.err.find("did not close") != std::string::npos);
  CHECK(r.err.find("time budget (--seconds 0.01)") != std::string::npos);
  const Run p = cgprove("prove tf 'T^a ___ FF' --seconds 0.01 --json");
  INFO(p.out << p.err);
  REQUIRE(p.code == 3);
  const auto j = nlohmann::json::parse(p.out);
  REQUIRE(j["status"] == "undecided");
  CHECK(j["reason"].get<std::string>().find("time budget (--seconds 0.01) ran out during the closure") !=
        std::string::npos);
}

TEST_CASE("budgets: a spent memory budget is named in UNDECIDED", "[cli][budget]") {
  // Any process holds more than 1 MiB resident.
  const Run r = cgprove("prove tf 'T^a _ T^b F' --memory-mb 1");
  INFO(r.out << r.err);
  REQUIRE(r.code == 3);
  CHECK(r.out.find("UNDECIDED") != std::string::npos);
  CHECK(r.out.find("memory budget (--memory-mb 1)") != std::string::npos);
}

TEST_CASE("budgets: the closure has no state cap unless asked", "[cli][budget]") {
  // Erickson's family closes into 43 states after passing through more than 200.
  const Run r = cgprove("family tf 'T^a ___ FF' --json");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(nlohmann::json::parse(r.out)["states"].size() == 43);
  const Run capped = cgprove("family tf 'T^a ___ FF' --max-states 200");
  REQUIRE(capped.code == 3);
  CHECK(capped.err.find("did not close within 200 states") != std::string::npos);
}

TEST_CASE("budgets: bad budgets are bad input", "[cli][budget]") {
  for (const char* args : {"prove tf 'T^a F' --seconds 0", "prove tf 'T^a F' --seconds x",
                           "prove tf 'T^a F' --memory-mb 0", "check tf 'T^a F' a --memory-mb -3"}) {
    const Run r = cgprove(args);
    INFO(args << ": " << r.err);
    CHECK(r.code == 2);
    CHECK(lines(r.err) == 1);
  }
}
