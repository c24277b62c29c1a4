(** The under run's program with its free choices made.

    A free choice ([int res = __VERIFIER_nondet_int(); if (res) goto exit;],
    see {!Extract_bases.free_choices}) goes either way in some execution.
    The under run looks for races that certainly happen in some execution,
    so it may pick one way for all of them: the way from which threads are
    created (directly or through called functions) when the other creates
    none. Its model then leaves the other way out.

    That choice can decide more branches. A function whose body, without
    the ways left out (those and the branches the over run never takes),
    is one path that returns a constant, gives that constant to the
    variable its call result is stored in; a branch testing that variable
    against 0 right after the call ([ret = probe(); if (ret == 0) ...]: a
    local whose address is never taken, assigned only there, no label in
    between) then goes one way only, and the model leaves the other out
    too. *)

val compute :
  classify:(string -> Racer_core.Session.call_class) ->
  never:(Cil_types.stmt -> Cil_types.stmt -> bool) ->
  Cil_types.stmt ->
  Cil_types.stmt ->
  bool
(** [compute ~classify ~never]: the edges the under model leaves out, given
    those the over run never takes ([never s succ]). *)
