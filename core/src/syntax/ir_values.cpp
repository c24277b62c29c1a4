// Values of the program IR's constant expressions (see ir_values.hpp).
#include "syntax/ir_values.hpp"

#include <string_view>

#include "racer/racer.h"

namespace racer::syntax {
namespace {

using Int = Int128;
using UInt = UInt128;

std::size_t at(std::int32_t node) { return static_cast<std::size_t>(node); }

// v converted to an integer type of `width` bits: kept modulo 2^width, then
// read as two's complement when the type is signed (what C does for
// unsigned types, and what every compiler Racer models does for signed ones).
std::optional<Int> wrap(Int v, std::int32_t width, bool is_signed) {
  if (width <= 0 || width > 64) return std::nullopt;
  const UInt bits = static_cast<UInt>(v) & ((static_cast<UInt>(1) << width) - 1);
  if (is_signed && ((bits >> (width - 1)) & 1) != 0)
    return static_cast<Int>(bits) - (static_cast<Int>(1) << width);
  return static_cast<Int>(bits);
}

std::optional<Int> as_node_type(const facts::FactStore& f, std::int32_t node, Int v) {
  const std::int32_t flags = f.nodes.type_flags[at(node)];
  if ((flags & RACER_TYPE_INTEGER) == 0) return std::nullopt;
  return wrap(v, f.nodes.width[at(node)], (flags & RACER_TYPE_SIGNED) != 0);
}

std::optional<Int> binary(std::int32_t op, Int a, Int b, std::int32_t width) {
  switch (op) {
    // Modulo 2^128 (no signed overflow here); the node's type wraps further.
    case RACER_BINOP_ADD: return static_cast<Int>(static_cast<UInt>(a) + static_cast<UInt>(b));
    case RACER_BINOP_SUB: return static_cast<Int>(static_cast<UInt>(a) - static_cast<UInt>(b));
    case RACER_BINOP_MUL: return static_cast<Int>(static_cast<UInt>(a) * static_cast<UInt>(b));
    case RACER_BINOP_DIV: return b == 0 ? std::nullopt : std::optional<Int>(a / b);
    case RACER_BINOP_MOD: return b == 0 ? std::nullopt : std::optional<Int>(a % b);
    case RACER_BINOP_SHL:
      // Widths come from the dump: past 64 bits (or unknown) nothing is folded.
      if (width <= 0 || width > 64 || b < 0 || b >= width || a < 0) return std::nullopt;
      return static_cast<Int>(static_cast<UInt>(a) << static_cast<int>(b));
    case RACER_BINOP_SHR:
      if (width <= 0 || width > 64 || b < 0 || b >= width) return std::nullopt;
      return a >> static_cast<int>(b);
    case RACER_BINOP_LT: return Int(a < b);
    case RACER_BINOP_GT: return Int(a > b);
    case RACER_BINOP_LE: return Int(a <= b);
    case RACER_BINOP_GE: return Int(a >= b);
    case RACER_BINOP_EQ: return Int(a == b);
    case RACER_BINOP_NE: return Int(a != b);
    case RACER_BINOP_BITAND: return a & b;
    case RACER_BINOP_BITXOR: return a ^ b;
    case RACER_BINOP_BITOR: return a | b;
    case RACER_BINOP_LAND: return Int(a != 0 && b != 0);
    case RACER_BINOP_LOR: return Int(a != 0 || b != 0);
    default: return std::nullopt;  // pointer arithmetic
  }
}

std::optional<Int> value(const facts::FactStore& f, std::int32_t node, int depth) {
  if (node < 0 || depth > kMaxDepth) return std::nullopt;
  const facts::Nodes& n = f.nodes;
  const std::int32_t a = n.a[at(node)], b = n.b[at(node)];
  switch (n.op[at(node)]) {
    case RACER_NODE_CONST:
      return parse_literal(f.strings.get(StringId(n.literal[at(node)])));
    case RACER_NODE_CAST: {
      auto v = value(f, a, depth + 1);
      return v ? as_node_type(f, node, *v) : std::nullopt;
    }
    case RACER_NODE_UNOP: {
      auto v = value(f, a, depth + 1);
      if (!v) return std::nullopt;
      switch (n.sub[at(node)]) {
        case RACER_UNOP_NEG: return as_node_type(f, node, -*v);
        case RACER_UNOP_BITNOT: return as_node_type(f, node, ~*v);
        case RACER_UNOP_LOGNOT: return as_node_type(f, node, Int(*v == 0));
        default: return std::nullopt;
      }
    }
    case RACER_NODE_BINOP: {
      auto x = value(f, a, depth + 1);
      auto y = x ? value(f, b, depth + 1) : std::nullopt;
      if (!y) return std::nullopt;
      auto r = binary(n.sub[at(node)], *x, *y, n.width[at(a)]);
      return r ? as_node_type(f, node, *r) : std::nullopt;
    }
    default:
      return std::nullopt;
  }
}

}  // namespace

std::int32_t strip_casts(const facts::FactStore& f, std::int32_t node) {
  // Operands precede their node, so this loop ends.
  while (node >= 0 && f.nodes.op[at(node)] == RACER_NODE_CAST) node = f.nodes.a[at(node)];
  return node;
}

std::optional<Int128> constant_value(const facts::FactStore& f, std::int32_t node) {
  return value(f, node, 0);
}

std::optional<Int128> parse_literal(std::string_view text) {
  bool negative = false;
  if (!text.empty() && text.front() == '-') {
    negative = true;
    text.remove_prefix(1);
  }
  if (text.empty() || text.size() > 20) return std::nullopt;
  Int v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  if (negative) v = -v;
  const Int lo = -(static_cast<Int>(1) << 63), hi = (static_cast<Int>(1) << 64) - 1;
  if (v < lo || v > hi) return std::nullopt;
  return v;
}

}  // namespace racer::syntax
