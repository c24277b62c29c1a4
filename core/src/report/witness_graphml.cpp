// The SV-COMP GraphML violation witness of a must-race (witness_graphml.hpp).
//
// RacerF writes an entry node and two violation nodes, one edge to each
// with the access's line. The edges here say more, in the format's own
// concurrency keys: the main thread starts on the first edge (createThread
// with enterFunction, as the format allows for main), every other thread on
// the way is created by its first creator on the line of its create
// statement and then enters its function, and each access edge names the
// thread that runs it (threadId). Thread ids are rows of the threads table.
// A validator stays in a state until an edge matches, so the calls between
// these steps need no edges.
#include "report/witness_graphml.hpp"

#include <ctime>
#include <optional>
#include <set>
#include <vector>

#include "common/error.hpp"
#include "report/names.hpp"
#include "report/report.hpp"

namespace racer::report {
namespace {

std::string escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default: out += c;
    }
  }
  return out;
}

// A comment may not hold "--" nor end with '-'.
std::string comment_text(std::string text) {
  for (std::size_t at; (at = text.find("--")) != std::string::npos;) text.replace(at, 2, "- -");
  if (!text.empty() && text.back() == '-') text += ' ';
  return text;
}

// The keys the witness uses, declared as the format's description and
// witnesslint expect them (ids, `for` domains, types; booleans default
// to false).
struct Key {
  const char* id;
  const char* name;
  const char* domain;
  const char* type;
  const char* default_value;  // nullptr: none
};
constexpr Key kKeys[] = {
    {"witness-type", "witness-type", "graph", "string", nullptr},
    {"sourcecodelang", "sourcecodeLanguage", "graph", "string", nullptr},
    {"producer", "producer", "graph", "string", nullptr},
    {"specification", "specification", "graph", "string", nullptr},
    {"programfile", "programFile", "graph", "string", nullptr},
    {"programhash", "programHash", "graph", "string", nullptr},
    {"architecture", "architecture", "graph", "string", nullptr},
    {"creationtime", "creationTime", "graph", "string", nullptr},
    {"entry", "isEntryNode", "node", "boolean", "false"},
    {"violation", "isViolationNode", "node", "boolean", "false"},
    {"startline", "startline", "edge", "int", nullptr},
    {"endline", "endline", "edge", "int", nullptr},
    {"enterFunction", "enterFunction", "edge", "string", nullptr},
    {"threadId", "threadId", "edge", "string", nullptr},
    {"createThread", "createThread", "edge", "string", nullptr},
};

using Data = std::vector<std::pair<std::string, std::string>>;

struct Edge {
  std::string source, target;
  Data data;
};

// The automaton, built node by node in the order it is written.
class Automaton {
 public:
  Automaton(const facts::FactStore& facts, const engine::Analysis& a) : names_(facts, a), a_(a) {}

  void node(const std::string& id, Data data = {}) { nodes_.push_back({id, std::move(data)}); }
  void edge(const std::string& from, const std::string& to, Data data) {
    edges_.push_back({from, to, std::move(data)});
  }

