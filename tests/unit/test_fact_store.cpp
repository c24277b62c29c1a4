// FactStore and StringTable: batch appends, ids continuing across batches,
// all-or-nothing failures, rebasing when one store is appended to another,
// and the schema registry that names tables and columns.
#include <array>
#include <vector>

#include "model_builder.hpp"

using racer::facts::Column;
using racer::facts::FactStore;
using racer::facts::TableId;
using racer::test::require_error;

TEST_CASE("string table: strings are appended back to back with ids continuing") {
  racer::facts::StringTable t;
  const std::array<std::int32_t, 3> first = {4, 0, 1};
  t.append("mainx", first);
  const std::array<std::int32_t, 1> second = {6};
  t.append("worker", second);
  REQUIRE(t.size() == 4);
  CHECK(t.get(racer::StringId(0)) == "main");
  CHECK(t.get(racer::StringId(1)).empty());
  CHECK(t.get(racer::StringId(2)) == "x");
  CHECK(t.get(racer::StringId(3)) == "worker");
  CHECK(t.add("m").value == 4);
}

TEST_CASE("string table: bad lengths are refused and nothing is added") {
  racer::facts::StringTable t;
  t.add("keep");
  const std::array<std::int32_t, 2> too_short = {1, 1};
  require_error([&] { t.append("abc", too_short); }, RACER_E_ARG,
                "lengths add up to 2 bytes but nbytes is 3");
  const std::array<std::int32_t, 2> negative = {4, -1};
  require_error([&] { t.append("abc", negative); }, RACER_E_ARG, "lengths[1]: -1 is negative");
  CHECK(t.size() == 1);
  CHECK(t.bytes() == 4);
}

TEST_CASE("fact store: rows of two batches get consecutive ids") {
  FactStore f;
  const std::vector<std::int32_t> name1 = {0, 1}, flags1 = {1, 0}, entry1 = {0, -1};
  const std::array<const std::int32_t*, 3> batch1 = {name1.data(), flags1.data(), entry1.data()};
  f.append_rows(TableId::Functions, batch1, 2);
  const std::vector<std::int32_t> name2 = {2}, flags2 = {3}, entry2 = {5};
  const std::array<const std::int32_t*, 3> batch2 = {name2.data(), flags2.data(), entry2.data()};
  f.append_rows(TableId::Functions, batch2, 1);

  REQUIRE(f.rows(TableId::Functions) == 3);
  CHECK(f.functions.name == Column{0, 1, 2});
  CHECK(f.functions.flags == Column{1, 0, 3});
  CHECK(f.functions.entry_stmt == Column{0, -1, 5});
  // Generic access sees the same columns, in schema order.
  CHECK(&f.column(TableId::Functions, 2) == &f.functions.entry_stmt);
  CHECK(f.rows(TableId::Statements) == 0);
}

TEST_CASE("fact store: a NULL column is refused when n > 0, accepted when n == 0") {
  FactStore f;
  const std::vector<std::int32_t> from = {0};
  const std::array<const std::int32_t*, 2> missing_to = {from.data(), nullptr};
  require_error([&] { f.append_rows(TableId::Successors, missing_to, 1); }, RACER_E_ARG,
                "column to is NULL but n is 1");
  CHECK(f.rows(TableId::Successors) == 0);
  const std::array<const std::int32_t*, 2> none = {nullptr, nullptr};
  f.append_rows(TableId::Successors, none, 0);
  CHECK(f.rows(TableId::Successors) == 0);
}

TEST_CASE("fact store: appending a store rebases its ids past the existing rows") {
  racer::test::ModelBuilder a;
  const auto main_fn = a.function("main");
  a.stmt(main_fn, RACER_STMT_RETURN);
  FactStore first = a.entry(main_fn);

  racer::test::ModelBuilder b;
  const auto f = b.function("f");
  const auto s = b.stmt(f);
  const auto g = b.global("g");
  b.expr(s, RACER_EXPR_LVALUE, g);
  b.call(s, f);
  FactStore second = b.entry(f);
  second.events.result[0] = -7;  // invalid, and must stay invalid

  first.append(second);
  CHECK(first.functions.name == Column{0, 1});   // "f" was string 0 of `second`
  CHECK(first.strings.get(racer::StringId(1)) == "f");
  CHECK(first.functions.entry_stmt == Column{0, 1});
  CHECK(first.statements.function == Column{0, 1});
  CHECK(first.expressions.stmt == Column{1});
  CHECK(first.expressions.base == Column{0});     // g is the first base either way
  CHECK(first.expressions.function == Column{-1}); // "none" is not rebased
  CHECK(first.events.callee == Column{1});
  CHECK(first.events.result == Column{-7});
  CHECK(first.entry.value == 1);
}

TEST_CASE("schema: table and column names are those of racer.h") {
  using racer::facts::input_tables;
  std::vector<std::string_view> names;
  for (const auto& t : input_tables()) names.push_back(t.name);
  CHECK(names == std::vector<std::string_view>{"strings", "functions", "statements", "successors",
                                               "bases", "expressions", "events", "arguments",
                                               "accesses", "points_to", "contexts", "branches", "flows", "callees",
                                               "access_keys", "flag_raises", "loops", "field_paths",
                                               "access_guards", "nodes", "instrs", "instr_args", "nesting"});
  std::vector<std::string_view> bases;
  for (const auto& c : racer::facts::schema(TableId::Bases).columns) bases.push_back(c.name);
  CHECK(bases == std::vector<std::string_view>{"name", "kind", "function", "flags", "size_bits",
                                               "type", "formal_index", "alloc_stmt"});
  CHECK(racer::facts::find_input_table("points_to") == TableId::PointsTo);
  CHECK_FALSE(racer::facts::find_input_table("call_edges"));
}
