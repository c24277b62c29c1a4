(** The shape of [if] statements: the variable a condition compares with 0
    ([if (v)], [if (!v)], [if (v == 0)], [if (v != 0)] and mirrored forms,
    casts ignored), and the statements each way runs first. The Eva
    facts, fixed choices and the witness interpreter read them; the core
    derives its own branch table from the IR (core/src/syntax/branches.cpp). *)

val test : Cil_types.exp -> (Cil_types.varinfo * bool) option
(** [test cond]: the variable such a condition compares with 0, and whether
    the "then" branch runs when it is 0. *)

val branch_targets : Cil_types.stmt -> Cil_types.block -> Cil_types.block -> (Cil_types.stmt * Cil_types.stmt) option
(** [branch_targets s then_b else_b]: the statements an [if] statement [s]
    goes to first when its condition holds and when it does not. *)
