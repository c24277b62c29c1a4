// Applying the collected edits (see edits.hpp).
#include "frontend/edits.hpp"

#include <algorithm>
#include <stdexcept>

namespace racer::frontend {

void Edits::add(std::size_t begin, std::size_t end, std::string text) {
  edits_.push_back(Edit{begin, end, std::move(text), edits_.size()});
}

std::string Edits::apply(std::string_view text) const {
  std::vector<const Edit*> order;
  order.reserve(edits_.size());
  for (const Edit& e : edits_) order.push_back(&e);
  std::sort(order.begin(), order.end(), [](const Edit* a, const Edit* b) {
    if (a->begin != b->begin) return a->begin < b->begin;
    const bool a_insert = a->begin == a->end, b_insert = b->begin == b->end;
    if (a_insert != b_insert) return a_insert;
    return a->order < b->order;
  });
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  std::size_t at = 0;  // everything before `at` is in `out`
  for (const Edit* e : order) {
    if (e->begin < at || e->end > text.size())
      throw std::logic_error("racer-cpp: overlapping edits at offset " + std::to_string(e->begin));
    const std::string_view replaced = text.substr(e->begin, e->end - e->begin);
    if (replaced.find('\n') != std::string_view::npos ||
        e->text.find('\n') != std::string::npos)
      throw std::logic_error("racer-cpp: an edit at offset " + std::to_string(e->begin) +
                             " would change line numbers");
    out.append(text.substr(at, e->begin - at));
    out.append(e->text);
    at = e->end;
  }
  out.append(text.substr(at));
  return out;
}

}  // namespace racer::frontend
