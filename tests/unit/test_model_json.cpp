// The JSON model dump: round trips through the C ABI (columns and strings
// survive), deterministic output, and every kind of bad input with the
// message the user sees (line:column, table[row].field, path).
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

#include "api/session.hpp"
#include "model_builder.hpp"

namespace fs = std::filesystem;
using racer::facts::parse_model_json;
using racer::test::require_error;

namespace {

std::string temp_path(const std::string& name) {
  return (fs::temp_directory_path() / ("racer-unit-" + std::to_string(getpid()) + "-" + name))
      .string();
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void spit(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

struct Session {
  racer_session* s = racer_session_new();
  ~Session() { racer_session_free(s); }
};

// The text of string-valued cells, the id of the others: what must survive
// a round trip even though string ids may be renumbered.
std::vector<std::string> cells(const racer_session* s, const char* table, int32_t j) {
  const char* column = racer_column_name(table, j);
  const int32_t* data = nullptr;
  size_t rows = 0;
  REQUIRE(racer_column(s, table, column, &data, &rows) == RACER_OK);
  const auto t = racer::facts::find_input_table(table);
  const auto type = racer::facts::schema(*t).columns[static_cast<size_t>(j)].type;
  const bool strings = type == racer::facts::ColumnType::String ||
                       type == racer::facts::ColumnType::OptionalString;
  std::vector<std::string> out;
  for (size_t i = 0; i < rows; ++i) {
    if (strings && data[i] >= 0) {
      const char* text = nullptr;
      size_t len = 0;
      REQUIRE(racer_string(s, data[i], &text, &len) == RACER_OK);
      out.emplace_back("\"" + std::string(text, len) + "\"");
    } else {
      out.push_back(std::to_string(data[i]));
    }
  }
  return out;
}

void require_same_model(const racer_session* a, const racer_session* b) {
  CHECK(racer_entry(a) == racer_entry(b));
  for (int32_t t = 1; t < 11; ++t) {
    const char* table = racer_table_name(t);
    for (int32_t j = 0; racer_column_name(table, j) != nullptr; ++j) {
      INFO(table << "." << racer_column_name(table, j));
      CHECK(cells(a, table, j) == cells(b, table, j));
    }
  }
}

}  // namespace

TEST_CASE("model json: a dump read back gives the same columns and strings") {
  Session first, second;
  REQUIRE(racer_read_model_json(first.s, racer::test::data_path("two_threads.json").c_str()) ==
          RACER_OK);
  REQUIRE(racer_freeze(first.s) == RACER_OK);
  const std::string path = temp_path("roundtrip.json");
  REQUIRE(racer_write_model_json(first.s, path.c_str()) == RACER_OK);

  REQUIRE(racer_read_model_json(second.s, path.c_str()) == RACER_OK);
  REQUIRE(racer_freeze(second.s) == RACER_OK);
  require_same_model(first.s, second.s);

  // Writing the re-read model gives the same bytes: the output is deterministic.
  const std::string again = temp_path("roundtrip2.json");
  REQUIRE(racer_write_model_json(second.s, again.c_str()) == RACER_OK);
  CHECK(slurp(path) == slurp(again));
  fs::remove(path);
  fs::remove(again);
}

TEST_CASE("model json: a model built with racer_add_* round-trips, odd strings included") {
  Session first, second;
  // Strings: a repeated one, one with quotes/newline/non-ASCII, one unused.
  const std::string bytes = "mainmain\"a\"\n\xc3\xa9unused";
  const int32_t lengths[] = {4, 4, 6, 6};
  REQUIRE(racer_add_strings(first.s, bytes.data(), bytes.size(), lengths, 4) == RACER_OK);
  const int32_t name[] = {1}, flags[] = {RACER_FUNC_HAS_BODY}, entry[] = {0};
  REQUIRE(racer_add_functions(first.s, name, flags, entry, 1) == RACER_OK);
  const int32_t fn[] = {0, 0}, file[] = {2, -1}, line[] = {7, 0},
                kind[] = {RACER_STMT_LOOP, RACER_STMT_RETURN}, column[] = {3, 0};
  REQUIRE(racer_add_statements(first.s, fn, file, line, kind, column, 2) == RACER_OK);
  REQUIRE(racer_set_entry(first.s, 0) == RACER_OK);
  REQUIRE(racer_freeze(first.s) == RACER_OK);
  const std::string path = temp_path("added.json");
  REQUIRE(racer_write_model_json(first.s, path.c_str()) == RACER_OK);

  REQUIRE(racer_read_model_json(second.s, path.c_str()) == RACER_OK);
  REQUIRE(racer_freeze(second.s) == RACER_OK);
  require_same_model(first.s, second.s);
  fs::remove(path);
}

TEST_CASE("model json: the writer follows docs/model-format.md") {
  racer::test::ModelBuilder m;
  const auto main_fn = m.function("main", RACER_FUNC_HAS_BODY | RACER_FUNC_VARIADIC);
  m.stmt(main_fn, RACER_STMT_RETURN);
  const std::string text = racer::facts::model_json(m.entry(main_fn));
  CHECK(text.rfind("{\n  \"format\": \"racer-model\",\n  \"abi_version\": 15,\n", 0) == 0);
  CHECK(text.find("\"producer\": \"racer " RACER_VERSION "\"") != std::string::npos);
  CHECK(text.find("\n    {\"id\": 0, \"name\": \"main\", \"flags\": [\"has_body\", "
                  "\"variadic\"], \"entry_stmt\": 0}\n") != std::string::npos);
  // An unknown file is left out rather than written as -1.
  CHECK(text.find("{\"id\": 0, \"function\": 0, \"line\": 0, \"kind\": \"return\", \"column\": 0}") !=
        std::string::npos);
  CHECK(text.find("\"successors\": []") != std::string::npos);
}

TEST_CASE("model json: malformed JSON is reported with line and column") {
  const std::string text = "{\n  \"format\": \"racer-model\",\n  \"entry\": 0,,\n}\n";
  require_error([&] { parse_model_json(text, "m.json"); }, RACER_E_PARSE, "m.json:3:14: ");
  require_error([&] { parse_model_json(text, "m.json"); }, RACER_E_PARSE, "syntax error");
  require_error([&] { parse_model_json("", "empty.json"); }, RACER_E_PARSE, "empty.json:1:1: ");
  // Too large for a double: nlohmann says out_of_range, still a parse error.
  require_error([&] { parse_model_json("{\"entry\": 1e+600}", "big.json"); }, RACER_E_PARSE,
                "big.json: number overflow parsing '1e+600'");
}

TEST_CASE("model json: structural errors name the table, row and field") {
  const std::string head = R"({"format": "racer-model", "entry": 0, )";
  struct Bad {
    std::string body, message;
  };
  const std::vector<Bad> bad = {
      {R"("functions": [{"name": "main", "nmae": "x"}]})",
       "m.json: functions[0]: unknown field \"nmae\""},
      {R"("statements": [{"function": 0, "kind": "if"}, {"function": 0, "kind": "loopp"}]})",
       "m.json: statements[1].kind: unknown statement kind \"loopp\""},
      {R"("functions": [{"name": "f", "flags": ["has_bdy"]}]})",
       "m.json: functions[0].flags: unknown function flag \"has_bdy\""},
      {R"("functions": [{"id": 0, "name": "f"}, {"id": 0, "name": "g"}]})",
       "m.json: functions[1].id: 0 but the row is at position 1"},
      {R"("functions": [{"flags": []}]})",
       "m.json: functions[0].name: missing (the field is required)"},
      {R"("functions": [{"name": 3}]})", "m.json: functions[0].name: expected a string, got 3"},
      {R"("functions": [{"name": "f", "entry_stmt": "0"}]})",
       "m.json: functions[0].entry_stmt: expected an integer, got \"0\""},
      {R"("functions": [{"name": "f", "entry_stmt": 2147483648}]})",
       "m.json: functions[0].entry_stmt: 2147483648 does not fit in 32 bits"},
      {R"("statements": [{"function": 0, "kind": "if", "line": -4}]})",
       "m.json: statements[0].line: -4 out of range (must be >= 0)"},
      {R"("functions": {}})", "m.json: functions: expected a list of rows, got object"},
      {R"("functions": [7]})", "m.json: functions[0]: expected an object, got 7"},
      {R"("strings": []})", "m.json: unknown field \"strings\""},
      {R"("abi_version": 16})", "m.json: abi_version: 16 but this core reads versions 2 to 15"},
      {R"("abi_version": 1})", "m.json: abi_version: 1 but this core reads versions 2 to 15"},
  };
  for (const Bad& b : bad) {
    INFO(b.body);
    require_error([&] { parse_model_json(head + b.body, "m.json"); }, RACER_E_PARSE, b.message);
  }
  require_error([&] { parse_model_json(R"({"entry": 0})", "m.json"); }, RACER_E_PARSE,
                "m.json: missing field \"format\"");
  require_error([&] { parse_model_json(R"({"format": "racer-model"})", "m.json"); },
                RACER_E_PARSE, "m.json: missing field \"entry\"");
  require_error([&] { parse_model_json(R"({"format": "yaml", "entry": 0})", "m.json"); },
                RACER_E_PARSE, "m.json: format: expected \"racer-model\", got \"yaml\"");
}

TEST_CASE("model json: optional fields take their documented defaults") {
  const auto f = parse_model_json(
      R"({"format": "racer-model", "entry": 0,
          "functions": [{"name": "f"}],
          "bases": [{"name": "g", "kind": "global"}],
          "accesses": [{"stmt": 0, "kind": "read", "base": 0}]})",
      "m.json");
  CHECK(f.functions.flags[0] == 0);
  CHECK(f.functions.entry_stmt[0] == -1);
  CHECK(f.bases.size_bits[0] == -1);
  CHECK(f.bases.type[0] == -1);
  CHECK(f.bases.formal_index[0] == -1);
  CHECK(f.accesses.offset_lo[0] == -1);
  CHECK(f.accesses.context[0] == -1);
  CHECK(f.rows(racer::facts::TableId::Statements) == 0);  // missing table = empty
}

