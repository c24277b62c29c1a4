// The SV-COMP violation witness: the GraphML document of a run with a
// must-race, read back with a small XML reader and checked against the
// witness format 1.0 description (keys, graph data, entry and violation
// nodes, edges); no witness without a certain race.
#include <cctype>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "common/error.hpp"
#include "common/file_io.hpp"
#include "common/sha256.hpp"
#include "facts/model_json.hpp"
#include "program_builder.hpp"
#include "report/witness_graphml.hpp"

using racer::test::Program;

namespace {

// An XML element: what the witness checks need of one.
struct Element {
  std::string name;
  std::map<std::string, std::string> attributes;
  std::vector<Element> children;
  std::string text;

  std::vector<const Element*> all(const std::string& child) const {
    std::vector<const Element*> out;
    for (const Element& c : children)
      if (c.name == child) out.push_back(&c);
    return out;
  }
  // The text of the <data key="key"> child; "" when there is none.
  std::string data(const std::string& key) const {
    for (const Element* d : all("data"))
      if (d->attributes.at("key") == key) return d->text;
    return "";
  }
};

// Reads the XML subset the witness is written in (a declaration, comments,
// elements, attributes, text with the five predefined entities) and throws
// on anything not well-formed, mismatched end tags included.
class XmlReader {
 public:
  explicit XmlReader(std::string text) : s_(std::move(text)) {}

  Element document() {
    skip_space();
    if (s_.compare(at_, 5, "<?xml") == 0) at_ = find("?>") + 2;
    skip_misc();
    Element root = element();
    skip_misc();
    if (at_ != s_.size()) fail("text after the root element");
    return root;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error("XML offset " + std::to_string(at_) + ": " + what);
  }
  std::size_t find(const char* what) const {
    const std::size_t p = s_.find(what, at_);
    if (p == std::string::npos) fail(std::string("no ") + what);
    return p;
  }
  void skip_space() {
    while (at_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[at_]))) ++at_;
  }
  void skip_misc() {
    for (skip_space(); s_.compare(at_, 4, "<!--") == 0; skip_space()) at_ = find("-->") + 3;
  }
  std::string name() {
    const std::size_t start = at_;
    while (at_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[at_])) ||
                               s_[at_] == ':' || s_[at_] == '.' || s_[at_] == '-' || s_[at_] == '_'))
      ++at_;
    if (at_ == start) fail("a name expected");
    return s_.substr(start, at_ - start);
  }
  std::string unescape(const std::string& raw) const {
    static const std::map<std::string, char> entities = {
        {"amp", '&'}, {"lt", '<'}, {"gt", '>'}, {"quot", '"'}, {"apos", '\''}};
    std::string out;
    for (std::size_t i = 0; i < raw.size(); ++i) {
      if (raw[i] == '<') fail("'<' in text");
      if (raw[i] != '&') {
        out += raw[i];
        continue;
      }
      const std::size_t end = raw.find(';', i);
      if (end == std::string::npos || !entities.count(raw.substr(i + 1, end - i - 1))) fail("bad entity");
      out += entities.at(raw.substr(i + 1, end - i - 1));
      i = end;
    }
    return out;
  }
  Element element() {
    if (s_[at_] != '<') fail("'<' expected");
    ++at_;
    Element e;
    e.name = name();
    for (;;) {
      skip_space();
      if (s_.compare(at_, 2, "/>") == 0) {
        at_ += 2;
        return e;
      }
      if (s_[at_] == '>') break;
      const std::string key = name();
      if (s_.compare(at_, 2, "=\"") != 0) fail("=\" expected after " + key);
      at_ += 2;
      const std::size_t end = find("\"");
      if (!e.attributes.emplace(key, unescape(s_.substr(at_, end - at_))).second) fail("repeated " + key);
      at_ = end + 1;
    }
    ++at_;
    for (;;) {
      const std::size_t lt = find("<");
      e.text += unescape(s_.substr(at_, lt - at_));
      at_ = lt;
      if (s_.compare(at_, 4, "<!--") == 0) {
        at_ = find("-->") + 3;
      } else if (s_.compare(at_, 2, "</") == 0) {
        at_ += 2;
        if (name() != e.name) fail("end tag does not match <" + e.name + ">");
        skip_space();
        if (s_[at_] != '>') fail("'>' expected");
        ++at_;
        return e;
      } else {
        e.children.push_back(element());
      }
    }
  }

  std::string s_;
  std::size_t at_ = 0;
};

// main creates `worker` then `other`; each writes g with no lock: one
// must-race, whose accesses run in threads 1 and 2.
struct Racy {
  Program p;
  std::int32_t main, worker, other, create_worker, create_other, write_worker, write_other;
  std::shared_ptr<racer::engine::Analysis> a;

