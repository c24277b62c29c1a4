// Escape and base filtering: which objects the race engine may race on.
// Per-instance copies (locals, formals, thread-locals) race only through a
// pointer; objects that can never race (atomic, const, ghost) are dropped.
#include <catch2/catch.hpp>

#include "program_builder.hpp"
#include "races/collect_accesses.hpp"
#include "races/race_analysis.hpp"

using racer::races::RaceKind;
using racer::races::Verdict;
using racer::test::Program;

namespace {

// main creates `worker` in a loop (a multiple thread) and never joins it.
struct Looped {
  Program p;
  std::int32_t main, worker, t;
  Looped() {
    main = p.fn("main");
    worker = p.thread_fn("worker");
    t = p.global("t");
  }
  void spawn(std::int32_t arg = -1) {
    const auto head = p.repeated_loop(main);
    p.edge(p.create(main, t, worker, arg), head);
  }
};

std::size_t races_on(const racer::engine::Analysis& a, std::int32_t base) {
  std::size_t n = 0;
  for (const auto& r : a.races.races) n += r.base.value == base;
  return n;
}

// A write through pointer `ptr` at a new statement of `f`, designating `*ptr`.
std::int32_t write_through(Program& p, std::int32_t f, std::int32_t ptr) {
  const auto s = p.stmt(f);
  p.access(s, RACER_ACCESS_WRITE, ptr, -1, -1, RACER_ACCESS_THROUGH_POINTER);
  p.m.f.accesses.expr.back() = p.lval(s, ptr, RACER_EXPR_THROUGH_POINTER);
  return s;
}

void points_to(Program& p, std::int32_t expr, std::int32_t base) {
  p.m.f.points_to.expr.push_back(expr);
  p.m.f.points_to.base.push_back(base);
  p.m.f.points_to.offset_lo.push_back(0);
  p.m.f.points_to.offset_hi.push_back(0);
  p.m.f.points_to.context.push_back(-1);
}

}  // namespace

TEST_CASE("escape: address taken, stored in a global, passed to a thread, heap, points-to") {
  Looped x;
  const auto plain = x.p.local("plain", x.main);
  const auto taken = x.p.local("taken", x.main, RACER_BASE_LOCAL, RACER_BASE_ADDRESS_TAKEN);
  const auto stored = x.p.local("stored", x.main, RACER_BASE_LOCAL, RACER_BASE_ASSIGNED_TO_GLOBAL);
  const auto passed = x.p.local("passed", x.main);
  const auto by_value = x.p.local("by_value", x.main);
  const auto heap = x.p.local("heap", x.main, RACER_BASE_HEAP);
  const auto pointed = x.p.local("pointed", x.main);
  const auto ptr = x.p.local("ptr", x.worker);
  x.spawn(x.p.addr(0, passed));
  x.p.create(x.main, x.t, x.worker, x.p.lval(0, by_value));
  x.p.ret(x.main);
  points_to(x.p, write_through(x.p, x.worker, ptr), pointed);
  x.p.ret(x.worker);
  const auto a = x.p.run(x.main);
  const auto escapes = racer::races::escaping_bases(x.p.facts, a->events);
  CHECK_FALSE(escapes[plain]);
  CHECK(escapes[taken]);
  CHECK(escapes[stored]);
  CHECK(escapes[passed]);
  CHECK_FALSE(escapes[by_value]);  // its value travels, not its address
  CHECK(escapes[heap]);
  CHECK(escapes[pointed]);
  CHECK_FALSE(escapes[ptr]);
}

TEST_CASE("escape: which bases can be raced on") {
  Program p;
  const auto f = p.fn("f");
  const auto g = p.global("g");
  const auto local = p.local("l", f);
  const auto taken = p.local("lt", f, RACER_BASE_LOCAL, RACER_BASE_ADDRESS_TAKEN);
  const auto formal = p.local("x", f, RACER_BASE_FORMAL, 0, 0);
  const auto tls = p.global("tls", RACER_BASE_THREAD_LOCAL);
  const auto str = p.local("str", -1, RACER_BASE_STRING);
  const auto ghost = p.global("ghost", RACER_BASE_GHOST);
  const auto konst = p.global("konst", RACER_BASE_CONST);
  const auto atomic = p.global("atomic", RACER_BASE_ATOMIC);
  p.ret(f);
  p.facts = p.m.entry(f);
  std::vector<bool> escapes(p.facts.bases.kind.size(), false);
  escapes[taken] = true;
  using racer::BaseId;
  using racer::races::per_instance;
  using racer::races::racy_base;
  CHECK(racy_base(p.facts, BaseId(g), escapes));
  CHECK_FALSE(racy_base(p.facts, BaseId(local), escapes));
  CHECK(racy_base(p.facts, BaseId(taken), escapes));
  CHECK_FALSE(racy_base(p.facts, BaseId(formal), escapes));
  CHECK_FALSE(racy_base(p.facts, BaseId(tls), escapes));
  escapes[tls] = true;
  CHECK(racy_base(p.facts, BaseId(tls), escapes));
  for (auto b : {str, ghost, konst}) {
    escapes[b] = true;  // even escaping
    CHECK_FALSE(racy_base(p.facts, BaseId(b), escapes));
  }
  // An atomic object: its atomic accesses do not race with each other, but
  // a plain access of it still can (checked by the race tests).
  CHECK(racy_base(p.facts, BaseId(atomic), escapes));
  CHECK(per_instance(p.facts, BaseId(local)));
  CHECK(per_instance(p.facts, BaseId(formal)));
  CHECK(per_instance(p.facts, BaseId(tls)));
  CHECK_FALSE(per_instance(p.facts, BaseId(g)));
}

