// LocksetResults: the per-(context, statement) table of the lockset engine.
#include "lockset/lockset_analysis.hpp"

namespace racer::lockset {

const StmtLocks* LocksetResults::at(ContextId ctx, StmtId stmt) const {
  auto it = at_.find({ctx.value, stmt.value});
  return it == at_.end() ? nullptr : &it->second;
}

void LocksetResults::set(ContextId ctx, StmtId stmt, StmtLocks value) {
  at_[{ctx.value, stmt.value}] = std::move(value);
}

const Lockset* LocksetResults::acquired_at(ContextId ctx, StmtId stmt) const {
  auto it = acquired_.find({ctx.value, stmt.value});
  return it == acquired_.end() ? nullptr : &it->second;
}

void LocksetResults::add_acquired(ContextId ctx, StmtId stmt, const HeldLock& lock) {
  add_held(acquired_[{ctx.value, stmt.value}], lock);
}

bool LocksetResults::waits_for_itself(ContextId ctx, StmtId stmt) const {
  return self_waits_.count({ctx.value, stmt.value}) > 0;
}

void LocksetResults::add_self_wait(ContextId ctx, StmtId stmt) { self_waits_.insert({ctx.value, stmt.value}); }

const StmtLocks* LocksetResults::in_summary(std::size_t summary, StmtId stmt) const {
  auto it = by_summary_.find({summary, stmt.value});
  return it == by_summary_.end() ? nullptr : &it->second;
}

void LocksetResults::set_in_summary(std::size_t summary, StmtId stmt, StmtLocks value) {
  by_summary_[{summary, stmt.value}] = std::move(value);
}

}  // namespace racer::lockset
