// Join loops that join every thread of a create loop (RACER_EXPR_JOINS_ALL)
// and join loops that surely leave one of them unjoined
// (RACER_EXPR_JOINS_SOME), derived by racer_freeze from the statement
// structure and the program IR:
//
//   for (i = 0; i < n; i++) pthread_create(&tids[i], 0, worker, 0);
//   ...
//   for (j = 0; j < n; j++) pthread_join(tids[j], 0);
//
// Without help the core cannot tell which instance a join in a loop ends,
// so every worker would still run after the second loop. A pair is
// recognised in one block of a function: the create loop first, both loops
// counters (a local, or a global only this function writes when it is main
// and never called) with the same constant start and a positive constant
// step taken last in every iteration, the create directly in its loop;
//
//  - JOINS_ALL: the same step; the join loop left only through its test
//    and the join in every iteration of it; the two bounds one variable,
//    or two of which one is copied from the other (the copy the last write
//    of either before the create loop, no label in between), or equal
//    constants, and stable while the threads run; every way from the
//    create back to itself that avoids the join loop steps the counter
//    (a goto that runs the create loop again before the joins would
//    overwrite ids); the ids used by nothing else than these two calls:
//      - &A[i] / A[j] (A a local array, or a pointer each of whose writes
//        stores a fresh block): A named only there, in its allocation,
//        free(A) and null tests;
//      - &A[i].f / A[j].f (A a local array of structures): field f
//        touched by nothing else (other fields may be), no structure of
//        its type written whole or reached untyped through a pointer, and
//        the threads handed an element use it only as such a pointer;
//      - &t->f / A[j]->f where `t = fresh(); A[i] = t;` came before the
//        create in its block: the same for the blocks A's pointers hold,
//        A's pointers only read to reach into them or to free them.
//    A function with several such pairs gets none unless each uses an
//    array of its own (the core pairs join loops with creates by
//    function).
//  - JOINS_SOME (on the join): the same step and a join bound of the
//    create loop's minus at least a step (`j < n - 1`), or a step that is a
//    multiple of the create loop's (`j += 2` against `i++`) over the same
//    bound when the create loop can run twice; the create in every
//    iteration of its loop, which is left only through its test.
//
// Soundness argument: docs/engines.md, "Join loops".
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "common/ids.hpp"
#include "facts/fact_store.hpp"
#include "instances/code_structure.hpp"
#include "models/classified_event.hpp"

namespace racer::instances {

// The id expressions of such creates and joins, each with its flags
// (RACER_EXPR_JOINS_ALL, RACER_EXPR_JOINS_SOME). Empty without a statement
// structure.
std::vector<std::pair<ExprId, std::int32_t>> join_loop_flags(const facts::FactStore& f, const CodeStructure& code,
                                                             const std::vector<models::ClassifiedEvent>& events);

}  // namespace racer::instances
