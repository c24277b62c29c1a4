(** The end of a run under [-racer-fail-on] / [-deadlock-fail-on]: the
    exit status its verdicts call for ({!Exit_status}), handed to Frama-C. *)

val register : races:Racer_core.Session.t -> deadlocks:Racer_core.Session.t -> unit
(** Reads the verdicts of the finished sessions (of the analyses enabled)
    and, when a gate is crossed, says so and makes frama-c exit with that
    status at its normal exit: after every report, dump and [-then] step,
    and after the kernel's own exit work ([-save]). Call it once every
    report of the run is written. *)