TEST_CASE("model json: file errors through the C ABI") {
  Session s;
  const std::string missing = temp_path("does-not-exist.json");
  CHECK(racer_read_model_json(s.s, missing.c_str()) == RACER_E_IO);
  CHECK(std::string(racer_last_error(s.s)) ==
        "racer_read_model_json: " + missing + ": No such file or directory");
  CHECK(racer_read_model_json(s.s, nullptr) == RACER_E_ARG);

  // Writing needs a frozen session, then a writable path.
  CHECK(racer_write_model_json(s.s, missing.c_str()) == RACER_E_STATE);
  REQUIRE(racer_read_model_json(s.s, racer::test::data_path("two_threads.json").c_str()) ==
          RACER_OK);
  REQUIRE(racer_freeze(s.s) == RACER_OK);
  const std::string bad_dir = temp_path("no-such-dir") + "/m.json";
  CHECK(racer_write_model_json(s.s, bad_dir.c_str()) == RACER_E_IO);
  CHECK(std::string(racer_last_error(s.s)).find(bad_dir + ": No such file or directory") !=
        std::string::npos);

  // Writing truncates: stale bytes of a longer file disappear.
  const std::string path = temp_path("truncate.json");
  spit(path, std::string(1 << 20, 'x'));
  REQUIRE(racer_write_model_json(s.s, path.c_str()) == RACER_OK);
  Session back;
  CHECK(racer_read_model_json(back.s, path.c_str()) == RACER_OK);
  CHECK(slurp(path).size() < (1u << 20));
  fs::remove(path);
}

