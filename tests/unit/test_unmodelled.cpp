// Option unmodelled: constructs of the program the front end's facts leave
// out (setjmp/longjmp, synchronisation functions called through a pointer;
// docs/engines.md, "What is still assumed"). They are reported as
// unmodelled-construct imprecisions, first; no-race, no-deadlock and races
// no execution shows become unknown.
#include <algorithm>
#include <string>

#include <catch2/catch.hpp>

#include "engine/options.hpp"
#include "program_builder.hpp"

using racer::ImprecisionKind;
using racer::races::RaceKind;
using racer::races::Verdict;
using racer::test::Program;

namespace {

// main creates a worker and joins it; both write g, under m when `locked`.
struct Pair {
  Program p;
  std::int32_t main, worker, t, g, m;
  explicit Pair(bool locked) {
    main = p.fn("main");
    worker = p.thread_fn("worker");
    t = p.global("t");
    g = p.global("g");
    m = p.global("m");
    if (locked) p.lock(worker, m);
    p.write(worker, g);
    if (locked) p.unlock(worker, m);
    p.ret(worker);
    p.create(main, t, worker);
    if (locked) p.lock(main, m);
    p.write(main, g);
    if (locked) p.unlock(main, m);
    p.join(main, t);
    p.ret(main);
  }
};

const std::vector<std::pair<std::string, std::string>> kJump = {
    {"unmodelled", "longjmp at a.c:30: control returns to a setjmp\npthread_create taken as a pointer at a.c:8"}};

}  // namespace

TEST_CASE("unmodelled: no-race and no-deadlock become unknown, the constructs listed first") {
  Pair x(true);
  const auto plain = x.p.run(x.main);
  CHECK(plain->races.verdict == Verdict::NoRace);
  const auto a = x.p.run(x.main, 1, false, "", 0, kJump);
  CHECK(a->races.verdict == Verdict::Unknown);
  REQUIRE(a->races.imprecisions.size() >= 2);
  CHECK(a->races.imprecisions[0].kind == ImprecisionKind::Unmodelled);
  CHECK(a->races.imprecisions[0].detail == "longjmp at a.c:30: control returns to a setjmp");
  CHECK(a->races.imprecisions[1].detail == "pthread_create taken as a pointer at a.c:8");
  REQUIRE_FALSE(a->races.unknown_reasons.empty());
  CHECK(a->races.unknown_reasons.back().find("longjmp at a.c:30") != std::string::npos);
  CHECK(a->deadlocks.verdict != racer::deadlock::DeadlockVerdict::NoDeadlock);
}

TEST_CASE("unmodelled: a certain race without a witness becomes possible") {
  Pair x(false);
  const auto plain = x.p.run(x.main);
  REQUIRE(plain->races.verdict == Verdict::Race);
  const auto a = x.p.run(x.main, 1, false, "", 0, kJump);
  CHECK(a->races.verdict == Verdict::Unknown);
  CHECK(a->races.races.size() == plain->races.races.size());
  CHECK(std::none_of(a->races.races.begin(), a->races.races.end(),
                     [](const auto& r) { return r.kind == RaceKind::Must; }));
}

TEST_CASE("unmodelled: the option reads back, and only when given") {
  racer::engine::Options o;
  const auto has_key = [](const racer::engine::Options& opts) {
    const auto e = opts.entries();
    return std::any_of(e.begin(), e.end(), [](const auto& kv) { return kv.first == "unmodelled"; });
  };
  CHECK_FALSE(has_key(o));
  o.set("unmodelled", "setjmp at a.c:3");
  CHECK(o.unmodelled == "setjmp at a.c:3");
  CHECK(has_key(o));
}
