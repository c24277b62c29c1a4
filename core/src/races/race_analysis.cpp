// PLACEHOLDER (issue 3, races helper replaces this file).
#include "races/race_analysis.hpp"

#include "common/error.hpp"

namespace racer::races {

std::vector<bool> escaping_bases(const facts::FactStore&,
                                 const std::vector<models::ClassifiedEvent>&) { throw racer::Error(RACER_E_INTERNAL, std::string(__func__) + ": not implemented yet"); }
RaceFindings analyse_races(const facts::FactStore&, const facts::Indexes&,
                           const std::vector<models::ClassifiedEvent>&, const threads::ThreadGraph&,
                           const threads::ContextTable&, const lockset::LocksetResults&,
                           const active::ActiveThreads&, const engine::Imprecisions&) { throw racer::Error(RACER_E_INTERNAL, std::string(__func__) + ": not implemented yet"); }

}  // namespace racer::races
