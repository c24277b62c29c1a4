// The verdict rules on hand-built findings, and the active-waiting scan that
// feeds them: which imprecisions keep a must-race from being a "race", and
// which keep "no race found" from being a "no-race".
#include <catch2/catch.hpp>

#include "program_builder.hpp"
#include "races/active_waiting.hpp"
#include "races/race_analysis.hpp"
#include "races/verdict.hpp"

using racer::Imprecision;
using racer::ImprecisionKind;
using racer::races::RaceFindings;
using racer::races::RaceKind;
using racer::races::Verdict;
using racer::test::Program;

namespace {

// Facts with one statement (line 1) of one function.
struct Facts {
  Program p;
  std::int32_t s;
  Facts() {
    const auto f = p.fn("main");
    s = p.stmt(f);
    p.facts = p.m.entry(f);
  }
};

RaceFindings with_race(RaceKind kind, std::initializer_list<ImprecisionKind> imprecisions) {
  RaceFindings f;
  f.accesses.resize(2);
  racer::races::Race r;
  r.kind = kind;
  r.reasons = kind == RaceKind::Must ? 0u : std::uint32_t{racer::races::NotPrecise};
  r.first = 0;
  r.second = 1;
  f.races.push_back(r);
  for (ImprecisionKind k : imprecisions) f.imprecisions.push_back({k, racer::StmtId(0), "x"});
  return f;
}

racer::models::ClassifiedEvent of_class(racer::models::CallClass cls) {
  racer::models::ClassifiedEvent c;
  c.cls = cls;
  return c;
}

}  // namespace

TEST_CASE("verdict: a must-race without blocking imprecision is a race") {
  Facts x;
  RaceFindings f = with_race(RaceKind::Must, {ImprecisionKind::UnknownPointer,
                                              ImprecisionKind::AtomicFunction,
                                              ImprecisionKind::UnmatchedJoin,
                                              ImprecisionKind::JoinInLoop,
                                              ImprecisionKind::ThreadFunction,
                                              ImprecisionKind::UnlockExpression});
  racer::races::decide_verdict(x.p.facts, {}, f);
  CHECK(f.verdict == Verdict::Race);
  CHECK(f.unknown_reasons.empty());
}

TEST_CASE("verdict: imprecisions that may make a must-race infeasible give unknown") {
  for (ImprecisionKind k :
       {ImprecisionKind::ActiveWaiting, ImprecisionKind::LockExpression,
        ImprecisionKind::TooManyLockTargets, ImprecisionKind::TryLockStatus,
        ImprecisionKind::UnreleasedLock, ImprecisionKind::CyclicThreadGraph,
        ImprecisionKind::Recursion, ImprecisionKind::BlockingAssume,
        ImprecisionKind::UnmodelledSync, ImprecisionKind::MissingArgument}) {
    Facts x;
    RaceFindings f = with_race(RaceKind::Must, {k});
    racer::races::decide_verdict(x.p.facts, {}, f);
    INFO(racer::imprecision_name(k));
    CHECK(racer::races::blocks_race_verdict(k));
    CHECK(f.verdict == Verdict::Unknown);
    // The race is possible only, with the imprecision as its obstacle.
    CHECK(f.races[0].kind == RaceKind::May);
    CHECK((f.races[0].reasons & racer::races::UnseenOrdering) != 0);
    CHECK(f.races[0].obstacle == std::string(racer::imprecision_name(k)) + " at ?:1 (x)");
    REQUIRE(f.unknown_reasons.size() == 2);
    CHECK(f.unknown_reasons[0] == "1 possible race(s), none certain");
    CHECK(f.unknown_reasons[1] ==
          std::string(racer::imprecision_name(k)) + " at ?:1 (x)");
  }
}

TEST_CASE("verdict: may-races only give unknown, counted") {
  Facts x;
  RaceFindings f = with_race(RaceKind::May, {});
  f.races.push_back(f.races[0]);
  racer::races::decide_verdict(x.p.facts, {}, f);
  CHECK(f.verdict == Verdict::Unknown);
  REQUIRE(f.unknown_reasons.size() == 1);
  CHECK(f.unknown_reasons[0] == "2 possible race(s), none certain");
}

