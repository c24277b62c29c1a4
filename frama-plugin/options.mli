(** Command-line options of the Racer and Deadlock plug-ins.

    Two [Plugin.Register]s: [racer] (data races) and [deadlock] (lock-order
    analysis). The core options keep RacerF's [-cc-*] names so scripts written
    for RacerF keep working; they are registered in the racer plug-in, in one
    option group that both analyses share. *)

(** The racer plug-in: log channel, [-racer-h], [-racer-verbose], ... *)
module Self : Plugin.S

(** The deadlock plug-in: log channel, [-deadlock-h], ... *)
module Deadlock : Plugin.S

(** [-racer]: run the data-race analysis. *)
module Enabled : Parameter_sig.Bool

(** [-deadlock]: run the deadlock (lock-order) analysis. *)
module Deadlock_enabled : Parameter_sig.Bool

(** [-cc-value-analysis]: the backend answering pointer and access queries,
    one of {!backends}. *)
module Value_analysis : Parameter_sig.String

val backends : string list
(** ["syntactic"; "alias"; "eva"], in the order the help lists them. *)

(** [-cc-thread-approx]: thread-analysis strategy (under, over, combined). *)
module Thread_approx : Parameter_sig.String

(** [-cc-context-depth]: number of most recent calls in a context (>= 0). *)
module Context_depth : Parameter_sig.Int

(** [-cc-unroll n]: sets Frama-C's [-ulevel n] (loops unrolled n times). *)
module Unroll : Parameter_sig.Int

(** [-cc-models]: concurrency model files (must exist). *)
module Models : Parameter_sig.Filepath_list

(** [-cc-rewrite]: rewrite the inputs Frama-C 25 rejects before parsing
    (with -racer or -deadlock; default on; see {!Input_rewrite}). *)
module Rewrite : Parameter_sig.Bool

(** [-cc-rewrite-tool]: the rewriting tool; [""] for the installed racer-cpp. *)
module Rewrite_tool : Parameter_sig.String

(** [-cc-default-models] (default on): load the shipped models before the
    [-cc-models] files. *)
module Default_models : Parameter_sig.Bool

(** [-racer-dump-model]: where to write the program model as JSON. *)
module Dump_model : Parameter_sig.Filepath

val wkey_may_race : Self.warn_category
(** Warning category of may-races: [-racer-warn-key may-race=inactive]
    hides them, [=error] makes them fail the run. *)

module Max_races : Parameter_sig.Int
(** [-racer-max-races n]: the possible races the text report prints (0: all). *)

module Witness_steps : Parameter_sig.Int
(** [-racer-witness-steps N]: the statements the witness search
    ({!Witness_search}) may run in all; 0 turns it off. *)

module Timeout : Parameter_sig.Int
(** [-racer-timeout S]: the analysis's time budget in seconds (0: none; {!Budget}). *)

module Digests : Parameter_sig.String
(** [-racer-digests IDS]: the digests the race engine asks ("all", or ids
    separated by commas; the core checks them). *)

module Recognisers : Parameter_sig.String
(** [-racer-recognisers NAMES]: the front end's recognisers that run ("all",
    "none", or names of {!recogniser_names} separated by commas). *)

val recogniser_names : string list

val recogniser : string -> bool
(** Whether the recogniser of that name runs. *)

module Eva_timeout : Parameter_sig.Int
(** [-racer-eva-timeout S]: seconds all of Eva's thread analyses may take
    (0: no limit; {!Budget.eva_spent}); the alias backend stands in past them. *)

module Deadlock_timeout : Parameter_sig.Int
(** [-deadlock-timeout S]: the same, set with -deadlock. *)

module Report_json : Parameter_sig.Filepath
(** [-racer-json FILE]: the JSON report (docs/report-format.md). *)

module Deadlock_json : Parameter_sig.Filepath
(** [-deadlock-json FILE]: the same JSON report, written for -deadlock. *)

module Deadlock_dot : Parameter_sig.Filepath
(** [-deadlock-dot FILE]: the lock graph in Graphviz DOT. *)

module Deadlock_svg : Parameter_sig.Filepath
(** [-deadlock-svg FILE]: the lock graph rendered by Graphviz's dot. *)

module Report_sarif : Parameter_sig.Filepath
(** [-racer-sarif FILE]: the races as SARIF 2.1.0. *)

module Deadlock_sarif : Parameter_sig.Filepath
(** [-deadlock-sarif FILE]: the deadlocks as SARIF 2.1.0. *)

module Suppress : Parameter_sig.Filepath
(** [-racer-suppress FILE]: the suppression file (core option [suppress]). *)

module Baseline : Parameter_sig.Filepath
(** [-racer-baseline FILE]: an earlier SARIF report; only new findings are
    reported (core option [baseline]). *)

val analysis_enabled : unit -> bool
(** [-racer] or [-deadlock] is set: the model must be built. *)

val states : State.t list
(** The states of every option above, for computations that depend on them. *)

module Svcomp : Parameter_sig.Bool
(** [-racer-svcomp]: SV-COMP mode (sets [-racer]): the verdict as TRUE,
    FALSE(no-data-race) or UNKNOWN on the last line, and the witness of a
    certain race. *)

module Witness_path : Parameter_sig.Filepath
(** [-racer-witness-path FILE]: where the violation witness goes (with
    [-racer-svcomp] and no path: witness.graphml). *)

(** {2 Continuous integration} *)

module Fail_on : Parameter_sig.String
(** [-racer-fail-on race|possible|never]: which race verdicts end the run
    with a non-zero status ({!Exit_status}). *)

module Deadlock_fail_on : Parameter_sig.String
(** [-deadlock-fail-on deadlock|possible|never]: the same for the deadlock
    verdict. *)

val wkey_race : Self.warn_category
(** Warning category of certain (must) races: [-racer-warn-key race=error]
    makes Frama-C exit with status 1 after the reports when one is found. *)

val wkey_deadlock : Deadlock.warn_category
(** Warning category of certain deadlocks and self-deadlocks. *)

val wkey_may_deadlock : Deadlock.warn_category
(** Warning category of possible deadlocks (cycles that cannot be excluded). *)

module Compilation_db : Parameter_sig.String
(** [-racer-compilation-db PATH]: a JSON compilation database whose C files
    are analysed, with their flags ({!Compilation_db}); [""] for none. *)
