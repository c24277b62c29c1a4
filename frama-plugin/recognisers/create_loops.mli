(** Shapes of [main]'s thread-creating loops that the per-thread
    recognisers share ({!Instance_keys} for slots that differ between
    instances, {!Instance_meets} for slots two instances share). *)

val statements_with_loops : Cil_types.fundec -> (Cil_types.stmt * Cil_types.stmt list) list
(** Every statement of a function with the loops around it, innermost
    first. *)

val stable_base : Cil_types.kernel_function -> Cil_types.fundec -> Cil_types.stmt -> Cil_types.varinfo -> bool
(** [stable_base main fd create x]: [x] does not change while threads
    created at [create] run — neither reached by code the IR cannot show
    ([Extract_bases.reach]'s outside set: a second name, asm, dlsym, the
    library's storage) nor an undefined [extern] the library writes
    ([optopt]), and an array, or a variable whose address is never
    taken, written only in [fd] at statements [create] does not reach (a
    global: in no other function either). For a global, [fd] must run once
    (the callers check: [main], never called); two runs of [fd] in two
    threads would write it while the other's threads run. *)

val before_in_block : Cil_types.fundec -> Cil_types.stmt -> Cil_types.stmt list
(** The statements of the block holding [create], before it. *)

val after_in_block : Cil_types.fundec -> Cil_types.stmt -> Cil_types.stmt list
(** The statements of the block holding a statement, after it. *)

val argument_holders : width:int -> Cil_types.fundec -> Cil_types.varinfo -> Cil_types.varinfo list
(** [argument_holders ~width f formal]: the locals of thread function [f]
    that hold its argument: [formal] itself when never written (none at
    all otherwise), and locals whose address is never taken and whose only
    write copies it through casts that keep [width]-bit values apart
    ([int j = (int)arg;]). *)
