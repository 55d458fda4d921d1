// PageServer: `cgprove serve`. A cpp-httplib server (a real HTTP library, its
// own thread pool) that serves the page at / and the JSON API of page_api.h.
#pragma once

#include "play/page_api.h"

#include <functional>
#include <memory>
#include <string>
#include <variant>

namespace cgp::play {

// What `cgprove serve` lets its user raise (--max-body-bytes, --threads):
// the largest POST body (over it: 400 naming the limit) and the connections
// served at once (one thread each, for as long as a connection is kept alive).
inline constexpr std::size_t kServeDefaultThreads = 32;
inline constexpr std::size_t kServeMaxThreads = 1024;
inline constexpr std::size_t kServeMaxBodyBytes = 64 * 1024 * 1024;  // the most --max-body-bytes allows
struct PageServerLimits {
  std::size_t max_body_bytes = kApiMaxBodyBytes;
  std::size_t threads = kServeDefaultThreads;
};

class PageServer {
 public:
  explicit PageServer(PageServerLimits limits = {});
  ~PageServer();
  PageServer(const PageServer&) = delete;
  PageServer& operator=(const PageServer&) = delete;

  // One more GET route answered by `handler` (from a layer above play/, such
  // as the prover's family endpoint). Call before page_listen.
  void page_add_get(const std::string& path, std::function<ApiReply(const ApiParams&)> handler);

  // Binds host:port (port 0: any free port). The bound port, or why not.
  std::variant<int, std::string> page_bind(const std::string& host, int port);
  // Serves until page_stop(); call after page_bind. False if it failed.
  bool page_listen();
  // Thread-safe; page_listen returns after the requests in flight finish.
  void page_stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Binds, prints "serving http://host:port/" (flushes stdout), and serves
// until SIGINT or SIGTERM, then returns 0; on a bind failure returns the
// reason. The signals are taken by a thread of their own (sigwait), so the
// server stops from ordinary code, not inside a signal handler.
// `add_routes` may register more routes before the server starts.
std::variant<int, std::string> page_serve_until_signal(const std::string& host, int port,
                                                      const std::function<void(PageServer&)>& add_routes = {},
                                                      PageServerLimits limits = {});

}  // namespace cgp::play
