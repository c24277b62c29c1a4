(* Command-line options of the Racer and Deadlock plug-ins (see options.mli).
   Option names follow RacerF where one exists; help texts say what each
   option does today, including what is not implemented yet. *)

module Self = Plugin.Register (struct
  let name = "Racer"
  let shortname = "racer"
  let help = "static data-race detection"
end)

module Deadlock = Plugin.Register (struct
  let name = "Deadlock"
  let shortname = "deadlock"
  let help = "static deadlock detection (lock-order analysis)"
end)

module Enabled = Self.False (struct
  let option_name = "-racer"
  let help = "run the static data-race analysis on the program"
end)

module Deadlock_enabled = Deadlock.False (struct
  let option_name = "-deadlock"
  let help = "run the static deadlock (lock-order) analysis on the program"
end)

(* The -cc-* options are registered once, in the racer plug-in, and shown
   in their own group: -deadlock reads the same values. *)
let core_group = Self.add_group "Core options (shared by -racer and -deadlock)"

let backends = [ "syntactic"; "alias"; "eva" ]

let () = Parameter_customize.set_group core_group

module Value_analysis = Self.String (struct
  let option_name = "-cc-value-analysis"
  let arg_name = "syntactic|alias|eva"
  (* RacerF's default too; when Eva cannot analyse a program the run falls
     back to the syntactic backend with a warning. *)
  let default = "eva"
  let help =
    "backend answering the pointer, callee and memory-access queries: \
     'syntactic' (addresses written in the code, no value analysis), \
     'alias' (Steensgaard unification of the program's pointer flows: \
     near-linear, whole program, no contexts) or 'eva' \
     (Eva value analysis per thread; falls back to syntactic when Eva \
     fails) (default: eva)"
end)

let () = Value_analysis.set_possible_values backends

let () = Parameter_customize.set_group core_group

module Thread_approx = Self.String (struct
  let option_name = "-cc-thread-approx"
  let arg_name = "under|over|combined"
  let default = "combined"
  let help =
    "thread-analysis strategy of the Eva backend: 'under' (each thread \
     starts from its parents' states at its creation: proves races only), \
     'over' (every thread starts from all states of all threads, on a copy \
     where assignments may be skipped: proves absence only) or 'combined' \
     (over, then under: both verdicts) (default: combined)"
end)

let () = Thread_approx.set_possible_values [ "under"; "over"; "combined" ]

let () = Parameter_customize.set_group core_group

module Context_depth = Self.Int (struct
  let option_name = "-cc-context-depth"
  let arg_name = "n"
  let default = 1
  let help =
    "number of most recent calls (call site, callee) that distinguish two \
     analysis contexts of the same statement; 0 merges all calls \
     (must be >= 0; default: 1)"
end)

let () = Context_depth.set_range ~min:0 ~max:max_int

let () = Parameter_customize.set_group core_group

module Unroll = Self.Int (struct
  let option_name = "-cc-unroll"
  let arg_name = "n"
  let default = 0
  let help =
    "unroll every loop n times before the analysis (Frama-C's -ulevel n, \
     which it sets): threads created in a short loop become threads of \
     their own, each with its argument (must be >= 0; default: 0)"
end)

let () = Unroll.set_range ~min:0 ~max:max_int

(* Frama-C unrolls while it builds the AST, after the command line is read:
   setting -ulevel from here takes effect in time. *)
let () = Unroll.add_set_hook (fun _ n -> if n > 0 then Kernel.UnrollingLevel.set n)

let () = Parameter_customize.set_group core_group

module Models = Self.Filepath_list (struct
  let option_name = "-cc-models"
  let arg_name = "file,..."
  let existence = Filepath.Must_exist
  let file_kind = "concurrency model (YAML)"
  let help =
    "concurrency model files (YAML, RacerF's schema plus Racer's sections: \
     docs/models.md) naming lock, unlock, thread-creation, join, atomic, \
     once, barrier and semaphore functions; loaded after the shipped models \
     (every .yaml file of Racer's models directory), so they add functions \
     and replace the shipped entry of any function they list"
end)

let () = Parameter_customize.set_group core_group

