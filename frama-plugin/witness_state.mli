(** The state of the witness interpreter ({!Witness_exec}) and how C
    expressions evaluate in it: threads with their call stacks, mutexes,
    the atomic section, globals (thread-locals one copy per thread) over
    {!Witness_memory}. Immutable, like the memory. *)

module IM : Map.S with type key = int
module LM : Map.S with type key = int * int

val stuck : ('a, Format.formatter, unit, 'b) format4 -> 'a
(** {!Witness_memory.stuck}. *)

type policy =
  | Constant of int  (** every nondeterministic value is this one *)
  | Counting of int  (** the first is this one, each next one more *)

type frame = {
  vars : int IM.t;  (** vid -> block of the function's formals and locals *)
  pc : Cil_types.stmt;  (** the next statement *)
  dest : (int * int * Cil_types.typ) option;  (** where the caller stores the result *)
  owns_atomic : bool;  (** a [__VERIFIER_atomic_] function that opened the section *)
}

type thread = {
  name : string;
  stack : frame list;
  ended : bool;
  tls : int IM.t;  (** vid -> block of the thread's own thread-local globals *)
  relock : (int * int) option;  (** the mutex a condition wait takes back first *)
}

type state = {
  mem : Witness_memory.t;
  threads : thread IM.t;  (** by pthread_t value; main is 0 *)
  locks : int LM.t;  (** mutex address -> owner *)
  atomic : int option;  (** the thread inside an atomic section *)
  globals : int IM.t;  (** vid -> block *)
  tls_templates : int IM.t;  (** vid -> block holding a thread-local's initial value *)
  policy : policy;
  drawn : Integer.t list;  (** nondeterministic values used, latest first *)
  created : int;  (** threads created so far *)
}

(** What one statement did. *)
type event = Next | Block | Spawned of string | Wait | Unlocked | Finished

val thread : state -> int -> thread
val set_thread : state -> int -> thread -> state
val is_thread_local : Cil_types.varinfo -> bool

val to_int : Witness_memory.value -> int
(** An integer value that fits OCaml's int. *)

val eval : state -> int -> frame -> Cil_types.exp -> Witness_memory.value
(** [eval st id fr e]: [e] in frame [fr] of thread [id]. *)

val address : state -> int -> frame -> Cil_types.lval -> int * int * Cil_types.typ
(** Block, byte offset and type of an lvalue. *)

val store : state -> int * int * Cil_types.typ -> Witness_memory.value -> state
(** Converted to the type; an aggregate slot takes an opaque value whole. *)

val assign : state -> int -> frame -> Cil_types.lval -> Cil_types.exp -> state
val initialise : state -> int -> frame -> int * int * Cil_types.typ -> Cil_types.init -> state

val single_succ : Cil_types.stmt -> Cil_types.stmt
val first_stmt : Cil_types.fundec -> Cil_types.stmt

val enter :
  state -> int -> Cil_types.fundec -> Witness_memory.value list -> (int * int * Cil_types.typ) option -> state * frame
(** [enter st id fd args dest]: a new frame of thread [id] for a call of
    [fd]; it opens the atomic section for a [__VERIFIER_atomic_*] function. *)

val new_tls : state -> int -> state * int IM.t
(** Thread [id]'s own copies of the thread-local globals. *)
