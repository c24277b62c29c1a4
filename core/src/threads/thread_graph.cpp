// build_thread_graph: threads from create events, and how often each starts.
//
// Exploration is per thread: the functions its entry reaches, each with an
// execution count per thread instance (0, 1 or "many" = 2, saturating). A
// create statement runs count(function) times, twice as many when it is on
// a CFG cycle; a child's instance count sums over its parents' creates.
// Counts only grow, so both fixpoints terminate.
#include "racer/racer.h"
#include "threads/thread_graph.hpp"
#include "threads/fact_contexts.hpp"

#include <algorithm>
#include <map>
#include <optional>

#include "threads/cfg_loops.hpp"

namespace racer::threads {

namespace {

constexpr int kMany = 2;

int saturate(long v) { return v >= kMany ? kMany : static_cast<int>(v); }

bool has_body(const facts::FactStore& facts, FunctionId f) {
  return (facts.functions.flags[f.index()] & RACER_FUNC_HAS_BODY) != 0;
}

std::vector<FunctionId> address_taken(const facts::FactStore& facts, std::int32_t need) {
  std::vector<FunctionId> out;
  for (std::size_t f = 0; f < facts.functions.flags.size(); ++f)
    if ((facts.functions.flags[f] & (RACER_FUNC_ADDRESS_TAKEN | need)) ==
        (RACER_FUNC_ADDRESS_TAKEN | need))
      out.emplace_back(static_cast<std::int32_t>(f));
  return out;
}

struct Creation {
  StmtId stmt;
  EventId event;
  ThreadId child;
  int runs;  // per instance of the creating thread (saturated)
};

// The model classes that release a lock: called back inside a library call
// they may release one the caller holds, which no lockset sees.
bool releases(models::CallClass c) {
  return c == models::CallClass::Unlock || c == models::CallClass::AtomicEnd ||
         c == models::CallClass::SemPost;
}

}  // namespace

namespace {

// The functions the backend says `e` may designate (facts.callees), in
// ascending order without duplicates; none when it said nothing.
std::vector<FunctionId> resolved_callees(const facts::FactStore& facts, const facts::Indexes& index,
                                         ExprId e) {
  std::vector<FunctionId> out;
  for (std::int32_t row : index.callees_of[e]) out.emplace_back(facts.callees.function[row]);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace

std::vector<FunctionId> call_targets(const facts::FactStore& facts, const facts::Indexes& index,
                                     EventId event) {
  const FunctionId direct(facts.events.callee[event.index()]);
  if (direct.valid()) return {direct};
  const ExprId e(facts.events.callee_expr[event.index()]);
  if (e.valid() && facts.expressions.shape[e.index()] == RACER_EXPR_FUNCTION)
    return {FunctionId(facts.expressions.function[e.index()])};
  if (e.valid())
    if (std::vector<FunctionId> out = resolved_callees(facts, index, e); !out.empty()) return out;
  return address_taken(facts, 0);
}

std::vector<FunctionId> called_functions(const facts::FactStore& facts, const facts::Indexes& index,
                                         const std::vector<models::ClassifiedEvent>& events,
                                         EventId event) {
  const models::ClassifiedEvent& c = events[event.index()];
  if (c.cls == models::CallClass::Plain) return call_targets(facts, index, event);
  if (c.cls != models::CallClass::Once) return {};
  const ExprId r = c.routine;
  if (r.valid() && facts.expressions.shape[r.index()] == RACER_EXPR_FUNCTION) {
    const FunctionId f(facts.expressions.function[r.index()]);
    if (has_body(facts, f)) return {f};
    return {};
  }
  std::vector<FunctionId> out;
  if (r.valid()) out = resolved_callees(facts, index, r);
  if (out.empty()) out = address_taken(facts, 0);
  std::erase_if(out, [&](FunctionId f) { return !has_body(facts, f); });
  return out;
}

std::vector<FunctionId> thread_entries(const facts::FactStore& facts, const facts::Indexes& index,
                                       ExprId entry) {
  if (entry.valid() && facts.expressions.shape[entry.index()] == RACER_EXPR_FUNCTION) {
    const FunctionId f(facts.expressions.function[entry.index()]);
    if (has_body(facts, f)) return {f};
    return {};  // a library function as thread: nothing to analyse in it
  }
  if (entry.valid())
    if (std::vector<FunctionId> out = resolved_callees(facts, index, entry); !out.empty()) {
      std::erase_if(out, [&](FunctionId f) { return !has_body(facts, f); });
      return out;
    }
  auto out = address_taken(facts, RACER_FUNC_HAS_BODY | RACER_FUNC_THREAD_SIGNATURE);
  if (out.empty()) out = address_taken(facts, RACER_FUNC_HAS_BODY);
  return out;
}

bool created_only_by(const ThreadGraph& g, ThreadId child, ThreadId parent) {
  bool any = false;
  for (const ThreadEdge& e : g.edges) {
    if (e.child != child) continue;
    if (e.parent != parent) return false;
    any = true;
  }
  return any;
}

bool runs_at_most_once(const ThreadGraph& g, const facts::FactStore& facts, StmtId s) {
  const auto f = static_cast<std::size_t>(facts.statements.function[s.index()]);
  long total = 0;
  for (std::size_t t = 0; t < g.runs.size(); ++t)
    total += static_cast<long>(g.runs[t][f]) * (g.threads[t].multiple ? kMany : 1);
  if (g.in_loop[s.index()]) total *= kMany;
  return total <= 1;
}

bool one_heap_block(const ThreadGraph& g, const facts::FactStore& facts, BaseId b) {
  const std::int32_t flags = facts.bases.flags[b.index()];
  if (flags & RACER_BASE_WEAK) return false;
  const StmtId alloc(facts.bases.alloc_stmt[b.index()]);
  if (!alloc.valid()) return true;
  if (!(flags & RACER_BASE_SINGLE_BLOCK)) return runs_at_most_once(g, facts, alloc);
  // Eva names a block per call stack and makes it weak when that call
  // stack allocates again, so only other thread instances can repeat it.
  const auto f = static_cast<std::size_t>(facts.statements.function[alloc.index()]);
  long instances = 0;
  for (std::size_t t = 0; t < g.runs.size(); ++t)
    if (g.runs[t][f] > 0) instances += g.threads[t].multiple ? kMany : 1;
  return instances <= 1;
}

bool entry_resolved(const facts::FactStore& facts, const facts::Indexes& index, ExprId entry) {
  if (!entry.valid()) return false;
  if (facts.expressions.shape[entry.index()] == RACER_EXPR_FUNCTION) return true;
  return resolved_callees(facts, index, entry).size() == 1;
}

namespace {

// The functions with a body a callback event may designate: those the
// backend has a thread root for at its statement (a value backend ran them
// as threads from there), else its call targets.
std::vector<FunctionId> callback_entries(const facts::FactStore& facts, const facts::Indexes& index,
                                         const FactContexts& chains, StmtId s, EventId e) {
  std::vector<FunctionId> out;
  if (chains.qualified()) {
    for (std::size_t f = 0; f < facts.functions.flags.size(); ++f)
      if (chains.root(s, FunctionId(static_cast<std::int32_t>(f))) >= 0)
        out.emplace_back(static_cast<std::int32_t>(f));
    return out;
  }
  out = call_targets(facts, index, e);
  std::erase_if(out, [&](FunctionId f) { return !has_body(facts, f); });
  return out;
}

// The first lock release in `f` or what it calls, if any.
std::optional<StmtId> first_release(const facts::FactStore& facts, const facts::Indexes& index,
                                    const std::vector<models::ClassifiedEvent>& events, FunctionId f) {
  std::vector<bool> seen(facts.functions.flags.size(), false);
  std::vector<FunctionId> todo{f};
  seen[f.index()] = true;
  while (!todo.empty()) {
    const FunctionId g = todo.back();
    todo.pop_back();
    for (StmtId s : index.statements_of[g])
      for (EventId e : index.events_of[s]) {
        if (facts.events.kind[e.index()] != RACER_EVENT_CALL) continue;
        if (releases(events[e.index()].cls)) return s;
        for (FunctionId h : called_functions(facts, index, events, e))
          if (has_body(facts, h) && !seen[h.index()]) {
            seen[h.index()] = true;
            todo.push_back(h);
          }
      }
  }
  return std::nullopt;
}

}  // namespace

ThreadGraph build_thread_graph(const facts::FactStore& facts, const facts::Indexes& index,
                               const std::vector<models::ClassifiedEvent>& events) {
  ThreadGraph g;
  const std::vector<bool> in_loop = statements_in_loops(facts, index);
  const std::size_t nfun = facts.functions.flags.size();
  std::map<std::pair<std::int32_t, std::int32_t>, ThreadId> by_key;  // (entry, create stmt)
  std::vector<std::vector<Creation>> creations;  // per thread
  g.threads.push_back(Thread{facts.entry, StmtId(), EventId(), false, {}, ExprId()});

  ReachableStatements statements(facts, index);
  const FactContexts chains(facts);
  std::vector<bool> fallback_reported(facts.events.stmt.size(), false);

  for (std::size_t t = 0; t < g.threads.size(); ++t) {
    // Execution counts of functions per instance of thread t.
    std::vector<int> count(nfun, 0);
    const FunctionId entry = g.threads[t].entry;
    for (bool changed = true; changed;) {
      changed = false;
      std::vector<long> next(nfun, 0);
      next[entry.index()] = 1;
      for (std::size_t f = 0; f < nfun; ++f) {
        if (count[f] == 0 && f != entry.index()) continue;
        const int here = f == entry.index() ? std::max(count[f], 1) : count[f];
        for (StmtId s : statements(FunctionId(static_cast<std::int32_t>(f))))
          for (EventId e : index.events_of[s]) {
            if (facts.events.kind[e.index()] != RACER_EVENT_CALL) continue;
            const int runs = here * (in_loop[s.index()] ? kMany : 1);
            for (FunctionId callee : called_functions(facts, index, events, e))
              if (has_body(facts, callee)) next[callee.index()] += runs;
          }
      }
      for (std::size_t f = 0; f < nfun; ++f) {
        const int v = saturate(next[f]);
        if (v > count[f]) {  // counts only grow: the loop ends
          count[f] = v;
          changed = true;
        }
      }
    }
    g.runs.push_back(count);
    // Creates of the reached functions.
    std::vector<Creation> made;
    for (std::size_t f = 0; f < nfun; ++f) {
      if (count[f] == 0) continue;
      for (StmtId s : statements(FunctionId(static_cast<std::int32_t>(f))))
        for (EventId e : index.events_of[s]) {
          if (facts.events.kind[e.index()] == RACER_EVENT_CALLBACK) {
            // Called back any number of times: a multiple thread.
            for (FunctionId cb : callback_entries(facts, index, chains, s, e)) {
              auto [it, fresh] = by_key.try_emplace({cb.value, s.value},
                                                    ThreadId(static_cast<std::int32_t>(g.threads.size())));
              if (fresh) {
                g.threads.push_back(Thread{cb, s, e, false, {}, ExprId()});
                g.threads.back().callback = true;
                if (std::optional<StmtId> r = first_release(facts, index, events, cb)) {
                  g.threads.back().releases_locks = true;
                  g.imprecisions.push_back({racer::ImprecisionKind::CallbackRelease, *r,
                                            std::string(facts.strings.get(StringId(
                                                facts.functions.name[cb.index()])))});
                }
              }
              made.push_back({s, e, it->second, kMany});
            }
            continue;
          }
          if (facts.events.kind[e.index()] != RACER_EVENT_CALL) continue;
          const models::ClassifiedEvent& c = events[e.index()];
          if (c.cls != models::CallClass::ThreadCreate) continue;
          const bool named = entry_resolved(facts, index, c.entry);
          // A value backend names the threads it reached: (create, entry) roots.
          std::vector<FunctionId> entries;
          if (chains.qualified()) {
            for (std::size_t f2 = 0; f2 < nfun; ++f2)
              if (chains.root(s, FunctionId(static_cast<std::int32_t>(f2))) >= 0)
                entries.push_back(FunctionId(static_cast<std::int32_t>(f2)));
          } else {
            entries = thread_entries(facts, index, c.entry);
          }
          // Guessed without a backend; with one, several possible
          // functions mean no one of those threads is certain to exist.
          const bool guessed = chains.qualified() ? entries.size() > 1 : !named;
          if (guessed && !fallback_reported[e.index()]) {
            fallback_reported[e.index()] = true;
            g.imprecisions.push_back({racer::ImprecisionKind::ThreadFunction, s,
                                      c.entry.valid() ? std::string(facts.strings.get(StringId(
                                                            facts.expressions.text[c.entry.index()])))
                                                      : std::string("(missing argument)")});
          }
          const int runs = saturate(static_cast<long>(count[f]) * (in_loop[s.index()] ? kMany : 1));
          for (FunctionId child_entry : entries) {
            auto [it, fresh] = by_key.try_emplace({child_entry.value, s.value},
                                                  ThreadId(static_cast<std::int32_t>(g.threads.size())));
            if (fresh) g.threads.push_back(Thread{child_entry, s, e, false, {}, c.arg});
            Thread& child = g.threads[it->second.index()];
            if (c.thread_id.valid() &&
                std::find(child.id_exprs.begin(), child.id_exprs.end(), c.thread_id) ==
                    child.id_exprs.end())
              child.id_exprs.push_back(c.thread_id);
            made.push_back({s, e, it->second, runs});
          }
        }
    }
    creations.push_back(std::move(made));
  }

  // Edges (deduplicated) and instance counts.
  const std::size_t nthreads = g.threads.size();
  std::vector<std::vector<ThreadId>> children(nthreads);
  for (std::size_t p = 0; p < nthreads; ++p)
    for (const Creation& c : creations[p]) {
      const ThreadEdge edge{ThreadId(static_cast<std::int32_t>(p)), c.stmt, c.child};
      if (std::none_of(g.edges.begin(), g.edges.end(), [&](const ThreadEdge& x) {
            return x.parent == edge.parent && x.stmt == edge.stmt && x.child == edge.child;
          })) {
        g.edges.push_back(edge);
        children[p].push_back(c.child);
      }
    }
  std::vector<int> instances(nthreads, 0);
  instances[0] = 1;
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<long> next(nthreads, 0);
    next[0] = 1;
    for (std::size_t p = 0; p < nthreads; ++p)
      for (const Creation& c : creations[p])
        next[c.child.index()] += static_cast<long>(instances[p]) * c.runs;
    for (std::size_t t = 0; t < nthreads; ++t) {
      const int v = std::max(instances[t], saturate(next[t]));
      if (v != instances[t]) {
        instances[t] = v;
        changed = true;
      }
    }
  }
  for (std::size_t t = 0; t < nthreads; ++t) g.threads[t].multiple = instances[t] >= kMany;

  // Topological order (Kahn); what remains sits on a creation cycle.
  std::vector<int> indegree(nthreads, 0);
  for (const ThreadEdge& e : g.edges) ++indegree[e.child.index()];
  std::vector<bool> placed(nthreads, false);
  std::vector<ThreadId> ready;
  for (std::size_t t = nthreads; t-- > 0;)
    if (indegree[t] == 0) ready.emplace_back(static_cast<std::int32_t>(t));  // main pops first
  while (!ready.empty()) {
    const ThreadId t = ready.back();
    ready.pop_back();
    placed[t.index()] = true;
    g.topo.push_back(t);
    for (const ThreadEdge& e : g.edges)
      if (e.parent == t && --indegree[e.child.index()] == 0) ready.push_back(e.child);
  }
  for (std::size_t t = 0; t < nthreads; ++t)
    if (!placed[t]) {
      g.cyclic = true;
      g.threads[t].multiple = true;
      g.topo.emplace_back(static_cast<std::int32_t>(t));
    }
  if (g.cyclic)
    g.imprecisions.push_back({racer::ImprecisionKind::CyclicThreadGraph, StmtId(), ""});
  g.in_loop = in_loop;
  return g;
}

}  // namespace racer::threads
