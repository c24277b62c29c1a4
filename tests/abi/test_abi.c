/* SPDX-License-Identifier: MIT
 *
 * The C ABI contract test, compiled as C99: racer.h must be valid C, every
 * entry point must tolerate a NULL session, wrong phases and bad ids must be
 * errors with messages, and borrowed pointers must live as documented.
 * Prints "N passed, M failed" and exits non-zero on any failure.
 */
#include <stdio.h>
#include <string.h>

#include "racer/racer.h"

static int passed = 0;
static int failed = 0;

#define CHECK(cond)                                                        \
  do {                                                                     \
    if (cond) {                                                            \
      ++passed;                                                            \
    } else {                                                               \
      ++failed;                                                            \
      fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
    }                                                                      \
  } while (0)

static int contains(const char *haystack, const char *needle) {
  return haystack != NULL && strstr(haystack, needle) != NULL;
}

/* Strings: 0 "main", 1 "f", 2 "a.c". Functions: main (0) calls f (1).
 * Statements: 0 in main, 1 in f. `f_of_stmt1` lets a test break the model. */
static racer_status load_model(racer_session *s, int32_t f_of_stmt1) {
  static const char bytes[] = "mainfa.c";
  const int32_t lengths[] = {4, 1, 3};
  const int32_t name[] = {0, 1};
  const int32_t flags[] = {RACER_FUNC_HAS_BODY, RACER_FUNC_HAS_BODY};
  const int32_t entry_stmt[] = {0, 1};
  const int32_t file[] = {2, 2};
  const int32_t line[] = {3, 7};
  const int32_t kind[] = {RACER_STMT_INSTR, RACER_STMT_RETURN};
  const int32_t ev_stmt[] = {0};
  const int32_t ev_kind[] = {RACER_EVENT_CALL};
  const int32_t callee[] = {1};
  const int32_t none[] = {-1};
  racer_status st;
  if ((st = racer_add_strings(s, bytes, 8, lengths, 3)) != RACER_OK) return st;
  if ((st = racer_add_functions(s, name, flags, entry_stmt, 2)) != RACER_OK) return st;
  {
    int32_t function[2];
    function[0] = 0;
    function[1] = f_of_stmt1;
    const int32_t column[] = {5, 0};
    if ((st = racer_add_statements(s, function, file, line, kind, column, 2)) != RACER_OK) return st;
  }
  if ((st = racer_add_events(s, ev_stmt, ev_kind, callee, none, none, 1)) != RACER_OK) return st;
  return racer_set_entry(s, 0);
}

static void test_library(void) {
  int32_t i = 0;
  CHECK(racer_abi_version() == RACER_ABI_VERSION);
  CHECK(racer_version_string() != NULL && racer_version_string()[0] != '\0');
  CHECK(strcmp(racer_status_string(RACER_E_ID), "bad id") == 0);
  CHECK(strcmp(racer_status_string(12345), "unknown status") == 0);
  while (racer_table_name(i) != NULL) ++i;
  CHECK(i == 49);
  CHECK(racer_table_name(-1) == NULL);
  CHECK(strcmp(racer_column_name("accesses", 8), "context") == 0);
  CHECK(racer_column_name("accesses", 9) == NULL);
  CHECK(racer_column_name(NULL, 0) == NULL);
}

