// collect_accesses: see collect_accesses.hpp.
#include "races/collect_accesses.hpp"

#include <set>
#include <string>
#include <string_view>
#include <unordered_map>

#include "racer/racer.h"
#include "threads/cfg_loops.hpp"
#include "threads/fact_contexts.hpp"

namespace racer::races {

bool per_instance(const facts::FactStore& facts, BaseId base) {
  const std::int32_t kind = facts.bases.kind[base.index()];
  return kind == RACER_BASE_LOCAL || kind == RACER_BASE_FORMAL ||
         (facts.bases.flags[base.index()] & RACER_BASE_THREAD_LOCAL) != 0;
}

namespace {

// Objects no access can race on, however they are reached.
bool never_racy(const facts::FactStore& facts, BaseId base) {
  const std::int32_t flags = facts.bases.flags[base.index()];
  // Atomic objects are not among them: an atomic access never races with
  // another atomic one (both hold the atomic lock, see `add`), but a plain
  // access of the same object still can.
  return facts.bases.kind[base.index()] == RACER_BASE_STRING ||
         (flags & (RACER_BASE_GHOST | RACER_BASE_CONST)) != 0;
}

// An access of a whole scalar (wherever the pointer points in it, it is
// the object), or an interval starting at one known place (one element of
// an array or aggregate). A heap block's size is unknown: it may be an
// array, so only a known offset makes an access to it one element.
bool single_element(const facts::FactStore& facts, BaseId base, std::int32_t lo, std::int32_t hi,
                    std::int32_t size) {
  const bool scalar = !(facts.bases.flags[base.index()] & (RACER_BASE_ARRAY | RACER_BASE_AGGREGATE));
  const std::int32_t base_size = facts.bases.size_bits[base.index()];
  return (scalar && base_size > 0 && size == base_size) || (lo >= 0 && size > 0 && hi - lo + 1 <= size);
}

}  // namespace

bool racy_base(const facts::FactStore& facts, BaseId base, const std::vector<bool>& escapes) {
  if (never_racy(facts, base)) return false;
  if (per_instance(facts, base)) return escapes[base.index()];
  return true;  // globals and heap sites
}

namespace {

// The entry function runs once when nothing calls it: its locals and
// formals then exist once, so a pointer to one designates one object.
bool entry_runs_once(const facts::FactStore& facts) {
  const FunctionId entry = facts.entry;
  if (facts.functions.flags[entry.index()] & RACER_FUNC_ADDRESS_TAKEN) return false;
  for (std::int32_t callee : facts.events.callee)
    if (callee == entry.value) return false;
  return true;
}

class Collector {
 public:
  Collector(const facts::FactStore& facts, const std::vector<bool>& escapes, CollectedAccesses& out)
      : facts_(facts), escapes_(escapes), out_(out),
        targets_(facts.points_to.expr, facts.points_to.context),
        entry_once_(entry_runs_once(facts)),
        key_of_(facts.accesses.stmt.size(), -1),
        guard_of_(facts.accesses.stmt.size(), -1) {
    for (std::size_t k = 0; k < facts.access_keys.access.size(); ++k)
      key_of_[static_cast<std::size_t>(facts.access_keys.access[k])] = facts.access_keys.key[k];
    // One id per guard text: the digest compares ids, and equal strings
    // may have been given different ones.
    std::unordered_map<std::string_view, std::int32_t> first_id;
    for (std::size_t k = 0; k < facts.access_guards.access.size(); ++k) {
      const std::int32_t id = facts.access_guards.guard[k];
      const auto [it, fresh] = first_id.emplace(facts.strings.get(StringId(id)), id);
      guard_of_[static_cast<std::size_t>(facts.access_guards.access[k])] = it->second;
    }
  }

