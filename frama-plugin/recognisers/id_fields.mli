(** Thread ids kept in a field of an array's elements.

    {[
      for (i = 0; i < 2; i++) {
        workers[i].id = i;
        pthread_create(&workers[i].tid, 0, work, &workers[i]);
      }
      for (i = 0; i < 2; i++) pthread_join(workers[i].tid, 0);
    ]}
    The join loop recogniser ({!Join_loops}) pairs such loops as it pairs
    [&tids[i]] with [tids[j]], once it knows the ids cannot change or be
    copied in between: the array is used for other fields, and its elements
    are handed to the threads. *)

val slot_of_create : Cil_types.exp -> (Cil_types.varinfo * Cil_types.exp * Cil_types.offset) option
(** [(A, k, o)] for a create's id [&A[k]o] ([A] an array, [o] a field
    offset, or [NoOffset]), [A + k], [&*(A + k)] ([A] a pointer). *)

val slot_of_join : Cil_types.exp -> (Cil_types.varinfo * Cil_types.exp * Cil_types.offset) option
(** The same for a join's id: [A[k]o], [*(A + k)]. *)

val only_create_and_join :
  is_create:(string -> bool) ->
  Cil_types.varinfo ->
  Cil_types.fieldinfo ->
  create:Cil_types.stmt ->
  join:Cil_types.stmt ->
  bool
(** [only_create_and_join ~is_create a f ~create ~join]: only [create] and
    [join] touch field [f] of the elements of [a], a local array. Every
    other mention of [a] in the program reads or writes another field
    ([a[e].g]), or hands an element to a thread ([&a[e]] as the last
    argument of a call [is_create] names); field [f] is never reached
    through a pointer ([p->f]), no whole structure of its type is written
    through a pointer, no other call gets a pointer to one, no pointer to
    one is converted to another pointer type ([(char * )w] reaches the
    field untyped), and the threads handed an element use their argument
    only converted to a pointer to the structure ([worker_t *w = arg;], not
    [memset(arg, 0, n)]). *)

val heap_slot_of_create :
  occurs:(Cil_types.varinfo -> int) ->
  Cil_types.fundec ->
  Cil_types.stmt ->
  Cil_types.exp ->
  (Cil_types.varinfo * Cil_types.exp * Cil_types.offset * Cil_types.varinfo) option
(** [heap_slot_of_create ~occurs fd create id]: [(A, k, o, t)] for a create's id
    [&t->f] ([o] the field [f]) when, in the create's block, the create is
    preceded by the store [A[k] = t] (or [*(A + k) = t]) and that by the
    allocation of [t] from a function returning a fresh block ({!
    Extract_bases.returns_fresh_block}, directly or through a temporary), with
    no label from the allocation to the create (no jump reaches the store
    or the create another way) and nothing between the store and the create
    changing [t], [A] or the index; [t] a local whose address is not taken.
    Each run of the block then stores the id in a block no other run got,
    which [A[k]] points to. *)

val heap_slot_of_join : Cil_types.exp -> (Cil_types.varinfo * Cil_types.exp * Cil_types.offset) option
(** [(A, k, o)] for a join's id [A[k]->f], [( *(A + k))->f]. *)

val heap_only_create_and_join :
  is_create:(string -> bool) ->
  handed:Cil_types.varinfo ->
  Cil_types.varinfo ->
  Cil_types.fieldinfo ->
  create:Cil_types.stmt ->
  join:Cil_types.stmt ->
  bool
(** [heap_only_create_and_join ~is_create ~handed:t a f ~create ~join]:
    {!only_create_and_join}'s conditions on field [f] of the structures
    [a]'s pointers point to, the structure handed to the create's thread
    being [t]: only the create and the join touch [f] (no [p->f]
    elsewhere), no whole structure of the type is written through a
    pointer, ... ([free] of a block aside). Who else mentions [a] is the
    caller's business. *)

val allocates : occurs:(Cil_types.varinfo -> int) -> Cil_types.varinfo -> Cil_types.stmt list -> Cil_types.stmt -> bool
(** [allocates t before s]: [s] stores a fresh block in [t]: [t =
    fresh(...)], [T *t = fresh(...)], or [t = (T * )tmp] right after [tmp =
    fresh(...)], [tmp] named nowhere else ([occurs]: the program's
    occurrences of a variable; [before]: the statements before [s] in its
    block, nearest first). *)
