// The JSON report (DESIGN.md §4). Field names are a stable contract: CI
// pipelines and the SV-COMP benchmark read them.
#include <iterator>

#include <sys/resource.h>

#include <nlohmann/json.hpp>

#include "report/deadlock_report.hpp"
#include "report/names.hpp"
#include "report/report.hpp"

namespace racer::report {

namespace {

// An access; a site of a location's list leaves out the call trace (the
// pair shown has it), which would make the report grow with sites × depth.
nlohmann::ordered_json access_json(const Names& n, const races::Access& a, bool with_trace = true) {
  nlohmann::ordered_json j = {{"file", n.file(a.stmt)},
                              {"line", n.line(a.stmt)},
                              {"kind", a.write ? "write" : "read"},
                              {"thread", n.thread(a.thread)},
                              {"locks", n.locks(a.locks.must)},
                              {"may_locks", n.locks(a.locks.may)},
                              {"through_pointer", a.through_pointer},
                              {"object", n.base(a.base)}};
  if (!with_trace) return j;
  nlohmann::ordered_json trace = nlohmann::ordered_json::array();
  for (const threads::CallSite& c : n.trace(a.ctx))
    trace.push_back(n.function(c.callee) + " called at " + n.location(c.stmt));
  trace.push_back(n.location(a.stmt));
  j["trace"] = trace;
  return j;
}

// Sites listed per location: a pointer of unknown target on a real program
// may meet thousands; the count says how many there are.
constexpr std::size_t kSitesListed = 100;

// The process's peak resident memory so far (the whole Frama-C process
// when Racer runs as its plug-in), in KiB; 0 where the system does not say.
std::int64_t peak_memory_kb() {
  struct rusage u {};
  if (getrusage(RUSAGE_SELF, &u) != 0) return 0;
  return static_cast<std::int64_t>(u.ru_maxrss);  // KiB on Linux
}

}  // namespace

std::string render_json(const facts::FactStore& facts, const engine::Analysis& a, bool with_races,
                        bool with_deadlocks) {
  const Names n(facts, a);
  const races::RaceFindings& f = a.races;
  nlohmann::ordered_json races = nlohmann::ordered_json::array();
  static const char* const reason_names[] = {"not-precise",  "not-unique-access", "weak",
                                             "not-parallel", "not-unique-malloc",
                                             "may-locksets-overlap", "not-surely-executed",
                                             "may-wait", "may-end-first", "loop-on-the-way",
                                             "lock-history", "unseen-ordering", "computed-values"};
  static_assert(std::size(reason_names) == races::kMustFailureCount);
  std::size_t must = 0;
  for (const races::Race& r : f.races) {
    must += r.kind == races::RaceKind::Must;
    nlohmann::ordered_json reasons = nlohmann::ordered_json::array();
    for (int i = 0; i < races::kMustFailureCount; ++i)
      if (r.reasons & (1u << i)) reasons.push_back(reason_names[i]);
    std::string location = r.through_pointer ? "*" + n.base(r.base) : n.base(r.base);
    if (r.offset_lo >= 0) location += "[bits " + std::to_string(r.offset_lo) + ".." + std::to_string(r.offset_hi) + "]";
    nlohmann::ordered_json sites = nlohmann::ordered_json::array();
    for (std::size_t k = 0; k < r.sites.size() && k < kSitesListed; ++k)
      sites.push_back(access_json(n, f.accesses[r.sites[k]], false));
    nlohmann::ordered_json pairs = nlohmann::ordered_json::array();
    for (const races::ThreadPair& t : r.thread_pairs)
      pairs.push_back({{"threads", {n.thread(t.a), n.thread(t.b)}}, {"certain", t.certain}});
    races.push_back({{"kind", r.kind == races::RaceKind::Must ? "must" : "may"},
                     {"location", location},
                     {"name", n.location_name(r)},
                     {"kinds", n.pair_kinds(r)},
                     {"fingerprint", n.fingerprint(r)},
                     {"suppressed", r.suppressed.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(r.suppressed)},
                     {"base", n.base(r.base)},
                     {"through_pointer", r.through_pointer},
                     {"reasons", reasons},
                     {"witness", r.witness.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(r.witness)},
                     {"obstacle", r.obstacle.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(r.obstacle)},
                     {"accesses", {access_json(n, f.accesses[r.first]), access_json(n, f.accesses[r.second])}},
                     {"sites", sites},
                     {"sites_total", r.sites.size()},
                     {"thread_pairs", pairs}});
  }
  nlohmann::ordered_json threads = nlohmann::ordered_json::array();
  for (std::size_t t = 0; t < a.threads.threads.size(); ++t) {
    const threads::Thread& th = a.threads.threads[t];
    threads.push_back({{"name", n.thread(ThreadId(static_cast<std::int32_t>(t)))},
                       {"entry", n.function(th.entry)},
                       {"multiple", th.multiple}});
  }
  nlohmann::ordered_json imprecisions = nlohmann::ordered_json::array();
  for (const racer::Imprecision& i : racer::distinct_reports(f.imprecisions)) {
    nlohmann::ordered_json j = {{"kind", racer::imprecision_name(i.kind)}, {"detail", i.detail}};
    if (i.stmt.valid()) {
      j["file"] = n.file(i.stmt);
      j["line"] = n.line(i.stmt);
    }
    imprecisions.push_back(j);
  }
  nlohmann::ordered_json stages = nlohmann::ordered_json::object();
  for (const auto& [stage, seconds] : a.stage_seconds) stages[std::string(engine::kStageNames[stage])] = seconds;
  nlohmann::ordered_json doc = {{"tool", "racer"}, {"version", RACER_VERSION}};
  if (with_races) doc["verdict"] = verdict_name(f.verdict);
  if (with_deadlocks) doc["deadlock_verdict"] = deadlock_verdict_name(a.deadlocks.verdict);
  if (with_races) {
    doc["unknown_reasons"] = f.unknown_reasons;
    doc["races"] = races;
  }
  if (with_deadlocks) doc["deadlocks"] = deadlocks_json(facts, a);
  const nlohmann::ordered_json rest = {
      {"threads", threads},
      {"imprecisions", imprecisions},
      {"stats", {{"seconds", a.seconds},
                 {"contexts", a.contexts.size()},
                 {"accesses", f.accesses.size()},
                 {"races", f.races.size()},
                 {"must_races", must},
                 {"peak_memory_kb", peak_memory_kb()},
                 {"stage_seconds", stages}}}};
  for (const auto& [key, value] : rest.items()) doc[key] = value;
  return doc.dump(2) + "\n";
}

}  // namespace racer::report
