// struct racer_session: everything a session owns, behind the opaque handle.
//
// One handle owns facts, indexes, options, run state and results; every
// pointer the ABI returns is borrowed from here. Engines never see this
// struct: they take the FactStore and Indexes it holds.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "engine/analysis_run.hpp"
#include "engine/options.hpp"
#include "engine/results.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/concurrency_model.hpp"
#include "racer/racer.h"

struct racer_session {
  racer::facts::FactStore facts;
  racer::facts::Indexes indexes;  // built by racer_freeze
  racer::engine::Options options;
  // Concurrency models (share/models/*.yaml) loaded into this session;
  // they classify calls when the run starts.
  racer::models::ConcurrencyModel models;
  std::int32_t phase = RACER_PHASE_BUILD;
  bool run_started = false;  // options are fixed from the first racer_run on
  std::optional<racer::engine::AnalysisRun> run;
  racer::engine::Results results;  // filled when the run is done
  std::shared_ptr<const racer::engine::Analysis> analysis;  // idem
  std::string report_text;  // rendered on first racer_report_text
  std::string deadlock_text;  // rendered by each racer_deadlock_report_text
  // Mutable: functions taking a const session still report their errors.
  mutable std::string last_error;

  racer_session();

  // Throw racer::Error (RACER_E_STATE) with a hint when the phase is wrong.
  void require_build() const;
  void require_frozen() const;  // FROZEN or DONE
  void require_done() const;
};
