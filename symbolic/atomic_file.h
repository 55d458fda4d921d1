// Writing a file whole or not at all. Every layer writes files (P-position
// lists, reports, Coq scripts, game records, pictures), and none may leave a
// half-written one behind when the disk is full, the directory is missing or
// the run is stopped: the text goes to `path.tmp` beside the target and is
// renamed over it only when complete. This sits in the bottom layer because
// it is the one piece of I/O every layer shares; it knows no game.
#pragma once

#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

namespace cgp {

// Writes what `write` puts on the stream to `path`; on failure the target is
// untouched, the temporary removed, and the reason returned ("cannot write
// PATH: ...").
std::optional<std::string> atomic_file_write(const std::string& path, const std::function<void(std::ostream&)>& write);
std::optional<std::string> atomic_file_write(const std::string& path, std::string_view text);

// The temporary `atomic_file_write` uses for `path` (tests check it is gone).
std::string atomic_file_temp_path(const std::string& path);

}  // namespace cgp
