// Reading the JSON model dump into a fresh FactStore.
//
// The schema drives the reader: field names are column names, and a column's
// type says whether the field holds an id, an inline string, a kind name or a
// list of flag names. Ids are only checked later, by racer_freeze.
#include <cstdint>
#include <limits>
#include <string>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "common/error.hpp"
#include "common/file_io.hpp"
#include "facts/model_json.hpp"
#include "racer/racer.h"

namespace racer::facts {
namespace {

constexpr std::int32_t kOldestReadableAbi = 2;

using json = nlohmann::json;

// nlohmann reports a byte position; editors want line:column.
std::string line_column(std::string_view text, std::size_t byte) {
  const std::size_t at = std::min(byte == 0 ? 0 : byte - 1, text.size());
  std::size_t line = 1, line_start = 0;
  for (std::size_t i = 0; i < at; ++i)
    if (text[i] == '\n') ++line, line_start = i + 1;
  return std::to_string(line) + ":" + std::to_string(at - line_start + 1);
}

// "[json.exception.parse_error.101] parse error at line 4, column 33: syntax
// error ..." -> "syntax error ...": the position is given our way instead.
std::string parse_error_text(const json::parse_error& e) {
  const std::string what = e.what();
  const std::size_t colon = what.find(": ");
  return colon == std::string::npos ? what : what.substr(colon + 2);
}

std::string describe(const json& v) {
  if (v.is_structured()) return v.type_name();
  std::string text = v.dump(-1, ' ', false, json::error_handler_t::replace);
  return text.size() > 40 ? text.substr(0, 37) + "..." : text;
}

std::string in_quotes(std::string_view s) { return "\"" + std::string(s) + "\""; }

class DumpReader {
 public:
  explicit DumpReader(std::string_view path) : path_(path) {}

  FactStore read(const json& doc) {
    if (!doc.is_object()) fail("", "expected a JSON object at the top level, got " + describe(doc));
    for (const auto& [key, value] : doc.items()) {
      if (key == "format" || key == "abi_version" || key == "producer" || key == "entry" ||
          key == "models" || key == "options" || key == "witnesses")  // read by the session (api_model_json.cpp)
        continue;
      auto table = find_input_table(key);
      if (!table || *table == TableId::Strings) fail("", "unknown field " + in_quotes(key));
    }
    const json& format = field(doc, "format");
    if (format != "racer-model")
      fail("format", "expected \"racer-model\", got " + describe(format));
    std::int32_t abi = RACER_ABI_VERSION;
    if (doc.contains("abi_version")) {
      // Versions 3, 4 and 5 only added tables (flows, callees; access_keys,
      // flag_raises; loops; access_guards in 10):
      // older dumps still read.
      abi = integer(doc["abi_version"], "abi_version");
      if (abi < kOldestReadableAbi || abi > RACER_ABI_VERSION)
        fail("abi_version", std::to_string(abi) + " but this core reads versions " +
                                std::to_string(kOldestReadableAbi) + " to " +
                                std::to_string(RACER_ABI_VERSION));
    }
    if (doc.contains("producer") && !doc["producer"].is_string())
      fail("producer", "expected a string, got " + describe(doc["producer"]));
    // Schema order, not file order: string ids then do not depend on key order.
    // Before ABI 11 the front end sent the tables the core now derives from
    // the IR (schema.hpp, `derived`): a dump without IR (an old one, or one
    // written from it) keeps them; a dump with an IR may not give them too.
    auto non_empty = [&](const char* key) {
      auto it = doc.find(key);
      return it != doc.end() && !(it->is_array() && it->empty());
    };
    const bool has_ir = non_empty("nodes") || non_empty("instrs");
    const bool has_nesting = non_empty("nesting");
    // Since ABI 12 the core also derives flag bits (schema.hpp,
    // `derived_bits`: never_addressed). An ABI 11 dump with an IR gives the
    // front end's: they are dropped, and racer_freeze derives them from the IR.
    drop_derived_bits_ = has_ir && abi <= 11;
    // Since ABI 14 flag bits derive from the statement structure too
    // (`derived_bits_with_nesting`: id_lost; joins_all and joins_some since
    // ABI 15). An ABI 13 or 14 dump with nesting rows gives the front
    // end's: they are dropped and derived again.
    drop_nesting_bits_ = has_nesting && abi <= 14;
    for (std::size_t t = 1; t < kInputTableCount; ++t) {
      const auto id = static_cast<TableId>(t);
      if (!doc.contains(schema(id).name)) continue;
      if (schema(id).derived && has_ir)
        fail(std::string(schema(id).name),
             "derived from the program IR (nodes, instrs) since ABI 11: a dump with an IR does not give it");
      if (schema(id).derived_with_nesting && has_nesting && non_empty(schema(id).name.data()))
        fail(std::string(schema(id).name),
             "derived from the statement structure (nesting) since ABI 13: a dump with nesting rows does not give it");
      read_table(id, doc[std::string(schema(id).name)]);
    }
    // What ABI 13 added has no meaning in an older dump.
    if (abi < 13) {
      const std::string older = "an ABI " + std::to_string(abi) + " dump";
      if (!out_.nesting.stmt.empty()) fail("nesting", "a table of ABI 13, in " + older);
      for (std::size_t s = 0; s < out_.statements.kind.size(); ++s)
        if (out_.statements.kind[s] == RACER_STMT_BREAK || out_.statements.kind[s] == RACER_STMT_CONTINUE)
          fail("statements[" + std::to_string(s) + "].kind", "break and continue are kinds of ABI 13, in " + older);
      for (std::size_t n = 0; n < out_.nodes.type_flags.size(); ++n)
        if ((out_.nodes.type_flags[n] & RACER_TYPE_BOOL) != 0)
          fail("nodes[" + std::to_string(n) + "].type_flags", "bool is a type flag of ABI 13, in " + older);
    }
    out_.entry = FunctionId(integer(field(doc, "entry"), "entry"));
    return std::move(out_);
  }

