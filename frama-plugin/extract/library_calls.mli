(** What a call of a function without a body may do to the program's memory
    and code, as far as the race analysis must know: the objects it may read
    and write through its pointer arguments, the outputs of the concurrency
    models' calls (a join's exit value, a create's thread id), and the
    functions it is given and may call back.

    Racer has not seen the body, so every such access is one the call {e may}
    make: a pointer argument may be dereferenced (any object its value
    designates, read, and written unless the parameter points to const),
    [free] and [realloc] end the block they are given (C11 7.22.3: a
    modification of it). Only a few standard functions are known to surely
    touch given bytes ({!effect.sure}). What they touch is bounded by the
    object the pointer designates, from where it points on when a size
    argument or the C library's forward-only contract says so
    ({!extent}). The syntactic, alias and Eva backends all read these
    effects through {!Extract_accesses.stmt_lvals}, so each resolves the
    pointer as it resolves any [*p]. *)

open Cil_types

(** The bytes of the designated object a library access may touch. *)
type extent =
  | Lvalue  (** the lvalue's own type (an ordinary access, an output slot) *)
  | Whole  (** the whole object the pointer points into (unknown code may
               walk backwards too: [p[-1]] is valid C inside an array) *)
  | Bytes of int  (** [n > 0] bytes from the pointed byte on (a constant size
                      argument of a standard function) *)
  | To_end  (** from the pointed byte to the end of the object (a standard
                function with a size or terminator that is not constant) *)

type effect = {
  arg : int;  (** argument position *)
  lv : lval;  (** the object the argument designates: [x] for [&x] and for
                  an array [x] decaying, [*(char * )e] for any other pointer
                  [e] (a byte lvalue: the extent gives the size) *)
  kind : int;  (** [Const.access_read] or [Const.access_write] *)
  sure : bool;
      (** the call surely makes this access (memset, memcpy, ... with a
          constant size > 0): else it is flagged [RACER_ACCESS_MAY] and never
          the access of a certain race *)
  extent : extent;
}

val strip_casts : exp -> exp

val bodiless_callee : exp -> varinfo option
(** The function a call names directly, when it has no body. *)

val base_name : string -> string
(** A library function's standard name: without GCC's [__builtin_] prefix
    and the Variadic plug-in's [_va_N] and [_fallback_N] suffixes
    ([snprintf_va_2], [open_fallback_1]). *)

val synchronisation_prefixes : string list
(** Name prefixes of the functions whose pointer arguments are
    synchronisation objects or atomic operands (pthread_, mtx_, __atomic,
    ...): the concurrency models' business, not memory accesses, apart from
    their outputs ({!effects}). *)

val is_synchronisation : string -> bool

(** What the concurrency models make of a library function. *)
type role =
  | Atomic_operation  (** an atomic operation on one of its arguments *)
  | Model_call  (** a lock, create, join, ... (any other class) *)
  | Other

val effects : role:role -> varinfo -> exp list -> skip:(int -> bool) -> effect list
(** The accesses a call of the bodiless function [f] with arguments [args]
    may make through its arguments, in argument order (reads before writes
    of one argument); arguments [skip] holds are left out (the atomic
    operand of an atomic operation, which the models describe). The other
    pointer arguments of an atomic operation (a compare-exchange's expected
    value) are plain ones. For a model call, and any other function of the
    synchronisation families, only its outputs: a join's exit value,
    [sem_getvalue]'s count, a key's id, ..., written by the calling thread
    as the call returns (never sure: the call may fail); not a create's
    thread id, which glibc stores before the new thread starts. Arguments that are no pointers, constants (NULL, string
    literals), functions, and streams ([FILE *]: POSIX stdio functions lock
    the stream, except the [_unlocked] ones) designate nothing. A constant
    size of 0 touches nothing. *)

val callbacks : classify:(string -> Racer_core.Session.call_class) -> exp -> exp list -> exp list
(** The function-pointer arguments of a call of a function without a body
    (not a constant such as NULL or SIG_IGN) that it may call back, then or
    later, from any thread: [qsort]'s comparator, [atexit]'s handler, an
    extern [for_each(cb)]. Thread creations and once calls are left to the
    models, which say how those run their function. *)

val is_constant : Cil_types.exp -> bool
(** A value computed from constants only (NULL, SIG_IGN, a string literal,
    sizeof): it designates no object of the program. *)

val is_printf : string -> bool
(** A function of the printf family, by its standard name, the Variadic
    plug-in's renaming of it ([printf_va_3], [snprintf_fallback_1]) or
    glibc's fortified one ([__fprintf_chk]): it only reads its arguments,
    [%n] aside. *)

val keeps_nothing : string list
(** Standard names of C library functions that keep no pointer they are
    given (read or written through during the call, never stored). *)

val keeps_no_pointer : string -> bool
(** A bodiless function of [keeps_nothing] or of the printf family, by its
    {!base_name}: an address passed to it gives no other thread a way to
    the object (docs/engines.md, "Objects passed to the library"). *)

val returns_library_storage : string -> bool
(** [strerror], [gethostbyname], [localtime], ...: the result is null or
    points into the C library's static storage, whose pointers point into
    it too, never into the program's memory; each call may rewrite it. *)

val rewrites_library_state : string -> bool
(** {!returns_library_storage}, and [strtok], whose calls share the string
    the last call of any thread cut: every call may write the C library's
    static state. *)

val sends_bytes : string -> bool
(** [write], [send], [fwrite] and their kin: they keep no pointer, but the
    bytes they read through an argument leave the program's view (a pipe,
    a socket, a stream), pointers among them too, for another thread to
    read back: what those pointers point to escapes. *)

val result_points_into : string -> int -> bool
(** [result_points_into name k]: the result of [keeps_no_pointer] function
    [name] is null or points into the object its argument [k] points into
    ([strchr], [memcpy], [fgets], [localtime_r]'s second). *)

val stores_end_pointer : string -> bool
(** [strtol] and its kin: a pointer into the first argument's object goes
    where the second argument points, unless that is null. *)

val hands_back : string -> int -> result:bool -> Cil_types.exp list -> bool
(** [hands_back name k ~result args]: a call of [keeps_no_pointer] function
    [name] with arguments [args] may give argument [k]'s address back to the
    caller: as its result ([strchr], [memcpy]; [result]: the call stores
    its result), or through an end pointer ([strtol(s, &end, 10)]). Such an
    argument escapes like any address the program holds. *)