static void test_null_session(void) {
  const int32_t col[] = {0};
  const int32_t *data = col;
  const char *text = "x";
  size_t rows = 99, len = 99;
  racer_session_free(NULL); /* no-op */
  CHECK(racer_last_error(NULL) != NULL);
  CHECK(racer_phase(NULL) == RACER_E_ARG);
  CHECK(racer_entry(NULL) == -1);
  CHECK(racer_set_option(NULL, "context_depth", "1") == RACER_E_ARG);
  CHECK(racer_add_strings(NULL, "a", 1, col, 1) == RACER_E_ARG);
  CHECK(racer_add_functions(NULL, col, col, col, 1) == RACER_E_ARG);
  CHECK(racer_add_statements(NULL, col, col, col, col, col, 1) == RACER_E_ARG);
  CHECK(racer_add_field_paths(NULL, col, col, col, col, 1) == RACER_E_ARG);
  CHECK(racer_add_access_guards(NULL, col, col, 1) == RACER_E_ARG);
  CHECK(racer_add_successors(NULL, col, col, 1) == RACER_E_ARG);
  CHECK(racer_add_bases(NULL, col, col, col, col, col, col, col, col, 1) == RACER_E_ARG);
  CHECK(racer_add_expressions(NULL, col, col, col, col, col, col, 1) == RACER_E_ARG);
  CHECK(racer_add_events(NULL, col, col, col, col, col, 1) == RACER_E_ARG);
  CHECK(racer_add_arguments(NULL, col, col, col, 1) == RACER_E_ARG);
  CHECK(racer_add_accesses(NULL, col, col, col, col, col, col, col, col, col, 1) == RACER_E_ARG);
  CHECK(racer_add_points_to(NULL, col, col, col, col, col, 1) == RACER_E_ARG);
  CHECK(racer_add_contexts(NULL, col, col, col, 1) == RACER_E_ARG);
  CHECK(racer_set_entry(NULL, 0) == RACER_E_ARG);
  CHECK(racer_read_model_json(NULL, "m.json") == RACER_E_ARG);
  CHECK(racer_freeze(NULL) == RACER_E_ARG);
  CHECK(racer_run(NULL, 0) == RACER_E_ARG);
  CHECK(racer_table_rows(NULL, "functions", &rows) == RACER_E_ARG);
  CHECK(rows == 0);
  CHECK(racer_column(NULL, "functions", "name", &data, &rows) == RACER_E_ARG);
  CHECK(data == NULL);
  CHECK(racer_string(NULL, 0, &text, &len) == RACER_E_ARG);
  CHECK(text == NULL && len == 0);
  CHECK(racer_result_string(NULL, 0, &text, &len) == RACER_E_ARG);
  CHECK(text == NULL && len == 0);
  CHECK(racer_write_model_json(NULL, "m.json") == RACER_E_ARG);
  {
    int32_t out = -7;
    const char *report = NULL;
    CHECK(racer_load_models_file(NULL, "m.yaml") == RACER_E_ARG);
    CHECK(racer_load_models_text(NULL, "Locks: {}", "o") == RACER_E_ARG);
    CHECK(racer_classify_function(NULL, "f", &out) == RACER_E_ARG);
    CHECK(racer_lock_spec(NULL, "f", &out, &out) == RACER_E_ARG);
    CHECK(racer_verdict(NULL, &out) == RACER_E_ARG);
    CHECK(out == -7);
    CHECK(racer_report_text(NULL, &report) == RACER_E_ARG);
    CHECK(report == NULL);
    {
      size_t n = 7;
      CHECK(racer_report_blocks(NULL, RACER_REPORT_RACES, 0, &n) == RACER_E_ARG && n == 0);
      CHECK(racer_report_block(NULL, RACER_REPORT_RACES, 0, &out, &report) == RACER_E_ARG && report == NULL);
    }
    CHECK(racer_write_report_json(NULL, "r.json") == RACER_E_ARG);
    CHECK(racer_write_report_sarif(NULL, "r.sarif", RACER_SARIF_RACES) == RACER_E_ARG);
    CHECK(racer_write_witness_graphml(NULL, "w.graphml", "p.c", "64bit") == RACER_E_ARG);
  }
}

