// racer-cpp's entry point: every rewrite that lets Frama-C 25 parse a
// preprocessed C file, applied to its text in one pass (docs/frontend.md).
//
// The output has exactly the input's lines, preceded by a line marker naming
// the user's file when `origin` is given, so every location Frama-C reports
// is the user's file and line; within the file, line markers already there
// keep their meaning.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "frontend/rewrite_kinds.hpp"

namespace racer::frontend {

struct RewriteOptions {
  // The user's source file; "" for no leading line marker. Also the file
  // name reported for lines before the input's first line marker.
  std::string origin;
};

struct RewriteResult {
  std::string text;
  std::vector<Rewrite> rewrites;  // in text order within each kind
};

RewriteResult rewrite_for_frama_c(std::string_view preprocessed, const RewriteOptions& options);

// `# 1 "<file>"`, the file name escaped as a C string literal, and a newline.
std::string line_marker(std::string_view file);

// The report: one line per rewrite, `kind<TAB>file<TAB>line<TAB>detail`
// (tabs and newlines in fields replaced by spaces).
std::string report_lines(const std::vector<Rewrite>& rewrites);

}  // namespace racer::frontend
