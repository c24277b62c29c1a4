(* The library calls the witness interpreter models (see
   witness_library.mli). *)

open Cil_types
open Witness_state
module M = Witness_memory

let zero = M.Int Integer.zero
let int n = M.Int (Integer.of_int n)

(* Where a synchronisation object lives: objects are keyed by address. *)
let key = function M.Ptr (b, o) -> (b, o) | _ -> stuck "a synchronisation object at no object"

(* -- Nondeterministic values -- *)

(* The type SV-COMP's __VERIFIER_nondet_X returns, whatever the program
   declared it with (an `int __VERIFIER_nondet_bool()` still gives 0 or 1). *)
let named_type name =
  let prefix = "__VERIFIER_nondet_" in
  let p = String.length prefix in
  match String.sub name p (String.length name - p) with
  | "bool" | "_Bool" -> Some (TInt (IBool, []))
  | "char" -> Some Cil.charType
  | "uchar" | "unsigned_char" -> Some Cil.ucharType
  | "short" -> Some (TInt (IShort, []))
  | "ushort" | "unsigned_short" -> Some (TInt (IUShort, []))
  | "int" -> Some Cil.intType
  | "uint" | "unsigned_int" | "unsigned" -> Some Cil.uintType
  | "long" -> Some Cil.longType
  | "ulong" | "unsigned_long" -> Some Cil.ulongType
  | "longlong" -> Some Cil.longLongType
  | "ulonglong" -> Some Cil.ulongLongType
  | _ -> None

(* [n] is a value of type [t] as it is, not one a conversion makes of it. *)
let fits t n = match M.convert t (M.Int n) with M.Int m -> Integer.equal m n | _ -> false

(* The policy's next value, which must be one [callee] can return: a value
   wrapped into its type would repeat another policy's answer, one outside
   it no execution gives. *)
let draw st callee =
  let n = match st.policy with Constant n -> n | Counting n -> n + List.length st.drawn in
  let v = Integer.of_int n in
  let types = Cil.getReturnType callee.vtype :: Option.to_list (named_type callee.vname) in
  if not (List.for_all (fun t -> fits t v) types) then stuck "%s cannot return %d" callee.vname n;
  ({ st with drawn = v :: st.drawn }, M.Int v)

let returns_at_once name =
  String.starts_with ~prefix:"__VERIFIER_nondet_" name
  || List.mem name [ "malloc"; "calloc"; "__fc_vla_alloc"; "pthread_self"; "pthread_equal"; "ffs"; "ffsl"; "ffsll" ]

(* POSIX ffs: the position (from 1) of the least significant bit set in
   [v], 0 for none; on the bits of the argument's type (two's complement
   for a negative int). *)
let find_first_set v ~bits =
  let rec go k =
    if k >= bits then 0
    else if Integer.is_zero (Integer.logand v (Integer.two_power_of_int k)) then go (k + 1)
    else k + 1
  in
  go 0

(* Library functions with no effect on what the interpreter tracks:
   condition variables are woken spuriously anyway, thread attributes
   can only hold their defaults (no setter is modelled). *)
let no_effect name =
  List.mem name
    [ "pthread_cond_init"; "pthread_cond_destroy"; "pthread_cond_signal"; "pthread_cond_broadcast";
      "pthread_attr_init"; "pthread_attr_destroy"; "pthread_condattr_init"; "pthread_condattr_destroy";
      "sched_yield"; "pthread_yield" ]

(* -- Mutexes -- *)

(* The interpreter follows default mutexes (PTHREAD_MUTEX_NORMAL: a relock
   blocks, a trylock of a held one fails, the owner unlocks). A recursive,
   error-checking or robust one behaves otherwise, so a mutex is followed
   only when pthread_mutex_init made it with default attributes, or when its
   bytes are all 0: PTHREAD_MUTEX_INITIALIZER in glibc and in Frama-C's
   libc, unlike the recursive and error-checking initialisers. *)
let mutex st m ptr_type =
  let k = key m in
  match LM.find_opt k st.mutexes with
  | Some true -> k
  | Some false -> stuck "a mutex used after pthread_mutex_destroy"
  | None ->
    let size =
      match Cil.unrollType (Cil.typeOf_pointed ptr_type) with
      | TVoid _ -> stuck "a mutex of unknown size"
      | t -> M.size_of t
    in
    if M.all_zero st.mem (fst k) (snd k) size then k
    else stuck "a mutex neither initialised by pthread_mutex_init nor PTHREAD_MUTEX_INITIALIZER"

