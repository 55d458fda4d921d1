#include "prover/guess_file.h"

#include "symbolic/atomic_file.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

namespace cgp {

namespace {

using Json = nlohmann::json;
constexpr int kFormat = 1;

[[noreturn]] void refuse(const std::string& path, const std::string& what) {
  throw GuessFileError("the guess file " + path + ": " + what);
}

template <class T>
T parsed(std::variant<T, ParseError> r, const std::string& path, const std::string& what) {
  if (auto* e = std::get_if<ParseError>(&r)) refuse(path, what + ": " + e->message);
  return std::get<T>(std::move(r));
}

const Json& field(const Json& j, const char* key, Json::value_t type, const std::string& path,
                  const std::string& where) {
  const auto it = j.find(key);
  if (it == j.end() || it->type() != type)
    refuse(path, where + " has no " + key + " of the right type");
  return *it;
}

SavedGuess saved_from_json(const Json& j, const std::string& path, std::size_t k) {
  const std::string where = "state " + std::to_string(k + 1);
  if (!j.is_object()) refuse(path, where + " is not an object");
  SavedGuess g;
  g.pattern = parsed(tf_pattern_parse(field(j, "pattern", Json::value_t::string, path, where).get<std::string>()),
                     path, where + "'s pattern");
  for (const Json& p : field(j, "params", Json::value_t::array, path, where)) {
    if (!p.is_string()) refuse(path, where + "'s params are not names");
    g.params.push_back(p.get<std::string>());
  }
  if (g.params != tf_pattern_params(g.pattern)) refuse(path, where + "'s params are not its pattern's");
  g.domain = parsed(region_parse(field(j, "domain", Json::value_t::string, path, where).get<std::string>(), g.params),
                    path, where + "'s domain");
  for (const Json& piece : field(j, "pieces", Json::value_t::array, path, where)) {
    if (!piece.is_object()) refuse(path, where + " has a piece that is not an object");
    Region r = parsed(region_parse(field(piece, "where", Json::value_t::string, path, where).get<std::string>(),
                                   g.params),
                      path, where + "'s piece region");
    SymGame v = parsed(sym_game_parse(field(piece, "value", Json::value_t::string, path, where).get<std::string>()),
                       path, where + "'s piece value");
    g.pieces.push_back(SymPiece{std::move(r), std::move(v)});
  }
  return g;
}

Json saved_to_json(const SavedGuess& g) {
  Json pieces = Json::array();
  for (const SymPiece& p : g.pieces)
    pieces.push_back({{"where", region_to_string(p.where)}, {"value", sym_game_to_string(p.value)}});
  return {{"pattern", tf_pattern_to_string(g.pattern)},
          {"params", g.params},
          {"domain", region_to_string(g.domain)},
          {"pieces", std::move(pieces)}};
}

bool same_state(const SavedGuess& g, const FamilyState& s) {
  return g.pattern == s.pattern && g.params == s.params && region_is_equal(g.domain, s.domain);
}

// The guesser's pieces are disjoint and cover the domain; a file's may not be
// (written for another closure, or by hand), and the kernel would refuse
// them with no point to refit at.
bool covers_exactly(const SavedGuess& g) {
  std::vector<Region> parts;
  for (const SymPiece& p : g.pieces) parts.push_back(p.where);
  if (region_first_overlap(parts)) return false;
  parts.insert(parts.begin(), region_empty(g.params));  // the union of none is empty
  return region_is_equal(region_union_all(parts), g.domain);
}

}  // namespace

GuessFile guess_file_read(const std::string& path) {
  GuessFile file;
  file.path = path;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec) && !ec) return file;  // a new file
  std::ifstream in(path);
  if (!in) refuse(path, "cannot be read");
  const Json j = Json::parse(in, nullptr, false);
  if (j.is_discarded()) refuse(path, "is not JSON");
  if (!j.is_object() || j.value("cgprove_guesses", 0) != kFormat)
    refuse(path, "is not a cgprove guess file (no \"cgprove_guesses\": " + std::to_string(kFormat) + ")");
  const Json& states = field(j, "states", Json::value_t::array, path, "the file");
  for (std::size_t k = 0; k < states.size(); ++k) {
    file.states.push_back(saved_from_json(states[k], path, k));
    file.states.back().json = states[k];
  }
  file.saved_at = std::chrono::steady_clock::now();
  return file;
}

GivenConjecture guess_file_given(const GuessFile& file, const StateSystem& sys) {
  GivenConjecture given(sys.states.size());
  for (std::size_t i = 0; i < sys.states.size(); ++i)
    for (const SavedGuess& g : file.states)
      if (same_state(g, sys.states[i])) {
        if (covers_exactly(g)) given[i] = g.pieces;
        break;
      }
  return given;
}

void guess_file_record(GuessFile& file, const FamilyState& s, const std::vector<SymPiece>& pieces) {
  for (SavedGuess& g : file.states)
    if (same_state(g, s)) {
      g.pieces = pieces;
      g.json = saved_to_json(g);
      return;
    }
  file.states.push_back(SavedGuess{s.pattern, s.params, s.domain, pieces, {}});
  file.states.back().json = saved_to_json(file.states.back());
}

bool guess_file_save(GuessFile& file) {
  Json states = Json::array();
  for (const SavedGuess& g : file.states) states.push_back(g.json);
  const Json j = {{"cgprove_guesses", kFormat}, {"states", std::move(states)}};
  file.saved_at = std::chrono::steady_clock::now();
  if (const auto why = atomic_file_write(file.path, j.dump(1) + "\n")) {
    file.write_error = *why;
    return false;
  }
  file.write_error.clear();
  return true;
}

bool guess_file_save_if_due(GuessFile& file) {
  if (std::chrono::steady_clock::now() - file.saved_at < kGuessFileSaveEvery) return true;
  return guess_file_save(file);
}

}  // namespace cgp
