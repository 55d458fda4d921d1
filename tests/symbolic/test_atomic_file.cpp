// A file is written whole or not at all.
#include "symbolic/atomic_file.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace cgp;

namespace {

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("an atomic write replaces the file and leaves no temporary") {
  const std::string path = (std::filesystem::temp_directory_path() / "cgp_atomic_test.txt").string();
  REQUIRE_FALSE(atomic_file_write(path, "old\n"));
  REQUIRE_FALSE(atomic_file_write(path, [](std::ostream& out) { out << "new " << 42 << "\n"; }));
  CHECK(read_all(path) == "new 42\n");
  CHECK_FALSE(std::filesystem::exists(atomic_file_temp_path(path)));
  std::filesystem::remove(path);
}

TEST_CASE("a write into a missing directory fails, naming the file, and leaves nothing") {
  const std::string path = "no_such_dir_cgp_atomic/x.txt";
  const auto why = atomic_file_write(path, "text");
  REQUIRE(why);
  CHECK(why->find(path) != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(path));
  CHECK_FALSE(std::filesystem::exists(atomic_file_temp_path(path)));
}
