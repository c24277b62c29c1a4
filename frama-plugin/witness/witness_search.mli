(** Witnesses of possible races: executions, built by {!Witness_exec}, in
    which two threads stand at once at the two accesses of a may-race,
    about to touch a common byte, one of them writing. Such an execution
    shows the race happens, whatever the static analysis could not check;
    the core then counts it as certain ({!Racer_core.Session.confirm_race}).

    The search tries schedules of whole thread runs (a run stops at a
    create, a wait, the end of the thread, a racing statement, after 500
    statements, and in a second pass after each unlock), shortest first
    (iterative deepening up to 14 runs, 5 threads, each state explored
    once), for a few ways of answering nondeterministic values (1 always;
    0 always; 1, 2, 3, ... in turn; 2 always; 4 always). Each execution it reports
    really happens in the program: the interpreter gives up on anything it
    does not follow. *)

val search :
  budget:int ref ->
  Cil_types.stmt ->
  Cil_types.stmt ->
  (string * ((int * bool) * (int * bool)) list) option
(** [search ~budget a b]: an execution that brings [a] and [b]
    together, if one is found within [!budget] statements (those run are
    taken from [budget]): its description, and the conflicting accesses
    it shows, as pairs of (statement sid, is a write). *)

val confirm : steps:int -> Racer_core.Session.t -> Ids.t -> int
(** [confirm ~steps session ids]: searches a witness for the race
    locations of a finished session: the pair each shows, then up to a
    dozen more pairs of its access sites (one search per pair of
    statements, [steps] statements in all); confirms in the session the
    locations a witness brings two of their accesses into conflict on, with
    that pair, and returns how many. A pair of statements searched by an
    earlier [confirm] since {!forget} is not searched again: its witness,
    if any, serves this session too. *)

val forget : unit -> unit
(** Forgets the searches made: at the start of each analysis. *)
