(** The "Threads" tab: the thread-creation graph (selecting a thread shows
    its create statement) and, for the statement selected in the source
    view, the threads that may / must run in parallel with it. *)

val create : Panel_env.t -> GPack.notebook -> Panel_env.panel
(** Adds the tab. *)
