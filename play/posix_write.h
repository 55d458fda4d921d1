// Writing a whole buffer to a file descriptor, retrying short writes and
// signals: a games-file line or a protocol line goes out entirely or fails.
#pragma once

#include <string_view>

namespace cgp::play {

// False when the descriptor refuses more (a closed pipe, a full disk).
bool write_all(int fd, std::string_view data);

}  // namespace cgp::play
