// Suppressions: rules, in-source comments and baselines (suppressions.hpp).
#include "report/suppressions.hpp"

#include <fnmatch.h>

#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "common/error.hpp"
#include "common/file_io.hpp"
#include "report/names.hpp"

namespace racer::report {

namespace {

// The name itself, or a glob of it: names hold brackets (`acct[1].audits`,
// `pool->jobs[i].state`) that fnmatch reads as character classes.
bool matches(const std::string& pattern, const std::string& text) {
  return pattern == text || fnmatch(pattern.c_str(), text.c_str(), 0) == 0;
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

// The lines of the program's source files, read once each; a file that
// cannot be read has none (its findings are simply not suppressed).
class SourceLines {
 public:
  bool marked_benign(const std::string& file, std::int32_t line) {
    auto [it, fresh] = files_.try_emplace(file);
    if (fresh) {
      std::ifstream in(resolve_path(file));
      for (std::string l; std::getline(in, l);) it->second.push_back(std::move(l));
    }
    if (line < 1 || static_cast<std::size_t>(line) > it->second.size()) return false;
    return it->second[static_cast<std::size_t>(line) - 1].find("racer: benign") != std::string::npos;
  }

 private:
  std::map<std::string, std::vector<std::string>> files_;
};

}  // namespace

std::vector<SuppressionRule> read_suppressions(const std::string& path) {
  std::istringstream in(read_file(path));
  std::vector<SuppressionRule> rules;
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    const std::string origin = path + ":" + std::to_string(number);
    std::string text = trim(line.substr(0, line.find('#')));
    if (text.empty()) continue;
    const auto space = text.find_first_of(" \t");
    const std::string word = text.substr(0, space);
    const std::string pattern = space == std::string::npos ? "" : trim(text.substr(space));
    SuppressionRule::Field field;
    if (word == "location") field = SuppressionRule::Field::Location;
    else if (word == "function") field = SuppressionRule::Field::Function;
    else if (word == "file") field = SuppressionRule::Field::File;
    else if (word == "fingerprint") field = SuppressionRule::Field::Fingerprint;
    else
      throw Error(RACER_E_PARSE, origin + ": unknown rule \"" + word +
                                     "\" (expected location, function, file or fingerprint)");
    if (pattern.empty()) throw Error(RACER_E_PARSE, origin + ": \"" + word + "\" needs a pattern");
    rules.push_back({field, pattern, origin});
  }
  return rules;
}

std::set<std::string> read_baseline(const std::string& path) {
  const std::string text = read_file(path);
  nlohmann::json doc;
  try {
    doc = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    throw Error(RACER_E_PARSE, path + ": not JSON: " + e.what());
  }
  if (!doc.is_object() || !doc.contains("runs") || !doc["runs"].is_array())
    throw Error(RACER_E_PARSE, path + ": not a SARIF report (no \"runs\" list)");
  std::set<std::string> out;
  for (const auto& run : doc["runs"]) {
    if (!run.is_object() || !run.contains("results")) continue;
    if (!run["results"].is_array()) throw Error(RACER_E_PARSE, path + ": \"results\" is not a list");
    for (const auto& r : run["results"]) {
      if (!r.is_object()) continue;
      const auto fp = r.find("partialFingerprints");
      if (fp == r.end() || !fp->is_object()) continue;
      const auto v = fp->find("racerFinding/v1");
      if (v != fp->end() && v->is_string()) out.insert(v->get<std::string>());
    }
  }
  return out;
}

void apply_suppressions(const facts::FactStore& facts, engine::Analysis& a, const std::string& suppress_file,
                        const std::string& baseline_file) {
  const std::vector<SuppressionRule> rules = suppress_file.empty() ? std::vector<SuppressionRule>{}
                                                                   : read_suppressions(suppress_file);
  const std::set<std::string> baseline = baseline_file.empty() ? std::set<std::string>{} : read_baseline(baseline_file);
  const Names n(facts, a);
  SourceLines sources;
  races::RaceFindings& f = a.races;
  for (races::Race& r : f.races) {
    const races::Access& x = f.accesses[r.first];
    const races::Access& y = f.accesses[r.second];
    const auto fn = [&](const races::Access& acc) {
      return n.function(FunctionId(facts.statements.function[acc.stmt.index()]));
    };
    // In source: a comment on the line of an access of the finding: the
    // pair shown and its sites, but for a pointer of unknown target only its
    // own accesses (what it may meet are other objects' accesses, whose
    // comments speak of those).
    std::vector<std::size_t> all = {r.first, r.second};
    for (std::size_t i : r.sites)
      if (!r.through_pointer || (f.accesses[i].through_pointer && f.accesses[i].base == r.base)) all.push_back(i);
    for (std::size_t i : all) {
      const StmtId s = f.accesses[i].stmt;
      if (sources.marked_benign(n.file(s), n.line(s))) {
        r.suppressed = "in source: racer: benign at " + n.location(s);
        break;
      }
    }
    if (!r.suppressed.empty()) continue;
    const std::string fingerprint = n.fingerprint(r);
    for (const SuppressionRule& rule : rules) {
      bool hit = false;
      switch (rule.field) {
        case SuppressionRule::Field::Location: hit = matches(rule.pattern, n.location_name(r)); break;
        case SuppressionRule::Field::Function:
          hit = matches(rule.pattern, fn(x)) || matches(rule.pattern, fn(y));
          break;
        case SuppressionRule::Field::File:
          hit = matches(rule.pattern, n.file(x.stmt)) && matches(rule.pattern, n.file(y.stmt));
          break;
        case SuppressionRule::Field::Fingerprint: hit = rule.pattern == fingerprint; break;
      }
      if (hit) {
        r.suppressed = "suppression file " + rule.origin;
        break;
      }
    }
    if (r.suppressed.empty() && baseline.count(fingerprint)) r.suppressed = "in baseline " + baseline_file;
  }
}

}  // namespace racer::report
