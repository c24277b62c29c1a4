(** The lock-graph panel's rows: edges with their number of acquisitions
    (edges on a deadlock emphasised), the acquisitions of one edge, and the
    cycles (deadlocks first). Pure (unit-tested in [test/]). *)

type row = {
  cells : string list;
  hot : bool;  (** on a deadlock: shown emphasised *)
  targets : Results_data.stmt list;  (** what selecting the row shows, the first one scrolled to *)
}

val edge_columns : string list
(** From | To | Acquisitions | Deadlock | First acquired at. *)

val edges : Results_data.deadlocks -> row list

val acquisition_columns : string list
(** Thread | Acquires | At | Holding | Locked at | Context. *)

val acquisitions : Results_data.edge -> row list

val cycle_columns : string list
(** Cycle | Locks | Threads / why. *)

val cycles : Results_data.deadlocks -> row list
(** Deadlocks and self-deadlocks (their acquisitions as targets), then
    possible ones, then dropped ones with their filter. *)

val verdict : Results_data.deadlocks option -> string
(** The line above the tables. *)
