// PLACEHOLDER (issue 3, models helper replaces this file).
#include "models/classified_event.hpp"

#include "common/error.hpp"

namespace racer::models {

std::vector<ClassifiedEvent> classify_events(const facts::FactStore&, const facts::Indexes&,
                                             const ConcurrencyModel&) { throw racer::Error(RACER_E_INTERNAL, std::string(__func__) + ": not implemented yet"); }

}  // namespace racer::models
