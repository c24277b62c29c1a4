(** The small evaluator of the per-thread recognisers ({!Instance_meets},
    {!Loop_runs}): integer expressions and element addresses under an
    environment of variables (by [vid]) to values. *)

type value =
  | Int of Integer.t
  | Element of { base : Cil_types.varinfo; index : Integer.t; elt : Cil_types.typ }
      (** the address of element [index] of array or block [base], whose
          elements have type [elt] *)

val eval : (int * value) list -> Cil_types.exp -> value option
(** [eval env e]: constants, variables of [env], casts, arithmetic and
    bitwise operators on small integers; None for anything else (memory,
    calls, comparisons). Every integer result is converted to its
    expression's type as GCC does (modulo 2^N: [(unsigned char)(i * 64)] is
    0 for [i = 4], [0u - 1] is large), so two iterations the code maps to
    one value get one value here; results beyond 0xffff are refused. *)

val ffs : Integer.t -> Integer.t
(** [ffs x]: the position of the lowest bit set in the int [x], from 1; 0
    for 0 (C's [ffs]). *)