  // The node after thread t entered its function, with the edges that
  // create and start it and each thread above it not placed yet.
  std::string started(ThreadId t) {
    std::vector<ThreadId> chain;  // t and its creators, up to a placed one
    std::set<std::int32_t> seen;
    ThreadId top = t;
    while (top.index() != 0 && placed_.count(top.value) == 0 && seen.insert(top.value).second) {
      chain.push_back(top);
      top = creator(top);
    }
    // Only a cyclic thread graph makes creators never reach main: its
    // threads are then said to start from main.
    if (top.index() != 0 && placed_.count(top.value) == 0) top = ThreadId(0);
    if (placed_.insert(0).second) {
      node(id(ThreadId(0)));
      edge("start", id(ThreadId(0)),
           {{"enterFunction", names_.function(a_.threads.threads[0].entry)}, {"createThread", "0"}});
    }
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
      const ThreadId child = *it;
      const threads::Thread& th = a_.threads.threads[child.index()];
      const std::string created = "created" + std::to_string(child.value);
      node(created);
      Data create = {{"threadId", std::to_string(top.value)}, {"createThread", std::to_string(child.value)}};
      add_lines(create, th.create);
      edge(id(top), created, std::move(create));
      node(id(child));
      edge(created, id(child),
           {{"threadId", std::to_string(child.value)}, {"enterFunction", names_.function(th.entry)}});
      placed_.insert(child.value);
      top = child;
    }
    return id(t);
  }

  // A violation node for the access, reached from its thread's node on
  // the access's line.
  void access(const std::string& violation, const races::Access& acc) {
    const std::string from = started(acc.thread);
    node(violation, {{"violation", "true"}});
    Data data = {{"threadId", std::to_string(acc.thread.value)}};
    add_lines(data, acc.stmt);
    edge(from, violation, std::move(data));
  }

  // The same for a second instance of the access's thread (a race of a
  // thread with itself: two instances created at one statement). It gets
  // an id of its own, created by the same creator on the same line.
  void access_in_second_instance(const std::string& violation, const races::Access& acc) {
    started(acc.thread);
    const threads::Thread& th = a_.threads.threads[acc.thread.index()];
    const ThreadId parent = creator(acc.thread);
    const std::string fresh = std::to_string(a_.threads.threads.size());
    const std::string created = "created" + fresh, thread = "thread" + fresh;
    node(created);
    Data create = {{"threadId", std::to_string(parent.value)}, {"createThread", fresh}};
    add_lines(create, th.create);
    edge(id(parent), created, std::move(create));
    node(thread);
    edge(created, thread, {{"threadId", fresh}, {"enterFunction", names_.function(th.entry)}});
    node(violation, {{"violation", "true"}});
    Data data = {{"threadId", fresh}};
    add_lines(data, acc.stmt);
    edge(thread, violation, std::move(data));
  }

  std::string nodes_xml() const {
    std::string out;
    for (const auto& [name, data] : nodes_) out += element("node", "id=\"" + escape(name) + "\"", data);
    return out;
  }
  std::string edges_xml() const {
    std::string out;
    for (const Edge& e : edges_)
      out += element("edge", "source=\"" + escape(e.source) + "\" target=\"" + escape(e.target) + "\"", e.data);
    return out;
  }

  const Names& names() const { return names_; }

 private:
  static std::string id(ThreadId t) { return "thread" + std::to_string(t.value); }

  // The first creator, as in the threads table's `parent` column.
  ThreadId creator(ThreadId t) const {
    for (const threads::ThreadEdge& e : a_.threads.edges)
      if (e.child == t) return e.parent;
    return ThreadId(0);
  }

  void add_lines(Data& data, StmtId s) const {
    const std::int32_t line = names_.line(s);
    if (line <= 0) return;
    data.emplace_back("startline", std::to_string(line));
    data.emplace_back("endline", std::to_string(line));
  }

  static std::string element(const char* tag, const std::string& attributes, const Data& data) {
    if (data.empty()) return std::string("  <") + tag + " " + attributes + "/>\n";
    std::string out = std::string("  <") + tag + " " + attributes + ">\n";
    for (const auto& [key, value] : data)
      out += "   <data key=\"" + key + "\">" + escape(value) + "</data>\n";
    return out + "  </" + tag + ">\n";
  }

  Names names_;
  const engine::Analysis& a_;
  std::vector<std::pair<std::string, Data>> nodes_;
  std::vector<Edge> edges_;
  std::set<std::int32_t> placed_;
};

std::optional<std::size_t> witnessed_race(const races::RaceFindings& f) {
  if (f.verdict != races::Verdict::Race) return std::nullopt;
  for (std::size_t r = 0; r < f.races.size(); ++r)
    if (f.races[r].kind == races::RaceKind::Must) return r;
  return std::nullopt;
}

}  // namespace

std::string render_witness_graphml(const facts::FactStore& facts, const engine::Analysis& a,
                                   const WitnessTask& task) {
  const std::optional<std::size_t> found = witnessed_race(a.races);
  if (!found)
    throw Error(RACER_E_STATE, std::string("no certain race: no violation witness (verdict ") +
                                   verdict_name(a.races.verdict) + ")");
  const races::Race& race = a.races.races[*found];
  const races::Access& first = a.races.accesses[race.first];
  const races::Access& second = a.races.accesses[race.second];

  Automaton automaton(facts, a);
  automaton.node("start", {{"entry", "true"}});
  automaton.access("access1", first);
  if (second.thread == first.thread && first.thread.index() != 0)
    automaton.access_in_second_instance("access2", second);
  else
    automaton.access("access2", second);

  const Names& n = automaton.names();
  auto describe = [&](const races::Access& acc) {
    return std::string(acc.write ? "write" : "read") + " at " + n.location(acc.stmt) + " in thread " +
           n.thread(acc.thread);
  };
  const std::string what = "Data race (must) on " + n.location_name(race) + ": " + describe(first) +
                           ", " + describe(second);

  std::string out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
      "<!-- " + comment_text(what) + " -->\n"
      "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\" "
      "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n";
  for (const Key& k : kKeys) {
    out += std::string(" <key attr.name=\"") + k.name + "\" attr.type=\"" + k.type + "\" for=\"" +
           k.domain + "\" id=\"" + k.id + "\"";
    out += k.default_value ? std::string(">\n  <default>") + k.default_value + "</default>\n </key>\n"
                           : std::string("/>\n");
  }
  out += " <graph edgedefault=\"directed\">\n";
  const std::pair<const char*, std::string> graph_data[] = {
      {"witness-type", "violation_witness"},
      {"sourcecodelang", "C"},
      {"producer", std::string("Racer ") + RACER_VERSION},
      {"specification", kNoDataRaceSpecification},
      {"programfile", task.program_file},
      {"programhash", task.program_hash},
      {"architecture", task.architecture},
      {"creationtime", task.creation_time},
  };
  for (const auto& [key, value] : graph_data)
    out += std::string("  <data key=\"") + key + "\">" + escape(value) + "</data>\n";
  out += automaton.nodes_xml();
  out += automaton.edges_xml();
  out += " </graph>\n</graphml>\n";
  return out;
}

std::string creation_time_now() {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

}  // namespace racer::report
