// C ABI, section "program model": batch appends, entry, freeze.
//
// Each racer_add_* call copies its columns into the session's FactStore in
// one append (all rows or none); ids are checked later by racer_freeze.
#include <array>
#include <optional>
#include <utility>
#include <vector>

#include "api/api_guard.hpp"
#include "api/session.hpp"
#include "facts/validate.hpp"
#include "instances/counter_loops.hpp"
#include "instances/join_loops.hpp"
#include "instances/lost_ids.hpp"
#include "models/classified_event.hpp"
#include "syntax/derive.hpp"
#include "threads/id_writes.hpp"

using racer::api::guarded;
using racer::facts::TableId;

namespace {

template <std::size_t N>
racer_status add_rows(racer_session* s, const char* fn, TableId table,
                      const std::array<const int32_t*, N>& columns, size_t n) {
  return guarded(s, fn, [&] {
    s->require_build();
    s->facts.append_rows(table, columns, n);
    return RACER_OK;
  });
}

}  // namespace

extern "C" {

racer_status racer_add_strings(racer_session* s, const char* bytes, size_t nbytes,
                               const int32_t* lengths, size_t n) {
  return guarded(s, __func__, [&] {
    s->require_build();
    if (bytes == nullptr && nbytes > 0)
      throw racer::Error(RACER_E_ARG, "bytes is NULL but nbytes is " + std::to_string(nbytes));
    if (lengths == nullptr && n > 0)
      throw racer::Error(RACER_E_ARG, "lengths is NULL but n is " + std::to_string(n));
    s->facts.strings.append(std::string_view(bytes, nbytes),
                            std::span<const int32_t>(lengths, n));
    return RACER_OK;
  });
}

racer_status racer_add_functions(racer_session* s, const int32_t* name, const int32_t* flags,
                                 const int32_t* entry_stmt, size_t n) {
  return add_rows(s, __func__, TableId::Functions, std::array{name, flags, entry_stmt}, n);
}

racer_status racer_add_statements(racer_session* s, const int32_t* function, const int32_t* file,
                                  const int32_t* line, const int32_t* kind, const int32_t* column,
                                  size_t n) {
  return add_rows(s, __func__, TableId::Statements, std::array{function, file, line, kind, column}, n);
}

racer_status racer_add_successors(racer_session* s, const int32_t* from, const int32_t* to,
                                  size_t n) {
  return add_rows(s, __func__, TableId::Successors, std::array{from, to}, n);
}

racer_status racer_add_bases(racer_session* s, const int32_t* name, const int32_t* kind,
                             const int32_t* function, const int32_t* flags,
                             const int32_t* size_bits, const int32_t* type,
                             const int32_t* formal_index, const int32_t* alloc_stmt, size_t n) {
  return add_rows(s, __func__, TableId::Bases,
                  std::array{name, kind, function, flags, size_bits, type, formal_index,
                             alloc_stmt},
                  n);
}

racer_status racer_add_expressions(racer_session* s, const int32_t* stmt, const int32_t* text,
                                   const int32_t* shape, const int32_t* base,
                                   const int32_t* function, const int32_t* flags, size_t n) {
  return add_rows(s, __func__, TableId::Expressions,
                  std::array{stmt, text, shape, base, function, flags}, n);
}

racer_status racer_add_events(racer_session* s, const int32_t* stmt, const int32_t* kind,
                              const int32_t* callee, const int32_t* callee_expr,
                              const int32_t* result, size_t n) {
  return add_rows(s, __func__, TableId::Events,
                  std::array{stmt, kind, callee, callee_expr, result}, n);
}

racer_status racer_add_arguments(racer_session* s, const int32_t* event, const int32_t* position,
                                 const int32_t* expr, size_t n) {
  return add_rows(s, __func__, TableId::Arguments, std::array{event, position, expr}, n);
}

racer_status racer_add_accesses(racer_session* s, const int32_t* stmt, const int32_t* kind,
                                const int32_t* base, const int32_t* offset_lo,
                                const int32_t* offset_hi, const int32_t* size_bits,
                                const int32_t* expr, const int32_t* flags,
                                const int32_t* context, size_t n) {
  return add_rows(s, __func__, TableId::Accesses,
                  std::array{stmt, kind, base, offset_lo, offset_hi, size_bits, expr, flags,
                             context},
                  n);
}

racer_status racer_add_points_to(racer_session* s, const int32_t* expr, const int32_t* base,
                                 const int32_t* offset_lo, const int32_t* offset_hi,
                                 const int32_t* context, size_t n) {
  return add_rows(s, __func__, TableId::PointsTo,
                  std::array{expr, base, offset_lo, offset_hi, context}, n);
}

racer_status racer_add_contexts(racer_session* s, const int32_t* parent, const int32_t* call_stmt,
                                const int32_t* callee, size_t n) {
  return add_rows(s, __func__, TableId::Contexts, std::array{parent, call_stmt, callee}, n);
}

racer_status racer_add_flows(racer_session* s, const int32_t* stmt, const int32_t* dst_base,
                             const int32_t* dst_return, const int32_t* dst_expr,
                             const int32_t* dst_deref, const int32_t* src_base,
                             const int32_t* src_function, const int32_t* src_return,
                             const int32_t* src_deref, const int32_t* shift, size_t n) {
  return add_rows(s, __func__, TableId::Flows,
                  std::array{stmt, dst_base, dst_return, dst_expr, dst_deref, src_base,
                             src_function, src_return, src_deref, shift},
                  n);
}

racer_status racer_add_callees(racer_session* s, const int32_t* expr, const int32_t* function,
                               const int32_t* context, size_t n) {
  return add_rows(s, __func__, TableId::Callees, std::array{expr, function, context}, n);
}

racer_status racer_add_access_keys(racer_session* s, const int32_t* access, const int32_t* key,
                                   size_t n) {
  return add_rows(s, __func__, TableId::AccessKeys, std::array{access, key}, n);
}

racer_status racer_add_access_guards(racer_session* s, const int32_t* access, const int32_t* guard,
                                     size_t n) {
  return add_rows(s, __func__, TableId::AccessGuards, std::array{access, guard}, n);
}

racer_status racer_add_field_paths(racer_session* s, const int32_t* base, const int32_t* offset_lo,
                                   const int32_t* offset_hi, const int32_t* path, size_t n) {
  return add_rows(s, __func__, TableId::FieldPaths, std::array{base, offset_lo, offset_hi, path}, n);
}

racer_status racer_add_loops(racer_session* s, const int32_t* stmt, const int32_t* flags, size_t n) {
  return add_rows(s, __func__, TableId::Loops, std::array{stmt, flags}, n);
}

racer_status racer_add_nodes(racer_session* s, const int32_t* op, const int32_t* sub,
                             const int32_t* a, const int32_t* b, const int32_t* base,
                             const int32_t* function, const int32_t* literal, const int32_t* offset,
                             const int32_t* type, const int32_t* width, const int32_t* type_flags,
                             const int32_t* comp, size_t n) {
  return add_rows(s, __func__, TableId::Nodes,
                  std::array{op, sub, a, b, base, function, literal, offset, type, width, type_flags, comp}, n);
}

racer_status racer_add_instrs(racer_session* s, const int32_t* stmt, const int32_t* kind,
                              const int32_t* lhs, const int32_t* rhs, const int32_t* true_succ,
                              const int32_t* false_succ, size_t n) {
  return add_rows(s, __func__, TableId::Instrs,
                  std::array{stmt, kind, lhs, rhs, true_succ, false_succ}, n);
}

racer_status racer_add_nesting(racer_session* s, const int32_t* stmt, const int32_t* parent,
                               const int32_t* slot, const int32_t* position, const int32_t* flags,
                               size_t n) {
  return add_rows(s, __func__, TableId::Nesting, std::array{stmt, parent, slot, position, flags}, n);
}

racer_status racer_add_instr_args(racer_session* s, const int32_t* instr, const int32_t* position,
                                  const int32_t* node, size_t n) {
  return add_rows(s, __func__, TableId::InstrArgs, std::array{instr, position, node}, n);
}

racer_status racer_set_entry(racer_session* s, int32_t function) {
  return guarded(s, __func__, [&] {
    s->require_build();
    s->facts.entry = racer::FunctionId(function);
    return RACER_OK;
  });
}

racer_status racer_freeze(racer_session* s) {
  return guarded(s, __func__, [&] {
    s->require_build();
    racer::facts::validate(s->facts);
    // Facts of the program's text come from its IR (syntax/derive.hpp):
    // branches, publication flags, the never_addressed base flag, and the
    // id_changed expression flag (threads/id_writes.hpp). A dump
    // older than ABI 11 has no IR and gives them; they are kept then. With
    // a statement structure (ABI 13) also the loops and the id_lost flag.
    racer::facts::FactStore& f = s->facts;
    const std::size_t branches = f.branches.stmt.size(), raises = f.flag_raises.base.size(),
                      loops = f.loops.stmt.size();
    const racer::facts::Column base_flags = f.bases.flags, expr_flags = f.expressions.flags;
    try {
      racer::syntax::Derived d = racer::syntax::derive(f);
      for (std::int32_t b : d.never_addressed) f.bases.flags[static_cast<std::size_t>(b)] |= RACER_BASE_NEVER_ADDRESSED;
      for (auto [to, from] : {std::pair{racer::facts::Branches::columns(f.branches), racer::facts::Branches::columns(d.branches)}})
        for (std::size_t j = 0; j < to.size(); ++j) to[j]->insert(to[j]->end(), from[j]->begin(), from[j]->end());
      for (auto [to, from] : {std::pair{racer::facts::FlagRaises::columns(f.flag_raises), racer::facts::FlagRaises::columns(d.flag_raises)}})
        for (std::size_t j = 0; j < to.size(); ++j) to[j]->insert(to[j]->end(), from[j]->begin(), from[j]->end());
      // Loops (instances/counter_loops.hpp): their flags, and the analysis
      // graph in which loops that run at most once do not cycle.
      racer::instances::DerivedLoops dl = racer::instances::derive_loops(f, racer::syntax::addressed_bases(f));
      f.loops.stmt.insert(f.loops.stmt.end(), dl.loops.stmt.begin(), dl.loops.stmt.end());
      f.loops.flags.insert(f.loops.flags.end(), dl.loops.flags.begin(), dl.loops.flags.end());
      s->indexes = racer::facts::build_indexes(f, dl.redirected ? &dl.graph : nullptr);
      // Thread ids something else may change: the models' calls are needed
      // (loaded in BUILD, before this), so after the indexes.
      const std::vector<racer::models::ClassifiedEvent> events =
          racer::models::classify_events(f, s->indexes, s->models);
      // From the statement structure (a model without one gives them): join
      // loops paired with create loops (instances/join_loops.hpp), before
      // the changed ids, which leave paired ids alone; thread ids
      // overwritten before any read (instances/lost_ids.hpp).
      std::optional<racer::instances::CodeStructure> code;
      if (!f.nesting.stmt.empty()) code.emplace(f, racer::syntax::addressed_bases(f));
      if (code && s->options.join_loops)
        for (auto [e, bits] : racer::instances::join_loop_flags(f, *code, events))
          f.expressions.flags[e.index()] |= bits;
      for (racer::ExprId e : racer::threads::changed_id_expressions(f, events))
        f.expressions.flags[e.index()] |= RACER_EXPR_ID_CHANGED;
      if (code && s->options.lost_ids)
        for (racer::ExprId e : racer::instances::lost_id_expressions(f, *code, events))
          f.expressions.flags[e.index()] |= RACER_EXPR_ID_LOST;
    } catch (...) {
      // The session stays in BUILD as it was: a second freeze derives again.
      for (auto* c : racer::facts::Branches::columns(f.branches)) c->resize(branches);
      for (auto* c : racer::facts::FlagRaises::columns(f.flag_raises)) c->resize(raises);
      for (auto* c : racer::facts::Loops::columns(f.loops)) c->resize(loops);
      f.bases.flags = base_flags;
      f.expressions.flags = expr_flags;
      throw;
    }
    s->phase = RACER_PHASE_FROZEN;
    return RACER_OK;
  });
}

}  // extern "C"
