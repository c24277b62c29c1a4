(* Object locks: accesses inside an object whose own mutex the thread holds
   (see object_locks.mli). *)

open Cil_types

type t = stmt -> lval -> string option

let none _ _ = None

(* A held object lock: the mutex at [path] inside the object [obj]; [reads]
   are the locals [obj]'s address is computed from. *)
type token = { obj : lval; path : offset; reads : int list; guard : string }

let same_token a b =
  Cil_datatype.LvalStructEq.equal a.obj b.obj && Cil_datatype.OffsetStructEq.equal a.path b.path

(* A local whose value only assignments to it change. *)
let plain_local v = (not v.vglob) && (not v.vaddrof) && not (Cil.typeHasQualifier "volatile" v.vtype)

(* The locals [e]'s value reads, when it reads nothing else (constants,
   addresses of globals and those locals only). *)
let rec stable_reads acc e =
  match e.enode with
  | Const _ | SizeOf _ | SizeOfE _ | SizeOfStr _ | AlignOf _ | AlignOfE _ -> Some acc
  | Lval (Var v, NoOffset) when plain_local v -> Some (v.vid :: acc)
  | AddrOf (Var v, off) | StartOf (Var v, off) when v.vglob -> offset_reads acc off
  | CastE (_, a) | UnOp (_, a, _) -> stable_reads acc a
  | BinOp (_, a, b, _) -> Option.bind (stable_reads acc a) (fun acc -> stable_reads acc b)
  | _ -> None

and offset_reads acc = function
  | NoOffset -> Some acc
  | Field (_, o) -> offset_reads acc o
  | Index (i, o) -> Option.bind (stable_reads acc i) (fun acc -> offset_reads acc o)

(* [off] split after its last index: the object is an element or a
   variable, the path the fields down to the mutex. *)
let split_offset off =
  let rec last_variable i seen = function
    | NoOffset -> seen
    | Field (_, o) -> last_variable (i + 1) seen o
    | Index (_, o) -> last_variable (i + 1) (i + 1) o
  in
  let rec take n off =
    if n = 0 then (NoOffset, off)
    else
      match off with
      | NoOffset -> (NoOffset, NoOffset)
      | Field (f, o) ->
        let pre, rest = take (n - 1) o in
        (Field (f, pre), rest)
      | Index (e, o) ->
        let pre, rest = take (n - 1) o in
        (Index (e, pre), rest)
  in
  take (last_variable 0 0 off) off

let rec path_text = function
  | NoOffset -> ""
  | Field (f, o) -> "." ^ f.fname ^ path_text o
  | Index (_, o) -> "[]" ^ path_text o

(* Two objects of one struct type are disjoint or the same — unless they
   are members of a union, or views of a union: no guard there. *)
let rec through_union = function
  | NoOffset -> false
  | Field (f, o) -> (not f.fcomp.cstruct) || through_union o
  | Index (_, o) -> through_union o

(* Struct types held by value in some union of the program (through
   structs and arrays): two objects of such a type may overlap, members of
   one union at different offsets, even when the lock names no union
   ([p = &u.a; lock(&p->m)]). *)
let in_unions () =
  let seen = Hashtbl.create 16 in
  let rec mark t =
    match Cil.unrollType t with
    | TComp (c, _) ->
      if c.cstruct && not (Hashtbl.mem seen c.ckey) then begin
        Hashtbl.replace seen c.ckey ();
        List.iter (fun f -> mark f.ftype) (Option.value ~default:[] c.cfields)
      end
      else if not c.cstruct then List.iter (fun f -> mark f.ftype) (Option.value ~default:[] c.cfields)
    | TArray (e, _, _) -> mark e
    | _ -> ()
  in
  Cil.iterGlobals (Ast.get ()) (function
    | GCompTag (c, _) when not c.cstruct -> List.iter (fun f -> mark f.ftype) (Option.value ~default:[] c.cfields)
    | _ -> ());
  fun c -> Hashtbl.mem seen c.ckey

let is_struct ~in_union t = match Cil.unrollType t with TComp (c, _) -> c.cstruct && not (in_union c) | _ -> false

