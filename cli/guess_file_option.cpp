#include "cli/guess_file_option.h"

#include "cli/exit_codes.h"
#include "cli/interrupt.h"

#include <fmt/core.h>

namespace cgp::cli {

void add_guesses_option(CLI::App& cmd, std::string& path) {
  cmd.add_option("--guesses", path,
                 "keep every state's guessed value in this JSON file, and take the values it holds for the same "
                 "states instead of guessing them again (a stopped run, rerun, resumes; the kernel checks them)");
}

std::optional<GuessFile> guess_file_open(const std::string& path) {
  if (path.empty()) return std::nullopt;
  GuessFile file;
  try {
    file = guess_file_read(path);
  } catch (const GuessFileError& e) {
    throw BadInput(e.what());
  }
  interrupt_keep_file(path);
  if (!guess_file_save(file)) throw BadInput("--guesses: " + file.write_error);
  return file;
}

void guess_file_report(const std::optional<GuessFile>& file) {
  if (file && !file->write_error.empty()) fmt::print(stderr, "cgprove: --guesses: {}\n", file->write_error);
}

}  // namespace cgp::cli
