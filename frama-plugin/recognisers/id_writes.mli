(** Thread-id objects that something other than a create may change.

    A join is matched to a create by the object the id goes through
    ([pthread_create(&t, ...)] ... [pthread_join(t, ...)]): the join ends
    that create's thread only if [t] still holds the id the create stored.
    That holds when nothing else can write [t]: its address is taken only as
    the id argument of creates (or handed to a function with a body whose
    parameter is used only that way), and no statement assigns it, whole or
    in part. Otherwise ([t = other;], a struct copy over a field that holds
    the id, [register(&t)] to a function without a body, a global another
    thread assigns, an id reached through a pointer) the id expressions of
    its creates and joins get [RACER_EXPR_ID_CHANGED], and the core matches
    no join through them: such a join ends some thread it may name, none
    for sure.

    The control object of a once call ([pthread_once(&c, f)],
    [call_once(&c, f)]) is checked the same way: when anything but once
    calls may write [c] ([c = init;] to run the routine again, a [memset]
    of the struct holding it, an asm output), its argument gets the flag
    and the core gives the call no once token: the routine may run more
    than once, and its accesses exclude nothing (a review's
    [once_reset_race]). *)

val compute : classify:(string -> Racer_core.Session.call_class) -> Cil_types.stmt -> Cil_types.exp -> int
(** [compute ~classify s e]: [Racer_core.Const.expr_id_changed] when [e] is
    the id argument of a create or join, or the control argument of a once
    call, at [s] whose object may change otherwise, else 0. *)
