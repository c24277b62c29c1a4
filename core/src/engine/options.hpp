// Analysis options of a session, set by name through racer_set_option.
//
// Values arrive as strings from the C caller; they are parsed and checked
// here once, so engines read typed fields.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/approximation.hpp"

namespace racer::engine {

// Option "approximation" (common/approximation.hpp).
using racer::Approximation;

struct Options {
  // Number of most recent calls that distinguish contexts (-cc-context-depth).
  std::int32_t context_depth = 1;
  Approximation approximation = Approximation::Exact;
  // Option "alias": steensgaard solves facts.flows and answers points-to,
  // callee and escape questions from its classes (the alias backend).
  bool alias = false;
  // Option "escape": which locals another thread may reach. "flags"
  // (default): any whose address is taken, stored in a global, passed to a
  // thread or named by a points-to fact; "steensgaard": those facts.flows
  // lets reach a global, the heap or a thread argument (Steensgaard's
  // classes; the Eva backend, which has no alias answers otherwise). The
  // alias option answers escape that way anyway.
  bool escape_by_flows = false;
  // Option "time_budget": milliseconds the run may take from its first
  // racer_run call (0: no limit). Once spent, the race engine stops
  // checking pairs: what it found stands, no-race is never concluded
  // (RaceFindings::budget_spent).
  std::int64_t time_budget_ms = 0;
  // Option "eva_fallback": why the Eva backend's runs did not cover the
  // program, one reason a line (its over run cut short, Eva failed, ...),
  // given when the facts are the alias backend's in their stead. Each line
  // becomes an eva-fallback imprecision, and a no-race verdict becomes
  // unknown: only a complete over run proves absence. Empty: none.
  std::string eva_fallback;
  // Option "unmodelled": constructs of the program whose control flow or
  // synchronisation the facts leave out, one a line (a longjmp returns to
  // a setjmp the CFG does not join; a create or unlock made through a
  // pointer is no event). Each line becomes an unmodelled-construct
  // imprecision; neither no-race, no-deadlock nor a race without a witness
  // stands. Empty: none.
  std::string unmodelled;
  // Option "digests": the digests the race engine asks (digests/digest.hpp;
  // "all", or ids separated by commas: L, TF, TID, J, B, FR). Leaving one
  // out only reports more races: each rules pairs out, none rules them in.
  // Checked when set (digests::parse_ids); kept as given.
  std::string digests = "all";
  // Option "recognisers": the recognisers of particular shapes the core
  // runs on the program IR: "all" (default), "none", or names separated by
  // commas: "flags" (publication flags, derived at racer_freeze, used by
  // the lockset engine), "lost-ids" (thread ids overwritten before any
  // read, instances/lost_ids.hpp) and "join-loops" (join loops paired with
  // create loops, instances/join_loops.hpp); racer_freeze derives the last
  // two only when the option is on then. Leaving "flags" or "join-loops"
  // out only reports more races; leaving "lost-ids" out may hide some (a
  // lost id's thread then looks joinable).
  bool flags = true;
  bool lost_ids = true;
  bool join_loops = true;
  // The "recognisers" value these give.
  std::string recognisers() const;
  // Options "suppress" and "baseline": a suppression file and an earlier
  // SARIF report (report/suppressions.hpp); findings they match are marked
  // suppressed when the run ends. Paths as given; empty: none.
  std::string suppress, baseline;
  // Option "analyses": what the user asked for, "races", "deadlocks" or
  // "races,deadlocks" (default). The engines run anyway (deadlocks need the
  // locksets, races the same contexts); the JSON report carries the
  // verdict and fields of the asked ones only.
  bool report_races = true, report_deadlocks = true;

  // Throws racer::Error (RACER_E_ARG) for an unknown key or a malformed value.
  void set(std::string_view key, std::string_view value);
  // Every option as (key, value) strings that set() reads back.
  std::vector<std::pair<std::string, std::string>> entries() const;
  // The value of one option as set() reads it, defaults included
  // ("analyses": "races", "deadlocks" or "races,deadlocks"). Throws
  // racer::Error (RACER_E_ARG) for an unknown key.
  std::string value(std::string_view key) const;
};

}  // namespace racer::engine
