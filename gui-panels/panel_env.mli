(** What every panel gets from the GUI extension: the main window, the
    current project's results, the statement selected in the source view,
    and the way to show statements. *)

type t = {
  main : Design.main_window_extension_points;
  results : unit -> Results_data.t option;
  selected : unit -> Results_data.stmt option;
  show : Results_data.stmt list -> unit;
      (** marks these statements in the source view and scrolls to the first *)
  log : string -> unit;  (** a line on the [racer] channel, category [gui] *)
}

val page : GPack.notebook -> string -> GPack.box
(** A new tab of the notebook (a vertical box), titled. *)

val fixed : GPack.box -> GObj.widget -> unit
(** Packs a widget at its natural height (labels, buttons). *)

val filling : GPack.box -> GObj.widget -> unit
(** Packs a widget that takes the space left (tables). *)

val label : packing:(GObj.widget -> unit) -> GMisc.label
(** A left-aligned, selectable, wrapping line of text. *)
