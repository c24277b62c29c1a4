(** Tickets: unique values drawn from a counter incremented under a lock.

    In [lock(&m); j = g; g = g + c; unlock(&m);] (four consecutive
    statements, [c] a positive constant, [g] a global integer whose address
    is never taken, [j] a local whose address is never taken and written
    nowhere else), [j] receives a value no other execution of any such group
    receives, provided every write of [g] in the program is the increment of
    one of these groups, all under the same lock: [&m] with [m] a global
    and a constant offset ([&locks[k]] or a pointer [mp] may name another
    lock in another group, and increments under different locks may draw
    one value twice). An access of [X[j]] ([X] a global array, or a global
    pointer [stable] says does not change while threads run) where the read
    of [j] dominates the access then designates an element no other such
    access designates: it gets the key ["ticket g: X[j]"] (see
    {!Instance_keys}).

    The values must stay apart on their way: [j] at least as wide as [g]
    and the copy and the index through no narrower cast
    ({!Cil_shapes.var_of}, GCC's modular conversions keep distinct values
    distinct then). [unsigned char slot = head] repeats a value every 256
    draws: no ticket.

    Range claims: [lock(&m); if (cond) { c = g; e = g + K; g = e; }
    unlock(&m);] (any straight-line assignments among [g] and two locals
    that leave [c] at g's old value D, [e] and [g] at D + K, K > 0; the
    [if] optional; [g], [c], [e] of one signed type) claims [D, D + K). Its
    increments count with the tickets' for [g]. An access [X[c]] gets the
    ticket key when the CFG of its function shows [c] inside the latest
    claim: every write of [c] and [e] is a claim's, an initialisation pair
    [c = C0; e = E0;] with C0 >= E0, or a step [c = c + k], k > 0; every
    way to the access passes the [c < e] way of a test, reached only after
    a claim or a pair, and nothing writes [c] or [e] from that way's first
    statement to the access (docs/engines.md, "Range claims"). *)

val compute :
  classify:(string -> Racer_core.Session.call_class) ->
  lock_spec:(string -> (int * Racer_core.Session.lock_mode) option) ->
  plain:(Cil_types.varinfo -> bool) ->
  stable:(Cil_types.varinfo -> bool) ->
  before_threads:(Cil_types.stmt -> bool) ->
  Cil_types.stmt -> Cil_types.lval -> string option
(** The ticket keys of the current project's accesses. The lock of a
    ticket or claim must be taken blocking and exclusive ([lock_spec]: not
    a try, timed or read lock); its counter [plain] (one object for all
    threads, written only by statements the recogniser reads: not
    thread-local, no address taken, no asm naming it). [before_threads s]:
    [s] runs before any thread exists (main's [next = 0;] at its start);
    such a write of a counter does not spoil it: every draw comes after it. *)

val exclusive : (string -> (int * Racer_core.Session.lock_mode) option) -> string -> bool
(** [exclusive lock_spec f]: [f] takes its lock blocking and exclusive
    (not a try, timed or read lock), so that a critical section it opens
    is one step for every other holder of the lock. *)

val lock_call :
  classify:(string -> Racer_core.Session.call_class) ->
  exclusive:(string -> bool) ->
  Racer_core.Session.call_class ->
  Cil_types.stmt ->
  string option
(** [lock_call ~classify ~exclusive cls s]: the text of the lock [s]
    locks (cls [`Lock], through a function [exclusive] accepts) or
    unlocks ([`Unlock]) when it names one lock wherever it runs: [&m] or
    [&m.f] for a global [m] and constant offsets. *)
