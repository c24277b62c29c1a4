// PLACEHOLDER (issue 3, lockset helper replaces this file).
#include "lockset/lockset_analysis.hpp"

#include "common/error.hpp"

namespace racer::lockset {

LocksetResults analyse_locksets(const facts::FactStore&, const facts::Indexes&,
                                const std::vector<models::ClassifiedEvent>&,
                                const threads::ThreadGraph&, const threads::ContextTable&) { throw racer::Error(RACER_E_INTERNAL, std::string(__func__) + ": not implemented yet"); }

}  // namespace racer::lockset
