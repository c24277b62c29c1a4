// Names of the imprecision kinds, as reports print them.
#include "common/imprecision.hpp"

#include <set>
#include <tuple>

namespace racer {

const char* imprecision_name(ImprecisionKind kind) {
  switch (kind) {
    case ImprecisionKind::LockExpression: return "lock-expression";
    case ImprecisionKind::UnlockExpression: return "unlock-expression";
    case ImprecisionKind::TooManyLockTargets: return "too-many-lock-targets";
    case ImprecisionKind::TryLockStatus: return "trylock-status";
    case ImprecisionKind::UnreleasedLock: return "unreleased-lock";
    case ImprecisionKind::AtomicFunction: return "atomic-function";
    case ImprecisionKind::ThreadFunction: return "thread-function";
    case ImprecisionKind::ThreadArgument: return "thread-argument";
    case ImprecisionKind::UnmatchedJoin: return "unmatched-join";
    case ImprecisionKind::JoinInLoop: return "join-in-loop";
    case ImprecisionKind::CyclicThreadGraph: return "cyclic-thread-graph";
    case ImprecisionKind::ActiveWaiting: return "active-waiting";
    case ImprecisionKind::UnknownPointer: return "unknown-pointer";
    case ImprecisionKind::MissingArgument: return "missing-argument";
    case ImprecisionKind::Recursion: return "recursion";
    case ImprecisionKind::BlockingAssume: return "blocking-assume";
    case ImprecisionKind::UnmodelledSync: return "unmodelled-synchronisation";
    case ImprecisionKind::SemaphoreHandOff: return "semaphore-hand-off";
    case ImprecisionKind::CallbackRelease: return "callback-release";
    case ImprecisionKind::EvaFallback: return "eva-fallback";
    case ImprecisionKind::Unmodelled: return "unmodelled-construct";
  }
  return "unknown";
}

Imprecisions distinct_reports(const Imprecisions& all) {
  Imprecisions out;
  std::set<std::tuple<int, std::int32_t, std::string>> seen;
  for (const Imprecision& i : all)
    if (seen.insert({static_cast<int>(i.kind), i.stmt.value, i.detail}).second) out.push_back(i);
  return out;
}

}  // namespace racer
