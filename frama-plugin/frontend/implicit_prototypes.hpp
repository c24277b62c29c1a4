// Rewrite 4: prototypes of functions called before any declaration.
//
// C99 dropped implicit declarations; Frama-C 25 still makes one at the first
// call (`int f(<argument types>)`) and then rejects a later definition of
// another type (`void *safe_malloc(size_t)` in SV-COMP's LDV tasks). For each
// function called before any file-scope declaration of it and defined later
// in the file with a type other than `int f(int, ...)`, its prototype (the
// definition's head) is inserted on the line where the external declaration
// holding the first call starts, so no line moves. When a type it mentions
// is declared only after that point the text is left alone and the report
// says why (prototype-skipped).
#pragma once

#include <vector>

#include "frontend/edits.hpp"
#include "frontend/rewrite_kinds.hpp"
#include "frontend/source.hpp"

namespace racer::frontend {

void rewrite_implicit_prototypes(const Source& src, Edits& edits, std::vector<Rewrite>& done);

}  // namespace racer::frontend
