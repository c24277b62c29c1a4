(** The threads panel's rows: the thread-creation graph, and for one
    statement the threads that may / must run in parallel with it, per
    context. Pure (unit-tested in [test/]). *)

type row = {
  cells : string list;
  target : Results_data.stmt option;  (** where selecting the row goes *)
}

val thread_columns : string list
(** Thread | Entry | Created at | Created by | Instances. *)

val threads : Results_data.t -> row list
(** Main first. *)

val parallel_columns : string list
(** Thread | Context | May run in parallel | Must run in parallel. *)

val parallel : Results_data.t -> sid:int -> row list
(** For the statement with this sid: one row per context reaching it; the
    other threads only (a multiple thread counts itself: another instance
    may run alongside). *)

val title : Results_data.t option -> Results_data.stmt option -> string
