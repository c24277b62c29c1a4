(** Dense id maps between CIL entities and the rows of a program model.

    The model's ids are the row positions returned by [Racer_core.Model.add_*];
    this module remembers them in both directions so that extraction can
    refer to a function, statement or base by its CIL value, and reports can
    map core results back to CIL. One value lives for one pipeline run. *)

open Cil_types

type t

val create : unit -> t

(** {2 Functions} keyed by the function's varinfo, which is what call
    expressions and function designators carry. *)

val add_function : t -> kernel_function -> int -> unit
val function_id : t -> varinfo -> int option
val kernel_function : t -> int -> kernel_function

(** {2 Statements} *)

val add_stmt : t -> stmt -> int -> unit
val stmt_id : t -> stmt -> int option
val stmt : t -> int -> stmt
val statement_count : t -> int

(** {2 Bases}: variables (globals, locals, formals) and heap allocation sites
    (keyed by their allocating call statement). *)

val add_var_base : t -> varinfo -> int -> unit
val var_base : t -> varinfo -> int option
val add_heap_base : t -> stmt -> int -> unit
val heap_base : t -> stmt -> int option

val set_library_storage : t -> int -> vars:varinfo list -> indirect:bool -> unit
val library_storage : t -> int option
(** The base standing for the C library's own static storage, which
    [gethostbyname], [strerror], [localtime] and their kin return pointers
    into ({!Library_calls.returns_library_storage}), when the program calls
    one of them. *)

val storage_indirect : t -> bool
(** A call through a pointer may be one of those functions (the program
    takes the address of one, or makes function pointers out of data). *)

val storage_of_var : t -> varinfo -> int option
(** That base, for a global of Frama-C's libc that stands for part of the
    storage ([__fc_time_tm], which Eva's results of [localtime] point to). *)

type base = Variable of varinfo | Heap of stmt

val base : t -> int -> base

(** {2 Pointer arguments of library calls} ([&m] in [pthread_mutex_lock(&m)]):
    the expression rows a value backend gives points-to facts for. *)

val add_pointer_arg : t -> stmt:int -> expr:int -> exp -> unit
val pointer_args : t -> int -> (int * exp) list
(** The pointer arguments of a statement's library calls, in argument order. *)

val add_lvalue_arg : t -> stmt:int -> expr:int -> lval -> unit
val lvalue_args : t -> int -> (int * lval) list
(** The non-pointer lvalue arguments of a statement's library calls (a
    thread id passed by value, [pthread_join(t[1], 0)]): a value backend
    gives the object each designates. *)

(** {2 Expression definitions} for the alias backend: what the value of an
    expression row is, as the core will ask about it. *)

type definition =
  | Value of exp  (** the value of the expression *)
  | Address of lval
      (** the address of an lvalue: for the lvalue receiving a call's
          result, a thread id passed by value, an accessed lvalue *)

val add_definition : t -> expr:int -> stmt:int -> definition -> unit
val definitions : t -> (int * int * definition) list
(** In the order they were added. *)
