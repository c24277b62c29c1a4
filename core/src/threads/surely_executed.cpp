// SurelyExecuted: see surely_executed.hpp.
#include "threads/surely_executed.hpp"

#include <functional>

#include "racer/racer.h"
#include "threads/cfg_loops.hpp"

namespace racer::threads {

SurelyExecuted::SurelyExecuted(const facts::FactStore& facts, const facts::Indexes& index,
                               const threads::ContextTable& contexts)
    : facts_(facts), index_(index), contexts_(contexts),
      loop_of_(threads::loop_components(facts, index)),
      loop_test_(facts.statements.kind.size(), false),
      finishes_(finishing_statements(facts, index)),
      free_choice_(facts.statements.kind.size(), false) {
  for (std::size_t b = 0; b < facts.branches.stmt.size(); ++b)
    if (facts.bases.flags[static_cast<std::size_t>(facts.branches.var[b])] & RACER_BASE_FREE_CHOICE)
      free_choice_[static_cast<std::size_t>(facts.branches.stmt[b])] = true;
  const std::size_t n = facts.statements.kind.size();
  for (std::size_t s = 0; s < n; ++s)
    if (facts.statements.kind[s] == RACER_STMT_LOOP)
      for (StmtId y : index.successors_of[StmtId(static_cast<std::int32_t>(s))])
        loop_test_[y.index()] = true;
}

bool ends_execution(const facts::FactStore& facts, const facts::Indexes& index, StmtId s) {
  bool any = false;
  for (EventId e : index.events_of[s]) {
    if (facts.events.kind[e.index()] != RACER_EVENT_CALL) continue;
    const FunctionId callee(facts.events.callee[e.index()]);
    if (!callee.valid()) return false;  // an indirect call may return
    if (!(facts.functions.flags[callee.index()] & RACER_FUNC_NORETURN)) return false;
    any = true;
  }
  return any;
}

std::vector<bool> finishing_statements(const facts::FactStore& facts, const facts::Indexes& index) {
  // Backwards from the returns, never through a call that does not return.
  const std::size_t n = facts.statements.kind.size();
  std::vector<bool> out(n, false);
  std::vector<std::vector<StmtId>> preds(n);
  std::vector<StmtId> todo;
  for (std::size_t s = 0; s < n; ++s) {
    const StmtId x(static_cast<std::int32_t>(s));
    if (ends_execution(facts, index, x)) continue;
    const auto succs = index.successors_of[x];
    if (succs.empty()) {
      out[s] = true;
      todo.push_back(x);
    }
    for (StmtId y : succs) preds[y.index()].push_back(x);
  }
  while (!todo.empty()) {
    const StmtId y = todo.back();
    todo.pop_back();
    for (StmtId x : preds[y.index()])
      if (!out[x.index()]) {
        out[x.index()] = true;
        todo.push_back(x);
      }
  }
  return out;
}

bool SurelyExecuted::in_function(FunctionId f, StmtId s) const {
  return from(StmtId(facts_.functions.entry_stmt[f.index()]), s);
}

bool SurelyExecuted::from(StmtId entry, StmtId s) const {
  const auto key = std::make_pair(entry.value, s.value);
  if (auto it = memo_.find(key); it != memo_.end()) return it->second;
  // A question asked again while it is being answered (a free choice
  // inside a loop): no.
  if (!asking_.insert(key).second) return false;
  bool avoidable = false;
  if (entry.valid() && entry != s) {
    // Paths from the entry that avoid s: reaching a return, or entering a
    // cycle from which no return is reachable, means s can be skipped.
    std::map<std::int32_t, int> state;  // 1 on the DFS stack, 2 done
    std::function<void(StmtId)> walk = [&](StmtId x) {
      if (avoidable || x == s) return;
      state[x.value] = 1;
      // A free choice (a fresh nondeterministic value tested once): some
      // execution takes the way from which s surely runs, if there is one.
      const auto succs = index_.successors_of[x];
      const bool chosen = free_choice_[x.index()] &&
                          std::any_of(succs.begin(), succs.end(), [&](StmtId y) { return y == s || from(y, s); });
      if (!chosen && !ends_execution(facts_, index_, x)) {
        if (succs.empty()) avoidable = true;
        for (StmtId y : succs) {
          if (avoidable) break;
          if (y == s) continue;
          // The loop's own test does not leave it before a first iteration;
          // after one that avoids s, it may (a review's
          // loop_then_flag_norace: the way past the loop was never taken).
          if (loop_test_[x.index()] && loop_of_[x.index()] >= 0 &&
              loop_of_[y.index()] != loop_of_[x.index()] && !iteration_avoids(x, s))
            continue;
          const int st = state[y.value];
          if (st == 1) {
            // An iteration of s's loop that avoids it, or a loop that
            // never ends.
            if ((loop_of_[s.index()] >= 0 && loop_of_[y.index()] == loop_of_[s.index()]) ||
                !finishes_[y.index()])
              avoidable = true;
          } else if (st == 0) {
            walk(y);
          }
        }
      }
      state[x.value] = 2;
    };
    walk(entry);
  }
  asking_.erase(key);
  memo_[key] = !avoidable;
  return !avoidable;
}

bool SurelyExecuted::iteration_avoids(StmtId test, StmtId s) const {
  const auto key = std::make_pair(test.value, s.value);
  if (auto it = iterations_.find(key); it != iterations_.end()) return it->second;
  // A way from the loop's test back to it, inside its cycle, through
  // neither s nor a call that ends the execution.
  const std::int32_t loop = loop_of_[test.index()];
  std::vector<StmtId> todo{test};
  std::set<std::int32_t> seen;
  bool found = false;
  while (!todo.empty() && !found) {
    const StmtId x = todo.back();
    todo.pop_back();
    if (x != test && ends_execution(facts_, index_, x)) continue;
    for (StmtId y : index_.successors_of[x]) {
      if (y == test) {
        found = true;
        break;
      }
      if (y == s || loop_of_[y.index()] != loop || !seen.insert(y.value).second) continue;
      todo.push_back(y);
    }
  }
  iterations_[key] = found;
  return found;
}

bool SurelyExecuted::operator()(ContextId ctx, StmtId s) const {
  // Up the first-found caller chain: each call that led here must run too,
  // and go to the function of the context it led to (a call through a
  // pointer that may reach several functions surely runs, not surely
  // into this one).
  for (ContextId c = ctx; c.valid(); c = contexts_[c].caller) {
    if (!in_function(contexts_[c].function, s)) return false;
    s = contexts_[c].call_stmt;
    if (!contexts_[c].caller.valid()) break;
    if (!contexts_[c].sole_target) return false;
  }
  return true;
}

}  // namespace racer::threads
