(** Small shapes of CIL code shared by the plug-in's pattern recognisers
    (per-thread slots, tickets): which variable an expression is, which
    variable a statement assigns as a whole. *)

val var_of : Cil_types.exp -> Cil_types.varinfo option
(** The variable [e] reads whole ([v], casts aside). *)

val is_var : Cil_types.varinfo -> Cil_types.exp -> bool
(** [e] reads variable [v] whole (casts aside). *)

val assigned : Cil_types.stmt -> Cil_types.varinfo list
(** The variable a statement assigns whole (assignment, call result, local
    initialisation); writes through pointers, offsets or asm are not
    included (the recognisers require variables whose address is never
    taken). *)

val assigns : Cil_types.varinfo -> Cil_types.stmt -> bool
(** [List.mem v (assigned s)] by variable identity. *)
