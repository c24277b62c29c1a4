// The schema of the input tables: names, columns and what each column holds.
//
// One declarative description drives everything that is generic over tables:
// the table/column registry of the ABI (racer_table_name, racer_column...),
// batch appends, the range checks of racer_freeze and the JSON model dump.
// Adding a column means adding it here and to its struct in fact_store.hpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace racer::facts {

// Input tables in registry order (racer_table_name(i) == schema(TableId(i)).name).
enum class TableId : std::uint8_t {
  Strings,
  Functions,
  Statements,
  Successors,
  Bases,
  Expressions,
  Events,
  Arguments,
  Accesses,
  PointsTo,
  Contexts,
  Branches,
  Flows,
  Callees,
  AccessKeys,
  FlagRaises,
  Loops,
  FieldPaths,
  AccessGuards,
  Nodes,
  Instrs,
  InstrArgs,
  Nesting,
};
inline constexpr std::size_t kInputTableCount = 23;

enum class ColumnType : std::uint8_t {
  Ref,             // row id of table `ref`
  OptionalRef,     // row id of table `ref`, or -1
  String,          // string id
  OptionalString,  // string id, or -1 (unknown)
  Kind,            // an index into `names`
  Flags,           // a bit set: bit i is names[i]
  Line,            // >= 0, 0 = unknown
  Position,        // >= 0
  OptionalPosition,  // >= 0, or -1 (none)
  Offset,          // >= 0, or -1 (unknown); lo/hi pairs are checked as rules
  Size,            // > 0, or -1 (unknown)
};

struct ColumnSchema {
  std::string_view name;
  ColumnType type;
  TableId ref = TableId::Strings;                // table a Ref/OptionalRef points into
  std::span<const std::string_view> names = {};  // Kind values / Flags bits, in order
  std::string_view noun = {};                    // "statement kind", "function flag"
  // Flags bits racer_freeze derives from the program IR (syntax/derive.hpp):
  // with an IR the caller does not give them, and dumps do not write them.
  std::int32_t derived_bits = 0;
  // Flags bits racer_freeze derives from the statement structure (table
  // nesting): with nesting rows the caller does not give them, and dumps do
  // not write them (id_lost since ABI 14, joins_all and joins_some since
  // ABI 15; an older dump's are dropped and derived again).
  std::int32_t derived_bits_with_nesting = 0;
};

// Names are string literals, so name.data() is NUL-terminated: the ABI hands
// them out as `const char *` with static storage.
struct TableSchema {
  std::string_view name;
  std::span<const ColumnSchema> columns;
  bool dump_writes_id = false;  // rows are referenced by id: the dump shows "id"
  // Computed by racer_freeze from the program IR (syntax/derive.hpp), not
  // given by the caller: no racer_add_* function, not written in dumps, and
  // read from a dump only when it is older than ABI 11 (kept as it was).
  bool derived = false;
  // Computed by racer_freeze from the statement structure (table nesting,
  // ABI 13) when the model has one; given by the caller otherwise.
  bool derived_with_nesting = false;
};

// All input tables, indexed by TableId.
std::span<const TableSchema> input_tables();
const TableSchema& schema(TableId table);
std::optional<TableId> find_input_table(std::string_view name);
std::optional<std::size_t> find_column(const TableSchema& table, std::string_view name);
// The schema of a column known to exist (std::logic_error otherwise).
const ColumnSchema& column_schema(TableId table, std::string_view name);

// Whether a dump row must give this column, and the value used when it does not.
bool required_in_dump(const ColumnSchema& column);
std::int32_t dump_default(const ColumnSchema& column);

// Checks a value against the column's own range (everything but ids, which
// need the row counts of other tables). Returns "" when fine, else what is
// wrong, e.g. "unknown statement kind 9" or "-3 out of range (must be >= 0)".
std::string value_problem(const ColumnSchema& column, std::int32_t value);

}  // namespace racer::facts
