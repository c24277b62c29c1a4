(** Extraction of the syntactic backend's memory accesses: per statement,
    the reads of every lvalue the statement evaluates and the write of the
    lvalue it assigns, valid in every context, and what a call of a function
    without a body may read and write through its arguments
    ({!Library_calls}: flagged may unless it surely happens, over the bytes
    the call may touch). An access through a pointer
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

(** What the concurrency models say of a library function. *)
type atomic_ops = {
  operation : string -> (int * [ `Read | `Write | `Read_write ]) option;
      (** [Some (position, access)] when it is an atomic operation on the
          object its argument [position] points to
          ({!Racer_core.Session.atomic_operation}) *)
  model_call : string -> bool;
      (** the models give it a class (lock, create, join, ...): its pointer
          arguments are synchronisation objects, only its outputs are
          accesses ({!Library_calls.effects}) *)
}

(** One lvalue a statement reads or writes. *)
type lval_use = {
  kind : int;  (** [Const.access_read] or [Const.access_write] *)
  flags : int;
      (** [Const.access_atomic] for an object of atomic type
          ({!Lvalues.is_atomic}) and for the object of an atomic operation;
          [Const.access_may] for an access a library call may make but
          Racer does not know it surely does ({!Library_calls.effect}) *)
  lv : Cil_types.lval;
  extent : Library_calls.extent;
      (** the bytes from [lv]'s address on the access covers: [Lvalue] for
          the statement's own accesses, the library's extent for a library
          call's *)
  library : bool;
      (** an access a library call may make through an argument (not the
          atomic operand of an atomic operation): no instance key or meet
          speaks of it *)
}

val stmt_lvals : atomic_op:atomic_ops -> Cil_types.stmt -> lval_use list
(** The lvalues the statement itself reads and writes, in evaluation order
    (duplicates kept): its own, then for a call ([Call] or a local
    initialised by one) of a function without a body what the library may
    access through the arguments. The Eva backend evaluates these. *)

val evaluated_lvals : Cil_types.stmt -> lval_use list
(** What the statement surely accesses: {!stmt_lvals} without the accesses a
    call of a body-less function only may make through the pointers it is
    given ([sscanf(s, "%d", &x)] writes x only on a match, an unknown
    [os_lock(&m)] may lock m). Left: the reads of the expressions the
    statement evaluates, the write of the lvalue it assigns, and the bytes
    [memset]/[memcpy]-like functions of a constant size surely touch (their
    [extent]). No atomic operation is among them; objects of atomic type are
    flagged. *)

val lval_access :
  Ids.t -> kind:int -> ?flags:int -> ?extent:Library_calls.extent -> Cil_types.lval -> access option
(** The syntactic row of one of those lvalues, if the backend can name it;
    [flags] (default 0) are added to the row's own. A variable's row covers
    the bits of [extent] (default [Lvalue]): the lvalue's, the variable's,
    n bytes or the rest of the variable from the lvalue on; through a
    pointer, the offsets are unknown and the size is the extent's (-1 when
    it reaches the end of the object). *)

val extract :
  ?queries:bool -> atomic_op:atomic_ops -> keys:Instance_keys.t -> Racer_core.Model.t -> Ids.t -> unit
(** With [queries] (the alias backend), each access through a pointer gets
    an expression row for the address of its lvalue, whose definition
    ({!Ids.add_definition}) the alias backend answers. An access [keys]
    names gets that instance key ({!Instance_keys}). *)

val library_storage_call : Ids.t -> Cil_types.stmt -> int option
(** The base of the C library's static storage ({!Ids.library_storage})
    when statement [s] calls a function that may rewrite it
    ({!Library_calls.returns_library_storage}): the call writes that base,
    somewhere, as a may access (every backend adds it). *)
