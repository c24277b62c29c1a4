// The SARIF 2.1.0 report (OASIS SARIF v2.1.0), as GitHub code scanning and
// other SARIF viewers read it: one result per finding (a race location, a
// deadlock cycle), the first access as its location, every access as a
// related location, one thread flow per thread with its call trace, and a
// fingerprint that does not move when unrelated lines do.
#include <cctype>
#include <filesystem>
#include <tuple>
#include <set>

#include <nlohmann/json.hpp>

#include "common/file_io.hpp"
#include "report/deadlock_report.hpp"
#include "report/names.hpp"
#include "report/report.hpp"

namespace racer::report {

namespace {

using Json = nlohmann::ordered_json;

struct Rule {
  const char* id;
  const char* name;
  const char* level;  // the result level: error / warning
  const char* precision;
  const char* short_text;
  const char* full_text;
  const char* help;
};

// Rule order is the ruleIndex of results.
constexpr Rule kRules[] = {
    {"RACER1001", "CertainDataRace", "error", "very-high",
     "Certain data race",
     "Two threads access the same memory location, at least one of them writes, and nothing "
     "(lock, join, ordering) keeps the accesses apart: Racer proved that an execution brings both "
     "accesses together, by a static argument or by an execution it ran.",
     "A data race is undefined behaviour in C11. Protect every access of the location with one "
     "common lock, make it atomic (_Atomic, atomic builtins), or order the threads (join, "
     "condition variable). The thread flows show how each thread reaches its access. A race "
     "known to be benign can be suppressed with `/* racer: benign */` on the access line or a "
     "suppression file (-racer-suppress)."},
    {"RACER1002", "PossibleDataRace", "warning", "medium",
     "Possible data race",
     "Two threads may access the same memory location with at least one write and no common "
     "lock; Racer could not prove that an execution reaches both accesses together (the reasons "
     "are listed in the message).",
     "Check whether the accesses can really run at the same time on the same object. If they can, "
     "protect them with a common lock or make the location atomic; if they cannot, the reasons "
     "say what Racer could not see (an ordering, a pointer's target). Suppress a reviewed finding "
     "with `/* racer: benign */` on the access line or -racer-suppress."},
    {"RACER2001", "CertainDeadlock", "error", "high",
     "Deadlock",
     "Threads acquire locks in a cyclic order (or a thread re-acquires a lock it holds), and no "
     "filter (trylock, read modes, a gate lock, single thread, ordering) rules the cycle out.",
     "Acquire the locks of the cycle in one global order in every thread, or take a common gate "
     "lock around the nested acquisitions. The thread flows show where each thread holds one lock "
     "and waits for the next."},
    {"RACER2002", "PossibleDeadlock", "warning", "medium",
     "Possible deadlock",
     "A lock-order cycle Racer could neither confirm nor rule out (for instance a lock whose "
     "object is uncertain).",
     "Check the order in which the locks of the cycle are acquired; make it one global order."},
};
enum RuleIndex { kCertainRace, kPossibleRace, kCertainDeadlock, kPossibleDeadlock };

Json rule_json(const Rule& r, bool race) {
  Json tags = Json::array({"concurrency", race ? "data-race" : "deadlock", "correctness"});
  return {{"id", r.id},
          {"name", r.name},
          {"shortDescription", {{"text", r.short_text}}},
          {"fullDescription", {{"text", r.full_text}}},
          {"help", {{"text", r.help}, {"markdown", r.help}}},
          {"defaultConfiguration", {{"level", r.level}}},
          {"properties", {{"tags", tags}, {"precision", r.precision},
                          {"problem.severity", std::string(r.level) == "error" ? "error" : "warning"}}}};
}

// A statement's place: a URI relative to %SRCROOT% (the directory Racer
// ran in) for files under it, an absolute file URI otherwise.
class Places {
 public:
  Places(const facts::FactStore& facts, const Names& n) : n_(n) {
    (void)facts;
    // %SRCROOT% is the directory the plug-in's paths are relative to.
    root_ = working_directory();
  }

  Json physical(StmtId s) const {
    Json artifact = {{"uri", uri(n_.file(s))}};
    if (!std::filesystem::path(n_.file(s)).is_absolute()) artifact["uriBaseId"] = "%SRCROOT%";
    Json region = {{"startLine", std::max<std::int32_t>(1, n_.line(s))}};
    if (const std::int32_t c = n_.column(s); c > 0) region["startColumn"] = c;
    return {{"artifactLocation", artifact}, {"region", region}};
  }

  Json location(StmtId s, const std::string& message, int id = -1) const {
    Json j = Json::object();
    if (id >= 0) j["id"] = id;
    j["physicalLocation"] = physical(s);
    j["message"] = {{"text", message}};
    return j;
  }

  Json base_ids() const {
    std::string root = "file://" + percent_encode(root_.generic_string());
    if (root.back() != '/') root += '/';
    return {{"%SRCROOT%", {{"uri", root}}}};
  }

