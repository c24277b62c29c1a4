(** Extraction of the alias backend's pointer constraints (the [flows]
    table, see racer.h): assignments, initialisers (globals' included),
    returns, library calls, and the definitions of the expressions the core
    asks about. Parameter passing and call results are not flows: the core
    derives them from the call events and the expression definitions, so
    that calls through pointers follow the same classes.

    Library calls (no body) get documented effects: allocators return their
    heap site ([realloc] also its argument), [memcpy]-like functions copy
    pointers between their arguments' targets, functions that write no
    pointers ([free], [memset], the printf family, ...) only let their
    arguments escape, and any other function lets its pointer arguments
    escape, may store unknown pointers where they point (when the pointed
    type can hold one) and returns an unknown pointer. Calls the
    concurrency models handle (pthread, C11 threads, atomics) have no
    flows: the core treats them. *)

val extract : Racer_core.Model.t -> Ids.t -> int
(** Adds the flows of every statement and global initialiser, then those of
    the expression definitions recorded in {!Ids}. Runs after the events and
    accesses (which record definitions). Returns the number of flows. *)
