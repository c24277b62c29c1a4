(** C names of the parts of aggregate variables, for reports: the rows of
    the model's [field_paths] table ([acct.audits], [locks[2]],
    [g_stats.mu]), so that a race on bits 64..95 of [acct] reads
    "acct.audits" and a lock at bit 0 of [g_stats] reads "g_stats.mu".

    Every field (through anonymous members) and the first
    [max_elements] elements of every array get a row, nested parts
    included, up to [max_rows] rows per variable; the library's opaque types
    (pthread and C11 thread objects) are named but not entered. No engine
    reads these rows. *)

val max_rows : int
val max_elements : int

val add : Racer_core.Model.t -> base:int -> name:string -> Cil_types.typ -> unit
(** [add model ~base ~name typ]: the rows of variable [name] of type [typ],
    model base [base]; none for a scalar. *)