 private:
  static std::string percent_encode(const std::string& path) {
    static const char* const hex = "0123456789ABCDEF";
    std::string out;
    for (unsigned char c : path) {
      if (std::isalnum(c) || std::string_view("/-._~").find(static_cast<char>(c)) != std::string_view::npos)
        out += static_cast<char>(c);
      else {
        out += '%';
        out += hex[c >> 4];
        out += hex[c & 15];
      }
    }
    return out;
  }
  static std::string uri(const std::string& file) {
    if (std::filesystem::path(file).is_absolute()) return "file://" + percent_encode(file);
    return percent_encode(file);
  }

  const Names& n_;
  std::filesystem::path root_;
};

std::string access_text(const Names& n, const races::Access& a) {
  std::string locks;
  for (const std::string& l : n.locks(a.locks.must)) locks += (locks.empty() ? "" : ", ") + l;
  return std::string(a.write ? "write" : "read") + " in thread " + n.thread(a.thread) + ", locks held: {" +
         locks + "}";
}

// One thread's way to its access: the call sites from its entry, then the
// access itself.
Json thread_flow(const Places& p, const Names& n, const races::Access& a) {
  Json steps = Json::array();
  int nesting = 0;
  for (const threads::CallSite& c : n.trace(a.ctx))
    steps.push_back({{"location", p.location(c.stmt, "call of " + n.function(c.callee))}, {"nestingLevel", nesting++}});
  steps.push_back({{"location", p.location(a.stmt, access_text(n, a))}, {"nestingLevel", nesting}, {"importance", "essential"}});
  return {{"id", n.thread(a.thread)}, {"message", {{"text", "thread " + n.thread(a.thread)}}}, {"locations", steps}};
}

Json suppressions_json(const races::Race& r) {
  if (r.suppressed.empty()) return Json();
  const bool in_source = r.suppressed.rfind("in source", 0) == 0;
  return Json::array({{{"kind", in_source ? "inSource" : "external"}, {"justification", r.suppressed}}});
}

Json race_result(const Places& p, const Names& n, const races::RaceFindings& f, const races::Race& r) {
  const races::Access& x = f.accesses[r.first];
  const races::Access& y = f.accesses[r.second];
  const bool certain = r.kind == races::RaceKind::Must;
  std::string text = std::string(certain ? "Data race" : "Possible data race") + " on " + n.location_name(r) +
                     ": " + access_text(n, x) + " at " + n.location(x.stmt) + ", " + access_text(n, y) + " at " +
                     n.location(y.stmt) + " (" + n.pair_kinds(r) + ")";
  if (!certain) {
    std::string why;
    for (const std::string& w : Names::must_failures(r.reasons)) why += (why.empty() ? "" : ", ") + w;
    if (!why.empty()) text += ". Not certain: " + (r.obstacle.empty() ? why : r.obstacle);
  }
  if (!r.witness.empty()) text += ". Witnessed by the execution: " + r.witness;
  Json related = Json::array();
  int id = 0;
  related.push_back(p.location(x.stmt, access_text(n, x), id++));
  related.push_back(p.location(y.stmt, access_text(n, y), id++));
  std::set<std::tuple<std::int32_t, bool, std::int32_t>> seen = {{x.stmt.value, x.write, x.thread.value},
                                                                 {y.stmt.value, y.write, y.thread.value}};
  for (std::size_t k = 0; k < r.sites.size() && related.size() < 100; ++k) {
    const races::Access& a = f.accesses[r.sites[k]];
    if (seen.insert({a.stmt.value, a.write, a.thread.value}).second)
      related.push_back(p.location(a.stmt, access_text(n, a), id++));
  }
  Json flows = Json::array({thread_flow(p, n, x), thread_flow(p, n, y)});
  // Two instances of one thread: thread-flow ids are unique in a code flow.
  if (flows[0]["id"] == flows[1]["id"]) {
    flows[0]["id"] = flows[0]["id"].get<std::string>() + " (instance 1)";
    flows[1]["id"] = flows[1]["id"].get<std::string>() + " (instance 2)";
  }
  Json result = {{"ruleId", kRules[certain ? kCertainRace : kPossibleRace].id},
                 {"ruleIndex", certain ? kCertainRace : kPossibleRace},
                 {"level", kRules[certain ? kCertainRace : kPossibleRace].level},
                 {"message", {{"text", text}}},
                 {"locations", Json::array({p.location(x.stmt, access_text(n, x))})},
                 {"relatedLocations", related},
                 {"codeFlows", Json::array({{{"threadFlows", flows}}})},
                 {"partialFingerprints", {{"racerFinding/v1", n.fingerprint(r)}}},
                 {"properties", {{"location", n.location_name(r)},
                                 {"kinds", n.pair_kinds(r)},
                                 {"threads", Json::array({n.thread(x.thread), n.thread(y.thread)})},
                                 {"sites", r.sites.size()}}}};
  if (Json s = suppressions_json(r); !s.is_null()) result["suppressions"] = s;
  return result;
}

Json deadlock_results(const Places& p, const Names& n, const engine::Analysis& a) {
  const deadlock::DeadlockFindings& d = a.deadlocks;
  Json out = Json::array();
  const auto cycle = [&](const std::vector<int>& locks) { return cycle_text(n, d, locks); };
  for (const deadlock::Deadlock& x : d.deadlocks) {
    Json flows = Json::array(), related = Json::array();
    std::string key = cycle(x.locks);
    int id = 0;
    for (std::size_t w : x.witnesses) {
      const lockset::LockOrderEdge& e = a.locks.order_edges[w];
      const std::string what = "thread " + n.thread(e.thread) + " holds " + n.lock(e.held) + " and waits for " +
                               n.lock(e.acquired);
      Json steps = Json::array();
      int nesting = 0;
      for (const threads::CallSite& c : n.trace(e.ctx))
        steps.push_back({{"location", p.location(c.stmt, "call of " + n.function(c.callee))}, {"nestingLevel", nesting++}});
      if (e.held_stmt.valid())
        steps.push_back({{"location", p.location(e.held_stmt, "locks " + n.lock(e.held))}, {"nestingLevel", nesting}});
      steps.push_back({{"location", p.location(e.stmt, what)}, {"nestingLevel", nesting}, {"importance", "essential"}});
      flows.push_back({{"id", n.thread(e.thread) + " (acquisition " + std::to_string(flows.size() + 1) + ")"},
                       {"locations", steps}});
      related.push_back(p.location(e.stmt, what, id++));
      key += "|" + n.function(a.contexts[e.ctx].function);
    }
    const lockset::LockOrderEdge& first = a.locks.order_edges[x.witnesses[0]];
    const std::string text = x.self ? "Self-deadlock on " + lock_name(n, d, x.locks[0]) + ": thread " +
                                          n.thread(first.thread) + " acquires it again"
                                    : "Deadlock " + cycle(x.locks);
    out.push_back({{"ruleId", kRules[kCertainDeadlock].id},
                   {"ruleIndex", kCertainDeadlock},
                   {"level", kRules[kCertainDeadlock].level},
                   {"message", {{"text", text}}},
                   {"locations", Json::array({p.location(first.stmt, text)})},
                   {"relatedLocations", related},
                   {"codeFlows", Json::array({{{"threadFlows", flows}}})},
                   {"partialFingerprints", {{"racerFinding/v1", Names::hash_text(key)}}}});
  }
  for (const deadlock::OpenCycle& c : d.open) {
    const std::string text = "Possible deadlock " + cycle(c.locks) + ": " + c.why;
    // An open cycle has no acquisition to point at: its first lock's edge.
    StmtId at;
    for (const lockset::LockOrderEdge& e : a.locks.order_edges)
      if (e.acquired == d.graph.locks[static_cast<std::size_t>(c.locks[0])]) {
        at = e.stmt;
        break;
      }
    Json result = {{"ruleId", kRules[kPossibleDeadlock].id},
                   {"ruleIndex", kPossibleDeadlock},
                   {"level", kRules[kPossibleDeadlock].level},
                   {"message", {{"text", text}}}};
    if (at.valid()) result["locations"] = Json::array({p.location(at, text)});
    result["partialFingerprints"] = {{"racerFinding/v1", Names::hash_text("open|" + cycle(c.locks))}};
    out.push_back(result);
  }
  return out;
}

}  // namespace

std::string render_sarif(const facts::FactStore& facts, const engine::Analysis& a, SarifFindings which) {
  const Names n(facts, a);
  const Places p(facts, n);
  const bool races = which == SarifFindings::Races;
  Json rules = Json::array();
  for (const Rule& r : kRules) rules.push_back(rule_json(r, &r < &kRules[kCertainDeadlock]));
  Json results = Json::array();
  if (races)
    for (const races::Race& r : a.races.races) results.push_back(race_result(p, n, a.races, r));
  else
    results = deadlock_results(p, n, a);
  const std::string verdict = races ? verdict_name(a.races.verdict) : deadlock_verdict_name(a.deadlocks.verdict);
  Json notifications = Json::array();
  const std::vector<std::string>& reasons = races ? a.races.unknown_reasons : a.deadlocks.unknown_reasons;
  for (const std::string& r : reasons)
    notifications.push_back({{"level", "note"}, {"message", {{"text", "unknown because: " + r}}}});
  const Json run = {
      {"tool", {{"driver", {{"name", "Racer"},
                            {"version", RACER_VERSION},
                            {"semanticVersion", RACER_VERSION},
                            {"informationUri", "https://frama-c.com"},
                            {"rules", rules}}}}},
      {"invocations", Json::array({{{"executionSuccessful", true},
                                    {"toolExecutionNotifications", notifications}}})},
      {"originalUriBaseIds", p.base_ids()},
      {"columnKind", "unicodeCodePoints"},
      {"results", results},
      {"properties", {{"verdict", verdict}, {"analysis", races ? "races" : "deadlocks"}}}};
  const Json doc = {{"$schema", "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"},
                    {"version", "2.1.0"},
                    {"runs", Json::array({run})}};
  return doc.dump(2) + "\n";
}

}  // namespace racer::report
