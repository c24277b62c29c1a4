(** Extraction of the syntactic backend's memory accesses: per statement,
    the reads of every lvalue the statement evaluates and the write of the
    lvalue it assigns, valid in every context. An access through a pointer
    is named by the pointer variable (flag through_pointer, unknown offset);
    one whose pointer no variable holds is skipped. Nothing is filtered:
    deciding which bases can race is the core's job. *)

(** One access row as the syntactic backend names it. *)
type access = {
  kind : int;  (** [Const.access_read] or [Const.access_write] *)
  base : int;
  lo : int;  (** bit offsets, -1 when unknown *)
  hi : int;
  size : int;
  flags : int;
}

val stmt_lvals : Cil_types.stmt -> (int * Cil_types.lval) list
(** The lvalues the statement itself reads and writes, as (kind, lvalue) in
    evaluation order (duplicates kept); the Eva backend evaluates these. *)

val lval_access : Ids.t -> kind:int -> Cil_types.lval -> access option
(** The syntactic row of one of those lvalues, if the backend can name it. *)

val extract : Racer_core.Model.t -> Ids.t -> unit
