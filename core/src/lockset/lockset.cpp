// Lockset helpers shared by the race and deadlock engines.
#include "lockset/lockset.hpp"

#include <algorithm>

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

bool may_be_same(const LockKey& a, const LockKey& b) {
  if (a == b) return true;
  return a.kind == b.kind && a.base == b.base && (a.offset < 0 || b.offset < 0);
}

bool may_exclude(const Lockset& a, const Lockset& b) {
  for (const HeldLock& x : a)
    for (const HeldLock& y : b)
      if (may_be_same(x.key, y.key) && !(x.read && y.read)) return true;
  return false;
}

void add_held(Lockset& s, const HeldLock& h) {
  auto it = std::lower_bound(s.begin(), s.end(), h.key,
                             [](const HeldLock& a, const LockKey& k) { return a.key < k; });
  if (it != s.end() && it->key == h.key) it->read = it->read && h.read;
  else s.insert(it, h);
}

}  // namespace racer::lockset
