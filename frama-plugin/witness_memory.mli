(** The memory of the witness interpreter ({!Witness_exec}): blocks of bytes
    holding typed cells, the values C programs compute, and C's integer
    arithmetic on them. Everything is immutable, so that the schedule
    search can go back to any earlier state for free.

    Whatever the interpreter cannot follow exactly (a partly overwritten
    cell, an uninitialised read, a signed overflow, a pointer turned into
    an integer) raises {!Stuck}: the execution being built is then given up,
    never guessed. *)

exception Stuck of string
(** The execution cannot go on as the interpreter understands it (undefined
    behaviour, an unsupported construct, the program ending). *)

val stuck : ('a, Format.formatter, unit, 'b) format4 -> 'a
(** Raises {!Stuck} with a formatted reason. *)

type value =
  | Int of Integer.t  (** an integer, or a pointer made from one (NULL is [Int 0]) *)
  | Ptr of int * int  (** byte [offset] into block [id] *)
  | Fun of Cil_types.varinfo  (** the address of a function *)

type t

val empty : t

val alloc : t -> owner:int -> size:int -> zeroed:bool -> name:string -> t * int
(** A new block of [size] bytes (raises {!Stuck} beyond 1 MiB), its bytes
    0 when [zeroed] (static storage, calloc), else unknown until written;
    [name] says what it holds in messages. Ids are numbered per [owner]
    (a thread id, -1 for the globals), so that they do not depend on how
    the threads interleave. *)

val add_value : Buffer.t -> value -> unit

val fingerprint : Buffer.t -> t -> unit
(** Appends a text that equal memories, and only they, share. *)

val block_size : t -> int -> int
(** The size in bytes of a live block. *)

val free : t -> int -> t
(** The block may no longer be accessed. *)

val read : t -> int -> int -> Cil_types.typ -> value
(** [read m block offset typ]: the scalar of type [typ] stored there. *)

val read_whole : t -> int -> int -> Cil_types.typ -> value option
(** The value stored at exactly that place with exactly that size, if any
    (an opaque value of aggregate type). *)

val write : t -> int -> int -> Cil_types.typ -> value -> t

val copy : t -> src:int * int -> dst:int * int -> size:int -> t
(** Copies [size] bytes (a structure or array assignment). *)

val size_of : Cil_types.typ -> int
(** In bytes; {!Stuck} when unknown. *)

val truth : value -> bool
(** C's truth of a scalar: non-zero, or any valid address. *)

val convert : Cil_types.typ -> value -> value
(** A value stored into, or cast to, type [typ]: integers are wrapped to
    its width (two's complement, as GCC does), pointers and addresses stay;
    an address turned into an integer is {!Stuck}. *)

val binop : Cil_types.binop -> Cil_types.typ -> value -> Cil_types.typ -> value -> Cil_types.typ -> value
(** [binop op t1 v1 t2 v2 result]: C's operator on operands of types [t1]
    and [t2] (CIL made them explicit), the result of type [result]. *)

val unop : Cil_types.unop -> value -> Cil_types.typ -> value
