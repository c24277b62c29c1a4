(** Eva's view of the concurrency models' library functions (locks, thread
    creation and join, ...): builtins that return any integer and change
    nothing but the new thread's id (create) and the exit value (join),
    both weakly. Their ACSL specifications would otherwise let Eva cut
    paths on preconditions that are about the C library, not the program's
    values ([pthread_create]'s argument must be a valid pointer: a thread
    argument [(void * )1] would make the rest of [main] dead, and every race
    after it invisible). *)

val install :
  classify:
    (string ->
    [ `Plain | `Lock | `Unlock | `Lock_init | `Lock_destroy | `Cond_wait | `Thread_create
    | `Thread_join | `Atomic_begin | `Atomic_end | `Atomic_function ]) ->
  int
(** In the current project: every bodiless function the models classify
    (other than plain and atomic functions) is computed by such a builtin,
    and its preconditions are removed (Eva checks them before builtins).
    Returns how many. *)