static void test_phases(void) {
  racer_session *s = racer_session_new();
  const int32_t col[] = {0};
  size_t rows = 0;
  CHECK(s != NULL);
  CHECK(racer_phase(s) == RACER_PHASE_BUILD);
  CHECK(racer_table_rows(s, "functions", &rows) == RACER_E_STATE);
  CHECK(contains(racer_last_error(s), "racer_freeze"));
  CHECK(racer_run(s, 0) == RACER_E_STATE);
  {
    int32_t v = -7, cls = -7;
    const char *report = NULL;
    CHECK(racer_verdict(s, &v) == RACER_E_STATE && v == -7);
    CHECK(racer_report_text(s, &report) == RACER_E_STATE && report == NULL);
    {
      size_t n = 7;
      CHECK(racer_report_blocks(s, RACER_REPORT_RACES, 0, &n) == RACER_E_STATE && n == 0);
    }
    CHECK(racer_write_report_json(s, "r.json") == RACER_E_STATE);
    CHECK(racer_write_report_sarif(s, "r.sarif", RACER_SARIF_RACES) == RACER_E_STATE);
    CHECK(racer_write_witness_graphml(s, "w.graphml", "p.c", "64bit") == RACER_E_STATE);
    CHECK(racer_load_models_text(s, NULL, "o") == RACER_E_ARG);
    CHECK(racer_load_models_text(s, "Locks: [", "bad.yaml") == RACER_E_PARSE);
    CHECK(contains(racer_last_error(s), "bad.yaml:"));
    CHECK(racer_load_models_file(s, "/nonexistent/m.yaml") == RACER_E_IO);
    CHECK(racer_load_models_text(s, "Threads:\n  join: [{function: j, thread-id-position: 0}]\n", "ok") ==
          RACER_OK);
    CHECK(racer_classify_function(s, "j", &cls) == RACER_OK && cls == RACER_CALL_THREAD_JOIN);
    CHECK(racer_classify_function(s, "k", NULL) == RACER_E_ARG);
  }
  {
    /* Lock specs: the lock argument's position and the lock's mode. */
    int32_t pos = -7, flags = -7;
    CHECK(racer_load_models_text(
              s,
              "Locks:\n  lock:\n    - {function: wl, lock-position: 1, blocking: true, read-lock: false, reentrant: false}\n"
              "    - {function: rl, lock-position: 0, blocking: true, read-lock: true, reentrant: false}\n"
              "    - {function: tl, lock-position: 0, blocking: false, read-lock: false, reentrant: false}\n"
              "  unlock:\n    - {function: ul, lock-position: 0}\n",
              "locks") == RACER_OK);
    CHECK(racer_lock_spec(s, "wl", &pos, &flags) == RACER_OK && pos == 1 && flags == RACER_LOCK_SPEC_BLOCKING);
    CHECK(racer_lock_spec(s, "rl", &pos, &flags) == RACER_OK && pos == 0 &&
          flags == (RACER_LOCK_SPEC_BLOCKING | RACER_LOCK_SPEC_READ));
    CHECK(racer_lock_spec(s, "tl", &pos, &flags) == RACER_OK && pos == 0 && flags == 0);
    CHECK(racer_lock_spec(s, "ul", &pos, &flags) == RACER_OK && pos == 0 && flags == 0);
    CHECK(racer_lock_spec(s, "plain", &pos, &flags) == RACER_OK && pos == -1 && flags == 0);
    CHECK(racer_lock_spec(s, "wl", NULL, &flags) == RACER_E_ARG);
  }
  CHECK(load_model(s, 1) == RACER_OK);
  CHECK(racer_freeze(s) == RACER_OK);
  CHECK(racer_phase(s) == RACER_PHASE_FROZEN);
  CHECK(racer_add_successors(s, col, col, 1) == RACER_E_STATE);
  CHECK(contains(racer_last_error(s), "racer_add_successors: session is frozen"));
  CHECK(racer_table_rows(s, "reachable_functions", &rows) == RACER_E_STATE);
  CHECK(racer_table_rows(s, "functions", &rows) == RACER_OK && rows == 2);
  /* Budget 1: one call each for classification and alias, two for the
   * call graph (main, then f), then one per later stage (six). */
  CHECK(racer_run(s, 1) == RACER_MORE);
  CHECK(racer_set_option(s, "context_depth", "2") == RACER_E_STATE);
  {
    int more = 0;
    racer_status st;
    while ((st = racer_run(s, 1)) == RACER_MORE && more < 100) ++more;
    CHECK(st == RACER_OK);
    CHECK(more == 8);
  }
  CHECK(racer_phase(s) == RACER_PHASE_DONE);
  CHECK(racer_table_rows(s, "reachable_functions", &rows) == RACER_OK && rows == 2);
  CHECK(racer_run(s, 1) == RACER_OK);
  CHECK(racer_load_models_text(s, "Locks: {}", "late") == RACER_E_STATE);
  {
    int32_t v = -7;
    const char *report = NULL;
    CHECK(racer_verdict(s, &v) == RACER_OK && v == RACER_VERDICT_NO_RACE);
    CHECK(racer_report_text(s, &report) == RACER_OK && report != NULL &&
          contains(report, "Verdict: no-race"));
    {
      /* The same report as blocks: the last one is the verdict, with its kind. */
      size_t n = 0;
      int32_t kind = -7;
      const char *text = NULL;
      CHECK(racer_report_block(s, RACER_REPORT_RACES, 0, &kind, &text) == RACER_E_STATE);
      CHECK(racer_report_blocks(s, 9, 0, &n) == RACER_E_ARG);
      CHECK(racer_report_blocks(s, RACER_REPORT_RACES, 0, NULL) == RACER_E_ARG);
      CHECK(racer_report_blocks(s, RACER_REPORT_RACES, 0, &n) == RACER_OK && n >= 2);
      CHECK(racer_report_block(s, RACER_REPORT_RACES, n - 1, &kind, &text) == RACER_OK &&
            kind == RACER_BLOCK_VERDICT && text != NULL && strcmp(text, "Verdict: no-race") == 0);
      CHECK(racer_report_block(s, RACER_REPORT_RACES, 0, &kind, &text) == RACER_OK && kind == RACER_BLOCK_THREADS);
      CHECK(racer_report_block(s, RACER_REPORT_RACES, n, &kind, &text) == RACER_E_ID && text == NULL);
      CHECK(contains(racer_last_error(s), "out of range"));
      CHECK(racer_report_blocks(s, RACER_REPORT_DEADLOCKS, 1, &n) == RACER_OK && n >= 2);
      CHECK(racer_report_block(s, RACER_REPORT_DEADLOCKS, 0, &kind, &text) == RACER_OK &&
            kind == RACER_BLOCK_LOCK_GRAPH && contains(text, "Lock graph"));
    }
    CHECK(racer_write_report_json(s, "/nonexistent-dir/r.json") == RACER_E_IO);
    CHECK(racer_write_report_sarif(s, "/nonexistent-dir/r.sarif", RACER_SARIF_DEADLOCKS) == RACER_E_IO);
    CHECK(racer_write_report_sarif(s, "r.sarif", 7) == RACER_E_ARG);
    /* The witness: arguments, the program read first, then no certain race
     * (the file written below stands for the analysed program). */
    CHECK(racer_write_witness_graphml(s, NULL, "p.c", "64bit") == RACER_E_ARG);
    CHECK(racer_write_witness_graphml(s, "w.graphml", "p.c", NULL) == RACER_E_ARG);
    CHECK(contains(racer_last_error(s), "architecture is NULL"));
    CHECK(racer_write_witness_graphml(s, "w.graphml", "/nonexistent-dir/p.c", "64bit") == RACER_E_IO);
    CHECK(contains(racer_last_error(s), "/nonexistent-dir/p.c: "));
    {
      const char *program = "abi_witness_program.c";
      FILE *f = fopen(program, "w");
      CHECK(f != NULL);
      if (f != NULL) {
        fputs("int main(void) { return 0; }\n", f);
        fclose(f);
        CHECK(racer_write_witness_graphml(s, "abi_witness.graphml", program, "64bit") == RACER_E_STATE);
        CHECK(contains(racer_last_error(s), "no certain race: no violation witness"));
        f = fopen("abi_witness.graphml", "r"); /* nothing written */
        CHECK(f == NULL);
        if (f != NULL) fclose(f);
        remove(program);
      }
    }
  }
  racer_session_free(s);
}

