// C ABI, section "report": the verdict and the rendered reports of a run.
#include "api/api_guard.hpp"
#include "api/session.hpp"
#include "common/error.hpp"
#include "common/file_io.hpp"
#include "common/sha256.hpp"
#include "races/verdict.hpp"
#include "report/browse_tables.hpp"
#include "report/deadlock_report.hpp"
#include "report/report.hpp"
#include "report/witness_graphml.hpp"

using racer::api::guarded;
using racer::api::require_arg;

namespace {

void require_report(int32_t report) {
  if (report != RACER_REPORT_RACES && report != RACER_REPORT_DEADLOCKS)
    throw racer::Error(RACER_E_ARG, "report " + std::to_string(report) +
                                        " (must be RACER_REPORT_RACES or RACER_REPORT_DEADLOCKS)");
}

}  // namespace

extern "C" {

racer_status racer_verdict(const racer_session* s, int32_t* verdict) {
  return guarded(s, __func__, [&] {
    require_arg(verdict, "verdict");
    s->require_done();
    switch (s->analysis->races.verdict) {
      case racer::races::Verdict::Race: *verdict = RACER_VERDICT_RACE; break;
      case racer::races::Verdict::NoRace: *verdict = RACER_VERDICT_NO_RACE; break;
      case racer::races::Verdict::Unknown: *verdict = RACER_VERDICT_UNKNOWN; break;
    }
    return RACER_OK;
  });
}

racer_status racer_report_text(racer_session* s, const char** text) {
  return guarded(s, __func__, [&] {
    require_arg(text, "text");
    s->require_done();
    if (s->report_texts.empty()) s->report_texts.push_back(racer::report::render_text(s->facts, *s->analysis));
    *text = s->report_texts.back().c_str();
    return RACER_OK;
  });
}

racer_status racer_report_blocks(racer_session* s, int32_t report, int32_t explain, size_t* n) {
  if (n != nullptr) *n = 0;  // neutral on failure
  return guarded(s, __func__, [&] {
    require_arg(n, "out_n");
    require_report(report);
    s->require_done();
    s->block_renders.push_back(report == RACER_REPORT_RACES
                                   ? racer::report::race_blocks(s->facts, *s->analysis)
                                   : racer::report::deadlock_blocks(s->facts, *s->analysis, explain != 0));
    s->blocks[report] = &s->block_renders.back();
    *n = s->blocks[report]->size();
    return RACER_OK;
  });
}

racer_status racer_report_block(const racer_session* s, int32_t report, size_t i, int32_t* kind,
                                const char** text) {
  if (kind != nullptr) *kind = 0;  // neutral on failure
  if (text != nullptr) *text = nullptr;
  return guarded(s, __func__, [&] {
    require_arg(kind, "out_kind");
    require_arg(text, "out_text");
    require_report(report);
    s->require_done();
    const racer::report::Blocks* blocks = s->blocks[report];
    if (blocks == nullptr) throw racer::Error(RACER_E_STATE, "no blocks of that report yet: call racer_report_blocks first");
    if (i >= blocks->size())
      throw racer::Error(RACER_E_ID, "block " + std::to_string(i) + " out of range (" +
                                         std::to_string(blocks->size()) + " blocks)");
    *kind = static_cast<int32_t>((*blocks)[i].kind);
    *text = (*blocks)[i].text.c_str();
    return RACER_OK;
  });
}

racer_status racer_write_report_json(const racer_session* s, const char* path) {
  return guarded(s, __func__, [&] {
    require_arg(path, "path");
    s->require_done();
    racer::write_file(path, racer::report::render_json(s->facts, *s->analysis, s->options.report_races,
                                                       s->options.report_deadlocks));
    return RACER_OK;
  });
}

racer_status racer_write_report_sarif(const racer_session* s, const char* path, int32_t findings) {
  return guarded(s, __func__, [&] {
    require_arg(path, "path");
    if (findings != RACER_SARIF_RACES && findings != RACER_SARIF_DEADLOCKS)
      throw racer::Error(RACER_E_ARG, "findings " + std::to_string(findings) +
                                          " (must be RACER_SARIF_RACES or RACER_SARIF_DEADLOCKS)");
    s->require_done();
    const auto which = findings == RACER_SARIF_RACES ? racer::report::SarifFindings::Races
                                                     : racer::report::SarifFindings::Deadlocks;
    racer::write_file(path, racer::report::render_sarif(s->facts, *s->analysis, which));
    return RACER_OK;
  });
}

racer_status racer_write_witness_graphml(const racer_session* s, const char* path,
                                        const char* program_file, const char* architecture) {
  return guarded(s, __func__, [&] {
    require_arg(path, "path");
    require_arg(program_file, "program_file");
    require_arg(architecture, "architecture");
    s->require_done();
    racer::report::WitnessTask task;
    task.program_file = program_file;
    task.program_hash = racer::sha256_hex(racer::read_file(program_file));
    task.architecture = architecture;
    task.creation_time = racer::report::creation_time_now();
    racer::write_file(path, racer::report::render_witness_graphml(s->facts, *s->analysis, task));
    return RACER_OK;
  });
}

racer_status racer_confirm_race(racer_session* s, int32_t race, int32_t first, int32_t second,
                                const char* witness) {
  return guarded(s, __func__, [&] {
    require_arg(witness, "witness");
    s->require_done();
    s->confirm({race, first, second, witness});
    return RACER_OK;
  });
}

racer_status racer_deadlock_verdict(const racer_session* s, int32_t* verdict) {
  return guarded(s, __func__, [&] {
    require_arg(verdict, "verdict");
    s->require_done();
    switch (s->analysis->deadlocks.verdict) {
      case racer::deadlock::DeadlockVerdict::Deadlock: *verdict = RACER_DEADLOCK; break;
      case racer::deadlock::DeadlockVerdict::NoDeadlock: *verdict = RACER_NO_DEADLOCK; break;
      case racer::deadlock::DeadlockVerdict::Unknown: *verdict = RACER_DEADLOCK_UNKNOWN; break;
    }
    return RACER_OK;
  });
}

racer_status racer_deadlock_report_text(racer_session* s, int32_t explain, const char** text) {
  return guarded(s, __func__, [&] {
    require_arg(text, "text");
    s->require_done();
    s->deadlock_text = racer::report::render_deadlock_text(s->facts, *s->analysis, explain != 0);
    *text = s->deadlock_text.c_str();
    return RACER_OK;
  });
}

racer_status racer_write_deadlock_dot(const racer_session* s, const char* path) {
  return guarded(s, __func__, [&] {
    require_arg(path, "path");
    s->require_done();
    racer::write_file(path, racer::report::render_deadlock_dot(s->facts, *s->analysis));
    return RACER_OK;
  });
}

}  // extern "C"
