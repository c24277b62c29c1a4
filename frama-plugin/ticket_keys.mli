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
    draws: no ticket. *)

val compute :
  classify:(string -> Racer_core.Session.call_class) ->
  stable:(Cil_types.varinfo -> bool) ->
  Cil_types.stmt -> Cil_types.lval -> string option
(** The ticket keys of the current project's accesses. *)
