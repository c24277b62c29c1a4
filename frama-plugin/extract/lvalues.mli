(** What the syntactic backend can name in an lvalue without evaluating
    anything: the variable it lives in, or the variable holding the pointer
    it goes through, and the bit range its offset covers when that range is
    a compile-time constant. Shared by the event and access extractions so
    that both name the same base for the same lvalue. *)

open Cil_types

(** The host of an lvalue as the syntactic backend sees it. *)
type host =
  | Variable of varinfo  (** [v.off]: the object is (part of) [v] *)
  | Through of varinfo
      (** [*e .off] where [e] is, after stripping casts and pointer
          arithmetic, an lvalue with host variable [p] (e.g. [p], [p + i],
          [(char * )p], [s.p]): the object is named by [p] *)
  | Unnamed  (** [*e] for any other [e] (e.g. [*(f())], [*( *pp)]) *)

val host : lval -> host

val pointer_variable : exp -> varinfo option
(** The variable holding the pointer value of [e], if [e] is an lvalue with
    a variable host once casts and pointer arithmetic are stripped. *)

val has_field : offset -> bool
val has_index : offset -> bool

val is_function : lval -> bool
(** The lvalue designates a function ([f] or [*fp]): reading it reads no
    memory. *)

val size_bits : typ -> int
(** [Cil.bitsSizeOf], or [-1] when the size is not known or not positive
    (incomplete or function type, empty struct, flexible array, ...). *)

val bitfield_run : offset -> (int * int) option
(** For an offset ending with a bit-field of non-zero width: [(before,
    width)], the maximal run of adjacent non-zero-width bit-fields it
    belongs to starts [before] bits before the bit-field and spans [width]
    bits. C11 (3.14) makes such a run ONE memory location: a write of one
    bit-field may rewrite its neighbours ([s.ready = 1] against [s.failed =
    1] is a race), so every access of a bit-field covers its whole run.
    None for other offsets. *)

val access_size : lval -> int
(** The bits an access of the lvalue covers: its type's size
    ({!size_bits}), or the width of its bit-field's run ({!bitfield_run}). *)

val bit_range : varinfo -> offset -> (int * int) option
(** [Some (lo, hi)]: the offset covers bits [lo..hi] of the variable
    (inclusive; the whole variable for [NoOffset]; a bit-field's whole run
    of adjacent bit-fields, {!bitfield_run}); [None] when the offset is not
    constant (a variable index) or the size is unknown. *)

val atomic_attribute : string
(** ["racer_atomic"]: the CIL attribute Racer's front end puts on the types
    the program declares [_Atomic]. *)

val is_atomic_type : typ -> bool
(** The type (typedefs unrolled) carries {!atomic_attribute} and not
    ["racer_plain"] (the type [atomic_init] writes through: C11 7.17.2.2
    makes the initialisation a plain write, {!Input_rewrite.plain_attribute}). *)

val is_atomic : lval -> bool
(** The lvalue designates an atomic object: its type is atomic, or it is an
    element of an array whose type is. Every access of it is atomic. *)
