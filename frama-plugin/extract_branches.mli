(** Extraction of branches on a variable compared with 0 ([if (v)],
    [if (!v)], [if (v == 0)], [if (v != 0)] and mirrored forms, casts
    ignored): for each, the successor taken when the variable is 0 and the
    one taken otherwise. The core follows trylock results through them
    (CIL turns [if (trylock(&m) == 0)] into [tmp = trylock(&m); if (tmp == 0)]). *)

val test : Cil_types.exp -> (Cil_types.varinfo * bool) option
(** [test cond]: the variable such a condition compares with 0, and whether
    the "then" branch runs when it is 0. *)

val branch_targets : Cil_types.stmt -> Cil_types.block -> Cil_types.block -> (Cil_types.stmt * Cil_types.stmt) option
(** [branch_targets s then_b else_b]: the statements an [if] statement [s]
    goes to first when its condition holds and when it does not. *)

val extract : Racer_core.Model.t -> Ids.t -> int
(** Adds a branch row per such [if] of every statement already in the
    model; returns the number of rows added. *)
