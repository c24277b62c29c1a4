// reserve_more: make room for `extra` more elements, growing geometrically.
//
// Appends reserve all their memory before copying anything, so that a failed
// allocation leaves a table unchanged. Plain reserve(size() + extra) would
// defeat amortised growth (each small batch would reallocate everything).
#pragma once

#include <algorithm>
#include <cstddef>

namespace racer {

template <class Container>
void reserve_more(Container& c, std::size_t extra) {
  const std::size_t need = c.size() + extra;
  if (need > c.capacity()) c.reserve(std::max(need, 2 * c.capacity()));
}

}  // namespace racer
