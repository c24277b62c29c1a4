(** The locksets panel's rows: for one statement, one row per thread,
    context and entry lockset that reaches it, as the Deadlock plug-in's GUI
    showed them. Pure (unit-tested in [test/]). *)

type row = { cells : string list  (** one per {!columns} entry *) }

val columns : string list
(** Thread | Entry lockset | Context | Parameters | Must lockset |
    May lockset | Lock-graph edges added. *)

val rows : Results_data.t -> sid:int -> row list
(** The rows of the statement with this sid, by thread then context (rows
    of one thread and context stay together). *)

val title : Results_data.t option -> Results_data.stmt option -> string
(** The line above the table, for the selected statement (if any). *)
