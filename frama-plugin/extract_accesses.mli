(** Extraction of the syntactic backend's memory accesses: per statement,
    the reads of every lvalue the statement evaluates and the write of the
    lvalue it assigns, valid in every context. An access through a pointer
    is named by the pointer variable (flag through_pointer, unknown offset);
    one whose pointer no variable holds is skipped. Nothing is filtered:
    deciding which bases can race is the core's job. *)

val extract : Racer_core.Model.t -> Ids.t -> unit
