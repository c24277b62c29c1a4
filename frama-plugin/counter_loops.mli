(** Loops driven by a counter ([for (i = a; i < K; i += k)] in CIL's form:
    a [Loop] whose body starts with [if (!(i < K)) break;]): the counter's
    first value, its step and the loop's bound, when they are constants.
    The thread recognisers evaluate a create loop's iterations with them;
    the model extraction uses them to find loops that run at most once. *)

val start_value : Cil_types.fundec -> Cil_types.stmt -> Cil_types.varinfo -> Integer.t option
(** [start_value fd loop i]: the value of [i] in the first iteration — its
    last assignment before [loop], in the loop's block, a constant, with no
    label after it up to the loop (a goto could enter with another value). *)

val step : Cil_types.fundec -> Cil_types.stmt -> Cil_types.varinfo -> Integer.t option
(** [step fd loop i]: the non-zero constant [c] when the only statement of
    [loop] that assigns [i] is [i = i + c] (or [i = i - c], giving [-c]). *)

val constant_bound : Cil_types.stmt -> Cil_types.varinfo -> Integer.t option
(** [constant_bound loop i]: [K] when the loop's first statement leaves it
    unless [i < K] (or [i <= K - 1]) with a constant [K]. *)

val counter_and_bound :
  ?global_ok:(Cil_types.varinfo -> bool) -> Cil_types.stmt -> (Cil_types.varinfo * Cil_types.exp) option
(** [(i, B)] when the loop goes on while [i < B], [i] a local whose address
    is never taken, or a global [global_ok] accepts ([B] any expression). *)

val counter : Cil_types.stmt -> Cil_types.varinfo option
(** The variable the loop's leading test compares to a constant bound: a
    local whose address is never taken. *)

val leading_break : Cil_types.stmt -> Cil_types.stmt option
(** The [break] statement of the loop's leading test. *)

val steps_every_iteration : Cil_types.fundec -> Cil_types.stmt -> Cil_types.varinfo -> bool
(** [steps_every_iteration fd loop i]: the only way back to the loop's head
    is the statement that steps [i] (so it is the last of every iteration). *)

val in_every_iteration : Cil_types.stmt -> Cil_types.stmt -> bool
(** [in_every_iteration loop s]: [s] sits in the loop's body (or blocks
    nested in it), not under a condition. *)

val at_most_once : Cil_types.fundec -> Cil_types.stmt -> [ `Never | `Once ] option
(** [at_most_once fd loop]: [`Never] when the counter's first value already
    fails the bound, [`Once] when its second does; [None] when the loop may
    run more often or its counter is not known. *)
