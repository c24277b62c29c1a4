(** The Eva backend ([-cc-value-analysis eva]): for each strategy of
    [-cc-thread-approx], a program model with the Eva thread analysis'
    per-context facts, run by the core with the matching approximation.
    [combined] (the default) runs [over] first and keeps its verdict when it
    proves absence; otherwise the [over] report (the possible races, with
    reasons) is shown, unless the code alone proves a race (below). Eva's
    values never make a race certain: races come from executions (the
    witness search) or from facts read off the code. [under] runs only
    when the over run is unusable or for deadlocks, whose presence it may
    show (absence comes from [over]). Each run is in a project copy of its
    own.

    Eva fallback (docs/engines.md): when the over run is unusable (cut
    short, not stable, a result it cannot cover), the possible races are
    [alias_races reasons]'s (the alias backend's session, told why), the
    under run's races searched first for witnesses ([witnesses]); when Eva
    fails (a recursive function, an abort), [fallback why] (the alias
    backend) runs instead. *)

val run :
  build_model:(?prune:(Cil_types.stmt -> Cil_types.stmt -> bool) -> unit -> Racer_core.Model.t * Ids.t * 'summary) ->
  run_core:(approximation:string -> Racer_core.Model.t -> Racer_core.Session.t) ->
  code_only:(unit -> Racer_core.Session.t * 'summary) ->
  alias_races:(string list -> Racer_core.Session.t * 'summary) ->
  witnesses:(Racer_core.Session.t -> 'summary -> unit) ->
  report:(races:Racer_core.Session.t -> deadlocks:Racer_core.Session.t -> 'summary -> unit) ->
  classify:(string -> Racer_core.Session.call_class) ->
  atomic_op:Extract_accesses.atomic_ops ->
  keys:Instance_keys.t ->
  fallback:(string -> unit) ->
  unit
(** Eva's values never make a race certain (the core keeps the races they
    give possible): when the verdict is unknown, [code_only] (the syntactic
    backend: a model and a finished session from the code alone) is asked,
    and its report is the one shown when it proves a race.
    [build_model] extracts a fresh model from the current (user's) AST,
    without the control-flow edges [prune] names (the under run's model
    leaves out the branches a usable over run never took);
    [run_core] runs a finished model in a new session; [report] prints the
    races of one session and the deadlocks of one (often the same).
    When the over run supports no verdict, [alias_races reasons] gives the
    session whose races are reported (the alias backend's facts, the
    reasons reported as eva-fallback imprecisions) and [witnesses] searches
    executions for the under run's races first.
    When Eva gives up on the program (a recursive function, an abort of
    the Eva plug-in), a warning says so and [fallback why] (the alias
    backend) runs instead. *)