TEST_CASE("verdict: no may-race is no-race whatever lost precision") {
  Facts x;
  RaceFindings f;
  for (ImprecisionKind k : {ImprecisionKind::ActiveWaiting, ImprecisionKind::LockExpression,
                            ImprecisionKind::UnknownPointer, ImprecisionKind::CyclicThreadGraph,
                            ImprecisionKind::Recursion})
    f.imprecisions.push_back({k, racer::StmtId(0), ""});
  // No lock operation anywhere: a cut recursion hides nothing.
  racer::races::decide_verdict(x.p.facts, {of_class(racer::models::CallClass::ThreadCreate)}, f);
  CHECK(f.verdict == Verdict::NoRace);
  CHECK(f.unknown_reasons.empty());
}

TEST_CASE("verdict: a cut recursion in a program with unlocks keeps no-race from being proved") {
  Facts x;
  RaceFindings f;
  f.imprecisions.push_back({ImprecisionKind::Recursion, racer::StmtId(0), "rec"});
  racer::races::decide_verdict(x.p.facts, {of_class(racer::models::CallClass::Unlock)}, f);
  CHECK(f.verdict == Verdict::Unknown);
  REQUIRE(f.unknown_reasons.size() == 1);
  CHECK(f.unknown_reasons[0].find("recursion at ?:1 (rec)") != std::string::npos);
}

namespace {

// `worker` spins in a loop; `body` adds the cycle's statements after the
// loop head and returns the last one, which jumps back to the head.
template <class Body>
bool spin_found(Body body) {
  Program p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t");
  p.create(main, t, worker);
  p.ret(main);
  const auto head = p.stmt(worker, RACER_STMT_LOOP);
  p.edge(body(p, worker), head);
  p.cut();
  const auto after = p.ret(worker);
  p.edge(head + 1, after);  // the loop's exit test leaves the loop
  const auto a = p.run(main);
  const auto escapes = racer::races::escaping_bases(p.facts, a->events);
  return !racer::races::active_waiting_loops(p.facts, p.index, a->events, escapes).empty();
}

}  // namespace

TEST_CASE("active waiting: loops that only test, yield or step atomically") {
  SECTION("while (!flag);") {
    CHECK(spin_found([](Program& p, std::int32_t f) {
      const auto flag = p.global("flag");
      const auto test = p.read(f, flag);
      p.m.f.statements.kind[test] = RACER_STMT_IF;
      return test;
    }));
  }
  SECTION("while (!flag) sched_yield();") {
    CHECK(spin_found([](Program& p, std::int32_t f) {
      const auto test = p.read(f, p.global("flag"));
      p.m.f.statements.kind[test] = RACER_STMT_IF;
      return p.lib_call(f, "sched_yield", {});
    }));
  }
  SECTION("while (__sync_lock_test_and_set(&l, 1));") {
    CHECK(spin_found([](Program& p, std::int32_t f) {
      const auto l = p.global("l");
      const auto tmp = p.local("tmp", f);
      const auto call = p.lib_call(f, "__VERIFIER_atomic_tas", {p.addr(0, l)});
      p.access(call, RACER_ACCESS_WRITE, l, -1, -1, RACER_ACCESS_ATOMIC);
      p.access(call, RACER_ACCESS_WRITE, tmp, -1, -1);
      const auto test = p.read(f, tmp);
      p.m.f.statements.kind[test] = RACER_STMT_IF;
      return test;
    }));
  }
  SECTION("not: a loop that writes shared memory") {
    CHECK_FALSE(spin_found([](Program& p, std::int32_t f) {
      const auto test = p.read(f, p.global("flag"));
      p.m.f.statements.kind[test] = RACER_STMT_IF;
      return p.write(f, p.global("g"));
    }));
  }
  SECTION("not: a loop that computes") {
    CHECK_FALSE(spin_found([](Program& p, std::int32_t f) {
      const auto test = p.read(f, p.global("n"));
      p.m.f.statements.kind[test] = RACER_STMT_IF;
      return p.write(f, p.local("i", f));
    }));
  }
  SECTION("not: a loop that calls a function") {
    CHECK_FALSE(spin_found([](Program& p, std::int32_t f) {
      const auto test = p.read(f, p.global("flag"));
      p.m.f.statements.kind[test] = RACER_STMT_IF;
      return p.lib_call(f, "printf", {});
    }));
  }
}

