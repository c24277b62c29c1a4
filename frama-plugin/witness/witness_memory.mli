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
  | Int of Integer.t
      (** an integer, or a pointer made from one: its bits as an unsigned
          number (NULL is [Int 0]) *)
  | Ptr of int * int  (** byte [offset] into block [id] *)
  | Fun of Cil_types.varinfo  (** the address of a function *)
  | Tid of int
      (** the id of the thread of that number: opaque, equal only to
          itself, never 0; it goes through integer types as wide as
          glibc's pthread_t and nowhere else *)

type t

val empty : t

val alloc : ?heap:bool -> t -> owner:int -> size:int -> zeroed:bool -> name:string -> t * int
(** A new block of [size] bytes (raises {!Stuck} beyond 1 MiB), its bytes
    0 when [zeroed] (static storage, calloc), else unknown until written;
    [name] says what it holds in messages; [heap] (default false): made by
    malloc or calloc. Ids are numbered per [owner] (a thread id, -1 for the
    globals), so that they do not depend on how the threads interleave. *)

val add_value : Buffer.t -> value -> unit

val fingerprint : Buffer.t -> t -> unit
(** Appends a text that equal memories, and only they, share. *)

val block_size : t -> int -> int
(** The size in bytes of a live block. *)

val free : t -> int -> t
(** The block may no longer be accessed. *)

val free_heap : t -> int -> t
(** {!free} for the library's free(): {!Stuck} unless malloc or calloc
    made the block. *)

val read : t -> int -> int -> Cil_types.typ -> value
(** [read m block offset typ]: the scalar of type [typ] whose object
    representation is stored there. A value written with another type of
    the same size is reinterpreted as C does (integers of one size: a
    modular conversion; an integer's bits as a pointer); {!Stuck} for what
    cannot be reinterpreted exactly (floats, an address or a thread id read
    as an integer, a byte read as a _Bool that is neither 0 nor 1, an
    opaque aggregate value, bytes written in part or never). *)

val read_whole : t -> int -> int -> Cil_types.typ -> value option
(** The value stored at exactly that place with exactly that size, if any
    (an opaque value of aggregate type). *)

val all_zero : t -> int -> int -> int -> bool
(** [all_zero m block offset size]: every byte there is known to be 0. *)

val write : t -> int -> int -> Cil_types.typ -> value -> t
(** The value, already of the type (see {!convert}); an aggregate type
    stores an opaque value whole, which only a read of the same size as an
    aggregate gets back. *)

val copy : t -> src:int * int -> dst:int * int -> size:int -> t
(** Copies [size] bytes (a structure or array assignment). *)

val size_of : Cil_types.typ -> int
(** In bytes; {!Stuck} when unknown. *)

val truth : value -> bool
(** C's truth of a scalar: non-zero, or any valid address. *)

val convert : Cil_types.typ -> value -> value
(** A value stored into, or cast to, type [typ]: integers are wrapped to
    its width (two's complement, as GCC does), an integer made a pointer
    keeps its bits, addresses stay; an address turned into an integer, a
    floating-point type are {!Stuck}. *)

val binop :
  t -> Cil_types.binop -> Cil_types.typ -> value -> Cil_types.typ -> value -> Cil_types.typ -> value
(** [binop m op t1 v1 t2 v2 result]: C's operator on operands of types [t1]
    and [t2] (CIL made them explicit), the result of type [result]; [m]
    tells where objects end (an address just past one may equal another's). *)

val unop : Cil_types.unop -> value -> Cil_types.typ -> value
