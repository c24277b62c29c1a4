(** Loops driven by a counter ([for (i = a; i < K; i += k)] in CIL's form:
    a [Loop] whose body starts with [if (!(i < K)) break;]): the counter's
    first value, its step and the loop's bound, when they are constants.
    The thread recognisers evaluate a create loop's iterations with them.
    (The loops table and the loops that run at most once are the core's:
    core/src/instances/counter_loops.hpp.) *)

val start_value : Cil_types.fundec -> Cil_types.stmt -> Cil_types.varinfo -> Integer.t option
(** [start_value fd loop i]: the value of [i] when [loop] starts — its
    last assignment before [loop] on the way down the blocks, branches and
    loops that hold it, a constant, with no label after it up to the loop (a
    goto could enter with another value), nor any write of [i] or label
    nested in the statements in between ([if (c) i = 5;]); a loop holding
    [loop] must write [i] nowhere and carry no label. [i] is a local whose
    address is never taken, or a global no call in between writes (the
    callers check). [None] when a statement inside [loop] has a
    predecessor outside it: a [goto] into the body starts an iteration
    half-way, with any value. *)

val step : Cil_types.fundec -> Cil_types.stmt -> Cil_types.varinfo -> Integer.t option
(** [step fd loop i]: the non-zero constant [c] when the only statement of
    [loop] that assigns [i] is [i = i + c] (or [i = i - c], giving [-c]). *)

val constant_bound : Cil_types.stmt -> Cil_types.varinfo -> Integer.t option
(** [constant_bound loop i]: [K] when the loop's first statement leaves it
    unless [i < K] (or [i <= K - 1]) with a constant [K]. *)

val counter_and_bound :
  ?global_ok:(Cil_types.varinfo -> bool) -> Cil_types.stmt -> (Cil_types.varinfo * Cil_types.exp) option
(** [(i, B)] when the loop goes on while [i < B], [i] a local whose address
    is never taken, or a global [global_ok] accepts ([B] any expression). *)

val counter : Cil_types.stmt -> Cil_types.varinfo option
(** The variable the loop's leading test compares to a constant bound: a
    local whose address is never taken. *)

val leading_break : Cil_types.stmt -> Cil_types.stmt option
(** The [break] statement of the loop's leading test. *)

val steps_every_iteration : Cil_types.fundec -> Cil_types.stmt -> Cil_types.varinfo -> bool
(** [steps_every_iteration fd loop i]: the only way back to the loop's head
    is the statement that steps [i] (so it is the last of every iteration). *)

val in_every_iteration : Cil_types.stmt -> Cil_types.stmt -> bool
(** [in_every_iteration loop s]: [s] sits in the loop's body (or blocks
    nested in it), not under a condition. *)

val can_run :
  Cil_types.fundec ->
  counter:Cil_types.varinfo ->
  start:Integer.t ->
  step:Integer.t ->
  times:int ->
  Cil_types.stmt ->
  Cil_types.exp ->
  bool
(** [can_run fd ~counter ~start ~step ~times loop bound]: some execution
    runs the loop (counter [counter] from [start] by a positive [step],
    going on while [counter < bound]) [times] times or more. The counter's
    values compare as themselves (casts in the test that keep their order,
    or a signed counter whose start is not negative). The bound is a constant above the counter's value in
    that iteration (or a local set to such a constant before the loop, with
    nothing in between that may change it, and not written on any way round
    the loop: [int n = 16; for (i = 0; i < n; i++)]), or a local of
    [fd] set once from a [__VERIFIER_nondet_*] function, of a type that
    holds that value ([_Bool] holds 1 at most), and tested only by the
    leading tests of loops whose body does not stop the program ([while (n
    > 1) abort();] is an assumption), and by assumptions that let it be
    that large ([assume_abort_if_not(v < c)], [__VERIFIER_assume(v >= c)],
    [if (v > c) abort();] with constant bounds, [v] compared as itself:
    order-keeping casts only) and read otherwise only as an allocation's
    size (which may fail but stops nothing). Any other read (an argument of
    another call, a copy, a [switch]) may constrain it: then [false]. *)

val changed_on_every_path :
  ?cut:(Cil_types.stmt -> bool) ->
  Cil_types.fundec -> Cil_types.stmt -> Cil_types.varinfo -> from:Cil_types.stmt -> Cil_types.stmt -> bool
(** [changed_on_every_path fd loop i ~from s]: counter [i] of [loop] has
    another value at [s] than it had at [from] on every way from one to the
    other (in [fd]'s control-flow graph, gotos included): each such path
    takes the loop's step ([i = i + c], {!step}, the only write of [i] in
    the loop) and no other write of [i] ([i = 0] before the loop, on a path
    a goto makes back to it), and the counter cannot wrap around (a signed
    counter, whose overflow is undefined, or an unsigned one of a loop that
    surely ends — the core's [bounded] rule — whose test bounds it on paths
    that stay in the loop). Paths through a statement [cut] accepts are
    set aside (a join loop on the way joins what the runs created). *)

val one_value_per_run :
  ?cut:(Cil_types.stmt -> bool) -> Cil_types.fundec -> Cil_types.stmt -> Cil_types.varinfo -> Cil_types.stmt -> bool
(** [one_value_per_run fd loop i s]: no two runs of [s] see the same value
    of [i]: {!changed_on_every_path} from [s] back to itself (a [goto] that
    runs the loop again from its start, or a branch that skips the step,
    [else { i++; }], makes a value repeat). *)

val runs_times :
  Cil_types.fundec -> Cil_types.stmt -> Cil_types.varinfo -> start:Integer.t -> step:Integer.t -> times:int -> bool
(** [runs_times fd loop i ~start ~step ~times]: {!can_run} for the loop's
    own test ([i < K], [i <= K] with a constant [K], or [i < bound]), the
    step positive. *)

val directly_in : (Cil_types.stmt * Cil_types.stmt list) list -> Cil_types.stmt -> Cil_types.stmt list
(** [directly_in with_loops loop]: the statements directly in [loop], not
    in a loop nested in it ([with_loops]: {!Create_loops.statements_with_loops}). *)

val single_exit : (Cil_types.stmt * Cil_types.stmt list) list -> Cil_types.stmt -> bool
(** [single_exit with_loops loop]: the loop is left only through its
    leading test (or a call that never returns) and every iteration runs
    its body's top level: no return, no other break, no goto at all (a
    [continue] is a goto to the step, which skips what is between), no
    nested loop or switch. *)

type plain = {
  counter : Cil_types.varinfo;
  bound : Cil_types.exp;
  start : Integer.t;
  step : Integer.t;
  inside : Cil_types.stmt list;  (** every statement in the loop, in order *)
}

val plain : Cil_types.fundec -> (Cil_types.stmt * Cil_types.stmt list) list -> Cil_types.stmt -> plain option
(** [plain fd with_loops loop]: a counter loop ([counter < bound], a local
    counter) with a constant start and a positive constant step taken last
    in every iteration, left only through its leading test
    ({!single_exit}), whose test compares the counter's own values
    (order-keeping casts, or a signed counter from a non-negative start:
    {!Cil_shapes.ordered_var_of}). *)

val down_to_zero :
  Cil_types.fundec -> (Cil_types.stmt * Cil_types.stmt list) list -> Cil_types.stmt -> Cil_types.varinfo option
(** [down_to_zero fd with_loops loop]: the counter of a loop that goes on
    while [i >= 0] and steps [i] by -1 last in every iteration, left only
    through its test: its last iteration, when it runs, has [i = 0]. *)
