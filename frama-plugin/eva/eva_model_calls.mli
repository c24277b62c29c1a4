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

val uncovered_results : unit -> Kernel_function.t list
(** Functions without a body or a specification that return a pointer,
    when the program compares pointers (neither null). Eva's default
    specification makes such a result an integer, never an address: a
    comparison of it with [&mine] (pthread_getspecific's) is always false,
    and what the branch guards is dead for Eva though it runs. An over run
    in which one is called covers nothing. (A result read through is an
    alarm, which cuts the run: it supports no verdict either.) *)
