// decide_verdict: see verdict.hpp.
#include "races/verdict.hpp"

#include <set>
#include <string>

namespace racer::races {

bool blocks_race_verdict(engine::ImprecisionKind kind) {
  using K = engine::ImprecisionKind;
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

}  // namespace

void decide_verdict(const facts::FactStore& facts, RaceFindings& findings) {
  std::size_t must = 0;
  for (const Race& r : findings.races) must += r.kind == RaceKind::Must;
  findings.unknown_reasons.clear();
  if (findings.races.empty()) {
    findings.verdict = Verdict::NoRace;
    return;
  }
  std::set<std::string> blockers;
  for (const engine::Imprecision& i : findings.imprecisions)
    if (blocks_race_verdict(i.kind))
      blockers.insert(std::string(engine::imprecision_name(i.kind)) + where(facts, i.stmt) +
                      (i.detail.empty() ? "" : " (" + i.detail + ")"));
  if (must > 0 && blockers.empty()) {
    findings.verdict = Verdict::Race;
    return;
  }
  findings.verdict = Verdict::Unknown;
  if (must == 0)
    findings.unknown_reasons.push_back(std::to_string(findings.races.size()) +
                                       " possible race(s), none certain");
  else
    findings.unknown_reasons.push_back(std::to_string(must) +
                                       " certain race(s) under assumptions the analysis could not check");
  for (const std::string& b : blockers) findings.unknown_reasons.push_back(b);
}

}  // namespace racer::races
