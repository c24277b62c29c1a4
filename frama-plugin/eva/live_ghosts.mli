(** Ghost variables that let Eva tell which of main's threads still run.

    The active-threads engine follows the control-flow graph and does not
    evaluate conditions: in [if (probe() == 0) disconnect();] it cannot see
    that the threads [probe] created exist exactly when [disconnect] joins
    them, so it finds them running after the [if]. Eva keeps the two ways
    apart once it splits states on return values. In Eva's copy of the
    program (over strategy), each create that main runs at most once and
    whose id variable nothing else touches gets a ghost global: set to 1
    after the create, to 0 after every join of that variable, and to 0 when
    main starts (the over strategy re-runs main from a joined state). Where
    Eva finds every ghost 0 and main can create no other thread, main's
    accesses carry [RACER_ACCESS_CHILDREN_ENDED]. *)

type t

val install : classify:(string -> Racer_core.Session.call_class) -> t
(** Adds the ghosts to the current project (after the over transformation,
    which must not make their assignments optional). *)

val ghosts : t -> int
(** How many creates are tracked. *)

val ended : t -> (Eva.Results.request -> bool) option
(** After an Eva run of main: whether, in a state, every thread main may
    have created is over (None when main may run a create that has no ghost:
    in a loop, through a function pointer, ...). *)