let mutex_init st m attr =
  let k = key m in
  if LM.mem k st.locks then stuck "initialises a locked mutex";
  (match attr with
  | M.Int z when Integer.is_zero z -> ()
  | M.Ptr (b, o) when LM.mem (b, o) st.mutex_attrs -> ()
  | _ -> stuck "a mutex initialised with attributes the interpreter does not know");
  { st with mutexes = LM.add k true st.mutexes }

let mutex_destroy st m ptr_type =
  let k = mutex st m ptr_type in
  if LM.mem k st.locks then stuck "destroys a locked mutex";
  { st with mutexes = LM.add k false st.mutexes }

(* Only initialised and destroyed: pthread_mutexattr_settype and the other
   setters are not modelled, so an attribute always holds the defaults. *)
let mutexattr st a ~init =
  let k = key a in
  if init then { st with mutex_attrs = LM.add k () st.mutex_attrs }
  else if LM.mem k st.mutex_attrs then { st with mutex_attrs = LM.remove k st.mutex_attrs }
  else stuck "destroys a mutex attribute never initialised"

(* -- Semaphores (POSIX, unnamed) -- *)

(* The least SEM_VALUE_MAX POSIX allows: up to it every system agrees. *)
let sem_value_max = 32767

let semaphore st s =
  match LM.find_opt (key s) st.semaphores with Some v -> v | None -> stuck "a semaphore used before sem_init"

let sem_init st s value =
  let k = key s in
  if LM.mem k st.semaphores then stuck "initialises a semaphore twice";
  let v = to_int value in
  if v < 0 || v > sem_value_max then stuck "a semaphore initialised to %d" v;
  { st with semaphores = LM.add k v st.semaphores }

let sem_set st s v = { st with semaphores = LM.add (key s) v st.semaphores }

(* -- Barriers -- *)

let barrier st b = match LM.find_opt (key b) st.barriers with Some br -> br | None -> stuck "a barrier used before pthread_barrier_init"

