// The session's string table: every name, file and text of the model.
//
// Strings live back to back in one buffer with an end offset per id, so that
// racer_string can hand out borrowed (pointer, length) views without copying.
// The buffer only grows in phase BUILD; views are taken from FROZEN on, when
// nothing moves any more.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/ids.hpp"

namespace racer::facts {

class StringTable {
 public:
  std::size_t size() const { return ends_.size(); }
  std::size_t bytes() const { return bytes_.size(); }

  // The string with id `id`; id must be in [0, size()).
  // The empty string for -1 (optional columns) or an id out of range.
  std::string_view get(StringId id) const;

  // Appends strings given back to back (string i has lengths[i] bytes).
  // Throws racer::Error (RACER_E_ARG) when lengths are negative or do not
  // add up to text.size(); nothing is added then.
  void append(std::string_view text, std::span<const std::int32_t> lengths);
  StringId add(std::string_view text);
  // Appends every string of `other`; its id i becomes size() + i.
  void append(const StringTable& other);
  void reserve(std::size_t strings, std::size_t bytes);

 private:
  std::string bytes_;
  std::vector<std::size_t> ends_;  // string i is bytes_[ends_[i-1] (or 0), ends_[i])
};

}  // namespace racer::facts
