(** The witness interpreter: runs the threads of a C program, one at a time
    and for real, over {!Witness_memory}. {!Witness_search} chooses which
    thread runs next; each run goes until something worth a choice happens
    (a thread is created, the thread waits, ends, reaches a statement of
    interest, or has run long enough).

    It follows the pthread model of the SV-COMP tasks: creates, joins,
    default mutexes (trylock too), condition variables (a wait is a
    spurious wake-up: the mutex is released, then taken back), POSIX
    semaphores, barriers, atomic sections ([__VERIFIER_atomic_begin]/[_end]
    and [__VERIFIER_atomic_*] functions), malloc/calloc/free, and
    [__VERIFIER_nondet_*] answered by a {!policy} ({!Witness_library}).
    Every execution it builds is one the program has; anything else (a
    library call it does not model, undefined behaviour, the program
    ending) raises {!Witness_memory.Stuck}. *)

type policy =
  | Constant of int  (** every nondeterministic value is this one *)
  | Counting of int  (** the first is this one, each next one more *)

val policy_name : policy -> string

type state
(** Immutable: every earlier state stays usable. *)

type stop =
  | Paused of Cil_types.stmt  (** about to run a statement of interest *)
  | Created of string  (** created the thread of that name *)
  | Waits  (** blocked (a lock, a join, a semaphore) or inside a condition or barrier wait, after running *)
  | Released  (** released a mutex or a semaphore, opened a barrier or left an atomic section ([~at_unlock]) *)
  | Ended
  | Cut  (** ran its allowance of statements *)

val initial : policy -> state
(** Globals initialised, [main] about to run its first statement. Raises
    [Witness_memory.Stuck] when the entry point has parameters. *)

val threads : state -> (int * string) list
(** The threads that may still run: id and name ([main], [worker#2]), the
    one inside an atomic section alone when one is. *)

val run :
  ?at_unlock:bool ->
  state -> int -> interest:(Cil_types.stmt -> bool) -> resume:bool -> fuel:int -> (state * stop * int) option
(** [run st id ~interest ~resume ~fuel]: thread [id] runs until it stops
    (outside atomic sections, before a statement of [interest]; with
    [resume] the statement it stands at runs first; with [at_unlock], also
    right after it releases a mutex); the number of statements run is
    returned too. None when it cannot take a step (it
    waits for a lock, a thread or a condition). *)

type access = { write : bool; atomic : bool; bytes : int * int * int  (** block, first byte, size *) }

val accesses : state -> int -> access list
(** The objects the next statement of thread [id] surely accesses at once
    ({!Extract_accesses.evaluated_lvals}): the reads of the expressions it
    evaluates, the write of the lvalue it assigns, the bytes a [memset] or
    [memcpy] of a constant size touches; not what a body-less callee only
    may do through the pointers it is given, nor the result a call stores
    after a callee that may synchronise or not return (anything but
    nondeterministic values, allocation, pthread_self and pthread_equal).
    An access of an object of atomic type is [atomic]: two such never race,
    one against a plain access does. *)

val nondet_values : state -> string list
(** The nondeterministic values the execution used, in order. *)

val fingerprint : state -> string
(** A digest that equal states share: schedules that only reorder
    independent runs reach the same state, which the search visits once. *)
