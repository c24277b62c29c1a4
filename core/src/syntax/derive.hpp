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
//  - never_addressed (a base flag, racer.h): globals of the program that
//    nothing takes an address into, reached by their name only.
#pragma once

#include <cstdint>
#include <vector>

#include "facts/fact_store.hpp"

namespace racer::syntax {

struct Derived {
  facts::Branches branches;
  facts::FlagRaises flag_raises;
  std::vector<std::int32_t> never_addressed;  // bases
};

// The derived rows of a validated store (its IR may be empty: nothing).
Derived derive(const facts::FactStore& f);

facts::Branches derive_branches(const facts::FactStore& f);
facts::FlagRaises derive_flag_raises(const facts::FactStore& f);
std::vector<std::int32_t> derive_never_addressed(const facts::FactStore& f);

// index = base: an ADDR or START node of the IR takes an address into it,
// or the front end marked it outside_ir (asm, second names, dlsym).
std::vector<bool> addressed_bases(const facts::FactStore& f);

}  // namespace racer::syntax
