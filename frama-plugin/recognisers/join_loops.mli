(** Join loops that join every thread of a create loop, as the per-thread
    keys ({!Instance_keys}) need them. The flags the core reads
    ([RACER_EXPR_JOINS_ALL], [RACER_EXPR_JOINS_SOME]) are the core's own:
    racer_freeze derives them from the statement structure and the IR
    (core/src/instances/join_loops.hpp, the same shapes). This copy stays
    until the per-thread keys move into the core too.

    {[
      for (i = 0; i < n; i++) pthread_create(&tids[i], 0, worker, ...);
      ...
      for (j = 0; j < n; j++) pthread_join(tids[j], 0);
    ]}
    The core cannot tell which instance a join in a loop ends, so without
    help every worker still runs after the second loop. Recognised here, in
    one function's block: the create loop comes first, both loops are
    counters with the same constant start and step, the join runs in every
    iteration of its loop, which has no other way out than its test (or a
    call that never returns), the two bounds are one variable, or two
    variables one is copied from (the copy the last write of either before
    the create loop), never written once the create loop has started, and
    the id array or pointer is used by nothing else than these two calls
    (its own setting and [free] apart), and every way from the create back
    to itself that does not go through the join loop steps the counter
    ({!Counter_loops.one_value_per_run}: a [goto] that runs the create loop
    again before the joins overwrites ids whose threads no join then ends).
    A global counter or bound is accepted only in [main] when nothing calls
    it: another thread running the function would share it. The id
    expressions of the create and of the join then get
    [RACER_EXPR_JOINS_ALL]; a function with several such pairs gets none
    (the core pairs them by function).

    The ids may also be in a field of per-thread blocks an array of
    pointers holds ({!Id_fields.heap_slot_of_create}: [w = malloc(..);
    ts[i] = w; create(&w->tid, ..)], joined by [join(ts[j]->tid)]): then
    the pointers of [ts] are stored only there and read only by the join
    and to free their blocks.

    The opposite shape, a join loop whose bound is the create loop's minus
    a constant of at least a step ([j < n - 1]), leaves the thread of the
    create loop's last iteration unjoined: its join's id gets
    [RACER_EXPR_JOINS_SOME] (the join ends none of them for sure). So does
    a join loop that strides over the create loop's threads (same start and
    bound, a step that is a multiple of the create loop's, [j += 2] against
    [i++]) when the create loop can run twice: a constant bound above the
    counter's second value, or a local set once from a
    [__VERIFIER_nondet_*] function and tested only by the two loops and by
    assumptions that let it be that large. *)

val heap_joins :
  classify:(string -> Racer_core.Session.call_class) ->
  (Cil_types.stmt * Cil_types.stmt * Cil_types.varinfo * Cil_types.varinfo) list
(** The pairs the core flags [RACER_EXPR_JOINS_ALL] whose ids are in blocks an array of pointers
    holds and whose create hands its thread that block, as (create, join,
    the join loop's counter, the array): after the join, in its iteration,
    [a[j]] points to the block of a thread that has ended. *)
