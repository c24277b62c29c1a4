(** Rewriting of the input files before Frama-C 25 parses them
    ([-cc-rewrite], docs/frontend.md).

    Under [-racer] or [-deadlock], the kernel's way of building the AST is
    replaced by one that parses every [.c] file with a preprocessing command
    that puts Racer's headers ([<stdatomic.h>], [<threads.h>]) ahead of
    Frama-C's libc and then runs racer-cpp on the preprocessor's output, and
    every [.i] file through racer-cpp alone. racer-cpp turns [_Atomic] into
    the type attribute {!atomic_attribute}, gives flexible array members of
    embedded structs one element and inserts prototypes of functions called
    before their declaration, keeping every line where it was. It writes
    Frama-C's temporary files only, never the user's. One feedback line per
    file says what was rewritten ([-racer-verbose 2]: each rewrite). *)

val atomic_attribute : string
(** ["racer_atomic"]: after parsing, the type of every object and member
    declared [_Atomic] carries it ([Cil.typeHasAttribute atomic_attribute
    (Cil.unrollType t)]; for an array of atomics, the element type). *)

val plain_attribute : string
(** ["racer_plain"]: Racer's [<stdatomic.h>] puts it on the object type its
    [atomic_init] writes through (C11 7.17.2.2: the initialisation is not
    an atomic operation); a type that carries it is not atomic, whatever
    else it carries ({!Lvalues.is_atomic_type}). *)

val install : unit -> unit
(** Registers the hook that, after the command line is read, replaces the
    AST's initialisation when [-racer] or [-deadlock] and [-cc-rewrite] are
    set; without them Frama-C parses exactly as it would without Racer. *)
