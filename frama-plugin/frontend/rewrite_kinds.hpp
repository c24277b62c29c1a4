// What racer-cpp changed, one record per rewrite, for its report.
//
// The kinds are the rewrites of docs/frontend.md; `prototype-skipped` records
// a prototype that was needed but not inserted (a type it mentions is not
// declared yet at the point of insertion), so users learn why Frama-C
// still complains.
#pragma once

#include <string>
#include <string_view>

#include "frontend/source.hpp"

namespace racer::frontend {

enum class RewriteKind {
  AtomicQualifier,   // _Atomic T          -> __attribute__((racer_atomic)) T
  AtomicSpecifier,   // _Atomic(T)         -> __typeof__(T) __attribute__((racer_atomic))
  FlexibleArray,     // T d[0]; / T d[];   -> T d[1]; (struct embedded as a non-final member)
  Prototype,         // f(...) used before its declaration -> its prototype first
  PrototypeSkipped,  // the same, not done (see above)
};

// The kind's name in reports: "atomic-qualifier", "atomic-specifier",
// "flexible-array", "prototype", "prototype-skipped".
std::string_view kind_name(RewriteKind kind);

struct Rewrite {
  RewriteKind kind;
  Location where;      // presumed file and line (the user's, through line markers)
  std::string detail;  // one line for humans
};

// The attribute that carries atomicity into CIL (racer_atomic on the type).
inline constexpr std::string_view kAtomicAttribute = "__attribute__((racer_atomic))";

}  // namespace racer::frontend
