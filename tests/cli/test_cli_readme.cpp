// Every cgprove command of the README runs as documented: each line of a
// fenced block that starts with `cgprove ` or `build/cgprove ` is run (in a
// fresh folder linked to the source tree's folders and build/, so the files
// it writes go there) and must exit 0, or 1 when
// its comment says REFUTED, or 3 when it says UNDECIDED. A comment with
// "(long" marks a command left out here (each is tested elsewhere, named in
// its comment), so the whole test stays well under two minutes.
#include "tests/cli/cli_run.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace cli_test;
namespace fs = std::filesystem;

namespace {

struct ReadmeCommand {
  std::string args;     // after the program name, up to the comment
  std::string comment;  // after " #", or empty
};

std::vector<ReadmeCommand> readme_commands(const std::string& path, std::size_t& left_out) {
  std::ifstream in(path);
  std::vector<ReadmeCommand> out;
  bool fenced = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("```", 0) == 0) {
      fenced = !fenced;
      continue;
    }
    if (!fenced) continue;
    std::string args;
    for (const char* program : {"cgprove ", "build/cgprove "})
      if (line.rfind(program, 0) == 0) args = line.substr(std::string(program).size());
    if (args.empty()) continue;
    const auto hash = args.find(" #");
    ReadmeCommand c{args.substr(0, hash), hash == std::string::npos ? "" : args.substr(hash + 2)};
    if (c.comment.find("(long") != std::string::npos) {
      ++left_out;
      continue;
    }
    out.push_back(c);
  }
  return out;
}

int expected_exit(const ReadmeCommand& c) {
  if (c.comment.find("REFUTED") != std::string::npos) return 1;
  if (c.comment.find("UNDECIDED") != std::string::npos) return 3;
  return 0;
}

}  // namespace

TEST_CASE("README: every command runs as documented", "[cli][readme]") {
  std::size_t left_out = 0;
  const std::vector<ReadmeCommand> commands = readme_commands(std::string(CGP_TEST_DATA) + "/../../README.md", left_out);
  // The README's Using it section alone has more than 20; none found means the reader is broken.
  REQUIRE(commands.size() >= 20);
  CHECK(left_out >= 1);
  const fs::path dir = temp_path("readme_commands");
  fs::remove_all(dir);
  fs::create_directories(dir);
  // The README's commands are typed at the top of the source tree: its
  // folders (examples/, tests/, ...) and build/ are reached from the fresh
  // folder by links, so that the files the commands write stay there.
  const fs::path root = fs::path(CGP_TEST_DATA).parent_path().parent_path();
  for (const char* folder : {"examples", "tests", "families", "proofs"})
    fs::create_directory_symlink(fs::canonical(root / folder), dir / folder);
  fs::create_directory_symlink(fs::canonical(fs::path(CGPROVE_BIN).parent_path()), dir / "build");
  for (const ReadmeCommand& c : commands) {
    // A command that does not end (a server without "(long") fails here with
    // timeout's 124 instead of holding up the whole test run.
    const std::string cmd =
        "cd '" + dir.string() + "' && timeout 120 " + CGPROVE_BIN + " " + c.args + " >/dev/null 2>stderr.txt";
    const int status = std::system(cmd.c_str());
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    INFO("cgprove " << c.args << "\n" << slurp((dir / "stderr.txt").string()));
    CHECK(code == expected_exit(c));
  }
  fs::remove_all(dir);
}
