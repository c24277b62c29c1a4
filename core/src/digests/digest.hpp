// Digests: what an access carries of "when" it happens, and which pairs of
// accesses that rules out (Schwarz & Erhard, "Data Race Detection by
// Digest-Driven Abstract Interpretation"; docs/engines.md, "Digests").
//
// A digest reads some facts of an access (its thread, the locks it surely
// holds, the threads that may run alongside it, ...) and says of two
// accesses whether they may happen at the same time; the race engine asks
// every enabled digest, and one "no" rules the pair out (the product's
// predicate is the meet of its components'). A digest also writes what it
// reads into the access's class signature (races/access_classes.hpp):
// accesses equal there get the same answers from it, which is what lets the
// engine check pairs of classes instead of pairs of accesses. Adding a
// digest: one file that defines it, one entry in digests.cpp.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "active/active_threads.hpp"
#include "facts/fact_store.hpp"
#include "findings/race_findings.hpp"
#include "threads/thread_graph.hpp"

namespace racer::digests {

// What a digest may read besides the accesses: the engines' results.
struct Inputs {
  const facts::FactStore& facts;
  const threads::ThreadGraph& graph;
  const active::ActiveThreads& active;
};

class Digest {
 public:
  virtual ~Digest() = default;
  // False when accesses a and b never run at the same time.
  virtual bool compatible(const races::Access& a, const races::Access& b) const = 0;
  // True when this digest lets `a` race with nothing at all (such accesses
  // are left out before pairing: a shortcut, never a different answer).
  virtual bool alone(const races::Access&) const { return false; }
  // Appends every fact of `a` that compatible() and alone() read.
  virtual void signature(const races::Access& a, std::vector<std::int64_t>& out) const = 0;
};

struct Entry {
  std::string_view id;    // as option "digests" names it: "L", "TF", ...
  std::string_view name;  // for documentation and messages
  std::unique_ptr<Digest> (*make)(const Inputs&);
};

// Every digest, in the order the engine asks them.
std::span<const Entry> catalogue();

// The ids of option "digests" ("all", or ids separated by commas), checked:
// racer::Error (RACER_E_ARG) names an unknown id.
std::vector<std::string> parse_ids(std::string_view value);

// The enabled digests, asked together.
class Product {
 public:
  Product(const Inputs& inputs, const std::vector<std::string>& ids);
  bool compatible(const races::Access& a, const races::Access& b) const;
  bool alone(const races::Access& a) const;
  void signature(const races::Access& a, std::vector<std::int64_t>& out) const;

 private:
  std::vector<std::unique_ptr<Digest>> digests_;
};

}  // namespace racer::digests
