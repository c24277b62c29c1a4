// Where thread ids are stored and read (see id_slots.hpp).
#include "instances/id_slots.hpp"

#include <tuple>

#include "racer/racer.h"
#include "syntax/ir_values.hpp"

namespace racer::instances {

IdCalls id_calls(const facts::FactStore& f, const CodeStructure& code,
                 const std::vector<models::ClassifiedEvent>& events) {
  const auto at = [](std::int32_t id) { return static_cast<std::size_t>(id); };
  IdCalls out;
  const std::size_t statements = f.statements.kind.size();
  out.create.assign(statements, {});
  out.join.assign(statements, {});
  std::vector<std::int32_t> position(f.expressions.stmt.size(), -1);
  for (std::size_t r = 0; r < f.arguments.expr.size(); ++r)
    position[at(f.arguments.expr[r])] = f.arguments.position[r];
  for (std::size_t e = 0; e < events.size() && e < f.events.stmt.size(); ++e) {
    const models::ClassifiedEvent& c = events[e];
    const bool creates = c.cls == models::CallClass::ThreadCreate, joins = c.cls == models::CallClass::ThreadJoin;
    if ((!creates && !joins) || !c.thread_id.valid()) continue;
    const std::int32_t s = f.events.stmt[e];
    const std::int32_t call = code.call(s);
    if (call < 0 || code.direct_callee(call) < 0 || code.direct_callee(call) != f.events.callee[e]) continue;
    const auto args = code.args(call);
    auto node_at = [&](ExprId x) {
      const std::int32_t pos = x.valid() ? position[x.index()] : -1;
      return pos >= 0 && at(pos) < args.size() ? std::pair{args[at(pos)], pos} : std::pair{-1, -1};
    };
    const auto [node, pos] = node_at(c.thread_id);
    if (node < 0) continue;
    IdCall call_row{node, pos, c.thread_id};
    if (creates) {
      call_row.entry = node_at(c.entry).first;
      std::tie(call_row.arg, call_row.arg_position) = node_at(c.arg);
    }
    (creates ? out.create : out.join)[at(s)] = call_row;
  }
  return out;
}

bool IdSlots::is_array(std::int32_t base) const { return (f_.bases.flags[at(base)] & RACER_BASE_ARRAY) != 0; }

std::int32_t IdSlots::strip(std::int32_t node) const { return syntax::strip_casts(f_, node); }

std::int32_t IdSlots::array_var(std::int32_t node) const {
  const auto& n = f_.nodes;
  return node >= 0 && n.op[at(node)] == RACER_NODE_VAR && is_array(n.base[at(node)]) ? n.base[at(node)] : -1;
}

std::optional<IdSlot> IdSlots::pointer_sum(std::int32_t node) const {
  const auto& n = f_.nodes;
  if (node < 0 || n.op[at(node)] != RACER_NODE_BINOP || n.sub[at(node)] != RACER_BINOP_PTR_ADD) return std::nullopt;
  const std::int32_t read = n.a[at(node)];
  if (n.op[at(read)] != RACER_NODE_READ) return std::nullopt;
  const std::int32_t p = code_.value_var_of(read);
  if (p < 0) return std::nullopt;
  return IdSlot{p, n.b[at(node)], std::nullopt};
}

bool IdSlots::same_text(std::int32_t x, std::int32_t y) const {
  if (x < 0 || y < 0) return false;
  return x == y || f_.strings.get(StringId(x)) == f_.strings.get(StringId(y));
}

std::optional<FieldName> IdSlots::field_of(std::int32_t field_node) const {
  const auto& n = f_.nodes;
  if (field_node < 0 || n.op[at(field_node)] != RACER_NODE_FIELD) return std::nullopt;
  const std::int32_t host = n.a[at(field_node)];
  const std::int32_t comp = n.comp[at(host)];
  // The host is of the structure's type: its name is the field's owner.
  if (comp < 0 || (n.type_flags[at(host)] & RACER_TYPE_AGGREGATE) == 0 || n.literal[at(field_node)] < 0)
    return std::nullopt;
  return FieldName{comp, n.literal[at(field_node)]};
}

bool IdSlots::same_field(const FieldName& x, const FieldName& y) const {
  return same_text(x.comp, y.comp) && same_text(x.name, y.name);
}

bool IdSlots::of_struct(std::int32_t node, std::int32_t comp) const {
  const auto& n = f_.nodes;
  return (n.type_flags[at(node)] & RACER_TYPE_AGGREGATE) != 0 && same_text(n.comp[at(node)], comp);
}

bool IdSlots::points_to_struct(std::int32_t node, std::int32_t comp) const {
  const auto& n = f_.nodes;
  return (n.type_flags[at(node)] & RACER_TYPE_POINTER) != 0 && same_text(n.comp[at(node)], comp);
}

std::optional<IdSlot> IdSlots::address(std::int32_t node) const {
  const auto& n = f_.nodes;
  const std::int32_t e = strip(node);
  const std::int32_t op = n.op[at(e)], a = n.a[at(e)];
  if (op == RACER_NODE_ADDR && a >= 0 && n.op[at(a)] == RACER_NODE_INDEX) {
    const std::int32_t v = array_var(n.a[at(a)]);
    if (v >= 0) return IdSlot{v, n.b[at(a)], std::nullopt};
    return std::nullopt;
  }
  // &A[k].f: one field, right on the element.
  if (op == RACER_NODE_ADDR && a >= 0 && n.op[at(a)] == RACER_NODE_FIELD) {
    const std::int32_t element = n.a[at(a)];
    if (n.op[at(element)] != RACER_NODE_INDEX) return std::nullopt;
    const std::int32_t v = array_var(n.a[at(element)]);
    const auto field = field_of(a);
    if (v >= 0 && field) return IdSlot{v, n.b[at(element)], field};
    return std::nullopt;
  }
  if (op == RACER_NODE_START) {
    const std::int32_t v = array_var(a);
    if (v >= 0) return IdSlot{v, -1, std::nullopt};
    return std::nullopt;
  }
  if (op == RACER_NODE_BINOP) return pointer_sum(e);
  if (op == RACER_NODE_ADDR && a >= 0 && n.op[at(a)] == RACER_NODE_DEREF) return pointer_sum(n.a[at(a)]);
  return std::nullopt;
}

std::optional<IdSlot> IdSlots::lvalue(std::int32_t lv) const {
  const auto& n = f_.nodes;
  if (lv < 0) return std::nullopt;
  if (n.op[at(lv)] == RACER_NODE_INDEX) {
    const std::int32_t v = array_var(n.a[at(lv)]);
    if (v >= 0) return IdSlot{v, n.b[at(lv)], std::nullopt};
    return std::nullopt;
  }
  if (n.op[at(lv)] == RACER_NODE_DEREF) return pointer_sum(n.a[at(lv)]);
  return std::nullopt;
}

std::optional<IdSlot> IdSlots::value(std::int32_t node) const {
  const auto& n = f_.nodes;
  const std::int32_t e = strip(node);
  if (n.op[at(e)] != RACER_NODE_READ) return std::nullopt;
  const std::int32_t lv = n.a[at(e)];
  if (n.op[at(lv)] == RACER_NODE_FIELD) {
    const std::int32_t element = n.a[at(lv)];
    if (n.op[at(element)] != RACER_NODE_INDEX) return std::nullopt;
    const std::int32_t v = array_var(n.a[at(element)]);
    const auto field = field_of(lv);
    if (v >= 0 && field) return IdSlot{v, n.b[at(element)], field};
    return std::nullopt;
  }
  return lvalue(lv);
}

std::optional<IdSlot> IdSlots::through(std::int32_t node) const {
  const auto& n = f_.nodes;
  const std::int32_t e = strip(node);
  if (n.op[at(e)] != RACER_NODE_READ) return std::nullopt;
  const std::int32_t lv = n.a[at(e)];
  if (n.op[at(lv)] != RACER_NODE_FIELD) return std::nullopt;
  const std::int32_t host = n.a[at(lv)];
  if (n.op[at(host)] != RACER_NODE_DEREF) return std::nullopt;
  auto slot = value(n.a[at(host)]);
  const auto field = field_of(lv);
  if (!slot || slot->field || !field) return std::nullopt;
  slot->field = field;
  return slot;
}

std::optional<std::pair<std::int32_t, FieldName>> IdSlots::pointer_field(std::int32_t node) const {
  const auto& n = f_.nodes;
  const std::int32_t e = strip(node);
  if (n.op[at(e)] != RACER_NODE_ADDR) return std::nullopt;
  const std::int32_t lv = n.a[at(e)];
  if (n.op[at(lv)] != RACER_NODE_FIELD) return std::nullopt;
  const std::int32_t host = n.a[at(lv)];
  if (n.op[at(host)] != RACER_NODE_DEREF) return std::nullopt;
  const std::int32_t read = n.a[at(host)];
  if (n.op[at(read)] != RACER_NODE_READ || n.op[at(n.a[at(read)])] != RACER_NODE_VAR) return std::nullopt;
  const auto field = field_of(lv);
  if (!field) return std::nullopt;
  return std::pair{n.base[at(n.a[at(read)])], *field};
}

}  // namespace racer::instances