TEST_CASE("model json: a failed read adds nothing, a good one appends with rebased ids") {
  Session s;
  const std::string good = racer::test::data_path("two_threads.json");
  REQUIRE(racer_read_model_json(s.s, good.c_str()) == RACER_OK);
  const std::string bad = temp_path("half-bad.json");
  // Valid rows first, a bad one at the end: none of them may be added.
  spit(bad, R"({"format": "racer-model", "entry": 0, "functions": [{"name": "a"}, {"name": 1}]})");
  CHECK(racer_read_model_json(s.s, bad.c_str()) == RACER_E_PARSE);
  CHECK(s.s->facts.rows(racer::facts::TableId::Functions) == 6);
  CHECK(s.s->facts.strings.size() == 22);
  fs::remove(bad);

  // A second copy of the same model: ids shift past the first copy.
  REQUIRE(racer_read_model_json(s.s, good.c_str()) == RACER_OK);
  CHECK(racer_entry(s.s) == 6);
  REQUIRE(racer_freeze(s.s) == RACER_OK);
  CHECK(s.s->facts.functions.entry_stmt[7] == 14);  // worker's first statement, 4 + 10
  CHECK(s.s->facts.contexts.call_stmt[5] == 14);
}

TEST_CASE("model json: a dump read from bytes reads as from its file") {
  const std::string path = racer::test::data_path("two_threads.json");
  const std::string text = slurp(path);
  Session from_file, from_text;
  REQUIRE(racer_read_model_json(from_file.s, path.c_str()) == RACER_OK);
  // Not NUL-terminated: only `length` bytes are read.
  const std::string padded = text + "garbage";
  REQUIRE(racer_read_model_json_text(from_text.s, padded.data(), text.size(), "<bytes>") == RACER_OK);
  REQUIRE(racer_freeze(from_file.s) == RACER_OK);
  REQUIRE(racer_freeze(from_text.s) == RACER_OK);
  require_same_model(from_file.s, from_text.s);

  // Errors name the origin the caller gave; a failed read adds nothing.
  Session s;
  const std::string bad = R"({"format": "racer-model", "entry": 0, "functions": [{"name": 1}]})";
  CHECK(racer_read_model_json_text(s.s, bad.data(), bad.size(), "<stdin>") == RACER_E_PARSE);
  CHECK(std::string(racer_last_error(s.s)).rfind("racer_read_model_json_text: <stdin>: functions[0].name", 0) == 0);
  CHECK(s.s->facts.rows(racer::facts::TableId::Functions) == 0);
  CHECK(racer_read_model_json_text(s.s, nullptr, 0, "<empty>") == RACER_E_PARSE);
  CHECK(racer_read_model_json_text(s.s, nullptr, 3, "<null>") == RACER_E_ARG);
  CHECK(racer_read_model_json_text(s.s, text.data(), text.size(), nullptr) == RACER_E_ARG);
}
