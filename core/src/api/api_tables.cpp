// C ABI, section "tables": the registry and read-only views of columns.
//
// Views point into the session's vectors, which never change again once
// their phase is reached (input tables from FROZEN on, results in DONE), so
// they stay valid until racer_session_free.
#include "api/api_guard.hpp"
#include "api/session.hpp"
#include "api/table_registry.hpp"

using racer::api::guarded;
using racer::api::require_arg;

namespace {

// One entry of a string table as (data, length); `what` names the table in
// the out-of-range message.
void string_at(const racer::facts::StringTable& table, int32_t id, const char* what,
               const char** out_text, size_t* out_len) {
  const std::size_t n = table.size();
  if (id < 0 || static_cast<std::size_t>(id) >= n)
    throw racer::Error(RACER_E_ID, std::string(what) + "[" + std::to_string(id) + "]: out of range (" +
                                       std::to_string(n) + " strings)");
  const std::string_view text = table.get(racer::StringId(id));
  *out_text = text.data();
  *out_len = text.size();
}

}  // namespace

extern "C" {

const char* racer_table_name(int32_t i) {
  if (i < 0) return nullptr;
  auto t = racer::api::table_at(static_cast<std::size_t>(i));
  return t ? t->schema->name.data() : nullptr;
}

const char* racer_column_name(const char* table, int32_t j) {
  if (table == nullptr || j < 0) return nullptr;
  auto t = racer::api::find_table(table);
  if (!t || static_cast<std::size_t>(j) >= t->schema->columns.size()) return nullptr;
  return t->schema->columns[static_cast<std::size_t>(j)].name.data();
}

racer_status racer_table_rows(const racer_session* s, const char* table, size_t* out_rows) {
  if (out_rows != nullptr) *out_rows = 0;
  return guarded(s, __func__, [&] {
    require_arg(out_rows, "out_rows");
    const racer::api::TableRef t = racer::api::readable_table(*s, table);
    *out_rows = t.input ? s->facts.rows(*t.input)
                        : racer::engine::result_column(s->current_results(), t.result, 0).size();
    return RACER_OK;
  });
}

racer_status racer_column(const racer_session* s, const char* table, const char* column,
                          const int32_t** out_data, size_t* out_rows) {
  if (out_data != nullptr) *out_data = nullptr;
  if (out_rows != nullptr) *out_rows = 0;
  return guarded(s, __func__, [&] {
    require_arg(out_data, "out_data");
    require_arg(out_rows, "out_rows");
    const racer::api::TableRef t = racer::api::readable_table(*s, table);
    const racer::facts::Column& c = racer::api::readable_column(*s, t, column);
    *out_data = c.empty() ? nullptr : c.data();
    *out_rows = c.size();
    return RACER_OK;
  });
}

racer_status racer_string(const racer_session* s, int32_t id, const char** out_text,
                          size_t* out_len) {
  if (out_text != nullptr) *out_text = nullptr;
  if (out_len != nullptr) *out_len = 0;
  return guarded(s, __func__, [&] {
    require_arg(out_text, "out_text");
    require_arg(out_len, "out_len");
    s->require_frozen();  // strings stop moving at freeze
    string_at(s->facts.strings, id, "strings", out_text, out_len);
    return RACER_OK;
  });
}

racer_status racer_result_string(const racer_session* s, int32_t id, const char** out_text,
                                 size_t* out_len) {
  if (out_text != nullptr) *out_text = nullptr;
  if (out_len != nullptr) *out_len = 0;
  return guarded(s, __func__, [&] {
    require_arg(out_text, "out_text");
    require_arg(out_len, "out_len");
    s->require_done();
    string_at(s->current_results().strings, id, "result strings", out_text, out_len);
    return RACER_OK;
  });
}

int32_t racer_entry(const racer_session* s) {
  if (s == nullptr) return -1;
  s->last_error.clear();
  return s->facts.entry.value;
}

}  // extern "C"