  explicit Racy(bool racing = true) {
    main = p.fn("main");
    worker = p.thread_fn("worker");
    other = p.thread_fn("other");
    const auto t1 = p.global("t1"), t2 = p.global("t2"), g = p.global("g"), m = p.global("m");
    write_worker = p.write(worker, g);
    p.ret(worker);
    if (!racing) p.lock(other, m);
    write_other = p.write(other, racing ? g : m);
    p.ret(other);
    create_worker = p.create(main, t1, worker);
    create_other = p.create(main, t2, other);
    p.ret(main);
    a = p.run(main);
  }

  std::int32_t line(std::int32_t stmt) const { return p.facts.statements.line[stmt]; }
  std::string witness() const {
    return racer::report::render_witness_graphml(
        p.facts, *a, {"dir/prog & co.c", std::string(64, 'f'), "64bit", "2024-05-01T12:00:00Z"});
  }
};

const Element* node(const Element& graph, const std::string& id) {
  for (const Element* n : graph.all("node"))
    if (n->attributes.at("id") == id) return n;
  return nullptr;
}

const Element* edge(const Element& graph, const std::string& source, const std::string& target) {
  for (const Element* e : graph.all("edge"))
    if (e->attributes.at("source") == source && e->attributes.at("target") == target) return e;
  return nullptr;
}

}  // namespace

TEST_CASE("witness: the keys and graph data of the format, as witnesslint expects them") {
  Racy x;
  REQUIRE(x.a->races.verdict == racer::races::Verdict::Race);
  const std::string text = x.witness();
  INFO(text);
  const Element root = XmlReader(text).document();
  CHECK(root.name == "graphml");
  CHECK(root.attributes.at("xmlns") == "http://graphml.graphdrawing.org/xmlns");

  std::map<std::string, const Element*> keys;
  for (const Element* k : root.all("key")) CHECK(keys.emplace(k->attributes.at("id"), k).second);
  const std::map<std::string, std::pair<std::string, std::string>> expected = {
      {"witness-type", {"graph", "string"}},  {"sourcecodelang", {"graph", "string"}},
      {"producer", {"graph", "string"}},      {"specification", {"graph", "string"}},
      {"programfile", {"graph", "string"}},   {"programhash", {"graph", "string"}},
      {"architecture", {"graph", "string"}},  {"creationtime", {"graph", "string"}},
      {"entry", {"node", "boolean"}},         {"violation", {"node", "boolean"}},
      {"startline", {"edge", "int"}},         {"endline", {"edge", "int"}},
      {"enterFunction", {"edge", "string"}},  {"threadId", {"edge", "string"}},
      {"createThread", {"edge", "string"}}};
  CHECK(keys.size() == expected.size());
  for (const auto& [id, domain_type] : expected) {
    INFO("key " << id);
    REQUIRE(keys.count(id) == 1);
    CHECK(keys[id]->attributes.at("for") == domain_type.first);
    CHECK(keys[id]->attributes.at("attr.type") == domain_type.second);
  }
  CHECK(keys["entry"]->attributes.at("attr.name") == "isEntryNode");
  CHECK(keys["violation"]->attributes.at("attr.name") == "isViolationNode");
  for (const char* boolean : {"entry", "violation"}) {
    REQUIRE(keys[boolean]->all("default").size() == 1);
    CHECK(keys[boolean]->all("default")[0]->text == "false");
  }

  REQUIRE(root.all("graph").size() == 1);
  const Element& graph = *root.all("graph")[0];
  CHECK(graph.attributes.at("edgedefault") == "directed");
  CHECK(graph.data("witness-type") == "violation_witness");
  CHECK(graph.data("sourcecodelang") == "C");
  CHECK(graph.data("producer") == std::string("Racer ") + RACER_VERSION);
  CHECK(graph.data("specification") == "CHECK( init(main()), LTL(G ! data-race) )");
  CHECK(graph.data("programfile") == "dir/prog & co.c");  // escaped and read back
  CHECK(graph.data("programhash") == std::string(64, 'f'));
  CHECK(graph.data("architecture") == "64bit");
  CHECK(graph.data("creationtime") == "2024-05-01T12:00:00Z");
}

