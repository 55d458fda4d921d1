# Turns the page (one self-contained HTML file) into a C++ header, so the
# binary serves it without reading files at run time.
file(READ "${IN}" content)
string(FIND "${content}" ")cgppage\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${IN} contains the raw-string delimiter )cgppage\"")
endif()
file(WRITE "${OUT}.tmp" "// Generated from play/page/index.html by play/embed_page.cmake: do not edit.\n#pragma once\n#include <string_view>\nnamespace cgp::play {\ninline constexpr std::string_view kPageHtml = R\"cgppage(${content})cgppage\";\n}  // namespace cgp::play\n")
file(RENAME "${OUT}.tmp" "${OUT}")
