// decide_verdict: see verdict.hpp.
//
// No-race: every engine over-approximates what can happen together: accesses
// of every reached statement in every context, may-parallel from may-sets
// that only grow at creates and shrink at matched joins outside loops, and
// must-locksets that only hold locks held on every path (an unresolved lock
// is never "must", an unresolved unlock releases any held lock). Imprecisions
// then only add may-races. The exception is a recursive call the lockset
// engine cut: it assumes the call leaves the locks unchanged, which is wrong
// if the recursion releases one; so a cut recursion with lock operations in
// the program blocks no-race. So does a binary semaphore taken as a lock
// but posted by a thread that does not hold it (its exclusion is not real).
// A function a library function may call back that releases a lock is no
// exception: the lockset engine lets its caller lose any lock there.
//
// Race: a must-race holds between two precise accesses the other engines
// say run together without a common lock. Joins the active engine could not
// match and guessed thread functions already fail "must run in parallel" in
// race_pairs; accesses of unknown target are never must. What remains are
// orderings or exclusions no engine sees: spins (unless a certain race is on
// the flag of a spin and every spin is on plain data), locks it could not name or
// count, untracked trylock results, threads stuck holding a lock, cyclic
// thread creation, cut recursion, blocking assumes, semaphores/barriers/
// condition variables, and model calls missing their arguments. Atomic
// functions are not among them: their calls hold the global atomic lock,
// exactly what they mean (a blocking assume inside one is its own kind).
// Those found only in code no thread the race needs reaches do not count
// (race_dependencies.hpp): the execution that races leaves such threads
// unscheduled.
#include "races/verdict.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <utility>