module Default_models = Self.True (struct
  let option_name = "-cc-default-models"
  let help =
    "load the shipped concurrency models before the -cc-models files \
     (-no-cc-default-models: only the -cc-models files, RacerF's behaviour)"
end)

let () = Parameter_customize.set_group core_group

module Rewrite = Self.True (struct
  let option_name = "-cc-rewrite"
  let help =
    "with -racer or -deadlock, rewrite each .c and .i input before Frama-C \
     parses it, so that constructs Frama-C 25 rejects are analysed: _Atomic \
     (kept as the type attribute racer_atomic), flexible array members of \
     embedded structs, functions called before their declaration; .c files \
     are preprocessed with Racer's <stdatomic.h> and <threads.h> first on \
     the include path. The user's files are never written \
     (docs/frontend.md)"
end)

let () = Parameter_customize.set_group core_group

module Rewrite_tool = Self.Empty_string (struct
  let option_name = "-cc-rewrite-tool"
  let arg_name = "file"
  let help =
    "the rewriting tool (an executable) that -cc-rewrite runs (default: \
     the racer-cpp installed with Racer)"
end)

module Dump_model = Self.Filepath (struct
  let option_name = "-racer-dump-model"
  let arg_name = "file"
  let existence = Filepath.Indifferent
  let file_kind = "JSON"
  let help =
    "write the extracted program model (the whole input of the analysis \
     core) as JSON to <file>, replacing its contents; replay it without \
     Frama-C with 'racer-core <file>'. With -racer and -deadlock both, \
     deadlocks found by another session than the races (Eva's under run) \
     get their own dump, <file> with .deadlocks before its extension"
end)

let wkey_may_race = Self.register_warn_category "may-race"

module Max_races = Self.Int (struct
  let option_name = "-racer-max-races"
  let arg_name = "n"
  let default = 100
  let help =
    "print at most <n> possible (may) races in the text report, certain \
     ones always (0: print all); the JSON report (-racer-json) and the GUI \
     keep every race (default: 100)"
end)

let () = Max_races.set_range ~min:0 ~max:max_int

module Witness_steps = Self.Int (struct
  let option_name = "-racer-witness-steps"
  let arg_name = "n"
  let default = 2_000_000
  let help =
    "when no race is certain, look for an execution of the program that \
     brings the two accesses of a possible race together, running at most \
     <n> statements in all (0: do not look); a race such an execution \
     shows is certain (docs/witnesses.md) (default: 2000000)"
end)

let () = Witness_steps.set_range ~min:0 ~max:max_int

module Timeout = Self.Int (struct
  let option_name = "-racer-timeout"
  let arg_name = "s"
  let default = 0
  let help =
    "stop the analysis after <s> seconds (counted once Frama-C has parsed \
     the program; 0: no limit): Racer then reports the races found so \
     far with verdict unknown (reason: time budget), unless one of them is \
     certain, and exits 0 (12 with -racer-fail-on possible) (default: 0)"
end)

let () = Timeout.set_range ~min:0 ~max:max_int

module Eva_timeout = Self.Int (struct
  let option_name = "-racer-eva-timeout"
  let arg_name = "s"
  let default = 120
  let help =
    "seconds Eva's thread analyses may take in all (0: no limit); past \
     them Eva stops and the alias backend's facts stand in for it, as when \
     Eva fails (docs/engines.md, \"Eva fallback\"), so that a large \
     program gets the alias backend's report in bounded time (default: 120)"
end)

let () = Eva_timeout.set_range ~min:0 ~max:max_int

module Digests = Self.String (struct
  let option_name = "-racer-digests"
  let arg_name = "ids"
  let default = "all"
  let help =
    "the digests that rule pairs of accesses out (docs/engines.md, \"Digests\"): \
     all, or ids separated by commas among L (locksets), TF (single-threaded \
     phases), TID (thread ids, per-instance slots), J (active threads: not \
     yet created, joined), B (barrier phases), FR (fresh memory), LH (lock \
     history), SL (object locks); leaving one out only reports more races (default: all)"
end)

