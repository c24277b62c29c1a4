(** Test-and-set locks written as atomic functions (SV-COMP's
    [__VERIFIER_atomic_acquire] / [__VERIFIER_atomic_release]).

    An atomic function (the models' [Atomic: functions]) whose whole body is
    "wait until [g == 0], then [g = 1]" (the wait written as
    [if (!(g == 0)) abort();], [assume_abort_if_not(g == 0)] or
    [__VERIFIER_assume(g == 0)]) acquires a lock [g]; one that sets [g = 0],
    possibly after checking [g != 0], releases it. Taken together they are a
    mutex on [g] when [g] is a global integer whose address is never taken
    and that no other function names. Such functions are handed to the core
    as a model of their own ([lock-object: g]), so calls of them are lock and
    unlock calls instead of atomic sections that may block (which makes
    every race uncertain). Releasing one a thread does not hold is checked
    like a binary semaphore's post (a hand-off: any verdict unknown). *)

type lock = {
  var : string;  (** the lock variable *)
  acquire : string list;  (** functions acquiring it, sorted *)
  release : string list;  (** functions releasing it, sorted *)
}

val recognise : is_atomic:(string -> bool) -> lock list
(** The test-and-set locks of the current project, sorted by variable. *)

val model_text : lock list -> string
(** A concurrency model file (Racer's schema) declaring them. *)
