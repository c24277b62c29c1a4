(** The "Locksets" tab: for the statement selected in the source view, a
    row per thread, context and entry lockset with the must and may
    locksets before it and the lock-graph edges it adds. *)

val create : Panel_env.t -> GPack.notebook -> Panel_env.panel
(** Adds the tab. *)
