(** The over-approximation transformation of RacerF (paper §5.3.1), applied
    in place to the current project, which must be a copy made for it: every
    assignment [lv = e;] or call [lv = f(...);] whose target another thread
    may see becomes [if (__racer_nondet) lv = e;] with a fresh volatile
    global, so Eva keeps the old value as possible too (a skipped call only
    adds behaviours: the path that makes it is still analysed). Joined with the values every thread
    writes, the states a thread sees then include what other threads leave
    at any time. Calls of library functions without a body given a pointer
    (memset, memcpy, ...) are made optional too: their writes through it are
    writes like any other. The assignment keeps its statement (and sid); the new [if]
    takes its labels. Returns the number of assignments wrapped. *)

val apply : unit -> int
