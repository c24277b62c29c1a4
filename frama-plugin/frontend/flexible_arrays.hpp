// Rewrite 3: flexible and zero-length array members that Frama-C 25 rejects.
//
// Frama-C 25 refuses a struct that ends with `T d[]` or `T d[0]` (GCC's
// zero-length array) as a *non-final* member of another struct ("non-final
// field ... declared with a type containing a flexible array member"); the
// same holds through final members (a struct ending with such a struct).
// Linux drivers embed `struct tty_buffer` that way. Only those arrays become
// one-element arrays, `T d[1]`; every other flexible array is left alone.
// The enclosing structs get bigger; accesses are matched by field, so races
// are unaffected (docs/frontend.md).
#pragma once

#include <vector>

#include "frontend/edits.hpp"
#include "frontend/rewrite_kinds.hpp"
#include "frontend/source.hpp"

namespace racer::frontend {

void rewrite_flexible_arrays(const Source& src, Edits& edits, std::vector<Rewrite>& done);

}  // namespace racer::frontend
