(** Object locks: accesses inside an object whose own mutex the accessing
    thread surely holds — [lock(&p->m); p->x++], [lock(&a[i].m); a[i].x = v]
    (Goblint's per-element locksets, the SL digest; docs/engines.md,
    "Digests").

    Such an access gets a {e guard}: the object's type and the mutex's path
    inside it ("struct account .mu"). Two accesses with the same guard never
    race: in one object they hold the same mutex, in two objects of that
    type they touch disjoint memory. The core's SL digest reads the guards
    (racer.h, [racer_add_access_guards]).

    Per defined function, a forward must-analysis over its control-flow
    graph tracks the object locks held: after a blocking, exclusive lock of
    [&E.path] (the models' lock functions, read locks, try and timed locks
    excepted) the thread holds the mutex at the field path [path] inside
    the object [E], where [E] is the lock's lvalue up to its last index (or
    its variable or dereference) and of a struct type no union of the
    program holds (two objects of such a type are the same or disjoint);
    [E] denotes the same object for as long as the locals its address reads
    keep their values: its host is a variable, or a dereference of an
    address computed from constants, global arrays' addresses and locals
    whose address is never taken, and so are its indices. Every lock is
    dropped when such a local is assigned, at any unlock, lock init or
    destroy, at a store of something holding a lock, at a call of code that
    may release a lock (a function of the program that unlocks, stores a
    lock, calls through a pointer or calls such code, to a fixpoint,
    whatever the models' class of its name; a library function given a
    pointer that reaches a lock, or any pointer unless it keeps none; every
    library function once an address-taken function of the program may
    release a lock, which it may call back; a call through a pointer), and
    at [asm]. A wait on a condition keeps it: the wait returns with its
    mutex held again and releases no other. Where ways meet, a lock is held
    only when held on every way.

    An access gets the guard when its lvalue is [E] followed by further
    fields and indices (not through another pointer), before its statement
    and, at a call, also once the callee ran (its result is stored after
    the call). Accesses a library call makes through a pointer argument get
    none: the call may touch the whole object the pointer points into, an
    array of such objects included. *)

type t = Cil_types.stmt -> Cil_types.lval -> string option
(** The guard of the access of lvalue [lv] at statement [s], if any. *)

val none : t

val compute :
  classify:(string -> Racer_core.Session.call_class) ->
  lock_spec:(string -> (int * Racer_core.Session.lock_mode) option) ->
  t
(** Over the current project's AST, with the concurrency models' view of
    calls. *)