(* PTHREAD_BARRIER_SERIAL_THREAD, in glibc and in Frama-C's libc. *)
let serial_thread = -1

(* -- Threads -- *)

let create st ~slot ~slot_type f arg =
  match Kernel_function.get_definition (Globals.Functions.get f) with
  | exception Kernel_function.No_Definition -> stuck "a thread runs %s, which has no body" f.vname
  | fd ->
    let tid = st.created + 1 in
    let name = Printf.sprintf "%s#%d" f.vname tid in
    let st = { st with created = tid } in
    let slot = match slot with M.Ptr (b, o) -> (b, o, Cil.typeOf_pointed slot_type) | _ -> stuck "a thread id stored at no object" in
    let st = store st slot (M.Tid tid) in
    let args = match fd.sformals with [] -> [] | [ _ ] -> [ arg ] | _ -> stuck "a thread function of several parameters" in
    let st, tls = new_tls st tid in
    let st = set_thread st tid (new_thread name tls) in
    let st, frame = enter st tid fd args None in
    (set_thread st tid { (thread st tid) with stack = [ frame ] }, name)

(* A join returns once the thread has ended; joining it again, joining
   oneself or an id no create gave is undefined (or an error the program
   would see). The thread's result goes where [into] points. *)
let join st id t ~into ~into_type =
  let tid = match t with M.Tid n -> n | _ -> stuck "a join of no thread" in
  let th = match IM.find_opt tid st.threads with Some th -> th | None -> stuck "a join of no thread" in
  if tid = id then stuck "a thread joins itself";
  if th.joined then stuck "a thread joined twice";
  if not th.ended then None
  else
    let st = set_thread st tid { th with joined = true } in
    match into with
    | Some (M.Ptr (b, o)) -> (
      match th.result with
      | Some v -> Some (store st (b, o, Cil.typeOf_pointed into_type) v)
      | None -> stuck "reads the result of a thread that returned none")
    | None -> Some st
    | Some (M.Int z) when Integer.is_zero z -> Some st
    | Some _ -> stuck "a thread's result stored at no object"

(* A call that has begun goes on: a condition wait once it has its mutex
   back, a barrier wait once its round is over. The call's result is stored
   then. None: it still waits. *)
let resume st id p =
  let finish st dest =
    let st = match dest with Some d -> store st d zero | None -> st in
    Some (set_thread st id { (thread st id) with pending = None })
  in
  match p with
  | Relock (k, dest) -> if LM.mem k st.locks then None else finish { st with locks = LM.add k id st.locks } dest
  | Barrier (k, round, dest) -> (
    match LM.find_opt k st.barriers with
    | Some br when br.round > round -> finish st dest
    | Some _ -> None
    | None -> stuck "a barrier destroyed while a thread waits on it")

(* A call of a function without a body. [ret] stores the result; [goes_on]
   moves the thread past the call. *)
let call st id fr ~dest callee args arg_types =
  let name = callee.vname in
  let th = thread st id in
  let goes_on st = set_thread st id { (thread st id) with stack = { fr with pc = single_succ fr.pc } :: List.tl th.stack } in
  let ret st v = match dest with Some d -> store st d v | None -> st in
  let arg_type i = match List.nth_opt arg_types i with Some t -> t | None -> stuck "%s's arguments" name in
  let pending st p = set_thread st id { (thread st id) with pending = Some p } in
  match (name, args) with
  | _ when Program_ends.ends_program (Globals.Functions.get callee) || Cil.hasAttribute "noreturn" callee.vattr ->
    stuck "the program ends (%s)" name
  | _ when no_effect name -> (goes_on (ret st zero), Next)
  | _ when String.starts_with ~prefix:"__VERIFIER_nondet_" name ->
    let st, v = draw st callee in
    (goes_on (ret st v), Next)
  | "__VERIFIER_assume", [ c ] -> if M.truth c then (goes_on st, Next) else stuck "an assumption fails"
  | "__VERIFIER_atomic_begin", [] ->
    if st.atomic <> None then stuck "nested atomic sections";
    (goes_on { st with atomic = Some id }, Next)
  | "__VERIFIER_atomic_end", [] ->
    if st.atomic <> Some id then stuck "an atomic section ends that did not begin";
    (goes_on { st with atomic = None }, Unlocked)
  | "pthread_self", [] -> (goes_on (ret st (M.Tid id)), Next)
  | ("ffs" | "ffsl" | "ffsll"), [ M.Int v ] ->
    (goes_on (ret st (int (find_first_set v ~bits:(8 * M.size_of (arg_type 0))))), Next)
  | "pthread_equal", [ M.Tid a; M.Tid b ] -> (goes_on (ret st (int (if a = b then 1 else 0))), Next)
  | ("malloc" | "calloc" | "__fc_vla_alloc"), _ -> (
    let size = match args with [ n ] -> to_int n | [ n; s ] -> to_int n * to_int s | _ -> stuck "%s's arguments" name in
    let mem, b = M.alloc ~heap:true st.mem ~owner:id ~size ~zeroed:(name = "calloc") ~name:(Printf.sprintf "a block of %s" name) in
    let st = { st with mem } in
    (goes_on (ret st (M.Ptr (b, 0))), Next))
  | "free", [ M.Int z ] when Integer.is_zero z -> (goes_on st, Next)
  | ("free" | "__fc_vla_free"), [ M.Ptr (b, 0) ] -> (goes_on { st with mem = M.free_heap st.mem b }, Next)
  | "pthread_create", [ slot; _; M.Fun f; arg ] ->
    let st, child = create st ~slot ~slot_type:(arg_type 0) f arg in
    (goes_on (ret st zero), Spawned child)
  | "pthread_join", t :: rest -> (
    let into = match rest with [] -> None | [ p ] -> Some p | _ -> stuck "%s's arguments" name in
    match join st id t ~into ~into_type:(if rest = [] then Cil.voidPtrType else arg_type 1) with
    | Some st -> (goes_on (ret st zero), Next)
    | None -> (st, Block))
  | "pthread_exit", [ v ] -> (end_thread st id (Some v), Finished)
  | "pthread_mutexattr_init", [ a ] -> (goes_on (ret (mutexattr st a ~init:true) zero), Next)
  | "pthread_mutexattr_destroy", [ a ] -> (goes_on (ret (mutexattr st a ~init:false) zero), Next)
  | "pthread_mutex_init", [ m; attr ] -> (goes_on (ret (mutex_init st m attr) zero), Next)
  | "pthread_mutex_destroy", [ m ] -> (goes_on (ret (mutex_destroy st m (arg_type 0)) zero), Next)
  | "pthread_mutex_lock", [ m ] -> (
    let k = mutex st m (arg_type 0) in
    match LM.find_opt k st.locks with
    | None -> (goes_on (ret { st with locks = LM.add k id st.locks } zero), Next)
    | Some o when o = id -> stuck "a thread locks a mutex it holds"
    | Some _ -> (st, Block))
  | "pthread_mutex_trylock", [ m ] -> (
    let k = mutex st m (arg_type 0) in
    match LM.find_opt k st.locks with
    | None -> (goes_on (ret { st with locks = LM.add k id st.locks } zero), Next)
    | Some _ -> (goes_on (ret st (int 16 (* EBUSY *))), Next))
  | "pthread_mutex_unlock", [ m ] ->
    let k = mutex st m (arg_type 0) in
    if LM.find_opt k st.locks <> Some id then stuck "a thread unlocks a mutex it does not hold";
    (goes_on (ret { st with locks = LM.remove k st.locks } zero), Unlocked)
  | "pthread_cond_wait", [ _; m ] ->
    (* A spurious wake-up: a real execution of any condition wait. The
       wait returns (and its result is stored) once the mutex is back. *)
    let k = mutex st m (arg_type 1) in
    if LM.find_opt k st.locks <> Some id then stuck "a condition wait without its mutex";
    let st = goes_on { st with locks = LM.remove k st.locks } in
    (pending st (Relock (k, dest)), Wait)
  | "sem_init", [ s; _; value ] -> (goes_on (ret (sem_init st s value) zero), Next)
  | "sem_destroy", [ s ] ->
    ignore (semaphore st s);
    (goes_on (ret { st with semaphores = LM.remove (key s) st.semaphores } zero), Next)
  | "sem_wait", [ s ] ->
    let v = semaphore st s in
    if v = 0 then (st, Block) else (goes_on (ret (sem_set st s (v - 1)) zero), Next)
  | "sem_trywait", [ s ] ->
    (* At 0 it fails with EAGAIN in errno, which the interpreter cannot
       read (errno has no value in it): a program testing it gets stuck. *)
    let v = semaphore st s in
    if v = 0 then (goes_on (ret st (int (-1))), Next) else (goes_on (ret (sem_set st s (v - 1)) zero), Next)
  | "sem_post", [ s ] ->
    let v = semaphore st s in
    if v >= sem_value_max then stuck "a semaphore posted beyond %d" sem_value_max;
    (goes_on (ret (sem_set st s (v + 1)) zero), Unlocked)
  | "sem_getvalue", [ s; M.Ptr (b, o) ] ->
    let st = store st (b, o, Cil.typeOf_pointed (arg_type 1)) (int (semaphore st s)) in
    (goes_on (ret st zero), Next)
  | "pthread_barrier_init", [ b; M.Int attr; count ] when Integer.is_zero attr ->
    let k = key b and count = to_int count in
    if count <= 0 then stuck "a barrier for %d threads" count;
    if LM.mem k st.barriers then stuck "initialises a barrier twice";
    let st = { st with barriers = LM.add k { count; arrived = 0; round = 0 } st.barriers } in
    (goes_on (ret st zero), Next)
  | "pthread_barrier_destroy", [ b ] ->
    if (barrier st b).arrived > 0 then stuck "destroys a barrier threads wait on";
    (goes_on (ret { st with barriers = LM.remove (key b) st.barriers } zero), Next)
  | "pthread_barrier_wait", [ b ] ->
    let br = barrier st b in
    if br.arrived + 1 = br.count then
      (* The last one opens the round and gets the serial answer. *)
      let st = { st with barriers = LM.add (key b) { br with arrived = 0; round = br.round + 1 } st.barriers } in
      (goes_on (ret st (int serial_thread)), Unlocked)
    else
      let st = { st with barriers = LM.add (key b) { br with arrived = br.arrived + 1 } st.barriers } in
      (pending (goes_on st) (Barrier (key b, br.round, dest)), Wait)
  | _ -> stuck "a call of %s, which the interpreter does not model" name
