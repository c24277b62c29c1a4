(** The thread analysis over Eva: RacerF's Algorithm 1 (paper §5), run in
    the current project (a copy made for it: the entry point, Eva's initial
    state and its results are changed).

    Eva analyses [main]; the create statements it reaches give the threads
    (thread function from the value of the function-pointer argument, which
    is the first argument of function-pointer type, its argument the next);
    each thread is then analysed by Eva from an initial state, and the
    process repeats until the set of threads and their initial states are
    stable, so threads created at any depth are found. A call of a library
    function given functions of the program ([callbacks f args], the core's
    CALLBACK events) starts each of them as a thread too, with unknown
    formals: the library may call it back then or later. After each run
    [on_run] is called while that run's results are current. *)

type strategy =
  | Under
      (** a thread starts from the join of its parents' states at its
          create statements (RacerF's default): fewer behaviours than the
          program has *)
  | Over
      (** every thread starts from the join of every state any thread
          produced, on a program transformed by {!Over_transform}: more
          behaviours than the program has, if the iteration converges *)

type outcome = {
  threads : int;  (** threads analysed, main included *)
  runs : int;  (** Eva runs *)
  converged : bool;
      (** false when a bound stopped the iteration: an [Under] result is
          then still an under-approximation, an [Over] one supports no
          verdict *)
  cut : bool;
      (** Eva found some property false (a certain run-time error or a
          violated precondition) and analysed nothing past it: an [Over]
          result then misses behaviours and supports no verdict either *)
  notes : string list;  (** what made the result weaker, for the user *)
  started : (Cil_types.stmt option * Cil_types.kernel_function) list;
      (** the threads found: create statement (None for the entry's thread)
          and entry function *)
}

val max_over_rounds : int
(** The rounds after which an [Over] iteration that has not stabilised
    stops (it then supports no verdict). *)

val is_cut_note : string -> bool
(** Whether a note says Eva cut paths (a property it found false). *)

val analyse :
  strategy ->
  is_create:(string -> bool) ->
  callbacks:(Cil_types.exp -> Cil_types.exp list -> Cil_types.exp list) ->
  on_run:(create:Cil_types.stmt option -> entry:Cil_types.kernel_function -> unit) ->
  outcome
