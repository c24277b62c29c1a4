// J: active threads. The active-thread engine computes the threads that may
// be running at each point (created and not surely joined, and the threads
// they may create); two accesses race only if each one's thread is in the
// other's set. An access whose thread surely joined every thread it created
// itself runs after all of them (RACER_ACCESS_CHILDREN_ENDED). This covers
// Goblint's "not yet started" part of TID and its J (docs/engines.md,
// "Digests").
#include <map>

#include "digests/digest.hpp"

namespace racer::digests {
namespace {

class Joins final : public Digest {
 public:
  explicit Joins(const Inputs& in) : in_(in) {}
  bool compatible(const races::Access& a, const races::Access& b) const override {
    if (!in_.active.may_parallel(a.ctx, a.stmt, b.ctx, b.stmt, a.write, b.write)) return false;
    return !child_ended(a, b) && !child_ended(b, a);
  }
  void signature(const races::Access& a, std::vector<std::int64_t>& out) const override {
    out.push_back(a.thread.value);
    out.push_back(a.children_ended ? 1 : 0);
    if (in_.active.trivial) {
      out.push_back(0);
      return;
    }
    const active::ActiveAt* at = in_.active.at_access(a.ctx, a.stmt, a.write);
    out.push_back(at ? sets_.try_emplace(at->may, static_cast<std::int64_t>(sets_.size())).first->second : -1);
  }

 private:
  // a's thread surely joined every thread it created itself, b's among them
  // (a callback may be called later than any join).
  bool child_ended(const races::Access& a, const races::Access& b) const {
    return a.children_ended && a.thread != b.thread && !in_.graph.threads[b.thread.index()].callback &&
           threads::created_only_by(in_.graph, b.thread, a.thread);
  }

  const Inputs in_;  // references to the engines' results
  mutable std::map<active::ThreadSet, std::int64_t> sets_;  // may sets met, numbered
};

}  // namespace

std::unique_ptr<Digest> make_joins(const Inputs& in) { return std::make_unique<Joins>(in); }

}  // namespace racer::digests
