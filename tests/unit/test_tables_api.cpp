// The session-level C ABI seen from C++: the table registry (exact names),
// phase rules, unknown names, column views, strings, run, options and the
// racer_last_error discipline.
#include <string>
#include <vector>

#include "model_builder.hpp"

namespace {

struct Session {
  racer_session* s = racer_session_new();
  ~Session() { racer_session_free(s); }
};

void load_two_threads(racer_session* s) {
  REQUIRE(racer_read_model_json(s, racer::test::data_path("two_threads.json").c_str()) ==
          RACER_OK);
}

std::vector<std::string> columns_of(const char* table) {
  std::vector<std::string> out;
  for (int32_t j = 0; const char* c = racer_column_name(table, j); ++j) out.emplace_back(c);
  return out;
}

std::string last_error(const racer_session* s) { return racer_last_error(s); }

}  // namespace

TEST_CASE("tables: the registry lists input tables, then result tables") {
  std::vector<std::string> names;
  for (int32_t i = 0; const char* n = racer_table_name(i); ++i) names.emplace_back(n);
  CHECK(names == std::vector<std::string>{"strings", "functions", "statements", "successors",
                                          "bases", "expressions", "events", "arguments",
                                          "accesses", "points_to", "contexts", "branches", "flows", "callees",
                                          "access_keys", "flag_raises", "loops", "field_paths", "access_guards", "nodes", "instrs", "instr_args", "nesting", "call_edges",
                                          "reachable_functions", "threads", "run_contexts",
                                          "locks_held", "accesses_seen", "races", "imprecisions",
                                          "thread_names", "thread_edges", "locks", "lock_acquisitions",
                                          "lock_edges", "deadlock_cycles", "lockset_summaries",
                                          "summary_entry_locks", "summary_bindings", "summary_points",
                                          "summary_locks", "context_calls", "active_threads",
                                          "race_labels", "verdict_reasons", "race_sites", "race_thread_pairs",
                                          "stage_times"});
  CHECK(racer_table_name(-1) == nullptr);
  CHECK(racer_table_name(49) == nullptr);

  using V = std::vector<std::string>;
  CHECK(columns_of("strings").empty());
  CHECK(columns_of("functions") == V{"name", "flags", "entry_stmt"});
  CHECK(columns_of("statements") == V{"function", "file", "line", "kind", "column"});
  CHECK(columns_of("field_paths") == V{"base", "offset_lo", "offset_hi", "path"});
  CHECK(columns_of("access_guards") == V{"access", "guard"});
  CHECK(columns_of("successors") == V{"from", "to"});
  CHECK(columns_of("bases") == V{"name", "kind", "function", "flags", "size_bits", "type",
                                 "formal_index", "alloc_stmt"});
  CHECK(columns_of("expressions") == V{"stmt", "text", "shape", "base", "function", "flags"});
  CHECK(columns_of("events") == V{"stmt", "kind", "callee", "callee_expr", "result"});
  CHECK(columns_of("arguments") == V{"event", "position", "expr"});
  CHECK(columns_of("accesses") == V{"stmt", "kind", "base", "offset_lo", "offset_hi",
                                    "size_bits", "expr", "flags", "context"});
  CHECK(columns_of("points_to") == V{"expr", "base", "offset_lo", "offset_hi", "context"});
  CHECK(columns_of("contexts") == V{"parent", "call_stmt", "callee"});
  CHECK(columns_of("call_edges") == V{"stmt", "caller", "callee"});
  CHECK(columns_of("reachable_functions") == V{"function"});
  CHECK(racer_column_name("nope", 0) == nullptr);
  CHECK(racer_column_name(nullptr, 0) == nullptr);
  CHECK(racer_column_name("functions", -1) == nullptr);
}

TEST_CASE("tables: input tables need FROZEN, result tables DONE") {
  Session s;
  load_two_threads(s.s);
  size_t rows = 99;
  CHECK(racer_table_rows(s.s, "functions", &rows) == RACER_E_STATE);
  CHECK(rows == 0);
  CHECK(last_error(s.s) ==
        "racer_table_rows: session is not frozen; call racer_freeze first");
  const char* text = nullptr;
  size_t len = 0;
  CHECK(racer_string(s.s, 0, &text, &len) == RACER_E_STATE);

  REQUIRE(racer_freeze(s.s) == RACER_OK);
  CHECK(racer_phase(s.s) == RACER_PHASE_FROZEN);
  CHECK(racer_table_rows(s.s, "functions", &rows) == RACER_OK);
  CHECK(rows == 6);
  CHECK(racer_table_rows(s.s, "strings", &rows) == RACER_OK);
  CHECK(rows == 22);
  CHECK(racer_table_rows(s.s, "call_edges", &rows) == RACER_E_STATE);
  CHECK(last_error(s.s).find("call racer_run until it returns RACER_OK") != std::string::npos);

  REQUIRE(racer_run(s.s, 0) == RACER_OK);
  CHECK(racer_phase(s.s) == RACER_PHASE_DONE);
  CHECK(racer_table_rows(s.s, "reachable_functions", &rows) == RACER_OK);
  CHECK(rows == 5);
  CHECK(racer_table_rows(s.s, "functions", &rows) == RACER_OK);  // still readable
}

