// analyse_active_threads: forward may/must sets of running threads.
//
// Per thread (topological order), a worklist over (context, statement) with
// interprocedural flow: a call sends its state to the callee context's entry
// and continues with the join of that context's exit states (contexts merge
// call sites beyond -cc-context-depth, which only loses precision). A
// create adds the child and, in the may set, every thread the child may
// transitively create, since those run alongside too. A recursive call the
// context table cut goes to every context of its callee in the thread, so
// recursion costs precision, never soundness.
#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <set>

#include "racer/racer.h"
#include "active/active_threads.hpp"
#include "threads/cfg_loops.hpp"

namespace racer::active {

namespace {

using Point = std::pair<std::int32_t, std::int32_t>;  // (context, stmt)

ThreadSet unite(const ThreadSet& a, const ThreadSet& b) {
  ThreadSet out;
  std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}
ThreadSet intersect(const ThreadSet& a, const ThreadSet& b) {
  ThreadSet out;
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}
void insert(ThreadSet& s, ThreadId t) {
  auto it = std::lower_bound(s.begin(), s.end(), t);
  if (it == s.end() || *it != t) s.insert(it, t);
}
void erase(ThreadSet& s, ThreadId t) {
  auto it = std::lower_bound(s.begin(), s.end(), t);
  if (it != s.end() && *it == t) s.erase(it);
}
bool contains(const ThreadSet& s, ThreadId t) { return std::binary_search(s.begin(), s.end(), t); }

ActiveAt merge(const ActiveAt& a, const ActiveAt& b) {
  return {unite(a.may, b.may), intersect(a.must, b.must)};
}

void merge_into(std::optional<ActiveAt>& slot, const ActiveAt& v) {
  slot = slot ? merge(*slot, v) : v;
}

// Joins `v` into `slot`; true when `slot` changed.
bool join_into(std::map<Point, ActiveAt>& m, Point p, const ActiveAt& v) {
  auto [it, fresh] = m.try_emplace(p, v);
  if (fresh) return true;
  ActiveAt next{unite(it->second.may, v.may), intersect(it->second.must, v.must)};
  if (next.may == it->second.may && next.must == it->second.must) return false;
  it->second = std::move(next);
  return true;
}

// The one object (base, bit offset) the points-to facts of an expression
// name in every context, if they name exactly one.
std::optional<std::pair<std::int32_t, std::int32_t>> single_target(const facts::FactStore& facts,
                                                                    ExprId e) {
  std::optional<std::pair<std::int32_t, std::int32_t>> out;
  for (std::size_t p = 0; p < facts.points_to.expr.size(); ++p) {
    if (facts.points_to.expr[p] != e.value) continue;
    const std::int32_t lo = facts.points_to.offset_lo[p], hi = facts.points_to.offset_hi[p];
    if (lo < 0 || lo != hi) return std::nullopt;
    const std::pair<std::int32_t, std::int32_t> t{facts.points_to.base[p], lo};
    if (out && *out != t) return std::nullopt;
    out = t;
  }
  return out;
}

bool same_join_target(const facts::FactStore& facts, ExprId join_id, ExprId create_id) {
  const auto& x = facts.expressions;
  // The same object is the same id only while nothing but creates writes
  // it (RACER_EXPR_ID_CHANGED, from the front end).
  if ((x.flags[join_id.index()] | x.flags[create_id.index()]) & RACER_EXPR_ID_CHANGED) return false;
  if (x.shape[join_id.index()] != RACER_EXPR_LVALUE) return false;
  if (x.shape[create_id.index()] != RACER_EXPR_ADDR_OF) return false;
  // A value backend names the id object of both (`&t[1]` at the create,
  // `t[1]` read at the join): the same single object is the same thread id.
  if (const auto c = single_target(facts, create_id))
    if (const auto j = single_target(facts, join_id)) return *c == *j;
  const int bad = RACER_EXPR_THROUGH_POINTER | RACER_EXPR_HAS_INDEX;
  if ((x.flags[join_id.index()] & bad) || (x.flags[create_id.index()] & bad)) return false;
  if (x.base[join_id.index()] != x.base[create_id.index()]) return false;
  const bool jf = x.flags[join_id.index()] & RACER_EXPR_HAS_FIELD;
  const bool cf = x.flags[create_id.index()] & RACER_EXPR_HAS_FIELD;
  if (!jf && !cf) return true;
  // Fields: `&s.t` and `s.t` must name the same field: compare texts.
  if (jf != cf) return false;
  const std::string_view j = facts.strings.get(StringId(x.text[join_id.index()]));
  std::string_view c = facts.strings.get(StringId(x.text[create_id.index()]));
  if (!c.empty() && c.front() == '&') c.remove_prefix(1);
  return j == c;
}

// A thread whose every create stored its id where it was overwritten before
// anything read it (RACER_EXPR_ID_LOST): no join can end it.
bool id_lost(const facts::FactStore& facts, const threads::Thread& t) {
  return !t.id_exprs.empty() && std::all_of(t.id_exprs.begin(), t.id_exprs.end(), [&](ExprId e) {
    return (facts.expressions.flags[e.index()] & RACER_EXPR_ID_LOST) != 0;
  });
}

// The threads a join whose id matched no create may end: those created
// with an id stored in the same variable, or every thread when the id comes
// from elsewhere (a copy, a pointer).
std::vector<ThreadId> join_candidates(const facts::FactStore& facts, const threads::ThreadGraph& graph,
                                      ExprId id) {
  std::vector<ThreadId> all, named;
  for (std::size_t t = 0; t < graph.threads.size(); ++t) {
    const ThreadId u(static_cast<std::int32_t>(t));
    if (id_lost(facts, graph.threads[t])) continue;
    all.push_back(u);
    if (!id.valid() || facts.expressions.shape[id.index()] != RACER_EXPR_LVALUE ||
        (facts.expressions.flags[id.index()] & RACER_EXPR_THROUGH_POINTER))
      continue;
    for (ExprId created : graph.threads[t].id_exprs)
      if (facts.expressions.base[created.index()] == facts.expressions.base[id.index()]) {
        named.push_back(u);
        break;
      }
  }
  return named.empty() ? all : named;
}

}  // namespace

std::vector<ThreadId> join_may_end(const facts::FactStore& facts, const threads::ThreadGraph& graph,
                                   ExprId id) {
  std::vector<ThreadId> out = join_candidates(facts, graph, id);
  if (id.valid())
    for (std::size_t u = 0; u < graph.threads.size(); ++u)
      for (ExprId created : graph.threads[u].id_exprs)
        if (!id_lost(facts, graph.threads[u]) && same_join_target(facts, id, created)) {
          insert(out, ThreadId(static_cast<std::int32_t>(u)));
          break;
        }
  return out;
}

ActiveThreads analyse_active_threads(const facts::FactStore& facts, const facts::Indexes& index,
                                     const std::vector<models::ClassifiedEvent>& events,
                                     const threads::ThreadGraph& graph,
                                     const threads::ContextTable& contexts) {
  ActiveThreads out;
  out.contexts = &contexts;
  const std::size_t nthreads = graph.threads.size();
  for (std::size_t t = 0; t < nthreads; ++t) out.all.emplace_back(static_cast<std::int32_t>(t));
  const std::vector<bool> in_loop = threads::statements_in_loops(facts, index);
  // Loops run at least once (the assumption surely_executed makes): where a
  // loop's leading test leaves it, the must set is the one that came back
  // around the loop, not the one that entered it. Threads created in every
  // iteration of `for (i = 0; i < n; i++) create(...)` then surely run
  // after it. head_of[test] = the loop statement before it.
  const std::vector<std::int32_t> cycle_of = threads::loop_components(facts, index);
  // Join loops that end every thread of a create loop (RACER_EXPR_JOINS_ALL,
  // from the front end): the threads each such loop retires where it ends.
  // (Not through an id object something other than a create may change.)
  auto joins_all = [&](ExprId id) {
    return id.valid() && (facts.expressions.flags[id.index()] & RACER_EXPR_JOINS_ALL) != 0 &&
           (facts.expressions.flags[id.index()] & RACER_EXPR_ID_CHANGED) == 0;
  };
  std::map<std::int32_t, ThreadSet> retired_by_loop;
  for (std::size_t e = 0; e < events.size(); ++e) {
    const ExprId id = events[e].thread_id;
    if (events[e].cls != models::CallClass::ThreadJoin || !joins_all(id)) continue;
    const std::size_t join_stmt = static_cast<std::size_t>(facts.events.stmt[e]);
    const std::int32_t loop = cycle_of[join_stmt];
    if (loop < 0) continue;
    const std::int32_t f = facts.statements.function[join_stmt];
    // The front end flags several pairs in one function only when each
    // stores into an array of its own: then the bases tell them apart.
    const std::int32_t base = facts.expressions.base[id.index()];
    auto same_array = [&](ExprId created) {
      const std::int32_t b = facts.expressions.base[created.index()];
      return b < 0 || base < 0 || b == base;
    };
    for (std::size_t t = 0; t < nthreads; ++t)
      for (ExprId created : graph.threads[t].id_exprs)
        if (joins_all(created) && same_array(created) && !id_lost(facts, graph.threads[t]) &&
            facts.statements.function[static_cast<std::size_t>(facts.expressions.stmt[created.index()])] == f)
          insert(retired_by_loop[loop], ThreadId(static_cast<std::int32_t>(t)));
  }
  // A join loop of thread t in function f ends every instance of m only
  // when those instances all come from this one run of its create loop:
  // m is created by t alone, t runs once and runs f once (two managers
  // running the same pair of loops each join only their own workers).
  auto loop_joins_all = [&](ThreadId t, ThreadId m, FunctionId f) {
    if (graph.threads[t.index()].multiple || graph.runs[t.index()][f.index()] > 1) return false;
    return std::all_of(graph.edges.begin(), graph.edges.end(),
                       [&](const threads::ThreadEdge& e) { return e.child != m || e.parent == t; });
  };
  std::vector<StmtId> head_of(facts.statements.kind.size());
  for (std::size_t h = 0; h < facts.statements.kind.size(); ++h) {
    const StmtId head(static_cast<std::int32_t>(h));
    if (facts.statements.kind[h] != RACER_STMT_LOOP || cycle_of[h] < 0) continue;
    for (StmtId test : index.successors_of[head])
      if (cycle_of[test.index()] == cycle_of[h]) head_of[test.index()] = head;
  }

  // Descendants of each thread (reflexive), for the may sets at creates.
  std::vector<ThreadSet> descendants(nthreads);
  // Threads no join can end (their id was overwritten unread): a join of
  // their creator does not make them end either.
  std::vector<bool> lost(nthreads);
  for (std::size_t t = 0; t < nthreads; ++t) lost[t] = id_lost(facts, graph.threads[t]);
  auto drop_must = [&](ActiveAt& st, ThreadId d) {
    if (!lost[d.index()]) erase(st.must, d);
  };
  for (std::size_t t = 0; t < nthreads; ++t) {
    std::vector<ThreadId> todo{ThreadId(static_cast<std::int32_t>(t))};
    while (!todo.empty()) {
      const ThreadId u = todo.back();
      todo.pop_back();
      if (contains(descendants[t], u)) continue;
      insert(descendants[t], u);
      for (const threads::ThreadEdge& e : graph.edges)
        if (e.parent == u) todo.push_back(e.child);
    }
  }

  if (graph.cyclic) {
    out.trivial = true;
    out.imprecisions.push_back({racer::ImprecisionKind::CyclicThreadGraph, StmtId(), ""});
  }

  std::vector<std::map<Point, ActiveAt>> states_of(nthreads);  // in-states per thread
  std::vector<std::map<Point, ActiveAt>> after_create_of(nthreads);
  std::vector<ActiveAt> initial(nthreads);
  std::vector<bool> has_initial(nthreads, false);
  initial[0] = {{ThreadId(0)}, {ThreadId(0)}};
  has_initial[0] = true;
  std::set<std::pair<racer::ImprecisionKind, std::int32_t>> reported;
  auto report = [&](racer::ImprecisionKind k, StmtId s, std::string detail) {
    if (reported.insert({k, s.value}).second) out.imprecisions.push_back({k, s, std::move(detail)});
  };

  // Threads thread t may create (with their descendants) while running f
  // and what f calls.
  std::map<std::pair<std::int32_t, std::int32_t>, ThreadSet> created_memo;
  auto created_below = [&](ThreadId t, FunctionId f) -> const ThreadSet& {
    auto [it, fresh] = created_memo.try_emplace({t.value, f.value});
    if (!fresh) return it->second;
    std::vector<bool> seen(facts.functions.flags.size(), false);
    std::vector<FunctionId> todo{f};
    seen[f.index()] = true;
    while (!todo.empty()) {
      const FunctionId g = todo.back();
      todo.pop_back();
      for (StmtId s : index.statements_of[g])
        for (EventId e : index.events_of[s]) {
          const std::int32_t kind = facts.events.kind[e.index()];
          if (kind != RACER_EVENT_CALL && kind != RACER_EVENT_CALLBACK) continue;
          if (kind == RACER_EVENT_CALLBACK || events[e.index()].cls == models::CallClass::ThreadCreate) {
            for (const threads::ThreadEdge& edge : graph.edges)
              if (edge.parent == t && edge.stmt == s)
                it->second = unite(it->second, descendants[edge.child.index()]);
          } else {
            for (FunctionId h : threads::called_functions(facts, index, events, e))
              if (!seen[h.index()]) {
                seen[h.index()] = true;
                todo.push_back(h);
              }
          }
        }
    }
    return it->second;
  };

  // Threads certainly finished once a thread ends: computed bottom-up
  // (children first) so a join of m also retires what m itself joined.
  std::vector<std::optional<ThreadSet>> left_running(nthreads);
  // A thread that may be cancelled (pthread_cancel) ends at any
  // cancellation point, a join of its own children included: what it
  // would have joined may run on.
  bool cancels = false;
  for (std::size_t f = 0; f < facts.functions.name.size(); ++f)
    cancels = cancels || facts.strings.get(StringId(facts.functions.name[f])) == "pthread_cancel";
  // Retires m and what m left running when it ended.
  auto retire = [&](ActiveAt& st, ThreadId m) {
    erase(st.may, m);
    erase(st.must, m);
    if (left_running[m.index()] && !cancels)
      for (ThreadId d : descendants[m.index()])
        if (d != m && !contains(*left_running[m.index()], d)) {
          erase(st.may, d);
          erase(st.must, d);
        }
  };
  // Forward flow of thread t from `init`; fills `in` (state before each
  // point) and returns the states the thread may end in: the exits of its
  // entry function, and every call of a noreturn library function
  // (pthread_exit may end the thread from any depth, even inside a loop
  // that never exits normally).
  // `after_create` (may be null) receives the state right after each
  // create statement (the create's status is written then).
  auto flow = [&](ThreadId t, const ActiveAt& init, std::map<Point, ActiveAt>& in,
                  std::map<Point, ActiveAt>* after_create) {
    std::optional<ActiveAt> at_exit;
    const ContextId root = contexts.root(t);
    if (!root.valid()) return at_exit;
    const StmtId entry(facts.functions.entry_stmt[contexts[root].function.index()]);
    if (!entry.valid()) return at_exit;
    std::map<std::int32_t, ActiveAt> exit_of;                    // per context
    std::map<Point, ActiveAt> around;  // loop head: states from inside its loop
    std::set<Point> waiting, forced;   // loop tests whose exit waits for `around`
    std::map<std::int32_t, std::set<Point>> return_sites;        // callee ctx -> call points
    std::deque<Point> work;
    std::set<Point> queued;
    auto push = [&](Point p) {
      if (queued.insert(p).second) work.push_back(p);
    };
    in[{root.value, entry.value}] = init;
    push({root.value, entry.value});

    while (true) {
      if (work.empty()) {
        for (const Point& w : waiting)
          if (!around.count({w.first, head_of[static_cast<std::size_t>(w.second)].value}) &&
              forced.insert(w).second)
            push(w);
        waiting.clear();
        if (work.empty()) break;
      }
      const Point p = work.front();
      work.pop_front();
      queued.erase(p);
      const ContextId ctx(p.first);
      const StmtId s(p.second);
      ActiveAt cur = in.at(p);
      std::optional<ActiveAt> after = cur;  // nullopt: no flow past (callee not finished)
      for (EventId e : index.events_of[s]) {
        if (!after) break;  // an earlier call of this statement has not returned yet
        if (facts.events.kind[e.index()] == RACER_EVENT_CALLBACK) {
          // A function the library may call back from here on: it may run
          // (as the thread the graph made of it), never surely.
          for (const threads::ThreadEdge& edge : graph.edges)
            if (edge.parent == t && edge.stmt == s && graph.threads[edge.child.index()].callback)
              after->may = unite(after->may, descendants[edge.child.index()]);
          continue;
        }
        if (facts.events.kind[e.index()] != RACER_EVENT_CALL) continue;
        const models::ClassifiedEvent& c = events[e.index()];
        if (c.cls == models::CallClass::ThreadCreate) {
          std::vector<ThreadId> kids;
          for (const threads::ThreadEdge& edge : graph.edges)
            if (edge.parent == t && edge.stmt == s) kids.push_back(edge.child);
          for (ThreadId k : kids) after->may = unite(after->may, descendants[k.index()]);
          // If a descendant's access happens at all, it happens while this
          // creator can still be anywhere before its join: so it is "must"
          // in the sense the race engine needs (both accesses happening).
          if (kids.size() == 1) after->must = unite(after->must, descendants[kids[0].index()]);
          if (after_create) join_into(*after_create, p, *after);
        } else if (c.cls == models::CallClass::ThreadJoin) {
          std::vector<ThreadId> matched;
          if (c.thread_id.valid())
            for (std::size_t u = 0; u < nthreads; ++u)
              for (ExprId id : graph.threads[u].id_exprs)
                if (!id_lost(facts, graph.threads[u]) && same_join_target(facts, c.thread_id, id)) {
                  matched.emplace_back(static_cast<std::int32_t>(u));
                  break;
                }
          if (c.thread_id.valid() && (facts.expressions.flags[c.thread_id.index()] & RACER_EXPR_JOINS_SOME)) {
            // Its loop leaves a thread of the create loop unjoined: one of
            // them surely runs on.
            report(racer::ImprecisionKind::JoinInLoop, s, "");
            continue;
          }
          if (joins_all(c.thread_id)) {
            // One of the loop's threads per iteration: all are over where
            // the loop ends (below); here, any of them may be.
            for (ThreadId m : join_candidates(facts, graph, c.thread_id))
              for (ThreadId d : descendants[m.index()]) drop_must(*after, d);
            continue;
          }
          if (matched.empty()) {
            report(racer::ImprecisionKind::UnmatchedJoin, s,
                   c.thread_id.valid()
                       ? std::string(facts.strings.get(StringId(facts.expressions.text[c.thread_id.index()])))
                       : std::string());
            // It may end any thread it could name: none of them (nor what
            // they created) surely runs past it. The may sets keep them.
            for (ThreadId m : join_candidates(facts, graph, c.thread_id))
              for (ThreadId d : descendants[m.index()]) drop_must(*after, d);
            continue;
          }
          for (ThreadId m : matched) erase(after->must, m);
          if (in_loop[s.index()]) {
            report(racer::ImprecisionKind::JoinInLoop, s, "");
          } else if (matched.size() == 1 && !graph.threads[matched[0].index()].multiple) {
            // What m joined before ending is over too.
            retire(*after, matched[0]);
          }
          for (ThreadId m : matched)
            for (ThreadId d : descendants[m.index()]) drop_must(*after, d);
        } else if (c.cls == models::CallClass::Plain || c.cls == models::CallClass::Once) {
          std::optional<ActiveAt> joined;
          bool any_callee = false;
          bool any_bodiless = false;
          for (FunctionId f : threads::called_functions(facts, index, events, e)) {
            const std::int32_t flags = facts.functions.flags[f.index()];
            if ((flags & RACER_FUNC_HAS_BODY) == 0) {
              if (flags & RACER_FUNC_NORETURN) merge_into(at_exit, *after);
              any_bodiless = true;
              continue;
            }
            if (contexts.unreached(ctx, s, f)) continue;  // the backend proved it never happens
            std::vector<ContextId> targets;
            if (const ContextId callee = contexts.callee(ctx, s, f); callee.valid())
              targets.push_back(callee);
            else  // recursion cut by the context table: every context of f
              for (ContextId k : contexts.of_thread(t))
                if (contexts[k].function == f) targets.push_back(k);
            if (targets.empty()) {  // not expected: f is on the walk's stack
              any_bodiless = true;
              continue;
            }
            any_callee = true;
            const StmtId centry(facts.functions.entry_stmt[f.index()]);
            for (ContextId callee : targets) {
              return_sites[callee.value].insert(p);
              if (join_into(in, {callee.value, centry.value}, cur)) push({callee.value, centry.value});
              if (auto it = exit_of.find(callee.value); it != exit_of.end()) {
                // A callee context may serve other call sites too (call
                // strings keep n calls): its exit holds their threads. Back
                // here come the threads this caller had and the callee
                // kept, and those the callee (or what it calls) created.
                ActiveAt back = it->second;
                back.may = unite(intersect(back.may, cur.may), intersect(back.may, created_below(t, f)));
                back.must = intersect(back.must, back.may);
                merge_into(joined, back);
              }
            }
          }
          if (any_callee) {
            // A once routine may have run in another thread already: the
            // call may also do nothing here.
            if (any_bodiless || c.cls == models::CallClass::Once) merge_into(joined, *after);
            after = joined;
          }
        }
      }
      if (!after) continue;
      const auto succs = index.successors_of[s];
      if (succs.empty()) {
        auto [it, fresh] = exit_of.try_emplace(ctx.value, *after);
        bool changed = fresh;
        if (!fresh) {
          ActiveAt next = merge(it->second, *after);
          changed = next.may != it->second.may || next.must != it->second.must;
          it->second = std::move(next);
        }
        if (changed)
          for (Point site : return_sites[ctx.value]) push(site);
        continue;
      }
      const StmtId head = head_of[s.index()];
      for (StmtId n : succs) {
        ActiveAt next = *after;
        if (head.valid() && cycle_of[n.index()] != cycle_of[s.index()]) {
          if (auto it = around.find({ctx.value, head.value}); it != around.end()) {
            // Processed before the head took in what came around: add it.
            next.may = unite(next.may, it->second.may);
            next.must = it->second.must;
          } else if (!forced.count(p)) {
            // Nothing came around yet: leave later, or with this state if
            // nothing ever does (a body that never gets back to its head).
            waiting.insert(p);
            continue;
          }
          if (auto r = retired_by_loop.find(cycle_of[s.index()]); r != retired_by_loop.end())
            for (ThreadId m : r->second)
              if (loop_joins_all(t, m, FunctionId(facts.statements.function[s.index()]))) retire(next, m);
        }
        if (facts.statements.kind[n.index()] == RACER_STMT_LOOP && cycle_of[n.index()] >= 0 &&
            cycle_of[n.index()] == cycle_of[s.index()] && join_into(around, {ctx.value, n.value}, *after))
          for (StmtId test : index.successors_of[n])
            if (in.count({ctx.value, test.value})) push({ctx.value, test.value});
        if (join_into(in, {ctx.value, n.value}, next)) push({ctx.value, n.value});
      }
    }

    if (auto it = exit_of.find(root.value); it != exit_of.end()) merge_into(at_exit, it->second);
    return at_exit;
  };

  for (auto it = graph.topo.rbegin(); it != graph.topo.rend(); ++it) {
    std::map<Point, ActiveAt> scratch;
    const auto end = flow(*it, ActiveAt{{*it}, {*it}}, scratch, nullptr);
    left_running[it->index()] = end ? end->may : ThreadSet{};
  }

  for (ThreadId t : graph.topo) {
    // No parent state holds t: on a creation cycle (trivial answers anyway),
    // or its create follows a call that never returns. Assume anything may
    // run alongside rather than nothing.
    if (!has_initial[t.index()]) initial[t.index()] = {graph.cyclic ? ThreadSet{t} : out.all, {t}};
    std::map<Point, ActiveAt>& in = states_of[t.index()];
    flow(t, initial[t.index()], in, &after_create_of[t.index()]);

    // Children's initial states from every state of this thread.
    for (const threads::ThreadEdge& edge : graph.edges) {
      if (edge.parent != t) continue;
      const ThreadId c = edge.child;
      ThreadSet may{c};
      std::vector<const ActiveAt*> with_c;
      for (const auto& [pt, st] : in)
        if (contains(st.may, c)) {
          may = unite(may, st.may);
          with_c.push_back(&st);
        }
      if (with_c.empty()) continue;  // this parent never reaches the create
      // u surely runs alongside c when, at every point where this thread
      // creates one of them, the other is surely running already.
      auto surely_running_at_creation = [&](ThreadId created, ThreadId other) {
        bool any = false;
        for (const threads::ThreadEdge& e2 : graph.edges) {
          if (e2.parent != t || e2.child != created) continue;
          for (const auto& [pt, st] : in) {
            if (pt.second != e2.stmt.value) continue;
            any = true;
            if (!contains(st.must, other)) return false;
          }
        }
        return any;
      };
      ThreadSet must{c};
      for (ThreadId u : may) {
        if (u == c) continue;
        const bool u_first = std::all_of(with_c.begin(), with_c.end(),
                                         [&](const ActiveAt* st) { return contains(st->must, u); });
        if (u_first || surely_running_at_creation(c, u) || surely_running_at_creation(u, c))
          insert(must, u);
      }
      if (!has_initial[c.index()]) {
        initial[c.index()] = {may, must};
        has_initial[c.index()] = true;
      } else {
        initial[c.index()] = {unite(initial[c.index()].may, may),
                              intersect(initial[c.index()].must, must)};
      }
    }
  }

  for (std::size_t t = 0; t < nthreads; ++t) {
    for (auto& [pt, st] : states_of[t]) {
      if (out.trivial) out.set(ContextId(pt.first), StmtId(pt.second), {out.all, {}});
      else out.set(ContextId(pt.first), StmtId(pt.second), std::move(st));
    }
    if (!out.trivial)
      for (auto& [pt, st] : after_create_of[t]) out.set_after_create(ContextId(pt.first), StmtId(pt.second), std::move(st));
  }
  return out;
}

}  // namespace racer::active
