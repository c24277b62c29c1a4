(** The alias backend's view of C expressions: each pointer value as a set
    of terms over named nodes (variables, heap sites, functions, return
    slots), field-insensitive, in the base + offset model of the paper.
    [x] is the value stored in [x], [&x.f] the address of [x] at the bit
    offset of [f], [*p] the value after one more dereference. Casts keep
    the value (an integer may carry a pointer); arithmetic keeps the
    objects but loses the offset. *)

open Cil_types

(** Where a term lives. *)
type node =
  | Base of int  (** a base id: variable or heap site *)
  | Func of int  (** a function id: its code, what function pointers hold *)
  | Ret of int  (** the return value of a function id *)
  | Unknown  (** a value the analysis cannot name *)

type term = {
  node : node;
  deref : int;  (** -1: the address of the node; k >= 0: its value after k dereferences *)
  shift : int;  (** bits: the address's offset, or what arithmetic added; -1 unknown *)
}

val sources : Ids.t -> exp -> term list
(** The terms the value of an expression may be; [] when it holds no
    pointer (a constant, a comparison). *)

val address : Ids.t -> lval -> term list
(** The terms of [&lv]. *)

val value : Ids.t -> lval -> term list
(** The terms of the value stored in [lv] (a function designator's value
    is the function's address). *)

val destinations : Ids.t -> lval -> (node * int) list
(** Where a store into [lv] goes: (node, dereferences), e.g. [x.f] is
    [(Base x, 0)], [p->f] is [(Base p, 1)]. *)

val deref : term -> term
(** One more dereference: the value at where the term points. *)
