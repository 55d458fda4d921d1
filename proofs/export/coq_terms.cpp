#include "proofs/export/coq_terms.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace cgp {

namespace {

std::string integer_literal(const std::string& digits) {
  return digits[0] == '-' ? "(" + digits + ")" : digits;
}

std::string fmpz_text(const fmpz* n) {
  char* s = fmpz_get_str(nullptr, 10, n);
  std::string out(s);
  flint_free(s);
  return out;
}

}  // namespace

std::string coq_number(const Dyadic& x) {
  const std::string num = integer_literal(fmpz_text(x.numerator()));
  if (x.is_integer()) return "int " + num;
  return "dyadic " + num + " " + std::to_string(x.exponent());
}

std::string coq_game(GameStore& store, GameId g) {
  if (store.is_number(g)) return coq_number(store.number_value(g));
  if (auto v = store.up_star_value(g); v && v->up == 0 && v->nim == 1)
    return v->number.is_zero() ? "star" : "nstar (" + coq_number(v->number) + ")";
  auto list = [&](std::span<const GameId> options) {
    std::string out = "[";
    for (std::size_t i = 0; i < options.size(); ++i) out += (i ? "; " : "") + coq_game(store, options[i]);
    return out + "]";
  };
  // Copy the spans' contents first: making options may grow the store.
  auto copy = [](std::span<const GameId> s) { return std::vector<GameId>(s.begin(), s.end()); };
  const std::vector<GameId> l = copy(store.left_options(g));
  const std::vector<GameId> r = copy(store.right_options(g));
  return "Game " + list(l) + " " + list(r);
}

std::string coq_board(const TfPosition& p) {
  std::string out = "[";
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (i) out += "; ";
    out += p[i] == Square::Toad ? "T" : p[i] == Square::Frog ? "F" : "E";
  }
  return out + "]";
}

std::string coq_board_name(const TfPosition& p) {
  std::string out;
  for (std::size_t i = 0; i < p.size(); ++i) out += p[i] == Square::Toad ? 'T' : p[i] == Square::Frog ? 'F' : 'E';
  return out;
}

std::string coq_join(const std::vector<std::string>& xs, const std::string& sep) {
  std::string out;
  for (std::size_t i = 0; i < xs.size(); ++i) out += (i ? sep : "") + xs[i];
  return out;
}

std::string coq_script_opening(const std::string& header, const std::string& imports) {
  std::ostringstream out;
  out << "(* ";
  std::istringstream lines(header);
  std::string line;
  bool first = true;
  while (std::getline(lines, line)) {
    if (!first) out << "\n" << (line.empty() ? "" : "   ");
    out << line;
    first = false;
  }
  out << " *)\n\n" << imports << "\n";
  return out.str();
}

std::vector<std::pair<std::size_t, std::size_t>> coq_part_ranges(const std::vector<std::string>& chunks,
                                                                 std::size_t part_bytes) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t i = 0; i < chunks.size();) {
    const std::size_t first = i;
    std::size_t bytes = 0;
    while (i < chunks.size() && (i == first || bytes + chunks[i].size() <= part_bytes)) bytes += chunks[i++].size();
    out.emplace_back(first, i);
  }
  return out;
}

bool coq_is_identifier(const std::string& s) {
  return !s.empty() && std::isalpha(static_cast<unsigned char>(s[0])) &&
         std::all_of(s.begin(), s.end(), [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; });
}

}  // namespace cgp
