(** The library calls the witness interpreter models ({!Witness_exec}):
    pthread threads, mutexes and condition variables (a wait is a spurious
    wake-up), atomic sections, allocation, assumptions, nondeterministic
    values by the state's policy. A call of anything else, or of a function
    that ends the program, is {!Witness_memory.Stuck}. *)

val returns_at_once : string -> bool
(** The body-less functions the interpreter models that return at once,
    without synchronising: nondeterministic values, malloc, calloc,
    pthread_self. A thread standing at [x = f()] is about to write [x] only
    for those. *)

val call :
  Witness_state.state ->
  int ->
  Witness_state.frame ->
  dest:(int * int * Cil_types.typ) option ->
  Cil_types.varinfo ->
  Witness_memory.value list ->
  Cil_types.typ list ->
  Witness_state.state * Witness_state.event
(** [call st id fr ~dest callee args arg_types]: thread [id], in frame [fr]
    standing at the call, calls the body-less [callee]; the result goes to
    [dest]. [Block] leaves the state as it was. *)
