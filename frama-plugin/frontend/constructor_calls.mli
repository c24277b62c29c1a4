(** The calls of constructors the C runtime makes before [main], written
    into [main].

    A function declared [__attribute__((constructor))] runs before [main],
    in the main thread; one may start a thread or touch data main and the
    threads use. Racer's thread graph starts at [main], so without this a
    constructor's thread and accesses are missing (a review's
    [ctor_reset_race]: a wrong no-race). Under [-racer] or [-deadlock], the
    start of [main]'s body gets a call of each constructor of the program
    that takes no parameter: those with a priority ([constructor(N)]) first,
    by increasing N, then the others, each group in the order of the
    program's definitions (the order GCC and the linker give within one
    translation unit, and across files in the order they are given). A
    constructor with parameters gets no call and a warning. Destructors
    (after [main] returns, or at [exit]) are not modelled: docs/engines.md,
    "What is still assumed". *)

val install : unit -> unit
(** Registers the code transformation (once, at plug-in load). *)
