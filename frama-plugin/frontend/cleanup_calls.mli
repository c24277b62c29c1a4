(** The calls GCC's [cleanup] attribute makes, written into the AST.

    [T v __attribute__((cleanup(f)))] makes GCC call [f(&v)] whenever [v]
    goes out of scope: at the end of its block, and before every [return],
    [goto], [break] or [continue] that leaves the block after [v]'s
    declaration (GLib's [g_autoptr], systemd's [_cleanup_free_]). Frama-C
    keeps the attribute but makes no call, so without this every analysis
    misses [f]'s accesses (a cleanup that writes shared data before a join
    would be a wrong no-race). Under [-racer] or [-deadlock], each such
    exit gets the calls of the variables it leaves, innermost block first
    and, within a block, in reverse order of declaration, as GCC orders
    them; a returned value is computed before them ([return shared;] under
    a scoped lock reads under the lock). This runs before Frama-C's cleanup
    of the AST, while each [return] is still its own statement: after it,
    an early [return] above the declaration is a [goto] to the one shared
    return, which must not run the cleanup.

    Not modelled: a jump backwards over the declaration inside its own
    block (GCC runs the cleanup then too), [longjmp] and [exit], which run
    no cleanup in GCC either. *)

val install : unit -> unit
(** Registers the code transformation (once, at plug-in load). *)

val cleanup_function : Cil_types.varinfo -> Cil_types.varinfo option
(** The function a local's [cleanup] attribute names, if it names a
    function of the program. *)
