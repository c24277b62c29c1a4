(** Once calls in Eva's copy of the program.

    [pthread_once(&c, f)] and [call_once(&c, f)] run [f] at most once; Eva
    knows them only as library functions and would never analyse [f], so
    the routine's statements would have no facts and look unreachable. In
    the project copy the Eva backend analyses, each such call (a function
    the models classify [`Once]) becomes a direct call of its routine in the
    same statement, so Eva's call stacks name the (once statement, routine)
    context the core builds for it. Eva then analyses the routine at every
    call, which only adds states (sound for the facts). *)

val apply : classify:(string -> Racer_core.Session.call_class) -> int
(** Rewrites the current project's once calls; returns how many. *)
