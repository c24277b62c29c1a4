// FactStore: the program model of a session, as typed tables of int32 columns.
//
// Each table is a struct with one std::vector<int32_t> per column, named as in
// racer.h, so engines read `facts.events.callee[e]`. Each struct's columns()
// lists its members in schema order (schema.hpp), which lets generic code
// (ABI registry, batch appends, validation, JSON dump) treat tables uniformly.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "common/ids.hpp"
#include "facts/schema.hpp"
#include "facts/string_table.hpp"

namespace racer::facts {

using Column = std::vector<std::int32_t>;

struct Functions {
  Column name, flags, entry_stmt;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.name, &t.flags, &t.entry_stmt};
  }
};
struct Statements {
  Column function, file, line, kind, column;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.function, &t.file, &t.line, &t.kind, &t.column};
  }
};
struct Successors {
  Column from, to;
  template <class Self> static auto columns(Self& t) { return std::array{&t.from, &t.to}; }
};
struct Bases {
  Column name, kind, function, flags, size_bits, type, formal_index, alloc_stmt;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.name,      &t.kind, &t.function,     &t.flags,
                      &t.size_bits, &t.type, &t.formal_index, &t.alloc_stmt};
  }
};
struct Expressions {
  Column stmt, text, shape, base, function, flags;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.stmt, &t.text, &t.shape, &t.base, &t.function, &t.flags};
  }
};
struct Events {
  Column stmt, kind, callee, callee_expr, result;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.stmt, &t.kind, &t.callee, &t.callee_expr, &t.result};
  }
};
struct Arguments {
  Column event, position, expr;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.event, &t.position, &t.expr};
  }
};
struct Accesses {
  Column stmt, kind, base, offset_lo, offset_hi, size_bits, expr, flags, context;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.stmt,      &t.kind, &t.base,  &t.offset_lo, &t.offset_hi,
                      &t.size_bits, &t.expr, &t.flags, &t.context};
  }
};
struct PointsTo {
  Column expr, base, offset_lo, offset_hi, context;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.expr, &t.base, &t.offset_lo, &t.offset_hi, &t.context};
  }
};
struct Contexts {
  Column parent, call_stmt, callee;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.parent, &t.call_stmt, &t.callee};
  }
};

// `if` statements testing a variable against 0 (see schema.cpp).
struct Branches {
  Column stmt, var, zero_succ, nonzero_succ;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.stmt, &t.var, &t.zero_succ, &t.nonzero_succ};
  }
};

// Pointer constraints of the alias backend (see schema.cpp).
struct Flows {
  Column stmt, dst_base, dst_return, dst_expr, dst_deref, src_base, src_function, src_return,
      src_deref, shift;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.stmt,     &t.dst_base,     &t.dst_return, &t.dst_expr,
                      &t.dst_deref, &t.src_base,    &t.src_function, &t.src_return,
                      &t.src_deref, &t.shift};
  }
};

// Functions a function-pointer expression may designate.
struct Callees {
  Column expr, function, context;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.expr, &t.function, &t.context};
  }
};

// Instance keys of accesses (schema.cpp, kAccessKeys).
struct AccessKeys {
  Column access, key;
  template <class Self> static auto columns(Self& t) { return std::array{&t.access, &t.key}; }
};

// Raises of publication flags (schema.cpp, kFlagRaises).
struct FlagRaises {
  Column base, stmt;
  template <class Self> static auto columns(Self& t) { return std::array{&t.base, &t.stmt}; }
};

// What the front end knows of the program's loop statements (schema.cpp,
// kLoops): whether the body surely runs once, whether the loop surely ends.
struct Loops {
  Column stmt, flags;
  template <class Self> static auto columns(Self& t) { return std::array{&t.stmt, &t.flags}; }
};
// Object locks of accesses (schema.cpp, kAccessGuards).
struct AccessGuards {
  Column access, guard;
  template <class Self> static auto columns(Self& t) { return std::array{&t.access, &t.guard}; }
};

// C names of parts of aggregate bases (schema.cpp, kFieldPaths).
struct FieldPaths {
  Column base, offset_lo, offset_hi, path;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.base, &t.offset_lo, &t.offset_hi, &t.path};
  }
};

// The program IR (schema.cpp, kNodes / kInstrs / kInstrArgs; racer.h).
struct Nodes {
  Column op, sub, a, b, base, function, literal, offset, type, width, type_flags, comp;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.op,      &t.sub,    &t.a,    &t.b,     &t.base,       &t.function,
                      &t.literal, &t.offset, &t.type, &t.width, &t.type_flags, &t.comp};
  }
};
struct Instrs {
  Column stmt, kind, lhs, rhs, true_succ, false_succ;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.stmt, &t.kind, &t.lhs, &t.rhs, &t.true_succ, &t.false_succ};
  }
};
struct InstrArgs {
  Column instr, position, node;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.instr, &t.position, &t.node};
  }
};

// Statement structure (schema.cpp, kNesting; ABI 13).
struct Nesting {
  Column stmt, parent, slot, position, flags;
  template <class Self> static auto columns(Self& t) {
    return std::array{&t.stmt, &t.parent, &t.slot, &t.position, &t.flags};
  }
};

class FactStore {
 public:
  StringTable strings;
  Functions functions;
  Statements statements;
  Successors successors;
  Bases bases;
  Expressions expressions;
  Events events;
  Arguments arguments;
  Accesses accesses;
  PointsTo points_to;
  Contexts contexts;
  Branches branches;
  Flows flows;
  Callees callees;
  AccessKeys access_keys;
  FlagRaises flag_raises;
  Loops loops;
  FieldPaths field_paths;
  AccessGuards access_guards;
  Nodes nodes;
  Instrs instrs;
  InstrArgs instr_args;
  Nesting nesting;
  FunctionId entry;  // none until racer_set_entry

  std::size_t rows(TableId table) const;
  // Column j (schema order) of a table other than strings.
  const Column& column(TableId table, std::size_t j) const;

  // Appends n rows given as one pointer per schema column. Throws
  // racer::Error (RACER_E_ARG) naming a NULL column when n > 0, or when the
  // table would outgrow int32 ids; nothing is added then.
  void append_rows(TableId table, std::span<const std::int32_t* const> columns,
                   std::size_t n);

  // Appends all of `other` and takes its entry (when set). Its ids are rebased
  // past this store's rows so the appended model stays self-consistent;
  // negative values are kept, so invalid ids stay invalid for racer_freeze.
  void append(const FactStore& other);
};

}  // namespace racer::facts
