(** Per-context facts from Eva's results (the Eva backend's answers).

    After each per-thread Eva run, {!collect} records, for every statement
    Eva reached and every Eva call stack truncated to its last [depth] calls
    (unioned per truncated stack): the objects each lvalue the statement
    reads or writes may designate (base, bit-offset interval, size; flagged
    [may] when there are several or the base is a weak heap block), what
    each pointer argument of a library call (locks, ...) may point to, and
    the object each by-value lvalue argument (a joined thread's id) is.
    An address Eva cannot bound falls back to the syntactic row (the core
    then counts it as an unknown pointer). A re-run of a thread replaces its
    facts. {!emit} then adds the context rows (one root per thread, chains
    of calls below it), heap blocks and facts to the model. *)

type t

(** A thread as the model names it: create statement (-1 for main) and
    entry function. *)
type thread = { create : int; entry : int }

val create :
  ?unify_blocks:bool ->
  ?distrust:(Cil_types.varinfo -> bool) ->
  depth:int ->
  atomic_op:Extract_accesses.atomic_ops ->
  keys:Instance_keys.t ->
  unit ->
  t
(** [unify_blocks]: one model base (weak) for the names Eva gives one
    allocated block when it is allocated once and again across runs
    ([__malloc_main_l6], [__malloc_w_main_l6]): the over run, whose rounds
    re-run every thread. [distrust]: variables whose value must not locate
    anything: an lvalue whose pointer or index reads one, a library call's
    pointer argument that reads one, gets no fact (the syntactic reading,
    an unknown target for the core). The over run distrusts the formals
    whose address is taken (another thread may write them through that
    address, and Eva's runs give a function's formals their values afresh
    on entry, so such writes never reach the run that reads them) and the
    variables a join stores an exit value into. *)

val collect : ?ended:(Eva.Results.request -> bool) -> t -> Ids.t -> thread -> unit
(** [ended]: in main's run, whether no thread main created runs in a state
    (its accesses there get [RACER_ACCESS_CHILDREN_ENDED]). *)

val never_taken : t -> Cil_types.stmt -> Cil_types.stmt -> bool
(** [never_taken t s succ]: [s] is an [if] some run reached, and in no run
    could its condition send it to [succ]. *)

val threads : t -> int
val unresolved : t -> int
(** Accesses whose address Eva could not bound. *)

val emit : t -> Racer_core.Model.t -> unit