TEST_CASE("tables: unknown tables and columns are bad arguments") {
  Session s;
  load_two_threads(s.s);
  REQUIRE(racer_freeze(s.s) == RACER_OK);
  size_t rows = 0;
  const int32_t* data = nullptr;
  CHECK(racer_table_rows(s.s, "function", &rows) == RACER_E_ARG);
  CHECK(last_error(s.s) == "racer_table_rows: unknown table \"function\"");
  CHECK(racer_column(s.s, "functions", "nmae", &data, &rows) == RACER_E_ARG);
  CHECK(last_error(s.s) == "racer_column: table \"functions\" has no column \"nmae\"");
  CHECK(racer_column(s.s, "strings", "name", &data, &rows) == RACER_E_ARG);
  CHECK(racer_column(s.s, nullptr, "name", &data, &rows) == RACER_E_ARG);
  CHECK(racer_column(s.s, "functions", "name", nullptr, &rows) == RACER_E_ARG);
  CHECK(last_error(s.s) == "racer_column: out_data is NULL");
  CHECK(racer_table_rows(s.s, "functions", nullptr) == RACER_E_ARG);
}

TEST_CASE("tables: column views and strings stay valid and unchanged") {
  Session s;
  load_two_threads(s.s);
  REQUIRE(racer_freeze(s.s) == RACER_OK);
  const int32_t* names = nullptr;
  size_t n = 0;
  REQUIRE(racer_column(s.s, "functions", "name", &names, &n) == RACER_OK);
  REQUIRE(n == 6);
  const std::vector<int32_t> copy(names, names + n);
  const char* text = nullptr;
  size_t len = 0;
  REQUIRE(racer_string(s.s, names[1], &text, &len) == RACER_OK);
  CHECK(std::string(text, len) == "worker");

  REQUIRE(racer_run(s.s, 0) == RACER_OK);
  const int32_t* edges = nullptr;
  size_t n_edges = 0;
  REQUIRE(racer_column(s.s, "call_edges", "callee", &edges, &n_edges) == RACER_OK);
  const int32_t* again = nullptr;
  size_t n_again = 0;
  REQUIRE(racer_column(s.s, "functions", "name", &again, &n_again) == RACER_OK);
  CHECK(again == names);
  CHECK(std::vector<int32_t>(names, names + n) == copy);
  CHECK(std::string(text, len) == "worker");

  CHECK(racer_string(s.s, 22, &text, &len) == RACER_E_ID);
  CHECK(last_error(s.s) == "racer_string: strings[22]: out of range (22 strings)");
  CHECK(racer_string(s.s, -1, &text, &len) == RACER_E_ID);
}

TEST_CASE("tables: call_edges and reachable_functions of the hand-made model") {
  Session s;
  load_two_threads(s.s);
  REQUIRE(racer_freeze(s.s) == RACER_OK);
  REQUIRE(racer_run(s.s, 0) == RACER_OK);
  auto column = [&](const char* table, const char* name) {
    const int32_t* data = nullptr;
    size_t n = 0;
    REQUIRE(racer_column(s.s, table, name, &data, &n) == RACER_OK);
    return std::vector<int32_t>(data, data + n);
  };
  // main: s0 pthread_create, s1 hook() -> worker (address-taken);
  // worker: s4 lock, s6 unlock.
  CHECK(column("call_edges", "stmt") == std::vector<int32_t>{0, 1, 4, 6});
  CHECK(column("call_edges", "caller") == std::vector<int32_t>{0, 0, 1, 1});
  CHECK(column("call_edges", "callee") == std::vector<int32_t>{2, 1, 3, 4});
  CHECK(column("reachable_functions", "function") == std::vector<int32_t>{0, 1, 2, 3, 4});
}

TEST_CASE("run: budget 1 returns MORE until done, phases gate racer_run") {
  Session s;
  CHECK(racer_run(s.s, 1) == RACER_E_STATE);
  load_two_threads(s.s);
  REQUIRE(racer_freeze(s.s) == RACER_OK);
  int more = 0;
  racer_status st;
  while ((st = racer_run(s.s, 1)) == RACER_MORE) {
    ++more;
    CHECK(racer_phase(s.s) == RACER_PHASE_FROZEN);
    REQUIRE(more < 100);
  }
  CHECK(st == RACER_OK);
  // Classification and alias one call each, five functions one per call
  // (the fifth ends the call-graph stage), then one call per later stage
  // (six), the last returning OK.
  CHECK(more == 12);
  CHECK(racer_phase(s.s) == RACER_PHASE_DONE);
  CHECK(racer_run(s.s, 1) == RACER_OK);  // DONE: OK at once
  size_t rows = 0;
  CHECK(racer_table_rows(s.s, "reachable_functions", &rows) == RACER_OK);
  CHECK(rows == 5);
}

