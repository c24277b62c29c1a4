// ConcurrencyModel: reading RacerF's model schema with yaml-cpp.
//
// The schema is checked strictly (unknown sections and keys are errors) so
// that a typo in a user's model is reported instead of silently ignored; the
// first error aborts the load and leaves the model as it was.
#include <algorithm>
#include "models/concurrency_model.hpp"

#include <yaml-cpp/yaml.h>

#include <map>
#include <regex>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "common/error.hpp"
#include "common/file_io.hpp"

namespace racer::models {

struct ConcurrencyModel::Impl {
  std::map<std::string, CallSpec, std::less<>> calls;
  // Regexes with their source text (for messages and tests).
  std::vector<std::pair<std::string, std::regex>> atomic_functions;
  std::vector<std::pair<std::string, std::regex>> returning;
  std::vector<Source> sources;
};

namespace {

// Collects everything one file declares before it is merged into the model.
struct Parsed {
  std::vector<std::pair<std::string, CallSpec>> calls;  // in file order
  std::vector<std::pair<std::string, std::regex>> atomic_functions;
  std::vector<std::pair<std::string, std::regex>> returning;  // Library: returns
};

constexpr std::size_t kMaxRegexLength = 256;
constexpr std::size_t kMaxRegexCountDigits = 3;  // a{999} at most

// Why libstdc++ must not compile a pattern ("" when it may): its compiler
// reads the numbers of back-references and of counted repetitions a{n,m}
// into a long without an overflow check (undefined behaviour the fuzzer
// found). Names of functions need neither back-references nor large counts;
// the automaton's size is bounded by libstdc++ itself (error_space).
std::string regex_problem(std::string_view re) {
  for (std::size_t i = 0; i < re.size(); ++i) {
    if (re[i] == '\\') {
      if (i + 1 < re.size() && re[i + 1] >= '1' && re[i + 1] <= '9') return "back-references are not supported";
      ++i;  // an escaped character is one literal
    } else if (re[i] == '{') {
      std::size_t digits = 0;
      for (std::size_t j = i + 1; j < re.size() && re[j] != '}'; ++j) {
        digits = re[j] >= '0' && re[j] <= '9' ? digits + 1 : 0;
        if (digits > kMaxRegexCountDigits) return "a repetition count above 999";
      }
    }
  }
  return "";
}

// RacerF matches function regexes with Str.string_match: a prefix match.
bool prefix_match(const std::vector<std::pair<std::string, std::regex>>& res, std::string_view name) {
  for (const auto& [text, re] : res)
    if (std::regex_search(name.begin(), name.end(), re, std::regex_constants::match_continuous))
      return true;
  return false;
}

class Reader {
 public:
  explicit Reader(std::string_view origin) : origin_(origin) {}

  [[noreturn]] void fail(const YAML::Mark& mark, const std::string& what) const {
    std::string where = origin_;
    if (!mark.is_null()) where += ":" + std::to_string(mark.line + 1) + ":" + std::to_string(mark.column + 1);
    throw Error(RACER_E_PARSE, where + ": " + what);
  }

  void expect_map(const YAML::Node& n, const std::string& what) const {
    if (!n.IsMap()) fail(n.Mark(), what + " must be a mapping");
  }
  void expect_seq(const YAML::Node& n, const std::string& what) const {
    if (!n.IsSequence()) fail(n.Mark(), what + " must be a list");
  }