  // Every Access of facts.accesses row `a` at (ctx, s) of `thread`; `fact`
  // is the backend's context row of ctx (-1: context-free facts only).
  void add(std::size_t a, ContextId ctx, std::int32_t fact, StmtId s, ThreadId thread,
           const lockset::StmtLocks& held) {
    const std::int32_t flags = facts_.accesses.flags[a];
    Access acc;
    acc.row = AccessId(static_cast<std::int32_t>(a));
    acc.ctx = ctx;
    acc.stmt = s;
    acc.thread = thread;
    acc.base = BaseId(facts_.accesses.base[a]);
    acc.write = facts_.accesses.kind[a] == RACER_ACCESS_WRITE;
    acc.key = StringId(key_of_[a]);
    acc.guard = StringId(guard_of_[a]);
    acc.instances_meet = (flags & RACER_ACCESS_INSTANCES_MEET) != 0;
    acc.children_ended = (flags & RACER_ACCESS_CHILDREN_ENDED) != 0;
    acc.meets_creator = (flags & RACER_ACCESS_MEETS_CREATOR) != 0;
    acc.fresh = (flags & RACER_ACCESS_FRESH) != 0;
    acc.may = (flags & RACER_ACCESS_MAY) != 0;
    acc.locks = held;
    // An atomic access is one indivisible step: as if it held the global
    // atomic lock, so two of them exclude each other (and an atomic section
    // excludes both), while a plain access of the same object does not.
    if (flags & RACER_ACCESS_ATOMIC) {
      const lockset::HeldLock atomic{lockset::LockKey{BaseId(), 0}, false, ctx, s};
      lockset::add_held(acc.locks.must, atomic);
      lockset::add_held(acc.locks.may, atomic);
    }
    const std::int32_t size = facts_.accesses.size_bits[a];
    if (!(flags & RACER_ACCESS_THROUGH_POINTER)) {
      if (!racy_base(facts_, acc.base, escapes_)) return;
      acc.offset_lo = facts_.accesses.offset_lo[a];
      acc.offset_hi = facts_.accesses.offset_hi[a];
      acc.precise = single_element(facts_, acc.base, acc.offset_lo, acc.offset_hi, size);
      if (flags & RACER_ACCESS_INDIRECT) {
        // Resolved by the backend: as a points-to target, whose frame or
        // thread copy is unknown for a per-instance object.
        acc.pointer = acc.base;
        if (several_copies(acc.base)) acc.unique = false;
      }
      if (flags & RACER_ACCESS_MAY) acc.unique = false;
      acc.precise = acc.precise && acc.unique;
      push_known(acc);
      return;
    }
    const std::vector<std::size_t> targets = targets_(facts_.accesses.expr[a], fact);
    if (targets.empty()) {
      acc.through_pointer = true;
      acc.unique = false;
      out_.unknown.push_back(out_.accesses.size());
      out_.accesses.push_back(acc);
      if (unknown_reported_.insert(s.value).second)
        out_.imprecisions.push_back({racer::ImprecisionKind::UnknownPointer, s,
                                     std::string(facts_.strings.get(
                                         StringId(facts_.bases.name[acc.base.index()])))});
      return;
    }
    // Resolved: one access per target the pointer may designate.
    acc.pointer = acc.base;
    for (std::size_t p : targets) {
      const BaseId target(facts_.points_to.base[p]);
      if (never_racy(facts_, target)) continue;
      // A local no other thread can reach (the alias backend proves that;
      // other backends count every points-to target as escaping).
      if (per_instance(facts_, target) && !escapes_[target.index()]) continue;
      Access one = acc;
      one.base = target;
      const std::int32_t lo = facts_.points_to.offset_lo[p], hi = facts_.points_to.offset_hi[p];
      const bool known = lo >= 0 && size > 0;
      one.offset_lo = known ? lo : -1;
      one.offset_hi = known ? hi + size - 1 : -1;
      // Which frame or thread's copy a per-instance target is, is unknown;
      // an access the statement may not make (a library call's) designates
      // no object for sure.
      one.unique = targets.size() == 1 && !several_copies(target) && !acc.may;
      one.precise = one.unique && (lo == hi || !known) &&
                    single_element(facts_, target, one.offset_lo, one.offset_hi, size);
      push_known(one);
    }
  }

