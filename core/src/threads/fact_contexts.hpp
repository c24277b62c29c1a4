// FactContexts: the backend's context tree (facts.contexts) as lookups.
//
// A value backend (Eva) qualifies facts by context. Its context rows form a
// forest: a root (parent -1) names a thread by its create statement (-1 for
// main) and entry function; a child extends its parent by one call
// (call statement, callee), outermost call first, at most n =
// -cc-context-depth calls below the root. A core context (thread, last n
// calls) therefore maps to exactly one chain. When the table is empty every
// fact is context-free and every context is reached; otherwise a thread or
// context without a chain was never reached by the backend and is pruned.
#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <tuple>
#include <vector>

#include "common/ids.hpp"
#include "facts/fact_store.hpp"

namespace racer::threads {

class FactContexts {
 public:
  explicit FactContexts(const facts::FactStore& facts);
  // True when the backend qualifies facts by context (pruning applies).
  bool qualified() const { return qualified_; }
  // The root row of thread (create statement, entry), -1 when absent.
  std::int32_t root(StmtId create, FunctionId entry) const;
  // The child row of `parent` for a call, -1 when absent.
  std::int32_t child(std::int32_t parent, StmtId call, FunctionId callee) const;

 private:
  bool qualified_ = false;
  std::map<std::tuple<std::int32_t, std::int32_t, std::int32_t>, std::int32_t> rows_;
};

// Row lists of a context-qualifiable table grouped by key: for a key and a
// fact context, the rows with context -1 followed by those of that context.
class RowsByContext {
 public:
  RowsByContext() = default;
  RowsByContext(std::span<const std::int32_t> keys, std::span<const std::int32_t> contexts);
  std::vector<std::size_t> operator()(std::int32_t key, std::int32_t fact_ctx) const;

 private:
  std::map<std::pair<std::int32_t, std::int32_t>, std::vector<std::size_t>> rows_;
};

}  // namespace racer::threads