  // Refuses keys outside `allowed`, naming the offending key.
  void check_keys(const YAML::Node& n, std::initializer_list<std::string_view> allowed,
                  const std::string& what) const {
    check_keys(n, std::span<const std::string_view>(allowed.begin(), allowed.size()), what);
  }
  void check_keys(const YAML::Node& n, std::span<const std::string_view> allowed,
                  const std::string& what) const {
    for (const auto& kv : n) {
      const std::string key = scalar(kv.first, what + " key");
      bool ok = false;
      for (std::string_view a : allowed) ok = ok || key == a;
      if (!ok) {
        std::string list;
        for (std::string_view a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
        fail(kv.first.Mark(), "unknown key '" + key + "' in " + what + " (expected one of: " + list + ")");
      }
    }
  }

  std::string scalar(const YAML::Node& n, const std::string& what) const {
    if (!n.IsScalar()) fail(n.Mark(), what + " must be a string");
    return n.Scalar();
  }

  std::string function_name(const YAML::Node& entry, const std::string& what) const {
    const YAML::Node f = entry["function"];
    if (!f) fail(entry.Mark(), "missing key 'function' in " + what);
    std::string name = scalar(f, "'function'");
    if (name.empty()) fail(f.Mark(), "empty function name in " + what);
    return name;
  }

  std::int32_t position(const YAML::Node& entry, const char* key, const std::string& what) const {
    const YAML::Node p = entry[key];
    if (!p) fail(entry.Mark(), std::string("missing key '") + key + "' in " + what);
    long long v = 0;
    try {
      v = p.as<long long>();
    } catch (const YAML::Exception&) {
      fail(p.Mark(), std::string("'") + key + "' must be an argument position (integer >= 0)");
    }
    if (v < 0 || v > 1000) fail(p.Mark(), std::string("'") + key + "' must be an argument position (integer >= 0)");
    return static_cast<std::int32_t>(v);
  }

  bool flag(const YAML::Node& entry, const char* key, const std::string& what) const {
    const YAML::Node b = entry[key];
    if (!b) fail(entry.Mark(), std::string("missing key '") + key + "' in " + what);
    try {
      return b.as<bool>();
    } catch (const YAML::Exception&) {
      fail(b.Mark(), std::string("'") + key + "' must be true or false");
    }
  }

  // A list of {function, <positions>} entries.
  template <class Fill>
  void entries(const YAML::Node& list, const std::string& what, Fill fill) const {
    expect_seq(list, what);
    for (const YAML::Node& e : list) {
      expect_map(e, "an entry of " + what);
      fill(e);
    }
  }

  void names(const YAML::Node& list, const std::string& what, CallClass cls, Parsed& out) const {
    expect_seq(list, what);
    for (const YAML::Node& n : list) {
      std::string name = scalar(n, "an entry of " + what);
      CallSpec spec;
      spec.cls = cls;
      out.calls.emplace_back(std::move(name), spec);
    }
  }

  Parsed read(const YAML::Node& root) const {
    Parsed out;
    if (root.IsNull()) return out;  // an empty file declares nothing
    expect_map(root, "a model file");
    check_keys(root,
               {"Locks", "Threads", "Atomic", "Conditions", "Once", "Barriers", "Semaphores", "Library"},
               "the model file");
    if (const YAML::Node locks = root["Locks"]) read_locks(locks, out);
    if (const YAML::Node threads = root["Threads"]) read_threads(threads, out);
    if (const YAML::Node atomic = root["Atomic"]) read_atomic(atomic, out);
    if (const YAML::Node cond = root["Conditions"]) read_conditions(cond, out);
    if (const YAML::Node once = root["Once"]) read_once(once, out);
    if (const YAML::Node barriers = root["Barriers"]) read_barriers(barriers, out);
    if (const YAML::Node sems = root["Semaphores"]) read_semaphores(sems, out);
    if (const YAML::Node lib = root["Library"]) read_library(lib, out);
    return out;
  }

 private:
  // Opens section `name` (a mapping of lists), refusing unknown keys.
  void section(const YAML::Node& n, const std::string& name,
               std::initializer_list<std::string_view> keys) const {
    expect_map(n, "'" + name + "'");
    check_keys(n, keys, "'" + name + "'");
    if (const YAML::Node t = n["types"]) expect_seq(t, "'" + name + ": types'");
  }

  // Each entry of list `key` of a section, with its allowed keys.
  template <class Fill>
  void each(const YAML::Node& sec, const std::string& name, const char* key,
            std::initializer_list<std::string_view> allowed, Fill fill) const {
    each(sec, name, key, std::span<const std::string_view>(allowed.begin(), allowed.size()), fill);
  }
  template <class Fill>
  void each(const YAML::Node& sec, const std::string& name, const char* key,
            std::span<const std::string_view> allowed, Fill fill) const {
    if (const YAML::Node list = sec[key]) {
      const std::string what = "'" + name + ": " + key + "'";
      entries(list, what, [&](const YAML::Node& e) {
        check_keys(e, allowed, what);
        fill(e, what);
      });
    }
  }

  // An argument position of an entry and the CallSpec field it fills.
  struct PositionKey {
    std::string_view key;
    std::int32_t CallSpec::*field;
  };

  // The entries of list `key` of a section that are only positions: each
  // is a call of class `cls` with those positions.
  void positional(const YAML::Node& sec, const std::string& name, const char* key, CallClass cls,
                  std::initializer_list<PositionKey> positions, Parsed& out) const {
    std::vector<std::string_view> allowed{"function"};
    for (const PositionKey& p : positions) allowed.push_back(p.key);
    each(sec, name, key, allowed, [&](const YAML::Node& e, const std::string& what) {
      CallSpec spec;
      spec.cls = cls;
      for (const PositionKey& p : positions) spec.*p.field = position(e, std::string(p.key).c_str(), what);
      out.calls.emplace_back(function_name(e, what), spec);
    });
  }

  // A lock or unlock names its object by argument position or, for
  // functions that act on one global (lock-object), by that global's name.
  void lock_target(const YAML::Node& e, const std::string& what, CallSpec& spec) const {
    const bool by_object = static_cast<bool>(e["lock-object"]);
    if (by_object && e["lock-position"])
      fail(e.Mark(), "give either 'lock-position' or 'lock-object' in " + what + ", not both");
    if (by_object) {
      spec.lock_object = scalar(e["lock-object"], "'lock-object'");
      if (spec.lock_object.empty()) fail(e["lock-object"].Mark(), "empty 'lock-object' in " + what);
    } else {
      spec.lock_pos = position(e, "lock-position", what);
    }
  }

  // The `recursive-kinds` list: the kind names (or values) that make a
  // mutex recursive.
  std::vector<std::string> kinds(const YAML::Node& e, const std::string& what) const {
    const YAML::Node list = e["recursive-kinds"];
    if (!list) fail(e.Mark(), "missing key 'recursive-kinds' in " + what);
    expect_seq(list, "'recursive-kinds'");
    std::vector<std::string> out;
    for (const YAML::Node& k : list) out.push_back(scalar(k, "an entry of 'recursive-kinds'"));
    return out;
  }

  void read_locks(const YAML::Node& locks, Parsed& out) const {
    const std::string name = "Locks";
    section(locks, name, {"types", "init", "destroy", "lock", "unlock", "attributes"});
    each(locks, name, "init",
         {"function", "lock-position", "attribute-position", "kind-position", "recursive-kinds"},
         [&](const YAML::Node& e, const std::string& what) {
           CallSpec spec;
           spec.cls = CallClass::LockInit;
           spec.lock_pos = position(e, "lock-position", what);
           if (e["attribute-position"]) spec.attr_pos = position(e, "attribute-position", what);
           if (e["kind-position"]) {
             spec.kind_pos = position(e, "kind-position", what);
             spec.recursive_kinds = kinds(e, what);
           }
           out.calls.emplace_back(function_name(e, what), spec);
         });
    positional(locks, name, "destroy", CallClass::LockDestroy, {{"lock-position", &CallSpec::lock_pos}}, out);
    each(locks, name, "unlock", {"function", "lock-position", "lock-object"},
         [&](const YAML::Node& e, const std::string& what) {
           CallSpec spec;
           spec.cls = CallClass::Unlock;
           lock_target(e, what, spec);
           out.calls.emplace_back(function_name(e, what), spec);
         });
    each(locks, name, "lock",
         {"function", "lock-position", "lock-object", "blocking", "read-lock", "reentrant"},
         [&](const YAML::Node& e, const std::string& what) {
           CallSpec spec;
           spec.cls = CallClass::Lock;
           lock_target(e, what, spec);
           spec.blocking = flag(e, "blocking", what);
           spec.read = flag(e, "read-lock", what);
           spec.reentrant = flag(e, "reentrant", what);
           out.calls.emplace_back(function_name(e, what), spec);
         });
    each(locks, name, "attributes",
         {"function", "attribute-position", "kind-position", "recursive-kinds"},
         [&](const YAML::Node& e, const std::string& what) {
           CallSpec spec;
           spec.cls = CallClass::MutexAttrKind;
           spec.attr_pos = position(e, "attribute-position", what);
           spec.kind_pos = position(e, "kind-position", what);
           spec.recursive_kinds = kinds(e, what);
           out.calls.emplace_back(function_name(e, what), spec);
         });
  }

  void read_threads(const YAML::Node& threads, Parsed& out) const {
    const std::string name = "Threads";
    section(threads, name, {"types", "create", "join"});
    positional(threads, name, "create", CallClass::ThreadCreate,
               {{"thread-id-position", &CallSpec::thread_id_pos},
                {"entry-point-position", &CallSpec::entry_pos},
                {"argument-position", &CallSpec::arg_pos}},
               out);
    positional(threads, name, "join", CallClass::ThreadJoin,
               {{"thread-id-position", &CallSpec::thread_id_pos}}, out);
  }

  void read_atomic(const YAML::Node& atomic, Parsed& out) const {
    const std::string name = "Atomic";
    section(atomic, name, {"sequence-start", "sequence-end", "functions", "operations"});
    if (const YAML::Node l = atomic["sequence-start"])
      names(l, "'Atomic: sequence-start'", CallClass::AtomicBegin, out);
    if (const YAML::Node l = atomic["sequence-end"])
      names(l, "'Atomic: sequence-end'", CallClass::AtomicEnd, out);
    if (const YAML::Node l = atomic["functions"]) regexes(l, "'Atomic: functions'", out.atomic_functions);
    each(atomic, name, "operations", {"function", "object-position", "access"},
         [&](const YAML::Node& e, const std::string& what) {
           CallSpec spec;  // stays Plain: its other effects are an ordinary call's
           spec.atomic_pos = position(e, "object-position", what);
           const YAML::Node a = e["access"];
           if (!a) fail(e.Mark(), "missing key 'access' in " + what);
           const std::string kind = scalar(a, "'access'");
           if (kind == "read") spec.atomic_access = AtomicAccess::Read;
           else if (kind == "write") spec.atomic_access = AtomicAccess::Write;
           else if (kind == "read-write") spec.atomic_access = AtomicAccess::ReadWrite;
           else fail(a.Mark(), "'access' must be read, write or read-write");
           out.calls.emplace_back(function_name(e, what), spec);
         });
  }

  // A list of function-name regexes (prefix matches).
  void regexes(const YAML::Node& list, const std::string& what,
               std::vector<std::pair<std::string, std::regex>>& out) const {
    expect_seq(list, what);
    for (const YAML::Node& n : list) {
      std::string text = scalar(n, "an entry of " + what);
      // libstdc++ compiles and matches regexes recursively and, by default,
      // by backtracking: a long pattern overflows the stack, a pattern like
      // (a|a)* takes exponential time. Names of functions need neither.
      if (text.size() > kMaxRegexLength)
        fail(n.Mark(), "regular expression of " + std::to_string(text.size()) +
                           " characters in " + what + " (at most " + std::to_string(kMaxRegexLength) + ")");
      if (const std::string problem = regex_problem(text); !problem.empty())
        fail(n.Mark(), "bad regular expression '" + text + "': " + problem);
      try {
        // Polynomial: the automaton, not backtracking (no back-references).
        out.emplace_back(text, std::regex(text, std::regex::ECMAScript | std::regex_constants::__polynomial));
      } catch (const std::regex_error& e) {
        fail(n.Mark(), "bad regular expression '" + text + "': " + e.what());
      }
    }
  }

  // Racer: library functions without a body that return without waiting.
  void read_library(const YAML::Node& lib, Parsed& out) const {
    section(lib, "Library", {"returns"});
    if (const YAML::Node l = lib["returns"]) regexes(l, "'Library: returns'", out.returning);
  }

  void read_conditions(const YAML::Node& cond, Parsed& out) const {
    const std::string name = "Conditions";
    section(cond, name, {"types", "wait", "signal"});
    positional(cond, name, "wait", CallClass::CondWait,
               {{"condition-position", &CallSpec::cond_pos}, {"lock-position", &CallSpec::lock_pos}}, out);
    positional(cond, name, "signal", CallClass::CondSignal,
               {{"condition-position", &CallSpec::cond_pos}}, out);
  }

  void read_once(const YAML::Node& once, Parsed& out) const {
    const std::string name = "Once";
    section(once, name, {"types", "call"});
    positional(once, name, "call", CallClass::Once,
               {{"control-position", &CallSpec::object_pos}, {"routine-position", &CallSpec::routine_pos}},
               out);
  }

  void read_barriers(const YAML::Node& barriers, Parsed& out) const {
    const std::string name = "Barriers";
    section(barriers, name, {"types", "init", "wait", "destroy"});
    positional(barriers, name, "init", CallClass::BarrierInit,
               {{"barrier-position", &CallSpec::object_pos}, {"count-position", &CallSpec::count_pos}}, out);
    positional(barriers, name, "wait", CallClass::BarrierWait,
               {{"barrier-position", &CallSpec::object_pos}}, out);
    positional(barriers, name, "destroy", CallClass::BarrierDestroy,
               {{"barrier-position", &CallSpec::object_pos}}, out);
  }

  void read_semaphores(const YAML::Node& sems, Parsed& out) const {
    const std::string name = "Semaphores";
    section(sems, name, {"types", "init", "wait", "post"});
    positional(sems, name, "init", CallClass::SemInit,
               {{"semaphore-position", &CallSpec::object_pos}, {"value-position", &CallSpec::value_pos}}, out);
    each(sems, name, "wait", {"function", "semaphore-position", "blocking"},
         [&](const YAML::Node& e, const std::string& what) {
           CallSpec spec;
           spec.cls = CallClass::SemWait;
           spec.object_pos = position(e, "semaphore-position", what);
           spec.blocking = flag(e, "blocking", what);
           out.calls.emplace_back(function_name(e, what), spec);
         });
    positional(sems, name, "post", CallClass::SemPost, {{"semaphore-position", &CallSpec::object_pos}}, out);
  }

  std::string origin_;
};

}  // namespace

void ConcurrencyModel::load_file(const std::string& path) {
  load_text(read_file(path), path);
}

void ConcurrencyModel::load_text(std::string_view yaml, std::string_view origin) {
  const Reader reader(origin);
  YAML::Node root;
  try {
    root = YAML::Load(std::string(yaml));
  } catch (const YAML::Exception& e) {
    reader.fail(e.mark, e.msg);
  }
  Parsed parsed;
  try {
    parsed = reader.read(root);
  } catch (const YAML::Exception& e) {  // conversions yaml-cpp refuses late
    reader.fail(e.mark, e.msg);
  }
  // Copy-on-write: a model shared with a copied session stays unchanged.
  auto next = impl_ ? std::make_shared<Impl>(*impl_) : std::make_shared<Impl>();
  for (auto& [name, spec] : parsed.calls) next->calls[name] = spec;  // later entries win
  for (auto& re : parsed.atomic_functions) next->atomic_functions.push_back(std::move(re));
  for (auto& re : parsed.returning) next->returning.push_back(std::move(re));
  next->sources.push_back({std::string(origin), std::string(yaml)});
  impl_ = std::move(next);
}

CallSpec ConcurrencyModel::classify(std::string_view function_name) const {
  if (!impl_) return {};
  auto it = impl_->calls.find(function_name);
  return it == impl_->calls.end() ? CallSpec{} : it->second;
}

bool ConcurrencyModel::is_atomic_function(std::string_view function_name) const {
  return impl_ && prefix_match(impl_->atomic_functions, function_name);
}

namespace {

// Frama-C's Variadic plug-in replaces each call of a variadic function by a
// call of an instance of it named `f_va_N` (`sprintf_va_3`): the instance
// is the function. The name without that suffix, or the name itself.
std::string_view variadic_origin(std::string_view name) {
  const std::size_t at = name.rfind("_va_");
  if (at == std::string_view::npos || at == 0 || at + 4 == name.size()) return name;
  const std::string_view digits = name.substr(at + 4);
  if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) return name;
  return name.substr(0, at);
}

}  // namespace

bool ConcurrencyModel::returns_promptly(std::string_view function_name) const {
  return impl_ && (prefix_match(impl_->returning, function_name) ||
                   prefix_match(impl_->returning, variadic_origin(function_name)));
}

bool ConcurrencyModel::empty() const {
  return !impl_ || (impl_->calls.empty() && impl_->atomic_functions.empty() && impl_->returning.empty());
}

const std::vector<ConcurrencyModel::Source>& ConcurrencyModel::sources() const {
  static const std::vector<Source> none;
  return impl_ ? impl_->sources : none;
}

}  // namespace racer::models
