(* Fresh memory: blocks a function allocated whose address has not escaped
   (see fresh_memory.mli). *)

open Cil_types

type t = stmt -> lval -> bool

let none _ _ = false

module Vars = Map.Make (Int)

(* A state: the locals (by vid) that surely hold a fresh block, each with
   the block's id (the allocating statement's sid). *)
type state = int Vars.t

let allocators = [ "malloc"; "calloc"; "aligned_alloc"; "strdup"; "strndup" ]

(* Functions returning the address of the calling thread's own object
   (glibc's errno and h_errno: thread storage duration, C11 7.5p2). Every
   call returns the same object again, so it is private to the thread only
   while no such address escapes anywhere in the program. *)
let thread_own = [ "__errno_location"; "__h_errno_location" ]

(* Blocks (allocating statements) that are the thread's own object, and
   whether one of them escaped somewhere: filled as functions are analysed. *)
type own = { sites : (int, unit) Hashtbl.t; mutable escaped : bool }

(* Frama-C's Variadic plug-in calls [sprintf_va_3] in sprintf's stead. *)
let library_name name = Library_calls.base_name name

let called_name f =
  match (Cil.stripCasts f).enode with
  | Lval (Var vi, NoOffset) when Cil.isFunctionType vi.vtype -> Some vi.vname
  | _ -> None

(* The local whose value [e] is, through casts. *)
let var_value e = match (Cil.stripCasts e).enode with Lval (Var v, NoOffset) -> Some v | _ -> None

(* The local a dereferenced address [p] is based on: [p], [p + i], [p - i]. *)
let rec deref_base p =
  match (Cil.stripCasts p).enode with
  | Lval (Var v, NoOffset) -> Some v
  | BinOp ((PlusPI | MinusPI), a, _, _) -> deref_base a
  | _ -> None

(* The variables whose value, or an address into whose block, evaluating
   [e] may hand on: everything but what is only dereferenced or compared. *)
let rec value_vars acc e =
  match e.enode with
  | Lval (Var v, NoOffset) -> v :: acc
  | Lval (Var _, off) -> offset_vars acc off
  | Lval (Mem p, off) -> deref_vars (offset_vars acc off) p
  | AddrOf lv | StartOf lv -> address_vars acc lv
  | CastE (_, e) -> value_vars acc e
  | BinOp ((Lt | Gt | Le | Ge | Eq | Ne | MinusPP | LAnd | LOr), _, _, _) | UnOp (LNot, _, _) -> acc
  | BinOp (_, a, b, _) -> value_vars (value_vars acc a) b
  | UnOp (_, a, _) -> value_vars acc a
  | Const _ | SizeOf _ | SizeOfE _ | SizeOfStr _ | AlignOf _ | AlignOfE _ -> acc

and deref_vars acc p =
  match (Cil.stripCasts p).enode with
  | Lval (Var _, NoOffset) -> acc
  | BinOp ((PlusPI | MinusPI), a, b, _) -> deref_vars (value_vars acc b) a
  | _ -> value_vars acc p

and offset_vars acc = function
  | NoOffset -> acc
  | Field (_, o) -> offset_vars acc o
  | Index (i, o) -> offset_vars (value_vars acc i) o

(* [&lv]: an address into the block [lv] dereferences hands the block on. *)
and address_vars acc (host, off) =
  let acc = offset_vars acc off in
  match host with Var _ -> acc | Mem p -> value_vars acc p

let kill_block (st : state) b : state = Vars.filter (fun _ b' -> b' <> b) st

(* Block [b] escapes: it is no longer fresh, and if it is a thread's own
   object, none of them is private any more. *)
let escape_block ~own st b =
  if Hashtbl.mem own.sites b then own.escaped <- true;
  kill_block st b

let escape ~own st vars =
  List.fold_left (fun st v -> match Vars.find_opt v.vid st with Some b -> escape_block ~own st b | None -> st) st vars

let escape_all ~own st es = List.fold_left (fun st e -> escape ~own st (value_vars [] e)) st es

let block_of st e = Option.bind (var_value e) (fun v -> Vars.find_opt v.vid st)

(* Assigns the value of [e] to lvalue [lv]: a tracked local takes the block
   a copy gives it, or none; any other place makes what [e] hands on escape. *)
let assign ~own ~tracked st lv e =
  match lv with
  | Var v, NoOffset when tracked v -> (
    match block_of st e with
    | Some b -> Vars.add v.vid b st
    | None -> Vars.remove v.vid (escape ~own st (value_vars [] e)))
  | _ -> escape ~own st (value_vars [] e)

(* The result of a call stored in [ret]: a fresh block, the block of a
   local (a function returning its first argument), or an opaque value. *)
let store_result ~own ~tracked st ret result =
  match ret with
  | None -> st
  | Some (Var v, NoOffset) when tracked v -> (
    match result with Some b -> Vars.add v.vid b st | None -> Vars.remove v.vid st)
  | Some _ -> (
    match result with
    (* A fresh block stored anywhere else is not tracked; a local's block
       stored there escapes. *)
    | Some b -> escape_block ~own st b
    | None -> st)

(* The call's effect before its result is stored, and the result's block;
   [stored]: the call's result is stored somewhere. *)
let call_effect ~own ~wrappers ~sid ~stored st f args =
  let name = Option.map library_name (called_name f) in
  match name with
  | Some n when List.mem n allocators -> (st, Some sid)
  | Some n when List.mem n thread_own ->
    Hashtbl.replace own.sites sid ();
    (st, Some sid)
  | Some n when List.mem_assoc n wrappers ->
    (* A wrapper that may return a thread's own object: its site is one. *)
    if List.assoc n wrappers then Hashtbl.replace own.sites sid ();
    (escape_all ~own st args, Some sid)
  | Some "free" -> (
    match args with [ a ] -> ((match block_of st a with Some b -> kill_block st b | None -> st), None) | _ -> (st, None))
  | Some "realloc" -> (
    match args with
    | a :: rest -> (
      let st = escape_all ~own st rest in
      match block_of st a with Some b -> (kill_block st b, Some sid) | None -> (escape_all ~own st [ a ], None))
    | [] -> (st, None))
  | Some n when List.mem n Library_calls.keeps_nothing ->
    (* They keep nothing, but may hand an argument's address back: as their
       result (strchr, fgets, localtime_r's second; the result then stands
       for that block), or through an end pointer (strtol: the block
       escapes, as the end pointer may be stored anywhere). *)
    let st =
      List.fold_left
        (fun st (k, a) -> if Library_calls.hands_back n k ~result:false args then escape_all ~own st [ a ] else st)
        st
        (List.mapi (fun k a -> (k, a)) args)
    in
    let handed = List.filteri (fun k _ -> Library_calls.result_points_into n k) args in
    let result = match handed with [ a ] -> block_of st a | _ -> None in
    (* A result not tracked as a block (two arguments it may point into, or
       an address [block_of] does not follow): what it may point into
       escapes. *)
    let st = if stored && result = None then escape_all ~own st handed else st in
    (st, result)
  | _ -> (escape_all ~own st args, None)

(* The state after [i]; [after_call]: the state once a call's arguments went
   where they go, before its result is stored. *)
let instr ~own ~tracked ~wrappers ~sid st i =
  match i with
  | Set (lv, e, _) -> (assign ~own ~tracked st lv e, None)
  | Call (ret, f, args, _) ->
    let mid, result = call_effect ~own ~wrappers ~sid ~stored:(ret <> None) st f args in
    (store_result ~own ~tracked mid ret result, Some mid)
  | Local_init (v, AssignInit (SingleInit e), _) -> (assign ~own ~tracked st (Var v, NoOffset) e, None)
  | Local_init (_, AssignInit (CompoundInit _ as init), _) ->
    let rec exps acc = function
      | SingleInit e -> e :: acc
      | CompoundInit (_, l) -> List.fold_left (fun acc (_, i) -> exps acc i) acc l
    in
    (escape_all ~own st (exps [] init), None)
  | Local_init (v, ConsInit (f, args, Plain_func), loc) ->
    let mid, result = call_effect ~own ~wrappers ~sid ~stored:true st (Cil.evar ~loc f) args in
    (store_result ~own ~tracked mid (Some (Var v, NoOffset)) result, Some mid)
  | Local_init (v, ConsInit (f, args, Constructor), loc) ->
    let args = Cil.new_exp ~loc (AddrOf (Var v, NoOffset)) :: args in
    let mid, _ = call_effect ~own ~wrappers ~sid ~stored:false st (Cil.evar ~loc f) args in
    (mid, Some mid)
  | Asm _ ->
    (* Whatever the asm does with them, the thread's own objects escape. *)
    if not (Vars.is_empty st) then own.escaped <- true;
    (Vars.empty, Some Vars.empty)
  | Skip _ | Code_annot _ -> (st, None)

let meet a b = Vars.merge (fun _ x y -> match (x, y) with Some x, Some y when x = y -> Some x | _ -> None) a b

(* One function: the state before each statement (and, for a call, once its
   arguments went), whether every return gives a fresh block, and whether
   one may give a thread's own object. [wrappers]: the allocation wrappers
   found so far, each with the latter. *)
let analyse ~own ~wrappers fd =
  let tracked v =
    (not v.vaddrof) && (not v.vglob) && Cil.isPointerType v.vtype
    && (List.memq v fd.slocals || List.memq v fd.sformals)
  in
  let mid = Hashtbl.create 16 in
  let returns_fresh = ref true and returns_some = ref false and returns_own = ref false in
  let transfer s st i =
    let out, m = instr ~own ~tracked ~wrappers ~sid:s.sid st i in
    Option.iter (Hashtbl.replace mid s.sid) m;
    out
  in
  let before = Forward_flow.states ~entry:Vars.empty ~transfer ~meet ~equal:(Vars.equal ( = )) fd in
  List.iter
    (fun s ->
      match s.skind with
      | Return (Some e, _) when Hashtbl.mem before s.sid ->
        if Cil.isZero (Cil.stripCasts e) then ()
        else (
          match block_of (Hashtbl.find before s.sid) e with
          | Some b ->
            returns_some := true;
            if Hashtbl.mem own.sites b then returns_own := true
          | None -> returns_fresh := false)
      | Return (None, _) -> returns_fresh := false
      | _ -> ())
    fd.sallstmts;
  (before, mid, !returns_fresh && !returns_some, !returns_own)

let compute () =
  let defined =
    Globals.Functions.fold
      (fun kf acc -> if Kernel_function.is_definition kf then Kernel_function.get_definition kf :: acc else acc)
      []
  in
  (* Allocation wrappers, to a fixpoint: a wrapper of a wrapper is one too. *)
  let rec fixpoint wrappers =
    let own = { sites = Hashtbl.create 16; escaped = false } in
    let more =
      List.filter_map
        (fun fd ->
          let _, _, fresh, returns_own = analyse ~own ~wrappers fd in
          match List.assoc_opt fd.svar.vname wrappers with
          | None when fresh -> Some (fd.svar.vname, returns_own)
          | Some false when fresh && returns_own -> Some (fd.svar.vname, true)
          | _ -> None)
        defined
    in
    if more = [] then wrappers
    else fixpoint (more @ List.filter (fun (n, _) -> not (List.mem_assoc n more)) wrappers)
  in
  let wrappers = fixpoint [] in
  let own = { sites = Hashtbl.create 16; escaped = false } in
  let states = Hashtbl.create 256 and calls = Hashtbl.create 64 in
  List.iter
    (fun fd ->
      let before, mid, _, _ = analyse ~own ~wrappers fd in
      Hashtbl.iter (Hashtbl.replace states) before;
      Hashtbl.iter (Hashtbl.replace calls) mid)
    defined;
  fun s (host, _) ->
    match host with
    | Var _ -> false
    | Mem p -> (
      match deref_base p with
      | None -> false
      | Some v ->
        let fresh_in tbl =
          match Hashtbl.find_opt tbl s.sid with
          | Some st -> (
            match Vars.find_opt v.vid st with
            | Some b -> not (own.escaped && Hashtbl.mem own.sites b)
            | None -> false)
          | None -> false
        in
        (* A call may hand the block on before it touches it through an
           argument, or before its result is stored through it. *)
        fresh_in states && ((not (Hashtbl.mem calls s.sid)) || fresh_in calls))
