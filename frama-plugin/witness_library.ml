(* The library calls the witness interpreter models (see
   witness_library.mli). *)

open Cil_types
open Witness_state
module M = Witness_memory

let draw st =
  let n = match st.policy with Constant n -> n | Counting n -> n + List.length st.drawn in
  let v = Integer.of_int n in
  ({ st with drawn = v :: st.drawn }, M.Int v)

let lock_key = function M.Ptr (b, o) -> (b, o) | _ -> stuck "a lock at no object"

let returns_at_once name =
  String.starts_with ~prefix:"__VERIFIER_nondet_" name || List.mem name [ "malloc"; "calloc"; "pthread_self" ]

(* Library functions with no effect on what the interpreter tracks. *)
let no_effect name =
  List.mem name
    [ "pthread_mutex_init"; "pthread_mutex_destroy"; "pthread_cond_init"; "pthread_cond_destroy";
      "pthread_cond_signal"; "pthread_cond_broadcast"; "pthread_attr_init"; "pthread_attr_destroy";
      "pthread_mutexattr_init"; "pthread_mutexattr_destroy"; "pthread_condattr_init";
      "pthread_condattr_destroy"; "sched_yield"; "pthread_yield" ]

(* A call of a function without a body. [ret] stores the result; [goes_on]
   moves the thread past the call. *)
let call st id fr ~dest callee args arg_types =
  let name = callee.vname in
  let th = thread st id in
  let goes_on st = set_thread st id { (thread st id) with stack = { fr with pc = single_succ fr.pc } :: List.tl th.stack } in
  let ret st v = match dest with Some d -> store st d v | None -> st in
  let zero = M.Int Integer.zero in
  match (name, args) with
  | _ when Extract_program.ends_program (Globals.Functions.get callee) || Cil.hasAttribute "noreturn" callee.vattr ->
    stuck "the program ends (%s)" name
  | _ when no_effect name -> (goes_on (ret st zero), Next)
  | _ when String.starts_with ~prefix:"__VERIFIER_nondet_" name ->
    let st, v = draw st in
    (goes_on (ret st v), Next)
  | "__VERIFIER_assume", [ c ] -> if M.truth c then (goes_on st, Next) else stuck "an assumption fails"
  | "__VERIFIER_atomic_begin", [] ->
    if st.atomic <> None then stuck "nested atomic sections";
    (goes_on { st with atomic = Some id }, Next)
  | "__VERIFIER_atomic_end", [] ->
    if st.atomic <> Some id then stuck "an atomic section ends that did not begin";
    (goes_on { st with atomic = None }, Unlocked)
  | "pthread_self", [] -> (goes_on (ret st (M.Int (Integer.of_int id))), Next)
  | ("malloc" | "calloc"), _ -> (
    let size = match args with [ n ] -> to_int n | [ n; s ] -> to_int n * to_int s | _ -> stuck "%s's arguments" name in
    let mem, b = M.alloc st.mem ~owner:id ~size ~zeroed:(name = "calloc") ~name:(Printf.sprintf "a block of %s" name) in
    let st = { st with mem } in
    (goes_on (ret st (M.Ptr (b, 0))), Next))
  | "free", [ M.Int z ] when Integer.is_zero z -> (goes_on st, Next)
  | "free", [ M.Ptr (b, 0) ] -> (goes_on { st with mem = M.free st.mem b }, Next)
  | "pthread_create", [ slot; _; M.Fun f; arg ] -> (
    match Kernel_function.get_definition (Globals.Functions.get f) with
    | exception Kernel_function.No_Definition -> stuck "a thread runs %s, which has no body" f.vname
    | fd ->
      let tid = st.created + 1 in
      let name = Printf.sprintf "%s#%d" f.vname tid in
      let st = { st with created = tid } in
      let st = store st (match slot with M.Ptr (b, o) -> (b, o, Cil.typeOf_pointed (List.hd arg_types)) | _ -> stuck "a thread id stored at no object") (M.Int (Integer.of_int tid)) in
      let args = match fd.sformals with [] -> [] | [ _ ] -> [ arg ] | _ -> stuck "a thread function of several parameters" in
      let st, tls = new_tls st tid in
      let st = set_thread st tid { name; stack = []; ended = false; tls; relock = None } in
      let st, frame = enter st tid fd args None in
      let st = set_thread st tid { (thread st tid) with stack = [ frame ] } in
      (goes_on (ret st zero), Spawned name))
  | "pthread_join", (t :: rest) -> (
    (match rest with [] | [ M.Int _ ] -> () | _ -> stuck "a join that reads the thread's result");
    match IM.find_opt (to_int t) st.threads with
    | Some { ended = true; _ } -> (goes_on (ret st zero), Next)
    | Some _ -> (st, Block)
    | None -> stuck "a join of no thread")
  | "pthread_mutex_lock", [ m ] -> (
    let k = lock_key m in
    match LM.find_opt k st.locks with
    | None -> (goes_on (ret { st with locks = LM.add k id st.locks } zero), Next)
    | Some o when o = id -> stuck "a thread locks a mutex it holds"
    | Some _ -> (st, Block))
  | "pthread_mutex_trylock", [ m ] -> (
    let k = lock_key m in
    match LM.find_opt k st.locks with
    | None -> (goes_on (ret { st with locks = LM.add k id st.locks } zero), Next)
    | Some _ -> (goes_on (ret st (M.Int (Integer.of_int 16))), Next))
  | "pthread_mutex_unlock", [ m ] ->
    let k = lock_key m in
    if LM.find_opt k st.locks <> Some id then stuck "a thread unlocks a mutex it does not hold";
    (goes_on (ret { st with locks = LM.remove k st.locks } zero), Unlocked)
  | "pthread_cond_wait", [ _; m ] ->
    (* A spurious wake-up: a real execution of any condition wait. *)
    let k = lock_key m in
    if LM.find_opt k st.locks <> Some id then stuck "a condition wait without its mutex";
    let st = goes_on (ret { st with locks = LM.remove k st.locks } zero) in
    (set_thread st id { (thread st id) with relock = Some k }, Wait)
  | "pthread_exit", _ -> (set_thread st id { th with ended = true; stack = [] }, Finished)
  | _ -> stuck "a call of %s, which the interpreter does not model" name
