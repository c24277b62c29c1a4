// Where a create stores a thread id and where a join reads it, read off the
// id expressions in the program IR, for the recognisers that pair creates
// and joins (lost ids, join loops):
//
//   &A[k]  A  A + k  &*(A + k)       a create's id (A an array or pointer)
//   A[k]   *(A + k)                  a join's id
//   &A[k].f / A[k].f                 a field of an array's elements
//   &t->f  / A[k]->f                 a field of a block an array of
//                                    pointers points to
//
// A field is named by its structure (nodes.comp, ABI 15) and its name: two
// structures with a field of the same name are different fields.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "common/ids.hpp"
#include "facts/fact_store.hpp"
#include "instances/code_structure.hpp"
#include "models/classified_event.hpp"

namespace racer::instances {

// A field of a structure: the structure's name (string id of nodes.comp)
// and the field's.
struct FieldName {
  std::int32_t comp = -1, name = -1;
};

struct IdSlot {
  std::int32_t array = -1;  // base: an array, or a pointer
  std::int32_t index = -1;  // value node; -1: the constant 0 (an array's start)
  // The id's field in the element (&A[k].f), or in the block A[k] points
  // to (A[k]->f); nothing for the element itself.
  std::optional<FieldName> field;
};

// A create or join the program makes by name (a call through a pointer may
// reach another function), whose thread id is an argument: the id's node,
// its position and its expression row; for a create also the nodes of its
// thread function and argument (-1 when the model names none).
struct IdCall {
  std::int32_t node = -1, position = -1;
  ExprId expr;
  std::int32_t entry = -1, arg = -1, arg_position = -1;
};
// Per statement (index = statement id): its create and its join, if any.
struct IdCalls {
  std::vector<IdCall> create, join;
};
IdCalls id_calls(const facts::FactStore& f, const CodeStructure& code,
                 const std::vector<models::ClassifiedEvent>& events);

class IdSlots {
 public:
  IdSlots(const facts::FactStore& f, const CodeStructure& code) : f_(f), code_(code) {}

  // &A[k], A (an array), A + k, &*(A + k), &A[k].f (A an array).
  std::optional<IdSlot> address(std::int32_t node) const;
  // A[k], *(A + k), A[k].f (A an array): the value read.
  std::optional<IdSlot> value(std::int32_t node) const;
  // The same for the lvalue itself (an assignment's left-hand side), no
  // field.
  std::optional<IdSlot> lvalue(std::int32_t lv) const;
  // A[k]->f, (*(A + k))->f: the field of the block the slot points to.
  std::optional<IdSlot> through(std::int32_t node) const;
  // &t->f, t a variable read with no cast: (t, f).
  std::optional<std::pair<std::int32_t, FieldName>> pointer_field(std::int32_t node) const;

  // The field a FIELD node designates; nothing when its structure is not
  // known (a dump older than ABI 15).
  std::optional<FieldName> field_of(std::int32_t field_node) const;
  bool same_field(const FieldName& x, const FieldName& y) const;
  bool same(const std::optional<FieldName>& x, const std::optional<FieldName>& y) const {
    return x.has_value() == y.has_value() && (!x || same_field(*x, *y));
  }
  // The node is of structure type `comp` / a pointer to one (comp a
  // string id; text compared).
  bool of_struct(std::int32_t node, std::int32_t comp) const;
  bool points_to_struct(std::int32_t node, std::int32_t comp) const;
  // Two string ids of the same text.
  bool same_text(std::int32_t x, std::int32_t y) const;

 private:
  static std::size_t at(std::int32_t id) { return static_cast<std::size_t>(id); }
  bool is_array(std::int32_t base) const;
  std::int32_t strip(std::int32_t node) const;
  // An array variable's base, from its VAR node; -1 otherwise.
  std::int32_t array_var(std::int32_t node) const;
  // p + k with p a pointer variable read as it is: a cast to another
  // pointer type would step by another element size (a review's
  // stride_cast_race).
  std::optional<IdSlot> pointer_sum(std::int32_t node) const;

  const facts::FactStore& f_;
  const CodeStructure& code_;
};

}  // namespace racer::instances
