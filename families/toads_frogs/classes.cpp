#include "families/toads_frogs/classes.h"

#include <algorithm>
#include <cctype>

namespace cgp {

namespace {

std::string param_name(int k) { return std::string(1, static_cast<char>('a' + k)); }

// The A pattern of a word over {_, F}: a toad block before each symbol up to
// the last frog.
std::string a_pattern(const std::string& word) {
  const std::size_t last_frog = word.rfind('F');
  std::string out;
  int k = 0;
  for (std::size_t i = 0; i < word.size(); ++i) {
    if (!out.empty()) out += ' ';
    if (i <= last_frog) out += "T^" + param_name(k++) + ' ';
    out += word[i];
  }
  return out;
}

std::string b_pattern(int toads, int frogs) {
  std::string out;
  int k = 0;
  for (int i = 0; i < toads + frogs; ++i) out += "_^" + param_name(k++) + (i < toads ? " T " : " F ");
  return out + "_^" + param_name(k);
}

}  // namespace

std::vector<std::string> tf_class_a_words(int blanks, int frogs) {
  std::string word = std::string(static_cast<std::size_t>(frogs), 'F') + std::string(static_cast<std::size_t>(blanks), '_');
  std::vector<std::string> words;
  do words.push_back(word);
  while (std::next_permutation(word.begin(), word.end()));  // 'F' < '_' in ASCII
  return words;
}

std::optional<TfClass> tf_class(const std::string& name) {
  if (name.size() != 3 || (name[0] != 'A' && name[0] != 'B') || !std::isdigit(static_cast<unsigned char>(name[1])) ||
      !std::isdigit(static_cast<unsigned char>(name[2])))
    return std::nullopt;
  const int i = name[1] - '0', j = name[2] - '0';
  if (j < 1) return std::nullopt;
  TfClass out{name, {}};
  if (name[0] == 'A') {
    if (i + j > kTfClassMaxParams) return std::nullopt;
    for (const std::string& w : tf_class_a_words(i, j)) out.patterns.push_back(a_pattern(w));
  } else {
    if (i < 1 || i + j + 1 > kTfClassMaxParams) return std::nullopt;
    out.patterns.push_back(b_pattern(i, j));
  }
  return out;
}

std::vector<TfFamily> tf_class_families(const TfClass& c) {
  std::vector<TfFamily> out;
  for (const std::string& text : c.patterns) {
    const TfPattern p = std::get<TfPattern>(tf_pattern_parse(text));  // built by tf_class: always parses
    out.push_back({p, region_universe(tf_pattern_params(p))});
  }
  return out;
}

}  // namespace cgp
