(** The races panel's rows: one per race location, must-races first. Pure:
    no GTK, no Frama-C (unit-tested in [test/]). *)

type row = {
  cells : string list;  (** one per {!columns} entry *)
  must : bool;  (** shown emphasised *)
  accesses : Results_data.stmt * Results_data.stmt;  (** what selecting the row highlights *)
}

val columns : string list
(** Race | On | First access | Locks held | Second access | Locks held |
    Why (not) certain | Accesses | Threads in conflict: the location's pair
    shown first (a certain one for a must-race), a may-race's reasons or the
    execution that shows a witnessed race, the number of access sites with
    the first few, the thread pairs that conflict there. *)

val access : Results_data.access -> string
(** ["write by t1:20 at bank.c:14"], with [" (through a pointer)"]. *)

val sites_cell : Results_data.race -> string
(** The Accesses cell: ["3: write by t1:20 at a.c:12; ..."], the first five sites
    spelled out. *)

val rows : show_may:bool -> Results_data.races -> row list
(** Must-races first, then may-races (left out without [show_may]), each
    group in report order. *)

val verdict : Results_data.races option -> string
(** The line above the table: ["Verdict: race - 1 must-race, 2 may-races"],
    the reasons of an unknown verdict, or what to do when there are no race
    results. *)
