(** The exit statuses of [-racer-fail-on] and [-deadlock-fail-on], for CI
    (README, "Exit statuses").

    A pure function of the option values and the verdicts: no Frama-C
    dependency, so it is unit-tested alone ([test/test_exit_status.ml]).
    The statuses stay clear of Frama-C's own: 1 (invalid user input, and a
    warning turned into an error by [-racer-warn-key KEY=error]), 2
    (interrupted), 3 (unimplemented feature), 4 (internal error), 5 and 6
    (an error while exiting), 125 (unexpected exception). *)

type gate =
  | Never  (** never fail on findings (the default) *)
  | Certain  (** fail on a certain finding: [-racer-fail-on race], [-deadlock-fail-on deadlock] *)
  | Possible  (** fail unless absence is proved: [possible] *)

val gate_of_string : string -> gate option
(** ["never"], ["race"] or ["deadlock"] (both {!Certain}), ["possible"];
    [None] for anything else. *)

type verdict =
  | Found  (** a certain finding: verdict [race] or [deadlock] *)
  | Unknown  (** verdict [unknown]: possible findings, or none listed but no proof *)
  | Absent  (** verdict [no-race] or [no-deadlock] *)

val of_races :
  ?other_reasons:bool -> verdict:[ `Race | `No_race | `Unknown ] -> races:(bool * bool) list -> unit -> verdict
(** The race finding of a run from the core's verdict and its races, each
    as (must, suppressed): suppressed races (-racer-suppress, -racer-baseline)
    leave the verdict unchanged but cross no gate. {!Found} with a must-race
    not suppressed; {!Absent} for [no-race], or when every race listed is
    suppressed and the verdict is unknown for no [other_reasons] than them
    (a time budget or an unmodelled primitive still proves nothing: default
    false); {!Unknown} otherwise (possible races left, or none listed
    and no proof). *)

val certain_race : int
(** 10: the race verdict is [race] ([-racer-fail-on race] or [possible]). *)

val certain_deadlock : int
(** 11: the deadlock verdict is [deadlock] ([-deadlock-fail-on deadlock] or [possible]). *)

val possible_race : int
(** 12: the race verdict is [unknown] ([-racer-fail-on possible]). *)

val possible_deadlock : int
(** 13: the deadlock verdict is [unknown] ([-deadlock-fail-on possible]). *)

val status : ?races:gate * verdict -> ?deadlocks:gate * verdict -> unit -> int
(** The exit status of a run with these gates and verdicts (an analysis
    that did not run is left out): 0 when no gate is crossed, otherwise the
    smallest of the statuses above that applies, so a certain finding wins
    over a possible one and, at equal strength, races over deadlocks. *)

val describe : int -> string
(** What a status says, for the run's last message ("a certain data race
    (-racer-fail-on)"); [""] for 0. *)
