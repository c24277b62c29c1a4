(* The witness interpreter's state and how expressions evaluate in it
   (see witness_state.mli). *)

open Cil_types
module M = Witness_memory
module IM = Map.Make (Int)

module LM = Map.Make (struct
  type t = int * int

  let compare = compare
end)

let stuck = M.stuck

type policy = Constant of int | Counting of int

type dest = int * int * typ

type frame = {
  vars : int IM.t;  (* vid -> block of the function's formals and locals *)
  pc : stmt;  (* the next statement *)
  dest : dest option;  (* where the caller stores the result *)
  owns_atomic : bool;  (* a __VERIFIER_atomic_ function that opened the section *)
}

(* A call that has begun but not returned: the thread is inside it. *)
type pending =
  | Relock of (int * int) * dest option  (* a condition wait: its mutex back, then 0 *)
  | Barrier of (int * int) * int * dest option  (* a barrier wait: its round over, then 0 *)

type thread = {
  name : string;
  stack : frame list;
  ended : bool;
  tls : int IM.t;  (* vid -> block of the thread's own thread-local globals *)
  pending : pending option;
  joined : bool;
  result : M.value option;  (* what it returned or passed to pthread_exit *)
}

type barrier = { count : int; arrived : int; round : int }

type state = {
  mem : M.t;
  threads : thread IM.t;  (* by thread number; main is 0 *)
  locks : int LM.t;  (* mutex address -> owner *)
  mutexes : bool LM.t;  (* mutex address -> initialised (true) or destroyed (false) *)
  mutex_attrs : unit LM.t;  (* attributes initialised, with their defaults *)
  semaphores : int LM.t;  (* address -> value *)
  barriers : barrier LM.t;
  atomic : int option;  (* the thread inside an atomic section *)
  globals : int IM.t;  (* vid -> block *)
  tls_templates : int IM.t;  (* vid -> block holding the initial value *)
  policy : policy;
  drawn : Integer.t list;  (* nondeterministic values used, latest first *)
  created : int;
}

(* What a statement did, for the loop of Witness_exec.run. *)
type event = Next | Block | Spawned of string | Wait | Unlocked | Finished

let thread st id = match IM.find_opt id st.threads with Some t -> t | None -> stuck "no thread %d" id
let set_thread st id t = { st with threads = IM.add id t st.threads }

let is_thread_local = Cil_shapes.is_thread_local

(* Globals declared but not defined (extern, defined elsewhere; errno) have
   no block: what they hold is not known. *)
let var_block st id fr v =
  match IM.find_opt v.vid fr.vars with
  | Some b -> b
  | None when is_thread_local v -> (
    match IM.find_opt v.vid (thread st id).tls with Some b -> b | None -> stuck "thread-local %s" v.vname)
  | None -> ( match IM.find_opt v.vid st.globals with Some b -> b | None -> stuck "the object %s" v.vname)

let to_int = function
  | M.Int n -> ( match Integer.to_int_opt n with Some i -> i | None -> stuck "a huge integer")
  | _ -> stuck "an address or a thread id used as an integer"

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
  | BinOp (op, a, b, t) -> M.binop st.mem op (Cil.typeOf a) (eval st id fr a) (Cil.typeOf b) (eval st id fr b) t
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

(* [e] into [dst], aggregates copied byte for byte. *)
let put st id fr ((b, o, t) as dst) e =
  if aggregate t then
    match e.enode with
    | Lval src ->
      let sb, so, _ = address st id fr src in
      { st with mem = M.copy st.mem ~src:(sb, so) ~dst:(b, o) ~size:(M.size_of t) }
    | _ -> stuck "an aggregate assignment from a non-lvalue"
  else store st dst (eval st id fr e)

let assign st id fr lv e = put st id fr (address st id fr lv) e

let rec initialise st id fr (b, o, t) = function
  | SingleInit e -> put st id fr (b, o, t) e
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

let new_thread name tls = { name; stack = []; ended = false; tls; pending = None; joined = false; result = None }

(* A thread ends (returns from its function or calls pthread_exit): the
   locals of its frames and its thread-locals cease to exist, so that a
   pointer another thread kept to them is not followed. *)
let end_thread st id result =
  let th = thread st id in
  let drop blocks mem = IM.fold (fun _ b mem -> M.free mem b) blocks mem in
  let mem = List.fold_left (fun mem fr -> drop fr.vars mem) st.mem th.stack in
  let mem = drop th.tls mem in
  if st.atomic = Some id then stuck "a thread ends inside an atomic section";
  set_thread { st with mem } id { th with stack = []; ended = true; result }

(* A new thread's own copies of the thread-local globals. *)
let new_tls st id =
  IM.fold
    (fun vid tmpl (st, tls) ->
      let size = M.block_size st.mem tmpl in
      let mem, b = M.alloc st.mem ~owner:id ~size ~zeroed:true ~name:"a thread-local global" in
      let mem = M.copy mem ~src:(tmpl, 0) ~dst:(b, 0) ~size in
      ({ st with mem }, IM.add vid b tls))
    st.tls_templates (st, IM.empty)
