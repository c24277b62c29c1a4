(** The Eva backend ([-cc-value-analysis eva]): for each strategy of
    [-cc-thread-approx], a program model with the Eva thread analysis'
    per-context facts, run by the core with the matching approximation.
    [combined] (the default) runs [over] first and keeps its verdict when it
    proves absence, then [under], whose verdict is kept when it proves a
    race; otherwise the verdict is unknown and the [over] report (the
    possible races, with reasons) is shown. Deadlocks (with [-deadlock])
    follow the same rule, possibly from the other run. Both run in this
    process, each in a project copy of its own. *)

val run :
  build_model:(?prune:(Cil_types.stmt -> Cil_types.stmt -> bool) -> unit -> Racer_core.Model.t * Ids.t * 'summary) ->
  run_core:(approximation:string -> Racer_core.Model.t -> Racer_core.Session.t) ->
  report:(races:Racer_core.Session.t -> deadlocks:Racer_core.Session.t -> 'summary -> unit) ->
  classify:(string -> Racer_core.Session.call_class) ->
  atomic_op:Extract_accesses.atomic_ops ->
  keys:Instance_keys.t ->
  fallback:(unit -> unit) ->
  unit
(** [build_model] extracts a fresh model from the current (user's) AST,
    without the control-flow edges [prune] names (the under run's model
    leaves out the branches a usable over run never took);
    [run_core] runs a finished model in a new session; [report] prints the
    races of one session and the deadlocks of one (often the same).
    When Eva gives up on the program (an abort of the Eva plug-in), a
    warning says so and [fallback] (the syntactic backend) runs instead. *)
