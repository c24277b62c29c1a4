// PLACEHOLDER (issue 3, threads helper replaces this file).
#include "threads/thread_graph.hpp"

#include "common/error.hpp"

namespace racer::threads {

std::vector<FunctionId> call_targets(const facts::FactStore&, EventId) { throw racer::Error(RACER_E_INTERNAL, std::string(__func__) + ": not implemented yet"); }
std::vector<FunctionId> thread_entries(const facts::FactStore&, ExprId) { throw racer::Error(RACER_E_INTERNAL, std::string(__func__) + ": not implemented yet"); }
ThreadGraph build_thread_graph(const facts::FactStore&, const facts::Indexes&,
                               const std::vector<models::ClassifiedEvent>&) { throw racer::Error(RACER_E_INTERNAL, std::string(__func__) + ": not implemented yet"); }

}  // namespace racer::threads
