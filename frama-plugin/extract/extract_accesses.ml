(* Syntactic reads and writes of the program model (see
   extract_accesses.mli). *)

open Cil_types
module C = Racer_core.Const
module Model = Racer_core.Model

type access = {
  kind : int;
  base : int;
  lo : int;
  hi : int;
  size : int;
  flags : int;
}

(* The bits of variable [v] an access of [v.off] covers, given its extent,
   and the row's size: the lvalue's own bits; the whole variable; n bytes,
   or the rest of the variable, from where [off] starts. Unknown: (-1, -1)
   (the whole variable for the core). *)
let variable_bits v off lv extent =
  let unknown = (-1, -1) in
  let own = Lvalues.access_size lv and var_size = Lvalues.size_bits v.vtype in
  let start = Option.map fst (Lvalues.bit_range v off) in
  match (extent : Library_calls.extent) with
  | Lvalue -> (Option.value ~default:unknown (Lvalues.bit_range v off), own)
  | Whole -> (Option.value ~default:unknown (Lvalues.bit_range v NoOffset), var_size)
  | Bytes n -> (
    match start with Some lo -> ((lo, lo + (8 * n) - 1), 8 * n) | None -> (unknown, 8 * n))
  | To_end -> (
    match start with
    | Some lo when var_size > lo -> ((lo, var_size - 1), var_size - lo)
    | _ -> (unknown, -1))

(* The size of an access through a pointer: where in its object the
   pointer points is unknown here (the core or a value backend adds it). *)
let pointed_size lv (extent : Library_calls.extent) =
  match extent with
  | Lvalue -> Lvalues.access_size lv
  | Bytes n -> 8 * n
  | Whole | To_end -> -1

(* The access to lvalue [lv] (over [extent]), if the syntactic backend can
   name it. Functions are not memory: [f] and [*fp] are not accesses. *)
let lval_access ids ~kind ?(flags = 0) ?(extent = Library_calls.Lvalue) lv =
  if Lvalues.is_function lv then None
  else
    match Lvalues.host lv with
    | Lvalues.Variable v ->
      Option.map
        (fun base ->
          let (lo, hi), size = variable_bits v (snd lv) lv extent in
          { kind; base; lo; hi; size; flags })
        (Ids.var_base ids v)
    | Lvalues.Through p ->
      Option.map
        (fun base ->
          { kind; base; lo = -1; hi = -1; size = pointed_size lv extent;
            flags = flags lor C.access_through_pointer })
        (Ids.var_base ids p)
    | Lvalues.Unnamed -> None

