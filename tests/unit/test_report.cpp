// The text and JSON reports, and the result tables, on hand-built findings.
//
// No engine runs here: the findings are written out by hand so each case
// pins what a reader of the report sees (locations, threads, locks, traces,
// verdict) independently of how the engines find races.
#include <algorithm>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "engine/results.hpp"
#include "model_builder.hpp"
#include "races/verdict.hpp"
#include "report/report.hpp"

using racer::BaseId;
using racer::ContextId;
using racer::FunctionId;
using racer::StmtId;
using racer::ThreadId;
using racer::engine::Analysis;
using racer::ImprecisionKind;
using racer::lockset::HeldLock;
using racer::lockset::LockKey;
using racer::races::Access;
using racer::races::Race;
using racer::races::RaceKind;
using racer::races::Verdict;

namespace {

bool has(const std::string& text, const std::string& needle) {
  return text.find(needle) != std::string::npos;
}

HeldLock held(std::int32_t base) { return HeldLock{LockKey{BaseId(base), 0}, false, {}, {}}; }

// A race location whose shown pair is accesses 0 and 1.
Race location(RaceKind kind, BaseId base, std::int32_t lo, std::int32_t hi, std::uint32_t reasons) {
  Race r;
  r.kind = kind;
  r.base = base;
  r.offset_lo = lo;
  r.offset_hi = hi;
  r.reasons = reasons;
  r.first = 0;
  r.second = 1;
  r.sites = {0, 1};
  return r;
}

// main (prog.c) writes g at line 12 holding m, after creating worker at line
// 20; worker calls inc at line 7, which reads g at line 3 holding n on some
// paths only. One race between the two accesses, its kind set by each case.
struct Fixture {
  racer::test::ModelBuilder b;
  racer::facts::FactStore facts;
  Analysis a;
  std::int32_t main_fn, worker_fn, inc_fn, g, m, n;
  std::int32_t s_write, s_create, s_call, s_read, s_lock;

  Fixture() {
    main_fn = b.function("main");
    worker_fn = b.function("worker");
    inc_fn = b.function("inc");
    g = b.global("g");
    m = b.global("m");
    n = b.global("n");
    s_create = located(b.stmt(main_fn), 20);
    s_write = located(b.stmt(main_fn), 12);
    s_lock = located(b.stmt(main_fn), 9);
    s_call = located(b.stmt(worker_fn), 7);
    s_read = located(b.stmt(inc_fn), 3);
    facts = b.entry(main_fn);

    a.threads.threads.push_back({FunctionId(main_fn), StmtId(), {}, false, {}, {}});
    a.threads.threads.push_back({FunctionId(worker_fn), StmtId(s_create), {}, false, {}, {}});
    a.threads.edges.push_back({ThreadId(0), StmtId(s_create), ThreadId(1)});
    a.contexts = racer::threads::ContextTable(1);
    const ContextId main_ctx = a.contexts.intern_root(ThreadId(0), FunctionId(main_fn));
    const ContextId worker_ctx = a.contexts.intern_root(ThreadId(1), FunctionId(worker_fn));
    const ContextId inc_ctx =
        a.contexts.intern_callee(worker_ctx, StmtId(s_call), FunctionId(inc_fn));

    Access write;
    write.ctx = main_ctx;
    write.stmt = StmtId(s_write);
    write.thread = ThreadId(0);
    write.base = BaseId(g);
    write.write = true;
    write.locks.must = {held(m)};
    write.locks.may = {held(m)};
    Access read;
    read.ctx = inc_ctx;
    read.stmt = StmtId(s_read);
    read.thread = ThreadId(1);
    read.base = BaseId(g);
    read.locks.may = {held(n)};
    a.races.accesses = {write, read};
    a.locks.set(main_ctx, StmtId(s_write), write.locks);
    a.locks.set(inc_ctx, StmtId(s_read), read.locks);
  }

  // Gives a statement a file (with directories, which reports keep: the
  // path as the plug-in gives it, relative to where Frama-C ran) and a line.
  std::int32_t located(std::int32_t stmt, std::int32_t line) {
    b.f.statements.file[stmt] = b.f.strings.add("src/dir/prog.c").value;
    b.f.statements.line[stmt] = line;
    return stmt;
  }

  void race(RaceKind kind, std::uint32_t reasons, Verdict verdict) {
    a.races.races.push_back(location(kind, BaseId(g), 0, 31, reasons));
    a.races.verdict = verdict;
  }

