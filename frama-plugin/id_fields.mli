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
