// The alias backend: Steensgaard's analysis over facts.flows, answered the
// way the other engines ask (points-to facts, callees, escape).
//
// Nodes are the bases, the functions (their code, which function pointers
// point to), the functions' return slots and the expressions. The plug-in's
// flows give assignments, initialisers, returns, library effects and the
// value of each expression of interest; parameter passing, results and
// thread arguments come from the call events here, through the signatures
// of the callee classes, so calls through pointers are resolved by the
// same unification.
//
// Answers (all context-free, context -1):
// - points-to rows for the expressions the engines query (through-pointer
//   accesses, arguments of model calls): the bases of the class the value
//   points into, at the class's offset plus the expression's shift. An
//   address `&x...` is x itself. A tainted class (values from unknown code)
//   or an empty one has no answer: the engines treat it as unknown.
// - callee rows for calls and thread creations through pointers.
// - escape: a local, formal or thread-local escapes when its class is
//   reachable from a global, a thread argument, memory handed to unknown
//   code, or tainted memory.
#pragma once

#include <cstdint>
#include <vector>

#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/classified_event.hpp"

namespace racer::alias {

struct AliasAnswers {
  facts::PointsTo points_to;  // rows to add
  facts::Callees callees;     // rows to add
  std::vector<bool> escapes;  // per base, as races::escaping_bases
  std::size_t nodes = 0;      // abstract locations, fresh pointees included
  std::size_t classes = 0;
};

// At most this many objects per answer; a larger class is left unknown.
inline constexpr std::size_t kMaxTargets = 64;

AliasAnswers solve_aliases(const facts::FactStore& facts, const facts::Indexes& index,
                           const std::vector<models::ClassifiedEvent>& events);

// `facts` with the answers' rows appended (ids of existing rows unchanged).
facts::FactStore with_answers(const facts::FactStore& facts, const AliasAnswers& answers);

}  // namespace racer::alias
