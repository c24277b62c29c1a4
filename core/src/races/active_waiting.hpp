// Active waiting: loops that only spin on a condition (`while (!flag);`).
//
// Such loops are lock-free synchronisation the lockset and active-thread
// engines cannot see, so a race found around them is not certain; they are
// reported as ActiveWaiting imprecisions (RacerF's heuristic, §12).
#pragma once

#include "common/imprecision.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/classified_event.hpp"

namespace racer::races {

// A LOOP statement whose cycle only tests, spins or yields: its statements
// are tests, jumps, blocks, loops or instructions whose writes are atomic or
// to non-escaping locals and whose calls are atomic steps (atomic
// functions, atomic-section markers) or sleep/yield functions without body.
// `escapes` as escaping_bases (index = BaseId).
//
// With `plain`, also says which statements lie in the cycle of a spin that
// waits on plain data (no atomic step, no atomic read), and whether every
// spin found does. A spin on plain data orders nothing in C11 (no
// happens-before) and, whenever it waits, its reads can run right before
// the awaited write: a certain race on its flag stays certain (verdict.cpp).
struct PlainSpins {
  std::vector<bool> in_cycle;  // index = StmtId
  bool all_plain = true;
};
racer::Imprecisions active_waiting_loops(const facts::FactStore& facts,
                                          const facts::Indexes& index,
                                          const std::vector<models::ClassifiedEvent>& events,
                                          const std::vector<bool>& escapes,
                                          PlainSpins* plain = nullptr);

// Synchronisation no engine models: calls of semaphores the models did not
// turn into locks, of condition-variable functions (waits and signals),
// of Frama-C's own stdatomic stubs that store plainly, __VERIFIER_assume,
// and noreturn calls (abort) inside atomic functions, which SV-COMP uses
// as blocking assumes. (Barrier waits are barriers/'s business.)
racer::Imprecisions hidden_synchronisation(const facts::FactStore& facts,
                                            const std::vector<models::ClassifiedEvent>& events);

}  // namespace racer::races
