(** A read-only table of strings in a scrolled window: rows may be
    emphasised (bold, red), and selecting a row calls back with its index.
    The GTK part every panel shares. *)

type t

val create : titles:string list -> packing:(GObj.widget -> unit) -> unit -> t

val set_rows : t -> (string list * bool) list -> unit
(** Replaces the rows: cells (one per title) and whether to emphasise. *)

val select : t -> int -> bool
(** Selects a row as the user would (the {!on_select} callback runs);
    false when there is no such row. *)

val on_select : t -> (int -> unit) -> unit
(** Called with the row index when the user selects a row (or activates
    the selected one again), not when {!set_rows} refills the table. *)
