// Result tables: schema and flattening of engine findings (see results.hpp).
//
// Column types reuse the input schema's vocabulary (Ref into functions,
// statements...) so the registry describes result columns the same way.
// Kinds are small enums whose names are listed like input kinds.
#include <iterator>
#include "engine/results.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <string_view>

namespace racer::engine {
namespace {

using facts::ColumnSchema;
using facts::ColumnType;
using facts::TableId;

constexpr std::string_view kRaceKinds[] = {"must", "may"};
constexpr std::string_view kAccessKinds[] = {"read", "write"};
constexpr std::string_view kReasons[] = {
    "not-precise",     "not-unique-access", "weak",          "not-parallel",
    "not-unique-malloc", "may-locksets-overlap", "not-surely-executed", "may-wait",
    "may-end-first",   "loop-on-the-way",   "lock-history",  "unseen-ordering",
    "computed-values"};
static_assert(std::size(kReasons) == races::kMustFailureCount);
constexpr std::string_view kImprecisionKinds[] = {
    "lock-expression", "unlock-expression", "too-many-lock-targets", "trylock-status",
    "unreleased-lock", "atomic-function",   "thread-function",       "thread-argument",
    "unmatched-join",  "join-in-loop",      "cyclic-thread-graph",   "active-waiting",
    "unknown-pointer", "missing-argument",  "recursion",
    "blocking-assume", "unmodelled-synchronisation", "semaphore-hand-off", "callback-release",
    "eva-fallback", "unmodelled-construct"};
static_assert(std::size(kImprecisionKinds) ==
              static_cast<std::size_t>(racer::ImprecisionKind::Unmodelled) + 1);
constexpr std::string_view kYesNo[] = {"no", "yes"};

constexpr ColumnSchema kCallEdges[] = {
    {"stmt", ColumnType::Ref, TableId::Statements},
    {"caller", ColumnType::Ref, TableId::Functions},
    {"callee", ColumnType::Ref, TableId::Functions},
};
constexpr ColumnSchema kReachable[] = {
    {"function", ColumnType::Ref, TableId::Functions},
};
// One row per thread (row 0 is main); parent is the first creator.
constexpr ColumnSchema kThreads[] = {
    {"entry", ColumnType::Ref, TableId::Functions},
    {"create_stmt", ColumnType::OptionalRef, TableId::Statements},
    {"multiple", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
    {"parent", ColumnType::OptionalPosition},
};
// Calling contexts: thread row, function, first caller context row, call.
constexpr ColumnSchema kRunContexts[] = {
    {"thread", ColumnType::Position},
    {"function", ColumnType::Ref, TableId::Functions},
    {"caller", ColumnType::OptionalPosition},
    {"call_stmt", ColumnType::OptionalRef, TableId::Statements},
};
// Locks held before a statement in a context (must: on every path).
constexpr ColumnSchema kLocksHeld[] = {
    {"context", ColumnType::Position},
    {"stmt", ColumnType::Ref, TableId::Statements},
    {"lock_base", ColumnType::OptionalRef, TableId::Bases},  // -1: atomic section
    {"lock_offset", ColumnType::Offset},
    {"read", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
    {"must", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
};
// Every access the race engine considered.
constexpr ColumnSchema kAccessesSeen[] = {
    {"context", ColumnType::Position},
    {"stmt", ColumnType::Ref, TableId::Statements},
    {"thread", ColumnType::Position},
    {"base", ColumnType::Ref, TableId::Bases},
    {"kind", ColumnType::Kind, TableId::Strings, kAccessKinds, "access kind"},
    {"through_pointer", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
};
constexpr ColumnSchema kRaces[] = {
    {"kind", ColumnType::Kind, TableId::Strings, kRaceKinds, "race kind"},
    {"base", ColumnType::Ref, TableId::Bases},
    {"offset_lo", ColumnType::Offset},
    {"offset_hi", ColumnType::Offset},
    {"first", ColumnType::Position},   // row of accesses_seen
    {"second", ColumnType::Position},  // row of accesses_seen
    {"reasons", ColumnType::Flags, TableId::Strings, kReasons, "race reason"},
    // The location is what a pointer of unknown target (`base`) points to.
    {"through_pointer", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
    // The user suppressed it (report/suppressions.hpp): reports keep it
    // marked, exit statuses and counts of reported findings leave it out.
    {"suppressed", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
};
// The access sites of each race location (one per statement, kind and
// thread), by statement.
constexpr ColumnSchema kRaceSites[] = {
    {"race", ColumnType::Position},
    {"access", ColumnType::Position},  // row of accesses_seen
};
// The thread pairs that conflict on each race location; `certain`: one of
// their pairs is a certain race, `first`/`second` (rows of accesses_seen).
constexpr ColumnSchema kRaceThreadPairs[] = {
    {"race", ColumnType::Position},
    {"thread_a", ColumnType::Position},
    {"thread_b", ColumnType::Position},
    {"certain", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
    {"first", ColumnType::OptionalPosition},
    {"second", ColumnType::OptionalPosition},
};
// Wall-clock time of each engine stage, so that a long run shows where it
// went.
constexpr ColumnSchema kStageTimes[] = {
    {"name", ColumnType::Position},  // result string: the stage's name
    {"milliseconds", ColumnType::Position},
};
constexpr ColumnSchema kImprecisions[] = {
    {"kind", ColumnType::Kind, TableId::Strings, kImprecisionKinds, "imprecision kind"},
    {"stmt", ColumnType::OptionalRef, TableId::Statements},
};

// Tables for browsing a run (the GUI panels), filled by
// report/browse_tables.cpp. Columns named `name`/`reason` hold ids of
// racer_result_string; `lock` columns are rows of `locks`.
constexpr std::string_view kCycleKinds[] = {"deadlock", "self-deadlock", "possible", "dropped"};
constexpr std::string_view kAnalyses[] = {"races", "deadlocks"};
constexpr ColumnSchema kThreadNames[] = {
    {"thread", ColumnType::Position},
    {"name", ColumnType::Position},
};
constexpr ColumnSchema kThreadEdges[] = {
    {"parent", ColumnType::Position},
    {"stmt", ColumnType::Ref, TableId::Statements},
    {"child", ColumnType::Position},
};
constexpr ColumnSchema kLocks[] = {
    {"base", ColumnType::OptionalRef, TableId::Bases},  // -1: atomic section
    {"offset", ColumnType::Offset},                     // as locks_held.lock_offset
    {"name", ColumnType::Position},
};
// One row per lock-order edge of the lockset engine (an acquisition of
// `acquired` while `held` is held).
constexpr ColumnSchema kLockAcquisitions[] = {
    {"held", ColumnType::Position},
    {"acquired", ColumnType::Position},
    {"thread", ColumnType::Position},
    {"context", ColumnType::Position},
    {"stmt", ColumnType::Ref, TableId::Statements},
    {"held_context", ColumnType::OptionalPosition},
    {"held_stmt", ColumnType::OptionalRef, TableId::Statements},
    {"held_read", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
    {"acquired_read", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
    {"blocking", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
    {"edge", ColumnType::OptionalPosition},  // row of lock_edges
};
constexpr ColumnSchema kLockEdges[] = {
    {"from", ColumnType::Position},
    {"to", ColumnType::Position},
    {"acquisitions", ColumnType::Position},
    {"deadlock", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
};
// One row per lock of each cycle, in cycle order.
constexpr ColumnSchema kDeadlockCycles[] = {
    {"cycle", ColumnType::Position},
    {"position", ColumnType::Position},
    {"lock", ColumnType::Position},
    {"acquisition", ColumnType::OptionalPosition},  // lock -> next lock
    {"kind", ColumnType::Kind, TableId::Strings, kCycleKinds, "cycle kind"},
    {"why", ColumnType::OptionalPosition},
};
constexpr ColumnSchema kLocksetSummaries[] = {
    {"context", ColumnType::Position},
    {"thread", ColumnType::Position},
    {"function", ColumnType::Ref, TableId::Functions},
};
constexpr ColumnSchema kSummaryEntryLocks[] = {
    {"summary", ColumnType::Position},
    {"lock", ColumnType::Position},
    {"read", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
};
constexpr ColumnSchema kSummaryBindings[] = {
    {"summary", ColumnType::Position},
    {"formal", ColumnType::Ref, TableId::Bases},
    {"lock", ColumnType::Position},
};
constexpr ColumnSchema kSummaryPoints[] = {
    {"summary", ColumnType::Position},
    {"stmt", ColumnType::Ref, TableId::Statements},
};
constexpr ColumnSchema kSummaryLocks[] = {
    {"point", ColumnType::Position},
    {"lock", ColumnType::Position},
    {"read", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
    {"must", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
};
constexpr ColumnSchema kContextCalls[] = {
    {"context", ColumnType::Position},
    {"position", ColumnType::Position},  // 0: the innermost call
    {"stmt", ColumnType::Ref, TableId::Statements},
    {"callee", ColumnType::Ref, TableId::Functions},
};
constexpr ColumnSchema kActiveThreads[] = {
    {"context", ColumnType::Position},
    {"stmt", ColumnType::Ref, TableId::Statements},
    {"thread", ColumnType::Position},
    {"must", ColumnType::Kind, TableId::Strings, kYesNo, "yes/no"},
};
// The names the text report gives a race (one row per races row).
constexpr ColumnSchema kRaceLabels[] = {
    {"race", ColumnType::Position},
    {"location", ColumnType::Position},  // "s at offset [32..63]", "g"
    {"reasons", ColumnType::Position},   // "not precise, not parallel"; "" for must
    {"witness", ColumnType::Position},   // the execution that shows it; "" for none
};
constexpr ColumnSchema kVerdictReasons[] = {
    {"analysis", ColumnType::Kind, TableId::Strings, kAnalyses, "analysis"},
    {"reason", ColumnType::Position},
};

constexpr std::array<facts::TableSchema, 26> kResultTables = {{
    {"call_edges", kCallEdges},
    {"reachable_functions", kReachable},
    {"threads", kThreads},
    {"run_contexts", kRunContexts},
    {"locks_held", kLocksHeld},
    {"accesses_seen", kAccessesSeen},
    {"races", kRaces},
    {"imprecisions", kImprecisions},
    {"thread_names", kThreadNames},
    {"thread_edges", kThreadEdges},
    {"locks", kLocks},
    {"lock_acquisitions", kLockAcquisitions},
    {"lock_edges", kLockEdges},
    {"deadlock_cycles", kDeadlockCycles},
    {"lockset_summaries", kLocksetSummaries},
    {"summary_entry_locks", kSummaryEntryLocks},
    {"summary_bindings", kSummaryBindings},
    {"summary_points", kSummaryPoints},
    {"summary_locks", kSummaryLocks},
    {"context_calls", kContextCalls},
    {"active_threads", kActiveThreads},
    {"race_labels", kRaceLabels},
    {"verdict_reasons", kVerdictReasons},
    {"race_sites", kRaceSites},
    {"race_thread_pairs", kRaceThreadPairs},
    {"stage_times", kStageTimes},
}};

}  // namespace

Results::Results() {
  tables.resize(kResultTables.size());
  for (std::size_t t = 0; t < kResultTables.size(); ++t) tables[t].resize(kResultTables[t].columns.size());
}

Results make_results(const Analysis& a) {
  Results r;
  auto row = [&](std::size_t table, std::initializer_list<std::int32_t> values) {
    std::size_t j = 0;
    for (std::int32_t v : values) r.tables[table][j++].push_back(v);
  };
  for (const CallEdge& e : a.call_graph.edges) row(0, {e.stmt.value, e.caller.value, e.callee.value});
  for (FunctionId f : a.call_graph.reachable) row(1, {f.value});
  for (std::size_t t = 0; t < a.threads.threads.size(); ++t) {
    const threads::Thread& th = a.threads.threads[t];
    std::int32_t parent = -1;
    for (const threads::ThreadEdge& e : a.threads.edges)
      if (e.child.index() == t) {
        parent = e.parent.value;
        break;
      }
    row(2, {th.entry.value, th.create.value, th.multiple ? 1 : 0, parent});
  }
  for (std::size_t c = 0; c < a.contexts.size(); ++c) {
    const threads::Context& ctx = a.contexts[ContextId(static_cast<std::int32_t>(c))];
    row(3, {ctx.thread.value, ctx.function.value, ctx.caller.value, ctx.call_stmt.value});
  }
  a.locks.for_each([&](ContextId ctx, StmtId s, const lockset::StmtLocks& l) {
    for (const lockset::HeldLock& h : l.may) {
      const bool must = std::any_of(l.must.begin(), l.must.end(),
                                    [&](const lockset::HeldLock& m) { return m.key == h.key; });
      row(4, {ctx.value, s.value, h.key.base.value, h.key.offset, h.read ? 1 : 0, must ? 1 : 0});
    }
  });
  for (const races::Access& x : a.races.accesses)
    row(5, {x.ctx.value, x.stmt.value, x.thread.value, x.base.value, x.write ? 1 : 0,
            x.through_pointer ? 1 : 0});
  for (std::size_t i = 0; i < a.races.races.size(); ++i) {
    const races::Race& x = a.races.races[i];
    const auto race = static_cast<std::int32_t>(i);
    row(6, {x.kind == races::RaceKind::Must ? 0 : 1, x.base.value, x.offset_lo, x.offset_hi,
            static_cast<std::int32_t>(x.first), static_cast<std::int32_t>(x.second),
            static_cast<std::int32_t>(x.reasons), x.through_pointer ? 1 : 0, x.suppressed.empty() ? 0 : 1});
    for (std::size_t s : x.sites) row(23, {race, static_cast<std::int32_t>(s)});
    for (const races::ThreadPair& t : x.thread_pairs)
      row(24, {race, t.a.value, t.b.value, t.certain ? 1 : 0,
               t.certain ? static_cast<std::int32_t>(t.first) : -1,
               t.certain ? static_cast<std::int32_t>(t.second) : -1});
  }
  for (const Imprecision& i : a.races.imprecisions) row(7, {static_cast<std::int32_t>(i.kind), i.stmt.value});
  for (const auto& [stage, seconds] : a.stage_seconds)
    row(25, {r.strings.add(kStageNames[stage]).value, static_cast<std::int32_t>(seconds * 1000)});
  return r;
}

std::span<const facts::TableSchema> result_tables() {
  return kResultTables;
}

const facts::Column& result_column(const Results& r, std::size_t table, std::size_t column) {
  if (table >= r.tables.size() || column >= r.tables[table].size())
    throw std::out_of_range("no result column " + std::to_string(table) + "." + std::to_string(column));
  return r.tables[table][column];
}

}  // namespace racer::engine
