// struct racer_session: everything a session owns, behind the opaque handle.
//
// One handle owns facts, indexes, options, run state and results; every
// pointer the ABI returns is borrowed from here. Engines never see this
// struct: they take the FactStore and Indexes it holds.
#pragma once

#include <cstdint>
#include <list>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/analysis_run.hpp"
#include "engine/options.hpp"
#include "engine/results.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/concurrency_model.hpp"
#include "report/report.hpp"
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
  // The result tables, last one current: filled when the run is done,
  // again by each racer_confirm_race. Earlier versions stay alive (list
  // nodes never move) because their columns and strings were lent out.
  std::list<racer::engine::Results> results;
  std::shared_ptr<const racer::engine::Analysis> analysis;  // filled when the run is done
  // Rendered on first racer_report_text, again after racer_confirm_race;
  // the last one is current, earlier ones stay alive for the same reason.
  std::list<std::string> report_texts;
  std::string deadlock_text;  // rendered by each racer_deadlock_report_text
  std::string option_value;   // the last racer_option's answer
  // Renderings of racer_report_blocks, kept alive (their texts were lent
  // out); blocks[r] is the last one of report r (RACER_REPORT_*).
  std::list<racer::report::Blocks> block_renders;
  const racer::report::Blocks* blocks[2] = {nullptr, nullptr};
  // Races shown by an execution (racer_confirm_race), in order: a dump
  // carries them ("witnesses"), so a replay gives the verdict the run gave.
  struct Witness {
    std::int32_t race, first, second;
    std::string text;
  };
  std::vector<Witness> witnesses;
  // Read from a dump, applied when the run is done (then in `witnesses`).
  std::vector<Witness> dump_witnesses;
  // Mutable: functions taking a const session still report their errors.
  mutable std::string last_error;

  racer_session();

  // Throw racer::Error (RACER_E_STATE) with a hint when the phase is wrong.
  void require_build() const;
  void require_frozen() const;  // FROZEN or DONE
  void require_done() const;

  const racer::engine::Results& current_results() const { return results.back(); }
  // racer_confirm_race's work (phase DONE): checks the ids, marks the race
  // certain, rebuilds results and report; records it in `witnesses`.
  void confirm(const Witness& w);
};
