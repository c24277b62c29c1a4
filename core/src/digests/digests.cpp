// The digest catalogue and their product (see digest.hpp).
#include "digests/digest.hpp"

#include <algorithm>

#include "common/error.hpp"

namespace racer::digests {

// One line per digest: its factory, defined in its own file.
std::unique_ptr<Digest> make_locksets(const Inputs&);
std::unique_ptr<Digest> make_thread_flag(const Inputs&);
std::unique_ptr<Digest> make_thread_ids(const Inputs&);
std::unique_ptr<Digest> make_joins(const Inputs&);
std::unique_ptr<Digest> make_barriers(const Inputs&);
std::unique_ptr<Digest> make_fresh(const Inputs&);
std::unique_ptr<Digest> make_lock_history(const Inputs&);
std::unique_ptr<Digest> make_object_locks(const Inputs&);

namespace {

const Entry kCatalogue[] = {
    {"L", "locksets", make_locksets},
    {"TF", "thread flag (single-threaded phases)", make_thread_flag},
    {"TID", "thread ids (one instance, per-instance slots)", make_thread_ids},
    {"J", "active threads (not yet created, joined)", make_joins},
    {"B", "barrier phases", make_barriers},
    {"FR", "fresh memory", make_fresh},
    {"LH", "lock history (held across a create, taken by the child)", make_lock_history},
    {"SL", "object locks (the object's own mutex held: lock(&p->m); p->x)", make_object_locks},
};

}  // namespace

std::span<const Entry> catalogue() { return kCatalogue; }

std::vector<std::string> parse_ids(std::string_view value) {
  std::vector<std::string> out;
  if (value == "all") {
    for (const Entry& e : kCatalogue) out.emplace_back(e.id);
    return out;
  }
  std::size_t start = 0;
  while (start <= value.size()) {
    std::size_t end = value.find(',', start);
    if (end == std::string_view::npos) end = value.size();
    const std::string_view id = value.substr(start, end - start);
    if (!id.empty()) {
      const bool known = std::any_of(std::begin(kCatalogue), std::end(kCatalogue),
                                     [&](const Entry& e) { return e.id == id; });
      if (!known) {
        std::string ids;
        for (const Entry& e : kCatalogue) ids += (ids.empty() ? "" : ", ") + std::string(e.id);
        throw Error(RACER_E_ARG, "digests: \"" + std::string(id) + "\" is not a digest (known: " + ids +
                                     ", or all)");
      }
      if (std::find(out.begin(), out.end(), id) == out.end()) out.emplace_back(id);
    }
    start = end + 1;
  }
  return out;
}

Product::Product(const Inputs& inputs, const std::vector<std::string>& ids) {
  for (const Entry& e : kCatalogue)
    if (std::find(ids.begin(), ids.end(), e.id) != ids.end()) digests_.push_back(e.make(inputs));
}

bool Product::compatible(const races::Access& a, const races::Access& b) const {
  return std::all_of(digests_.begin(), digests_.end(), [&](const auto& d) { return d->compatible(a, b); });
}

bool Product::alone(const races::Access& a) const {
  return std::any_of(digests_.begin(), digests_.end(), [&](const auto& d) { return d->alone(a); });
}

void Product::signature(const races::Access& a, std::vector<std::int64_t>& out) const {
  for (const auto& d : digests_) d->signature(a, out);
}

}  // namespace racer::digests
