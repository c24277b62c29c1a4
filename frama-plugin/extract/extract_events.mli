(** Extraction of events and expressions of interest: one CALL event per
    call instruction (including [T x = f(...)] local initialisations, whose
    result variable is kept), with its callee (a function id, or an
    expression row for a call through a pointer), its result lvalue and one
    expression and argument row per argument; one CALLBACK event per
    function a function without a body is given; one RETURN event per
    return statement. *)

val expression : Racer_core.Model.t -> Ids.t -> stmt:int -> Cil_types.exp -> int
(** Adds an expression row for [e] occurring in statement [stmt]: its text as
    printed by Frama-C, and its shape, base, function and flags, decided
    after stripping casts. Returns the row id. *)

val extract :
  ?indirect:(expr:int -> Cil_types.exp -> unit) ->
  classify:(string -> Racer_core.Session.call_class) ->
  Racer_core.Model.t ->
  Ids.t ->
  int
(** Adds the events of every statement of every defined function; returns
    the number of CALL events. A call of a function
    without a body also gets one CALLBACK event per function it is given
    ({!Library_calls.callbacks}, [classify] tells thread creations and once
    calls, whose functions the models run), after its CALL event.
    [indirect ~expr f] is called for each call through a pointer, with the
    expression row of the pointer and the call's callee expression [f]. *)

val thread_entry_and_arg : Cil_types.exp list -> (Cil_types.exp * Cil_types.exp option) option
(** The thread function and argument of a thread-creation call's arguments:
    the first argument of pointer-to-function type and the one after it
    (whatever the model's positions, as the Eva backend reads creates). *)
