(** The "Threads" tab: the thread-creation graph (selecting a thread shows
    its create statement) and, for the statement selected in the source
    view, the threads that may / must run in parallel with it. *)

val create : Panel_env.t -> GPack.notebook -> unit -> unit
(** Adds the tab; returns its refresh function (results or selection
    changed). *)
