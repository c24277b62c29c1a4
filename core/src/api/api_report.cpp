// C ABI, section "report": the verdict and the rendered reports of a run.
#include "api/api_guard.hpp"
#include "api/session.hpp"
#include "common/file_io.hpp"
#include "report/deadlock_report.hpp"
#include "report/report.hpp"

using racer::api::guarded;
using racer::api::require_arg;

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
    if (s->report_text.empty()) s->report_text = racer::report::render_text(s->facts, *s->analysis);
    *text = s->report_text.c_str();
    return RACER_OK;
  });
}

racer_status racer_write_report_json(const racer_session* s, const char* path) {
  return guarded(s, __func__, [&] {
    require_arg(path, "path");
    s->require_done();
    racer::write_file(path, racer::report::render_json(s->facts, *s->analysis));
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