static void test_bad_ids(void) {
  racer_session *s = racer_session_new();
  const char *text = NULL;
  size_t len = 0;
  CHECK(load_model(s, 7) == RACER_OK); /* ids are not checked on entry */
  CHECK(racer_freeze(s) == RACER_E_ID);
  CHECK(contains(racer_last_error(s), "statements[1].function: 7 out of range (2 functions)"));
  CHECK(racer_phase(s) == RACER_PHASE_BUILD); /* a failed freeze stays in BUILD */
  CHECK(racer_set_entry(s, 0) == RACER_OK);   /* and the session stays usable */
  racer_session_free(s);

  s = racer_session_new();
  CHECK(load_model(s, 1) == RACER_OK);
  CHECK(racer_freeze(s) == RACER_OK);
  CHECK(racer_string(s, 3, &text, &len) == RACER_E_ID);
  CHECK(contains(racer_last_error(s), "strings[3]"));
  racer_session_free(s);
}

static void test_error_messages(void) {
  racer_session *s = racer_session_new();
  const char *first, *second;
  char copy[256];
  CHECK(strcmp(racer_last_error(s), "") == 0);
  CHECK(racer_set_option(s, "no_such_option", "1") == RACER_E_ARG);
  first = racer_last_error(s);
  CHECK(contains(first, "racer_set_option: unknown option"));
  strncpy(copy, first, sizeof copy - 1);
  copy[sizeof copy - 1] = '\0';
  second = racer_last_error(s); /* asking again is not a new call */
  CHECK(second == first && strcmp(second, copy) == 0);
  CHECK(racer_set_option(s, "context_depth", "3") == RACER_OK);
  CHECK(strcmp(racer_last_error(s), "") == 0); /* success resets the message */
  CHECK(racer_set_option(s, "context_depth", "x") == RACER_E_ARG);
  {
    /* racer_option reads options back, defaults included. */
    const char *value = NULL;
    CHECK(racer_option(s, "context_depth", &value) == RACER_OK && strcmp(value, "3") == 0);
    CHECK(racer_option(s, "analyses", &value) == RACER_OK && strcmp(value, "races,deadlocks") == 0);
    CHECK(racer_set_option(s, "analyses", "deadlocks") == RACER_OK);
    CHECK(racer_option(s, "analyses", &value) == RACER_OK && strcmp(value, "deadlocks") == 0);
    CHECK(racer_option(s, "recognisers", &value) == RACER_OK && strcmp(value, "all") == 0);
    CHECK(racer_option(s, "no_such_option", &value) == RACER_E_ARG);
    CHECK(contains(racer_last_error(s), "racer_option: unknown option"));
    CHECK(racer_option(s, "analyses", NULL) == RACER_E_ARG);
    CHECK(racer_option(NULL, "analyses", &value) == RACER_E_ARG);
  }
  CHECK(racer_phase(s) == RACER_PHASE_BUILD);
  CHECK(strcmp(racer_last_error(s), "") == 0);
  racer_session_free(s);
}

