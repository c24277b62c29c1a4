// Names shown to users: threads, locks, bases, locations, call traces.
//
// Both the text and the JSON report print the same names, so they are made
// in one place from the facts and the run's findings.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "engine/analysis.hpp"
#include "facts/fact_store.hpp"

namespace racer::report {

class Names {
 public:
  Names(const facts::FactStore& facts, const engine::Analysis& analysis);

  std::string function(FunctionId f) const;
  std::string base(BaseId b) const;
  // "worker:23" (entry and line of its create statement), "main" for main;
  // "worker:23#2" for the second thread one create statement makes (a
  // function creating a thread called from two places).
  std::string thread(ThreadId t) const;
  std::string lock(const lockset::LockKey& k) const;
  std::vector<std::string> locks(const lockset::Lockset& s) const;
  // The statement's file as the plug-in names it (relative to the directory
  // Frama-C ran in, absolute outside it), its line and column (0: unknown).
  std::string file(StmtId s) const;
  std::int32_t line(StmtId s) const;
  std::int32_t column(StmtId s) const;
  std::string location(StmtId s) const;  // "file.c:12"
  // RacerF's " at offset [lo..hi]" (bits) when the race is on a part of its
  // base (a field, an element); "" for a whole scalar.
  std::string race_offset(const races::Race& r) const;
  // What the race is on, as C writes it: `acct.audits`, `g[2].n`,
  // `pool->jobs[i].state` (an access through a pointer), else the base and
  // the bit range.
  std::string location_name(const races::Race& r) const;
  // The kinds of the location's racing pairs: "write-write",
  // "read-write" or "read-write, write-write".
  std::string pair_kinds(const races::Race& r) const;
  // A finding's identity across commits (SARIF partialFingerprints,
  // suppressions, baselines): its location name (a heap block's without
  // its line), and the file, function and kind of each of its sites; no
  // line numbers, so unrelated edits above it do not change it.
  std::string fingerprint(const races::Race& r) const;
  static std::string hash_text(const std::string& text);  // 16 hex digits of its SHA-256
  // Why a may-race is not a must-race, in RacerF's words ("not precise").
  static std::vector<std::string> must_failures(std::uint32_t bits);
  // Calls from the thread's entry to the context, outermost first.
  std::vector<threads::CallSite> trace(ContextId c) const { return a_.contexts.trace(c); }

 private:
  std::string field_path(BaseId b, std::int32_t lo, std::int32_t hi, bool exact) const;
  std::string owner(BaseId b) const;

  const facts::FactStore& facts_;
  const engine::Analysis& a_;
  std::vector<std::int32_t> thread_index_;
  std::map<std::int32_t, std::vector<std::size_t>> paths_of_base_;
  std::set<std::int32_t> shared_names_;  // base names (string ids) more than one base has  // field_paths rows per base  // per thread: 0, or its rank among threads of one create
};

}  // namespace racer::report
