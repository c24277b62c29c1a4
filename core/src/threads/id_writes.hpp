// Thread-id objects that something other than a create may change
// (racer.h, RACER_EXPR_ID_CHANGED), derived by racer_freeze from the
// program IR and the calls the models classify.
//
// A join is matched to a create by the object the id goes through
// (`pthread_create(&t, ...)` ... `pthread_join(t, ...)`): the join ends
// that create's thread only if `t` still holds the id the create stored.
// That holds when nothing else can write `t`: no statement assigns it,
// whole or in part (an assignment, a call's result, an asm output); its
// address is formed only as the id argument of creates, or handed to a
// parameter of a function of the program that uses it only that way; and
// no code the IR does not show may reach it (the outside_ir flag: asm
// operands and templates, second names, dlsym). Otherwise (`t = other;`, a struct copy over a field
// holding the id, `register(&t)`, `memset(&t, ...)`, an id reached through
// a pointer) the id expressions of its creates and joins get the flag, and
// the core matches no join through them.
//
// The control object of a once call (`pthread_once(&c, f)`) is checked the
// same way: when anything but once calls may write it, the routine may run
// more than once.
//
// A join loop the front end paired with its create loop (RACER_EXPR_JOINS_ALL)
// has checked the id array already: its expressions are left alone.
#pragma once

#include <vector>

#include "common/ids.hpp"
#include "facts/fact_store.hpp"
#include "models/classified_event.hpp"

namespace racer::threads {

// The expressions (id arguments of creates and joins, controls of once
// calls) whose object something else may change. Empty without an IR.
std::vector<ExprId> changed_id_expressions(const facts::FactStore& f,
                                           const std::vector<models::ClassifiedEvent>& events);

}  // namespace racer::threads
