// PLACEHOLDER (issue 3, threads helper replaces this file).
#include "active/active_threads.hpp"
#include "common/error.hpp"

namespace racer::active {

ActiveThreads analyse_active_threads(const facts::FactStore&, const facts::Indexes&,
                                     const std::vector<models::ClassifiedEvent>&,
                                     const threads::ThreadGraph&,
                                     const threads::ContextTable&) { throw racer::Error(RACER_E_INTERNAL, std::string(__func__) + ": not implemented yet"); }

}  // namespace racer::active
