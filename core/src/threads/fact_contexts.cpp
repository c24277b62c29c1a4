// FactContexts and RowsByContext: see fact_contexts.hpp.
#include "threads/fact_contexts.hpp"

namespace racer::threads {

FactContexts::FactContexts(const facts::FactStore& facts) {
  const auto& c = facts.contexts;
  qualified_ = !c.parent.empty();
  for (std::size_t r = 0; r < c.parent.size(); ++r)
    rows_.emplace(std::make_tuple(c.parent[r], c.call_stmt[r], c.callee[r]),
                  static_cast<std::int32_t>(r));
}

std::int32_t FactContexts::root(StmtId create, FunctionId entry) const {
  auto it = rows_.find({-1, create.value, entry.value});
  return it == rows_.end() ? -1 : it->second;
}

std::int32_t FactContexts::child(std::int32_t parent, StmtId call, FunctionId callee) const {
  if (parent < 0) return -1;
  auto it = rows_.find({parent, call.value, callee.value});
  return it == rows_.end() ? -1 : it->second;
}

RowsByContext::RowsByContext(std::span<const std::int32_t> keys,
                             std::span<const std::int32_t> contexts) {
  for (std::size_t r = 0; r < keys.size(); ++r) rows_[{keys[r], contexts[r]}].push_back(r);
}

std::vector<std::size_t> RowsByContext::operator()(std::int32_t key, std::int32_t fact_ctx) const {
  std::vector<std::size_t> out;
  if (auto it = rows_.find({key, -1}); it != rows_.end()) out = it->second;
  if (fact_ctx >= 0)
    if (auto it = rows_.find({key, fact_ctx}); it != rows_.end())
      out.insert(out.end(), it->second.begin(), it->second.end());
  return out;
}

}  // namespace racer::threads
