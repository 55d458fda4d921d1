#include "symbolic/atomic_file.h"

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace cgp {

std::string atomic_file_temp_path(const std::string& path) { return path + ".tmp"; }

std::optional<std::string> atomic_file_write(const std::string& path, const std::function<void(std::ostream&)>& write) {
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

std::optional<std::string> atomic_file_write(const std::string& path, std::string_view text) {
  return atomic_file_write(path, [text](std::ostream& out) { out << text; });
}

}  // namespace cgp
