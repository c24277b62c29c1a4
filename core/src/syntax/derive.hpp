// Facts that follow from the program's text alone, derived from the IR by
// racer_freeze (ABI 11): the front end sends code, not conclusions.
//
//  - branches: `if` statements testing a variable against 0 (`if (v)`,
//    `if (!v)`, `if (v == 0)`, `if (0 != v)`), with the statement run first
//    when it is 0 and when it is not. The lockset engine follows trylock
//    results through them; free choices are branches too.
//  - flag_raises: publication flags (docs/engines.md, locksets):
//    a global integer that starts at zero, whose address the program never
//    takes, and whose every write is an assignment of a constant that is
//    not zero. Each such assignment is a raise.
#pragma once

#include "facts/fact_store.hpp"

namespace racer::syntax {

struct Derived {
  facts::Branches branches;
  facts::FlagRaises flag_raises;
};

// The derived rows of a validated store (its IR may be empty: nothing).
Derived derive(const facts::FactStore& f);

facts::Branches derive_branches(const facts::FactStore& f);
facts::FlagRaises derive_flag_raises(const facts::FactStore& f);

}  // namespace racer::syntax
