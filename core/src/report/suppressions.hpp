// Findings the user does not want to hear about again: a suppression file,
// `racer: benign` comments on access lines, and a baseline (an earlier
// SARIF report of Racer). A suppressed finding stays in the analysis,
// marked (races::Race::suppressed): the verdict is about the program and
// does not change; reports hide it or mark it, exit statuses ignore it.
//
// Suppression file (docs/report-format.md, "Suppressions"): one rule a
// line, `#` starts a comment, blank lines are skipped:
//   location NAME      the finding's location name (`acct.audits`, `*p`)
//   function NAME      the function of either access of the pair shown
//   file GLOB          both accesses' files (fnmatch: `vendor/*`)
//   fingerprint HEX    the finding's fingerprint (JSON `fingerprint`,
//                      SARIF partialFingerprints "racerFinding/v1")
// NAME is matched as written, or as a glob (fnmatch). Anything else is an error naming the line.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "engine/analysis.hpp"
#include "facts/fact_store.hpp"

namespace racer::report {

struct SuppressionRule {
  enum class Field { Location, Function, File, Fingerprint } field;
  std::string pattern;
  std::string origin;  // "file.supp:3"
};

// Throws racer::Error: RACER_E_IO when unreadable, RACER_E_PARSE naming the
// line of a malformed rule.
std::vector<SuppressionRule> read_suppressions(const std::string& path);
// The racerFinding/v1 fingerprints of an earlier SARIF report. Throws
// racer::Error (RACER_E_IO, RACER_E_PARSE) on a file that is not one.
std::set<std::string> read_baseline(const std::string& path);

// Marks the races the rules, the in-source comments and the baseline
// match (empty paths: none of those).
void apply_suppressions(const facts::FactStore& facts, engine::Analysis& analysis,
                        const std::string& suppress_file, const std::string& baseline_file);

}  // namespace racer::report
