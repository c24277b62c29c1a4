// Names shown to users (see names.hpp).
#include "report/names.hpp"

#include <iterator>

namespace racer::report {

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
    if (!text.empty() && text.front() == '&') text.erase(0, 1);
    return text;
  }
  if (k.offset == -1) return base(k.base) + "(?)";  // uncertain object
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
  std::string name = f.valid() ? std::string(facts_.strings.get(f)) : std::string("?");
  if (auto slash = name.rfind('/'); slash != std::string::npos) name.erase(0, slash + 1);
  return name;
}

std::int32_t Names::line(StmtId s) const { return s.valid() ? facts_.statements.line[s.index()] : 0; }

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