TEST_CASE("escape: per-thread locals never race by name, even when their address is taken") {
  for (std::int32_t flags : {0, RACER_BASE_ADDRESS_TAKEN}) {
    Looped x;
    const auto mine = x.p.local("mine", x.worker, RACER_BASE_LOCAL, flags);
    const auto g = x.p.global("g");
    x.spawn();
    x.p.ret(x.main);
    x.p.write(x.worker, mine);
    x.p.read(x.worker, mine);
    x.p.write(x.worker, g);  // the control: a global does race
    x.p.ret(x.worker);
    const auto a = x.p.run(x.main);
    INFO("flags " << flags);
    CHECK(races_on(*a, mine) == 0);
    CHECK(races_on(*a, g) == 1);
    CHECK(a->races.verdict == Verdict::Race);
  }
}

TEST_CASE("escape: thread-local variables by name never race") {
  Looped x;
  const auto tls = x.p.global("tls", RACER_BASE_THREAD_LOCAL | RACER_BASE_ADDRESS_TAKEN);
  x.spawn();
  x.p.write(x.main, tls);
  x.p.ret(x.main);
  x.p.write(x.worker, tls);
  x.p.ret(x.worker);
  const auto a = x.p.run(x.main);
  CHECK(a->races.races.empty());
  CHECK(a->races.verdict == Verdict::NoRace);
}

TEST_CASE("escape: const and ghost objects are dropped, atomic accesses only race with plain ones") {
  Looped x;
  const auto k = x.p.global("k", RACER_BASE_CONST);
  const auto ghost = x.p.global("__fc_ghost", RACER_BASE_GHOST);
  const auto g = x.p.global("g");
  x.spawn();
  x.p.ret(x.main);
  x.p.write(x.worker, k);
  x.p.write(x.worker, ghost);
  x.p.access(x.p.stmt(x.worker), RACER_ACCESS_WRITE, g, -1, -1, RACER_ACCESS_ATOMIC);
  x.p.ret(x.worker);
  const auto a = x.p.run(x.main);
  CHECK(a->races.races.empty());
  CHECK(a->races.verdict == Verdict::NoRace);
  // The same write without the atomic flag races with itself.
  Looped y;
  const auto g2 = y.p.global("g");
  y.spawn();
  y.p.ret(y.main);
  y.p.access(y.p.stmt(y.worker), RACER_ACCESS_WRITE, g2, -1, -1, 0);
  y.p.ret(y.worker);
  CHECK(y.p.run(y.main)->races.verdict == Verdict::Race);
  // An atomic write and a plain read of one object, in two instances of a
  // thread: a (certain) race; an atomic object gets no pass for plain use.
  Looped z;
  const auto g3 = z.p.global("g", RACER_BASE_ATOMIC);
  z.spawn();
  z.p.ret(z.main);
  const auto s = z.p.stmt(z.worker);
  z.p.access(s, RACER_ACCESS_WRITE, g3, -1, -1, RACER_ACCESS_ATOMIC);
  z.p.access(z.p.stmt(z.worker), RACER_ACCESS_READ, g3, -1, -1, 0);
  z.p.ret(z.worker);
  const auto c = z.p.run(z.main);
  REQUIRE(c->races.races.size() == 1);
  const auto& r = c->races.races[0];
  CHECK(c->races.accesses[r.first].write != c->races.accesses[r.second].write);
  CHECK(c->races.verdict == Verdict::Race);
}

TEST_CASE("escape: an escaped local races with writes through pointers") {
  // The local belongs to main, which runs once (one copy: a resolved
  // pointer designates it surely), or to a helper main calls (a copy per
  // call: never certain).
  for (bool in_main : {true, false})
    for (bool resolved : {false, true}) {
      Program p;
      const auto main = p.fn("main");
      const auto helper = in_main ? -1 : p.fn("helper");
      const auto worker = p.thread_fn("worker");
      const auto owner = in_main ? main : helper;
      const auto t = p.global("t");
      const auto value = p.local("value", owner, RACER_BASE_LOCAL, RACER_BASE_ADDRESS_TAKEN);
      const auto ptr = p.local("p", worker, RACER_BASE_FORMAL, RACER_BASE_POINTER, 0);
      if (!in_main) p.call(main, helper);
      p.ret(main);
      p.create(owner, t, worker, p.addr(0, value));
      p.read(owner, value);
      p.join(owner, t);
      if (!in_main) p.ret(helper);
      const auto w = write_through(p, worker, ptr);
      if (resolved) points_to(p, p.m.f.accesses.expr.back(), value);
      p.ret(worker);
      const auto a = p.run(main);
      INFO("owner main " << in_main << ", resolved by points-to " << resolved);
      REQUIRE(a->races.races.size() == 1);
      const auto& r = a->races.races[0];
      // Unresolved, the location is what the pointer points to, value's read one of its sites.
      CHECK(r.base.value == (resolved ? value : ptr));
      CHECK(r.through_pointer == !resolved);
      const bool certain = in_main && resolved;
      CHECK(r.kind == (certain ? RaceKind::Must : RaceKind::May));
      CHECK(((r.reasons & racer::races::NotUniqueAccess) != 0) == !certain);
      const auto& through = a->races.accesses[r.first].stmt.value == w ? a->races.accesses[r.first]
                                                                       : a->races.accesses[r.second];
      CHECK(through.stmt.value == w);
      CHECK(through.through_pointer == !resolved);
      CHECK(through.pointer.valid() == resolved);
      CHECK(a->races.verdict == (certain ? Verdict::Race : Verdict::Unknown));
      bool unknown_pointer = false;
      for (const auto& i : a->races.imprecisions)
        unknown_pointer = unknown_pointer || i.kind == racer::ImprecisionKind::UnknownPointer;
      CHECK(unknown_pointer == !resolved);
    }
}
