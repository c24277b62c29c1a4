// The checks of racer_freeze: every id and structural rule of the model.
//
// validate() throws racer::Error for the first violation, with a message
// naming the table, row and column ("statements[3].function: 7 out of range
// (2 functions)"). Engines may then assume every id is in range.
#pragma once

#include "facts/fact_store.hpp"

namespace racer::facts {

// RACER_E_ID: an id out of range, or pointing at a row of the wrong
// owner/kind (a successor in another function, an argument of a return).
// RACER_E_ARG: any other bad value (kind, flags, range, inconsistent columns).
// RACER_E_STATE: no entry function was set.
void validate(const FactStore& facts);

}  // namespace racer::facts
