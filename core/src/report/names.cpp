// Names shown to users (see names.hpp).
#include "report/names.hpp"

#include <algorithm>
#include <iterator>
#include <map>
#include <regex>
#include <set>

#include "common/sha256.hpp"
#include "racer/racer.h"

namespace racer::report {

Names::Names(const facts::FactStore& facts, const engine::Analysis& analysis)
    : facts_(facts), a_(analysis), thread_index_(analysis.threads.threads.size(), 0) {
  // Threads one create statement makes in different contexts are numbered
  // in thread order; a create statement that makes one thread keeps the
  // plain name.
  std::map<std::pair<std::int32_t, std::int32_t>, std::vector<std::size_t>> by_site;
  for (std::size_t t = 0; t < analysis.threads.threads.size(); ++t) {
    const threads::Thread& th = analysis.threads.threads[t];
    if (th.create.valid()) by_site[{th.entry.value, th.create.value}].push_back(t);
  }
  std::map<std::int32_t, int> named;
  for (std::int32_t name : facts.bases.name) ++named[name];
  for (const auto& [name, count] : named)
    if (count > 1) shared_names_.insert(name);
  for (std::size_t r = 0; r < facts.field_paths.base.size(); ++r)
    paths_of_base_[facts.field_paths.base[r]].push_back(r);
  for (const auto& [site, ts] : by_site)
    if (ts.size() > 1)
      for (std::size_t k = 0; k < ts.size(); ++k) thread_index_[ts[k]] = static_cast<std::int32_t>(k + 1);
}

std::string Names::function(FunctionId f) const {
  if (!f.valid()) return "?";
  return std::string(facts_.strings.get(StringId(facts_.functions.name[f.index()])));
}

std::string Names::base(BaseId b) const {
  if (!b.valid()) return "__atomic_section";
  return std::string(facts_.strings.get(StringId(facts_.bases.name[b.index()])));
}

std::string Names::thread(ThreadId t) const {
  const threads::Thread& th = a_.threads.threads[t.index()];
  std::string name = function(th.entry);
  if (th.create.valid()) name += ":" + std::to_string(line(th.create));
  if (const std::int32_t k = thread_index_[t.index()]; k > 0) name += "#" + std::to_string(k);
  return name;
}

std::string Names::lock(const lockset::LockKey& k) const {
  if (k.is_atomic_section()) return "__atomic_section";
  if (k.kind == lockset::KeyKind::Once) return "once(" + lock(lockset::LockKey{k.base, k.offset}) + ")";
  if (k.kind == lockset::KeyKind::Flag) return "flag " + base(k.base);
  if (k.kind == lockset::KeyKind::History) return "acquired(" + lock(lockset::LockKey{k.base, k.offset}) + ")";
  if (k.kind == lockset::KeyKind::CreatedUnder)
    return lock(lockset::LockKey{k.base, k.offset}) + " held since creating thread " + std::to_string(k.aux);
  if (k.kind == lockset::KeyKind::Phase)
    return base(k.base) + (k.offset < 0 ? " phase ?" : " phase " + std::to_string(k.offset));
  if (k.offset <= -2) {
    std::string text(facts_.strings.get(StringId(-2 - k.offset)));
    // The lock argument as written, without its `&`: "& g_stats.mu" reads
    // "g_stats.mu".
    if (!text.empty() && text.front() == '&') text.erase(0, text.find_first_not_of("& "));
    return text;
  }
  if (k.offset == -1) return base(k.base) + "(?)";  // uncertain object
  // A lock inside an aggregate: its field path (`g_stats.mu`, `locks[2]`).
  if (std::string path = field_path(k.base, k.offset, -1, false); !path.empty()) return path;
  if (k.offset == 0) return base(k.base);
  return base(k.base) + "[bit " + std::to_string(k.offset) + "]";
}

std::vector<std::string> Names::locks(const lockset::Lockset& s) const {
  std::vector<std::string> out;
  for (const lockset::HeldLock& h : s) {
    switch (h.key.kind) {
      case lockset::KeyKind::Lock: out.push_back(lock(h.key) + (h.read ? " (read)" : "")); break;
      // After the once call returned / inside its routine.
      case lockset::KeyKind::Once: out.push_back(lock(h.key) + (h.read ? " done" : " running")); break;
      case lockset::KeyKind::Phase: out.push_back(lock(h.key)); break;
      // Before the raiser's first raise / after the flag was seen set.
      case lockset::KeyKind::Flag: out.push_back(lock(h.key) + (h.read ? " seen set" : " not raised yet")); break;
      // Lock history: not held locks, facts of the past (the LH digest's).
      case lockset::KeyKind::History:
      case lockset::KeyKind::CreatedUnder: break;
    }
  }
  return out;
}

std::string Names::file(StmtId s) const {
  if (!s.valid()) return "?";
  const StringId f(facts_.statements.file[s.index()]);
  return f.valid() ? std::string(facts_.strings.get(f)) : std::string("?");
}

std::int32_t Names::line(StmtId s) const { return s.valid() ? facts_.statements.line[s.index()] : 0; }

std::int32_t Names::column(StmtId s) const { return s.valid() ? facts_.statements.column[s.index()] : 0; }

// The field_paths row of `b` that names [lo..hi]: the one with exactly that
// range (the innermost when several nest), else, unless `exact`, the
// narrowest one covering it. hi < 0 (a lock's key, which has no size): the
// innermost row starting at lo.
std::string Names::field_path(BaseId b, std::int32_t lo, std::int32_t hi, bool exact) const {
  if (!b.valid() || lo < 0) return "";
  const facts::FieldPaths& fp = facts_.field_paths;
  const auto rows = paths_of_base_.find(b.value);
  if (rows == paths_of_base_.end()) return "";
  std::string best;
  std::int64_t best_width = -1;
  bool best_exact = false;
  for (const std::size_t r : rows->second) {
    const std::int32_t rlo = fp.offset_lo[r], rhi = fp.offset_hi[r];
    const std::int64_t width = static_cast<std::int64_t>(rhi) - rlo;
    const bool is_exact = hi < 0 ? rlo == lo : (rlo == lo && rhi == hi);
    const bool covers = hi >= 0 && rlo <= lo && hi <= rhi;
    if (!is_exact && (exact || !covers)) continue;
    // Exact beats covering; then the narrower; then the later (deeper) row.
    if (best_width < 0 || (is_exact && !best_exact) || (is_exact == best_exact && width <= best_width)) {
      best = std::string(facts_.strings.get(StringId(fp.path[r])));
      best_width = width;
      best_exact = is_exact;
    }
  }
  return best;
}

std::string Names::location_name(const races::Race& r) const {
  const races::RaceFindings& f = a_.races;
  if (r.through_pointer) {
    // The text of the address expression of an access through the pointer
    // (`& pool->jobs[i].state`, `p`): what the program wrote.
    for (std::size_t i : {r.first, r.second}) {
      const races::Access& a = f.accesses[i];
      if (!a.through_pointer || !a.row.valid()) continue;
      const ExprId e(facts_.accesses.expr[a.row.index()]);
      if (!e.valid()) continue;
      const StringId t(facts_.expressions.text[e.index()]);
      if (!t.valid()) continue;
      std::string text(facts_.strings.get(t));
      if (text.rfind("& ", 0) == 0) return text.substr(2);
      if (!text.empty() && text.front() == '&') return text.substr(1);
      return "*" + text;
    }
    return "*" + base(r.base);
  }
  if (r.offset_lo >= 0) {
    if (std::string path = field_path(r.base, r.offset_lo, r.offset_hi, false); !path.empty()) {
      // A range inside one field, or spanning several: say which bits.
      const std::string exact = field_path(r.base, r.offset_lo, r.offset_hi, true);
      return (exact.empty() ? path + " (bits " + std::to_string(r.offset_lo) + ".." + std::to_string(r.offset_hi) + ")"
                            : exact) +
             owner(r.base);
    }
  }
  return base(r.base) + race_offset(r) + owner(r.base);
}

// " in f" for a local or formal whose name another base has too (the
// Variadic plug-in's __va_args arrays of every function, `i` of two loops).
std::string Names::owner(BaseId b) const {
  if (!b.valid() || !shared_names_.count(facts_.bases.name[b.index()])) return "";
  const std::int32_t kind = facts_.bases.kind[b.index()];
  if (kind != RACER_BASE_LOCAL && kind != RACER_BASE_FORMAL) return "";
  return " in " + function(FunctionId(facts_.bases.function[b.index()]));
}

std::string Names::pair_kinds(const races::Race& r) const {
  const races::RaceFindings& f = a_.races;
  std::set<std::int32_t> write_threads;
  bool reads = false, writes = false;
  for (std::size_t s : r.sites) {
    const races::Access& a = f.accesses[s];
    (a.write ? writes : reads) = true;
    if (a.write) write_threads.insert(a.thread.value);
  }
  // Two writes race when two threads write, or one thread that runs
  // several times (a pair of it with itself) writes.
  bool write_write = f.accesses[r.first].write && f.accesses[r.second].write;
  for (const races::ThreadPair& p : r.thread_pairs)
    write_write = write_write || (write_threads.count(p.a.value) && write_threads.count(p.b.value));
  const bool read_write = reads && writes;
  if (read_write && write_write) return "read-write, write-write";
  return write_write ? "write-write" : "read-write";
}

std::string Names::hash_text(const std::string& text) { return sha256_hex(text).substr(0, 16); }

std::string Names::fingerprint(const races::Race& r) const {
  const races::RaceFindings& f = a_.races;
  // The location as named, without the line a heap block's name carries
  // (`__malloc_main_l12`): a line added above the allocation must not
  // change the identity of races on the block.
  std::string name = location_name(r);
  if (r.base.valid() && facts_.bases.kind[r.base.index()] == RACER_BASE_HEAP)
    name = std::regex_replace(name, std::regex("_l[0-9]+"), "");
  // Which functions of which files access it, how: every site of the
  // location (not the pair shown, which a witness may change); for a
  // pointer of unknown target, its own accesses (what it may meet varies
  // with the rest of the program).
  std::set<std::string> sides;
  for (std::size_t i : r.sites) {
    const races::Access& a = f.accesses[i];
    if (r.through_pointer && !(a.through_pointer && a.base == r.base)) continue;
    const FunctionId fn(facts_.statements.function[a.stmt.index()]);
    sides.insert(file(a.stmt) + "|" + function(fn) + "|" + (a.write ? "w" : "r"));
  }
  std::string key = "race|" + name;
  for (const std::string& side : sides) key += "|" + side;
  return hash_text(key);
}

std::string Names::location(StmtId s) const { return file(s) + ":" + std::to_string(line(s)); }

std::string Names::race_offset(const races::Race& r) const {
  if (r.offset_lo < 0 || !r.base.valid()) return "";
  const std::int32_t size = facts_.bases.size_bits[r.base.index()];
  if (r.offset_lo == 0 && (size <= 0 || r.offset_hi + 1 >= size)) return "";
  return " at offset [" + std::to_string(r.offset_lo) + ".." + std::to_string(r.offset_hi) + "]";
}

std::vector<std::string> Names::must_failures(std::uint32_t bits) {
  static const char* const names[] = {"not precise", "not unique access", "weak",
                                      "not parallel", "not unique malloc",
                                      "locksets are not must-disjoint",
                                      "access not surely executed",
                                      "a thread it needs may wait on the way",
                                      "the program may end on the way",
                                      "a loop on the way",
                                      "a lock held across the way",
                                      "an ordering the analysis cannot see",
                                      "rests on values a thread analysis computed"};
  static_assert(std::size(names) == races::kMustFailureCount);
  std::vector<std::string> out;
  for (int i = 0; i < races::kMustFailureCount; ++i)
    if (bits & (1u << i)) out.emplace_back(names[i]);
  return out;
}

}  // namespace racer::report
