// PLACEHOLDER (issue 3, threads helper replaces this file).
#include "common/error.hpp"
#include "threads/contexts.hpp"

namespace racer::threads {

ContextTable build_contexts(const facts::FactStore&, const facts::Indexes&,
                            const std::vector<models::ClassifiedEvent>&, const ThreadGraph&,
                            std::int32_t) { throw racer::Error(RACER_E_INTERNAL, std::string(__func__) + ": not implemented yet"); }

}  // namespace racer::threads