module Recognisers = Self.String (struct
  let option_name = "-racer-recognisers"
  let arg_name = "names"
  let default = "all"
  let help =
    "the front end's recognisers of particular shapes that feed the digests \
     (docs/engines.md, \"Digests\"): all, none, or names separated by commas \
     among slots (per-thread slot keys), tickets (ticket keys, range claims \
     and token pools), join-loops \
     (join loops ending every thread of a create loop), lost-ids (ids \
     overwritten before any join), flags (publication flags); leaving one out \
     reports more races, except lost-ids, whose threads then look joinable: \
     for ablation (default: all)"
end)

let recogniser_names = [ "slots"; "tickets"; "join-loops"; "lost-ids"; "flags" ]

let recogniser name =
  match Recognisers.get () with
  | "all" -> true
  | "none" -> false
  | names -> List.mem name (String.split_on_char ',' names)

module Report_json = Self.Filepath (struct
  let option_name = "-racer-json"
  let arg_name = "file"
  let existence = Filepath.Indifferent
  let file_kind = "JSON"
  let help =
    "write the race report (verdict, races with both accesses, threads, \
     imprecisions) as JSON to <file>, replacing its contents"
end)

(* The deadlock outputs belong to the Deadlock plug-in: -deadlock-h lists them. *)
module Deadlock_json = Deadlock.Filepath (struct
  let option_name = "-deadlock-json"
  let arg_name = "file"
  let existence = Filepath.Indifferent
  let file_kind = "JSON"
  let help =
    "write the report (deadlock verdict, deadlocks with each acquisition, and \
     the race fields) as JSON to <file>, replacing its contents"
end)

module Deadlock_timeout = Deadlock.Int (struct
  let option_name = "-deadlock-timeout"
  let arg_name = "s"
  let default = 0
  let help =
    "stop the long phases after <s> seconds (as -racer-timeout; with \
     both, the smaller one counts): Eva's thread analyses stop and the \
     alias backend's facts stand in for them (default: 0, no limit)"
end)

let () = Deadlock_timeout.set_range ~min:0 ~max:max_int

module Deadlock_dot = Deadlock.Filepath (struct
  let option_name = "-deadlock-dot"
  let arg_name = "file"
  let existence = Filepath.Indifferent
  let file_kind = "DOT"
  let help =
    "write the lock graph (edges labelled with thread and line, deadlock \
     edges in red) in Graphviz DOT to <file>, replacing its contents"
end)

module Deadlock_svg = Deadlock.Filepath (struct
  let option_name = "-deadlock-svg"
  let arg_name = "file"
  let existence = Filepath.Indifferent
  let file_kind = "SVG"
  let help = "render the lock graph with Graphviz's dot to <file> (SVG)"
end)

(* SARIF for code review (GitHub code scanning and other viewers): one file
   per analysis, as each has its own rules and verdict. *)
module Report_sarif = Self.Filepath (struct
  let option_name = "-racer-sarif"
  let arg_name = "file"
  let existence = Filepath.Indifferent
  let file_kind = "SARIF"
  let help =
    "write the races as SARIF 2.1.0 to <file> (one result per race location, \
     every access as a related location, one thread flow per thread with its \
     call trace, fingerprints stable across unrelated edits: \
     docs/report-format.md, \"SARIF\"), replacing its contents"
end)

module Deadlock_sarif = Deadlock.Filepath (struct
  let option_name = "-deadlock-sarif"
  let arg_name = "file"
  let existence = Filepath.Indifferent
  let file_kind = "SARIF"
  let help =
    "write the deadlocks as SARIF 2.1.0 to <file> (one result per lock-order \
     cycle, one thread flow per acquisition), replacing its contents"
end)

module Suppress = Self.Filepath (struct
  let option_name = "-racer-suppress"
  let arg_name = "file"
  let existence = Filepath.Must_exist
  let file_kind = "suppression"
  let help =
    "hide the findings <file> matches (one rule per line: location NAME, \
     function NAME, file GLOB, fingerprint HEX, each optionally followed by \
     '# why'; docs/report-format.md, \"Suppressions\"); findings with \
     /* racer: benign */ on an access line are hidden too. Hidden findings \
     are counted in the report, listed with -racer-verbose 2, kept in the \
     JSON and SARIF reports marked as suppressed, and change no verdict"
end)