  void imprecision() {
    a.races.imprecisions.push_back({ImprecisionKind::LockExpression, StmtId(s_lock), "lp"});
  }

  std::string text() const { return racer::report::render_text(facts, a); }
  nlohmann::json json() const { return nlohmann::json::parse(racer::report::render_json(facts, a)); }
};

std::string last_line(const std::string& text) {
  std::string body = text;
  while (!body.empty() && body.back() == '\n') body.pop_back();
  return body.substr(body.rfind('\n') + 1);
}

}  // namespace

TEST_CASE("report: verdict names are the JSON and text vocabulary") {
  CHECK(std::string(racer::report::verdict_name(Verdict::Race)) == "race");
  CHECK(std::string(racer::report::verdict_name(Verdict::NoRace)) == "no-race");
  CHECK(std::string(racer::report::verdict_name(Verdict::Unknown)) == "unknown");
}

TEST_CASE("report text: a must-race shows both accesses with thread, trace and locks") {
  Fixture x;
  x.race(RaceKind::Must, 0, Verdict::Race);
  const std::string t = x.text();
  INFO(t);
  CHECK(has(t, "Data race (must) on g: read-write\n"));
  CHECK_FALSE(has(t, "Reason:"));
  CHECK(has(t, "In thread main:\n"));
  CHECK(has(t, "write at src/dir/prog.c:12, locks held: {m}\n"));  // must == may: no "maybe"
  CHECK(has(t, "In thread worker:20:\n"));
  CHECK(has(t, "Call of inc (src/dir/prog.c:7)\n"));
  CHECK(has(t, "read at src/dir/prog.c:3, locks held: {}, maybe {n}\n"));
  // The first access comes first, the call trace right before its access.
  CHECK(t.find("src/dir/prog.c:12") < t.find("In thread worker:20:"));
  CHECK(t.find("Call of inc") < t.find("read at src/dir/prog.c:3"));
  CHECK(last_line(t) == "Verdict: race");
}

TEST_CASE("report text: the offset is shown only for a part of the base") {
  Fixture whole;  // g is 32 bits: [0..31] is all of it
  whole.race(RaceKind::Must, 0, Verdict::Race);
  CHECK(has(whole.text(), "Data race (must) on g: read-write\n"));
  Fixture field;
  field.b.f.bases.size_bits[field.g] = 64;
  field.facts = field.b.f;
  field.a.races.races.push_back(location(RaceKind::Must, BaseId(field.g), 32, 63, 0));
  CHECK(has(field.text(), "Data race (must) on g at offset [32..63]: read-write\n"));
  // With the front end's field paths, the C name of the part.
  Fixture named;
  named.b.f.bases.size_bits[named.g] = 64;
  named.b.f.field_paths.base = {named.g, named.g};
  named.b.f.field_paths.offset_lo = {0, 32};
  named.b.f.field_paths.offset_hi = {31, 63};
  named.b.f.field_paths.path = {named.b.f.strings.add("g.a").value, named.b.f.strings.add("g.b").value};
  named.facts = named.b.f;
  named.a.races.races.push_back(location(RaceKind::Must, BaseId(named.g), 32, 63, 0));
  CHECK(has(named.text(), "Data race (must) on g.b: read-write\n"));
  // A range inside a field names the field and the bits.
  Fixture inside = named;
  inside.a.races.races.back().offset_hi = 47;
  CHECK(has(inside.text(), "Data race (must) on g.b (bits 32..47): read-write\n"));
}

TEST_CASE("report text: a may-race gives its reasons and the imprecisions") {
  Fixture x;
  x.race(RaceKind::May, racer::races::NotPrecise | racer::races::NotMustParallel,
         Verdict::Unknown);
  x.imprecision();
  x.a.races.unknown_reasons = {"1 possible race(s), none certain"};
  const std::string t = x.text();
  INFO(t);
  CHECK(has(t, "Data race (may) on g: read-write\n"));
  CHECK(has(t, "Reason: not precise & not parallel\n"));
  CHECK(has(t, "The result may be imprecise, reasons:\n  - lock-expression at src/dir/prog.c:9: lp\n"));
  CHECK(has(t, "1 possible race(s), none certain"));
  CHECK(last_line(t) == "Verdict: unknown");
}

