// FactStore: generic access to its tables and the batch appends.
//
// with_table() is the one switch from a runtime TableId to a table struct;
// everything else works on the columns() array of that struct. Appends
// reserve every column first so they either add all rows or none.
#include "facts/fact_store.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "common/error.hpp"
#include "common/reserve_more.hpp"

namespace racer::facts {
namespace {

constexpr auto kMaxRows = static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max());

// Calls f(table) with the struct of `table`, const or not as `store` is.
template <class Store, class F>
decltype(auto) with_table(Store& store, TableId table, F&& f) {
  switch (table) {
    case TableId::Functions: return f(store.functions);
    case TableId::Statements: return f(store.statements);
    case TableId::Successors: return f(store.successors);
    case TableId::Bases: return f(store.bases);
    case TableId::Expressions: return f(store.expressions);
    case TableId::Events: return f(store.events);
    case TableId::Arguments: return f(store.arguments);
    case TableId::Accesses: return f(store.accesses);
    case TableId::PointsTo: return f(store.points_to);
    case TableId::Contexts: return f(store.contexts);
    case TableId::Branches: return f(store.branches);
    case TableId::Flows: return f(store.flows);
    case TableId::Callees: return f(store.callees);
    case TableId::AccessKeys: return f(store.access_keys);
    case TableId::FlagRaises: return f(store.flag_raises);
    case TableId::Loops: return f(store.loops);
    case TableId::FieldPaths: return f(store.field_paths);
    case TableId::AccessGuards: return f(store.access_guards);
    case TableId::Nodes: return f(store.nodes);
    case TableId::Instrs: return f(store.instrs);
    case TableId::InstrArgs: return f(store.instr_args);
    case TableId::Nesting: return f(store.nesting);
    case TableId::Strings: break;
  }
  throw std::logic_error("table " + std::string(schema(table).name) + " has no int32 columns");
}

template <class Table>
auto columns_of(Table& t) {
  return std::remove_const_t<Table>::columns(t);
}

// Every struct must list exactly the columns of its schema.
template <class Table>
constexpr std::size_t column_count = std::tuple_size_v<decltype(Table::columns(std::declval<Table&>()))>;
static_assert(column_count<Functions> == 3 && column_count<Statements> == 5 &&
              column_count<Successors> == 2 && column_count<Bases> == 8 &&
              column_count<Expressions> == 6 && column_count<Events> == 5 &&
              column_count<Arguments> == 3 && column_count<Accesses> == 9 &&
              column_count<PointsTo> == 5 && column_count<Contexts> == 3 &&
              column_count<Branches> == 4 && column_count<Flows> == 10 &&
              column_count<Callees> == 3 && column_count<AccessKeys> == 2 && column_count<FlagRaises> == 2 &&
              column_count<Loops> == 2 && column_count<FieldPaths> == 4 &&
              column_count<AccessGuards> == 2 && column_count<Nodes> == 12 &&
              column_count<Instrs> == 6 && column_count<InstrArgs> == 3 &&
              column_count<Nesting> == 5);

void check_room(TableId table, std::size_t have, std::size_t add) {
  if (add > kMaxRows - have)
    throw Error(RACER_E_ARG, std::string(schema(table).name) + ": " + std::to_string(have) +
                                 " + " + std::to_string(add) +
                                 " rows exceed the int32 id range");
}

std::int32_t rebase(std::int32_t value, std::size_t shift) {
  if (value < 0) return value;  // -1 stays "none", other negatives stay invalid
  const auto moved = static_cast<std::size_t>(value) + shift;
  return static_cast<std::int32_t>(std::min(moved, kMaxRows));  // INT32_MAX: never a valid id
}

}  // namespace

std::size_t FactStore::rows(TableId table) const {
  if (table == TableId::Strings) return strings.size();
  return with_table(*this, table, [](const auto& t) { return columns_of(t)[0]->size(); });
}

const Column& FactStore::column(TableId table, std::size_t j) const {
  return with_table(*this, table, [j](const auto& t) -> const Column& {
    return *columns_of(t).at(j);
  });
}

void FactStore::append_rows(TableId table, std::span<const std::int32_t* const> columns,
                            std::size_t n) {
  const TableSchema& s = schema(table);
  if (columns.size() != s.columns.size())
    throw std::logic_error("append_rows: " + std::to_string(columns.size()) + " columns for " +
                           std::string(s.name));
  for (std::size_t j = 0; j < columns.size(); ++j)
    if (columns[j] == nullptr && n > 0)
      throw Error(RACER_E_ARG, "column " + std::string(s.columns[j].name) + " is NULL but n is " +
                                   std::to_string(n));
  check_room(table, rows(table), n);
  with_table(*this, table, [&](auto& t) {
    auto cols = columns_of(t);
    for (Column* c : cols) reserve_more(*c, n);
    if (n == 0) return;
    for (std::size_t j = 0; j < cols.size(); ++j)
      cols[j]->insert(cols[j]->end(), columns[j], columns[j] + n);
  });
}

void FactStore::append(const FactStore& other) {
  // Shifts are taken before anything grows: ids of `other` refer to its own rows.
  std::array<std::size_t, kInputTableCount> shift{};
  for (std::size_t t = 0; t < kInputTableCount; ++t) {
    const auto id = static_cast<TableId>(t);
    shift[t] = rows(id);
    check_room(id, rows(id), other.rows(id));
  }
  // Reserve everything, then copy: no allocation can fail half-way.
  strings.reserve(other.strings.size(), other.strings.bytes());
  for (std::size_t t = 1; t < kInputTableCount; ++t) {
    const auto id = static_cast<TableId>(t);
    with_table(*this, id, [&](auto& mine) {
      for (Column* c : columns_of(mine)) reserve_more(*c, other.rows(id));
    });
  }
  strings.append(other.strings);
  for (std::size_t t = 1; t < kInputTableCount; ++t) {
    const auto id = static_cast<TableId>(t);
    const TableSchema& s = schema(id);
    with_table(*this, id, [&](auto& mine) {
      auto cols = columns_of(mine);
      for (std::size_t j = 0; j < cols.size(); ++j) {
        const ColumnSchema& c = s.columns[j];
        std::size_t by = 0;
        if (c.type == ColumnType::Ref || c.type == ColumnType::OptionalRef)
          by = shift[static_cast<std::size_t>(c.ref)];
        else if (c.type == ColumnType::String || c.type == ColumnType::OptionalString)
          by = shift[static_cast<std::size_t>(TableId::Strings)];
        for (std::int32_t v : other.column(id, j))
          cols[j]->push_back(by == 0 ? v : rebase(v, by));
      }
    });
  }
  if (other.entry != FunctionId())
    entry = FunctionId(rebase(other.entry.value, shift[static_cast<std::size_t>(TableId::Functions)]));
}

}  // namespace racer::facts
