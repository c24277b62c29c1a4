(* The witness interpreter (see witness_exec.mli). *)

open Cil_types
open Witness_state
module M = Witness_memory

type policy = Witness_state.policy = Constant of int | Counting of int
type state = Witness_state.state

let policy_name = function
  | Constant n -> Printf.sprintf "every nondeterministic value %d" n
  | Counting n -> Printf.sprintf "nondeterministic values counting from %d" n

type stop = Paused of stmt | Created of string | Waits | Released | Ended | Cut

let callee_of st id fr f =
  match f.enode with
  | Lval (Var v, NoOffset) when Cil.isFunctionType v.vtype -> v
  | _ -> ( match eval st id fr f with M.Fun v -> v | _ -> stuck "a call through a pointer to no function")

let call st id fr lvo f args =
  let callee = callee_of st id fr f in
  let values = List.map (eval st id fr) args in
  let dest = Option.map (address st id fr) lvo in
  match Kernel_function.get_definition (Globals.Functions.get callee) with
  | exception (Kernel_function.No_Definition | Not_found) -> Witness_library.call st id fr ~dest callee values (List.map Cil.typeOf args)
  | fd ->
    let th = thread st id in
    let caller = { fr with pc = single_succ fr.pc } in
    let st, frame = enter st id fd values dest in
    (set_thread st id { (thread st id) with stack = frame :: caller :: List.tl th.stack }, Next)

