(** Constructs whose control flow or synchronisation the facts leave out.

    A [longjmp] returns to its [setjmp] (a [swapcontext] to its context),
    and an [asm goto] jumps to its labels, along no edge of the control-flow
    graph, so a create may run again, a join be skipped, a "run once" loop
    run twice; a library function the models give a class (create, join,
    lock, unlock, ...) called through a pointer is no event of the thread
    analysis; a signal handler ([signal], [sigaction] given one) runs in
    whichever thread the signal interrupts, at any point. Racer models none
    of them. Each one found is a line of the
    core's option ["unmodelled"]: no-race, no-deadlock and a race no
    execution shows then become unknown, with these lines as the reason. *)

val find : classify:(string -> Racer_core.Session.call_class) -> string list
(** The constructs of the current project, one line each (at most a few of
    each kind, with a count of the rest). *)
