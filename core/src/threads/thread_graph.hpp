// ThreadGraph: the threads of the program and who creates whom.
//
// A thread is (entry function, create statement), as RacerF's
// thread-sensitive mode: main is thread 0 with no create statement. Edges
// parent -stmt-> child come from create events reachable in the parent
// (through calls). `multiple` marks a thread that may stand for several
// running instances; the race and active-thread engines depend on it.
#pragma once

#include <vector>

#include "common/ids.hpp"
#include "common/imprecision.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/classified_event.hpp"

namespace racer::threads {

struct Thread {
  FunctionId entry;
  StmtId create;             // none for main
  EventId create_event;      // none for main
  bool multiple = false;     // created in a loop, at a statement run several
                             // times, or by a multiple thread
  std::vector<ExprId> id_exprs;  // thread-id arguments of its create events
  ExprId arg;                // thread argument expression (none for main)
  // A function a library function was given (RACER_EVENT_CALLBACK at
  // `create`): it may call it back there or later, from any thread, any
  // number of times, or never. As a multiple thread started there, its
  // accesses meet everything that may run from then on (with no lock held:
  // fewer than the caller may hold); it never surely runs.
  bool callback = false;
  // A callback whose code (or what it calls) releases a lock: called back
  // inside the library call, it may release one its caller holds.
  bool releases_locks = false;
};

struct ThreadEdge {
  ThreadId parent;
  StmtId stmt;  // the create statement
  ThreadId child;
};

struct ThreadGraph {
  std::vector<Thread> threads;   // index = ThreadId; threads[0] is main
  std::vector<ThreadEdge> edges;
  std::vector<ThreadId> topo;    // parents before children (SCCs in any order)
  bool cyclic = false;           // some thread (transitively) creates itself
  // Per thread (index = ThreadId): how often each function runs in one
  // instance of it (0, 1, 2 = many); per statement: on a CFG cycle.
  std::vector<std::vector<int>> runs;
  std::vector<bool> in_loop;
  racer::Imprecisions imprecisions;
};

// The call targets of a CALL event: its direct callee, the function an
// indirect callee expression designates or the backend resolved it to
// (facts.callees), else every address-taken function (the syntactic
// backend's answer). Ascending, no duplicates.
std::vector<FunctionId> call_targets(const facts::FactStore& facts, const facts::Indexes& index,
                                     EventId event);

// The functions a call runs in the calling thread: call_targets of a Plain
// call; the routine of a Once call (pthread_once / call_once run it, at
// most once, before returning): the function it names, else the defined
// functions the backend resolved it to, else every address-taken defined
// function. Nothing for other model calls.
std::vector<FunctionId> called_functions(const facts::FactStore& facts, const facts::Indexes& index,
                                         const std::vector<models::ClassifiedEvent>& events,
                                         EventId event);

// The thread functions a create's entry expression may designate: the
// function it names (none when it has no body), else the defined functions
// the backend resolved it to, else every address-taken defined function
// with the thread signature, or every address-taken defined function when
// none has it (ThreadFunction imprecision recorded by build_thread_graph).
std::vector<FunctionId> thread_entries(const facts::FactStore& facts, const facts::Indexes& index,
                                       ExprId entry);

// The entry expression designates one known function (named, or resolved
// by the backend to exactly one).
bool entry_resolved(const facts::FactStore& facts, const facts::Indexes& index, ExprId entry);

// Statement s runs at most once in the whole program: one instance of one
// thread runs its function once, outside loops. (A heap site that does is
// one block; any other stands for several.)
bool runs_at_most_once(const ThreadGraph& g, const facts::FactStore& facts, StmtId s);

// `child` is created by `parent` and by no other thread.
bool created_only_by(const ThreadGraph& g, ThreadId child, ThreadId parent);

// Heap base b is one block: not weak, and its allocation statement (when
// known) runs at most once, or, for a block the backend made per call
// stack (RACER_BASE_SINGLE_BLOCK), runs in one instance of one thread.
bool one_heap_block(const ThreadGraph& g, const facts::FactStore& facts, BaseId b);

ThreadGraph build_thread_graph(const facts::FactStore& facts, const facts::Indexes& index,
                               const std::vector<models::ClassifiedEvent>& events);

}  // namespace racer::threads
