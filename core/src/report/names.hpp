// Names shown to users: threads, locks, bases, locations, call traces.
//
// Both the text and the JSON report print the same names, so they are made
// in one place from the facts and the run's findings.
#pragma once

#include <string>
#include <vector>

#include "engine/analysis.hpp"
#include "facts/fact_store.hpp"

namespace racer::report {

class Names {
 public:
  Names(const facts::FactStore& facts, const engine::Analysis& analysis)
      : facts_(facts), a_(analysis) {}

  std::string function(FunctionId f) const;
  std::string base(BaseId b) const;
  // "worker:23" (entry and line of its create statement), "main" for main.
  std::string thread(ThreadId t) const;
  std::string lock(const lockset::LockKey& k) const;
  std::vector<std::string> locks(const lockset::Lockset& s) const;
  // Last path component of the statement's file, and its line.
  std::string file(StmtId s) const;
  std::int32_t line(StmtId s) const;
  std::string location(StmtId s) const;  // "file.c:12"
  // RacerF's " at offset [lo..hi]" (bits) when the race is on a part of its
  // base (a field, an element); "" for a whole scalar.
  std::string race_offset(const races::Race& r) const;
  // Why a may-race is not a must-race, in RacerF's words ("not precise").
  static std::vector<std::string> must_failures(std::uint32_t bits);
  // Calls from the thread's entry to the context, outermost first.
  std::vector<threads::CallSite> trace(ContextId c) const { return a_.contexts.trace(c); }

 private:
  const facts::FactStore& facts_;
  const engine::Analysis& a_;
};

}  // namespace racer::report
