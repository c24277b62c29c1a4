// group_accesses: see access_classes.hpp.
#include "races/access_classes.hpp"

#include <cstdint>
#include <map>
#include <vector>

namespace racer::races {

std::vector<AccessClass> group_accesses(const std::vector<Access>& accesses,
                                        std::span<const std::size_t> list,
                                        const digests::Product& digests, ClassScope scope,
                                        std::size_t& next_id) {
  std::vector<AccessClass> classes;
  std::map<std::vector<std::int64_t>, std::size_t> index;
  std::vector<std::int64_t> sig;
  for (std::size_t i : list) {
    const Access& x = accesses[i];
    sig.clear();
    sig.push_back(x.thread.value);
    sig.push_back(x.write ? 1 : 0);
    sig.push_back(x.through_pointer ? 1 : 0);
    digests.signature(x, sig);
    if (scope == ClassScope::BehaviourAndLocation) {
      sig.push_back(x.base.value);
      sig.push_back(x.pointer.valid() ? 1 : 0);
      sig.push_back(x.offset_lo);
      sig.push_back(x.offset_hi);
    }
    const auto [it, fresh] = index.try_emplace(sig, classes.size());
    if (fresh) classes.push_back({next_id++, {}, x.thread, x.write});
    classes[it->second].members.push_back(i);
  }
  return classes;
}

}  // namespace racer::races
