// analyse_locksets: the set of locksets reaching every (context, statement).
//
// A state is a set of Variants (one lockset per path class, plus trylock
// tags); functions are analysed per (context, entry variant, lock bindings
// of pointer formals) and memoised, so a function called with {m} and with
// {} keeps both facts apart. Locks whose identity is not certain are kept
// with offset -1: they count in may sets only. When a statement collects
// more than kMaxVariants variants they collapse into one (must locks exact,
// the rest as uncertain), which keeps the analysis sound and bounded; a
// context analysed under more than kMaxEntries entry variants has the
// later ones joined the same way.
#include "lockset/lockset_analysis.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <set>
#include <tuple>

#include "racer/racer.h"
#include "threads/cfg_loops.hpp"
#include "threads/fact_contexts.hpp"

namespace racer::lockset {

namespace {

using racer::ImprecisionKind;

// Thrown out of the recursive analysis when the time budget runs out.
struct BudgetSpent {};
constexpr std::size_t kMaxVariants = 32;
// Summaries per (context, bindings) before new entries are joined.
constexpr std::size_t kMaxEntries = 8;
constexpr std::size_t kMaxTargets = 3;

struct Tag {  // "var == 0 means `key` was acquired" (trylock status)
  BaseId var;
  LockKey key;
  bool acquired;
  friend auto operator<=>(const Tag&, const Tag&) = default;
};

// Depth beyond which re-acquisitions of a recursive mutex are not counted.
constexpr int kMaxDepth = 4;
// Barrier waits counted per thread before the phase is lost.
constexpr int kMaxPhase = 16;

struct Variant {
  Lockset locks;  // offset -1: identity uncertain (may only)
  std::vector<Tag> tags;
  // Recursive mutexes held more than once: extra acquisitions per lock
  // (sorted; kMaxDepth: at least that many, the count is lost).
  std::vector<std::pair<LockKey, int>> depth;
  friend auto operator<=>(const Variant&, const Variant&) = default;
};

struct Target {
  LockKey key;  // offset -1 when the object is uncertain
};

using Bindings = std::vector<std::pair<BaseId, std::vector<Target>>>;  // sorted by base

struct SummaryKey {
  std::int32_t ctx;
  Variant entry;
  std::vector<std::pair<std::int32_t, std::vector<std::pair<std::int32_t, std::int32_t>>>> binds;
  friend auto operator<=>(const SummaryKey&, const SummaryKey&) = default;
};

void add_lock(Lockset& s, const HeldLock& h) { add_held(s, h); }
void remove_lock(Lockset& s, const LockKey& k) {
  s.erase(std::remove_if(s.begin(), s.end(), [&](const HeldLock& h) { return h.key == k; }),
          s.end());
}

// The threads created under lock k are no longer under it once it is gone.
void forget_created_under(Lockset& s, const LockKey& k) {
  std::erase_if(s, [&](const HeldLock& h) {
    return h.key.kind == KeyKind::CreatedUnder && h.key.base == k.base && h.key.offset == k.offset;
  });
}

// Lock k released (lock_history.hpp: its CreatedUnder tokens go with it).
void release_lock(Lockset& s, const LockKey& k) {
  remove_lock(s, k);
  forget_created_under(s, k);
}

class Analysis {
 public:
  Analysis(const facts::FactStore& facts, const facts::Indexes& index,
           const std::vector<models::ClassifiedEvent>& events, const threads::ThreadGraph& graph,
           const threads::ContextTable& contexts, const models::RecursiveMutexes& recursive,
           const barriers::BarrierPhases& phases, const std::vector<FlagPlan>& flags,
           const std::vector<bool>& returning, const std::vector<LockKey>& history, LocksetResults& out)
      : facts_(facts), index_(index), events_(events), graph_(graph), contexts_(contexts),
        recursive_(recursive), phases_(phases), flags_(flags),
        points_to_(facts.points_to.expr, facts.points_to.context), out_(out), returning_(returning),
        history_(history) {
    for (std::size_t t = 0; t < graph.threads.size(); ++t)
      if (graph.threads[t].create_event.valid() && !graph.threads[t].callback)
        created_at_[graph.threads[t].create_event.value].emplace_back(static_cast<std::int32_t>(t));
    branch_of_.assign(facts.statements.function.size(), -1);
    for (std::size_t b = 0; b < facts.branches.stmt.size(); ++b)
      branch_of_[facts.branches.stmt[b]] = static_cast<std::int32_t>(b);
    writes_of_.resize(facts.statements.function.size());
    for (std::size_t a = 0; a < facts.accesses.stmt.size(); ++a)
      if (facts.accesses.kind[a] == RACER_ACCESS_WRITE &&
          !(facts.accesses.flags[a] & RACER_ACCESS_THROUGH_POINTER))
        writes_of_[facts.accesses.stmt[a]].push_back(BaseId(facts.accesses.base[a]));
    for (const models::ClassifiedEvent& c : events)
      if (c.counting && c.lock.valid()) counting_.insert(facts.expressions.base[c.lock.index()]);
    out_.counting = counting_;
    for (std::size_t b = 0; b < facts.bases.kind.size(); ++b)
      if (facts.bases.kind[b] == RACER_BASE_FORMAL)
        formals_[facts.bases.function[b]].emplace_back(facts.bases.formal_index[b],
                                                      BaseId(static_cast<std::int32_t>(b)));
    changed_formal_.assign(facts.bases.kind.size(), false);
    for (std::size_t b = 0; b < facts.bases.kind.size(); ++b)
      changed_formal_[b] = facts.bases.kind[b] == RACER_BASE_FORMAL &&
                           (facts.bases.flags[b] & RACER_BASE_ADDRESS_TAKEN) != 0;
    for (std::size_t a = 0; a < facts.accesses.stmt.size(); ++a)
      if (facts.accesses.kind[a] == RACER_ACCESS_WRITE && !(facts.accesses.flags[a] & RACER_ACCESS_THROUGH_POINTER) &&
          facts.bases.kind[static_cast<std::size_t>(facts.accesses.base[a])] == RACER_BASE_FORMAL)
        changed_formal_[static_cast<std::size_t>(facts.accesses.base[a])] = true;
  }

