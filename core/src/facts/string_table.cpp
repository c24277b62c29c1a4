// The session's string table (see string_table.hpp).
//
// Appends reserve first and copy after, so a failed append (bad lengths or
// out of memory) leaves the table as it was.
#include "facts/string_table.hpp"

#include <limits>

#include "common/error.hpp"
#include "common/reserve_more.hpp"

namespace racer::facts {
namespace {

void check_room(std::size_t have, std::size_t add) {
  // String ids are int32: the table can never hold more than INT32_MAX strings.
  constexpr auto max = static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max());
  if (add > max - have)
    throw Error(RACER_E_ARG, "too many strings: " + std::to_string(have) + " + " +
                                 std::to_string(add) + " exceeds the int32 id range");
}

}  // namespace

std::string_view StringTable::get(StringId id) const {
  // Optional string columns hold -1: they read as the empty string.
  if (!id.valid() || id.index() >= ends_.size()) return {};
  const std::size_t i = id.index();
  const std::size_t begin = i == 0 ? 0 : ends_[i - 1];
  return std::string_view(bytes_).substr(begin, ends_[i] - begin);
}

void StringTable::append(std::string_view text, std::span<const std::int32_t> lengths) {
  std::size_t total = 0;
  for (std::size_t i = 0; i < lengths.size(); ++i) {
    if (lengths[i] < 0)
      throw Error(RACER_E_ARG, "lengths[" + std::to_string(i) + "]: " +
                                   std::to_string(lengths[i]) + " is negative");
    total += static_cast<std::size_t>(lengths[i]);
  }
  if (total != text.size())
    throw Error(RACER_E_ARG, "lengths add up to " + std::to_string(total) +
                                 " bytes but nbytes is " + std::to_string(text.size()));
  check_room(size(), lengths.size());
  reserve(lengths.size(), text.size());
  std::size_t end = bytes_.size();
  for (std::int32_t length : lengths) {
    end += static_cast<std::size_t>(length);
    ends_.push_back(end);
  }
  bytes_.append(text);
}

StringId StringTable::add(std::string_view text) {
  check_room(size(), 1);
  reserve(1, text.size());
  bytes_.append(text);
  ends_.push_back(bytes_.size());
  return StringId(static_cast<std::int32_t>(ends_.size() - 1));
}

void StringTable::append(const StringTable& other) {
  check_room(size(), other.size());
  reserve(other.size(), other.bytes_.size());
  const std::size_t shift = bytes_.size();
  for (std::size_t end : other.ends_) ends_.push_back(shift + end);
  bytes_.append(other.bytes_);
}

void StringTable::reserve(std::size_t strings, std::size_t nbytes) {
  reserve_more(ends_, strings);
  reserve_more(bytes_, nbytes);
}

}  // namespace racer::facts
