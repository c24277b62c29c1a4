(** Meets: accesses where two instances of one thread designate the same
    object, the race twins of {!Instance_keys}' per-thread slots.

    For a thread function [f] created once, in every iteration of one loop
    of [main] ([for (i = K; ...; i += c)], [main] never called, the counter
    a local whose address is never taken, assigned a constant before the
    loop ({!Counter_loops.start_value}) and changed only by that step, taken
    last in every iteration, the loop left only through its test: no
    [continue], [break], [goto] or [return], {!Counter_loops.single_exit}),
    the argument is evaluated for the first iterations: an integer
    expression of the counter ([(void * )(i / 2)]), or an element of an
    array or pointer that does not change while the threads run
    ([&X[i / 2]], [X + i % 4]). Only the iterations some execution runs
    count ({!Counter_loops.runs_times}: a constant bound above the
    iteration's counter, a local set to one, or a nondeterministic input
    that may be that large): an instance of an iteration that never runs
    meets nothing, and with [if (i == 1) continue;] instance 1 does not
    exist although iterations 0 and 1 reach [&X[0]]. Values are computed
    as C does, narrowing casts wrapping ({!Value_eval.eval}). An argument the loop computes from state
    it carries ([j = (ffs(mask) - 1) / 2; mask &= ~(1 << j);]) comes from
    running the loop body by itself, the new threads waiting (they may
    start late): plain instructions over locals and globals with a constant
    initialiser main sets nowhere else and no function other than main and
    [f] writes, [ffs], and lock, unlock and create calls; anything else
    leaves the argument unknown ({!Loop_runs.simulated_args}). A second schedule
    lets each new instance run first up to one access of its prefix, where
    it holds no lock (and main holds none at the create): its writes of the
    globals the loop follows ([mask |= 1 << j], a slot given back before it
    is used) are seen by the next iterations, and instances of that
    schedule meet at that access only. The statements [f] surely runs
    first (up to
    its first branch, loop or return) are then followed with that argument
    through its locals ([int j = (int)arg; j /= 2;]); an access of
    [G[e]] ([G] a stable global array or pointer) or of [*p] / [p->field]
    whose object comes out the same for two iterations is a meet. The
    core takes such a pair of instances to access one object (the offset
    Eva gives stays imprecise); whether they race is still its decision
    (locks, parallelism, surely executed).

    Creator meets, the race of [pthread_create(&t[i], 0, f, &X[i]); X[i] = i;]:
    the creator's plain statements right after the create (same iteration,
    counter unchanged) are evaluated too, for the same iterations (those
    that can run); one that reaches the object the new instance's prefix
    accesses is a creator meet. Both accesses are
    flagged [RACER_ACCESS_MEETS_CREATOR], only when the program has one such
    pair (the core pairs the flagged accesses of a thread and its creator on
    one base). *)

type meets = Cil_types.stmt -> Cil_types.lval -> int
(** The access flags of an lvalue at a statement:
    [RACER_ACCESS_INSTANCES_MEET], [RACER_ACCESS_MEETS_CREATOR], or 0. *)

val none : meets

val compute :
  classify:(string -> Racer_core.Session.call_class) ->
  lvals:(Cil_types.stmt -> Cil_types.lval list) ->
  meets
(** The meets of the current project; [lvals] lists the lvalues a statement
    accesses (as the access extraction sees them). *)