type atomic_ops = {
  operation : string -> (int * [ `Read | `Write | `Read_write ]) option;
  model_call : string -> bool;
}

type lval_use = { kind : int; flags : int; lv : lval; extent : Library_calls.extent; library : bool }

(* An access the statement's own code makes. Every access of an object of
   atomic type is an atomic one (C11 7.17). *)
let ordinary kind lv =
  let flags = if Lvalues.is_atomic lv then C.access_atomic else 0 in
  { kind; flags; lv; extent = Library_calls.Lvalue; library = false }

(* Every lvalue evaluating [e] reads, added to [acc] (most recent first).
   Functions are not memory: [f] and [*fp] are skipped. *)
let rec exp_reads acc e =
  match e.enode with
  | Lval lv ->
    let acc = lval_subreads acc lv in
    if Lvalues.is_function lv then acc else ordinary C.access_read lv :: acc
  | AddrOf lv | StartOf lv ->
    (* [&lv] evaluates the index and pointer sub-expressions of lv, not lv. *)
    lval_subreads acc lv
  | CastE (_, e) | UnOp (_, e, _) -> exp_reads acc e
  | BinOp (_, e1, e2, _) -> exp_reads (exp_reads acc e1) e2
  (* sizeof and alignof do not evaluate their operand. *)
  | Const _ | SizeOf _ | SizeOfE _ | SizeOfStr _ | AlignOf _ | AlignOfE _ -> acc

(* Reads needed to locate [lv]: its pointer expression and its indices. *)
and lval_subreads acc (host, off) =
  let acc = match host with Mem e -> exp_reads acc e | Var _ -> acc in
  offset_reads acc off

and offset_reads acc = function
  | NoOffset -> acc
  | Field (_, off) -> offset_reads acc off
  | Index (e, off) -> offset_reads (exp_reads acc e) off

let rec init_reads acc = function
  | SingleInit e -> exp_reads acc e
  | CompoundInit (_, inits) -> List.fold_left (fun acc (_, i) -> init_reads acc i) acc inits

(* The write of [lv] and the reads that locate it. *)
let lval_write acc lv =
  let acc = lval_subreads acc lv in
  ordinary C.access_write lv :: acc

(* The object an atomic operand designates: [x] for [&x] (or an array [x]
   decaying to a pointer), [*e] for any other pointer [e]. *)
let atomic_operand arg =
  let arg = Library_calls.strip_casts arg in
  match arg.enode with
  | AddrOf lv | StartOf lv -> Some lv
  | _ when Cil.isPointerType (Cil.typeOf arg) && not (Cil.isVoidPtrType (Cil.typeOf arg)) ->
    Some (Cil.mkMem ~addr:arg ~off:NoOffset)
  | _ -> None

(* An atomic operation of the models accesses the object its operand points
   to atomically, as the models say. *)
let atomic_accesses acc (pos, access) args =
  match Option.bind (List.nth_opt args pos) atomic_operand with
  | None -> acc
  | Some lv ->
    let add kind acc =
      { kind; flags = C.access_atomic; lv; extent = Library_calls.Lvalue; library = false } :: acc
    in
    (match access with
     | `Read -> add C.access_read acc
     | `Write -> add C.access_write acc
     | `Read_write -> add C.access_write (add C.access_read acc))

(* What a library function (no body) may access through its arguments
   (Library_calls): without this, writes inside memset, memcpy, free or an
   extern function would be invisible to the race engine. Those Racer does
   not know to happen for sure are flagged may: never the access of a
   certain race. A library access is no atomic one, whatever the object's
   type (memcpy of an _Atomic object is a plain copy). *)
let library_call_accesses ~atomic_op acc f args =
  match Library_calls.bodiless_callee f with
  | None -> acc
  | Some vi ->
    let operation = atomic_op.operation vi.vname in
    let acc = match operation with Some op -> atomic_accesses acc op args | None -> acc in
    let skip i = match operation with Some (pos, _) -> i = pos | None -> false in
    let role : Library_calls.role =
      if operation <> None then Atomic_operation
      else if atomic_op.model_call vi.vname then Model_call
      else Other
    in
    List.fold_left
      (fun acc (e : Library_calls.effect) ->
        { kind = e.kind; flags = (if e.sure then 0 else C.access_may); lv = e.lv; extent = e.extent;
          library = true } :: acc)
      acc
      (Library_calls.effects ~role vi args ~skip)

(* A call's argument reads, then what the library does with them
   ([library]: None for only what the statement itself evaluates). *)
let call_accesses ~library acc f args =
  let acc = List.fold_left exp_reads (exp_reads acc f) args in
  match library with Some atomic_op -> library_call_accesses ~atomic_op acc f args | None -> acc

(* [library]: with what a body-less callee may do through its pointer
   arguments (None: only what the statement itself evaluates and assigns). *)
let instr_accesses ~library acc = function
  | Set (lv, e, _) -> lval_write (exp_reads acc e) lv
  | Call (result, f, args, _) ->
    let acc = call_accesses ~library acc f args in
    Option.fold ~none:acc ~some:(lval_write acc) result
  | Local_init (v, AssignInit init, _) -> lval_write (init_reads acc init) (Cil.var v)
  | Local_init (v, ConsInit (f, args, _), loc) ->
    (* [T v = f(args)] is a call too: [int n = snprintf(buf, ...)]. *)
    lval_write (call_accesses ~library acc (Cil.evar ~loc f) args) (Cil.var v)
  | Asm (_, _, Some { asm_outputs; asm_inputs; _ }, _) ->
    (* Extended asm: the operands are evaluated, outputs written. *)
    let acc = List.fold_left (fun acc (_, _, e) -> exp_reads acc e) acc asm_inputs in
    List.fold_left (fun acc (_, _, lv) -> lval_write acc lv) acc asm_outputs
  | Asm (_, _, None, _) | Skip _ | Code_annot _ -> acc

(* Only what the statement itself evaluates: the bodies of if, switch, loop
   and block statements are statements of their own. *)
let stmt_lvals_rev ~library s =
  match s.skind with
  | Instr i -> instr_accesses ~library [] i
  | Return (Some e, _) | If (e, _, _, _) | Switch (e, _, _, _) -> exp_reads [] e
  | Return (None, _) | Goto _ | Break _ | Continue _ | Loop _ | Block _
  | UnspecifiedSequence _ | Throw _ | TryCatch _ | TryFinally _ | TryExcept _ ->
    []

let stmt_lvals ~atomic_op s = List.rev (stmt_lvals_rev ~library:(Some atomic_op) s)

(* The library accesses kept are the sure ones of the standard filling and
   copying functions (memset, memcpy of a constant size): no model speaks of
   those, so none is needed to find them. *)
let evaluated_lvals s =
  let no_models = { operation = (fun _ -> None); model_call = (fun _ -> false) } in
  List.filter
    (fun u -> (not u.library) || u.flags land C.access_may = 0)
    (List.rev (stmt_lvals_rev ~library:(Some no_models) s))

(* An lvalue through a pointer no variable holds ([s->p->x], [**pp]):
   named by the first variable its address depends on, target unknown. *)
let unnamed_access ids ~kind ~flags ~extent lv =
  let named =
    List.find_map
      (fun (t : Alias_terms.term) -> match t.node with Alias_terms.Base b -> Some b | _ -> None)
      (Alias_terms.address ids lv)
  in
  Option.map
    (fun base ->
      { kind; base; lo = -1; hi = -1; size = pointed_size lv extent;
        flags = flags lor C.access_through_pointer })
    named

(* The rows of a statement as (access, expr). With [queries] (the alias
   backend), accesses through pointers carry the expression row of their
   lvalue's address (one per distinct lvalue of the statement), defined for
   the core to answer; otherwise expr is -1. *)
let stmt_accesses ~queries ~atomic_op ~keys model ids ~stmt s =
  let rows = Cil_datatype.LvalStructEq.Hashtbl.create 4 in
  let query lv =
    if not queries then -1
    else
      match Cil_datatype.LvalStructEq.Hashtbl.find_opt rows lv with
      | Some e -> e
      | None ->
        let loc = Cil_datatype.Stmt.loc s in
        let e = Extract_events.expression model ids ~stmt (Cil.mkAddrOrStartOf ~loc lv) in
        Ids.add_definition ids ~expr:e ~stmt (Ids.Address lv);
        Cil_datatype.LvalStructEq.Hashtbl.add rows lv e;
        e
  in
  List.filter_map
    (fun { kind; flags; lv; extent; library } ->
      (* Keys and meets speak of the lvalue a thread's own code accesses; a
         library call may reach any byte of the object from it: only a
         fresh block bounds that. *)
      let key = if library then keys.Instance_keys.block_key s lv else keys.key s lv in
      let guard = if library then None else keys.guard s lv in
      let flags = if library then flags else flags lor keys.meets s lv in
      let flags = if keys.fresh s lv then flags lor C.access_fresh else flags in
      match Lvalues.host lv with
      | Lvalues.Variable _ -> Option.map (fun a -> (a, -1, key, guard)) (lval_access ids ~kind ~flags ~extent lv)
      | Lvalues.Through _ ->
        Option.map (fun a -> (a, query lv, key, guard)) (lval_access ids ~kind ~flags ~extent lv)
      | Lvalues.Unnamed when Lvalues.is_function lv -> None
      | Lvalues.Unnamed -> Option.map (fun a -> (a, query lv, key, guard)) (unnamed_access ids ~kind ~flags ~extent lv))
    (stmt_lvals_rev ~library:(Some atomic_op) s)

(* Duplicates ([g = g + g]) carry no information: one row per distinct
   access of a statement, in evaluation order. *)
let add_accesses model ~stmt accesses =
  let seen = Hashtbl.create 8 in
  List.iter
    (fun (((a : access), expr, key, guard) as row) ->
      if not (Hashtbl.mem seen row) then begin
        Hashtbl.add seen row ();
        Model.add_access ?key ?guard model ~stmt ~kind:a.kind ~base:a.base ~offset_lo:a.lo ~offset_hi:a.hi
          ~size_bits:a.size ~expr ~flags:a.flags ~context:(-1)
      end)
    (List.rev accesses)

(* A call that may rewrite the C library's static storage
   ({!Library_calls.rewrites_library_state}) writes it, somewhere: the
   access races with a read through an earlier call's result in another
   thread, and with another thread's call (strtok). *)
let library_storage_call ids s =
  let through_pointer f = match (Library_calls.strip_casts f).enode with Lval (Var _, NoOffset) -> false | _ -> true in
  match (s.skind, Ids.library_storage ids) with
  | Instr (Call (_, f, _, _)), Some base when Ids.storage_indirect ids && through_pointer f -> Some base
  | Instr (Call (_, f, _, _)), Some base -> (
    match Library_calls.bodiless_callee f with
    | Some f when Library_calls.rewrites_library_state f.vname -> Some base
    | _ -> None)
  | Instr (Local_init (_, ConsInit (f, _, _), _)), Some base when Library_calls.rewrites_library_state f.vname ->
    Some base
  | _ -> None

let extract ?(queries = false) ~atomic_op ~keys model ids =
  for stmt = 0 to Model.rows model "statements" - 1 do
    if stmt land 1023 = 0 then Db.yield ();
    let s = Ids.stmt ids stmt in
    add_accesses model ~stmt (stmt_accesses ~queries ~atomic_op ~keys model ids ~stmt s);
    Option.iter
      (fun base ->
        Model.add_access model ~stmt ~kind:C.access_write ~base ~offset_lo:(-1) ~offset_hi:(-1) ~size_bits:(-1)
          ~expr:(-1) ~flags:C.access_may ~context:(-1))
      (library_storage_call ids s)
  done
