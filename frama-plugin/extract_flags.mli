(** Publication flags: global integers (the address never taken) that start
    at zero (no initialiser, or 0) and that the program only ever sets to
    non-zero constants ([ready = 1;]). Each such assignment (a raise) is a
    [flag_raises] row; the core decides whether a flag orders its raiser's
    earlier accesses before the accesses of threads that saw it set
    (docs/engines.md). *)

val extract : Racer_core.Model.t -> Ids.t -> int
(** Adds the raises of every publication flag; returns how many. *)
