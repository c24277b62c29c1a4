(** Extraction of events and expressions of interest: one CALL event per
    call instruction (including [T x = f(...)] local initialisations, whose
    result variable is kept), with its callee (a function id, or an
    expression row for a call through a pointer), its result lvalue and one
    expression and argument row per argument; one RETURN event per return
    statement. *)

val expression :
  ?more:int -> Racer_core.Model.t -> Ids.t -> stmt:int -> Cil_types.exp -> int
(** Adds an expression row for [e] occurring in statement [stmt]: its text as
    printed by Frama-C, and its shape, base, function and flags (with
    [more] added), decided after stripping casts. Returns the row id. *)

val extract :
  ?joins_all:(Cil_types.stmt -> Cil_types.exp -> bool) -> Racer_core.Model.t -> Ids.t -> int
(** Adds the events of every statement of every defined function; returns
    the number of CALL events. [joins_all s e]: the argument [e] of the call
    at [s] is the id of a join that ends every thread of a create loop
    ({!Join_loops}), flagged [RACER_EXPR_JOINS_ALL]. *)

val thread_entry_and_arg : Cil_types.exp list -> (Cil_types.exp * Cil_types.exp option) option
(** The thread function and argument of a thread-creation call's arguments:
    the first argument of pointer-to-function type and the one after it
    (whatever the model's positions, as the Eva backend reads creates). *)
