// The schema of the input tables, written once as constant data.
//
// Kind and flag names are listed in value/bit order; the static_asserts tie
// that order to the constants of racer.h so the two cannot drift apart.
#include "facts/schema.hpp"

#include <array>
#include <cstdio>
#include <stdexcept>

#include "racer/racer.h"

namespace racer::facts {
namespace {

using T = ColumnType;
using std::string_view;

constexpr string_view kFunctionFlags[] = {"has_body", "address_taken", "noreturn", "variadic",
                                          "thread_signature"};
static_assert(RACER_FUNC_HAS_BODY == 1 << 0 && RACER_FUNC_THREAD_SIGNATURE == 1 << 4);

constexpr string_view kStmtKinds[] = {"instr", "return", "if",    "switch", "loop",
                                      "block", "jump",   "other", "break",  "continue"};
static_assert(RACER_STMT_INSTR == 0 && RACER_STMT_LOOP == 4 && RACER_STMT_OTHER == 7 &&
              RACER_STMT_BREAK == 8 && RACER_STMT_CONTINUE == 9);

constexpr string_view kBaseKinds[] = {"global", "local", "formal", "heap", "string"};
static_assert(RACER_BASE_GLOBAL == 0 && RACER_BASE_HEAP == 3 && RACER_BASE_STRING == 4);

constexpr string_view kBaseFlags[] = {"atomic",  "thread_local", "const", "address_taken",
                                      "assigned_to_global", "weak", "volatile", "pointer",
                                      "array", "aggregate", "ghost", "single_block",
                                      "free_choice", "never_addressed", "extern", "outside_ir"};
static_assert(RACER_BASE_ATOMIC == 1 << 0 && RACER_BASE_WEAK == 1 << 5 &&
              RACER_BASE_GHOST == 1 << 10 && RACER_BASE_SINGLE_BLOCK == 1 << 11 &&
              RACER_BASE_FREE_CHOICE == 1 << 12 && RACER_BASE_NEVER_ADDRESSED == 1 << 13 &&
              RACER_BASE_EXTERN == 1 << 14 && RACER_BASE_OUTSIDE_IR == 1 << 15);

constexpr string_view kExprShapes[] = {"addr_of", "lvalue", "function", "constant", "other"};
static_assert(RACER_EXPR_ADDR_OF == 0 && RACER_EXPR_FUNCTION == 2 && RACER_EXPR_OTHER == 4);

constexpr string_view kExprFlags[] = {"through_pointer", "has_field", "has_index", "joins_all",
                                     "joins_some", "id_lost", "id_changed"};
static_assert(RACER_EXPR_THROUGH_POINTER == 1 << 0 && RACER_EXPR_HAS_INDEX == 1 << 2 &&
              RACER_EXPR_JOINS_ALL == 1 << 3 && RACER_EXPR_JOINS_SOME == 1 << 4 &&
              RACER_EXPR_ID_LOST == 1 << 5 && RACER_EXPR_ID_CHANGED == 1 << 6);

constexpr string_view kEventKinds[] = {"call", "return", "callback"};
static_assert(RACER_EVENT_CALL == 0 && RACER_EVENT_RETURN == 1 && RACER_EVENT_CALLBACK == 2);

constexpr string_view kAccessKinds[] = {"read", "write"};
static_assert(RACER_ACCESS_READ == 0 && RACER_ACCESS_WRITE == 1);

constexpr string_view kAccessFlags[] = {"through_pointer", "atomic", "may", "indirect",
                                       "instances_meet", "children_ended", "meets_creator", "fresh"};
static_assert(RACER_ACCESS_THROUGH_POINTER == 1 << 0 && RACER_ACCESS_ATOMIC == 1 << 1 &&
              RACER_ACCESS_MAY == 1 << 2 && RACER_ACCESS_INDIRECT == 1 << 3 &&
              RACER_ACCESS_INSTANCES_MEET == 1 << 4 && RACER_ACCESS_CHILDREN_ENDED == 1 << 5 &&
              RACER_ACCESS_MEETS_CREATOR == 1 << 6 && RACER_ACCESS_FRESH == 1 << 7);

// Column names are the parameter names of the racer_add_* functions.
constexpr ColumnSchema kFunctions[] = {
    {"name", T::String},
    {"flags", T::Flags, TableId::Strings, kFunctionFlags, "function flag"},
    {"entry_stmt", T::OptionalRef, TableId::Statements},
};
constexpr ColumnSchema kStatements[] = {
    {"function", T::Ref, TableId::Functions},
    {"file", T::OptionalString},
    {"line", T::Line},
    {"kind", T::Kind, TableId::Strings, kStmtKinds, "statement kind"},
    {"column", T::Line},
};
constexpr ColumnSchema kSuccessors[] = {
    {"from", T::Ref, TableId::Statements},
    {"to", T::Ref, TableId::Statements},
};
constexpr ColumnSchema kBases[] = {
    {"name", T::String},
    {"kind", T::Kind, TableId::Strings, kBaseKinds, "base kind"},
    {"function", T::OptionalRef, TableId::Functions},
    {"flags", T::Flags, TableId::Strings, kBaseFlags, "base flag", RACER_BASE_NEVER_ADDRESSED},
    {"size_bits", T::Size},
    {"type", T::OptionalString},
    {"formal_index", T::OptionalPosition},
    {"alloc_stmt", T::OptionalRef, TableId::Statements},
};
constexpr ColumnSchema kExpressions[] = {
    {"stmt", T::Ref, TableId::Statements},
    {"text", T::OptionalString},
    {"shape", T::Kind, TableId::Strings, kExprShapes, "expression shape"},
    {"base", T::OptionalRef, TableId::Bases},
    {"function", T::OptionalRef, TableId::Functions},
    {"flags", T::Flags, TableId::Strings, kExprFlags, "expression flag", RACER_EXPR_ID_CHANGED,
     RACER_EXPR_ID_LOST | RACER_EXPR_JOINS_ALL | RACER_EXPR_JOINS_SOME},
};
constexpr ColumnSchema kEvents[] = {
    {"stmt", T::Ref, TableId::Statements},
    {"kind", T::Kind, TableId::Strings, kEventKinds, "event kind"},
    {"callee", T::OptionalRef, TableId::Functions},
    {"callee_expr", T::OptionalRef, TableId::Expressions},
    {"result", T::OptionalRef, TableId::Expressions},
};
constexpr ColumnSchema kArguments[] = {
    {"event", T::Ref, TableId::Events},
    {"position", T::Position},
    {"expr", T::Ref, TableId::Expressions},
};
constexpr ColumnSchema kAccesses[] = {
    {"stmt", T::Ref, TableId::Statements},
    {"kind", T::Kind, TableId::Strings, kAccessKinds, "access kind"},
    {"base", T::Ref, TableId::Bases},
    {"offset_lo", T::Offset},
    {"offset_hi", T::Offset},
    {"size_bits", T::Size},
    {"expr", T::OptionalRef, TableId::Expressions},
    {"flags", T::Flags, TableId::Strings, kAccessFlags, "access flag"},
    {"context", T::OptionalRef, TableId::Contexts},
};
constexpr ColumnSchema kPointsTo[] = {
    {"expr", T::Ref, TableId::Expressions},
    {"base", T::Ref, TableId::Bases},
    {"offset_lo", T::Offset},
    {"offset_hi", T::Offset},
    {"context", T::OptionalRef, TableId::Contexts},
};
constexpr ColumnSchema kContexts[] = {
    {"parent", T::OptionalRef, TableId::Contexts},
    {"call_stmt", T::OptionalRef, TableId::Statements},
    {"callee", T::Ref, TableId::Functions},
};
// A two-way branch on a plain variable compared with 0 (`if (v)`, `if (!v)`,
// `if (v == 0)`, ...): which successor runs when v == 0 and when v != 0. The
// lockset engine follows trylock results through these.
constexpr ColumnSchema kBranches[] = {
    {"stmt", T::Ref, TableId::Statements},
    {"var", T::Ref, TableId::Bases},
    {"zero_succ", T::Ref, TableId::Statements},
    {"nonzero_succ", T::Ref, TableId::Statements},
};

// Pointer constraints for the alias backend (Steensgaard): the value of the
// source is stored into the destination. A side given by none of its
// columns is unknown: an unknown source is a value from outside the program
// (a library result, an integer made a pointer), an unknown destination is
// memory the analysis cannot see (the value escapes there). src_deref -1
// means "the address of"; shift is where that address points inside the
// object, or what pointer arithmetic adds to a value (-1: not known).
constexpr ColumnSchema kFlows[] = {
    {"stmt", T::OptionalRef, TableId::Statements},
    {"dst_base", T::OptionalRef, TableId::Bases},
    {"dst_return", T::OptionalRef, TableId::Functions},
    {"dst_expr", T::OptionalRef, TableId::Expressions},
    {"dst_deref", T::Position},
    {"src_base", T::OptionalRef, TableId::Bases},
    {"src_function", T::OptionalRef, TableId::Functions},
    {"src_return", T::OptionalRef, TableId::Functions},
    {"src_deref", T::OptionalPosition},
    {"shift", T::Offset},
};
// Functions an expression may designate (a function pointer): the targets
// of indirect calls and thread functions given through pointers.
constexpr ColumnSchema kCallees[] = {
    {"expr", T::Ref, TableId::Expressions},
    {"function", T::Ref, TableId::Functions},
    {"context", T::OptionalRef, TableId::Contexts},
};

// Instance keys (per-thread slots): accesses with the same key never race
// (racer.h, racer_add_access_keys).
constexpr ColumnSchema kAccessKeys[] = {
    {"access", T::Ref, TableId::Accesses},
    {"key", T::String},
};

// Object locks: accesses with the same guard never race (racer.h,
// racer_add_access_guards).
constexpr ColumnSchema kAccessGuards[] = {
    {"access", T::Ref, TableId::Accesses},
    {"guard", T::String},
};

// Publication flags: `base` is a global integer the program only ever sets,
// from zero, to non-zero constants, at these statements (the raises).
constexpr ColumnSchema kFlagRaises[] = {
    {"base", T::Ref, TableId::Bases},
    {"stmt", T::Ref, TableId::Statements},
};

constexpr string_view kLoopFlags[] = {"entered", "bounded", "repeated"};
static_assert(RACER_LOOP_ENTERED == 1 << 0 && RACER_LOOP_BOUNDED == 1 << 1 &&
              RACER_LOOP_REPEATED == 1 << 2);

// Loop statements the front end could decide something about: its body
// surely runs once (entered), the loop surely ends (bounded). Loops without
// a row are neither, as far as the core knows.
constexpr ColumnSchema kLoops[] = {
    {"stmt", T::Ref, TableId::Statements},
    {"flags", T::Flags, TableId::Strings, kLoopFlags, "loop flag"},
};

// C names of the parts of aggregate bases (`acct.audits`, `locks[2]`), for
// reports only: no engine reads them.
constexpr ColumnSchema kFieldPaths[] = {
    {"base", T::Ref, TableId::Bases},
    {"offset_lo", T::Offset},
    {"offset_hi", T::Offset},
    {"path", T::String},
};

constexpr string_view kNodeOps[] = {"const", "float", "string", "var",   "deref",
                                   "field", "index", "read",   "addr",  "start",
                                   "unop",  "binop", "cast",   "func",  "other"};
static_assert(RACER_NODE_CONST == 0 && RACER_NODE_VAR == 3 && RACER_NODE_READ == 7 &&
              RACER_NODE_BINOP == 11 && RACER_NODE_OTHER == 14);

constexpr string_view kTypeFlags[] = {"integer",   "signed",   "pointer",  "float",  "array",
                                      "aggregate", "function", "volatile", "atomic", "bool"};
static_assert(RACER_TYPE_INTEGER == 1 << 0 && RACER_TYPE_SIGNED == 1 << 1 &&
              RACER_TYPE_FUNCTION == 1 << 6 && RACER_TYPE_ATOMIC == 1 << 8 &&
              RACER_TYPE_BOOL == 1 << 9);

// Expression nodes of the program IR: operands come before the node that
// uses them (validate.cpp), so every node is the root of a finite tree.
constexpr ColumnSchema kNodes[] = {
    {"op", T::Kind, TableId::Strings, kNodeOps, "node op"},
    {"sub", T::Position},
    {"a", T::OptionalRef, TableId::Nodes},
    {"b", T::OptionalRef, TableId::Nodes},
    {"base", T::OptionalRef, TableId::Bases},
    {"function", T::OptionalRef, TableId::Functions},
    {"literal", T::OptionalString},
    {"offset", T::Offset},
    {"type", T::OptionalString},
    {"width", T::Size},
    {"type_flags", T::Flags, TableId::Strings, kTypeFlags, "type flag"},
    {"comp", T::OptionalString},
};

constexpr string_view kInstrKinds[] = {"assign", "call", "return", "cond", "asm"};
static_assert(RACER_INSTR_ASSIGN == 0 && RACER_INSTR_COND == 3 && RACER_INSTR_ASM == 4);

// Instructions of statements, in execution order; stmt -1 is a global
// initialiser.
constexpr ColumnSchema kInstrs[] = {
    {"stmt", T::OptionalRef, TableId::Statements},
    {"kind", T::Kind, TableId::Strings, kInstrKinds, "instruction kind"},
    {"lhs", T::OptionalRef, TableId::Nodes},
    {"rhs", T::OptionalRef, TableId::Nodes},
    {"true_succ", T::OptionalRef, TableId::Statements},
    {"false_succ", T::OptionalRef, TableId::Statements},
};
constexpr ColumnSchema kInstrArgs[] = {
    {"instr", T::Ref, TableId::Instrs},
    {"position", T::Position},
    {"node", T::Ref, TableId::Nodes},
};

// Where each statement sits in its function (ABI 13): the loops engine
// (instances/) reads the code's structure from it.
constexpr string_view kSlots[] = {"body", "then", "else"};
static_assert(RACER_SLOT_BODY == 0 && RACER_SLOT_THEN == 1 && RACER_SLOT_ELSE == 2);
constexpr string_view kNestFlags[] = {"labelled"};
static_assert(RACER_NEST_LABELLED == 1 << 0);
constexpr ColumnSchema kNesting[] = {
    {"stmt", T::Ref, TableId::Statements},
    {"parent", T::OptionalRef, TableId::Statements},
    {"slot", T::Kind, TableId::Strings, kSlots, "slot"},
    {"position", T::Position},
    {"flags", T::Flags, TableId::Strings, kNestFlags, "nesting flag"},
};

constexpr std::array<TableSchema, kInputTableCount> kTables = {{
    {"strings", {}},
    {"functions", kFunctions, true},
    {"statements", kStatements, true},
    {"successors", kSuccessors},
    {"bases", kBases, true},
    {"expressions", kExpressions, true},
    {"events", kEvents, true},
    {"arguments", kArguments},
    {"accesses", kAccesses},
    {"points_to", kPointsTo},
    {"contexts", kContexts, true},
    {"branches", kBranches, false, true},
    {"flows", kFlows},
    {"callees", kCallees},
    {"access_keys", kAccessKeys},
    {"flag_raises", kFlagRaises, false, true},
    {"loops", kLoops, false, false, true},
    {"field_paths", kFieldPaths},
    {"access_guards", kAccessGuards},
    {"nodes", kNodes, true},
    {"instrs", kInstrs, true},
    {"instr_args", kInstrArgs},
    {"nesting", kNesting},
}};

std::string out_of_range(std::int32_t value, const char* rule) {
  return std::to_string(value) + " out of range (must be " + rule + ")";
}

}  // namespace

std::span<const TableSchema> input_tables() { return kTables; }

const TableSchema& schema(TableId table) { return kTables[static_cast<std::size_t>(table)]; }

std::optional<TableId> find_input_table(std::string_view name) {
  for (std::size_t i = 0; i < kTables.size(); ++i)
    if (kTables[i].name == name) return static_cast<TableId>(i);
  return std::nullopt;
}

std::optional<std::size_t> find_column(const TableSchema& table, std::string_view name) {
  for (std::size_t j = 0; j < table.columns.size(); ++j)
    if (table.columns[j].name == name) return j;
  return std::nullopt;
}

const ColumnSchema& column_schema(TableId table, std::string_view name) {
  const TableSchema& s = schema(table);
  if (auto j = find_column(s, name)) return s.columns[*j];
  throw std::logic_error("no column " + std::string(s.name) + "." + std::string(name));
}

bool required_in_dump(const ColumnSchema& column) {
  switch (column.type) {
    case T::Ref:
    case T::String:
    case T::Kind:
    case T::Position:
      return true;
    default:
      return false;
  }
}

std::int32_t dump_default(const ColumnSchema& column) {
  switch (column.type) {
    case T::Flags:
    case T::Line:
      return 0;
    default:
      return -1;
  }
}

std::string value_problem(const ColumnSchema& column, std::int32_t value) {
  switch (column.type) {
    case T::Kind:
      if (value < 0 || static_cast<std::size_t>(value) >= column.names.size())
        return "unknown " + std::string(column.noun) + " " + std::to_string(value);
      return {};
    case T::Flags: {
      const auto known = static_cast<std::uint32_t>((1u << column.names.size()) - 1u);
      const auto unknown = static_cast<std::uint32_t>(value) & ~known;
      if (unknown == 0) return {};
      char hex[16];
      std::snprintf(hex, sizeof hex, "0x%x", static_cast<unsigned>(unknown));
      return "unknown " + std::string(column.noun) + " bits " + hex;
    }
    case T::Line:
    case T::Position:
      return value >= 0 ? std::string() : out_of_range(value, ">= 0");
    case T::OptionalPosition:
    case T::Offset:
      return value >= -1 ? std::string() : out_of_range(value, "-1 or >= 0");
    case T::Size:
      return value == -1 || value > 0 ? std::string() : out_of_range(value, "-1 or > 0");
    default:
      return {};  // ids: checked against row counts by validate()
  }
}

}  // namespace racer::facts
