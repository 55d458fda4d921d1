// Runs the real cgprove executable and captures its exit code and output.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace cli_test {

struct Run {
  int code;
  std::string out, err;
};

inline std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A file name unique to this process, in the system's temporary directory, so
// that a failed test (which skips its clean-up) leaves nothing in the tree.
inline std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / (name + "_" + std::to_string(getpid()))).string();
}

// `args` is already quoted for sh. ctest runs test cases in parallel
// processes, so the capture files are unique per process and call.
inline Run cgprove(const std::string& args) {
  static int calls = 0;
  const std::string stem = "cli_test_" + std::to_string(getpid()) + "_" + std::to_string(calls++);
  const std::string cmd = std::string(CGPROVE_BIN) + " " + args + " >" + stem + ".out 2>" + stem + ".err";
  const int status = std::system(cmd.c_str());
  Run r{WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(stem + ".out"), slurp(stem + ".err")};
  std::remove((stem + ".out").c_str());
  std::remove((stem + ".err").c_str());
  return r;
}

inline int lines(const std::string& s) {
  int n = 0;
  for (char c : s) n += c == '\n';
  return n;
}

// The lines of stderr other than progress lines ("cgprove: ... (12 s)"). A
// run that does real work before its one-line error passes 10 s on a loaded
// machine and then says what it is doing (cli/progress_output.h), so its
// error is counted without those lines.
inline int lines_past_progress(const std::string& err) {
  int n = 0;
  std::istringstream in(err);
  for (std::string line; std::getline(in, line);) {
    const bool progress = line.rfind("cgprove: ", 0) == 0 && line.rfind("cgprove: error:", 0) != 0 &&
                          line.size() >= 3 && line.compare(line.size() - 3, 3, " s)") == 0;
    n += !progress;
  }
  return n;
}

// How many times `what` occurs in `text` (overlapping occurrences count).
inline std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace cli_test
