// cgprove serve [--port 8080] [--host 127.0.0.1]: the page and its JSON API
// (play/page_server.h) until SIGINT or SIGTERM.
#include "cli/commands.h"
#include "cli/exit_codes.h"
#include "play/page_server.h"

#include <memory>
#include <string>

namespace cgp::cli {

namespace {
struct ServeArgs {
  std::string host = "127.0.0.1";
  int port = 8080;
};
}  // namespace

void add_serve_command(CLI::App& app, int& /*exit_code*/) {
  auto* cmd = app.add_subcommand("serve", "Serve the page (play Chomp, pictures, thermographs) and its JSON API");
  auto args = std::make_shared<ServeArgs>();
  cmd->add_option("--port", args->port, "TCP port (default 8080; 0 picks a free one)")->check(CLI::Range(0, 65535));
  cmd->add_option("--host", args->host, "Address to listen on (default 127.0.0.1)");
  cmd->callback([args] {
    auto served = play::page_serve_until_signal(args->host, args->port);
    if (auto* err = std::get_if<std::string>(&served)) throw BadInput("serve: " + *err);
  });
}

}  // namespace cgp::cli
