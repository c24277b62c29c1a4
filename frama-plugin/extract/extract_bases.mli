(** Extraction of memory bases: global variables, formals and locals of
    defined functions, and one heap base per syntactic allocation site (a
    direct call to malloc, calloc, realloc or aligned_alloc). Runs after
    {!Extract_program} (heap sites refer to statements) and before the
    events and accesses, which refer to bases. *)

val allocators : string list
(** The allocation functions whose call sites are heap bases. *)

val allocator_of_stmt : Cil_types.stmt -> string option
(** The allocation function statement [s] calls directly, if any. *)

val extract : Racer_core.Model.t -> Ids.t -> unit

val addresses_taken : unit -> Cil_datatype.Varinfo.Set.t
(** The variables whose address the program takes ([&v], or an array [v]
    decaying to a pointer, but for the output slots of thread creations,
    joins and library functions that keep no pointer), or that code
    reaches otherwise than by their name (the second set of {!reach});
    CIL's [vaddrof] is also set on arrays that are only indexed. *)

val reach : unit -> Cil_datatype.Varinfo.Set.t * Cil_datatype.Varinfo.Set.t
(** [(addresses_taken (), outside)]: [outside] is the part the program IR
    cannot show (the base flag [outside_ir]): asm operands and the
    addresses asm inputs form, globals an asm template names, second names
    (asm labels, alias attributes), every global when the program calls
    [dlsym]. *)

val free_choices : unit -> Cil_datatype.Varinfo.Set.t
(** Locals that hold a fresh nondeterministic value and are read by one
    branch only ([int res = __VERIFIER_nondet_int(); if (res) ...]): one
    assignment, from a [__VERIFIER_nondet_*] function without a body, and
    one other occurrence, the tested variable of an [if]. Either way of
    that [if] happens in some execution. *)

val returns_fresh_block : Cil_types.varinfo -> bool
(** A function returning a fresh block: [malloc], [calloc], [aligned_alloc]
    (not [realloc], which may give its block back), or a defined wrapper
    whose every return gives a local only ever assigned such a result
    (SV-COMP's [safe_malloc]). *)
