// ConcurrencyModel: reading RacerF's model schema with yaml-cpp.
//
// The schema is checked strictly (unknown sections and keys are errors) so
// that a typo in a user's model is reported instead of silently ignored; the
// first error aborts the load and leaves the model as it was.
#include "models/concurrency_model.hpp"

#include <yaml-cpp/yaml.h>

#include <map>
#include <regex>
#include <set>

#include "common/error.hpp"
#include "common/file_io.hpp"

namespace racer::models {

struct ConcurrencyModel::Impl {
  std::map<std::string, CallSpec, std::less<>> calls;
  // Regexes with their source text (for messages and tests).
  std::vector<std::pair<std::string, std::regex>> atomic_functions;
  std::vector<Source> sources;
};

namespace {

// Collects everything one file declares before it is merged into the model.
struct Parsed {
  std::vector<std::pair<std::string, CallSpec>> calls;  // in file order
  std::vector<std::pair<std::string, std::regex>> atomic_functions;
};

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
    check_keys(root, {"Locks", "Threads", "Atomic", "Conditions"}, "the model file");
    if (const YAML::Node locks = root["Locks"]) read_locks(locks, out);
    if (const YAML::Node threads = root["Threads"]) read_threads(threads, out);
    if (const YAML::Node atomic = root["Atomic"]) read_atomic(atomic, out);
    if (const YAML::Node cond = root["Conditions"]) read_conditions(cond, out);
    return out;
  }

 private:
  void read_locks(const YAML::Node& locks, Parsed& out) const {
    expect_map(locks, "'Locks'");
    check_keys(locks, {"types", "init", "destroy", "lock", "unlock"}, "'Locks'");
    if (const YAML::Node t = locks["types"]) expect_seq(t, "'Locks: types'");
    auto simple = [&](const char* key, CallClass cls) {
      if (const YAML::Node list = locks[key]) {
        const std::string what = std::string("'Locks: ") + key + "'";
        entries(list, what, [&](const YAML::Node& e) {
          check_keys(e, {"function", "lock-position"}, what);
          CallSpec spec;
          spec.cls = cls;
          spec.lock_pos = position(e, "lock-position", what);
          out.calls.emplace_back(function_name(e, what), spec);
        });
      }
    };
    simple("init", CallClass::LockInit);
    simple("destroy", CallClass::LockDestroy);
    simple("unlock", CallClass::Unlock);
    if (const YAML::Node list = locks["lock"]) {
      const std::string what = "'Locks: lock'";
      entries(list, what, [&](const YAML::Node& e) {
        check_keys(e, {"function", "lock-position", "blocking", "read-lock", "reentrant"}, what);
        CallSpec spec;
        spec.cls = CallClass::Lock;
        spec.lock_pos = position(e, "lock-position", what);
        spec.blocking = flag(e, "blocking", what);
        spec.read = flag(e, "read-lock", what);
        spec.reentrant = flag(e, "reentrant", what);
        out.calls.emplace_back(function_name(e, what), spec);
      });
    }
  }

  void read_threads(const YAML::Node& threads, Parsed& out) const {
    expect_map(threads, "'Threads'");
    check_keys(threads, {"types", "create", "join"}, "'Threads'");
    if (const YAML::Node t = threads["types"]) expect_seq(t, "'Threads: types'");
    if (const YAML::Node list = threads["create"]) {
      const std::string what = "'Threads: create'";
      entries(list, what, [&](const YAML::Node& e) {
        check_keys(e, {"function", "thread-id-position", "entry-point-position", "argument-position"},
                   what);
        CallSpec spec;
        spec.cls = CallClass::ThreadCreate;
        spec.thread_id_pos = position(e, "thread-id-position", what);
        spec.entry_pos = position(e, "entry-point-position", what);
        spec.arg_pos = position(e, "argument-position", what);
        out.calls.emplace_back(function_name(e, what), spec);
      });
    }
    if (const YAML::Node list = threads["join"]) {
      const std::string what = "'Threads: join'";
      entries(list, what, [&](const YAML::Node& e) {
        check_keys(e, {"function", "thread-id-position"}, what);
        CallSpec spec;
        spec.cls = CallClass::ThreadJoin;
        spec.thread_id_pos = position(e, "thread-id-position", what);
        out.calls.emplace_back(function_name(e, what), spec);
      });
    }
  }

  void read_atomic(const YAML::Node& atomic, Parsed& out) const {
    expect_map(atomic, "'Atomic'");
    check_keys(atomic, {"sequence-start", "sequence-end", "functions"}, "'Atomic'");
    if (const YAML::Node l = atomic["sequence-start"])
      names(l, "'Atomic: sequence-start'", CallClass::AtomicBegin, out);
    if (const YAML::Node l = atomic["sequence-end"])
      names(l, "'Atomic: sequence-end'", CallClass::AtomicEnd, out);
    if (const YAML::Node l = atomic["functions"]) {
      expect_seq(l, "'Atomic: functions'");
      for (const YAML::Node& n : l) {
        std::string text = scalar(n, "an entry of 'Atomic: functions'");
        try {
          out.atomic_functions.emplace_back(text, std::regex(text));
        } catch (const std::regex_error& e) {
          fail(n.Mark(), "bad regular expression '" + text + "': " + e.what());
        }
      }
    }
  }

  void read_conditions(const YAML::Node& cond, Parsed& out) const {
    expect_map(cond, "'Conditions'");
    check_keys(cond, {"types", "wait"}, "'Conditions'");
    if (const YAML::Node t = cond["types"]) expect_seq(t, "'Conditions: types'");
    if (const YAML::Node list = cond["wait"]) {
      const std::string what = "'Conditions: wait'";
      entries(list, what, [&](const YAML::Node& e) {
        check_keys(e, {"function", "condition-position", "lock-position"}, what);
        CallSpec spec;
        spec.cls = CallClass::CondWait;
        spec.cond_pos = position(e, "condition-position", what);
        spec.lock_pos = position(e, "lock-position", what);
        out.calls.emplace_back(function_name(e, what), spec);
      });
    }
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
  next->sources.push_back({std::string(origin), std::string(yaml)});
  impl_ = std::move(next);
}

CallSpec ConcurrencyModel::classify(std::string_view function_name) const {
  if (!impl_) return {};
  auto it = impl_->calls.find(function_name);
  return it == impl_->calls.end() ? CallSpec{} : it->second;
}

bool ConcurrencyModel::is_atomic_function(std::string_view function_name) const {
  if (!impl_) return false;
  for (const auto& [text, re] : impl_->atomic_functions) {
    // RacerF matches with Str.string_match: the regex must match a prefix.
    if (std::regex_search(function_name.begin(), function_name.end(), re,
                          std::regex_constants::match_continuous))
      return true;
  }
  return false;
}

bool ConcurrencyModel::empty() const {
  return !impl_ || (impl_->calls.empty() && impl_->atomic_functions.empty());
}

const std::vector<ConcurrencyModel::Source>& ConcurrencyModel::sources() const {
  static const std::vector<Source> none;
  return impl_ ? impl_->sources : none;
}

}  // namespace racer::models
