// Ctrl-C (SIGINT) or SIGTERM during a long run: exit code 130 or 143, one
// line on stderr saying where the run was, and no output file left behind
// (neither the temporary nor the final name, nor files written before the
// interrupt).
#include "tests/cli/cli_run.h"
#include "symbolic/atomic_file.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

using namespace cli_test;
namespace fs = std::filesystem;

namespace {

// Starts cgprove with `args` (no shell), stdout to /dev/null, stderr to `err`.
pid_t start_cgprove(const std::vector<std::string>& args, const std::string& err) {
  const pid_t pid = fork();
  if (pid == 0) {
    const int null = open("/dev/null", O_WRONLY);
    const int e = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(null, STDOUT_FILENO);
    dup2(e, STDERR_FILENO);
    std::vector<char*> argv{const_cast<char*>(CGPROVE_BIN)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(CGPROVE_BIN, argv.data());
    _exit(127);
  }
  return pid;
}

// Waits until `text` appears in the file (at most `seconds`).
bool wait_for_text(const std::string& path, const std::string& text, int seconds) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  while (std::chrono::steady_clock::now() < end) {
    if (slurp(path).find(text) != std::string::npos) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return false;
}

int interrupt_and_wait(pid_t pid, int signal = SIGINT) {
  kill(pid, signal);
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::size_t files_in(const fs::path& dir) {
  std::size_t n = 0;
  for ([[maybe_unused]] const auto& f : fs::directory_iterator(dir)) ++n;
  return n;
}

struct Interrupted {
  int code;
  std::string err;
  std::size_t files_left;
};

// Proves Erickson's family (about 40 s) with --report and --coq into a fresh
// folder, sends `signal` once stderr shows `progress`, and counts the files left.
Interrupted interrupt_erickson(const std::string& name, const std::string& progress, int signal = SIGINT) {
  const fs::path dir = temp_path(name);
  fs::create_directories(dir);
  const std::string err = (dir.parent_path() / (dir.filename().string() + ".err")).string();
  const pid_t pid = start_cgprove({"prove", "tf", "T^a ___ FF", "--progress", "--report", (dir / "e.md").string(),
                                   "--coq", (dir / "e.v").string()},
                                  err);
  const bool seen = wait_for_text(err, progress, 600);
  Interrupted out{interrupt_and_wait(pid, signal), slurp(err), files_in(dir)};
  fs::remove_all(dir);
  fs::remove(err);
  if (!seen) FAIL("no progress line \"" << progress << "\" in: " << out.err);
  return out;
}

}  // namespace

TEST_CASE("interrupt: Ctrl-C while proving says where and writes nothing", "[cli][interrupt]") {
  const Interrupted r = interrupt_erickson("interrupt_prove", "cgprove: guess: state 3 of");
  INFO(r.err);
  CHECK(r.code == 130);
  const auto last = r.err.rfind("cgprove: interrupted during ");
  REQUIRE(last != std::string::npos);
  CHECK(r.err.find("guess: state", last) != std::string::npos);
  CHECK(r.err.back() == '\n');
  CHECK(r.files_left == 0);
}

// The report is written before the Coq script is made: an interrupt during
// the export removes it, so the run leaves all its files or none.
TEST_CASE("interrupt: Ctrl-C during the Coq export removes the report", "[cli][interrupt][slow]") {
  const Interrupted r = interrupt_erickson("interrupt_export", "cgprove: Coq export: state 2 of");
  INFO(r.err);
  CHECK(r.code == 130);
  CHECK(r.err.find("cgprove: interrupted during Coq export") != std::string::npos);
  CHECK(r.err.find("the output files written were removed") != std::string::npos);
  CHECK(r.files_left == 0);
}

TEST_CASE("interrupt: SIGTERM while proving says where and writes nothing", "[cli][interrupt]") {
  const Interrupted r = interrupt_erickson("interrupt_prove_term", "cgprove: guess: state 3 of", SIGTERM);
  INFO(r.err);
  CHECK(r.code == 143);
  const auto last = r.err.rfind("cgprove: interrupted (SIGTERM) during ");
  REQUIRE(last != std::string::npos);
  CHECK(r.err.find("guess: state", last) != std::string::npos);
  CHECK(r.files_left == 0);
}

// --guesses FILE is the one output an interrupt keeps: it exists so that the
// stopped run can be typed again and resume.
TEST_CASE("interrupt: Ctrl-C while proving keeps the --guesses file", "[cli][interrupt]") {
  const fs::path dir = temp_path("interrupt_guesses");
  fs::create_directories(dir);
  const std::string err = dir.string() + ".err";
  const std::string guesses = (dir / "g.json").string();
  const pid_t pid = start_cgprove({"prove", "tf", "T^a ___ FF", "--progress", "--report", (dir / "e.md").string(),
                                   "--guesses", guesses},
                                  err);
  const bool seen = wait_for_text(err, "cgprove: guess: state 3 of", 600);
  const int code = interrupt_and_wait(pid);
  const std::string text = slurp(err);
  const std::string kept = slurp(guesses);
  const std::size_t files = files_in(dir);
  fs::remove_all(dir);
  fs::remove(err);
  INFO(text);
  REQUIRE(seen);
  CHECK(code == 130);
  CHECK(files == 1);  // the guess file; not the report, nor a temporary
  CHECK(kept.find("\"cgprove_guesses\": 1") != std::string::npos);
}

// SIGTERM takes the same handler as Ctrl-C: the removal of files already
// written is tested with it on chomp solve's list below (seconds, where the
// Coq export above takes minutes).

namespace {

// `chomp solve 14x14 --out` (about 1 s: the table, then 256,366 lines) into a
// fresh folder, with `signal` sent `after` the start, or (after < 0) the
// moment the list's temporary file appears, i.e. during the write.
Interrupted interrupt_chomp_solve(const std::string& name, int signal, int after_ms) {
  const fs::path dir = temp_path(name);
  fs::create_directories(dir);
  const std::string err = dir.string() + ".err";
  const std::string out = (dir / "p14.txt").string();
  const std::string temp = cgp::atomic_file_temp_path(out);
  const pid_t pid = start_cgprove({"chomp", "solve", "14x14", "--out", out}, err);
  if (after_ms >= 0) {
    std::this_thread::sleep_for(std::chrono::milliseconds(after_ms));
  } else {
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(120);
    while (!fs::exists(temp) && std::chrono::steady_clock::now() < end)
      std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
  int status = 0;
  const bool running = waitpid(pid, &status, WNOHANG) == 0;
  Interrupted r{running ? interrupt_and_wait(pid, signal) : -1, slurp(err), files_in(dir)};
  fs::remove_all(dir);
  fs::remove(err);
  if (!running) FAIL("chomp solve ended before the signal: " << r.err);
  return r;
}

}  // namespace

TEST_CASE("interrupt: SIGTERM or Ctrl-C while chomp solve fills its table leaves no list", "[cli][interrupt]") {
  for (const int signal : {SIGTERM, SIGINT}) {
    const Interrupted r = interrupt_chomp_solve("interrupt_solve_fill", signal, 200);
    INFO(r.err);
    CHECK(r.code == 128 + signal);
    CHECK(r.err.find("cgprove: interrupted") != std::string::npos);
    CHECK(r.files_left == 0);
  }
}

TEST_CASE("interrupt: SIGTERM while chomp solve writes its list removes it", "[cli][interrupt]") {
  const Interrupted r = interrupt_chomp_solve("interrupt_solve_write", SIGTERM, -1);
  INFO(r.err);
  CHECK(r.code == 143);
  CHECK(r.err.find("cgprove: interrupted (SIGTERM)") != std::string::npos);
  CHECK(r.err.find("the output files written were removed") != std::string::npos);
  CHECK(r.files_left == 0);
}
