(** Main's create loop run by itself, for the arguments its iterations pass
    ({!Instance_meets}). *)

val iterations : int
(** How many iterations of a create loop are tried for a witness pair. *)

val simulated_args :
  ?started:((int * Value_eval.value) list -> Value_eval.value -> (int * Value_eval.value) list option) ->
  is_model_call:(string -> bool) ->
  lock_balance:(string -> int) ->
  Cil_types.fundec ->
  loop:Cil_types.stmt ->
  create:Cil_types.stmt ->
  thread:Cil_types.varinfo ->
  Cil_types.exp ->
  Value_eval.value list option
(** [simulated_args fd ~loop ~create ~thread arg]: the value of [arg] at
    [create] in each of the first iterations of [loop] run by itself, the
    threads it creates waiting (such an execution exists: they may start
    after main's iterations). The loop is a plain counter loop
    ({!Counter_loops.plain}) whose body is plain instructions: assignments
    the evaluator follows (locals, and globals with a constant initialiser
    main sets nowhere else, whose address is never taken and that no
    function other than main and the created [thread] writes: a function
    main called, or a thread it joined, before the loop would change the
    value the loop starts from, and a call in the new thread's prefix could
    change it behind {!prefix_effects}),
    [ffs], and model calls that change no value ([is_model_call]: locks,
    the create); anything else gives None. [started env v]: the state once
    the new instance (argument [v]) has run up to some point, when main
    holds no lock at the create ([lock_balance]: +1 lock, -1 unlock). The
    values are those of the first iterations tried, whether or not the
    loop's bound lets them run: the caller keeps those that can
    ({!Counter_loops.can_run}). *)

val prefix_effects :
  is_model_call:(string -> bool) ->
  lock_balance:(string -> int) ->
  Cil_types.varinfo ->
  Cil_types.stmt list ->
  upto:Cil_types.stmt ->
  (int * Value_eval.value) list ->
  Value_eval.value ->
  (int * Value_eval.value) list option
(** [prefix_effects formal prefix ~upto env arg]: main's state [env] once a
    new instance, whose argument is [arg] ([formal]), has run its [prefix]
    statements before [upto] and paused there: its writes of the globals
    [env] tracks are applied. None when that run is unclear: a call other
    than a model call or a call storing into a local, a write of a tracked
    global the evaluator cannot follow, or a lock still held at [upto] (the
    next instance could not get past it). *)
