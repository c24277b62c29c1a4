// ProgramAliases: the solved Steensgaard classes of one program model.
//
// Internal to alias/: alias_constraints.cpp builds it from the flows and
// the call events, alias_answers.cpp reads it to answer the engines.
#pragma once

#include <cstdint>
#include <vector>

#include "alias/unifier.hpp"
#include "common/ids.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/classified_event.hpp"

namespace racer::alias {

// What an expression's value is, relative to the class it points into.
struct Query {
  enum class Mode : std::int8_t { None, Relative, Absolute, Unknown };
  Mode mode = Mode::None;      // None: no flow defines it (it holds no pointer)
  std::int32_t shift = 0;      // Relative: added to the class offset; Absolute: the offset
  std::int32_t only_base = -1; // the single object every definition takes the address of
  bool mixed = false;          // definitions by address of different objects
};

class ProgramAliases {
 public:
  ProgramAliases(const facts::FactStore& facts, const facts::Indexes& index,
                 const std::vector<models::ClassifiedEvent>& events);

  Node base(BaseId b) const { return b.value; }
  Node function(FunctionId f) const { return nbases_ + f.value; }
  Node return_slot(FunctionId f) const { return nbases_ + nfunctions_ + f.value; }
  Node expression(ExprId e) const { return nbases_ + 2 * nfunctions_ + e.value; }

  // The class an expression's value points into, or -1 when it has none.
  Node target_class(ExprId e);
  const Query& query(ExprId e) const { return queries_[e.index()]; }
  // Per class representative: tainted directly or reachable from a tainted
  // class (the contents of unknown memory are unknown).
  std::vector<bool> tainted_closure();
  // Per class representative: reachable from `roots` along pointees.
  std::vector<bool> closure(const std::vector<Node>& roots);
  // The representatives of the classes with any of `flags`.
  std::vector<Node> flagged(std::uint8_t flags);

  Unifier unifier;

 private:
  void find_live_functions();
  // A statement of a function that may run (a global's initialiser: -1).
  bool live(std::int32_t stmt) const;
  void add_signatures();
  void add_flows();
  void add_calls();
  void widen_unresolved();
  void taint_callbacks();

  // The class `n`'s contents point to after `derefs` more dereferences.
  Node deref(Node n, std::int32_t derefs);
  // The value an expression passes on (an argument), its offset joined in.
  Node passed_value(ExprId e);
  void pass_arguments(Node callee, EventId event);

  const facts::FactStore& facts_;
  const facts::Indexes& index_;
  const std::vector<models::ClassifiedEvent>& events_;
  const Node nbases_, nfunctions_;
  std::vector<Query> queries_;
  std::vector<EventId> indirect_;  // calls and creates through pointers
  std::vector<bool> widened_;      // per event
  std::vector<std::size_t> arity_; // per function: its formals
  std::vector<bool> live_;         // per function: may run
};

}  // namespace racer::alias
