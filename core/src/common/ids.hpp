// Strong id types over int32_t for the rows of the fact tables.
//
// The ABI hands ids around as plain int32 columns; inside the core a
// FunctionId and a StmtId must not be interchangeable, so engines and indexes
// speak in these wrappers and convert from columns in one visible place.
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>

namespace racer {

template <class Tag>
struct Id {
  int32_t value = -1;  // -1 is "none", as in every optional id column

  constexpr Id() = default;
  constexpr explicit Id(int32_t v) : value(v) {}

  constexpr bool valid() const { return value >= 0; }
  // Only meaningful for a valid id: the row index in its table.
  constexpr std::size_t index() const { return static_cast<std::size_t>(value); }

  friend constexpr auto operator<=>(Id, Id) = default;
};

using StringId = Id<struct StringTag>;
using FunctionId = Id<struct FunctionTag>;
using StmtId = Id<struct StmtTag>;
using BaseId = Id<struct BaseTag>;
using ExprId = Id<struct ExprTag>;
using EventId = Id<struct EventTag>;
using ContextId = Id<struct ContextTag>;
using AccessId = Id<struct AccessTag>;  // a row of facts.accesses
using ThreadId = Id<struct ThreadTag>;  // a thread of the thread graph (0 = main)

}  // namespace racer
