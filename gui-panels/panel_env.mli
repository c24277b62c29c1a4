(** What every panel gets from the GUI extension: the current project's
    results, the statement selected in the source view, the way to show
    statements, and the log line. *)

type t = {
  results : unit -> Results_data.t option;
  selected : unit -> Results_data.stmt option;
  show : Results_data.stmt list -> unit;
      (** marks these statements in the source view, scrolls to the first and
          makes it the selected statement (of the Locksets and Threads tabs) *)
  log : string -> unit;  (** a line on the [racer] channel, category [gui] *)
}

type panel = {
  refresh : unit -> unit;  (** redraws from the results (and the selected statement) *)
  pick_first : unit -> bool;
      (** selects the first row of the tab's main table, as a click would;
          false when it has none *)
}
(** What a tab gives back to the extension. *)

val page : GPack.notebook -> string -> GPack.box
(** A new tab of the notebook (a vertical box), titled. *)

val fixed : GPack.box -> GObj.widget -> unit
(** Packs a widget at its natural height (labels, buttons). *)

val filling : GPack.box -> GObj.widget -> unit
(** Packs a widget that takes the space left (tables). *)

val label : packing:(GObj.widget -> unit) -> GMisc.label
(** A left-aligned, selectable, wrapping line of text. *)
