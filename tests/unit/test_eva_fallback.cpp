// Option eva_fallback: the Eva backend's reasons when the alias backend's
// facts stand in for its runs (docs/engines.md, "Eva fallback"). They are
// reported as eva-fallback imprecisions, first; the verdict is the alias
// backend's (its facts are sound both ways): no-race and races, certain
// ones included, are left as they are.
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

// main creates worker and other, then joins them; both write g, under m
// when `locked`.
struct Two {
  Program p;
  std::int32_t main, worker, other, t1, t2, g, m;
  explicit Two(bool locked) {
    main = p.fn("main");
    worker = p.thread_fn("worker");
    other = p.thread_fn("other");
    t1 = p.global("t1");
    t2 = p.global("t2");
    g = p.global("g");
    m = p.global("m");
    for (std::int32_t f : {worker, other}) {
      if (locked) p.lock(f, m);
      p.write(f, g);
      if (locked) p.unlock(f, m);
      p.ret(f);
    }
    p.create(main, t1, worker);
    p.create(main, t2, other);
    p.join(main, t1);
    p.join(main, t2);
    p.ret(main);
  }
};

std::size_t fallbacks(const racer::engine::Analysis& a) {
  return static_cast<std::size_t>(
      std::count_if(a.races.imprecisions.begin(), a.races.imprecisions.end(),
                    [](const auto& i) { return i.kind == ImprecisionKind::EvaFallback; }));
}

}  // namespace

TEST_CASE("eva fallback: the alias backend's no-race stands, the reasons are listed first") {
  Two x(true);
  const auto plain = x.p.run(x.main);
  CHECK(plain->races.verdict == Verdict::NoRace);
  CHECK(fallbacks(*plain) == 0);
  const auto a = x.p.run(x.main, 1, true, "over run cut short at a.c:3\nthreads never started: w");
  CHECK(a->races.races.empty());
  CHECK(a->races.verdict == Verdict::NoRace);
  REQUIRE(a->races.imprecisions.size() >= 2);
  CHECK(a->races.imprecisions[0].kind == ImprecisionKind::EvaFallback);
  CHECK(a->races.imprecisions[0].detail == "over run cut short at a.c:3");
  CHECK(a->races.imprecisions[1].detail == "threads never started: w");
  CHECK(fallbacks(*a) == 2);
}

TEST_CASE("eva fallback: races stay as they are, certain ones too") {
  Two x(false);
  const auto plain = x.p.run(x.main, 1, true);
  const auto a = x.p.run(x.main, 1, true, "Eva failed: f is recursive");
  CHECK(plain->races.verdict == Verdict::Race);
  CHECK(a->races.verdict == Verdict::Race);
  CHECK(a->races.races.size() == plain->races.races.size());
  CHECK(std::count_if(a->races.races.begin(), a->races.races.end(),
                      [](const auto& r) { return r.kind == RaceKind::Must; }) == 1);
  CHECK(fallbacks(*a) == 1);
}

TEST_CASE("eva fallback: the option reads back, and only when given") {
  racer::engine::Options o;
  const auto has_key = [](const racer::engine::Options& opts) {
    const auto e = opts.entries();
    return std::any_of(e.begin(), e.end(), [](const auto& kv) { return kv.first == "eva_fallback"; });
  };
  CHECK_FALSE(has_key(o));
  o.set("eva_fallback", "a\nb");
  CHECK(o.eva_fallback == "a\nb");
  CHECK(has_key(o));
}
