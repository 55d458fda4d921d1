#include "play/player_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <mutex>
#include <thread>

#include "play/posix_write.h"

namespace cgp::play {
namespace {

// A player may print a megabyte without a newline; that is not a move.
constexpr std::size_t kMaxLine = 4096;

using Clock = std::chrono::steady_clock;

int ms_left(Clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left < 0 ? 0 : static_cast<int>(left);
}

// A player that closes its input must not kill the referee with SIGPIPE.
void ignore_sigpipe() {
  static std::once_flag once;
  std::call_once(once, [] { signal(SIGPIPE, SIG_IGN); });
}

}  // namespace

bool PlayerProcess::spawn(const std::string& path, std::string& error) {
  kill();
  ignore_sigpipe();
  // O_CLOEXEC: children started by other threads must not inherit these
  // ends, or this child's EOF would never be seen.
  int in[2], out[2];
  if (pipe2(in, O_CLOEXEC) != 0) {
    error = std::string("pipe: ") + std::strerror(errno);
    return false;
  }
  if (pipe2(out, O_CLOEXEC) != 0) {
    error = std::string("pipe: ") + std::strerror(errno);
    ::close(in[0]);
    ::close(in[1]);
    return false;
  }
  const pid_t pid = fork();
  if (pid < 0) {
    error = std::string("fork: ") + std::strerror(errno);
    for (int fd : {in[0], in[1], out[0], out[1]}) ::close(fd);
    return false;
  }
  if (pid == 0) {
    // Only async-signal-safe calls between fork and exec. A process group of
    // its own: Ctrl-C at the terminal stops the referee, which then ends the
    // player itself, instead of killing the player mid-game (a false crash).
    setpgid(0, 0);
    dup2(in[0], STDIN_FILENO);
    dup2(out[1], STDOUT_FILENO);
    char* argv[] = {const_cast<char*>(path.c_str()), nullptr};
    execv(path.c_str(), argv);
    _exit(127);
  }
  ::close(in[0]);
  ::close(out[1]);
  pid_ = pid;
  to_child_ = in[1];
  from_child_ = out[0];
  buffer_.clear();
  reaped_ = false;
  return true;
}

bool PlayerProcess::send(std::string_view line) {
  if (to_child_ < 0) return false;
  std::string data(line);
  data += '\n';
  return write_all(to_child_, data);
}

PlayerProcess::Read PlayerProcess::read_line(int timeout_ms, std::string& line) {
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  while (true) {
    if (auto nl = buffer_.find('\n'); nl != std::string::npos) {
      line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return Read::kLine;
    }
    if (buffer_.size() > kMaxLine) return Read::kTooLong;
    if (from_child_ < 0) return Read::kClosed;
    pollfd pfd{from_child_, POLLIN, 0};
    const int ready = ::poll(&pfd, 1, ms_left(deadline));
    if (ready < 0 && errno == EINTR) continue;
    if (ready == 0) return Read::kTimeout;
    char chunk[1024];
    const ssize_t n = ::read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return Read::kClosed;
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

std::optional<std::string> PlayerProcess::ended(int wait_ms) {
  if (pid_ <= 0) return "not started";
  const auto deadline = Clock::now() + std::chrono::milliseconds(wait_ms);
  while (!reaped_) {
    const pid_t r = waitpid(pid_, &status_, WNOHANG);
    if (r == pid_) {
      reaped_ = true;
      break;
    }
    if (r < 0 || Clock::now() >= deadline) return std::nullopt;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  if (WIFEXITED(status_)) return "exit status " + std::to_string(WEXITSTATUS(status_));
  if (WIFSIGNALED(status_)) return "killed by signal " + std::to_string(WTERMSIG(status_));
  return "ended";
}

void PlayerProcess::close_pipes() {
  if (to_child_ >= 0) ::close(to_child_);
  if (from_child_ >= 0) ::close(from_child_);
  to_child_ = from_child_ = -1;
}

void PlayerProcess::kill() {
  if (pid_ <= 0) return;
  close_pipes();
  if (!reaped_) {
    ::kill(pid_, SIGKILL);
    while (waitpid(pid_, &status_, 0) < 0 && errno == EINTR) {
    }
  }
  pid_ = -1;
  reaped_ = false;
}

void PlayerProcess::quit(int quit_ms) {
  if (pid_ <= 0) return;
  send("quit");
  close_pipes();
  ended(quit_ms);
  kill();
}

}  // namespace cgp::play