  void run_thread(ThreadId t) {
    const ContextId root = contexts_.root(t);
    if (!root.valid()) return;
    thread_ = t;
    // A participant of a well-formed barrier starts in its phase 0.
    Variant start;
    if (t.index() < phases_.of_thread.size())
      for (BaseId b : phases_.of_thread[t.index()])
        add_lock(start.locks, {LockKey{b, 0, KeyKind::Phase}, true, root, StmtId()});
    // The raiser of a publication flag holds it until its first raise.
    for (const FlagPlan& f : flags_)
      if (f.raiser == t) add_lock(start.locks, {LockKey{f.flag, 0, KeyKind::Flag}, false, root, StmtId()});
    const std::set<Variant> exits = analyse(root, start, Bindings{});
    for (const Variant& v : exits)
      if (std::any_of(v.locks.begin(), v.locks.end(), [](const HeldLock& h) { return h.key.is_lock(); })) {
        imprecise(ImprecisionKind::UnreleasedLock, StmtId(),
                  std::string(name(contexts_[root].function)), t);
        break;
      }
  }

  std::optional<std::chrono::steady_clock::time_point> deadline;

  void finish() {
    for (auto& [p, acc] : acc_) out_.set(ContextId(p.first), StmtId(p.second), std::move(acc.locks));
    for (auto& [p, acc] : summary_acc_) out_.set_in_summary(p.first, StmtId(p.second), std::move(acc.locks));
  }

 private:
  struct Acc {
    StmtLocks locks;
    bool first = true;
  };
  // What makes summaries distinct rows for users: context, entry locks
  // (with modes) and bindings; trylock tags are left out.
  using SummaryRow = std::tuple<std::int32_t, std::vector<std::tuple<LockKey, bool>>,
                                decltype(SummaryKey::binds)>;

  std::string_view name(FunctionId f) const {
    return facts_.strings.get(StringId(facts_.functions.name[f.index()]));
  }
  std::string text(ExprId e) const {
    if (!e.valid()) return "(missing argument)";
    const StringId s(facts_.expressions.text[e.index()]);
    return s.valid() ? std::string(facts_.strings.get(s)) : std::string("?");
  }
  void imprecise(ImprecisionKind k, StmtId s, std::string detail, ThreadId t = ThreadId()) {
    if (reported_.insert({static_cast<int>(k), s.value, detail, t.value}).second)
      out_.imprecisions.push_back({k, s, std::move(detail), t});
  }

  // Records a variant reaching (ctx, s) into the must/may accumulators, of
  // the context and of the summary being analysed.
  void record(ContextId ctx, StmtId s, const Variant& v) {
    merge(acc_[{ctx.value, s.value}], v);
    merge(summary_acc_[{summary_, s.value}], v);
  }

  void merge(Acc& a, const Variant& v) {
    Lockset exact;
    for (const HeldLock& h : v.locks)
      if (h.key.offset != -1) exact.push_back(h);
    if (a.first) {
      a.locks.must = exact;
      a.locks.may = v.locks;
      a.first = false;
      return;
    }
    Lockset must;
    for (const HeldLock& h : a.locks.must) {
      auto it = std::find_if(exact.begin(), exact.end(), [&](const HeldLock& x) { return x.key == h.key; });
      if (it != exact.end()) must.push_back({h.key, h.read || it->read, h.site_ctx, h.site});
    }
    a.locks.must = std::move(must);
    for (const HeldLock& h : v.locks) {
      auto it = std::find_if(a.locks.may.begin(), a.locks.may.end(),
                             [&](const HeldLock& x) { return x.key == h.key; });
      if (it == a.locks.may.end()) add_lock(a.locks.may, h);
      else it->read = it->read && h.read;
    }
  }

  // A lock inside an object (`&s.a`): offsets of fields are not in the
  // facts, so the key is the expression's text, encoded as -2 - string id
  // of its first occurrence (equal texts share one key; reports print it).
  std::int32_t text_key(ExprId e) {
    const std::string t = text(e);
    auto [it, fresh] = field_keys_.try_emplace(t, -2 - facts_.expressions.text[e.index()]);
    return it->second;
  }

  // A lock object whose copy depends on the frame or the thread: a local
  // or formal of a function that more than one thread instance (or one
  // several times) runs, or a thread-local. Two threads naming it hold two
  // different mutexes, so which one is held is uncertain.
  bool frame_bound(BaseId b) const {
    if (!b.valid()) return false;
    if (facts_.bases.flags[b.index()] & RACER_BASE_THREAD_LOCAL) return true;
    const std::int32_t kind = facts_.bases.kind[b.index()];
    if (kind != RACER_BASE_LOCAL && kind != RACER_BASE_FORMAL) return false;
    const FunctionId f(facts_.bases.function[b.index()]);
    if (!f.valid()) return true;
    int runs = 0;
    for (std::size_t t = 0; t < graph_.runs.size(); ++t) {
      const int r = graph_.runs[t][f.index()];
      if (r > 0) runs += graph_.threads[t].multiple ? 2 : r;
    }
    return runs != 1;
  }

  // The objects a lock argument may designate.
  std::vector<Target> eval(ContextId ctx, ExprId e, const Bindings& binds, StmtId s) {
    std::vector<Target> out = designated(ctx, e, binds, s);
    for (Target& t : out)
      if (frame_bound(t.key.base)) t.key.offset = -1;
    return out;
  }

