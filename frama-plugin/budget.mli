(** The run's time budget ([-racer-timeout], [-deadlock-timeout]) and the
    progress of its long phases.

    The budget counts from {!start} (when Racer's analysis starts, after
    Frama-C parsed the program). Phases that can be cut short ask {!spent}:
    the Eva backend before each thread analysis, the core (through its
    [time_budget] option, {!remaining_ms}) while it pairs accesses, the
    witness search between searches. A run whose budget ran out still
    reports what it found, with verdict [unknown] unless a race was proved. *)

val start : unit -> unit
(** Starts the clock (each analysis run calls it once, first), and says how
    long Frama-C took before (parsing) when that was more than a few seconds. *)

val seconds : unit -> int
(** The budget in seconds (0: none): the smallest positive one of the
    enabled analyses' options. *)

val spent : unit -> bool
(** Whether the budget ran out. *)

val remaining_ms : unit -> int option
(** What is left of it in milliseconds (at least 1), [None] without a budget. *)

val start_eva : unit -> unit
(** Starts the clock of Eva's runs ([-racer-eva-timeout]), at the first call
    after {!start}. *)

val eva_spent : unit -> bool
(** Whether Eva's runs have taken their budget ([-racer-eva-timeout]). *)

val phase : ?parts:('a -> string) -> string -> (unit -> 'a) -> 'a
(** [phase name f] runs [f]; when it took more than a few seconds, says at
    the default verbosity how long, so that a long run shows where it is,
    and [parts result] (where the time went) when it says something. *)
