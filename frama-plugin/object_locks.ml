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

let constant_index i = Cil.constFoldToInt i <> None

(* [off] split after its last index that is not a constant. *)
let split_offset off =
  let rec last_variable i seen = function
    | NoOffset -> seen
    | Field (_, o) -> last_variable (i + 1) seen o
    | Index (e, o) -> last_variable (i + 1) (if constant_index e then seen else i + 1) o
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
  | Index (e, o) ->
    (match Cil.constFoldToInt e with Some k -> "[" ^ Integer.to_string k ^ "]" | None -> "[?]") ^ path_text o

(* The object lock a lock of the mutex at address [arg] holds. *)
let token_of arg =
  match (Cil.stripCasts arg).enode with
  | AddrOf (host, off) -> (
    let eoff, path = split_offset off in
    if path = NoOffset then None
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

let call_effect ~classify ~lock_spec ~releasing f args =
  match called_name f with
  | None -> Releases
  | Some vi -> (
    let name = vi.vname in
    match classify name with
    | `Lock -> (
      match lock_spec name with
      | Some (pos, { Racer_core.Session.blocking = true; read = false }) -> (
        match List.nth_opt args pos with
        | Some a -> ( match token_of a with Some t -> Takes t | None -> Keeps)
        | None -> Keeps)
      | _ -> Keeps)
    | `Unlock | `Once -> Releases
    | `Cond_wait | `Lock_init | `Lock_destroy | `Thread_create | `Thread_join | `Atomic_begin
    | `Atomic_end | `Atomic_function | `Cond_signal | `Barrier_init | `Barrier_wait
    | `Barrier_destroy | `Sem_init | `Sem_wait | `Sem_post | `Mutex_attr_kind ->
      Keeps
    | `Plain ->
      let kf = Globals.Functions.get vi in
      if Kernel_function.is_definition kf then if releasing name then Releases else Keeps
      else if Library_calls.keeps_no_pointer name then Keeps
      else if List.exists (fun a -> Cil.isPointerType (Cil.typeOf a) && not (Library_calls.is_constant a)) args
      then Releases
      else Keeps)

let forget vid st = List.filter (fun t -> not (List.mem vid t.reads)) st
let assigned st = function Var v, _ -> forget v.vid st | Mem _, _ -> st

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
  let before = Hashtbl.create 64 and mid = Hashtbl.create 16 in
  (match fd.sbody.bstmts with
  | [] -> ()
  | first :: _ ->
    let work = Queue.create () in
    Hashtbl.replace before first.sid [];
    Queue.add first work;
    while not (Queue.is_empty work) do
      let s = Queue.pop work in
      let st = Hashtbl.find before s.sid in
      let out =
        match s.skind with
        | Instr i ->
          let out, m = instr ~effect st i in
          Option.iter (Hashtbl.replace mid s.sid) m;
          out
        | _ -> st
      in
      List.iter
        (fun n ->
          let old = Hashtbl.find_opt before n.sid in
          let next = match old with None -> out | Some old -> meet old out in
          match old with
          | Some old when equal old next -> ()
          | _ ->
            Hashtbl.replace before n.sid next;
            Queue.add n work)
        s.succs
    done);
  (before, mid)

(* Functions of the program that may release a lock, to a fixpoint: those
   with a call that releases. *)
let releasing_functions ~classify ~lock_spec defined =
  let releasing = Hashtbl.create 16 in
  let rec fixpoint () =
    let changed = ref false in
    List.iter
      (fun fd ->
        if not (Hashtbl.mem releasing fd.svar.vname) then begin
          let effect = call_effect ~classify ~lock_spec ~releasing:(Hashtbl.mem releasing) in
          let releases s =
            match s.skind with
            | Instr (Call (_, f, args, _)) -> effect f args = Releases
            | Instr (Local_init (_, ConsInit (f, args, _), loc)) -> effect (Cil.evar ~loc f) args = Releases
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
  let releasing = releasing_functions ~classify ~lock_spec defined in
  let effect = call_effect ~classify ~lock_spec ~releasing in
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