static void test_views(void) {
  racer_session *s = racer_session_new();
  const int32_t *names = NULL, *again = NULL, *callee = NULL;
  const char *text = NULL;
  size_t n = 0, n_again = 0, n_callee = 0, len = 0;
  int32_t saved[2] = {-1, -1};
  CHECK(load_model(s, 1) == RACER_OK);
  CHECK(racer_freeze(s) == RACER_OK);
  CHECK(racer_column(s, "functions", "name", &names, &n) == RACER_OK && n == 2);
  if (n == 2) {
    saved[0] = names[0];
    saved[1] = names[1];
  }
  CHECK(racer_string(s, 0, &text, &len) == RACER_OK);
  CHECK(len == 4 && memcmp(text, "main", 4) == 0);
  CHECK(racer_result_string(s, 0, &text, &len) == RACER_E_STATE); /* results need DONE */
  CHECK(text == NULL && len == 0);
  CHECK(racer_string(s, 0, &text, &len) == RACER_OK);
  CHECK(racer_run(s, 0) == RACER_OK);
  {
    /* Result strings: thread 0 (main) is named by the core. */
    const int32_t *thread_name = NULL;
    const char *name = NULL;
    size_t n_names = 0, name_len = 0;
    CHECK(racer_column(s, "thread_names", "name", &thread_name, &n_names) == RACER_OK);
    CHECK(n_names == 1 && thread_name != NULL);
    if (n_names == 1 && thread_name != NULL) {
      CHECK(racer_result_string(s, thread_name[0], &name, &name_len) == RACER_OK);
      CHECK(name_len == 4 && memcmp(name, "main", 4) == 0);
    }
    CHECK(racer_result_string(s, 1000, &name, &name_len) == RACER_E_ID);
    CHECK(strstr(racer_last_error(s), "result strings[1000]") != NULL);
  }
  CHECK(racer_column(s, "call_edges", "callee", &callee, &n_callee) == RACER_OK);
  CHECK(n_callee == 1 && callee != NULL && callee[0] == 1);
  CHECK(racer_column(s, "functions", "name", &again, &n_again) == RACER_OK);
  CHECK(again == names && n_again == n);
  CHECK(names[0] == saved[0] && names[1] == saved[1]);
  CHECK(len == 4 && memcmp(text, "main", 4) == 0);
  CHECK(racer_column(s, "successors", "from", &again, &n_again) == RACER_OK);
  CHECK(n_again == 0);
  racer_session_free(s);
}

int main(void) {
  test_library();
  test_null_session();
  test_phases();
  test_bad_ids();
  test_error_messages();
  test_views();
  printf("%d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}
