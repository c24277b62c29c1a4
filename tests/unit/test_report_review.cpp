// Reports for code review: SARIF rendering, fingerprints, suppressions
// (rules, in-source comments, baselines) and the JSON sections a run asked
// for. The fixture is a small two-thread race (accesses in prog.c).
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "common/error.hpp"
#include "model_builder.hpp"
#include "report/names.hpp"
#include "report/report.hpp"
#include "report/suppressions.hpp"

namespace fs = std::filesystem;
using racer::BaseId;
using racer::ContextId;
using racer::FunctionId;
using racer::StmtId;
using racer::ThreadId;
using racer::engine::Analysis;
using racer::races::Access;
using racer::races::Race;
using racer::races::RaceKind;

namespace {

std::string temp_path(const std::string& name) {
  return (fs::temp_directory_path() / ("racer-review-" + std::to_string(getpid()) + "-" + name)).string();
}

void write(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

// main writes g at line 3 of `file`, worker reads it at line 5: one certain
// race.
struct Review {
  racer::test::ModelBuilder b;
  racer::facts::FactStore facts;
  Analysis a;
  std::int32_t g;

  explicit Review(const std::string& file = "src/prog.c", std::int32_t shift = 0) {
    const std::int32_t main_fn = b.function("main"), worker_fn = b.function("worker");
    g = b.global("g");
    const std::int32_t s_create = b.stmt(main_fn), s_write = b.stmt(main_fn), s_read = b.stmt(worker_fn);
    for (auto [s, line] : {std::pair{s_create, 2}, {s_write, 3}, {s_read, 5}}) {
      b.f.statements.file[s] = b.f.strings.add(file).value;
      b.f.statements.line[s] = line + shift;
    }
    facts = b.entry(main_fn);
    a.threads.threads.push_back({FunctionId(main_fn), StmtId(), {}, false, {}, {}});
    a.threads.threads.push_back({FunctionId(worker_fn), StmtId(s_create), {}, false, {}, {}});
    a.contexts = racer::threads::ContextTable(1);
    Access w, r;
    w.ctx = a.contexts.intern_root(ThreadId(0), FunctionId(main_fn));
    w.stmt = StmtId(s_write);
    w.thread = ThreadId(0);
    w.base = BaseId(g);
    w.write = true;
    r.ctx = a.contexts.intern_root(ThreadId(1), FunctionId(worker_fn));
    r.stmt = StmtId(s_read);
    r.thread = ThreadId(1);
    r.base = BaseId(g);
    a.races.accesses = {w, r};
    Race race;
    race.kind = RaceKind::Must;
    race.base = BaseId(g);
    race.first = 0;
    race.second = 1;
    race.sites = {0, 1};
    race.thread_pairs = {{ThreadId(0), ThreadId(1), true, 0, 1}};
    a.races.races = {race};
    a.races.verdict = racer::races::Verdict::Race;
  }

  nlohmann::json sarif() const {
    return nlohmann::json::parse(racer::report::render_sarif(facts, a, racer::report::SarifFindings::Races));
  }
};

}  // namespace

TEST_CASE("sarif: one result per finding, rules GitHub needs, relative URIs, thread flows") {
  const Review x;
  const nlohmann::json doc = x.sarif();
  CHECK(doc["version"] == "2.1.0");
  const nlohmann::json& run = doc["runs"][0];
  for (const auto& rule : run["tool"]["driver"]["rules"]) {
    CHECK_FALSE(rule["shortDescription"]["text"].get<std::string>().empty());
    CHECK_FALSE(rule["fullDescription"]["text"].get<std::string>().empty());
    CHECK_FALSE(rule["help"]["text"].get<std::string>().empty());
    CHECK_FALSE(rule["properties"]["tags"].empty());
  }
  REQUIRE(run["results"].size() == 1);
  const nlohmann::json& res = run["results"][0];
  CHECK(res["ruleId"] == "RACER1001");
  CHECK(res["level"] == "error");
  const nlohmann::json& art = res["locations"][0]["physicalLocation"]["artifactLocation"];
  CHECK(art["uri"] == "src/prog.c");
  CHECK(art["uriBaseId"] == "%SRCROOT%");
  CHECK(res["locations"][0]["physicalLocation"]["region"]["startLine"] == 3);
  CHECK(res["relatedLocations"].size() == 2);
  CHECK(res["codeFlows"][0]["threadFlows"].size() == 2);
  CHECK(res["codeFlows"][0]["threadFlows"][1]["id"] == "worker:2");
  CHECK(res["partialFingerprints"]["racerFinding/v1"].get<std::string>().size() == 16);
  CHECK(run["properties"]["verdict"] == "race");
  CHECK(doc["runs"][0]["originalUriBaseIds"]["%SRCROOT%"]["uri"].get<std::string>().back() == '/');
}

TEST_CASE("sarif: a path outside the working directory is an absolute file URI") {
  const Review x("/abs/dir/my prog.c");
  const nlohmann::json doc = x.sarif();
  const auto& art = doc["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"];
  CHECK(art["uri"] == "file:///abs/dir/my%20prog.c");
  CHECK_FALSE(art.contains("uriBaseId"));
}

TEST_CASE("fingerprint: lines do not count, the location, files, functions and kinds do") {
  const Review before, after("src/prog.c", 40);
  const racer::report::Names nb(before.facts, before.a), na(after.facts, after.a);
  CHECK(nb.fingerprint(before.a.races.races[0]) == na.fingerprint(after.a.races.races[0]));
  const Review moved("src/other.c");
  const racer::report::Names nm(moved.facts, moved.a);
  CHECK(nb.fingerprint(before.a.races.races[0]) != nm.fingerprint(moved.a.races.races[0]));
  Review reads;
  reads.a.races.accesses[0].write = false;
  const racer::report::Names nr(reads.facts, reads.a);
  CHECK(nb.fingerprint(before.a.races.races[0]) != nr.fingerprint(reads.a.races.races[0]));
}

TEST_CASE("suppressions: rules match location, function, file and fingerprint, and errors name the line") {
  const std::string rules = temp_path("rules.supp");
  write(rules, "# comment\n\nlocation nothing*\nfunction work*   # reviewed\n");
  Review x;
  racer::report::apply_suppressions(x.facts, x.a, rules, "");
  CHECK(x.a.races.races[0].suppressed == "suppression file " + rules + ":4");
  // Text: the finding is counted, not shown; the verdict stays.
  const std::string text = racer::report::render_text(x.facts, x.a);
  CHECK(text.find("Data race (must)") == std::string::npos);
  CHECK(text.find("Suppressed findings: 1\n") != std::string::npos);
  CHECK(text.find("Verdict: race\n") != std::string::npos);
  CHECK(x.sarif()["runs"][0]["results"][0]["suppressions"][0]["kind"] == "external");

  write(rules, "file src/*\n");
  Review by_file;
  racer::report::apply_suppressions(by_file.facts, by_file.a, rules, "");
  CHECK_FALSE(by_file.a.races.races[0].suppressed.empty());
  write(rules, "file lib/*\nlocation h\n");
  Review none;
  racer::report::apply_suppressions(none.facts, none.a, rules, "");
  CHECK(none.a.races.races[0].suppressed.empty());
  const racer::report::Names n(none.facts, none.a);
  write(rules, "fingerprint " + n.fingerprint(none.a.races.races[0]) + "\n");
  racer::report::apply_suppressions(none.facts, none.a, rules, "");
  CHECK_FALSE(none.a.races.races[0].suppressed.empty());

  // Names with brackets match as written (fnmatch would read a class).
  Review field;
  field.b.f.field_paths.base = {field.g};
  field.b.f.field_paths.offset_lo = {32};
  field.b.f.field_paths.offset_hi = {63};
  field.b.f.field_paths.path = {field.b.f.strings.add("g[1].n").value};
  field.b.f.bases.size_bits[field.g] = 64;
  field.facts = field.b.f;
  field.a.races.races[0].offset_lo = 32;
  field.a.races.races[0].offset_hi = 63;
  write(rules, "location g[1].n\n");
  racer::report::apply_suppressions(field.facts, field.a, rules, "");
  CHECK_FALSE(field.a.races.races[0].suppressed.empty());

  write(rules, "location g\nlocatoin g\n");
  CHECK_THROWS_WITH(racer::report::read_suppressions(rules),
                    rules + ":2: unknown rule \"locatoin\" (expected location, function, file or fingerprint)");
  write(rules, "function\n");
  CHECK_THROWS_WITH(racer::report::read_suppressions(rules), rules + ":1: \"function\" needs a pattern");
  CHECK_THROWS_AS(racer::report::read_suppressions(temp_path("missing.supp")), racer::Error);
  fs::remove(rules);
}

TEST_CASE("suppressions: a racer: benign comment on an access line, and a baseline") {
  const std::string source = temp_path("prog.c");
  write(source, "int g;\nvoid f(void) {\n  g = 1;\n}\n  x = g; /* racer: benign */\n");
  Review x(source);
  racer::report::apply_suppressions(x.facts, x.a, "", "");
  CHECK(x.a.races.races[0].suppressed == "in source: racer: benign at " + source + ":5");
  CHECK(x.sarif()["runs"][0]["results"][0]["suppressions"][0]["kind"] == "inSource");

  const std::string baseline = temp_path("old.sarif");
  write(baseline, Review().sarif().dump());
  Review again;
  racer::report::apply_suppressions(again.facts, again.a, "", baseline);
  CHECK(again.a.races.races[0].suppressed == "in baseline " + baseline);
  Review elsewhere("src/other.c");
  racer::report::apply_suppressions(elsewhere.facts, elsewhere.a, "", baseline);
  CHECK(elsewhere.a.races.races[0].suppressed.empty());
  write(baseline, "{\"runs\": 3}");
  CHECK_THROWS_WITH(racer::report::read_baseline(baseline), baseline + ": not a SARIF report (no \"runs\" list)");
  write(baseline, "not json");
  CHECK_THROWS_AS(racer::report::read_baseline(baseline), racer::Error);
  fs::remove(baseline);
  fs::remove(source);
}

TEST_CASE("sarif: two instances of one thread get thread flows of their own") {
  Review x;
  x.a.races.accesses[0].thread = ThreadId(1);
  x.a.races.accesses[0].ctx = x.a.races.accesses[1].ctx;
  const nlohmann::json doc = x.sarif();
  const auto& flows = doc["runs"][0]["results"][0]["codeFlows"][0]["threadFlows"];
  CHECK(flows[0]["id"] != flows[1]["id"]);
}

TEST_CASE("fingerprint: a heap block's line is not part of it") {
  Review before, after;
  for (Review* r : {&before, &after}) r->b.f.bases.kind[r->g] = RACER_BASE_HEAP;
  before.b.f.bases.name[before.g] = before.b.f.strings.add("__malloc_main_l12").value;
  after.b.f.bases.name[after.g] = after.b.f.strings.add("__malloc_main_l15").value;
  before.facts = before.b.f;
  after.facts = after.b.f;
  const racer::report::Names nb(before.facts, before.a), na(after.facts, after.a);
  CHECK(nb.fingerprint(before.a.races.races[0]) == na.fingerprint(after.a.races.races[0]));
}

TEST_CASE("json: a run asked for deadlocks only carries no race verdict") {
  const Review x;
  const auto both = nlohmann::json::parse(racer::report::render_json(x.facts, x.a));
  CHECK(both.contains("verdict"));
  CHECK(both.contains("deadlock_verdict"));
  CHECK(both["races"][0]["fingerprint"].get<std::string>().size() == 16);
  CHECK(both["races"][0]["kinds"] == "read-write");
  const auto deadlocks = nlohmann::json::parse(racer::report::render_json(x.facts, x.a, false, true));
  CHECK_FALSE(deadlocks.contains("verdict"));
  CHECK_FALSE(deadlocks.contains("races"));
  CHECK(deadlocks.contains("deadlock_verdict"));
  const auto races = nlohmann::json::parse(racer::report::render_json(x.facts, x.a, true, false));
  CHECK_FALSE(races.contains("deadlock_verdict"));
  CHECK(races.contains("verdict"));
}
