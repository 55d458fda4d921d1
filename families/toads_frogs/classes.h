// The Thanatipanonda-Zeilberger classes of Toads-and-Frogs families, built
// from their definitions (families/catalog/ lists the small ones by hand, and
// a test checks the two agree).
//
//   Aij  every word of i blanks and j frogs (j >= 1), with a symbolic toad
//        block in front of each symbol up to and including the last frog;
//        toads behind the last frog are dead (Terminal Toads), so the blanks
//        after it carry none. A11 = T^a _ T^b F ; T^a F _.
//   Bij  i toads then j frogs (i, j >= 1) with a symbolic blank block before,
//        between and after them: B21 = _^a T _^b T _^c F _^d. (Other orders
//        of toads and frogs split into sums of these.)
// Parameters are named a, b, c, ... from left to right.
#pragma once

#include "families/toads_frogs/closure.h"

#include <optional>
#include <string>
#include <vector>

namespace cgp {

// Classes whose patterns would exceed this many parameters are refused.
constexpr int kTfClassMaxParams = 12;

struct TfClass {
  std::string name;                   // "A21"
  std::vector<std::string> patterns;  // in the syntax of games/toads_frogs/pattern.h
};

// nullopt unless `name` is A or B followed by two digits i, j with j >= 1
// (and i >= 1 for B) within kTfClassMaxParams.
std::optional<TfClass> tf_class(const std::string& name);

// Words are listed in lexicographic order with 'F' < '_'.
std::vector<std::string> tf_class_a_words(int blanks, int frogs);

// The class's families, each on all of its parameters' values.
std::vector<TfFamily> tf_class_families(const TfClass& c);

}  // namespace cgp
