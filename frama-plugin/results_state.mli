(** The results of the last Racer run of a project, for the GUI panels.

    A projectified Frama-C state: [-save] writes it, [-load] restores it, and
    it is cleared with the AST or any Racer option, like the run itself
    ({!Pipeline.run}), so the panels never show results of another program.
    The GUI only reads it: it never runs the analysis. *)

val wanted : unit -> bool
(** Whether a run should fill the state: in [frama-c-gui], or when the
    project will be saved ([-save]); plain command-line runs skip the
    extra work. *)

val set : Results_data.t -> unit

val get : unit -> Results_data.t option
(** [None] when no run filled it in the current project (no [-racer] or
    [-deadlock], or the AST or an option changed since). *)

val self : State.t