TEST_CASE("report text: no race says so as RacerF does and hides imprecisions") {
  Fixture x;
  x.a.races.verdict = Verdict::NoRace;
  x.imprecision();  // cannot hide a race: an over-approximation found none
  const std::string t = x.text();
  INFO(t);
  CHECK(has(t, "No data races found\n"));
  CHECK_FALSE(has(t, "Data race"));
  CHECK_FALSE(has(t, "imprecise"));
  CHECK(has(t, "worker:20"));  // the thread list
  CHECK(last_line(t) == "Verdict: no-race");
}

TEST_CASE("report JSON: the DESIGN.md section 4 shape") {
  Fixture x;
  x.race(RaceKind::May, racer::races::WeakBase, Verdict::Unknown);
  x.imprecision();
  x.a.races.unknown_reasons = {"because"};
  x.a.seconds = 0.25;
  // The order of DESIGN.md, for people reading the file.
  CHECK(racer::report::render_json(x.facts, x.a).rfind("{\n  \"tool\": \"racer\",\n  \"version\"", 0) == 0);
  const nlohmann::json j = x.json();
  INFO(j.dump(2));
  CHECK(j.at("tool") == "racer");
  CHECK(j.at("version") == RACER_VERSION);
  CHECK(j.at("verdict") == "unknown");
  CHECK(j.at("deadlock_verdict") == "no-deadlock");  // no lock-order cycle
  CHECK(j.at("unknown_reasons") == nlohmann::json::array({"because"}));
  CHECK(j.at("deadlocks") == nlohmann::json::array());

  REQUIRE(j.at("races").size() == 1);
  const nlohmann::json& r = j.at("races")[0];
  CHECK(r.at("kind") == "may");
  CHECK(r.at("base") == "g");
  CHECK(r.at("location").get<std::string>().rfind("g", 0) == 0);
  CHECK(r.at("reasons") == nlohmann::json::array({"weak"}));
  REQUIRE(r.at("accesses").size() == 2);
  const nlohmann::json& w = r.at("accesses")[0];
  CHECK(w.at("file") == "src/dir/prog.c");
  CHECK(w.at("line") == 12);
  CHECK(w.at("kind") == "write");
  CHECK(w.at("thread") == "main");
  CHECK(w.at("locks") == nlohmann::json::array({"m"}));
  CHECK(w.at("trace") == nlohmann::json::array({"src/dir/prog.c:12"}));
  const nlohmann::json& rd = r.at("accesses")[1];
  CHECK(rd.at("line") == 3);
  CHECK(rd.at("kind") == "read");
  CHECK(rd.at("thread") == "worker:20");
  CHECK(rd.at("locks") == nlohmann::json::array());
  CHECK(rd.at("may_locks") == nlohmann::json::array({"n"}));
  CHECK(rd.at("trace") == nlohmann::json::array({"inc called at src/dir/prog.c:7", "src/dir/prog.c:3"}));

  REQUIRE(j.at("threads").size() == 2);
  CHECK(j.at("threads")[1] ==
        nlohmann::json({{"name", "worker:20"}, {"entry", "worker"}, {"multiple", false}}));
  CHECK(j.at("imprecisions")[0].at("kind") == "lock-expression");
  CHECK(j.at("imprecisions")[0].at("line") == 9);
  CHECK(j.at("stats").at("seconds") == 0.25);
  CHECK(j.at("stats").at("contexts") == 3);
  CHECK(j.at("stats").at("accesses") == 2);
}

TEST_CASE("report JSON: no race gives an empty race list and a no-race verdict") {
  Fixture x;
  x.a.races.verdict = Verdict::NoRace;
  const nlohmann::json j = x.json();
  CHECK(j.at("verdict") == "no-race");
  CHECK(j.at("races").empty());
  CHECK(j.at("unknown_reasons").empty());
}

