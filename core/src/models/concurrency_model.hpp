// ConcurrencyModel: the union of the loaded model files (RacerF's YAML schema).
//
// Files are read with yaml-cpp; a later file overrides an earlier entry for
// the same function name, as in RacerF. Errors name the file, line and column.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "models/call_spec.hpp"

namespace racer::models {

class ConcurrencyModel {
 public:
  // Reads one model file. Throws racer::Error: RACER_E_IO when it cannot be
  // read, RACER_E_PARSE ("<path>:<line>:<col>: <what>") when it is not valid
  // YAML or does not follow the schema. On error nothing is added.
  void load_file(const std::string& path);
  // Same, from text; `origin` names it in messages (a path or "<dump>").
  void load_text(std::string_view yaml, std::string_view origin);

  // The spec of a function by name; Plain when no model lists it.
  CallSpec classify(std::string_view function_name) const;
  // True when the name prefix-matches a regex of an `Atomic: functions` list
  // (RacerF semantics): calls to it run inside the global atomic section.
  bool is_atomic_function(std::string_view function_name) const;
  // True when the name prefix-matches a regex of a `Library: returns` list:
  // a function without a body known to return to its caller without
  // waiting for another thread (string, memory, maths, output, nondet
  // values, ...). Any other function without a body may wait for another
  // thread or never return, which keeps a race from being certain. An
  // instance `f_va_N` of a variadic function (Frama-C's Variadic plug-in)
  // is f.
  bool returns_promptly(std::string_view function_name) const;
  bool empty() const;

  // The texts loaded so far with their origins, in load order, so a dump can
  // carry them and a replay classifies calls exactly as the original run.
  struct Source { std::string origin, text; };
  const std::vector<Source>& sources() const;

 private:
  struct Impl;
  std::shared_ptr<Impl> impl_;  // shared: models are immutable once loaded
};

}  // namespace racer::models
