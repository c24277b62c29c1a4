(** Small shapes of CIL code shared by the plug-in's pattern recognisers
    (per-thread slots, tickets): which variable an expression is, which
    variable a statement assigns as a whole. *)

val var_of : ?width:int -> Cil_types.exp -> Cil_types.varinfo option
(** The variable [e] reads whole ([v], or [v] under casts that keep its
    values apart: each to an integer type other than [_Bool], or a pointer
    type, at least [width] bits wide — by default the variable's own width).
    GCC converts integers modulo 2^N, so such casts map different values of
    a [width]-bit source to different values; a narrower cast
    ([(unsigned char)head]) makes values repeat, and the recognisers that
    take [v]'s distinct values to distinct objects (slots, tickets, join
    loops) must not see through it. [width] is for a value that came from a
    narrower variable ([(int)(long)arg] holding a counter [int i] passed as
    [(void * )(long)i]). *)

val is_var : ?width:int -> Cil_types.varinfo -> Cil_types.exp -> bool
(** [e] reads variable [v] whole ({!var_of}). *)

val ordered_var_of : Cil_types.exp -> Cil_types.varinfo option
(** The integer variable [e] reads through casts that keep the ORDER of its
    values (the same signedness and no narrower, or unsigned to a wider
    signed type): a comparison in the cast's type then compares the
    variable's own values. [(unsigned)i < 2u] with an [int i], or [(int)u]
    of an unsigned [u], do not ([var_of] accepts them: they keep values
    apart, not their order). *)

val is_ordered_var : Cil_types.varinfo -> Cil_types.exp -> bool
(** [is_ordered_var v e]: [ordered_var_of e] is [v]. *)

val keeps : width:int -> Cil_types.typ -> bool
(** A cast to this type keeps the values of a [width]-bit integer or
    pointer apart ({!var_of}). *)

val assigned : Cil_types.stmt -> Cil_types.varinfo list
(** The variable a statement assigns whole (assignment, call result, local
    initialisation), and the variables an asm statement's outputs name
    (whole or in part: the recognisers ask "written only there"); writes
    through pointers or offsets are not included (the recognisers require
    variables whose address is never taken). *)

val assigns : Cil_types.varinfo -> Cil_types.stmt -> bool
(** [List.mem v (assigned s)] by variable identity. *)

val slot_address : Cil_types.exp -> (Cil_types.varinfo * Cil_types.exp) option
(** [(A, k)] for [&A[k]] ([A] an array; CIL writes [&A[0]] as [A]),
    [A + k] or [&*(A + k)] ([A] a pointer variable): a thread id's slot at
    a create. *)

val slot_value : Cil_types.exp -> (Cil_types.varinfo * Cil_types.exp) option
(** [(A, k)] for [A[k]] or [*(A + k)]: a thread id read from its slot. *)

val call_of : Cil_types.stmt -> (Cil_types.varinfo * Cil_types.exp) option
(** The function a statement calls directly and its first argument. *)

val loops_at : Cil_types.stmt -> Cil_types.stmt list
(** The loops a statement of a block stands for: itself, or the loops at
    the top of the block it opens ([for (int i = 0; ...)] is a block
    holding the counter's declaration and the loop). *)

val names_in_fundec : Cil_types.varinfo -> Cil_types.fundec -> bool
(** [names_in_fundec v fd]: [v] occurs anywhere in the function (read,
    written, address taken). *)

val names_in_stmt : Cil_types.varinfo -> Cil_types.stmt -> bool
(** [names_in_stmt v s]: [v] occurs in the statement itself: its
    instruction, or the expression an [if], [switch] or [return] tests or
    returns (not in the statements a compound statement holds). *)

val iter_blocks : (Cil_types.block -> unit) -> Cil_types.block -> unit
(** [iter_blocks f b]: [f] on [b] and on every block nested in it, outer
    ones first. *)

val strip_keeping : width:int -> Cil_types.exp -> Cil_types.exp
(** [e] without the casts around it that keep the values of a
    [width]-bit integer or pointer apart ({!keeps}). *)

val sub_statements : Cil_types.stmt -> Cil_types.stmt list
(** The statements [s] holds (an [if]'s branches, a block's, a loop's
    body), at any depth, [s] itself left out. *)

val steps_like : Cil_types.varinfo -> Cil_types.exp -> bool
(** [steps_like x p]: pointer [p] (often [x] behind casts) steps by
    elements of the size [x]'s do ([x] an array or a pointer): [p + k]
    then lies in [x]'s element [k]. Through [(unsigned * )buf] over a
    [char] array, [k] names the bytes of four elements. *)

val assigns_within : Cil_types.varinfo -> Cil_types.stmt -> bool
(** [s] or a statement it holds ([if (!w) w = &spare;]) assigns [v]
    ({!assigns}). *)

val labelled_within : Cil_types.stmt -> bool
(** [s] or a statement it holds carries a label: a jump may enter it
    there, past whatever comes before. *)

val flat : Cil_types.stmt list -> Cil_types.stmt list
(** The statements in the order they run, out of the unlabelled blocks
    that braces make and of the sequences of one expression
    ([next = end = next + 10;]): a critical section written in a nested
    block reads as one run of statements. *)

val blocks_of : Cil_types.block -> Cil_types.block list
(** Every block of a function body (or of any block), itself included, at
    any depth. *)

val is_thread_local : Cil_types.varinfo -> bool
(** [v] is declared [__thread] / [_Thread_local]: each thread has its
    own copy, so one thread's writes of it are not another's (a counter or
    a pool there is one per thread; a pointer there may differ between
    threads). *)

val occurrences : unit -> Cil_types.varinfo -> int
(** How many times each variable occurs in the program's functions and
    initialisers (reads, writes, calls, addresses). *)
