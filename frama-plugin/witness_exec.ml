(* The witness interpreter (see witness_exec.mli). *)

open Cil_types
module M = Witness_memory
module IM = Map.Make (Int)

module LM = Map.Make (struct
  type t = int * int

  let compare = compare
end)

let stuck = M.stuck

type policy = Constant of int | Counting of int

let policy_name = function
  | Constant n -> Printf.sprintf "every nondeterministic value %d" n
  | Counting n -> Printf.sprintf "nondeterministic values counting from %d" n

type frame = {
  vars : int IM.t;  (* vid -> block of the function's formals and locals *)
  pc : stmt;  (* the next statement *)
  dest : (int * int * typ) option;  (* where the caller stores the result *)
  owns_atomic : bool;  (* a __VERIFIER_atomic_ function that opened the section *)
}

type thread = {
  name : string;
  stack : frame list;
  ended : bool;
  tls : int IM.t;  (* vid -> block of the thread's own thread-local globals *)
  relock : (int * int) option;  (* the mutex a condition wait takes back first *)
}

type state = {
  mem : M.t;
  threads : thread IM.t;  (* by pthread_t value; main is 0 *)
  locks : int LM.t;  (* mutex address -> owner *)
  atomic : int option;  (* the thread inside an atomic section *)
  globals : int IM.t;  (* vid -> block *)
  tls_templates : int IM.t;  (* vid -> block holding the initial value *)
  policy : policy;
  drawn : Integer.t list;  (* nondeterministic values used, latest first *)
  created : int;
}

type stop = Paused of stmt | Created of string | Waits | Released | Ended | Cut

(* What a statement did, for the loop of [run]. *)
type event = Next | Block | Spawned of string | Wait | Unlocked | Finished

let thread st id = match IM.find_opt id st.threads with Some t -> t | None -> stuck "no thread %d" id
let set_thread st id t = { st with threads = IM.add id t st.threads }

let is_thread_local v = Cil.hasAttribute "thread" v.vattr || Cil.hasAttribute "__thread" v.vattr

let var_block st id fr v =
  match IM.find_opt v.vid fr.vars with
  | Some b -> b
  | None when is_thread_local v -> (
    match IM.find_opt v.vid (thread st id).tls with Some b -> b | None -> stuck "thread-local %s" v.vname)
  | None -> ( match IM.find_opt v.vid st.globals with Some b -> b | None -> stuck "the object %s" v.vname)

let to_int = function
  | M.Int n -> ( match Integer.to_int_opt n with Some i -> i | None -> stuck "a huge integer")
  | _ -> stuck "an address used as an integer"

let aggregate t = Cil.isStructOrUnionType t || Cil.isArrayType t

(* Expressions and lvalues of thread [id] in frame [fr]. *)
let rec eval st id fr e =
  match e.enode with
  | Const (CInt64 (n, _, _)) -> M.Int n
  | Const (CChr c) when Char.code c < 128 -> M.Int (Integer.of_int (Char.code c))
  | Const (CEnum ei) -> eval st id fr ei.eival
  | Const _ -> stuck "a string, wide or floating-point constant"
  | Lval (Var f, NoOffset) when Cil.isFunctionType f.vtype -> M.Fun f
  | Lval lv ->
    let b, o, t = address st id fr lv in
    if aggregate t then
      (* Only as a whole opaque value (a pthread_t that is a structure). *)
      match M.read_whole st.mem b o t with Some v -> v | None -> stuck "an aggregate value"
    else M.read st.mem b o t
  | SizeOf t -> M.Int (Integer.of_int (M.size_of t))
  | SizeOfE e -> M.Int (Integer.of_int (M.size_of (Cil.typeOf e)))
  | SizeOfStr s -> M.Int (Integer.of_int (String.length s + 1))
  | AlignOf t -> M.Int (Integer.of_int (Cil.bytesAlignOf t))
  | AlignOfE e -> M.Int (Integer.of_int (Cil.bytesAlignOf (Cil.typeOf e)))
  | UnOp (op, a, t) -> M.unop op (eval st id fr a) t
  | BinOp (((LAnd | LOr) as op), a, b, _) ->
    (* Short-circuit: the second operand may be undefined when not needed. *)
    let x = M.truth (eval st id fr a) in
    if (op = LAnd && not x) || (op = LOr && x) then M.Int (if x then Integer.one else Integer.zero)
    else M.Int (if M.truth (eval st id fr b) then Integer.one else Integer.zero)
  | BinOp (op, a, b, t) -> M.binop op (Cil.typeOf a) (eval st id fr a) (Cil.typeOf b) (eval st id fr b) t
  | CastE (t, a) -> M.convert t (eval st id fr a)
  | AddrOf (Var f, NoOffset) when Cil.isFunctionType f.vtype -> M.Fun f
  | AddrOf lv | StartOf lv ->
    let b, o, _ = address st id fr lv in
    M.Ptr (b, o)

and address st id fr (host, off) =
  let b, o, t =
    match host with
    | Var v -> (var_block st id fr v, 0, v.vtype)
    | Mem e -> (
      match eval st id fr e with
      | M.Ptr (b, o) -> (b, o, Cil.typeOf_pointed (Cil.typeOf e))
      | _ -> stuck "a dereference of NULL, an integer or a function")
  in
  let rec walk o t = function
    | NoOffset -> (o, t)
    | Field (fi, _) when fi.fbitfield <> None -> stuck "a bit-field"
    | Field (fi, rest) ->
      let bits, _ = Cil.bitsOffset t (Field (fi, NoOffset)) in
      walk (o + (bits / 8)) fi.ftype rest
    | Index (i, rest) -> (
      match Cil.unrollType t with
      | TArray (elt, _, _) -> walk (o + (to_int (eval st id fr i) * M.size_of elt)) elt rest
      | _ -> stuck "an index into a non-array")
  in
  let o, t = walk o t off in
  (b, o, t)

(* An aggregate slot only receives opaque values whole (a thread id stored
   into a pthread_t that is a structure): reading a field of it is stuck. *)
let store st (b, o, t) v =
  { st with mem = M.write st.mem b o t (if aggregate t then v else M.convert t v) }

(* [lv = e], aggregates copied whole. *)
let assign st id fr lv e =
  let ((b, o, t) as dst) = address st id fr lv in
  if Cil.isStructOrUnionType t || Cil.isArrayType t then
    match e.enode with
    | Lval src ->
      let sb, so, _ = address st id fr src in
      { st with mem = M.copy st.mem ~src:(sb, so) ~dst:(b, o) ~size:(M.size_of t) }
    | _ -> stuck "an aggregate assignment from a non-lvalue"
  else store st dst (eval st id fr e)

let rec initialise st id fr (b, o, t) = function
  | SingleInit e -> store st (b, o, t) (eval st id fr e)
  | CompoundInit (ct, inits) ->
    List.fold_left
      (fun st (off, init) ->
        let bits, _ = Cil.bitsOffset ct off in
        if bits mod 8 <> 0 then stuck "a bit-field initialiser";
        initialise st id fr (b, o + (bits / 8), Cil.typeOffset ct off) init)
      st inits

let single_succ s = match s.succs with [ n ] -> n | [] -> stuck "a statement with no successor" | _ -> stuck "a statement with several successors"

let first_stmt fd = match fd.sbody.bstmts with s :: _ -> s | [] -> stuck "an empty function body"

let alloc_vars st id fd =
  List.fold_left
    (fun (st, vars) v ->
      let mem, b = M.alloc st.mem ~owner:id ~size:(M.size_of v.vtype) ~zeroed:false ~name:v.vname in
      ({ st with mem }, IM.add v.vid b vars))
    (st, IM.empty) (fd.sformals @ fd.slocals)

let is_atomic_function name = String.starts_with ~prefix:"__VERIFIER_atomic_" name
  && name <> "__VERIFIER_atomic_begin" && name <> "__VERIFIER_atomic_end"

(* A frame for a call of [fd] with argument values [args]. *)
let enter st id fd args dest =
  let st, vars = alloc_vars st id fd in
  let fr0 = { vars; pc = first_stmt fd; dest; owns_atomic = false } in
  if List.length args <> List.length fd.sformals then stuck "%s called with %d argument(s)" fd.svar.vname (List.length args);
  let st =
    List.fold_left2 (fun st v a -> store st (IM.find v.vid vars, 0, v.vtype) a) st fd.sformals args
  in
  let opens = is_atomic_function fd.svar.vname && st.atomic = None in
  let st = if opens then { st with atomic = Some id } else st in
  (st, { fr0 with owns_atomic = opens })

(* A new thread's own copies of the thread-local globals. *)
let new_tls st id =
  IM.fold
    (fun vid tmpl (st, tls) ->
      let size = M.block_size st.mem tmpl in
      let mem, b = M.alloc st.mem ~owner:id ~size ~zeroed:true ~name:"a thread-local global" in
      let mem = M.copy mem ~src:(tmpl, 0) ~dst:(b, 0) ~size in
      ({ st with mem }, IM.add vid b tls))
    st.tls_templates (st, IM.empty)

let draw st =
  let n = match st.policy with Constant n -> n | Counting n -> n + List.length st.drawn in
  let v = Integer.of_int n in
  ({ st with drawn = v :: st.drawn }, M.Int v)

let lock_key = function M.Ptr (b, o) -> (b, o) | _ -> stuck "a lock at no object"

let ends_program = [ "abort"; "exit"; "_exit"; "_Exit"; "quick_exit"; "__assert_fail"; "__VERIFIER_error"; "reach_error" ]

(* Library functions with no effect on what the interpreter tracks. *)
let no_effect name =
  List.mem name
    [ "pthread_mutex_init"; "pthread_mutex_destroy"; "pthread_cond_init"; "pthread_cond_destroy";
      "pthread_cond_signal"; "pthread_cond_broadcast"; "pthread_attr_init"; "pthread_attr_destroy";
      "pthread_mutexattr_init"; "pthread_mutexattr_destroy"; "pthread_condattr_init";
      "pthread_condattr_destroy"; "sched_yield"; "pthread_yield" ]

(* A call of a function without a body. [ret] stores the result; [goes_on]
   moves the thread past the call. *)
let library st id fr ~dest callee args arg_types =
  let name = callee.vname in
  let th = thread st id in
  let goes_on st = set_thread st id { (thread st id) with stack = { fr with pc = single_succ fr.pc } :: List.tl th.stack } in
  let ret st v = match dest with Some d -> store st d v | None -> st in
  let zero = M.Int Integer.zero in
  match (name, args) with
  | _ when List.mem name ends_program -> stuck "the program ends (%s)" name
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

let callee_of st id fr f =
  match f.enode with
  | Lval (Var v, NoOffset) when Cil.isFunctionType v.vtype -> v
  | _ -> ( match eval st id fr f with M.Fun v -> v | _ -> stuck "a call through a pointer to no function")

let call st id fr lvo f args =
  let callee = callee_of st id fr f in
  let values = List.map (eval st id fr) args in
  let dest = Option.map (address st id fr) lvo in
  match Kernel_function.get_definition (Globals.Functions.get callee) with
  | exception (Kernel_function.No_Definition | Not_found) -> library st id fr ~dest callee values (List.map Cil.typeOf args)
  | fd ->
    let th = thread st id in
    let caller = { fr with pc = single_succ fr.pc } in
    let st, frame = enter st id fd values dest in
    (set_thread st id { (thread st id) with stack = frame :: caller :: List.tl th.stack }, Next)

let return st id fr value =
  let th = thread st id in
  let mem = IM.fold (fun _ b mem -> M.free mem b) fr.vars st.mem in
  let st = { st with mem; atomic = (if fr.owns_atomic then None else st.atomic) } in
  match List.tl th.stack with
  | [] ->
    if id = 0 then stuck "main returns: the program ends";
    (set_thread st id { th with stack = []; ended = true }, Finished)
  | caller :: rest ->
    let st = match (fr.dest, value) with Some d, Some v -> store st d v | _ -> st in
    (set_thread st id { th with stack = caller :: rest }, Next)

let case_matches st id fr v s =
  List.exists
    (function
      | Case (e, _) -> ( match (eval st id fr e, v) with M.Int a, M.Int b -> Integer.equal a b | _ -> false)
      | _ -> false)
    s.labels

(* One statement of thread [id]. *)
let step st id =
  let th = thread st id in
  let fr = match th.stack with fr :: _ -> fr | [] -> stuck "a thread that ended" in
  let goto st s =
    let th = thread st id in
    (set_thread st id { th with stack = { (List.hd th.stack) with pc = s } :: List.tl th.stack }, Next)
  in
  match fr.pc.skind with
  | Instr (Set (lv, e, _)) -> goto (assign st id fr lv e) (single_succ fr.pc)
  | Instr (Local_init (v, AssignInit init, _)) ->
    goto (initialise st id fr (address st id fr (Cil.var v)) init) (single_succ fr.pc)
  | Instr (Local_init (v, ConsInit (f, args, Plain_func), _)) -> call st id fr (Some (Cil.var v)) (Cil.evar f) args
  | Instr (Call (lvo, f, args, _)) -> call st id fr lvo f args
  | Instr (Skip _ | Code_annot _) -> goto st (single_succ fr.pc)
  | Return (eo, _) -> return st id fr (Option.map (eval st id fr) eo)
  | If (c, b1, b2, _) -> (
    let taken = M.truth (eval st id fr c) in
    match (fr.pc.succs, Extract_branches.branch_targets fr.pc b1 b2) with
    | [ only ], _ -> goto st only
    | _, Some (t, e) -> goto st (if taken then t else e)
    | _ -> stuck "an if whose branches the interpreter cannot tell apart")
  | Switch (e, _, cases, _) -> (
    let v = eval st id fr e in
    let default s = List.exists (function Default _ -> true | _ -> false) s.labels in
    match (List.find_opt (case_matches st id fr v) cases, List.find_opt default cases) with
    | Some s, _ | None, Some s -> goto st s
    | None, None -> (
      match List.filter (fun s -> not (List.memq s cases)) fr.pc.succs with
      | [ s ] -> goto st s
      | _ -> stuck "a switch with no case taken and no way out"))
  | Goto _ | Break _ | Continue _ | Block _ | Loop _ | UnspecifiedSequence _ -> goto st (single_succ fr.pc)
  | Throw _ | TryCatch _ | TryFinally _ | TryExcept _ | Instr (Asm _) | Instr (Local_init _) ->
    stuck "a statement the interpreter does not run"

(* Whatever else the interpreter or Frama-C raises while following a
   construct (a type whose size or offset it cannot compute, a missing
   definition) is one more way of being stuck: never a crash of the run. *)
let guarded f =
  try f () with
  | (M.Stuck _ | Sys.Break | Out_of_memory) as e -> raise e
  | e -> stuck "the interpreter cannot follow this (%s)" (Printexc.to_string e)

let run ?(at_unlock = false) st id ~interest ~resume ~fuel =
  guarded @@ fun () ->
  (* A condition wait takes its mutex back before anything else. *)
  let retaken =
    match (thread st id).relock with
    | None -> Some st
    | Some k when LM.mem k st.locks -> None
    | Some k ->
      let st = { st with locks = LM.add k id st.locks } in
      Some (set_thread st id { (thread st id) with relock = None })
  in
  let rec go st n first =
    let th = thread st id in
    match th.stack with
    | [] -> Some (st, Ended, n)
    | fr :: _ when (not first) && st.atomic = None && interest fr.pc -> Some (st, Paused fr.pc, n)
    | _ when n >= fuel -> Some (st, Cut, n)
    | _ -> (
      match step st id with
      | st', Next -> go st' (n + 1) false
      | _, Block when n = 0 -> None
      | _, Block when st.atomic = Some id -> stuck "a thread blocks inside an atomic section"
      | _, Block -> Some (st, Waits, n)
      | st', Spawned name when st'.atomic = Some id -> ignore name; go st' (n + 1) false
      | st', Spawned name -> Some (st', Created name, n + 1)
      | st', Wait -> Some (st', Waits, n + 1)
      | st', Unlocked when at_unlock && st'.atomic = None -> Some (st', Released, n + 1)
      | st', Unlocked -> go st' (n + 1) false
      | st', Finished -> Some (st', Ended, n + 1))
  in
  match retaken with None -> None | Some st -> go st 0 resume

let threads st =
  let live = IM.filter (fun _ t -> not t.ended) st.threads in
  let live = match st.atomic with Some id -> IM.filter (fun i _ -> i = id) live | None -> live in
  IM.fold (fun id t acc -> (id, t.name) :: acc) live [] |> List.rev

let initial policy =
  guarded @@ fun () ->
  let st =
    { mem = M.empty; threads = IM.empty; locks = LM.empty; atomic = None; globals = IM.empty;
      tls_templates = IM.empty; policy; drawn = []; created = 0 }
  in
  (* Every global gets its zeroed block first (initialisers may take
     addresses of others); one whose initialiser cannot be evaluated is
     left out, so that only its use gets stuck. *)
  let vars = ref [] in
  Globals.Vars.iter (fun v init -> if not (Cil.isFunctionType v.vtype) then vars := (v, init) :: !vars);
  let st =
    List.fold_left
      (fun st (v, _) ->
        match M.alloc st.mem ~owner:(-1) ~size:(M.size_of v.vtype) ~zeroed:true ~name:v.vname with
        | mem, b ->
          if is_thread_local v then { st with mem; tls_templates = IM.add v.vid b st.tls_templates }
          else { st with mem; globals = IM.add v.vid b st.globals }
        | exception M.Stuck _ -> st)
      st !vars
  in
  let main_kf = fst (Globals.entry_point ()) in
  let fd = try Kernel_function.get_definition main_kf with Kernel_function.No_Definition -> stuck "no entry body" in
  if fd.sformals <> [] then stuck "the entry point has parameters";
  let dummy = { vars = IM.empty; pc = first_stmt fd; dest = None; owns_atomic = false } in
  let st = set_thread st 0 { name = "main"; stack = []; ended = false; tls = IM.empty; relock = None } in
  let st =
    List.fold_left
      (fun st (v, (init : initinfo)) ->
        match init.init with
        | None -> st
        | Some i -> (
          let where = if is_thread_local v then st.tls_templates else st.globals in
          match IM.find_opt v.vid where with
          | None -> st
          | Some b -> (
            try initialise st 0 dummy (b, 0, v.vtype) i
            with M.Stuck _ ->
              { st with globals = IM.remove v.vid st.globals; tls_templates = IM.remove v.vid st.tls_templates })))
      st !vars
  in
  let st, tls = new_tls st 0 in
  let st = set_thread st 0 { (thread st 0) with tls } in
  let st, frame = enter st 0 fd [] None in
  set_thread st 0 { (thread st 0) with stack = [ frame ] }

let accesses ~atomic_op st id =
  guarded @@ fun () ->
  match (thread st id).stack with
  | [] -> []
  | fr :: _ ->
    (* A call stores its result once the callee has run, which may
       synchronise (`st = pthread_mutex_lock(&m)`) or never end: that write
       is only about to happen for the library calls that return at once
       without synchronising (nondeterministic values, allocation). *)
    let immediate f =
      match f.enode with
      | Lval (Var v, NoOffset) when Cil.isFunctionType v.vtype -> (
        match Kernel_function.get_definition (Globals.Functions.get v) with
        | _ -> false
        | exception (Kernel_function.No_Definition | Not_found) ->
          String.starts_with ~prefix:"__VERIFIER_nondet_" v.vname
          || List.mem v.vname [ "malloc"; "calloc"; "pthread_self" ])
      | _ -> false
    in
    let result =
      match fr.pc.skind with
      | Instr (Call (Some lv, f, _, _)) when not (immediate f) -> Some lv
      | Instr (Local_init (v, ConsInit (f, _, _), _)) when not (immediate (Cil.evar f)) -> Some (Cil.var v)
      | _ -> None
    in
    let later kind lv =
      kind = Racer_core.Const.access_write
      && match result with Some r -> Cil_datatype.Lval.equal r lv | None -> false
    in
    List.filter_map
      (fun (kind, flags, lv) ->
        if flags land Racer_core.Const.access_atomic <> 0 || later kind lv then None
        else
          match guarded (fun () -> address st id fr lv) with
          | b, o, t -> Some (kind = Racer_core.Const.access_write, (b, o, M.size_of t))
          | exception M.Stuck _ -> None)
      (Extract_accesses.stmt_lvals ~atomic_op fr.pc)

let nondet_values st = List.rev_map Integer.to_string st.drawn

let fingerprint st =
  let buf = Buffer.create 4096 in
  M.fingerprint buf st.mem;
  IM.iter
    (fun id t ->
      Printf.bprintf buf "|T%d%c" id (if t.ended then 'e' else ' ');
      List.iter
        (fun fr ->
          Printf.bprintf buf "(%d%c" fr.pc.sid (if fr.owns_atomic then 'a' else ' ');
          IM.iter (fun v b -> Printf.bprintf buf "%d>%d," v b) fr.vars;
          Option.iter (fun (b, o, _) -> Printf.bprintf buf "d%d+%d" b o) fr.dest)
        t.stack;
      IM.iter (fun v b -> Printf.bprintf buf "t%d>%d," v b) t.tls;
      Option.iter (fun (b, o) -> Printf.bprintf buf "r%d+%d" b o) t.relock)
    st.threads;
  LM.iter (fun (b, o) owner -> Printf.bprintf buf "|L%d+%d=%d" b o owner) st.locks;
  Printf.bprintf buf "|A%d|N%d|C%d" (Option.value ~default:(-1) st.atomic) (List.length st.drawn) st.created;
  Digest.string (Buffer.contents buf)
