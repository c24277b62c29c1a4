(** Token pools: indices taken from a lock-protected bit set, handed to a
    thread that uses them and gives them back.

    A pool is a global integer [P] (address never taken, as wide as the
    argument of the ffs function used) whose set bits are the free
    indices. A take, [lock(&m); t = ffs(P); j = t - 1; P = P & ~(1 << j);
    unlock(&m);], removes the lowest free index and gives it to [j]; a
    give, [lock(&m); P = P | (1 << k); unlock(&m);], puts [k] back. [j] (a
    local whose address is never taken) is written only by the take and
    has one owner:
    - a keeper: the take's function itself, when no create (nor call
      through a pointer) names [j]; it owns [j] at the statements the draw
      dominates that no give of the function reaches without drawing again
      (a worker's loop of take, use, give);
    - a thread: the draw dominates the one call that names [j],
      [pthread_create(.., f, (void * )j)], and every way from the create
      back to itself draws again; [f] occurs nowhere else and reads its
      argument through copies ({!Create_loops.argument_holders}); it owns
      the token at the statements no give of [f] reaches.

    When every write of [P] in the program is a take's clear, a give of
    its own token by an owner, inside its window (a keeper's: dominated by
    the draw) and at most once per window (no way from a give of the
    function leads to it without drawing again), or main's before any thread
    exists and after no take — all takes and gives under one blocking,
    exclusive lock — the free bits and the owned tokens are disjoint and
    no token has two owners. A take finds bit [j] set ([j = ffs(P) - 1],
    and [1 << j] is defined only for [0 <= j < width]: C11 6.5.7, the
    assumption of docs/engines.md that the program has no undefined
    behaviour), clears it and makes [j] owned; a give of an owned token
    frees it. So two owners at one time have different tokens, and two
    owners of one token at different times are ordered: the first one's
    accesses come before its give (an unlock of [m]), which comes before
    the next take of that token (a lock of [m]), which comes before the
    next owner's accesses (in its own run, or through the create).

    An access of [X[k]] ([X] a global array, or a global pointer [stable]
    says does not change while threads run, stepping by its own elements)
    in an owner's window, with [k] one of its holders, gets the key
    ["pool P: X[j]"] ({!Instance_keys}): two such accesses never race. *)

val compute :
  classify:(string -> Racer_core.Session.call_class) ->
  lock_spec:(string -> (int * Racer_core.Session.lock_mode) option) ->
  is_create:(string -> bool) ->
  occurs:(Cil_types.varinfo -> int) ->
  plain:(Cil_types.varinfo -> bool) ->
  stable:(Cil_types.varinfo -> bool) ->
  before_threads:(Cil_types.stmt -> bool) ->
  Cil_types.stmt ->
  Cil_types.lval ->
  string option
(** The pool keys of the current project's accesses; [occurs v]: how many
    times [v] occurs in the program ({!Create_loops.occurrences});
    [plain p]: the pool is one object for all threads that only the
    statements read here write (not thread-local, no address taken, no asm
    naming it); [before_threads s]: [s] runs in main before any thread
    exists. *)
