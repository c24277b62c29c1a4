(** The state of the witness interpreter ({!Witness_exec}) and how C
    expressions evaluate in it: threads with their call stacks, mutexes,
    semaphores, barriers, the atomic section, globals (thread-locals one
    copy per thread; globals declared but not defined have no value) over
    {!Witness_memory}. Immutable, like the memory. *)

module IM : Map.S with type key = int
module LM : Map.S with type key = int * int

val stuck : ('a, Format.formatter, unit, 'b) format4 -> 'a
(** {!Witness_memory.stuck}. *)

type policy =
  | Constant of int  (** every nondeterministic value is this one *)
  | Counting of int  (** the first is this one, each next one more *)

type dest = int * int * Cil_types.typ
(** Where a result goes: block, byte offset, type. *)

type frame = {
  vars : int IM.t;  (** vid -> block of the function's formals and locals *)
  pc : Cil_types.stmt;  (** the next statement *)
  dest : dest option;  (** where the caller stores the result *)
  owns_atomic : bool;  (** a [__VERIFIER_atomic_] function that opened the section *)
}

(** A library call that has begun but not returned: the thread is inside
    it (past the call statement), and stores the call's result when it
    returns, not before. *)
type pending =
  | Relock of (int * int) * dest option
      (** a condition wait: takes the mutex back, then returns 0 *)
  | Barrier of (int * int) * int * dest option
      (** a barrier wait: returns 0 once round [n] of the barrier is over *)

type thread = {
  name : string;
  stack : frame list;
  ended : bool;
  tls : int IM.t;  (** vid -> block of the thread's own thread-local globals *)
  pending : pending option;
  joined : bool;  (** a join of it returned *)
  result : Witness_memory.value option;  (** what it returned or passed to pthread_exit *)
}

type barrier = {
  count : int;  (** the threads that open it *)
  arrived : int;  (** waiting in this round *)
  round : int;  (** rounds over *)
}

type state = {
  mem : Witness_memory.t;
  threads : thread IM.t;  (** by thread number ({!Witness_memory.Tid}); main is 0 *)
  locks : int LM.t;  (** mutex address -> owner *)
  mutexes : bool LM.t;
      (** mutex address -> initialised by pthread_mutex_init with default
          attributes (true) or destroyed (false); a mutex not listed is a
          default one only if its bytes are 0 (PTHREAD_MUTEX_INITIALIZER) *)
  mutex_attrs : unit LM.t;  (** mutex attributes initialised, never changed *)
  semaphores : int LM.t;  (** address -> value *)
  barriers : barrier LM.t;
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

val new_thread : string -> int IM.t -> thread
(** [new_thread name tls]: about to run, nothing on its stack yet. *)

val end_thread : state -> int -> Witness_memory.value option -> state
(** The thread ends with that result: the locals of its frames and its
    thread-locals cease to exist. {!Witness_memory.Stuck} inside an atomic
    section. *)

val is_thread_local : Cil_types.varinfo -> bool

val to_int : Witness_memory.value -> int
(** An integer value that fits OCaml's int. *)

val eval : state -> int -> frame -> Cil_types.exp -> Witness_memory.value
(** [eval st id fr e]: [e] in frame [fr] of thread [id]. *)

val address : state -> int -> frame -> Cil_types.lval -> dest
(** Block, byte offset and type of an lvalue. *)

val store : state -> dest -> Witness_memory.value -> state
(** Converted to the type; an aggregate slot takes an opaque value whole. *)

val assign : state -> int -> frame -> Cil_types.lval -> Cil_types.exp -> state
val initialise : state -> int -> frame -> dest -> Cil_types.init -> state

val single_succ : Cil_types.stmt -> Cil_types.stmt
val first_stmt : Cil_types.fundec -> Cil_types.stmt

val enter : state -> int -> Cil_types.fundec -> Witness_memory.value list -> dest option -> state * frame
(** [enter st id fd args dest]: a new frame of thread [id] for a call of
    [fd]; it opens the atomic section for a [__VERIFIER_atomic_*] function. *)

val new_tls : state -> int -> state * int IM.t
(** Thread [id]'s own copies of the thread-local globals. *)
