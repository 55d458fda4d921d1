#include "play/page_server.h"

#include "play/chomp_json.h"
#include "play/page_api.h"
#include "play/page_html.h"  // generated from play/page/index.html

#include <httplib.h>

#include <fmt/core.h>
#include <csignal>
#include <pthread.h>
#include <sys/socket.h>

#include <atomic>
#include <cstdio>
#include <thread>

namespace cgp::play {

namespace {

void send(httplib::Response& res, const ApiReply& reply) {
  res.status = reply.status;
  res.set_header("Cache-Control", "no-store");
  if (!reply.content_type.empty())
    res.set_content(reply.text, reply.content_type.c_str());
  else
    res.set_content(reply.body.dump(), "application/json");
}

ApiParams query_params(const httplib::Request& req) {
  return [&req](const std::string& name) -> std::optional<std::string> {
    if (!req.has_param(name.c_str())) return std::nullopt;
    return req.get_param_value(name.c_str());
  };
}

}  // namespace

struct PageServer::Impl {
  httplib::Server server;
  socket_t listening = INVALID_SOCKET;  // the socket page_bind binds, for its backlog
};

PageServer::PageServer(PageServerLimits limits) : impl_(std::make_unique<Impl>()) {
  httplib::Server& s = impl_->server;
  // Bounded requests: small bodies, short timeouts for slow clients.
  s.set_payload_max_length(limits.max_body_bytes);
  s.set_read_timeout(5, 0);
  s.set_write_timeout(5, 0);
  // Under load (bench/bench_server_load: 16 clients on kept-alive
  // connections) three defaults of httplib went wrong. Nagle's algorithm held
  // each reply's second write for the client's delayed ACK: 88 ms per request
  // instead of about 1. The pool's 8 threads each serve one connection for as
  // long as it is kept alive, so the 9th client waited for a whole other
  // client's run (17 s, or its read timeout): now more threads, and a
  // connection is closed (the client reconnects) after 100 requests.
  s.set_tcp_nodelay(true);
  s.set_keep_alive_max_count(100);
  s.new_task_queue = [threads = limits.threads] { return new httplib::ThreadPool(threads); };
  // httplib's default also sets SO_REUSEPORT, which lets a second server
  // share a port that is in use; keep only SO_REUSEADDR, so a busy port is
  // an error while a port in TIME_WAIT can be reused.
  s.set_socket_options([impl = impl_.get()](socket_t sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
    impl->listening = sock;
  });
  s.Get("/", [](const httplib::Request&, httplib::Response& res) {
    res.set_content(std::string(kPageHtml), "text/html; charset=utf-8");
  });
  s.Post("/api/chomp/move",
         [](const httplib::Request& req, httplib::Response& res) { send(res, api_chomp_move(req.body)); });
  s.Get("/api/chomp/explain",
        [](const httplib::Request& req, httplib::Response& res) { send(res, api_chomp_explain(query_params(req))); });
  s.Get("/api/chomp/pmap",
        [](const httplib::Request& req, httplib::Response& res) { send(res, api_chomp_pmap(query_params(req))); });
  s.Get("/api/chomp/grundy",
        [](const httplib::Request& req, httplib::Response& res) { send(res, api_chomp_grundy(query_params(req))); });
  s.Get("/api/chomp/players", [](const httplib::Request&, httplib::Response& res) { send(res, api_chomp_players()); });
  s.Get("/api/tf/value",
        [](const httplib::Request& req, httplib::Response& res) { send(res, api_tf_value(query_params(req))); });
  // Anything else, and any exception a handler lets through, is a JSON error
  // rather than a dropped connection. A request over httplib's size limits
  // (413, 414) is a bad request like any other over a limit: 400, naming it.
  s.set_error_handler([max_body = limits.max_body_bytes](const httplib::Request& req, httplib::Response& res) {
    if (res.status == 413 || res.status == 414) {
      const bool body = res.status == 413;
      res.status = 400;
      res.set_content(Json{{"error", body ? fmt::format("the request body is over the limit of {} bytes", max_body)
                                          : fmt::format("the request URI is over the limit of {} bytes",
                                                        kApiMaxUriBytes)},
                           {"field", body ? "body" : "path"}}
                          .dump(),
                      "application/json");
      return;
    }
    if (res.body.empty())
      res.set_content(Json{{"error", fmt::format("{} {}: status {}", req.method, req.path, res.status)},
                           {"field", "path"}}
                          .dump(),
                      "application/json");
  });
  s.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
    std::string what = "internal error";
    try {
      std::rethrow_exception(ep);
    } catch (const std::exception& e) {
      what = std::string("internal error: ") + e.what();
    } catch (...) {
    }
    res.status = 500;
    res.set_content(Json{{"error", what}, {"field", nullptr}}.dump(), "application/json");
  });
}

PageServer::~PageServer() = default;

void PageServer::page_add_get(const std::string& path, std::function<ApiReply(const ApiParams&)> handler) {
  impl_->server.Get(path, [handler = std::move(handler)](const httplib::Request& req, httplib::Response& res) {
    send(res, handler(query_params(req)));
  });
}

// httplib listens with a backlog of 5: 16 clients connecting at once
// overflowed it (the kernel's ListenOverflows), and a dropped handshake cost
// its client a 1 s retransmission and then a failed read. Listening again
// on the bound socket raises the backlog.
namespace {
void page_raise_backlog(socket_t sock) {
  if (sock != INVALID_SOCKET) ::listen(sock, SOMAXCONN);
}
}  // namespace

std::variant<int, std::string> PageServer::page_bind(const std::string& host, int port) {
  if (port == 0) {
    const int bound = impl_->server.bind_to_any_port(host);
    if (bound <= 0) return fmt::format("cannot bind to {} on any port", host);
    page_raise_backlog(impl_->listening);
    return bound;
  }
  if (!impl_->server.bind_to_port(host, port)) return fmt::format("cannot bind to {}:{}", host, port);
  page_raise_backlog(impl_->listening);
  return port;
}

bool PageServer::page_listen() { return impl_->server.listen_after_bind(); }

void PageServer::page_stop() { impl_->server.stop(); }

std::variant<int, std::string> page_serve_until_signal(const std::string& host, int port,
                                                      const std::function<void(PageServer&)>& add_routes,
                                                      PageServerLimits limits) {
  // Block the signals here, before any server thread exists, so that every
  // thread inherits the mask and only the sigwait thread receives them.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  PageServer server(limits);
  if (add_routes) add_routes(server);
  auto bound = server.page_bind(host, port);
  if (auto* err = std::get_if<std::string>(&bound)) return *err;
  std::printf("serving http://%s:%d/\n", host.c_str(), std::get<int>(bound));
  std::fflush(stdout);
  std::atomic<bool> signalled = false;
  std::thread waiter([&] {
    int received = 0;
    sigwait(&signals, &received);
    signalled = true;
    std::fprintf(stderr, "cgprove serve: %s, stopping\n", received == SIGINT ? "SIGINT" : "SIGTERM");
    server.page_stop();
  });
  server.page_listen();
  // If listening ended for another reason, wake the waiter with a signal of
  // our own so it can be joined.
  if (!signalled) pthread_kill(waiter.native_handle(), SIGTERM);
  waiter.join();
  return 0;
}

}  // namespace cgp::play
