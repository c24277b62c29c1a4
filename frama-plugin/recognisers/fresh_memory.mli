(** Fresh memory: accesses of a block that the running function allocated
    and whose address has not escaped yet (Goblint's FR digest,
    docs/engines.md "Fresh memory").

    Such an access races with nothing. Every other access of that block is
    made by this same execution of the function (program order), or, by
    another thread, after the address escaped — after this access. A block
    whose lifetime ended and whose address comes back from the allocator is
    another object.

    Per defined function, a forward must-analysis over its control-flow
    graph tracks the locals (address never taken) that hold such a block:
    [p = malloc(...)] (or [calloc], [aligned_alloc], [strdup], [strndup], or
    a function of the program that returns such a block and nothing else:
    an allocation wrapper) starts one, [q = p] (through casts) shares it,
    and any other use of the value — stored anywhere but in such a local,
    passed to a function (but for the C library's string, memory and
    formatted-output functions, which keep no pointer), returned, converted
    to an integer, its address taken ([&p->f] used as a value) — makes it
    escape for every local that shares it; [free] ends it. Where ways meet,
    a local keeps a block only when every way gives it the same one.

    [__errno_location ()] and [__h_errno_location ()] (glibc's [errno] and
    [h_errno]) start a block too: the calling thread's own object. As every
    call returns that same object again, such blocks are fresh only when
    none of them escapes anywhere in the program.

    An access is fresh when its lvalue dereferences such a local directly
    ([*p], [p->f], [p[i]], [*(p + i)]). *)

type t = Cil_types.stmt -> Cil_types.lval -> bool
(** Whether the access of lvalue [lv] at statement [s] is fresh. *)

val none : t

val compute : unit -> t
(** Over the current project's AST. *)
