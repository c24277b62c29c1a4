(** Thread ids overwritten before anything reads them.

    {[
      pthread_create(&tids[0], 0, worker, 0);
      for (i = 0; i < n; i++) pthread_create(&tids[i], 0, worker, 0);
      for (i = 0; i < n; i++) pthread_join(tids[i], 0);
    ]}
    The first create's id lands in [tids[0]], which the create loop's first
    iteration overwrites: nothing can join that thread any more. The same
    holds the other way round: a create into [tids[0]] right after the loop
    loses the id of the loop's first thread. The core only sees joins of
    [tids[...]] that may name such a thread, so without help it takes it as
    possibly joined and never surely running.

    Recognised, in one block: a create into slot [k] (a constant) of a
    local array or pointer [A], then a counter loop from [k] (or the other
    way round: the loop, then the create), with only plain instructions
    between that neither mention [A] nor carry a label. The loop goes by a
    positive step, can run once ({!Counter_loops.can_run}), is left only
    through its leading test, creates into [&A[i]] in every iteration and
    mentions [A] nowhere else. The function mentions [A] only in these
    creates (as their id), in joins of [A[e]], in [free(A)], in its
    allocation ([A = malloc(...)], or a function that only returns what an
    allocator gave it, such as SV-COMP's [safe_malloc]) and in null tests, and a pointer [A] never
    has its address taken: no copy of an id can exist. A program that calls
    [pthread_self] (or [thrd_current]) has no such ids: a thread could hand
    its own id out. The id expression of the create whose thread is lost
    (the loop's: one of its threads) gets [RACER_EXPR_ID_LOST].

    A third way to lose a thread: a create loop counting down to 0
    ([for (i = n - 1; i >= 0; i--) create(&A[i], ...)], its last thread in
    slot 0) when every join of the program reads a slot of [A] whose index
    is never 0 (a non-zero constant, [x | (1 << s)], a local only ever
    assigned such values) and nothing else reads [A] (its allocation, [free]
    and null tests apart; [A] a local, or a global pointer without
    initialiser whose address is never taken): that thread is never joined. *)

val compute : classify:(string -> Racer_core.Session.call_class) -> Cil_types.stmt -> Cil_types.exp -> int
(** [compute ~classify] recognises the creates of the current project; the
    result gives the flags of an expression at a statement. *)