(* The object lock a lock of the mutex at address [arg] holds. *)
let token_of ~in_union arg =
  match (Cil.stripCasts arg).enode with
  | AddrOf (host, off) -> (
    let eoff, path = split_offset off in
    if path = NoOffset || through_union eoff || not (is_struct ~in_union (Cil.typeOfLval (host, eoff))) then None
    else
      let host_reads = match host with Var _ -> Some [] | Mem a -> stable_reads [] a in
      match Option.bind host_reads (fun acc -> offset_reads acc eoff) with
      | None -> None
      | Some reads ->
        let obj = (host, eoff) in
        let typ = Cil.unrollType (Cil.typeOfLval obj) in
        let guard = Format.asprintf "%a %s" Printer.pp_typ typ (path_text path) in
        Some { obj; path; reads; guard })
  | _ -> None

(* Whether [prefix] is where [off] starts. *)
let rec offset_prefix prefix off =
  match (prefix, off) with
  | NoOffset, _ -> true
  | Field (f, p), Field (g, o) -> Cil_datatype.Fieldinfo.equal f g && offset_prefix p o
  | Index (i, p), Index (j, o) -> Cil_datatype.ExpStructEq.equal i j && offset_prefix p o
  | _ -> false

let inside tok (host, off) =
  let thost, toff = tok.obj in
  (match (thost, host) with
  | Var v, Var w -> Cil_datatype.Varinfo.equal v w
  | Mem a, Mem b -> Cil_datatype.ExpStructEq.equal a b
  | _ -> false)
  && offset_prefix toff off

let called_name f =
  match (Cil.stripCasts f).enode with
  | Lval (Var vi, NoOffset) when Cil.isFunctionType vi.vtype -> Some vi
  | _ -> None

(* What a call does to the held object locks. *)
type effect = Takes of token | Keeps | Releases

