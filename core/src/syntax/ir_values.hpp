// Reading the program IR's expression trees: lvalue roots, casts, and the
// values of constant integer expressions under C's integer semantics.
//
// Every function is total on a validated FactStore (operands come before
// their node, validate.cpp) and bounded: trees deeper than kMaxDepth are
// taken as not constant rather than walked, so a hostile dump cannot
// exhaust the stack.
#pragma once

#include <cstdint>
#include <optional>

#include "facts/fact_store.hpp"
#include "facts/ir_shapes.hpp"

namespace racer::syntax {

using facts::variable_root;

inline constexpr int kMaxDepth = 64;

// Wide enough for every value of a C integer type up to 64 bits and for
// the results of one operation on two of them. (GCC and Clang extension.)
__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

// The node with its CAST wrappers removed.
std::int32_t strip_casts(const facts::FactStore& f, std::int32_t node);

// The value of an integer constant expression (constants, casts to integer
// types, unary and binary operators on them), wrapped to each node's width
// and signedness as C converts; nullopt when the node is not one, or when
// C gives it no value (division by zero, a shift out of range).
std::optional<Int128> constant_value(const facts::FactStore& f, std::int32_t node);

// The integer a CONST node's literal spells, or nullopt when it is not a
// decimal integer in [-2^63, 2^64 - 1] (validate.cpp rejects those).
std::optional<Int128> parse_literal(std::string_view text);

}  // namespace racer::syntax
