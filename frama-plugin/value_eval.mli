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
    bitwise operators on small integers (larger results are refused, so C's
    integer ranges are no concern); None for anything else (memory, calls,
    comparisons). *)

val ffs : Integer.t -> Integer.t
(** [ffs x]: the position of the lowest bit set in the int [x], from 1; 0
    for 0 (C's [ffs]). *)
