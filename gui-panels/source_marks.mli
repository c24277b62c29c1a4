(** Marks in the source view: every access involved in a race (red for
    must-races, orange for may-races), and the statements the user picked
    in a panel (blue), through the GUI's source highlighter. *)

val register : Design.main_window_extension_points -> unit
(** Installs the highlighter (once, at GUI start). *)

val set_results : Results_data.t option -> unit
(** Marks the accesses of these results' races (call the GUI's
    [rehighlight] afterwards). *)

val set_picked : int list -> unit
(** The sids of the statements a panel selection shows. *)
