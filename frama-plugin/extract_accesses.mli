(** Extraction of the syntactic backend's memory accesses: per statement,
    the reads of every lvalue the statement evaluates and the write of the
    lvalue it assigns, valid in every context. An access through a pointer
    is named by the pointer variable (flag through_pointer, unknown offset);
    one whose pointer no variable holds ([s->p->x], [**pp]) by the first
    variable its address depends on. Nothing is filtered: deciding which
    bases can race is the core's job. *)

(** One access row as the syntactic backend names it. *)
type access = {
  kind : int;  (** [Const.access_read] or [Const.access_write] *)
  base : int;
  lo : int;  (** bit offsets, -1 when unknown *)
  hi : int;
  size : int;
  flags : int;
}

type atomic_ops = string -> (int * [ `Read | `Write | `Read_write ]) option
(** What the concurrency models say of a library function: [Some (position,
    access)] when it is an atomic operation on the object its argument
    [position] points to ({!Racer_core.Session.atomic_operation}). *)

val stmt_lvals : atomic_op:atomic_ops -> Cil_types.stmt -> (int * int * Cil_types.lval) list
(** The lvalues the statement itself reads and writes, as (kind, flags,
    lvalue) in evaluation order (duplicates kept); the Eva backend evaluates
    these. [flags] is [Const.access_atomic] for an object of atomic type
    ({!Lvalues.is_atomic}) and for the object of an atomic operation, else
    0. *)

val evaluated_lvals : Cil_types.stmt -> (int * int * Cil_types.lval) list
(** {!stmt_lvals} without the accesses a call of a body-less function may
    make through the pointers it is given ([sscanf(s, "%d", &x)] writes x
    only on a match): only the reads of the expressions the statement
    evaluates and the write of the lvalue it assigns, which surely happen.
    No atomic operation is among them; objects of atomic type are flagged. *)

val lval_access : Ids.t -> kind:int -> ?flags:int -> Cil_types.lval -> access option
(** The syntactic row of one of those lvalues, if the backend can name it;
    [flags] (default 0) are added to the row's own. *)

val synchronisation_prefixes : string list
(** Name prefixes of the functions whose pointer arguments are
    synchronisation objects or atomic operands (pthread_, mtx_, __atomic,
    ...): the concurrency models' business, not memory accesses. *)

val extract :
  ?queries:bool -> atomic_op:atomic_ops -> keys:Instance_keys.t -> Racer_core.Model.t -> Ids.t -> unit
(** With [queries] (the alias backend), each access through a pointer gets
    an expression row for the address of its lvalue, whose definition
    ({!Ids.add_definition}) the alias backend answers. An access [keys]
    names gets that instance key ({!Instance_keys}). *)
