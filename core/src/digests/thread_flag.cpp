// TF: the thread flag. An access of a thread with one instance at a point
// where no other thread may run (its may-active set is its own thread: main
// before its first create, after every thread surely ended) runs alongside
// nothing (docs/engines.md, "Digests").
#include <algorithm>

#include "digests/digest.hpp"

namespace racer::digests {
namespace {

class ThreadFlag final : public Digest {
 public:
  explicit ThreadFlag(const Inputs& in) : in_(in) {}
  bool compatible(const races::Access& a, const races::Access& b) const override {
    return !alone(a) && !alone(b);
  }
  bool alone(const races::Access& x) const override {
    if (in_.active.trivial || in_.graph.threads[x.thread.index()].multiple) return false;
    const active::ActiveAt* at = in_.active.at_access(x.ctx, x.stmt, x.write);
    // A statement never reached runs with nobody.
    return !at || std::all_of(at->may.begin(), at->may.end(), [&](ThreadId t) { return t == x.thread; });
  }
  void signature(const races::Access& a, std::vector<std::int64_t>& out) const override {
    out.push_back(alone(a) ? 1 : 0);
  }

 private:
  const Inputs in_;  // references to the engines' results
};

}  // namespace

std::unique_ptr<Digest> make_thread_flag(const Inputs& in) { return std::make_unique<ThreadFlag>(in); }

}  // namespace racer::digests
