(** Reads what the GUI panels show out of finished core sessions, before
    they are freed: the result tables (core/README.md, "Result tables")
    become {!Results_data.t}, core ids become names (the core's own, from
    its result strings) and statements (sids, through the run's {!Ids}). *)

val read :
  Ids.t ->
  races:Racer_core.Session.t ->
  deadlocks:Racer_core.Session.t ->
  with_races:bool ->
  with_deadlocks:bool ->
  Results_data.t
(** [races] gives the races, threads, locksets and parallel threads,
    [deadlocks] the lock graph and its cycles (the Eva backend's combined
    strategy may take them from two runs; both models come from the same
    AST, so they number statements alike, and [Ids] maps either). Races are
    read with [with_races] ([-racer]), deadlocks with [with_deadlocks]
    ([-deadlock]). *)
