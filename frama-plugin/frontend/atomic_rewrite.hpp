// Rewrites 1 and 2: C11 `_Atomic`, which Frama-C 25 rejects, becomes the GCC
// attribute `racer_atomic`, which CIL keeps on the type, so the analysis
// sees atomicity in the types of objects and lvalues (docs/frontend.md).
//
//   _Atomic int x;              ->  __attribute__((racer_atomic)) int x;
//   int * _Atomic p;            ->  int * __attribute__((racer_atomic)) p;
//   _Atomic(T *) p;             ->  __typeof__(T *) __attribute__((racer_atomic)) p;
//   _Atomic struct S {...} s;   ->  struct S {...} (__attribute__((racer_atomic)) s);
//
// The last form exists because CIL gives an attribute written next to a
// struct, union or enum *definition* to the tag itself (every `struct S`
// would become atomic); inside the declarator it qualifies only the object.
#pragma once

#include <vector>

#include "frontend/edits.hpp"
#include "frontend/rewrite_kinds.hpp"
#include "frontend/source.hpp"

namespace racer::frontend {

void rewrite_atomics(const Source& src, Edits& edits, std::vector<Rewrite>& done);

}  // namespace racer::frontend
