// A child process driven through its stdin and stdout, one line at a time,
// with a deadline on every read. The OS layer of an external player: it
// knows pipes, poll and signals, not the protocol.
#pragma once

#include <sys/types.h>

#include <optional>
#include <string>
#include <string_view>

namespace cgp::play {

class PlayerProcess {
 public:
  PlayerProcess() = default;
  PlayerProcess(const PlayerProcess&) = delete;
  PlayerProcess& operator=(const PlayerProcess&) = delete;
  ~PlayerProcess() { kill(); }

  // Starts `path` with no arguments; stderr is inherited. False (and `error`
  // set) when the pipes or the fork fail; an exec failure shows later as
  // the child closing its output.
  bool spawn(const std::string& path, std::string& error);
  bool running() const { return pid_ > 0; }

  // Writes line + '\n'. False when the child has closed its input.
  bool send(std::string_view line);

  enum class Read { kLine, kTimeout, kClosed, kTooLong };
  // The next line (without '\n' or '\r'), waiting at most timeout_ms.
  Read read_line(int timeout_ms, std::string& line);

  // How the child ended ("exit status 3", "killed by signal 11"), waiting
  // up to wait_ms for it to end; nothing while it still runs.
  std::optional<std::string> ended(int wait_ms);

  // SIGKILL and reap; nothing when not running.
  void kill();
  // Sends "quit", closes its input and gives it quit_ms to exit; then kill().
  void quit(int quit_ms);

 private:
  void close_pipes();

  pid_t pid_ = -1;
  int to_child_ = -1, from_child_ = -1;
  std::string buffer_;  // bytes read past the last line returned
  int status_ = 0;
  bool reaped_ = false;
};

}  // namespace cgp::play
