(** Between the panels' statements ({!Results_data.stmt}: sids) and the
    Frama-C GUI's source view. *)

val of_stmt : Cil_types.stmt -> Results_data.stmt
(** The panels' view of a statement of the current AST. *)

val selected_stmt : Pretty_source.localizable -> Cil_types.stmt option
(** The statement a selection in the source view is in, if any. *)

val still_there : Results_data.stmt -> bool
(** The current AST has a statement with this sid, on this line: true
    after a reparse of unchanged files (sids are given in the same order),
    false after a change or for another program. *)

val show : Design.main_window_extension_points -> Results_data.stmt -> unit
(** Shows the statement: its function in the source view, scrolled to it,
    and its line in the original source. Does nothing for a statement the
    current AST does not have (a result read before a reparse). *)
