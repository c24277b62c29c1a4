// Writing the JSON model dump of a validated FactStore.
//
// Written by hand rather than through a JSON DOM: the layout is fixed (schema
// order, one row per line, `"key": value` spacing as in docs/model-format.md)
// so that dumps of the same model are byte-identical and diff well.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "common/file_io.hpp"
#include "facts/model_json.hpp"
#include "racer/racer.h"

namespace racer::facts {
namespace {

// Strings from C programs are usually UTF-8; other bytes become U+FFFD rather
// than making the whole dump fail.
std::string json_string(std::string_view s) {
  return nlohmann::json(std::string(s)).dump(-1, ' ', false,
                                             nlohmann::json::error_handler_t::replace);
}

void append_cell(std::string& out, const FactStore& f, const ColumnSchema& c, std::int32_t v) {
  switch (c.type) {
    case ColumnType::String:
    case ColumnType::OptionalString:
      out += json_string(f.strings.get(StringId(v)));
      return;
    case ColumnType::Kind:
      out += "\"" + std::string(c.names[static_cast<std::size_t>(v)]) + "\"";
      return;
    case ColumnType::Flags: {
      out += "[";
      const char* sep = "";
      for (std::size_t bit = 0; bit < c.names.size(); ++bit)
        if (v & (std::int32_t{1} << bit)) {
          out += sep;
          out += "\"" + std::string(c.names[bit]) + "\"";
          sep = ", ";
        }
      out += "]";
      return;
    }
    default:
      out += std::to_string(v);
  }
}

// has_ir: the model has a program IR, from which racer_freeze derives the
// columns' derived bits again (they are left out); has_nesting likewise for
// the bits derived from the statement structure.
void append_table(std::string& out, const FactStore& f, TableId table, bool has_ir, bool has_nesting) {
  const TableSchema& s = schema(table);
  const std::size_t rows = f.rows(table);
  std::vector<const Column*> columns;
  for (std::size_t j = 0; j < s.columns.size(); ++j) columns.push_back(&f.column(table, j));
  out += ",\n  \"" + std::string(s.name) + "\": [";
  for (std::size_t row = 0; row < rows; ++row) {
    out += row == 0 ? "\n    {" : ",\n    {";
    const char* sep = "";
    if (s.dump_writes_id) {
      out += "\"id\": " + std::to_string(row);
      sep = ", ";
    }
    for (std::size_t j = 0; j < s.columns.size(); ++j) {
      const ColumnSchema& c = s.columns[j];
      const std::int32_t v = (*columns[j])[row];
      if (c.type == ColumnType::OptionalString && v == -1) continue;  // absent = unknown
      out += sep;
      out += "\"" + std::string(c.name) + "\": ";
      append_cell(out, f, c, (has_ir ? v & ~c.derived_bits : v) & ~(has_nesting ? c.derived_bits_with_nesting : 0));
      sep = ", ";
    }
    out += "}";
  }
  out += rows == 0 ? "]" : "\n  ]";
}

}  // namespace

std::string model_json(const FactStore& facts) {
  std::string out = "{\n  \"format\": \"racer-model\",\n";
  out += "  \"abi_version\": " + std::to_string(RACER_ABI_VERSION) + ",\n";
  out += "  \"producer\": \"racer " RACER_VERSION "\",\n";
  out += "  \"entry\": " + std::to_string(facts.entry.value);
  // Derived tables and flag bits are written only for a model without IR
  // (one read from a dump older than ABI 11): with an IR, racer_freeze
  // derives them again.
  const bool has_ir = !facts.nodes.op.empty() || !facts.instrs.stmt.empty();
  const bool has_nesting = !facts.nesting.stmt.empty();
  for (std::size_t t = 1; t < kInputTableCount; ++t) {
    const TableSchema& table = schema(static_cast<TableId>(t));
    if (!(table.derived && has_ir) && !(table.derived_with_nesting && has_nesting))
      append_table(out, facts, static_cast<TableId>(t), has_ir, has_nesting);
  }
  out += "\n}\n";
  return out;
}

void write_model_json(const FactStore& facts, const std::string& path) {
  // Render first: a failure while rendering must not truncate the old file.
  write_file(path, model_json(facts));
}

}  // namespace racer::facts