(* Type names of lock objects (the models' [Locks: types]): a store into
   memory of such a type may overwrite a held lock. *)
let lock_types = [ "pthread_mutex_t"; "pthread_spinlock_t"; "pthread_rwlock_t"; "mtx_t" ]

let rec holds_lock t =
  match t with
  | TNamed (ti, _) -> List.mem ti.tname lock_types || holds_lock ti.ttype
  | TComp (c, _) -> List.exists (fun f -> holds_lock f.ftype) (Option.value ~default:[] c.cfields)
  | TArray (e, _, _) -> holds_lock e
  | _ -> false

(* An argument through which a call may write a lock object. *)
let reaches_lock a =
  match Cil.unrollType (Cil.typeOf (Cil.stripCasts a)) with
  | TPtr (t, _) -> holds_lock t
  | TArray (t, _, _) -> holds_lock t
  | _ -> false

let is_defined vi =
  match Globals.Functions.get vi with kf -> Kernel_function.is_definition kf | exception Not_found -> false

(* [callbacks_release]: some function of the program whose address is taken
   may release a lock; a library function may call it back (a signal
   handler, a cleanup handler, a stream's functions), whatever its
   arguments. *)
let call_effect ~in_union ~classify ~lock_spec ~releasing ~callbacks_release f args =
  match called_name f with
  | None -> Releases
  | Some vi -> (
    let name = vi.vname in
    match (classify name : Racer_core.Session.call_class) with
    | `Lock -> (
      match lock_spec name with
      | Some (pos, { Racer_core.Session.blocking = true; read = false }) -> (
        match List.nth_opt args pos with
        | Some a -> ( match token_of ~in_union a with Some t -> Takes t | None -> Keeps)
        | None -> Keeps)
      | _ -> Keeps)
    | `Unlock | `Once | `Lock_init | `Lock_destroy -> Releases
    | _ when is_defined vi ->
      (* The program's own body, whatever the models say of the name
         (SV-COMP's __VERIFIER_atomic_ functions). *)
      if releasing name then Releases else Keeps
    | `Cond_wait | `Thread_create | `Thread_join | `Atomic_begin | `Atomic_end | `Atomic_function
    | `Cond_signal | `Barrier_init | `Barrier_wait | `Barrier_destroy | `Sem_init | `Sem_wait
    | `Sem_post | `Mutex_attr_kind ->
      Keeps
    | `Plain ->
      if callbacks_release then Releases
      else if List.exists reaches_lock args then Releases
      else if Library_calls.keeps_no_pointer name then Keeps
      else if List.exists (fun a -> Cil.isPointerType (Cil.typeOf a) && not (Library_calls.is_constant a)) args
      then Releases
      else Keeps)

let forget vid st = List.filter (fun t -> not (List.mem vid t.reads)) st

(* A store into [lv]: a local the objects' addresses read changes them; a
   store of something holding a lock may overwrite a held one. *)
let assigned st lv =
  if holds_lock (Cil.typeOfLval lv) then []
  else match lv with Var v, _ -> forget v.vid st | Mem _, _ -> st

(* The state after [i], and for a call the state once the callee ran. *)
let instr ~effect st i =
  let call st ret f args =
    let mid =
      match effect f args with
      | Releases -> []
      | Keeps -> st
      | Takes t -> if List.exists (same_token t) st then st else t :: st
    in
    ((match ret with Some lv -> assigned mid lv | None -> mid), Some mid)
  in
  match i with
  | Set (lv, _, _) -> (assigned st lv, None)
  | Call (ret, f, args, _) -> call st ret f args
  | Local_init (v, AssignInit _, _) -> (forget v.vid st, None)
  | Local_init (v, ConsInit (f, args, _), loc) -> call st (Some (Var v, NoOffset)) (Cil.evar ~loc f) args
  | Asm _ -> ([], Some [])
  | Skip _ | Code_annot _ -> (st, None)

let meet a b = List.filter (fun t -> List.exists (same_token t) b) a
let equal a b = List.length a = List.length b && List.for_all (fun t -> List.exists (same_token t) b) a

(* One function: the state before each statement, and once each call ran. *)
let analyse ~effect fd =
  let mid = Hashtbl.create 16 in
  let transfer s st i =
    let out, m = instr ~effect st i in
    Option.iter (Hashtbl.replace mid s.sid) m;
    out
  in
  let before = Forward_flow.states ~entry:[] ~transfer ~meet ~equal fd in
  (before, mid)

(* Functions of the program that may release a lock, to a fixpoint: those
   with a call that releases. *)
let releasing_functions ~in_union ~classify ~lock_spec ~callbacks_release defined =
  let releasing = Hashtbl.create 16 in
  let rec fixpoint () =
    let changed = ref false in
    List.iter
      (fun fd ->
        if not (Hashtbl.mem releasing fd.svar.vname) then begin
          let effect = call_effect ~in_union ~classify ~lock_spec ~releasing:(Hashtbl.mem releasing) ~callbacks_release in
          let releases s =
            match s.skind with
            | Instr (Call (ret, f, args, _)) ->
              effect f args = Releases || (match ret with Some lv -> holds_lock (Cil.typeOfLval lv) | None -> false)
            | Instr (Local_init (_, ConsInit (f, args, _), loc)) -> effect (Cil.evar ~loc f) args = Releases
            | Instr (Set (lv, _, _)) -> holds_lock (Cil.typeOfLval lv)
            | Instr (Asm _) -> true
            | _ -> false
          in
          if List.exists releases fd.sallstmts then begin
            Hashtbl.replace releasing fd.svar.vname ();
            changed := true
          end
        end)
      defined;
    if !changed then fixpoint ()
  in
  fixpoint ();
  Hashtbl.mem releasing

let compute ~classify ~lock_spec =
  let defined =
    Globals.Functions.fold
      (fun kf acc -> if Kernel_function.is_definition kf then Kernel_function.get_definition kf :: acc else acc)
      []
  in
  let in_union = in_unions () in
  (* First without callbacks: whether an address-taken function of the
     program may release a lock; then, if one may, every library call may
     run it. *)
  let releasing = releasing_functions ~in_union ~classify ~lock_spec ~callbacks_release:false defined in
  let callbacks_release =
    List.exists (fun fd -> fd.svar.vaddrof && releasing fd.svar.vname) defined
  in
  let releasing =
    if callbacks_release then releasing_functions ~in_union ~classify ~lock_spec ~callbacks_release defined else releasing
  in
  let effect = call_effect ~in_union ~classify ~lock_spec ~releasing ~callbacks_release in
  let states = Hashtbl.create 256 and calls = Hashtbl.create 64 in
  List.iter
    (fun fd ->
      let before, mid = analyse ~effect fd in
      Hashtbl.iter (Hashtbl.replace states) before;
      Hashtbl.iter (Hashtbl.replace calls) mid)
    defined;
  fun s lv ->
    let held tbl = match Hashtbl.find_opt tbl s.sid with Some st -> List.filter (fun t -> inside t lv) st | None -> [] in
    let guards = held states in
    (* A call may release the lock before it stores its result. *)
    let guards =
      if Hashtbl.mem calls s.sid then List.filter (fun t -> List.exists (same_token t) (held calls)) guards else guards
    in
    match guards with [] -> None | t :: _ -> Some t.guard
