// The text report, modelled on RacerF's output so its users feel at home:
// one block per race location, its first pair's accesses with their
// threads and call traces, then its other access sites one line each.
#include <iterator>
#include <sstream>

#include "report/names.hpp"
#include "report/report.hpp"

namespace racer::report {

namespace {

std::string join(const std::vector<std::string>& v, const char* sep) {
  std::string out;
  for (const std::string& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

void access(std::ostringstream& o, const Names& n, const races::Access& a) {
  o << "    In thread " << n.thread(a.thread) << ":\n";
  for (const threads::CallSite& c : n.trace(a.ctx))
    o << "        Call of " << n.function(c.callee) << " (" << n.location(c.stmt) << ")\n";
  o << "            " << (a.write ? "write" : "read");
  if (a.through_pointer) o << " through pointer " << n.base(a.base);
  o << " at " << n.location(a.stmt) << ", locks held: {" << join(n.locks(a.locks.must), ", ")
    << "}";
  if (a.locks.may != a.locks.must) o << ", maybe {" << join(n.locks(a.locks.may), ", ") << "}";
  o << "\n";
}

// The location's other access sites, one line each (the first
// kSitesShown), and its conflicting thread pairs.
constexpr std::size_t kSitesShown = 10;

void other_sites(std::ostringstream& o, const Names& n, const races::RaceFindings& f, const races::Race& r) {
  const auto same_site = [&](std::size_t s, std::size_t t) {
    const races::Access &a = f.accesses[s], &b = f.accesses[t];
    return a.stmt == b.stmt && a.write == b.write && a.thread == b.thread;
  };
  std::vector<std::size_t> rest;
  for (std::size_t s : r.sites)
    if (!same_site(s, r.first) && !same_site(s, r.second)) rest.push_back(s);
  if (!rest.empty()) {
    o << "  Other accesses (" << rest.size() << "):\n";
    for (std::size_t k = 0; k < rest.size() && k < kSitesShown; ++k) {
      const races::Access& a = f.accesses[rest[k]];
      o << "    " << (a.write ? "write" : "read");
      if (a.through_pointer) o << " through pointer " << n.base(a.base);
      else if (r.through_pointer) o << " of " << n.base(a.base);
      o << " at " << n.location(a.stmt) << " in " << n.thread(a.thread) << ", locks held: {"
        << join(n.locks(a.locks.must), ", ") << "}\n";
    }
    if (rest.size() > kSitesShown) o << "    ... and " << rest.size() - kSitesShown << " more (JSON report: sites)\n";
  }
  if (r.thread_pairs.size() > 1) {
    o << "  Threads in conflict:";
    for (std::size_t k = 0; k < r.thread_pairs.size() && k < kSitesShown; ++k)
      o << (k ? "," : "") << " " << n.thread(r.thread_pairs[k].a) << " & " << n.thread(r.thread_pairs[k].b);
    if (r.thread_pairs.size() > kSitesShown) o << ", ... (" << r.thread_pairs.size() << " pairs)";
    o << "\n";
  }
}

}  // namespace

const char* verdict_name(races::Verdict v) {
  switch (v) {
    case races::Verdict::Race: return "race";
    case races::Verdict::NoRace: return "no-race";
    case races::Verdict::Unknown: return "unknown";
  }
  return "unknown";
}

Blocks race_blocks(const facts::FactStore& facts, const engine::Analysis& a) {
  const Names n(facts, a);
  BlockWriter blocks;
  std::ostringstream& o = blocks.out();
  const races::RaceFindings& f = a.races;
  o << "Threads: ";
  for (std::size_t t = 0; t < a.threads.threads.size(); ++t)
    o << (t ? ", " : "") << n.thread(ThreadId(static_cast<std::int32_t>(t)))
      << (a.threads.threads[t].callback   ? " (multiple, called back)"
          : a.threads.threads[t].multiple ? " (multiple)"
                                          : "");
  blocks.end(BlockKind::Threads);
  if (f.races.empty()) {
    o << "No data races found";
    blocks.end(BlockKind::NoRaces);
  }
  std::size_t suppressed = 0;
  for (const races::Race& r : f.races) {
    if (!r.suppressed.empty()) {
      ++suppressed;
      continue;
    }
    const races::Access& x = f.accesses[r.first];
    const races::Access& y = f.accesses[r.second];
    o << "Data race (" << (r.kind == races::RaceKind::Must ? "must" : "may") << ") on ";
    if (r.through_pointer)
      o << n.location_name(r) << " (through " << n.base(r.base) << ", a pointer of unknown target)";
    else
      o << n.location_name(r);
    o << ": " << n.pair_kinds(r) << "\n";
    if (r.kind == races::RaceKind::May)
      o << "  Reason: " << join(Names::must_failures(r.reasons), " & ") << "\n";
    if (r.kind == races::RaceKind::May && !r.obstacle.empty()) o << "  Not certain: " << r.obstacle << "\n";
    if (!r.witness.empty()) o << "  Witnessed by the execution: " << r.witness << "\n";
    access(o, n, x);
    access(o, n, y);
    other_sites(o, n, f, r);
    blocks.end(r.kind == races::RaceKind::Must ? BlockKind::Race : BlockKind::MayRace);
  }
  if (f.verdict != races::Verdict::NoRace && !f.imprecisions.empty()) {
    o << "The result may be imprecise, reasons:\n";
    for (const Imprecision& i : distinct_reports(f.imprecisions)) {
      o << "  - " << imprecision_name(i.kind);
      if (i.stmt.valid()) o << " at " << n.location(i.stmt);
      if (!i.detail.empty()) o << ": " << i.detail;
      o << "\n";
    }
    blocks.end(BlockKind::Imprecisions);
  }
  // Suppressed findings: counted, then one line each (the plug-in shows
  // those lines with -racer-verbose 2).
  if (suppressed > 0) {
    o << "Suppressed findings: " << suppressed;
    blocks.end(BlockKind::SuppressedCount);
    for (const races::Race& r : f.races)
      if (!r.suppressed.empty()) {
        o << "Suppressed: data race (" << (r.kind == races::RaceKind::Must ? "must" : "may") << ") on "
          << n.location_name(r) << " at " << n.location(f.accesses[r.first].stmt) << " and "
          << n.location(f.accesses[r.second].stmt) << " (" << r.suppressed << ")";
        blocks.end(BlockKind::Suppressed);
      }
  }
  for (const std::string& r : f.unknown_reasons) {
    o << "Unknown because: " << r;
    blocks.end(BlockKind::Unknown);
  }
  o << "Verdict: " << verdict_name(f.verdict);
  blocks.end(BlockKind::Verdict);
  return blocks.take();
}

std::string render_text(const facts::FactStore& facts, const engine::Analysis& a) {
  return join_blocks(race_blocks(facts, a));
}

}  // namespace racer::report