  std::vector<Target> designated(ContextId ctx, ExprId e, const Bindings& binds, StmtId s) {
    std::vector<Target> out;
    if (!e.valid()) return out;
    const auto& x = facts_.expressions;
    const std::int32_t shape = x.shape[e.index()], flags = x.flags[e.index()];
    const BaseId base(x.base[e.index()]);
    // A formal bound by the caller's argument in this context is sharper
    // than a context-free answer (the alias backend's unifies all callers).
    if (shape == RACER_EXPR_LVALUE && flags == 0 && contexts_[ctx].fact == -1) {
      auto it = std::find_if(binds.begin(), binds.end(), [&](const auto& b) { return b.first == base; });
      if (it != binds.end()) return it->second;
    }
    for (std::size_t p : points_to_(e.value, contexts_[ctx].fact)) {
      const std::int32_t lo = facts_.points_to.offset_lo[p], hi = facts_.points_to.offset_hi[p];
      const BaseId target(facts_.points_to.base[p]);
      // A heap base standing for several blocks (weak, or allocated by a
      // statement that may run more than once): which one is locked is
      // uncertain, so the lock counts in may sets only.
      const bool one_object = lo == hi && lo >= 0 &&
                              (facts_.bases.kind[target.index()] != RACER_BASE_HEAP ||
                               threads::one_heap_block(graph_, facts_, target));
      out.push_back({LockKey{target, one_object ? lo : -1}});
    }
    if (!out.empty()) return out;
    if (shape == RACER_EXPR_ADDR_OF && base.valid()) {
      if (flags == 0) return {{LockKey{base, 0}}};
      if (flags == RACER_EXPR_HAS_FIELD) return {{LockKey{base, text_key(e)}}};
      if (flags & RACER_EXPR_THROUGH_POINTER) {
        auto it = std::find_if(binds.begin(), binds.end(), [&](const auto& b) { return b.first == base; });
        if (it != binds.end()) {
          for (const Target& t : it->second) out.push_back({LockKey{t.key.base, -1}});
          return out;
        }
      }
      imprecise(ImprecisionKind::LockExpression, s, text(e));
      return {{LockKey{base, -1}}};
    }
    if (shape == RACER_EXPR_LVALUE && base.valid()) {
      if (flags == 0) {
        auto it = std::find_if(binds.begin(), binds.end(), [&](const auto& b) { return b.first == base; });
        if (it != binds.end()) return it->second;
      }
      imprecise(ImprecisionKind::LockExpression, s, text(e));
      return {{LockKey{base, -1}}};
    }
    imprecise(ImprecisionKind::LockExpression, s, text(e));
    return out;
  }

  // The locks a lock or unlock call designates: its model's named global
  // (`lock-object:`), or what its lock argument evaluates to.
  std::vector<Target> lock_targets(ContextId ctx, const models::ClassifiedEvent& c,
                                   const Bindings& binds, StmtId s) {
    if (c.lock_base.valid()) return {{LockKey{c.lock_base, 0}}};
    if (c.lock_object_missing) {
      imprecise(ImprecisionKind::LockExpression, s, "lock-object names no global");
      return {};
    }
    return eval(ctx, c.lock, binds, s);
  }

  std::vector<Target> limit(std::vector<Target> ts, StmtId s, ExprId e) {
    std::sort(ts.begin(), ts.end(), [](const Target& a, const Target& b) { return a.key < b.key; });
    ts.erase(std::unique(ts.begin(), ts.end(), [](const Target& a, const Target& b) { return a.key == b.key; }),
             ts.end());
    if (ts.size() > kMaxTargets) {
      imprecise(ImprecisionKind::TooManyLockTargets, s, text(e));
      ts.resize(kMaxTargets);
      for (Target& t : ts) t.key.offset = -1;
    }
    return ts;
  }

  void order_edges(const Variant& v, const std::vector<Target>& acquired, ContextId ctx, StmtId s,
                   const models::ClassifiedEvent& c) {
    for (const HeldLock& h : v.locks) {
      if (h.key.is_atomic_section() || !h.key.is_lock()) continue;
      for (const Target& t : acquired) {
        const bool reentrant = c.reentrant || reentry(t.key) != models::Reentry::No;
        const bool maybe = !c.reentrant && reentry(t.key) == models::Reentry::Maybe;
        const LockOrderEdge edge{h.key, t.key,  thread_, h.site_ctx, h.site,    ctx,
                                 s,     h.read, c.read,  c.blocking, reentrant, maybe};
        if (edges_seen_.insert({h.key, t.key, ctx.value, s.value}).second) out_.order_edges.push_back(edge);
      }
    }
  }

