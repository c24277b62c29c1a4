// SurelyExecuted: whether a statement runs in some execution of its thread
// for certain, which a must-race needs of both its accesses.
//
// A statement is surely executed in its function when every way through
// the function passes it: no path from the entry reaches a return without
// it, and no loop that avoids it can run forever (a cycle from which no
// return is reachable). Paths that end in a call that never returns
// (abort, exit, a failed assume) are not executions that matter: the
// program stops there, and the race is about the ones that go on. In a
// context, the calls that led to it (the first-found caller chain) must be
// surely executed too. Conditions are not evaluated: `if (arg == 1) x = 1;`
// makes the write uncertain even when every thread passes 1. A call that
// led to the context must have the context's function as its only target
// (Context::sole_target).
//
// A free choice is an exception to "conditions are not evaluated": a branch
// on a local that holds a fresh nondeterministic value (__VERIFIER_nondet_*)
// and is read by that branch only (RACER_BASE_FREE_CHOICE) goes either way
// in some execution, so the way from which the statement surely runs is
// taken. Nothing else depends on that value, so the choice is free.
//
// One assumption: a loop runs its body at least once (the test at its head
// does not exit at once), so `for (i = 0; i < N; i++) x++;` surely writes
// x. Inside the loop, an iteration that can avoid the statement still
// makes it uncertain; after such an iteration the loop may be left, and
// what follows it is uncertain as on any other way.
#pragma once

#include <map>
#include <set>
#include <utility>
#include <vector>

#include "common/ids.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "threads/contexts.hpp"

namespace racer::threads {

// A call statement whose every target never returns (abort, exit,
// pthread_exit): the execution of its thread, or of the program, stops.
bool ends_execution(const facts::FactStore& facts, const facts::Indexes& index, StmtId s);

// Index = StmtId: a return of its function is reachable from the statement
// without a call that never returns. A statement outside never gets back
// to its caller: it ends the thread or the program, or loops for ever.
std::vector<bool> finishing_statements(const facts::FactStore& facts, const facts::Indexes& index);

class SurelyExecuted {
 public:
  SurelyExecuted(const facts::FactStore& facts, const facts::Indexes& index,
                 const threads::ContextTable& contexts);
  bool operator()(ContextId ctx, StmtId s) const;
  // s runs on every way through f (and in every iteration of s's loop).
  bool in_function(FunctionId f, StmtId s) const;

 private:
  bool from(StmtId start, StmtId s) const;  // s surely runs once start has
  // Some iteration of the loop whose body starts at `test` comes back to it
  // without running s (or ending the execution): after it the loop may be
  // left with s not run.
  bool iteration_avoids(StmtId test, StmtId s) const;

  const facts::FactStore& facts_;
  const facts::Indexes& index_;
  const threads::ContextTable& contexts_;
  std::vector<std::int32_t> loop_of_;   // index = StmtId: CFG cycle id, -1 none
  std::vector<bool> loop_test_;         // index = StmtId: first statement of a loop body
  std::vector<bool> finishes_;          // index = StmtId: a return is reachable from it
  std::vector<bool> free_choice_;       // index = StmtId: a branch on a free choice
  mutable std::map<std::pair<std::int32_t, std::int32_t>, bool> memo_;  // (start, stmt)
  mutable std::set<std::pair<std::int32_t, std::int32_t>> asking_;      // being answered
  mutable std::map<std::pair<std::int32_t, std::int32_t>, bool> iterations_;  // (test, stmt)
};

}  // namespace racer::threads
