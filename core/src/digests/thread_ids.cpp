// TID: thread ids. A thread with one instance runs its accesses in program
// order; two instances of one thread accessing with one instance key reach
// different objects (per-thread slots, Instance_keys in the plug-in)
// (docs/engines.md, "Digests").
#include "digests/digest.hpp"

namespace racer::digests {
namespace {

class ThreadIds final : public Digest {
 public:
  explicit ThreadIds(const Inputs& in) : in_(in) {}
  bool compatible(const races::Access& a, const races::Access& b) const override {
    if (a.thread == b.thread && !in_.graph.threads[a.thread.index()].multiple) return false;
    return !(a.key.valid() && a.key == b.key);
  }
  void signature(const races::Access& a, std::vector<std::int64_t>& out) const override {
    out.push_back(a.thread.value);
    out.push_back(a.key.value);
  }

 private:
  const Inputs in_;  // references to the engines' results
};

}  // namespace

std::unique_ptr<Digest> make_thread_ids(const Inputs& in) { return std::make_unique<ThreadIds>(in); }

}  // namespace racer::digests
