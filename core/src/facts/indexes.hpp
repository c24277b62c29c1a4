// Indexes over a validated model, built once by racer_freeze.
//
// Each index is a CSR (compressed rows): for a key id, the span of related
// ids in table row order. Engines walk "statements of a function" or "events
// of a statement" without scanning whole tables.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "common/ids.hpp"
#include "facts/fact_store.hpp"

namespace racer::facts {

template <class Key, class Value>
class Csr {
 public:
  Csr() = default;
  // Groups values[i] under keys[i] (every key in [0, nkeys)); stable.
  Csr(std::size_t nkeys, std::span<const std::int32_t> keys, std::span<const std::int32_t> values)
      : offsets_(nkeys + 1, 0) {
    for (std::int32_t k : keys) ++offsets_[static_cast<std::size_t>(k) + 1];
    for (std::size_t k = 0; k < nkeys; ++k) offsets_[k + 1] += offsets_[k];
    values_.resize(values.size());
    std::vector<std::size_t> fill(offsets_.begin(), offsets_.end() - 1);
    for (std::size_t i = 0; i < keys.size(); ++i)
      values_[fill[static_cast<std::size_t>(keys[i])]++] = Value(values[i]);
  }

  std::span<const Value> operator[](Key key) const {
    const std::size_t k = key.index();
    return std::span<const Value>(values_).subspan(offsets_[k], offsets_[k + 1] - offsets_[k]);
  }

 private:
  std::vector<std::size_t> offsets_;  // values of key k: [offsets_[k], offsets_[k + 1])
  std::vector<Value> values_;
};

struct Indexes {
  Csr<FunctionId, StmtId> statements_of;
  Csr<StmtId, StmtId> successors_of;
  Csr<StmtId, EventId> events_of;
  Csr<EventId, ExprId> arguments_of;  // in position order (validated)
  Csr<ExprId, std::int32_t> callees_of;  // rows of facts.callees per expression
};

// `facts` must have passed validate().
// `graph`: the analysis graph when it is not the successors as given
// (instances/counter_loops.hpp redirects loops that run at most once).
Indexes build_indexes(const FactStore& facts, const Successors* graph = nullptr);

}  // namespace racer::facts
