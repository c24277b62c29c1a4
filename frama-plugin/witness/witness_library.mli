(** The library calls the witness interpreter models ({!Witness_exec}):
    pthread threads (opaque ids, joins with their result), default mutexes
    (initialised by pthread_mutex_init with default attributes or by
    PTHREAD_MUTEX_INITIALIZER; any other kind is not followed), condition
    variables (a wait is a spurious wake-up), POSIX semaphores, barriers,
    atomic sections, allocation, assumptions, nondeterministic values by
    the state's policy (only values the callee's type can return). A call
    of anything else, or of a function that ends the program, is
    {!Witness_memory.Stuck}. *)

val returns_at_once : string -> bool
(** The body-less functions the interpreter models that return at once,
    without synchronising: nondeterministic values, malloc, calloc,
    pthread_self, pthread_equal. A thread standing at [x = f()] is about to
    write [x] only for those. *)

val call :
  Witness_state.state ->
  int ->
  Witness_state.frame ->
  dest:Witness_state.dest option ->
  Cil_types.varinfo ->
  Witness_memory.value list ->
  Cil_types.typ list ->
  Witness_state.state * Witness_state.event
(** [call st id fr ~dest callee args arg_types]: thread [id], in frame [fr]
    standing at the call, calls the body-less [callee]; the result goes to
    [dest]. [Block] leaves the state as it was. A condition or barrier wait
    leaves the thread inside the call ({!Witness_state.pending}). *)

val resume : Witness_state.state -> int -> Witness_state.pending -> Witness_state.state option
(** Thread [id], inside the call [pending], returns from it (the result is
    stored then), or None while it must still wait. *)