TEST_CASE("result tables: threads, contexts, locks, accesses, races, imprecisions") {
  Fixture x;
  x.race(RaceKind::May, racer::races::NotPrecise, Verdict::Unknown);
  x.imprecision();
  const racer::engine::Results r = racer::engine::make_results(x.a);
  const auto table = [&](std::string_view name) {
    const auto schemas = racer::engine::result_tables();
    const auto it = std::find_if(schemas.begin(), schemas.end(),
                                 [&](const auto& s) { return s.name == name; });
    REQUIRE(it != schemas.end());
    return r.tables[static_cast<std::size_t>(it - schemas.begin())];
  };
  using Col = std::vector<std::int32_t>;
  const auto threads = table("threads");
  CHECK(Col(threads[0].begin(), threads[0].end()) == Col{x.main_fn, x.worker_fn});
  CHECK(Col(threads[1].begin(), threads[1].end()) == Col{-1, x.s_create});
  CHECK(Col(threads[3].begin(), threads[3].end()) == Col{-1, 0});  // parent
  const auto contexts = table("run_contexts");
  CHECK(Col(contexts[2].begin(), contexts[2].end()) == Col{-1, -1, 1});  // caller
  CHECK(Col(contexts[3].begin(), contexts[3].end()) == Col{-1, -1, x.s_call});
  // One row per (context, stmt, lock) of the may set, `must` telling which.
  const auto locks = table("locks_held");
  CHECK(Col(locks[2].begin(), locks[2].end()) == Col{x.m, x.n});
  CHECK(Col(locks[5].begin(), locks[5].end()) == Col{1, 0});
  const auto accesses = table("accesses_seen");
  CHECK(Col(accesses[4].begin(), accesses[4].end()) == Col{1, 0});  // write, read
  const auto races = table("races");
  CHECK(Col(races[0].begin(), races[0].end()) == Col{1});  // may
  CHECK(Col(races[4].begin(), races[4].end()) == Col{0});
  CHECK(Col(races[5].begin(), races[5].end()) == Col{1});
  CHECK(Col(races[6].begin(), races[6].end()) ==
        Col{static_cast<std::int32_t>(racer::races::NotPrecise)});
  const auto imprecisions = table("imprecisions");
  CHECK(Col(imprecisions[1].begin(), imprecisions[1].end()) == Col{x.s_lock});
}

TEST_CASE("confirmed race: a witnessed may-race becomes certain and the verdict race") {
  Fixture x;
  x.race(RaceKind::May, racer::races::NotSurelyExecuted, Verdict::Unknown);
  x.a.races.unknown_reasons.push_back("1 possible race(s), none certain");
  x.imprecision();
  racer::races::confirm_race(x.a.races, 0, "main runs to src/dir/prog.c:12; worker:20 runs to src/dir/prog.c:3");
  const std::string t = x.text();
  INFO(t);
  CHECK(has(t, "Data race (must) on g: read-write\n"));
  CHECK_FALSE(has(t, "Reason:"));
  CHECK(has(t, "  Witnessed by the execution: main runs to src/dir/prog.c:12; worker:20 runs to src/dir/prog.c:3\n"));
  CHECK_FALSE(has(t, "Unknown because"));
  CHECK(last_line(t) == "Verdict: race");
  const nlohmann::json j = x.json();
  CHECK(j["verdict"] == "race");
  CHECK(j["races"][0]["kind"] == "must");
  CHECK(j["races"][0]["witness"] == "main runs to src/dir/prog.c:12; worker:20 runs to src/dir/prog.c:3");
  CHECK(j["unknown_reasons"].empty());
  CHECK_THROWS(racer::races::confirm_race(x.a.races, 1, "none"));
}

TEST_CASE("confirmed race: the pair the execution shows becomes the location's shown pair") {
  Fixture x;
  x.race(RaceKind::May, racer::races::NotSurelyExecuted, Verdict::Unknown);
  racer::races::confirm_race(x.a.races, 0, "both run", std::pair<std::size_t, std::size_t>{1, 0});
  CHECK(x.a.races.races[0].first == 1);
  CHECK(x.a.races.races[0].second == 0);
  const nlohmann::json j = x.json();
  CHECK(j["races"][0]["accesses"][0]["line"] == 3);
  CHECK(j["races"][0]["accesses"][1]["line"] == 12);
  // The sites: both, without call traces (the pair shown has them), and their count.
  CHECK(j["races"][0]["sites_total"] == 2);
  REQUIRE(j["races"][0]["sites"].size() == 2);
  CHECK_FALSE(j["races"][0]["sites"][0].contains("trace"));
  CHECK(j["races"][0]["accesses"][0].contains("trace"));
}

TEST_CASE("report JSON: a race no execution witnessed has a null witness") {
  Fixture x;
  x.race(RaceKind::Must, 0, Verdict::Race);
  CHECK(x.json()["races"][0]["witness"].is_null());
}