namespace racer::races {

bool blocks_race_verdict(racer::ImprecisionKind kind) {
  using K = racer::ImprecisionKind;
  switch (kind) {
    case K::ActiveWaiting:       // lock-free synchronisation we cannot see
    case K::LockExpression:      // an unresolved lock may protect the accesses
    case K::TooManyLockTargets:
    case K::TryLockStatus:
    case K::UnreleasedLock:      // a thread blocked forever skips its accesses
    case K::CyclicThreadGraph:
    case K::Recursion:
    case K::BlockingAssume:
    case K::UnmodelledSync:
    case K::SemaphoreHandOff:
    case K::MissingArgument:     // a model call whose lock or thread is unknown
    case K::CallbackRelease:     // a lock the caller holds may be released
      return true;
    default:
      return false;
  }
}

namespace {

std::string where(const facts::FactStore& facts, StmtId s) {
  if (!s.valid()) return "";
  const StringId file(facts.statements.file[s.index()]);
  std::string name = file.valid() ? std::string(facts.strings.get(file)) : std::string("?");
  if (auto slash = name.rfind('/'); slash != std::string::npos) name = name.substr(slash + 1);
  return " at " + name + ":" + std::to_string(facts.statements.line[s.index()]);
}

std::string describe(const facts::FactStore& facts, const racer::Imprecision& i) {
  return std::string(racer::imprecision_name(i.kind)) + where(facts, i.stmt) +
         (i.detail.empty() ? "" : " (" + i.detail + ")");
}

bool changes_locks(const models::ClassifiedEvent& c) {
  using models::CallClass;
  return c.cls == CallClass::Lock || c.cls == CallClass::Unlock || c.cls == CallClass::CondWait ||
         c.cls == CallClass::AtomicBegin || c.cls == CallClass::AtomicEnd;
}

// A location none of whose pairs is certain any more.
void demote(Race& r, MustFailure why, std::string obstacle) {
  r.kind = RaceKind::May;
  r.reasons |= why;
  r.obstacle = std::move(obstacle);
  for (ThreadPair& t : r.thread_pairs) t.certain = false;
}

// Must-races no execution shows become possible ones (`why`, `obstacle`);
// a race verdict left with no certain race becomes unknown, the count and
// `reason` first among the reasons.
void demote_unwitnessed(RaceFindings& findings, MustFailure why, const std::string& obstacle,
                        const std::string& reason) {
  std::size_t demoted = 0;
  for (Race& r : findings.races)
    if (r.kind == RaceKind::Must && r.witness.empty()) {
      demote(r, why, obstacle);
      ++demoted;
    }
  const bool certain = std::any_of(findings.races.begin(), findings.races.end(),
                                   [](const Race& r) { return r.kind == RaceKind::Must; });
  if (findings.verdict == Verdict::Race && !certain) {
    findings.verdict = Verdict::Unknown;
    findings.unknown_reasons.insert(findings.unknown_reasons.begin(), std::to_string(demoted) + reason);
  }
}

}  // namespace

void decide_verdict(const facts::FactStore& facts, const std::vector<models::ClassifiedEvent>& events,
                    RaceFindings& findings, const RaceDependencies* deps) {
  findings.unknown_reasons.clear();

  if (findings.races.empty() && !findings.budget_spent) {
    bool lock_operations = false;
    for (const models::ClassifiedEvent& c : events) lock_operations = lock_operations || changes_locks(c);
    std::set<std::string> cut, hand_offs;
    for (const racer::Imprecision& i : findings.imprecisions) {
      if (i.kind == racer::ImprecisionKind::Recursion && lock_operations) cut.insert(describe(facts, i));
      if (i.kind == racer::ImprecisionKind::SemaphoreHandOff) hand_offs.insert(describe(facts, i));
    }
    findings.verdict = cut.empty() && hand_offs.empty() ? Verdict::NoRace : Verdict::Unknown;
    for (const std::string& c : cut)
      findings.unknown_reasons.push_back("no race found, but locks released in a cut recursion were not seen: " + c);
    for (const std::string& h : hand_offs)
      findings.unknown_reasons.push_back("no race found, but a semaphore or lock-object lock is released by a thread that does not hold it: " + h);
    return;
  }

  std::vector<const racer::Imprecision*> blocking;
  for (const racer::Imprecision& i : findings.imprecisions) {
    // Spins on plain data cannot order a race on their own flag away: one
    // that waits has its read run right before the awaited write.
    if (i.kind == racer::ImprecisionKind::ActiveWaiting && findings.race_on_plain_spin) continue;
    if (blocks_race_verdict(i.kind)) blocking.push_back(&i);
  }
  // A must-race stays certain only when no blocking imprecision concerns
  // the threads it needs; otherwise it is a possible race, with the first
  // such imprecision as its obstacle. Must then always means certain.
  std::set<std::string> blockers;
  std::map<std::pair<std::int32_t, std::int32_t>, std::vector<bool>> needed;
  std::size_t demoted = 0;
  const auto blockers_of = [&](ThreadId a, ThreadId b) {
    std::vector<const racer::Imprecision*> out;
    for (const racer::Imprecision* i : blocking) {
      if (deps) {
        if (b < a) std::swap(a, b);
        auto it = needed.find({a.value, b.value});
        if (it == needed.end()) it = needed.emplace(std::pair{a.value, b.value}, deps->needed(a, b)).first;
        if (!deps->concerns(*i, it->second)) continue;
      }
      out.push_back(i);
    }
    return out;
  };
  for (Race& r : findings.races) {
    if (r.kind != RaceKind::Must || !r.witness.empty()) continue;
    // The location stays certain with any certain pair of its no blocking
    // imprecision concerns; that pair is then the one shown.
    const racer::Imprecision* first = nullptr;
    bool kept = false;
    // A must location made by hand (tests, a replayed run) may list no
    // certain thread pair: its shown pair is one.
    std::vector<ThreadPair> certain;
    for (const ThreadPair& t : r.thread_pairs)
      if (t.certain) certain.push_back(t);
    if (certain.empty())
      certain.push_back(ThreadPair{findings.accesses[r.first].thread, findings.accesses[r.second].thread,
                                   true, r.first, r.second});
    for (const ThreadPair& t : certain) {
      const std::vector<const racer::Imprecision*> mine = blockers_of(t.a, t.b);
      if (mine.empty()) {
        r.first = t.first;
        r.second = t.second;
        kept = true;
        break;
      }
      if (!first) first = mine.front();
      for (const racer::Imprecision* i : mine) blockers.insert(describe(facts, *i));
    }
    if (kept || !first) continue;
    demote(r, UnseenOrdering, describe(facts, *first));
    ++demoted;
  }
  std::size_t must = 0;
  for (const Race& r : findings.races) must += r.kind == RaceKind::Must;
  // A certain race found before the budget ran out is certain all the same.
  if (must > 0) {
    findings.verdict = Verdict::Race;
    return;
  }
  findings.verdict = Verdict::Unknown;
  if (findings.budget_spent)
    findings.unknown_reasons.push_back("time budget spent before every pair of accesses was checked "
                                       "(-racer-timeout): the races listed are those found until then");
  if (!findings.races.empty())
    findings.unknown_reasons.push_back(std::to_string(findings.races.size()) +
                                       " possible race(s), none certain");
  if (demoted == 0)
    for (const racer::Imprecision* i : blocking) blockers.insert(describe(facts, *i));
  for (const std::string& b : blockers) findings.unknown_reasons.push_back(b);
}

void confirm_race(RaceFindings& findings, std::size_t index, std::string witness,
                  std::optional<std::pair<std::size_t, std::size_t>> pair) {
  Race& r = findings.races.at(index);
  if (pair) {
    r.first = pair->first;
    r.second = pair->second;
  }
  r.kind = RaceKind::Must;
  r.reasons = 0;
  r.witness = std::move(witness);
  findings.verdict = Verdict::Race;
  findings.unknown_reasons.clear();
}

void cap_verdict(Approximation approximation, RaceFindings& findings) {
  // Facts of a thread analysis come from values it computed. An
  // under-approximating or unfinished one may leave out what keeps two
  // accesses apart (a branch another thread's write opens, a lock a path
  // it dropped takes); an over-approximating one is only as good as its
  // model of every library call and every write another thread makes,
  // which it may miss (a local written through an escaped pointer, a
  // result a default specification describes). None of their must-races
  // is certain without an execution (the witness search) or facts read off
  // the code alone (the syntactic backend, which the Eva backend asks when
  // its own verdict is unknown). The over-approximating run still proves
  // absence.
  if (approximation != Approximation::Exact)
    demote_unwitnessed(findings, ComputedValues,
                       approximation == Approximation::Under  ? "found with the values of an under-approximating thread analysis"
                       : approximation == Approximation::Over ? "found with values an over-approximating thread analysis computed, which certify no race"
                                                              : "found by a thread analysis that did not complete",
                       " race(s) found with computed values, none shown by an execution or by the code alone");
  if (approximation == Approximation::None && findings.verdict == Verdict::NoRace) {
    findings.verdict = Verdict::Unknown;
    findings.unknown_reasons.insert(findings.unknown_reasons.begin(),
                                    "the thread analysis did not complete: its facts support "
                                    "no verdict");
  } else if (approximation == Approximation::Under && findings.verdict == Verdict::NoRace) {
    findings.verdict = Verdict::Unknown;
    findings.unknown_reasons.push_back(
        "no race found, but an under-approximating thread analysis may miss some");
  }
}

void cap_unmodelled(const std::string& constructs, RaceFindings& findings) {
  racer::Imprecisions found;
  std::string listed;
  std::size_t start = 0;
  while (start < constructs.size()) {
    std::size_t end = constructs.find('\n', start);
    if (end == std::string::npos) end = constructs.size();
    if (end > start) {
      found.push_back({racer::ImprecisionKind::Unmodelled, StmtId(), constructs.substr(start, end - start)});
      listed += (listed.empty() ? "" : "; ") + constructs.substr(start, end - start);
    }
    start = end + 1;
  }
  if (found.empty()) return;
  findings.imprecisions.insert(findings.imprecisions.begin(), found.begin(), found.end());
  // The facts may miss paths (a longjmp back to its setjmp re-runs a
  // create), threads and their synchronisation: a must-race may rest on
  // an order they do not show, and no race found proves nothing.
  demote_unwitnessed(findings, UnseenOrdering, "the program uses constructs the analysis does not follow: " + listed,
                     " race(s) found, none shown by an execution, in a program whose constructs the analysis "
                     "does not all follow: " + listed);
  if (findings.verdict == Verdict::NoRace) {
    findings.verdict = Verdict::Unknown;
    findings.unknown_reasons.push_back("no race found, but the program uses constructs the analysis does not follow: " +
                                       listed);
  }
}

}  // namespace racer::races
