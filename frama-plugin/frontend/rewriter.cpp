// The rewrites in order, and racer-cpp's report (see rewriter.hpp).
#include "frontend/rewriter.hpp"

#include <algorithm>

#include "frontend/atomic_rewrite.hpp"
#include "frontend/edits.hpp"
#include "frontend/flexible_arrays.hpp"
#include "frontend/implicit_prototypes.hpp"
#include "frontend/source.hpp"

namespace racer::frontend {
namespace {

std::string one_line(std::string s) {
  std::replace_if(s.begin(), s.end(), [](char c) { return c == '\t' || c == '\n' || c == '\r'; }, ' ');
  return s;
}

}  // namespace

std::string_view kind_name(RewriteKind kind) {
  switch (kind) {
    case RewriteKind::AtomicQualifier: return "atomic-qualifier";
    case RewriteKind::AtomicSpecifier: return "atomic-specifier";
    case RewriteKind::FlexibleArray: return "flexible-array";
    case RewriteKind::Prototype: return "prototype";
    case RewriteKind::PrototypeSkipped: return "prototype-skipped";
  }
  return "unknown";
}

RewriteResult rewrite_for_frama_c(std::string_view preprocessed, const RewriteOptions& options) {
  const Source src(preprocessed, options.origin);
  Edits edits;
  RewriteResult result;
  // Each rewrite reads the original tokens; their edits never overlap
  // (_Atomic tokens, array bounds, and insertions before declarations).
  rewrite_atomics(src, edits, result.rewrites);
  rewrite_flexible_arrays(src, edits, result.rewrites);
  rewrite_implicit_prototypes(src, edits, result.rewrites);
  if (!options.origin.empty()) result.text = line_marker(options.origin);
  result.text += edits.apply(preprocessed);
  return result;
}

std::string line_marker(std::string_view file) {
  std::string out = "# 1 \"";
  for (const char c : file) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + "\"\n";
}

std::string report_lines(const std::vector<Rewrite>& rewrites) {
  std::string out;
  for (const Rewrite& r : rewrites) {
    out += kind_name(r.kind);
    out += '\t';
    out += one_line(r.where.file);
    out += '\t';
    out += std::to_string(r.where.line);
    out += '\t';
    out += one_line(r.detail);
    out += '\n';
  }
  return out;
}

}  // namespace racer::frontend
