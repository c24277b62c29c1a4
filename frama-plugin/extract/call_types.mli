(** Calls through function pointers resolved by C's types: the functions
    the syntactic backend lets an indirect call reach.

    A call through a pointer reaches a function whose type has a different
    shape only if the function's address was converted on the way: C makes
    calling a function through a pointer of an incompatible type undefined
    (C11 6.3.2.3p8, 6.5.2.2p9), and CIL makes every conversion of a
    function's address explicit (a cast). So an indirect call may reach the
    address-taken functions of its own shape, and every function whose
    address is converted somewhere (to another function pointer type, to
    [void *], to an integer). The shape is deliberately coarse, so that the
    mismatches real programs live with (a callback of [struct item *]
    stored as one of [void *], [long] for [int] on LP32) stay possible:
    every pointer is one shape, integers and enums are shapes by size,
    and a prototype-less pointer type matches every function. *)

type t

val create : Ids.t -> t
(** Reads the functions known to {!Ids} and the whole AST (the conversions).
    When the program makes function pointers out of data (a cast of a
    non-function value to a function pointer type: [dlsym]), no filter
    applies: {!callees} answers [None]. *)

val callees : t -> Cil_types.exp -> int list option
(** The function ids (ascending) a call whose callee expression is [f] may
    reach, or [None] when the types say nothing (no prototype, code from
    data, or no function at all: the core then takes every address-taken
    function). *)