(* A function returns [value]; the thread ends when it was its first
   function (main's end would end the program). *)
let return st id fr value =
  let th = thread st id in
  let st = { st with atomic = (if fr.owns_atomic then None else st.atomic) } in
  match List.tl th.stack with
  | [] ->
    if id = 0 then stuck "main returns: the program ends";
    (end_thread st id value, Finished)
  | caller :: rest ->
    let st = { st with mem = IM.fold (fun _ b mem -> M.free mem b) fr.vars st.mem } in
    let st =
      match (fr.dest, value) with
      | Some d, Some v -> store st d v
      | Some _, None -> stuck "a function returns no value to a caller that uses it"
      | None, _ -> st
    in
    (set_thread st id { (thread st id) with stack = caller :: rest }, Next)

let case_matches st id fr v s =
  List.exists
    (function
      | Case (e, _) -> (
        match (eval st id fr e, v) with
        | M.Int a, M.Int b -> Integer.equal a b
        | _ -> stuck "a switch on a thread id")
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
    match (fr.pc.succs, Branch_shapes.branch_targets fr.pc b1 b2) with
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
  (* A thread inside a condition or barrier wait returns from it first. *)
  let retaken = match (thread st id).pending with None -> Some st | Some p -> Witness_library.resume st id p in
  let rec go st n first =
    let th = thread st id in
    match th.stack with
    | [] -> Some (st, Ended, n)
    (* A racing statement inside an atomic section counts too: the section
       is one step, and the other thread's access, already standing, may
       run right before it (no other thread runs while this one holds the
       section: [threads]). *)
    | fr :: _ when (not first) && interest fr.pc -> Some (st, Paused fr.pc, n)
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

(* The entry point's arguments: main(argc, argv[, envp]) runs as the
   program run with no arguments (argc 1, argv = { "racer", NULL }, an
   empty environment), one real execution; other parameters are not
   guessed. *)
let entry_arguments st fd =
  match fd.sformals with
  | [] -> (st, [])
  | argc :: argv :: rest
    when Cil.isIntegralType argc.vtype && Cil.isPointerType argv.vtype
         && List.for_all (fun v -> Cil.isPointerType v.vtype) rest && List.length rest <= 1 ->
    let pointer = Cil.typeOf_pointed argv.vtype in
    let width = M.size_of pointer in
    let name = "racer" in
    let mem, text = M.alloc st.mem ~owner:(-1) ~size:(String.length name + 1) ~zeroed:true ~name:"argv[0]" in
    let mem =
      List.fold_left
        (fun mem i -> M.write mem text i Cil.charType (M.Int (Integer.of_int (Char.code name.[i]))))
        mem (List.init (String.length name) Fun.id)
    in
    let mem, vector = M.alloc mem ~owner:(-1) ~size:(2 * width) ~zeroed:true ~name:"argv" in
    let mem = M.write mem vector 0 pointer (M.Ptr (text, 0)) in
    let mem, env = M.alloc mem ~owner:(-1) ~size:width ~zeroed:true ~name:"envp" in
    let envp = List.map (fun _ -> M.Ptr (env, 0)) rest in
    ({ st with mem }, (M.Int Integer.one :: M.Ptr (vector, 0) :: envp))
  | _ -> stuck "the entry point has parameters other than argc, argv and envp"

let initial policy =
  guarded @@ fun () ->
  let st =
    { mem = M.empty; threads = IM.empty; locks = LM.empty; mutexes = LM.empty; mutex_attrs = LM.empty;
      semaphores = LM.empty; barriers = LM.empty; atomic = None; globals = IM.empty;
      tls_templates = IM.empty; policy; drawn = []; created = 0 }
  in
  (* Every global gets its zeroed block first (initialisers may take
     addresses of others); one whose initialiser cannot be evaluated is
     left out, so that only its use gets stuck. So is a global only
     declared (defined in another file, with a value the interpreter does
     not know) and errno (the library's calls set it). *)
  let vars = ref [] in
  let known v = v.vdefined && v.vname <> "__fc_errno" && not (Cil.isFunctionType v.vtype) in
  Globals.Vars.iter (fun v init -> if known v then vars := (v, init) :: !vars);
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
  let dummy = { vars = IM.empty; pc = first_stmt fd; dest = None; owns_atomic = false } in
  let st = set_thread st 0 (new_thread "main" IM.empty) in
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
  let st, args = entry_arguments st fd in
  let st, frame = enter st 0 fd args None in
  set_thread st 0 { (thread st 0) with stack = [ frame ] }

type access = { write : bool; atomic : bool; bytes : int * int * int }

let accesses st id =
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
        | exception (Kernel_function.No_Definition | Not_found) -> Witness_library.returns_at_once v.vname)
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
    (* Only what the statement surely does at once
       (Extract_accesses.evaluated_lvals). *)
    List.filter_map
      (fun { Extract_accesses.kind; flags; lv; extent; _ } ->
        if later kind lv then None
        else
          (* memset(p, 0, 64) touches 64 bytes from *p on. *)
          let size t = match extent with Library_calls.Bytes n -> n | _ -> M.size_of t in
          match guarded (fun () -> address st id fr lv) with
          | b, o, t ->
            Some
              { write = kind = Racer_core.Const.access_write;
                atomic = flags land Racer_core.Const.access_atomic <> 0;
                bytes = (b, o, size t) }
          | exception M.Stuck _ -> None)
      (Extract_accesses.evaluated_lvals fr.pc)

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
      let dest = Option.iter (fun (b, o, _) -> Printf.bprintf buf ">%d+%d" b o) in
      (match t.pending with
      | Some (Relock ((b, o), d)) -> Printf.bprintf buf "r%d+%d" b o; dest d
      | Some (Barrier ((b, o), round, d)) -> Printf.bprintf buf "b%d+%d@%d" b o round; dest d
      | None -> ());
      if t.joined then Buffer.add_char buf 'j';
      Option.iter (fun v -> Buffer.add_char buf '='; M.add_value buf v) t.result)
    st.threads;
  LM.iter (fun (b, o) owner -> Printf.bprintf buf "|L%d+%d=%d" b o owner) st.locks;
  LM.iter (fun (b, o) live -> Printf.bprintf buf "|M%d+%d%c" b o (if live then '+' else '-')) st.mutexes;
  LM.iter (fun (b, o) () -> Printf.bprintf buf "|MA%d+%d" b o) st.mutex_attrs;
  LM.iter (fun (b, o) v -> Printf.bprintf buf "|S%d+%d=%d" b o v) st.semaphores;
  LM.iter (fun (b, o) br -> Printf.bprintf buf "|B%d+%d=%d/%d@%d" b o br.arrived br.count br.round) st.barriers;
  Printf.bprintf buf "|A%d|N%d|C%d" (Option.value ~default:(-1) st.atomic) (List.length st.drawn) st.created;
  Digest.string (Buffer.contents buf)
