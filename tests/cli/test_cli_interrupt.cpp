// Ctrl-C (SIGINT) during a long run: exit code 130, one line on stderr
// saying where the run was, and no output file left behind (neither the
// temporary nor the final name, nor files written before the interrupt).
#include "tests/cli/cli_run.h"

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

int interrupt_and_wait(pid_t pid) {
  kill(pid, SIGINT);
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::size_t files_in(const fs::path& dir) {
  std::size_t n = 0;
  for ([[maybe_unused]] const auto& f : fs::directory_iterator(dir)) ++n;
  return n;
}

}  // namespace

TEST_CASE("interrupt: Ctrl-C while proving says where and writes nothing", "[cli][interrupt]") {
  const fs::path dir = temp_path("interrupt_prove");
  fs::create_directories(dir);
  const std::string err = (dir.parent_path() / (dir.filename().string() + ".err")).string();
  // Erickson's family takes about 40 s; stop it once it is guessing.
  const pid_t pid = start_cgprove({"prove", "tf", "T^a ___ FF", "--progress", "--report", (dir / "e.md").string(),
                                   "--coq", (dir / "e.v").string()},
                                  err);
  REQUIRE(wait_for_text(err, "cgprove: guess: state 3 of", 60));
  const int code = interrupt_and_wait(pid);
  const std::string text = slurp(err);
  INFO(text);
  CHECK(code == 130);
  const auto last = text.rfind("cgprove: interrupted during ");
  REQUIRE(last != std::string::npos);
  CHECK(text.find("guess: state", last) != std::string::npos);
  CHECK(text.back() == '\n');
  CHECK(files_in(dir) == 0);
  fs::remove_all(dir);
  fs::remove(err);
}

// The report is written before the Coq script is made: an interrupt during
// the export removes it, so the run leaves all its files or none.
TEST_CASE("interrupt: Ctrl-C during the Coq export removes the report", "[cli][interrupt][slow]") {
  const fs::path dir = temp_path("interrupt_export");
  fs::create_directories(dir);
  const std::string err = (dir.parent_path() / (dir.filename().string() + ".err")).string();
  const pid_t pid = start_cgprove({"prove", "tf", "T^a ___ FF", "--progress", "--report", (dir / "e.md").string(),
                                   "--coq", (dir / "e.v").string()},
                                  err);
  REQUIRE(wait_for_text(err, "cgprove: Coq export: state 2 of", 600));
  const int code = interrupt_and_wait(pid);
  const std::string text = slurp(err);
  INFO(text);
  CHECK(code == 130);
  CHECK(text.find("cgprove: interrupted during Coq export") != std::string::npos);
  CHECK(files_in(dir) == 0);
  fs::remove_all(dir);
  fs::remove(err);
}
