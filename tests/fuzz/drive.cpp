// The fuzz drives (drive.hpp): each ABI call's status is checked against the
// ABI's contract, never against today's messages.
#include "drive.hpp"

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <set>

#include "racer/racer.h"

namespace racer_fuzz {
namespace {

using Session = std::unique_ptr<racer_session, decltype(&racer_session_free)>;

// The contract every call keeps: a status the header defines, an internal
// error never, a message with every failure.
bool keeps_contract(racer_session* s, racer_status status, const char* call, Outcome& out) {
  const bool known = status == RACER_OK || status == RACER_MORE || status == RACER_E_ARG ||
                     status == RACER_E_ID || status == RACER_E_STATE || status == RACER_E_NOMEM ||
                     status == RACER_E_PARSE || status == RACER_E_IO;
  const char* message = racer_last_error(s);
  if (!known || (status < 0 && (message == nullptr || *message == '\0'))) {
    out.clean = false;
    out.problem = std::string(call) + " returned " + std::to_string(status) + ": " +
                  (message ? message : "(no message)");
    return false;
  }
  return true;
}

}  // namespace

Outcome drive_dump(const std::uint8_t* data, std::size_t size) {
  Outcome out;
  Session s(racer_session_new(), racer_session_free);
  if (!s) return out;
  racer_session* p = s.get();
  const auto call = [&](const char* name, racer_status status) {
    return keeps_contract(p, status, name, out) && status >= 0;
  };
  if (!call("racer_read_model_json_text",
            racer_read_model_json_text(p, reinterpret_cast<const char*>(data), size, "<fuzz>")))
    return out;
  if (!call("racer_freeze", racer_freeze(p))) return out;
  if (!call("racer_run", racer_run(p, 0))) return out;
  out.ran = true;
  int32_t verdict = 0;
  const char* text = nullptr;
  call("racer_verdict", racer_verdict(p, &verdict));
  call("racer_report_text", racer_report_text(p, &text));
  call("racer_write_report_json", racer_write_report_json(p, "/dev/null"));
  call("racer_write_report_sarif", racer_write_report_sarif(p, "/dev/null", RACER_SARIF_RACES));
  call("racer_write_report_sarif", racer_write_report_sarif(p, "/dev/null", RACER_SARIF_DEADLOCKS));
  call("racer_deadlock_verdict", racer_deadlock_verdict(p, &verdict));
  call("racer_deadlock_report_text", racer_deadlock_report_text(p, 1, &text));
  call("racer_write_deadlock_dot", racer_write_deadlock_dot(p, "/dev/null"));
  call("racer_write_model_json", racer_write_model_json(p, "/dev/null"));
  // RACER_E_STATE unless the verdict is race: a contract-keeping status too.
  keeps_contract(p, racer_write_witness_graphml(p, "/dev/null", "/dev/null", "32bit"),
                 "racer_write_witness_graphml", out);
  // Every column of every table, as the GUI and the bridge read them.
  for (int32_t t = 0; const char* table = racer_table_name(t); ++t) {
    size_t rows = 0;
    if (!call("racer_table_rows", racer_table_rows(p, table, &rows))) continue;
    for (int32_t j = 0; const char* column = racer_column_name(table, j); ++j) {
      const int32_t* cells = nullptr;
      size_t n = 0;
      call("racer_column", racer_column(p, table, column, &cells, &n));
    }
  }
  return out;
}

Outcome drive_models(const std::uint8_t* data, std::size_t size) {
  Outcome out;
  Session s(racer_session_new(), racer_session_free);
  if (!s) return out;
  racer_session* p = s.get();
  // The ABI takes NUL-terminated text: bytes after a NUL are not part of it.
  const std::string text(reinterpret_cast<const char*>(data), size);
  const racer_status loaded = racer_load_models_text(p, text.c_str(), "<fuzz>");
  if (!keeps_contract(p, loaded, "racer_load_models_text", out) || loaded < 0) return out;
  out.ran = true;
  // Every identifier of the text may name a function the model lists.
  std::set<std::string> names{"", "pthread_mutex_lock", "pthread_create", "atomic_load", "f"};
  const auto starts = [](char c) { return c == '_' || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z'); };
  const auto continues = [&](char c) { return starts(c) || (c >= '0' && c <= '9'); };
  for (std::size_t i = 0; i < text.size() && names.size() < 200;) {
    if (!starts(text[i])) { ++i; continue; }
    std::size_t end = i + 1;
    while (end < text.size() && continues(text[end])) ++end;
    names.insert(text.substr(i, end - i));
    i = end;
  }
  for (const std::string& name : names) {
    int32_t a = 0, b = 0;
    if (!keeps_contract(p, racer_classify_function(p, name.c_str(), &a), "racer_classify_function", out) ||
        !keeps_contract(p, racer_atomic_operation(p, name.c_str(), &a, &b), "racer_atomic_operation", out) ||
        !keeps_contract(p, racer_lock_spec(p, name.c_str(), &a, &b), "racer_lock_spec", out))
      return out;
  }
  return out;
}

void abort_if_broken(const Outcome& out) {
  if (out.clean) return;
  std::fprintf(stderr, "racer fuzz: ABI contract broken: %s\n", out.problem.c_str());
  std::abort();
}

}  // namespace racer_fuzz
