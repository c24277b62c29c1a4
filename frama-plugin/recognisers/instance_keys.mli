(** Per-thread slots: accesses keyed by their thread instance's own argument.

    Threads created in a loop of [main] ([for (i = 0; i < n; i++)
    pthread_create(&t[i], 0, f, ARG)]) with an argument that differs between
    iterations — the loop counter itself ([(void * )i]), or an element of an
    array or pointer [X] that does not change while the threads run
    ([&X[i]], [X + i]) — give each instance its own value. When the thread
    function [f] is used nowhere else (created there only, never called) and
    reads its argument only through locals that copy it, an access of
    [G[arg]] (counter argument; [G] a global array, or a global pointer that
    does not change while threads run) or of [*arg] / [arg->field] (element
    argument; the pointee within one element) designates an object no other
    instance of that thread designates. Such accesses get a key (e.g.
    ["worker: datas[arg]"]); the core then knows two instances of one thread
    accessing with one key never race. Conditions on the loop: [main] is
    never called, the create is inside exactly one loop, whose counter is a
    local whose address is never taken and that the loop changes only by
    adding a non-zero constant ([i = i + c], its only write in the loop).

    The rule rests on "one instance per counter value", which the loop's
    shape does not give: a [goto] back over the loop runs it again from
    [i = 0], a step under a condition ([else { i++; }]) lets an iteration
    keep the value. So the control-flow graph must show it
    ({!Counter_loops.one_value_per_run}): every cycle through the create
    takes the step and no other write of the counter, and the counter
    cannot wrap (signed, or an unsigned counter of a loop that surely ends).
    The values must also reach the index whole: the argument, the copies
    and the index go through no cast narrower than the counter (or than a
    pointer, for an element's address) — [(unsigned char)me] repeats values
    ({!Cil_shapes.var_of}). A fresh block ([t = malloc(...)], [t]'s only
    assignment in [main]) is each instance's own when the allocation
    dominates the create and every way from the create back to it goes
    through the allocation.

    Main's own accesses before the create in its block share the key
    ([X[i] = ...; create(..., &X[i])]) when no instance running then has
    that object: every way from the create to the access steps the counter
    ({!Counter_loops.changed_on_every_path}), or allocates a new block —
    the instance with the same value (or block) is only created after the
    access.

    The joiner's accesses share the key of a fresh block too: after a join
    loop ended the thread whose id is in the block [a[j]] points to
    ({!Join_loops.heap_joins}), the accesses through [a[j]] in the rest of
    that iteration (up to the step of [j], no label on the way) are of a
    block whose thread has ended; every other instance has a block of its
    own. *)

type keys = Cil_types.stmt -> Cil_types.lval -> string option
(** The key of an access (statement, lvalue), if it has one. *)

type t = {
  key : keys;
  block_key : keys;
      (** the key of an access a library call makes from that lvalue: only
          when the argument is a fresh block, which the instance alone
          reaches, all of it (the call may touch any byte of the block; an
          element of an array is no bound for it) *)
  meets : Instance_meets.meets;  (** accesses two instances share ({!Instance_meets}) *)
  fresh : Fresh_memory.t;  (** accesses of a block not escaped yet ({!Fresh_memory}) *)
  guard : Object_locks.t;  (** accesses inside an object whose mutex is held ({!Object_locks}) *)
}

val none : t
(** No keys and no meets (no thread matches). *)

val compute :
  ?slots:bool ->
  ?tickets:bool ->
  ?joins:bool ->
  classify:(string -> Racer_core.Session.call_class) ->
  lock_spec:(string -> (int * Racer_core.Session.lock_mode) option) ->
  lvals:(Cil_types.stmt -> Cil_types.lval list) ->
  unit ->
  t
(** The keys of the current project's accesses (per-thread slots, and the
    tickets of {!Ticket_keys}; [slots] and [tickets], true by default, turn
    either off; [joins], true by default: the joiner's accesses of fresh
    blocks after their threads' joins, {!Join_loops.heap_joins}), their meets, their freshness and their object locks; [lvals]
    lists the lvalues a statement accesses. *)
