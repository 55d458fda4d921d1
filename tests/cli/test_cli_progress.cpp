// Progress on stderr: with --progress one line per event, in the order the
// run does its work (closure, guess state by state, induction, Coq export);
// without it, and with stderr not a terminal (as here), nothing.
#include "tests/cli/cli_run.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

using namespace cli_test;

namespace {

std::vector<std::string> split_lines(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// The index of the first line starting with `prefix` at or after `from`, or -1.
long find_line(const std::vector<std::string>& lines, const std::string& prefix, long from = 0) {
  for (long i = from; i < static_cast<long>(lines.size()); ++i)
    if (lines[static_cast<std::size_t>(i)].rfind(prefix, 0) == 0) return i;
  return -1;
}

}  // namespace

TEST_CASE("progress: --progress shows every stage in order", "[cli][progress]") {
  const std::string coq = temp_path("progress_a11.v");
  // A11 closes into two states: f1 = T^a _ T^b F and f2 = T^a F _ (the paper's f and g).
  const Run r = cgprove("prove tf 'T^a _ T^b F' --progress --coq " + coq);
  INFO(r.err);
  REQUIRE(r.code == 0);
  const std::vector<std::string> err = split_lines(r.err);
  for (const std::string& line : err) CHECK(line.rfind("cgprove: ", 0) == 0);
  const long closure = find_line(err, "cgprove: closure: 1 states");
  const long closed = find_line(err, "cgprove: closure: closed, 2 states");
  const long guess1 = find_line(err, "cgprove: guess: state 1 of 2, f1 = T^a _ T^b F, box [8,8]");
  const long guessed1 = find_line(err, "cgprove: guess: state 1 of 2, f1 = T^a _ T^b F, box [8,8]: ");
  const long guess2 = find_line(err, "cgprove: guess: state 2 of 2, f2 = T^a F _, box [8]");
  const long rules = find_line(err, "cgprove: induction: checking the rules and well-foundedness of 2 states");
  const long induction = find_line(err, "cgprove: induction: state 1 of 2");
  const long checked = find_line(err, "cgprove: induction: checked, 2 states");
  const long coq1 = find_line(err, "cgprove: Coq export: state 1 of 2");
  const long written = find_line(err, "cgprove: Coq export: written, 2 states");
  CHECK(0 <= closure);
  CHECK(closure < closed);
  CHECK(closed < guess1);
  CHECK(guess1 < guessed1);
  CHECK(guessed1 < guess2);
  CHECK(guess2 < rules);
  CHECK(rules < induction);
  CHECK(induction < checked);
  CHECK(checked < coq1);
  CHECK(coq1 < written);
  CHECK(written == static_cast<long>(err.size()) - 1);
  std::remove(coq.c_str());
}

TEST_CASE("progress: silent without --progress when stderr is not a terminal", "[cli][progress]") {
  const Run r = cgprove("prove tf 'T^a _ T^b F'");
  REQUIRE(r.code == 0);
  CHECK(r.err.empty());
  // The closure's induction, not the winning strategies that check tries first.
  const Run c = cgprove("check tf 'T^a _ T^b F' a --where 'b>=2' --strategy-seconds 0 --progress");
  REQUIRE(c.code == 0);
  CHECK(find_line(split_lines(c.err), "cgprove: induction: checked") >= 0);
}

// On a terminal (script(1), from bsdutils, gives the run one): one line
// overwritten in place, cleared before the result is printed.
TEST_CASE("progress: a terminal gets one line, overwritten and cleared", "[cli][progress]") {
  const std::string out = temp_path("progress_tty.txt");
  const std::string cmd = "script -qec \"" + std::string(CGPROVE_BIN) + " prove tf 'T^a _ T^b F' >/dev/null\" /dev/null >" + out;
  REQUIRE(std::system(cmd.c_str()) == 0);
  const std::string tty = slurp(out);
  std::remove(out.c_str());
  INFO(tty);
  CHECK(tty.find("\r\x1b[Kcgprove: closure: ") != std::string::npos);
  CHECK(tty.find("\r\x1b[Kcgprove: induction: checked, 2 states") != std::string::npos);
  CHECK(tty.find('\n') == std::string::npos);  // never a new line
  CHECK(tty.size() >= 4);
  CHECK(tty.substr(tty.size() - 4) == "\r\x1b[K");  // cleared at the end
}
