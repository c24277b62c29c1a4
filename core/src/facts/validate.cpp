// racer_freeze's checks, in two passes.
//
// Pass 1 checks every cell against its column's schema (ids in range, kinds,
// flags, scalar ranges), table by table; pass 2 checks the rules that relate
// columns and rows, and may therefore index other tables without fear.
#include "facts/validate.hpp"
#include "facts/validate_rules.hpp"

#include <string>
#include <vector>

#include "common/error.hpp"
#include "racer/racer.h"

namespace racer::facts {
namespace {

std::string function_name(const FactStore& f, std::int32_t fn) {
  return std::string(f.strings.get(StringId(f.functions.name[fn])));
}

// "function 2 (worker)": names help when the model came from a C file.
std::string describe_function(const FactStore& f, std::int32_t fn) {
  return "function " + std::to_string(fn) + " (" + function_name(f, fn) + ")";
}

bool has(std::int32_t flags, std::int32_t bit) { return (flags & bit) != 0; }

// ---- Pass 1: each cell against its column ----------------------------------

void check_cells(const FactStore& f, TableId table) {
  const TableSchema& s = schema(table);
  const bool has_ir = !f.nodes.op.empty() || !f.instrs.stmt.empty();
  const bool has_nesting = !f.nesting.stmt.empty();
  for (std::size_t j = 0; j < s.columns.size(); ++j) {
    const ColumnSchema& c = s.columns[j];
    const Column& values = f.column(table, j);
    const bool is_ref = c.type == ColumnType::Ref || c.type == ColumnType::OptionalRef;
    const bool is_string = c.type == ColumnType::String || c.type == ColumnType::OptionalString;
    const bool optional = c.type == ColumnType::OptionalRef || c.type == ColumnType::OptionalString;
    const TableId target = is_string ? TableId::Strings : c.ref;
    const std::size_t n_target = f.rows(target);
    for (std::size_t row = 0; row < values.size(); ++row) {
      const std::int32_t v = values[row];
      if (is_ref || is_string) {
        if ((v == -1 && optional) || (v >= 0 && static_cast<std::size_t>(v) < n_target)) continue;
        fail(RACER_E_ID, cell(s.name, row, c.name),
             std::to_string(v) + " out of range (" + std::to_string(n_target) + " " +
                 std::string(schema(target).name) + ")");
      }
      if (std::string problem = value_problem(c, v); !problem.empty())
        fail(RACER_E_ARG, cell(s.name, row, c.name), problem);
      // Bits racer_freeze derives from the IR are no input when there is
      // one, nor those it derives from the statement structure.
      const auto refuse = [&](std::int32_t derived, const char* why) {
        for (std::size_t bit = 0; bit < c.names.size(); ++bit)
          if ((v & derived & (std::int32_t{1} << bit)) != 0)
            fail(RACER_E_ARG, cell(s.name, row, c.name),
                 std::string(c.noun) + " " + std::string(c.names[bit]) + why);
      };
      if (has_ir) refuse(c.derived_bits, " is derived from the program IR since ABI 12: a model with an IR does not give it");
      if (has_nesting)
        refuse(c.derived_bits_with_nesting,
               " is derived from the statement structure (ABI 14 on): a model with nesting rows does not give it");
    }
  }
}

// ---- Pass 2: rules across columns and rows ---------------------------------

void check_functions(const FactStore& f) {
  const Functions& t = f.functions;
  for (std::size_t i = 0; i < t.name.size(); ++i) {
    const std::int32_t entry = t.entry_stmt[i];
    const bool body = has(t.flags[i], RACER_FUNC_HAS_BODY);
    if (body && entry == -1)
      fail(RACER_E_ARG, cell("functions", i, "entry_stmt"),
           "-1 but the function has the has_body flag");
    if (!body && entry != -1)
      fail(RACER_E_ARG, cell("functions", i, "entry_stmt"),
           std::to_string(entry) + " but the function has no has_body flag");
    if (entry != -1 && f.statements.function[entry] != static_cast<std::int32_t>(i))
      fail(RACER_E_ID, cell("functions", i, "entry_stmt"),
           "statement " + std::to_string(entry) + " belongs to " +
               describe_function(f, f.statements.function[entry]) + ", not to " +
               describe_function(f, static_cast<std::int32_t>(i)));
  }
}

void check_successors(const FactStore& f) {
  const Successors& t = f.successors;
  for (std::size_t i = 0; i < t.from.size(); ++i) {
    const std::int32_t from_fn = f.statements.function[t.from[i]];
    const std::int32_t to_fn = f.statements.function[t.to[i]];
    if (from_fn != to_fn)
      fail(RACER_E_ID, cell("successors", i),
           "from statement " + std::to_string(t.from[i]) + " (function " +
               function_name(f, from_fn) + ") and to statement " + std::to_string(t.to[i]) +
               " (function " + function_name(f, to_fn) + ") are in different functions");
  }
}

void check_bases(const FactStore& f) {
  const Bases& t = f.bases;
  for (std::size_t i = 0; i < t.name.size(); ++i) {
    const std::int32_t kind = t.kind[i];
    const std::string kind_name(column_schema(TableId::Bases, "kind").names[kind]);
    const bool owned = kind == RACER_BASE_LOCAL || kind == RACER_BASE_FORMAL;
    const bool unowned = kind == RACER_BASE_GLOBAL || kind == RACER_BASE_STRING;
    if (owned && t.function[i] == -1)
      fail(RACER_E_ARG, cell("bases", i, "function"),
           "-1 but a " + kind_name + " base needs its function");
    if (unowned && t.function[i] != -1)
      fail(RACER_E_ARG, cell("bases", i, "function"),
           std::to_string(t.function[i]) + " but a " + kind_name + " base has none (-1)");
    if (kind == RACER_BASE_FORMAL && t.formal_index[i] < 0)
      fail(RACER_E_ARG, cell("bases", i, "formal_index"), "-1 but a formal needs its position");
    if (kind != RACER_BASE_FORMAL && t.formal_index[i] != -1)
      fail(RACER_E_ARG, cell("bases", i, "formal_index"),
           std::to_string(t.formal_index[i]) + " but only formals have a position (-1)");
    const std::int32_t alloc = t.alloc_stmt[i];
    if (kind != RACER_BASE_HEAP && alloc != -1)
      fail(RACER_E_ARG, cell("bases", i, "alloc_stmt"),
           std::to_string(alloc) + " but only heap bases have an allocation statement (-1)");
    if (alloc != -1 && t.function[i] != -1 && f.statements.function[alloc] != t.function[i])
      fail(RACER_E_ID, cell("bases", i, "alloc_stmt"),
           "statement " + std::to_string(alloc) + " is in " +
               describe_function(f, f.statements.function[alloc]) +
               ", not in the allocating " + describe_function(f, t.function[i]));
  }
  // A function's formals have the positions 0 to k-1, each once: engines
  // size a function's signature by them (a position of 2^31 - 1 made the
  // alias engine allocate 8 GiB; the fuzzer found it).
  std::vector<std::int32_t> formals(f.functions.name.size(), 0);
  for (std::size_t i = 0; i < t.name.size(); ++i)
    if (t.kind[i] == RACER_BASE_FORMAL) ++formals[static_cast<std::size_t>(t.function[i])];
  std::vector<std::vector<bool>> taken(formals.size());
  for (std::size_t i = 0; i < t.name.size(); ++i) {
    if (t.kind[i] != RACER_BASE_FORMAL) continue;
    const auto fn = static_cast<std::size_t>(t.function[i]);
    const std::int32_t k = t.formal_index[i];
    if (k >= formals[fn])
      fail(RACER_E_ARG, cell("bases", i, "formal_index"),
           std::to_string(k) + " but " + describe_function(f, t.function[i]) + " has " +
               std::to_string(formals[fn]) + " formal(s): positions 0 to " + std::to_string(formals[fn] - 1));
    auto& seen = taken[fn];
    if (seen.empty()) seen.assign(static_cast<std::size_t>(formals[fn]), false);
    if (seen[static_cast<std::size_t>(k)])
      fail(RACER_E_ARG, cell("bases", i, "formal_index"),
           std::to_string(k) + " is the position of another formal of " + describe_function(f, t.function[i]));
    seen[static_cast<std::size_t>(k)] = true;
  }
}

void check_expressions(const FactStore& f) {
  const Expressions& t = f.expressions;
  for (std::size_t i = 0; i < t.stmt.size(); ++i) {
    const std::int32_t shape = t.shape[i];
    if (shape == RACER_EXPR_FUNCTION && t.function[i] == -1)
      fail(RACER_E_ARG, cell("expressions", i, "function"),
           "-1 but a function expression needs its function");
    if (shape != RACER_EXPR_FUNCTION && t.function[i] != -1)
      fail(RACER_E_ARG, cell("expressions", i, "function"),
           std::to_string(t.function[i]) + " but only function expressions have one (-1)");
    if (shape != RACER_EXPR_ADDR_OF && shape != RACER_EXPR_LVALUE && t.base[i] != -1)
      fail(RACER_E_ARG, cell("expressions", i, "base"),
           std::to_string(t.base[i]) + " but only addr_of and lvalue expressions have one (-1)");
  }
}

void check_events(const FactStore& f) {
  const Events& t = f.events;
  for (std::size_t i = 0; i < t.stmt.size(); ++i) {
    if (t.kind[i] == RACER_EVENT_CALL || t.kind[i] == RACER_EVENT_CALLBACK) {
      const char* what = t.kind[i] == RACER_EVENT_CALL ? "a call" : "a callback";
      if ((t.callee[i] == -1) == (t.callee_expr[i] == -1))
        fail(RACER_E_ARG, cell("events", i),
             std::string(what) + " needs exactly one of callee and callee_expr (callee " +
                 std::to_string(t.callee[i]) + ", callee_expr " +
                 std::to_string(t.callee_expr[i]) + ")");
      if (t.kind[i] == RACER_EVENT_CALLBACK && t.result[i] != -1)
        fail(RACER_E_ARG, cell("events", i, "result"),
             std::to_string(t.result[i]) + " but a callback event has none (-1)");
      continue;
    }
    for (const auto& [name, column] : {std::pair{"callee", &t.callee},
                                       std::pair{"callee_expr", &t.callee_expr},
                                       std::pair{"result", &t.result}})
      if ((*column)[i] != -1)
        fail(RACER_E_ARG, cell("events", i, name),
             std::to_string((*column)[i]) + " but a return event has none (-1)");
  }
}

void check_arguments(const FactStore& f) {
  const Arguments& t = f.arguments;
  std::vector<std::int32_t> next(f.events.stmt.size(), 0);  // next position per event
  for (std::size_t i = 0; i < t.event.size(); ++i) {
    const std::int32_t ev = t.event[i];
    if (f.events.kind[ev] != RACER_EVENT_CALL)
      fail(RACER_E_ID, cell("arguments", i, "event"),
           "event " + std::to_string(ev) + " is not a call event");
    if (t.position[i] != next[ev])
      fail(RACER_E_ARG, cell("arguments", i, "position"),
           std::to_string(t.position[i]) + " but the next argument of event " +
               std::to_string(ev) + " is at position " + std::to_string(next[ev]));
    ++next[ev];
  }
}

void check_offsets(std::string_view table, const Column& lo, const Column& hi) {
  for (std::size_t i = 0; i < lo.size(); ++i) {
    if (lo[i] == -1 && hi[i] == -1) continue;
    if (lo[i] == -1 || hi[i] == -1)
      fail(RACER_E_ARG, cell(table, i),
           "offset_lo " + std::to_string(lo[i]) + " and offset_hi " + std::to_string(hi[i]) +
               ": both must be -1 (unknown) or both known");
    if (lo[i] > hi[i])
      fail(RACER_E_ARG, cell(table, i, "offset_hi"),
           std::to_string(hi[i]) + " is below offset_lo " + std::to_string(lo[i]));
  }
}

void check_contexts(const FactStore& f) {
  const Contexts& t = f.contexts;
  for (std::size_t i = 0; i < t.parent.size(); ++i) {
    const std::int32_t parent = t.parent[i];
    // Parents first keeps the context tree acyclic by construction.
    if (parent >= static_cast<std::int32_t>(i))
      fail(RACER_E_ID, cell("contexts", i, "parent"),
           std::to_string(parent) + " is not an earlier context (list parents first)");
    if (parent != -1 && t.call_stmt[i] == -1)
      fail(RACER_E_ARG, cell("contexts", i, "call_stmt"),
           "-1 but a context with a parent needs its call statement");
  }
}

// Each side names at most one node; a function is only a source, by address.
constexpr std::int32_t kMaxDerefs = 255;

void check_flows(const FactStore& f) {
  const Flows& t = f.flows;
  auto count = [](std::initializer_list<std::int32_t> ids) {
    int n = 0;
    for (std::int32_t id : ids) n += id != -1;
    return n;
  };
  for (std::size_t i = 0; i < t.stmt.size(); ++i) {
    if (count({t.dst_base[i], t.dst_return[i], t.dst_expr[i]}) > 1)
      fail(RACER_E_ARG, cell("flows", i),
           "give at most one of dst_base, dst_return and dst_expr");
    if (count({t.src_base[i], t.src_function[i], t.src_return[i]}) > 1)
      fail(RACER_E_ARG, cell("flows", i),
           "give at most one of src_base, src_function and src_return");
    if (t.src_function[i] != -1 && t.src_deref[i] != -1)
      fail(RACER_E_ARG, cell("flows", i, "src_deref"),
           std::to_string(t.src_deref[i]) +
               " but a function is only a source by its address (src_deref -1)");
    // The alias engine follows each dereference (and one more for a
    // source): a count near 2^31 overflows and runs for ever (the fuzzer
    // found it). C programs dereference a few times; 255 is far past that.
    for (const auto& [name, derefs] : {std::pair{"dst_deref", t.dst_deref[i]}, std::pair{"src_deref", t.src_deref[i]}})
      if (derefs > kMaxDerefs)
        fail(RACER_E_ARG, cell("flows", i, name),
             std::to_string(derefs) + " dereferences (at most " + std::to_string(kMaxDerefs) + ")");
    const bool unknown_dst = count({t.dst_base[i], t.dst_return[i], t.dst_expr[i]}) == 0;
    if (unknown_dst && t.dst_deref[i] != 0)
      fail(RACER_E_ARG, cell("flows", i, "dst_deref"),
           std::to_string(t.dst_deref[i]) + " but an unknown destination has none (0)");
  }
}

// A loop row describes a loop statement, once.
void check_loops(const FactStore& f) {
  std::vector<bool> seen(f.statements.kind.size(), false);
  for (std::size_t i = 0; i < f.loops.stmt.size(); ++i) {
    const std::int32_t s = f.loops.stmt[i];
    if (f.statements.kind[s] != RACER_STMT_LOOP)
      fail(RACER_E_ARG, cell("loops", i, "stmt"), "statement " + std::to_string(s) + " is not a loop");
    if (seen[s]) fail(RACER_E_ARG, cell("loops", i, "stmt"), "statement " + std::to_string(s) + " has a row already");
    seen[s] = true;
  }
}

void check_entry(const FactStore& f) {
  const std::int32_t entry = f.entry.value;
  if (entry == -1)
    throw Error(RACER_E_STATE, "no entry function: call racer_set_entry before racer_freeze");
  const std::size_t n = f.functions.name.size();
  if (entry < 0 || static_cast<std::size_t>(entry) >= n)
    fail(RACER_E_ID, "entry",
         std::to_string(entry) + " out of range (" + std::to_string(n) + " functions)");
  if (!has(f.functions.flags[entry], RACER_FUNC_HAS_BODY))
    fail(RACER_E_ARG, "entry", describe_function(f, entry) + " has no body");
}

}  // namespace

void validate(const FactStore& facts) {
  for (std::size_t t = 1; t < kInputTableCount; ++t) check_cells(facts, static_cast<TableId>(t));
  check_functions(facts);
  check_successors(facts);
  check_bases(facts);
  check_expressions(facts);
  check_events(facts);
  check_arguments(facts);
  check_offsets("accesses", facts.accesses.offset_lo, facts.accesses.offset_hi);
  check_offsets("points_to", facts.points_to.offset_lo, facts.points_to.offset_hi);
  check_offsets("field_paths", facts.field_paths.offset_lo, facts.field_paths.offset_hi);
  check_contexts(facts);
  check_flows(facts);
  check_loops(facts);
  validate_ir(facts);
  check_entry(facts);
}

}  // namespace racer::facts