 private:
  [[noreturn]] void fail(const std::string& where, const std::string& what) const {
    throw Error(RACER_E_PARSE, std::string(path_) + ": " + (where.empty() ? "" : where + ": ") + what);
  }

  const json& field(const json& object, const char* name) const {
    auto it = object.find(name);
    if (it == object.end()) fail("", "missing field " + in_quotes(name));
    return *it;
  }

  std::int32_t integer(const json& v, const std::string& where) const {
    if (!v.is_number_integer()) fail(where, "expected an integer, got " + describe(v));
    constexpr auto lo = std::numeric_limits<std::int32_t>::min();
    constexpr auto hi = std::numeric_limits<std::int32_t>::max();
    if (v.is_number_unsigned() ? v.get<std::uint64_t>() > static_cast<std::uint64_t>(hi)
                               : v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi)
      fail(where, describe(v) + " does not fit in 32 bits");
    return static_cast<std::int32_t>(v.get<std::int64_t>());
  }

  std::int32_t intern(const std::string& text) {
    auto [it, fresh] = interned_.try_emplace(text);
    if (fresh) it->second = out_.strings.add(text).value;
    return it->second;
  }

  std::int32_t name_index(const ColumnSchema& c, const json& v, const std::string& where) const {
    if (!v.is_string())
      fail(where, "expected a " + std::string(c.noun) + " name, got " + describe(v));
    const auto& name = v.get_ref<const std::string&>();
    for (std::size_t i = 0; i < c.names.size(); ++i)
      if (c.names[i] == name) return static_cast<std::int32_t>(i);
    fail(where, "unknown " + std::string(c.noun) + " " + in_quotes(name));
  }

  std::int32_t cell(const ColumnSchema& c, const json& v, const std::string& where) {
    switch (c.type) {
      case ColumnType::String:
      case ColumnType::OptionalString:
        if (!v.is_string()) fail(where, "expected a string, got " + describe(v));
        return intern(v.get_ref<const std::string&>());
      case ColumnType::Kind:
        return name_index(c, v, where);
      case ColumnType::Flags: {
        if (!v.is_array())
          fail(where, "expected a list of " + std::string(c.noun) + " names, got " + describe(v));
        std::int32_t bits = 0;
        for (const json& flag : v) bits |= std::int32_t{1} << name_index(c, flag, where);
        return bits;
      }
      default: {
        const std::int32_t value = integer(v, where);
        if (std::string problem = value_problem(c, value); !problem.empty()) fail(where, problem);
        return value;
      }
    }
  }

  void read_table(TableId table, const json& rows) {
    const TableSchema& s = schema(table);
    if (!rows.is_array()) fail(std::string(s.name), "expected a list of rows, got " + describe(rows));
    std::vector<Column> columns(s.columns.size());
    for (Column& c : columns) c.reserve(rows.size());
    for (std::size_t row = 0; row < rows.size(); ++row) {
      const std::string at = std::string(s.name) + "[" + std::to_string(row) + "]";
      const json& r = rows[row];
      if (!r.is_object()) fail(at, "expected an object, got " + describe(r));
      for (const auto& [key, value] : r.items()) {
        if (key == "id") {
          if (integer(value, at + ".id") != static_cast<std::int32_t>(row))
            fail(at + ".id", describe(value) + " but the row is at position " + std::to_string(row));
        } else if (!find_column(s, key)) {
          fail(at, "unknown field " + in_quotes(key));
        }
      }
      for (std::size_t j = 0; j < s.columns.size(); ++j) {
        const ColumnSchema& c = s.columns[j];
        const std::string where = at + "." + std::string(c.name);
        auto it = r.find(c.name);
        if (it != r.end())
          columns[j].push_back(cell(c, *it, where) & ~(drop_derived_bits_ ? c.derived_bits : 0) &
                               ~(drop_nesting_bits_ ? c.derived_bits_with_nesting : 0));
        else if (required_in_dump(c))
          fail(where, "missing (the field is required)");
        else
          columns[j].push_back(dump_default(c));
      }
    }
    std::vector<const std::int32_t*> pointers;
    for (const Column& c : columns) pointers.push_back(c.data());
    out_.append_rows(table, pointers, rows.size());
  }

  std::string_view path_;
  bool drop_derived_bits_ = false, drop_nesting_bits_ = false;
  FactStore out_;
  std::unordered_map<std::string, std::int32_t> interned_;
};

}  // namespace

json parse_dump_document(std::string_view text, std::string_view path) {
  try {
    return json::parse(text);
  } catch (const json::parse_error& e) {
    throw Error(RACER_E_PARSE, std::string(path) + ":" + line_column(text, e.byte) + ": " +
                                   parse_error_text(e));
  } catch (const json::exception& e) {
    // A number too large for a double ("1e+600") is out_of_range, not a
    // parse_error, and carries no position (the fuzzer found it).
    const std::string what = e.what();
    const std::size_t bracket = what.find("] ");
    throw Error(RACER_E_PARSE, std::string(path) + ": " +
                                   (bracket == std::string::npos ? what : what.substr(bracket + 2)));
  }
}

FactStore facts_of_dump(const json& doc, std::string_view path) {
  return DumpReader(path).read(doc);
}

FactStore parse_model_json(std::string_view text, std::string_view path) {
  return facts_of_dump(parse_dump_document(text, path), path);
}

FactStore read_model_json(const std::string& path) {
  return parse_model_json(read_file(path), path);
}

}  // namespace racer::facts