TEST_CASE("active waiting: a spin nested in a working loop is found") {
  Program p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t"), flag = p.global("flag"), g = p.global("g");
  p.create(main, t, worker);
  p.ret(main);
  // while (1) { while (!flag); g = 1; }
  const auto outer = p.stmt(worker, RACER_STMT_LOOP);
  const auto inner = p.stmt(worker, RACER_STMT_LOOP);
  const auto test = p.read(worker, flag);
  p.m.f.statements.kind[test] = RACER_STMT_IF;
  p.edge(test, inner);
  p.cut();
  const auto work = p.write(worker, g);
  p.edge(test, work);
  p.edge(work, outer);
  const auto a = p.run(main);
  const auto escapes = racer::races::escaping_bases(p.facts, a->events);
  const auto found = racer::races::active_waiting_loops(p.facts, p.index, a->events, escapes);
  REQUIRE(found.size() == 1);
  CHECK(found[0].stmt.value == inner);
}

TEST_CASE("verdict: an approximating backend keeps only the verdicts it can support") {
  using racer::engine::Approximation;
  using racer::races::RaceFindings;
  using racer::races::Verdict;
  RaceFindings race;
  race.verdict = Verdict::Race;
  race.races.push_back({});
  race.races[0].kind = RaceKind::Must;
  RaceFindings none;
  none.verdict = Verdict::NoRace;

  // Over-approximating facts prove absence; a race they show is possible
  // only (computed values are no execution).
  RaceFindings r = race;
  racer::races::cap_verdict(Approximation::Over, r);
  CHECK(r.verdict == Verdict::Unknown);
  CHECK(r.races[0].kind == RaceKind::May);
  CHECK((r.races[0].reasons & racer::races::ComputedValues) != 0);
  RaceFindings n = none;
  racer::races::cap_verdict(Approximation::Over, n);
  CHECK(n.verdict == Verdict::NoRace);

  // Under-approximating ones support neither: the must-race is possible
  // only (an execution may still show it).
  r = race;
  racer::races::cap_verdict(Approximation::Under, r);
  CHECK(r.verdict == Verdict::Unknown);
  CHECK(r.races[0].kind == RaceKind::May);
  CHECK((r.races[0].reasons & racer::races::ComputedValues) != 0);
  CHECK(r.races[0].obstacle.find("under-approximating") != std::string::npos);
  n = none;
  racer::races::cap_verdict(Approximation::Under, n);
  CHECK(n.verdict == Verdict::Unknown);
  CHECK(n.unknown_reasons.back().find("under-approximating") != std::string::npos);

  // A witnessed race is certain whatever the facts.
  r = race;
  r.races[0].witness = "main creates t";
  racer::races::cap_verdict(Approximation::Under, r);
  CHECK(r.verdict == Verdict::Race);

  r = race;
  racer::races::cap_verdict(Approximation::Exact, r);
  CHECK(r.verdict == Verdict::Race);

  r = race;
  racer::races::cap_verdict(Approximation::None, r);
  CHECK(r.verdict == Verdict::Unknown);
  CHECK(r.races[0].kind == RaceKind::May);
  n = none;
  racer::races::cap_verdict(Approximation::None, n);
  CHECK(n.verdict == Verdict::Unknown);
  CHECK(n.unknown_reasons.front().find("did not complete") != std::string::npos);
}
