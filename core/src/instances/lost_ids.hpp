// Thread ids overwritten before anything reads them (RACER_EXPR_ID_LOST),
// derived by racer_freeze from the statement structure and the program IR:
//
//   pthread_create(&tids[0], 0, worker, 0);
//   for (i = 0; i < n; i++) pthread_create(&tids[i], 0, worker, 0);
//
// The first create's id lands in tids[0], which the loop's first iteration
// overwrites: nothing can join that thread any more. Three shapes:
//
//  1. In one block, a create into slot k (a constant) of a local array or
//     pointer A, then a plain counter loop from k (counter_runs.hpp) that
//     can run once and creates into &A[i] in every iteration, with only
//     plain unlabelled instructions between that do not mention A.
//  2. The other way round: such a loop, then a create into the slot of its
//     first iteration; the loop's create (one of its threads) is lost.
//  3. A create loop counting down to 0 (its last thread in slot 0) when
//     every join of the program reads a slot of A whose index is never 0
//     (a non-zero constant, `x | (1 << s)`, a local only ever assigned such
//     values).
//
// For 1 and 2 the function mentions A only in these creates (as their id),
// in joins of A[e], in free(A), in its allocation (from an allocator or a
// function that only returns what one gave it) and in null tests, and A's
// address is never taken otherwise: no copy of an id can exist. For 3 the
// whole program does. A program that calls pthread_self or thrd_current
// has no such ids: a thread could hand its own id out.
//
// Soundness argument: docs/engines.md, "Lost thread ids".
#pragma once

#include <vector>

#include "common/ids.hpp"
#include "facts/fact_store.hpp"
#include "instances/code_structure.hpp"
#include "models/classified_event.hpp"

namespace racer::instances {

// The id expressions of the creates whose thread no join can end. Empty
// without a statement structure.
std::vector<ExprId> lost_id_expressions(const facts::FactStore& f, const CodeStructure& code,
                                        const std::vector<models::ClassifiedEvent>& events);

}  // namespace racer::instances