 private:
  // A per-instance object of which several copies may exist at once.
  bool several_copies(BaseId b) const {
    if (!per_instance(facts_, b)) return false;
    const bool entry_frame = facts_.bases.kind[b.index()] != RACER_BASE_GLOBAL &&
                             facts_.bases.function[b.index()] == facts_.entry.value;
    return !(entry_frame && entry_once_);
  }

  void push_known(const Access& acc) {
    out_.by_base[acc.base.value].push_back(out_.accesses.size());
    out_.accesses.push_back(acc);
  }

  const facts::FactStore& facts_;
  const std::vector<bool>& escapes_;
  CollectedAccesses& out_;
  threads::RowsByContext targets_;  // (expr, context) -> points_to rows
  std::set<std::int32_t> unknown_reported_;
  bool entry_once_;
  std::vector<std::int32_t> key_of_;  // access row -> instance key string, -1 none
  std::vector<std::int32_t> guard_of_;  // access row -> object lock guard string, -1 none
};

// Lock, unlock, create, join, init, destroy, condition waits and atomic
// section markers: their arguments are not memory accesses, but the stores
// they make are: their status (`st = pthread_create(...)`) and their
// outputs (a join's exit value, a create's id: the plug-in flags those may).
enum class ModelCall { None, Create, Other };
struct ModelCallAt {
  ModelCall kind = ModelCall::None;
};
ModelCallAt model_call(const facts::FactStore& facts, const facts::Indexes& index,
                       const std::vector<models::ClassifiedEvent>& events, StmtId s) {
  ModelCallAt out;
  for (EventId e : index.events_of[s]) {
    if (facts.events.kind[e.index()] != RACER_EVENT_CALL || events[e.index()].cls == models::CallClass::Plain)
      continue;
    out.kind = events[e.index()].cls == models::CallClass::ThreadCreate && out.kind != ModelCall::Other
                   ? ModelCall::Create
                   : ModelCall::Other;
  }
  return out;
}

}  // namespace

CollectedAccesses collect_accesses(const facts::FactStore& facts, const facts::Indexes& index,
                                   const std::vector<models::ClassifiedEvent>& events,
                                   const threads::ThreadGraph& graph,
                                   const threads::ContextTable& contexts,
                                   const lockset::LocksetResults& locks,
                                   const std::vector<bool>& escapes) {
  CollectedAccesses out;
  const threads::RowsByContext rows_of(facts.accesses.stmt, facts.accesses.context);

  Collector collector(facts, escapes, out);
  threads::ReachableStatements statements(facts, index);
  for (std::size_t t = 0; t < graph.threads.size(); ++t) {
    const ThreadId thread(static_cast<std::int32_t>(t));
    for (ContextId ctx : contexts.of_thread(thread)) {
      const std::int32_t fact = contexts[ctx].fact;
      for (StmtId s : statements(contexts[ctx].function)) {
        const lockset::StmtLocks* held = locks.at(ctx, s);
        if (!held) continue;
        const std::vector<std::size_t> rows = rows_of(s.value, fact);
        if (rows.empty()) continue;
        const ModelCallAt call = model_call(facts, index, events, s);
        for (std::size_t a : rows) {
          // At a model call, only the stores it makes are accesses: its
          // status and its outputs. Reading its arguments (a thread id, a
          // lock pointer) is the models' business.
          if (call.kind != ModelCall::None && facts.accesses.kind[a] != RACER_ACCESS_WRITE) continue;
          const std::size_t before = out.accesses.size();
          collector.add(a, ctx, fact, s, thread, *held);
          // A store made as a lock, unlock, join or wait returns: the
          // locks and threads of that moment are not the statement's, so it
          // may race, never surely, and holds nothing for sure (an unlock's
          // status is stored once the lock is released, a barrier wait's in
          // the next phase). A create's status is stored with the new
          // thread running (the active engine's state after the create).
          if (call.kind == ModelCall::Other)
            for (std::size_t k = before; k < out.accesses.size(); ++k) {
              out.accesses[k].unique = false;
              out.accesses[k].precise = false;
              out.accesses[k].locks.must.clear();
            }
        }
      }
    }
  }
  return out;
}

}  // namespace racer::races
