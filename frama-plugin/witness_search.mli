(** Witnesses of possible races: executions, built by {!Witness_exec}, in
    which two threads stand at once at the two accesses of a may-race,
    about to touch a common byte, one of them writing. Such an execution
    shows the race happens, whatever the static analysis could not check;
    the core then counts it as certain ({!Racer_core.Session.confirm_race}).

    The search tries schedules of whole thread runs (a run stops at a
    create, a wait, the end of the thread, a racing statement, or after a
    while), shortest first (iterative deepening up to 10 runs), for a few
    ways of answering nondeterministic values (1 always, 1, 2, 3, ... in
    turn, 2 always). Each execution it reports really happens in the
    program: the interpreter gives up on anything it does not follow. *)

val search :
  atomic_op:Extract_accesses.atomic_ops ->
  budget:int ref ->
  Cil_types.stmt ->
  Cil_types.stmt ->
  string option
(** [search ~atomic_op ~budget a b]: a description of an execution that
    brings [a] and [b] together, if one is found within [!budget]
    statements; the statements run are taken from [budget]. *)

val confirm : atomic_op:Extract_accesses.atomic_ops -> steps:int -> Racer_core.Session.t -> Ids.t -> int
(** [confirm ~atomic_op ~steps session ids]: searches a witness for each
    may-race of a finished session (one search per pair of statements,
    [steps] statements in all), confirms the races it finds in the session,
    and returns how many were confirmed. *)
