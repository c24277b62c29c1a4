// PLACEHOLDER (issue 3, models helper replaces this file).
#include "models/concurrency_model.hpp"

#include "common/error.hpp"

namespace racer::models {

struct ConcurrencyModel::Impl {
  std::vector<Source> sources;
};

void ConcurrencyModel::load_file(const std::string&) { throw racer::Error(RACER_E_INTERNAL, std::string(__func__) + ": not implemented yet"); }
void ConcurrencyModel::load_text(std::string_view, std::string_view) { throw racer::Error(RACER_E_INTERNAL, std::string(__func__) + ": not implemented yet"); }
CallSpec ConcurrencyModel::classify(std::string_view) const { throw racer::Error(RACER_E_INTERNAL, std::string(__func__) + ": not implemented yet"); }
bool ConcurrencyModel::is_atomic_function(std::string_view) const { throw racer::Error(RACER_E_INTERNAL, std::string(__func__) + ": not implemented yet"); }
bool ConcurrencyModel::empty() const { return true; }
const std::vector<ConcurrencyModel::Source>& ConcurrencyModel::sources() const { throw racer::Error(RACER_E_INTERNAL, std::string(__func__) + ": not implemented yet"); }

}  // namespace racer::models
