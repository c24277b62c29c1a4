// The engine pipeline behind racer_run (see analysis_run.hpp).
//
// Each stage reads only the complete output of the stages before it; the
// imprecisions of every engine are gathered for the verdict. With the
// alias option, stage 1 derives the facts every later stage reads: the
// input plus the alias answers (the session keeps the input as given, so
// a dump replays the same run).
#include "engine/analysis_run.hpp"

#include <algorithm>
#include <iterator>
#include <string>

#include "active/active_threads.hpp"
#include "alias/alias_analysis.hpp"
#include "deadlock/deadlock_certainty.hpp"
#include "deadlock/join_waits.hpp"
#include "digests/digest.hpp"
#include "lockset/lock_history.hpp"
#include "lockset/lockset_analysis.hpp"
#include "lockset/surplus_posts.hpp"
#include "models/binary_semaphores.hpp"
#include "models/recursive_mutexes.hpp"
#include "races/race_analysis.hpp"
#include "races/verdict.hpp"
#include "threads/contexts.hpp"
#include "threads/thread_graph.hpp"

namespace racer::engine {
namespace {

// Option eva_fallback: the facts are the alias backend's, standing in for
// Eva runs that did not cover the program. Each reason is an imprecision
// (after the race engine, which never reads it: it blocks no race). The
// verdict is the alias backend's: its facts are read off the code and
// sound both ways, as with -cc-value-analysis alias.
void apply_eva_fallback(const std::string& reasons, races::RaceFindings& findings) {
  // First in the list: they say where every race of the report comes from.
  Imprecisions fallbacks;
  std::size_t start = 0;
  while (start < reasons.size()) {
    std::size_t end = reasons.find('\n', start);
    if (end == std::string::npos) end = reasons.size();
    if (end > start)
      fallbacks.push_back({ImprecisionKind::EvaFallback, StmtId(), reasons.substr(start, end - start)});
    start = end + 1;
  }
  findings.imprecisions.insert(findings.imprecisions.begin(), fallbacks.begin(), fallbacks.end());
}

}  // namespace

AnalysisRun::AnalysisRun(const facts::FactStore& facts, const Options& options,
                         const models::ConcurrencyModel& models)
    : options_(options), models_(models), call_graph_(facts) {}


bool AnalysisRun::run_stage(const facts::FactStore& input, const facts::Indexes& input_index,
                            std::uint64_t budget) {
  if (stage_ >= static_cast<int>(std::size(kStageNames))) return true;
  const auto t0 = std::chrono::steady_clock::now();
  const bool done = run_stage_body(input, input_index, budget);
  const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  auto& times = analysis_->stage_seconds;
  // The call-graph stage may take several steps: one entry, summed.
  const auto stage = static_cast<std::size_t>(stage_);
  if (!times.empty() && times.back().first == stage) times.back().second += took;
  else times.emplace_back(stage, took);
  if (done) ++stage_;
  return done;
}

bool AnalysisRun::run_stage_body(const facts::FactStore& input, const facts::Indexes& input_index,
                                 std::uint64_t budget) {
  Analysis& a = *analysis_;
  // From stage 1 on, the engines read the facts with the alias answers.
  const facts::FactStore& facts = derived_ ? derived_->facts : input;
  const facts::Indexes& index = derived_ ? derived_->index : input_index;
  switch (stage_) {
    case 0:
      a.events = models::classify_events(facts, index, models_);
      models::treat_binary_semaphores(facts, a.events);
      a.returning = models::returning_functions(facts, models_);
      break;
    case 1:
      if (options_.alias) {
        alias::AliasAnswers answers = alias::solve_aliases(facts, index, a.events);
        derived_ = std::make_unique<Derived>();
        derived_->facts = alias::with_answers(facts, answers);
        derived_->index = facts::build_indexes(derived_->facts);
        // The answers add points-to rows and callees, never statements or
        // edges: the analysis graph stays the one racer_freeze built (with
        // the loops that run at most once redirected, instances/).
        derived_->index.successors_of = input_index.successors_of;
        escapes_ = std::move(answers.escapes);
      } else if (options_.escape_by_flows) {
        escapes_ = alias::solve_aliases(facts, index, a.events).escapes;
      } else {
        escapes_ = races::escaping_bases(facts, a.events);
      }
      break;
    case 2:
      if (!call_graph_.step(facts, index, a.events, budget)) return false;
      a.call_graph = call_graph_.take();
      break;
    case 3: a.threads = threads::build_thread_graph(facts, index, a.events); break;
    case 4:
      a.contexts = threads::build_contexts(facts, index, a.events, a.threads, options_.context_depth);
      break;
    case 5:
      a.recursive = models::find_recursive_mutexes(facts, a.events);
      lockset::treat_surplus_posts(facts, a.events, a.threads);
      a.phases = barriers::find_barrier_phases(facts, index, a.events, a.threads, a.contexts);
      a.locks = lockset::analyse_locksets(facts, index, a.events, a.threads, a.contexts, a.recursive,
                                          a.phases, {}, a.returning, deadline());
      // Publication flags need to know who raises them under which lock,
      // lock history which mutexes are held across creates: a second run
      // carries their tokens.
      {
        std::vector<lockset::FlagPlan> flags;
        if (options_.flags && !facts.flag_raises.base.empty()) flags = lockset::plan_flags(facts, a.threads, a.contexts, a.locks);
        std::vector<lockset::LockKey> history;
        const auto digest_ids = digests::parse_ids(options_.digests);
        if (std::find(digest_ids.begin(), digest_ids.end(), "LH") != digest_ids.end())
          history = lockset::plan_history(a.threads, a.locks);
        if (!flags.empty() || !history.empty())
          a.locks = lockset::analyse_locksets(facts, index, a.events, a.threads, a.contexts, a.recursive,
                                              a.phases, flags, a.returning, deadline(), history);
      }
      break;
    case 6:
      a.active = active::analyse_active_threads(facts, index, a.events, a.threads, a.contexts);
      a.active.contexts = &a.contexts;  // the table now lives in `a`
      break;
    case 7:
      a.deadlocks = deadlock::analyse_deadlocks(a.threads, a.locks, a.active);
      deadlock::confirm_deadlocks(a.deadlocks, facts, index, a.events, a.threads, a.contexts, a.locks, a.active);
      // A join waiting while holding a lock its thread may take: no edge
      // of the lock graph, so at best unknown.
      for (std::string& why : deadlock::join_waits(facts, index, a.events, a.threads, a.contexts, a.locks)) {
        a.deadlocks.unknown_reasons.push_back(std::move(why));
        if (a.deadlocks.verdict == deadlock::DeadlockVerdict::NoDeadlock)
          a.deadlocks.verdict = deadlock::DeadlockVerdict::Unknown;
      }
      deadlock::cap_verdict(options_.approximation, a.deadlocks);
      // Locks taken or released through pointers, paths a longjmp makes:
      // the lock graph may miss an edge.
      if (!options_.unmodelled.empty() && a.deadlocks.verdict == deadlock::DeadlockVerdict::NoDeadlock) {
        a.deadlocks.verdict = deadlock::DeadlockVerdict::Unknown;
        a.deadlocks.unknown_reasons.push_back("the program uses constructs the analysis does not follow (" +
                                              options_.unmodelled.substr(0, options_.unmodelled.find('\n')) + ")");
      }
      // A lock graph the time budget cut short may miss the cycle.
      if (a.locks.budget_spent && a.deadlocks.verdict == deadlock::DeadlockVerdict::NoDeadlock) {
        a.deadlocks.verdict = deadlock::DeadlockVerdict::Unknown;
        a.deadlocks.unknown_reasons.push_back(
            "time budget spent before every thread's locks were analysed (-deadlock-timeout)");
      }
      break;
    case 8: {
      Imprecisions earlier = a.threads.imprecisions;
      earlier.insert(earlier.end(), a.phases.imprecisions.begin(), a.phases.imprecisions.end());
      earlier.insert(earlier.end(), a.locks.imprecisions.begin(), a.locks.imprecisions.end());
      earlier.insert(earlier.end(), a.active.imprecisions.begin(), a.active.imprecisions.end());
      a.races = races::analyse_races(facts, index, a.events, a.threads, a.contexts, a.locks,
                                     a.active, escapes_, earlier, a.returning, deadline(),
                                     digests::parse_ids(options_.digests));
      races::cap_verdict(options_.approximation, a.races);
      if (!options_.eva_fallback.empty()) apply_eva_fallback(options_.eva_fallback, a.races);
      if (!options_.unmodelled.empty()) races::cap_unmodelled(options_.unmodelled, a.races);
      a.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
      break;
    }
    default: return true;
  }
  return true;
}

std::optional<std::chrono::steady_clock::time_point> AnalysisRun::deadline() const {
  if (options_.time_budget_ms <= 0) return std::nullopt;
  return start_ + std::chrono::milliseconds(options_.time_budget_ms);
}

bool AnalysisRun::step(const facts::FactStore& facts, const facts::Indexes& index,
                       std::uint64_t budget) {
  constexpr int kStages = static_cast<int>(std::size(kStageNames));
  do {
    if (!run_stage(facts, index, budget)) return false;
  } while (budget == 0 && stage_ < kStages);
  return stage_ >= kStages;
}

std::shared_ptr<Analysis> AnalysisRun::take() { return std::move(analysis_); }

}  // namespace racer::engine