TEST_CASE("session: wrong phases, options and the last-error discipline") {
  Session s;
  CHECK(racer_phase(s.s) == RACER_PHASE_BUILD);
  CHECK(racer_entry(s.s) == -1);
  CHECK(racer_freeze(s.s) == RACER_E_STATE);
  CHECK(last_error(s.s) ==
        "racer_freeze: no entry function: call racer_set_entry before racer_freeze");
  CHECK(racer_set_option(s.s, "context_depth", "2") == RACER_OK);
  CHECK(last_error(s.s).empty());  // a successful call clears the message
  CHECK(racer_set_option(s.s, "context_depth", "-1") == RACER_E_ARG);
  CHECK(last_error(s.s) == "racer_set_option: context_depth: \"-1\" is not an integer >= 0");
  CHECK(racer_set_option(s.s, nullptr, "1") == RACER_E_ARG);
  CHECK(last_error(s.s) == "racer_set_option: key is NULL");

  load_two_threads(s.s);
  REQUIRE(racer_freeze(s.s) == RACER_OK);
  CHECK(racer_freeze(s.s) == RACER_E_STATE);
  const int32_t one[] = {0};
  CHECK(racer_add_functions(s.s, one, one, one, 1) == RACER_E_STATE);
  CHECK(last_error(s.s) ==
        "racer_add_functions: session is frozen; add facts before racer_freeze");
  CHECK(racer_set_entry(s.s, 0) == RACER_E_STATE);
  CHECK(racer_read_model_json(s.s, "x.json") == RACER_E_STATE);
  CHECK(racer_set_option(s.s, "context_depth", "3") == RACER_OK);  // FROZEN, run not started
  REQUIRE(racer_run(s.s, 1) == RACER_MORE);
  CHECK(racer_set_option(s.s, "context_depth", "3") == RACER_E_STATE);
  CHECK(last_error(s.s) == "racer_set_option: racer_run has started; set options before it");
}

TEST_CASE("session: racer_add_* reports NULL columns and bad strings by name") {
  Session s;
  const int32_t v[] = {0, 0};
  CHECK(racer_add_successors(s.s, v, nullptr, 2) == RACER_E_ARG);
  CHECK(last_error(s.s) == "racer_add_successors: column to is NULL but n is 2");
  CHECK(racer_add_successors(s.s, nullptr, nullptr, 0) == RACER_OK);
  CHECK(racer_add_strings(s.s, nullptr, 3, v, 1) == RACER_E_ARG);
  CHECK(last_error(s.s) == "racer_add_strings: bytes is NULL but nbytes is 3");
  const int32_t len[] = {2};
  CHECK(racer_add_strings(s.s, "abc", 3, len, 1) == RACER_E_ARG);
  CHECK(last_error(s.s) == "racer_add_strings: lengths add up to 2 bytes but nbytes is 3");
}

TEST_CASE("library: status strings and version") {
  CHECK(std::string(racer_status_string(RACER_OK)) == "ok");
  CHECK(std::string(racer_status_string(RACER_MORE)) == "more");
  CHECK(std::string(racer_status_string(RACER_E_ARG)) == "bad argument");
  CHECK(std::string(racer_status_string(RACER_E_ID)) == "bad id");
  CHECK(std::string(racer_status_string(RACER_E_STATE)) == "wrong phase");
  CHECK(std::string(racer_status_string(RACER_E_NOMEM)) == "out of memory");
  CHECK(std::string(racer_status_string(RACER_E_PARSE)) == "parse error");
  CHECK(std::string(racer_status_string(RACER_E_IO)) == "i/o error");
  CHECK(std::string(racer_status_string(RACER_E_INTERNAL)) == "internal error");
  CHECK(std::string(racer_status_string(42)) == "unknown status");
  CHECK(std::string(racer_version_string()) == RACER_VERSION);
  CHECK(racer_abi_version() == RACER_ABI_VERSION);
}

TEST_CASE("confirm race: phase, range and argument checks leave the session usable") {
  Session s;
  load_two_threads(s.s);
  REQUIRE(racer_freeze(s.s) == RACER_OK);
  CHECK(racer_confirm_race(s.s, 0, -1, -1, "w") == RACER_E_STATE);
  REQUIRE(racer_run(s.s, 0) == RACER_OK);
  const char* before = nullptr;
  REQUIRE(racer_report_text(s.s, &before) == RACER_OK);
  const std::string text = before;
  CHECK(racer_confirm_race(s.s, 0, -1, -1, "w") == RACER_E_ID);  // the model has no race
  CHECK(last_error(s.s) == "racer_confirm_race: race 0 out of range (0 races)");
  CHECK(racer_confirm_race(s.s, -1, -1, -1, "w") == RACER_E_ID);
  CHECK(racer_confirm_race(s.s, 0, -1, -1, nullptr) == RACER_E_ARG);
  int32_t verdict = -1;
  REQUIRE(racer_verdict(s.s, &verdict) == RACER_OK);
  CHECK(verdict == RACER_VERDICT_NO_RACE);
  CHECK(std::string(before) == text);
}
