// Lockset helpers shared by the race and deadlock engines.
#include "lockset/lockset.hpp"

namespace racer::lockset {

bool excludes(const Lockset& a, const Lockset& b) {
  // Both sorted by key: a merge walk finds common keys in linear time.
  auto i = a.begin();
  auto j = b.begin();
  while (i != a.end() && j != b.end()) {
    if (i->key < j->key) {
      ++i;
    } else if (j->key < i->key) {
      ++j;
    } else {
      if (!(i->read && j->read)) return true;
      ++i;
      ++j;
    }
  }
  return false;
}

}  // namespace racer::lockset
