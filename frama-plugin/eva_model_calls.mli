(** Eva's view of the concurrency models' library functions (locks, thread
    creation and join, ...): builtins that return any integer and change
    nothing but the new thread's id (create) and the exit value (join),
    both weakly. Their ACSL specifications would otherwise let Eva cut
    paths on preconditions that are about the C library, not the program's
    values ([pthread_create]'s argument must be a valid pointer: a thread
    argument [(void * )1] would make the rest of [main] dead, and every race
    after it invisible). Functions without a body and without a
    specification get a builtin too: Eva's default for them makes their
    result an integer and leaves what their pointer arguments point to
    unchanged, which would make Racer's over runs miss executions; the
    builtin returns any value (any address for a pointer result) and may
    overwrite what every non-const pointer argument points to. *)

val install :
  classify:(string -> Racer_core.Session.call_class) ->
  int
(** In the current project: every bodiless function the models classify
    (other than plain and atomic functions), and every plain one without a
    specification that returns, is computed by such a builtin, and its
    preconditions are removed (Eva checks them before builtins). Returns
    how many. *)
