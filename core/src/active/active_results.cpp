// ActiveThreads queries: per-point sets and the parallelism tests on them.
#include <algorithm>

#include "active/active_threads.hpp"

namespace racer::active {

namespace {
bool contains(const ThreadSet& set, ThreadId t) {
  return std::binary_search(set.begin(), set.end(), t);
}
}  // namespace

const ActiveAt* ActiveThreads::at(ContextId ctx, StmtId stmt) const {
  auto it = at_.find({ctx.value, stmt.value});
  return it == at_.end() ? nullptr : &it->second;
}

void ActiveThreads::set(ContextId ctx, StmtId stmt, ActiveAt value) {
  at_[{ctx.value, stmt.value}] = std::move(value);
}

void ActiveThreads::set_after_create(ContextId ctx, StmtId stmt, ActiveAt value) {
  after_create_[{ctx.value, stmt.value}] = std::move(value);
}

const ActiveAt* ActiveThreads::at_access(ContextId ctx, StmtId stmt, bool write) const {
  if (write)
    if (auto it = after_create_.find({ctx.value, stmt.value}); it != after_create_.end()) return &it->second;
  return at(ctx, stmt);
}

bool ActiveThreads::may_parallel(ContextId c1, StmtId s1, ContextId c2, StmtId s2, bool w1, bool w2) const {
  if (trivial) return true;
  const ActiveAt* a1 = at_access(c1, s1, w1);
  const ActiveAt* a2 = at_access(c2, s2, w2);
  if (!a1 || !a2 || !contexts) return false;  // unreached code runs with nobody
  return contains(a2->may, (*contexts)[c1].thread) && contains(a1->may, (*contexts)[c2].thread);
}

bool ActiveThreads::must_parallel(ContextId c1, StmtId s1, ContextId c2, StmtId s2, bool w1, bool w2) const {
  if (trivial) return false;
  const ActiveAt* a1 = at_access(c1, s1, w1);
  const ActiveAt* a2 = at_access(c2, s2, w2);
  if (!a1 || !a2 || !contexts) return false;
  return contains(a2->must, (*contexts)[c1].thread) &&
         contains(a1->must, (*contexts)[c2].thread);
}

ThreadSet ActiveThreads::may_at_stmt(StmtId stmt) const {
  if (trivial) return all;
  ThreadSet out;
  for (const auto& [key, value] : at_)
    if (key.second == stmt.value) out.insert(out.end(), value.may.begin(), value.may.end());
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace racer::active