TEST_CASE("witness: threads are created and started on the way to both violation nodes") {
  Racy x;
  const Element root = XmlReader(x.witness()).document();
  const Element& graph = *root.all("graph")[0];

  // Exactly one entry node, the two accesses the violation nodes.
  std::vector<std::string> entries, violations;
  for (const Element* n : graph.all("node")) {
    if (n->data("entry") == "true") entries.push_back(n->attributes.at("id"));
    if (n->data("violation") == "true") violations.push_back(n->attributes.at("id"));
  }
  CHECK(entries == std::vector<std::string>{"start"});
  CHECK(violations == std::vector<std::string>{"access1", "access2"});
  for (const Element* e : graph.all("edge")) {
    CHECK(node(graph, e->attributes.at("source")) != nullptr);
    CHECK(node(graph, e->attributes.at("target")) != nullptr);
    CHECK(e->attributes.at("source") != e->attributes.at("target"));
  }
  CHECK(graph.all("node").size() == 8);  // start, main, 2 x (created, started), 2 accesses
  CHECK(graph.all("edge").size() == 7);  // a tree

  const Element* main = edge(graph, "start", "thread0");
  REQUIRE(main);
  CHECK(main->data("enterFunction") == "main");
  CHECK(main->data("createThread") == "0");
  const std::pair<std::int32_t, std::int32_t> threads[] = {{x.create_worker, x.write_worker},
                                                           {x.create_other, x.write_other}};
  std::set<std::int32_t> accessed;
  for (int t = 1; t <= 2; ++t) {
    const std::string n = std::to_string(t);
    const Element* create = edge(graph, "thread0", "created" + n);
    REQUIRE(create);
    CHECK(create->data("threadId") == "0");  // the creating thread
    CHECK(create->data("createThread") == n);
    const std::int32_t create_line = x.line(threads[t - 1].first);
    CHECK(create->data("startline") == std::to_string(create_line));
    CHECK(create->data("endline") == std::to_string(create_line));
    const Element* start = edge(graph, "created" + n, "thread" + n);
    REQUIRE(start);
    CHECK(start->data("threadId") == n);
    CHECK(start->data("enterFunction") == (t == 1 ? "worker" : "other"));
  }
  // Each access edge leaves its thread's node with the access's line.
  for (const char* access : {"access1", "access2"}) {
    const Element* e = nullptr;
    for (const char* from : {"thread1", "thread2"})
      if (const Element* found = edge(graph, from, access)) e = found;
    REQUIRE(e);
    const std::string thread = e->attributes.at("source").substr(6);
    CHECK(e->data("threadId") == thread);
    const std::int32_t line = x.line(threads[std::stoi(thread) - 1].second);
    CHECK(e->data("startline") == std::to_string(line));
    CHECK(e->data("endline") == std::to_string(line));
    accessed.insert(std::stoi(thread));
  }
  CHECK(accessed == std::set<std::int32_t>{1, 2});
}

TEST_CASE("witness: none without a certain race") {
  Racy x(false);
  CHECK(x.a->races.verdict == racer::races::Verdict::NoRace);
  racer::test::require_error([&] { x.witness(); }, RACER_E_STATE, "no certain race: no violation witness");
}

TEST_CASE("witness: racer_write_witness_graphml hashes the program and writes the file") {
  Racy x;
  const std::string dump = std::string(RACER_TEST_TMP_DIR) + "/witness_racy.json";
  const std::string out = std::string(RACER_TEST_TMP_DIR) + "/witness_racy.graphml";
  racer::facts::write_model_json(x.p.facts, dump);
  racer_session* s = racer_session_new();
  REQUIRE(racer_read_model_json(s, dump.c_str()) == RACER_OK);
  REQUIRE(racer_load_models_text(s, racer::test::kPthreadModel, "test") == RACER_OK);
  CHECK(racer_write_witness_graphml(s, out.c_str(), dump.c_str(), "32bit") == RACER_E_STATE);
  REQUIRE(racer_freeze(s) == RACER_OK);
  REQUIRE(racer_run(s, 0) == RACER_OK);
  CHECK(racer_write_witness_graphml(s, out.c_str(), nullptr, "32bit") == RACER_E_ARG);
  CHECK(std::string(racer_last_error(s)) == "racer_write_witness_graphml: program_file is NULL");
  CHECK(racer_write_witness_graphml(s, out.c_str(), "/nonexistent/p.c", "32bit") == RACER_E_IO);
  CHECK(std::string(racer_last_error(s)).find("/nonexistent/p.c: No such file") != std::string::npos);
  CHECK(racer_write_witness_graphml(s, "/nonexistent/w.graphml", dump.c_str(), "32bit") == RACER_E_IO);
  REQUIRE(racer_write_witness_graphml(s, out.c_str(), dump.c_str(), "32bit") == RACER_OK);
  CHECK(std::string(racer_last_error(s)).empty());
  racer_session_free(s);

  const Element root = XmlReader(racer::read_file(out)).document();
  const Element& graph = *root.all("graph")[0];
  CHECK(graph.data("programfile") == dump);
  CHECK(graph.data("programhash") == racer::sha256_hex(racer::read_file(dump)));
  CHECK(graph.data("architecture") == "32bit");
  // ISO 8601, UTC.
  const std::string time = graph.data("creationtime");
  REQUIRE(time.size() == 20);
  CHECK((time[4] == '-' && time[7] == '-' && time[10] == 'T' && time[13] == ':' && time[16] == ':' &&
         time[19] == 'Z'));
}

TEST_CASE("witness: the XML reader refuses what is not well-formed") {
  CHECK_THROWS(XmlReader("<a><b></a></b>").document());
  CHECK_THROWS(XmlReader("<a x=\"1\" x=\"2\"/>").document());
  CHECK_THROWS(XmlReader("<a>&bogus;</a>").document());
  CHECK_THROWS(XmlReader("<a/><b/>").document());
  CHECK(XmlReader("<?xml version=\"1.0\"?>\n<!-- c -->\n<a k=\"&lt;\">t&amp;u<b/></a>\n").document().text == "t&u");
}