  // Bindings of the callee's pointer formals whose argument designates locks.
  Bindings bind(ContextId ctx, FunctionId callee, EventId e, const Bindings& binds, StmtId s) {
    Bindings out;
    auto it = formals_.find(callee.value);
    if (it == formals_.end()) return out;
    const auto args = index_.arguments_of[e];
    for (const auto& [pos, formal] : it->second) {
      if (pos < 0 || static_cast<std::size_t>(pos) >= args.size()) continue;
      if (!(facts_.bases.flags[formal.index()] & RACER_BASE_POINTER)) continue;
      // A formal the callee assigns (or whose address it takes) need not
      // hold the caller's lock where it is used.
      if (changed_formal_[formal.index()]) continue;
      const ExprId a = args[pos];
      const std::int32_t shape = facts_.expressions.shape[a.index()];
      const std::int32_t flags = facts_.expressions.flags[a.index()];
      const BaseId base(facts_.expressions.base[a.index()]);
      std::vector<Target> ts;
      if (shape == RACER_EXPR_ADDR_OF && base.valid() && (flags == 0 || flags == RACER_EXPR_HAS_FIELD)) {
        ts = eval(ctx, a, binds, s);
      } else if (shape == RACER_EXPR_LVALUE && flags == 0) {
        auto b = std::find_if(binds.begin(), binds.end(), [&](const auto& x) { return x.first == base; });
        if (b != binds.end()) ts = b->second;
      }
      if (!ts.empty()) out.emplace_back(formal, std::move(ts));
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return out;
  }

  // The index of the summary row for this analysis of a context (new rows
  // are appended to out_.summaries).
  std::size_t summary_row(ContextId ctx, const Variant& entry, const Bindings& binds,
                          const SummaryKey& key) {
    SummaryRow row{ctx.value, {}, key.binds};
    for (const HeldLock& h : entry.locks) std::get<1>(row).emplace_back(h.key, h.read);
    auto [it, fresh] = summary_rows_.try_emplace(std::move(row), out_.summaries.size());
    if (fresh) {
      LockSummary s{ctx, entry.locks, {}};
      for (const auto& [formal, targets] : binds) {
        std::vector<LockKey> keys;
        for (const Target& t : targets) keys.push_back(t.key);
        s.bindings.emplace_back(formal, std::move(keys));
      }
      out_.summaries.push_back(std::move(s));
    }
    return it->second;
  }

  static SummaryKey key_of(ContextId ctx, const Variant& v, const Bindings& binds) {
    SummaryKey k{ctx.value, v, {}};
    for (const auto& [b, ts] : binds) {
      std::vector<std::pair<std::int32_t, std::int32_t>> keys;
      for (const Target& t : ts) keys.emplace_back(t.key.base.value, t.key.offset);
      k.binds.emplace_back(b.value, std::move(keys));
    }
    return k;
  }

  static int depth_of(const Variant& v, const LockKey& k) {
    for (const auto& [key, d] : v.depth)
      if (key == k) return d;
    return 0;
  }
  static void set_depth(Variant& v, const LockKey& k, int d) {
    std::erase_if(v.depth, [&](const auto& x) { return x.first == k; });
    if (d > 0) {
      v.depth.emplace_back(k, d);
      std::sort(v.depth.begin(), v.depth.end());
    }
  }

  models::Reentry reentry(const LockKey& k) const {
    if (k.is_atomic_section() || !k.is_lock() || k.offset == -1) return models::Reentry::No;
    return recursive_.at(k.base);
  }

  // The variants before acquiring `k` on top of `v`: a recursive mutex
  // already held is held once more (both readings when it may or may not be
  // recursive); any other lock is simply held (re-locking a plain mutex
  // blocks for ever, so what follows does not matter).
  std::vector<Variant> relock(const Variant& v, const LockKey& k) const {
    const bool held = std::any_of(v.locks.begin(), v.locks.end(),
                                  [&](const HeldLock& h) { return h.key == k; });
    const models::Reentry r = reentry(k);
    if (!held || r == models::Reentry::No) return {v};
    Variant again = v;
    set_depth(again, k, std::min(depth_of(v, k) + 1, kMaxDepth));
    if (r == models::Reentry::Yes) return {again};
    return {again, v};
  }

  // A counting semaphore's permit is a shared lock only while no thread
  // takes a second one or blocks holding one (a create, join, lock or
  // wait): then the permits it holds could keep others out while they are
  // awaited, an order no engine sees.
  void check_counting(StmtId s, const models::ClassifiedEvent& c, const Variant& v) {
    if (counting_.empty()) return;
    const bool blocks = c.cls == models::CallClass::ThreadCreate || c.cls == models::CallClass::ThreadJoin ||
                        c.cls == models::CallClass::Lock || c.cls == models::CallClass::CondWait ||
                        c.cls == models::CallClass::BarrierWait || c.cls == models::CallClass::SemWait ||
                        c.cls == models::CallClass::Once;
    if (!blocks) return;
    for (const HeldLock& h : v.locks)
      if (h.key.is_lock() && h.key.base.valid() && counting_.count(h.key.base.value)) {
        imprecise(ImprecisionKind::UnmodelledSync, s,
                  std::string(facts_.strings.get(StringId(facts_.bases.name[h.key.base.index()]))) +
                      ": a counting semaphore's permit held at a blocking call");
        return;
      }
  }

  // The variants after releasing `k`: one acquisition less of a recursive
  // mutex held several times; an uncounted depth may have reached the last.
  std::vector<Variant> release(const Variant& v, const LockKey& k) const {
    Variant w = v;
    const int d = depth_of(v, k);
    if (d == 0) {
      release_lock(w.locks, k);
      return {w};
    }
    set_depth(w, k, d - 1);
    if (d < kMaxDepth) return {w};
    Variant gone = v;
    set_depth(gone, k, 0);
    release_lock(gone.locks, k);
    return {w, gone};
  }

  // Effect of statement s on one variant: the variants after it.
  std::vector<Variant> transfer(ContextId ctx, StmtId s, const Variant& in, const Bindings& binds,
                                bool& dies) {
    std::vector<Variant> cur{in};
    for (EventId e : index_.events_of[s]) {
      if (facts_.events.kind[e.index()] == RACER_EVENT_CALLBACK) {
        // A function the library may call back here, which releases a
        // lock: any lock the caller holds may be gone after the call.
        if (callback_releases(e)) {
          std::vector<Variant> next;
          for (const Variant& v : cur)
            for (Variant& w : release_any(v)) next.push_back(std::move(w));
          cur = std::move(next);
        }
        continue;
      }
      if (facts_.events.kind[e.index()] != RACER_EVENT_CALL) continue;
      const models::ClassifiedEvent& c = events_[e.index()];
      std::vector<Variant> next;
      for (const Variant& v : cur) {
        check_counting(s, c, v);
        switch (c.cls) {
          case models::CallClass::Lock: {
            const std::vector<Target> ts = limit(lock_targets(ctx, c, binds, s), s, c.lock);
            if (ts.empty()) {
              next.push_back(v);
              break;
            }
            order_edges(v, ts, ctx, s, c);
            if (c.blocking)
              for (const Target& t : ts) {
                out_.add_acquired(ctx, s, {t.key, c.read, ctx, s});
                // Held already (the same object, or one of the same base
                // whose identity is uncertain), not both in shared mode.
                const bool held = std::any_of(v.locks.begin(), v.locks.end(), [&](const HeldLock& h) {
                  return h.key.is_lock() && h.key.base == t.key.base && h.key.kind == t.key.kind &&
                         (h.key == t.key || h.key.offset == -1 || t.key.offset == -1) && !(h.read && c.read);
                });
                if (held && !c.reentrant && reentry(t.key) != models::Reentry::Yes) out_.add_self_wait(ctx, s);
              }
            // A status variable whose address is taken may be changed
            // through a pointer, maybe in a callee (`reset(&rc)`), which
            // the write list of this function does not see: not followed.
            const bool tracked = !c.blocking && c.status.valid() &&
                                 facts_.expressions.shape[c.status.index()] == RACER_EXPR_LVALUE &&
                                 facts_.expressions.flags[c.status.index()] == 0 &&
                                 facts_.expressions.base[c.status.index()] >= 0 &&
                                 !(facts_.bases.flags[static_cast<std::size_t>(facts_.expressions.base[c.status.index()])] &
                                   RACER_BASE_ADDRESS_TAKEN);
            if (!c.blocking && !tracked) imprecise(ImprecisionKind::TryLockStatus, s, text(c.lock));
            if (c.release_checked || c.counting)
              for (const Target& t : ts) out_.not_mutex.insert(t.key);
            for (const Target& t : ts) {
              for (Variant w : relock(v, t.key)) {
                add_lock(w.locks, {t.key, c.read, ctx, s});
                if (in_history(t.key))
                  add_lock(w.locks, {LockKey{t.key.base, t.key.offset, KeyKind::History}, true, ctx, s});
                if (tracked) {
                  const BaseId var(facts_.expressions.base[c.status.index()]);
                  w.tags.push_back({var, t.key, true});
                  std::sort(w.tags.begin(), w.tags.end());
                }
                next.push_back(std::move(w));
              }
            }
            if (!c.blocking) {  // the attempt may fail
              Variant w = v;
              if (tracked) {
                const BaseId var(facts_.expressions.base[c.status.index()]);
                for (const Target& t : ts) w.tags.push_back({var, t.key, false});
                std::sort(w.tags.begin(), w.tags.end());
              }
              next.push_back(std::move(w));
            }
            break;
          }
          case models::CallClass::Unlock: {
            std::vector<Target> ts = lock_targets(ctx, c, binds, s);
            const bool exact = ts.size() == 1 && ts[0].key.offset != -1;
            // A semaphore posted by a thread that did not wait for it hands
            // a permit over: that is not a critical section.
            if (c.release_checked && !c.surplus_post && exact &&
                std::none_of(v.locks.begin(), v.locks.end(),
                             [&](const HeldLock& h) { return h.key == ts[0].key; }))
              imprecise(ImprecisionKind::SemaphoreHandOff, s, text(c.lock));
            if (exact) {
              for (Variant& w : release(v, ts[0].key)) next.push_back(std::move(w));
              break;
            }
            // Unknown object: any held lock may be the one released.
            if (!v.locks.empty()) imprecise(ImprecisionKind::UnlockExpression, s, text(c.lock));
            for (Variant& w : release_any(v)) next.push_back(std::move(w));
            break;
          }
          case models::CallClass::AtomicBegin: {
            out_.add_acquired(ctx, s, {LockKey{BaseId(), 0}, false, ctx, s});
            Variant w = v;
            add_lock(w.locks, {LockKey{BaseId(), 0}, false, ctx, s});
            next.push_back(std::move(w));
            break;
          }
          case models::CallClass::AtomicEnd: {
            Variant w = v;
            remove_lock(w.locks, LockKey{BaseId(), 0});
            next.push_back(std::move(w));
            break;
          }
          case models::CallClass::Plain: {
            call(ctx, s, e, c, v, binds, next);
            break;
          }
          case models::CallClass::Once: {
            once_call(ctx, s, e, c, v, binds, next);
            break;
          }
          case models::CallClass::CondWait: {
            // The wait gives the mutex back and takes it again before
            // returning, with the thread's other locks held: for the lock
            // order, a re-acquisition. The lockset after it is the one
            // before.
            const std::vector<Target> ts = lock_targets(ctx, c, binds, s);
            for (const Target& t : ts) out_.add_acquired(ctx, s, {t.key, false, ctx, s});
            if (ts.size() == 1 && ts[0].key.offset != -1) {
              Variant others = v;
              remove_lock(others.locks, ts[0].key);
              order_edges(others, ts, ctx, s, c);
            }
            // Given back during the wait: threads created under it may
            // have taken it meanwhile (any lock, when its object is unsure).
            Variant w = v;
            if (ts.size() == 1 && ts[0].key.offset != -1) forget_created_under(w.locks, ts[0].key);
            else std::erase_if(w.locks, [](const HeldLock& h) { return h.key.kind == KeyKind::CreatedUnder; });
            next.push_back(std::move(w));
            break;
          }
          case models::CallClass::BarrierWait: {
            next.push_back(barrier_wait(ctx, s, c, v));
            break;
          }
          case models::CallClass::ThreadCreate: {
            next.push_back(created_under(e, ctx, s, v));
            break;
          }
          default:
            next.push_back(v);
        }
      }
      cur = std::move(next);
    }
    if (cur.empty()) dies = true;
    // A raise of a publication flag ends the raiser's "before" part.
    for (const FlagPlan& f : flags_)
      if (std::find(f.raises.begin(), f.raises.end(), s) != f.raises.end())
        for (Variant& v : cur)
          std::erase_if(v.locks, [&](const HeldLock& h) {
            return h.key.kind == KeyKind::Flag && h.key.base == f.flag && !h.read;
          });
    // A write to a trylock status variable ends what its value said.
    for (BaseId w : writes_of_[s.index()])
      for (Variant& v : cur)
        v.tags.erase(std::remove_if(v.tags.begin(), v.tags.end(),
                                    [&](const Tag& t) { return t.var == w && !is_status_stmt(s); }),
                     v.tags.end());
    return cur;
  }

  // `v`, and `v` without each lock it holds: what a release of an unknown
  // lock may leave.
  static std::vector<Variant> release_any(const Variant& v) {
    std::vector<Variant> out{v};
    for (const HeldLock& h : v.locks) {
      if (!h.key.is_lock()) continue;  // tokens are no locks to release
      Variant w = v;
      release_lock(w.locks, h.key);
      set_depth(w, h.key, 0);
      out.push_back(std::move(w));
    }
    return out;
  }

  // The callback event names a function that releases a lock (the thread
  // graph's callback thread for it says so).
  bool callback_releases(EventId e) const {
    return std::any_of(graph_.threads.begin(), graph_.threads.end(), [&](const threads::Thread& t) {
      return t.callback && t.create_event == e && t.releases_locks;
    });
  }

  bool is_status_stmt(StmtId s) const {
    for (EventId e : index_.events_of[s])
      if (events_[e.index()].status.valid()) return true;
    return false;
  }

  // The token of a once control, set to `read` mode (added if absent).
  static void set_token(Variant& v, const LockKey& token, bool read, ContextId ctx, StmtId s) {
    remove_lock(v.locks, token);
    add_lock(v.locks, {token, read, ctx, s});
  }

  // Going from branch `b` (a test of a variable against 0) at `s` to its
  // "set" successor `n` with a guard of that variable's publication flag
  // held: the thread has seen the flag set, for good.
  Variant saw_flag_set(ContextId ctx, StmtId s, std::int32_t b, StmtId n, const Variant& v) const {
    if (b < 0 || flags_.empty()) return v;
    if (n.value != facts_.branches.nonzero_succ[b] || n.value == facts_.branches.zero_succ[b]) return v;
    const BaseId var(facts_.branches.var[b]);
    for (const FlagPlan& f : flags_) {
      if (f.flag != var) continue;
      const bool guarded = std::any_of(v.locks.begin(), v.locks.end(), [&](const HeldLock& h) {
        return !h.read && std::find(f.guards.begin(), f.guards.end(), h.key) != f.guards.end();
      });
      if (!guarded) return v;
      Variant w = v;
      add_lock(w.locks, {LockKey{f.flag, 0, KeyKind::Flag}, true, ctx, s});
      return w;
    }
    return v;
  }

  bool in_history(const LockKey& k) const {
    return !history_.empty() && std::binary_search(history_.begin(), history_.end(), k);
  }

  // A create at event e: each thread it creates is created under every
  // planned mutex held exclusively (lock_history.hpp).
  Variant created_under(EventId e, ContextId ctx, StmtId s, const Variant& v) const {
    if (history_.empty()) return v;
    const auto children = created_at_.find(e.value);
    if (children == created_at_.end()) return v;
    Variant w = v;
    for (const HeldLock& h : v.locks)
      if (h.key.is_lock() && !h.read && in_history(h.key))
        for (ThreadId t : children->second)
          add_lock(w.locks, {LockKey{h.key.base, h.key.offset, KeyKind::CreatedUnder, t.value}, true, ctx, s});
    return w;
  }

  // One more wait passed on a barrier this thread counts: phase k becomes
  // k + 1 (beyond kMaxPhase the count is lost: no phase, no exclusion).
  Variant barrier_wait(ContextId ctx, StmtId s, const models::ClassifiedEvent& c, const Variant& v) {
    const BaseId b = barriers::barrier_object(facts_, c.object);
    if (!b.valid()) return v;
    Variant w = v;
    for (const HeldLock& h : v.locks) {
      if (h.key.kind != KeyKind::Phase || h.key.base != b) continue;
      remove_lock(w.locks, h.key);
      if (h.key.offset >= 0 && h.key.offset < kMaxPhase)
        add_lock(w.locks, {LockKey{b, h.key.offset + 1, KeyKind::Phase}, true, ctx, s});
    }
    return w;
  }

  // pthread_once / call_once: the routine runs holding the control's token
  // exclusively (it runs once in the whole program: its accesses never race
  // with each other), or does not run here at all (another thread ran it);
  // either way the thread then holds the token in shared mode for good, so
  // what the routine did excludes everything after any once call.
  void once_call(ContextId ctx, StmtId s, EventId e, const models::ClassifiedEvent& c,
                 const Variant& v, const Bindings& binds, std::vector<Variant>& next) {
    std::optional<LockKey> token;
    // A control something else may reset (RACER_EXPR_ID_CHANGED) lets the
    // routine run again: no token.
    const bool reset = c.object.valid() && (facts_.expressions.flags[c.object.index()] & RACER_EXPR_ID_CHANGED) != 0;
    if (!c.object.valid()) {
      imprecise(ImprecisionKind::MissingArgument, s, "once control");
    } else if (!reset) {
      const std::vector<Target> ts = eval(ctx, c.object, binds, s);
      if (ts.size() == 1 && ts[0].key.offset != -1) {
        token = ts[0].key;
        token->kind = KeyKind::Once;
      }
    }
    Variant entry = v;
    if (token) set_token(entry, *token, false, ctx, s);
    std::vector<Variant> results{v};
    run_callees(ctx, s, e, threads::called_functions(facts_, index_, events_, e), entry, binds,
                false, results);
    for (Variant& r : results) {
      if (token) set_token(r, *token, true, ctx, s);
      next.push_back(std::move(r));
    }
  }

  void call(ContextId ctx, StmtId s, EventId e, const models::ClassifiedEvent& c, const Variant& v,
            const Bindings& binds, std::vector<Variant>& next) {
    const bool atomic = c.atomic_function;
    Variant entry = v;
    if (atomic) {
      add_lock(entry.locks, {LockKey{BaseId(), 0}, false, ctx, s});
      out_.add_acquired(ctx, s, {LockKey{BaseId(), 0}, false, ctx, s});
    }
    std::vector<Variant> results;
    run_callees(ctx, s, e, threads::call_targets(facts_, index_, e), entry, binds, atomic, results);
    for (Variant& r : results) {
      if (atomic) remove_lock(r.locks, LockKey{BaseId(), 0});
      next.push_back(std::move(r));
    }
  }

  // A function without a body the models list as returning (memset,
  // printf, ...): it touches no lock.
  bool known_library(FunctionId f) const {
    return f.index() < returning_.size() && returning_[f.index()];
  }

  // The held locks a call hands over: an argument `&m` (or a pointer the
  // points-to facts send to m) names one, a pointer argument nothing is
  // known of may name any.
  std::vector<LockKey> handed_over(ContextId ctx, EventId e, const Variant& v) const {
    std::vector<LockKey> out;
    const auto add = [&](const LockKey& k) {
      if (std::find(out.begin(), out.end(), k) == out.end()) out.push_back(k);
    };
    for (ExprId a : index_.arguments_of[e]) {
      const std::int32_t shape = facts_.expressions.shape[a.index()];
      const BaseId base(facts_.expressions.base[a.index()]);
      std::vector<BaseId> named;
      for (std::size_t p : points_to_(a.value, contexts_[ctx].fact)) named.emplace_back(facts_.points_to.base[p]);
      if (named.empty() && shape == RACER_EXPR_ADDR_OF && base.valid()) named.push_back(base);
      const bool unknown_pointer = named.empty() && shape == RACER_EXPR_LVALUE && base.valid() &&
                                   (facts_.bases.flags[base.index()] & RACER_BASE_POINTER);
      for (const HeldLock& h : v.locks) {
        if (!h.key.is_lock() || h.key.is_atomic_section()) continue;
        if (unknown_pointer || std::find(named.begin(), named.end(), h.key.base) != named.end()) add(h.key);
      }
    }
    return out;
  }

  // The exit variants of calling each of `targets` from `entry`.
  void run_callees(ContextId ctx, StmtId s, EventId e, const std::vector<FunctionId>& targets,
                   const Variant& entry, const Bindings& binds, bool atomic,
                   std::vector<Variant>& results) {
    for (FunctionId f : targets) {
      const std::int32_t flags = facts_.functions.flags[f.index()];
      if (flags & RACER_FUNC_NORETURN) continue;  // this path ends here
      if (contexts_.unreached(ctx, s, f)) continue;  // the backend proved it never happens
      const ContextId callee = contexts_.callee(ctx, s, f);
      if (!callee.valid()) {
        results.push_back(entry);
        if (!(flags & RACER_FUNC_HAS_BODY) && !known_library(f))
          for (const LockKey& k : handed_over(ctx, e, entry)) {
            // Code Racer cannot see, given a held lock, may release it.
            Variant w = entry;
            release_lock(w.locks, k);
            set_depth(w, k, 0);
            results.push_back(std::move(w));
          }
        if (flags & RACER_FUNC_HAS_BODY) {
          // A call the context walk cut (recursion): its effect is unknown,
          // so it may release any lock held (never add one: must stays sound).
          imprecise(ImprecisionKind::Recursion, s, std::string(name(f)));
          for (const HeldLock& h : entry.locks) {
            Variant w = entry;
            release_lock(w.locks, h.key);
            set_depth(w, h.key, 0);
            results.push_back(std::move(w));
          }
        }
        continue;
      }
      if (atomic && (flags & RACER_FUNC_HAS_BODY))
        imprecise(ImprecisionKind::AtomicFunction, s, std::string(name(f)));
      for (const Variant& x : analyse(callee, entry, bind(ctx, f, e, binds, s))) results.push_back(x);
    }
  }

  static Variant collapse(const std::set<Variant>& vs) {
    Variant out;
    bool first = true;
    for (const Variant& v : vs) {
      if (first) {
        out.locks = v.locks;
        for (const auto& [k, d] : v.depth) set_depth(out, k, kMaxDepth);
        first = false;
        continue;
      }
      Lockset merged;
      for (const HeldLock& h : out.locks) {
        auto it = std::find_if(v.locks.begin(), v.locks.end(), [&](const HeldLock& x) { return x.key == h.key; });
        if (it != v.locks.end()) merged.push_back({h.key, h.read || it->read, h.site_ctx, h.site});
        else merged.push_back({LockKey{h.key.base, -1}, h.read, h.site_ctx, h.site});  // now uncertain
      }
      for (const HeldLock& h : v.locks)
        if (std::none_of(out.locks.begin(), out.locks.end(), [&](const HeldLock& x) { return x.key == h.key; }))
          merged.push_back({LockKey{h.key.base, -1}, h.read, h.site_ctx, h.site});
      std::sort(merged.begin(), merged.end());
      // A recursive mutex held several times in some variant: its count is
      // lost (kMaxDepth), so releases keep both readings.
      for (const auto& [k, d] : v.depth) set_depth(out, k, kMaxDepth);
      Lockset dedup;
      for (const HeldLock& h : merged) add_lock(dedup, h);
      out.locks = std::move(dedup);
    }
    return out;
  }

  // The exit variants of `ctx` entered with `entry` (memoised: the
  // reference stays valid, summaries_ is node-based).
  const std::set<Variant>& analyse(ContextId ctx, const Variant& entry, const Bindings& binds) {
    SummaryKey key = key_of(ctx, entry, binds);
    if (auto it = summaries_.find(key); it != summaries_.end()) return it->second;
    // The clock is read every 64 function analyses.
    if (deadline && since_clock_++ % 64 == 0 && std::chrono::steady_clock::now() >= *deadline)
      throw BudgetSpent{};
    // A function called under many locksets (or its locks taken at many
    // sites, which variants tell apart) would get a summary per entry, and
    // its callees one per entry of each: past kMaxEntries per context, a
    // new entry is analysed joined with the ones before (collapse: what
    // they do not share becomes uncertain, may only), as a statement's
    // variants are. Sound, and the joined entry only grows, so it ends.
    Entries& seen = entries_[{ctx.value, key.binds}];
    if (seen.count >= kMaxEntries) {
      std::set<Variant> both{entry};
      if (seen.joined) both.insert(*seen.joined);
      Variant joined = collapse(both);
      seen.joined = joined;
      if (!(joined == entry)) return analyse(ctx, joined, binds);
    }
    ++seen.count;
    if (in_progress_.count(key)) {
      imprecise(ImprecisionKind::Recursion, StmtId(), std::string(name(contexts_[ctx].function)));
      return recursion_exits_.emplace_back(std::set<Variant>{entry});
    }
    in_progress_.insert(key);
    const std::size_t outer_summary = summary_;
    summary_ = summary_row(ctx, entry, binds, key);
    const FunctionId f = contexts_[ctx].function;
    std::set<Variant> exits;
    const StmtId start(facts_.functions.entry_stmt[f.index()]);
    std::map<std::int32_t, std::set<Variant>> in;
    std::map<std::int32_t, std::set<Variant>> done;
    std::deque<StmtId> work;
    std::set<std::int32_t> queued;
    auto push = [&](StmtId s, const Variant& v) {
      auto& set = in[s.value];
      if (!set.insert(v).second) return;
      if (set.size() > kMaxVariants) {
        const Variant c = collapse(set);
        set.clear();
        set.insert(c);
        done[s.value].clear();
      }
      if (queued.insert(s.value).second) work.push_back(s);
    };
    if (start.valid()) push(start, entry);
    while (!work.empty()) {
      const StmtId s = work.front();
      work.pop_front();
      queued.erase(s.value);
      const std::set<Variant> pending = in[s.value];
      for (const Variant& v : pending) {
        if (!done[s.value].insert(v).second) continue;
        record(ctx, s, v);
        bool dies = false;
        const std::vector<Variant> outs = transfer(ctx, s, v, binds, dies);
        const auto succs = index_.successors_of[s];
        if (succs.empty()) {
          for (const Variant& o : outs) exits.insert(o);
          continue;
        }
        const std::int32_t b = branch_of_[s.index()];
        for (const Variant& out : outs)
          for (StmtId n : succs) {
            const Variant o = saw_flag_set(ctx, s, b, n, out);
            if (b >= 0) {
              const BaseId var(facts_.branches.var[b]);
              auto tag = std::find_if(o.tags.begin(), o.tags.end(), [&](const Tag& t) { return t.var == var; });
              if (tag != o.tags.end()) {
                // POSIX trylock returns 0 on success.
                const bool to_zero = n.value == facts_.branches.zero_succ[b];
                const bool to_nonzero = n.value == facts_.branches.nonzero_succ[b];
                if (to_zero && !tag->acquired && !to_nonzero) continue;
                if (to_nonzero && tag->acquired && !to_zero) continue;
              }
            }
            push(n, o);
          }
      }
    }
    in_progress_.erase(key);
    summary_ = outer_summary;
    return summaries_.emplace(std::move(key), std::move(exits)).first->second;
  }

  const facts::FactStore& facts_;
  const facts::Indexes& index_;
  const std::vector<models::ClassifiedEvent>& events_;
  const threads::ThreadGraph& graph_;
  const threads::ContextTable& contexts_;
  const models::RecursiveMutexes& recursive_;
  std::set<std::int32_t> counting_;  // bases of counting semaphores (shared locks)
  const barriers::BarrierPhases& phases_;
  const std::vector<FlagPlan>& flags_;
  const threads::RowsByContext points_to_;  // (expr, context) -> points_to rows
  LocksetResults& out_;
  ThreadId thread_;
  std::vector<std::int32_t> branch_of_;
  std::vector<std::vector<BaseId>> writes_of_;
  std::map<std::int32_t, std::vector<std::pair<std::int32_t, BaseId>>> formals_;
  std::vector<bool> changed_formal_;  // index = BaseId: a formal assigned or address-taken
  const std::vector<bool>& returning_;  // index = FunctionId: models::returning_functions
  const std::vector<LockKey>& history_;  // sorted (lock_history.hpp)
  std::map<std::int32_t, std::vector<ThreadId>> created_at_;  // create event -> its threads
  std::map<std::string, std::int32_t> field_keys_;
  std::map<SummaryKey, std::set<Variant>> summaries_;
  // Exits of calls cut by recursion (the entry itself), kept for analyse's
  // reference (a deque never moves its elements).
  std::deque<std::set<Variant>> recursion_exits_;
  std::uint64_t since_clock_ = 0;
  struct Entries {
    std::size_t count = 0;
    std::optional<Variant> joined;
  };
  std::map<std::pair<std::int32_t, decltype(SummaryKey::binds)>, Entries> entries_;
  std::set<SummaryKey> in_progress_;
  std::map<std::pair<std::int32_t, std::int32_t>, Acc> acc_;
  std::set<std::tuple<int, std::int32_t, std::string, std::int32_t>> reported_;
  std::set<std::tuple<LockKey, LockKey, std::int32_t, std::int32_t>> edges_seen_;
  std::map<SummaryRow, std::size_t> summary_rows_;  // -> index in out_.summaries
  std::size_t summary_ = 0;                         // the summary being analysed
  std::map<std::pair<std::size_t, std::int32_t>, Acc> summary_acc_;
};

}  // namespace

LocksetResults analyse_locksets(const facts::FactStore& facts, const facts::Indexes& index,
                                const std::vector<models::ClassifiedEvent>& events,
                                const threads::ThreadGraph& graph,
                                const threads::ContextTable& contexts,
                                const models::RecursiveMutexes& recursive,
                                const barriers::BarrierPhases& phases,
                                const std::vector<FlagPlan>& flags,
                                const std::vector<bool>& returning,
                                std::optional<std::chrono::steady_clock::time_point> deadline,
                                const std::vector<LockKey>& history) {
  LocksetResults out;
  Analysis analysis(facts, index, events, graph, contexts, recursive, phases, flags, returning, history,
                    out);
  analysis.deadline = deadline;
  try {
    for (ThreadId t : graph.topo) analysis.run_thread(t);
  } catch (const BudgetSpent&) {
    // What was analysed stands; the races engine reads the budget as spent.
    out.budget_spent = true;
  }
  analysis.finish();
  return out;
}

}  // namespace racer::lockset
