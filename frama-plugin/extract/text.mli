(** One-line text of CIL expressions and types, as Frama-C prints them, for
    the model's string columns (expression text, base type). *)

val exp : Cil_types.exp -> string
val typ : Cil_types.typ -> string
