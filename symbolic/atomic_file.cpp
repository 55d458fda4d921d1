#include "symbolic/atomic_file.h"

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace cgp {

namespace {

AtomicFileWatch g_watch;

std::optional<std::string> write_and_rename(const std::string& path, const std::function<void(std::ostream&)>& write) {
  const std::string tmp = atomic_file_temp_path(path);
  {
    std::ofstream out(tmp, std::ios::binary);
    if (out) write(out);
    out.close();
    if (!out) {
      std::remove(tmp.c_str());
      return "cannot write \"" + path + "\"";
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::remove(tmp.c_str());
    return "cannot write \"" + path + "\": " + ec.message();
  }
  return std::nullopt;
}

}  // namespace

std::string atomic_file_temp_path(const std::string& path) { return path + ".tmp"; }

void atomic_file_watch(AtomicFileWatch watch) { g_watch = watch; }

std::optional<std::string> atomic_file_write(const std::string& path, const std::function<void(std::ostream&)>& write) {
  if (g_watch.before) g_watch.before();
  std::optional<std::string> failed;
  try {
    failed = write_and_rename(path, write);
  } catch (...) {
    if (g_watch.after) g_watch.after(path, false);
    throw;
  }
  if (g_watch.after) g_watch.after(path, !failed);
  return failed;
}

std::optional<std::string> atomic_file_write(const std::string& path, std::string_view text) {
  return atomic_file_write(path, [text](std::ostream& out) { out << text; });
}

}  // namespace cgp
