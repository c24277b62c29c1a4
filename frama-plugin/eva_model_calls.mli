(** Eva's view of the concurrency models' library functions (locks, thread
    creation and join, ...): builtins that return any integer and change
    nothing but the new thread's id (create) and the exit value (join),
    both weakly. Their ACSL specifications would otherwise let Eva cut
    paths on preconditions that are about the C library, not the program's
    values ([pthread_create]'s argument must be a valid pointer: a thread
    argument [(void * )1] would make the rest of [main] dead, and every race
    after it invisible). *)

val install :
  classify:(string -> Racer_core.Session.call_class) ->
  int
(** In the current project: every bodiless function the models classify
    (other than plain and atomic functions) is computed by such a builtin,
    and its preconditions are removed (Eva checks them before builtins).
    Returns how many. *)
