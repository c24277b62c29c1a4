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
constexpr std::string_view kReasons[] = {"not-precise",     "not-unique-access", "weak",
                                         "not-parallel",    "not-unique-malloc",
                                         "may-locksets-overlap"};
constexpr std::string_view kImprecisionKinds[] = {
    "lock-expression", "unlock-expression", "too-many-lock-targets", "trylock-status",
    "unreleased-lock", "atomic-function",   "thread-function",       "thread-argument",
    "unmatched-join",  "join-in-loop",      "cyclic-thread-graph",   "active-waiting",
    "unknown-pointer", "missing-argument",  "recursion",
    "blocking-assume", "unmodelled-synchronisation", "semaphore-hand-off"};
static_assert(std::size(kImprecisionKinds) ==
              static_cast<std::size_t>(engine::ImprecisionKind::SemaphoreHandOff) + 1);
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
};
constexpr ColumnSchema kImprecisions[] = {
    {"kind", ColumnType::Kind, TableId::Strings, kImprecisionKinds, "imprecision kind"},
    {"stmt", ColumnType::OptionalRef, TableId::Statements},
};

constexpr std::array<facts::TableSchema, 8> kResultTables = {{
    {"call_edges", kCallEdges},
    {"reachable_functions", kReachable},
    {"threads", kThreads},
    {"run_contexts", kRunContexts},
    {"locks_held", kLocksHeld},
    {"accesses_seen", kAccessesSeen},
    {"races", kRaces},
    {"imprecisions", kImprecisions},
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
  for (const races::Race& x : a.races.races)
    row(6, {x.kind == races::RaceKind::Must ? 0 : 1, x.base.value, x.offset_lo, x.offset_hi,
            static_cast<std::int32_t>(x.first), static_cast<std::int32_t>(x.second),
            static_cast<std::int32_t>(x.reasons)});
  for (const Imprecision& i : a.races.imprecisions) row(7, {static_cast<std::int32_t>(i.kind), i.stmt.value});
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