module Baseline = Self.Filepath (struct
  let option_name = "-racer-baseline"
  let arg_name = "file"
  let existence = Filepath.Must_exist
  let file_kind = "SARIF"
  let help =
    "report only the findings that are not in <file>, an earlier SARIF \
     report of Racer (matched by fingerprint); the others are suppressed as \
     with -racer-suppress"
end)

let analysis_enabled () = Enabled.get () || Deadlock_enabled.get ()

let states =
  [ Enabled.self; Deadlock_enabled.self; Value_analysis.self;
    Thread_approx.self; Context_depth.self; Unroll.self; Models.self; Default_models.self; Dump_model.self;
    Report_json.self; Witness_steps.self; Deadlock_json.self; Deadlock_dot.self; Deadlock_svg.self;
    Report_sarif.self; Deadlock_sarif.self; Suppress.self; Baseline.self ]

(* SV-COMP mode (issue 20): the verdict as the competition reads it and the
   violation witness of a certain race, under RacerF's option names. *)
module Svcomp = Self.False (struct
  let option_name = "-racer-svcomp"
  let help =
    "SV-COMP mode (implies -racer): print TRUE, FALSE(no-data-race) or \
     UNKNOWN as the last line of output, and write the violation witness \
     (GraphML) of a certain race to -racer-witness-path (default: \
     witness.graphml)"
end)

let () = Svcomp.add_set_hook (fun _ on -> if on then Enabled.set true)

module Witness_path = Self.Filepath (struct
  let option_name = "-racer-witness-path"
  let arg_name = "file"
  let existence = Filepath.Indifferent
  let file_kind = "GraphML"
  let help =
    "write the SV-COMP violation witness (GraphML witness format 1.0) of a \
     certain race to <file>, replacing its contents"
end)

let states = states @ [ Svcomp.self; Witness_path.self ]

(* --- Continuous integration: exit statuses and build databases ----------- *)

(* The statuses themselves are Exit_status's; these options only choose
   which findings turn into one. *)
module Fail_on = Self.String (struct
  let option_name = "-racer-fail-on"
  let arg_name = "race|possible|never"
  let default = "never"
  let help =
    "'race': exit with status 10 when the race verdict is race (a certain \
     race); 'possible': also with status 12 when it is unknown (possible \
     races, or none listed but no proof: time budget, imprecision); \
     'never': exit 0 whatever the verdict. The status is set once every \
     report is written; Frama-C's own statuses are 1-6 and 125, 1 also for \
     -racer-warn-key race=error (default: never; README, \"Exit statuses\")"
end)

let () = Fail_on.set_possible_values [ "never"; "race"; "possible" ]

module Deadlock_fail_on = Deadlock.String (struct
  let option_name = "-deadlock-fail-on"
  let arg_name = "deadlock|possible|never"
  let default = "never"
  let help =
    "'deadlock': exit with status 11 when the deadlock verdict is deadlock \
     (a certain deadlock); 'possible': also with status 13 when it is \
     unknown; 'never': exit 0 whatever the verdict. The status is set once \
     every report is written; with -racer-fail-on too, the smallest status \
     wins (default: never; README, \"Exit statuses\")"
end)

let () = Deadlock_fail_on.set_possible_values [ "never"; "deadlock"; "possible" ]

let wkey_race = Self.register_warn_category "race"
let wkey_deadlock = Deadlock.register_warn_category "deadlock"
let wkey_may_deadlock = Deadlock.register_warn_category "may-deadlock"

module Compilation_db = Self.Empty_string (struct
  let option_name = "-racer-compilation-db"
  let arg_name = "path"
  let help =
    "analyse every C file of the JSON compilation database <path> (a \
     compile_commands.json, or a directory holding one, as CMake's \
     CMAKE_EXPORT_COMPILE_COMMANDS and Meson write it), each preprocessed \
     with its -I/-D/-U flags from the database (Frama-C's \
     -json-compilation-database, which this option sets), together with \
     the files named on the command line; entries of other languages \
     (.cpp, .cc, ...) are skipped"
end)

(* A change of exit policy between two -then steps must reach the run that
   decides the status. *)
let states = states @ [ Fail_on.self; Deadlock_fail_on.self ]
