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

(* The access to lvalue [lv] itself, if the syntactic backend can name it.
   Functions are not memory: [f] and [*fp] are not accesses. *)
let lval_access ids ~kind ?(flags = 0) lv =
  if Lvalues.is_function lv then None
  else
    let size = Lvalues.access_size lv in
    match Lvalues.host lv with
    | Lvalues.Variable v ->
      Option.map
        (fun base ->
          let lo, hi = Option.value ~default:(-1, -1) (Lvalues.bit_range v (snd lv)) in
          { kind; base; lo; hi; size; flags })
        (Ids.var_base ids v)
    | Lvalues.Through p ->
      Option.map
        (fun base ->
          { kind; base; lo = -1; hi = -1; size; flags = flags lor C.access_through_pointer })
        (Ids.var_base ids p)
    | Lvalues.Unnamed -> None

type atomic_ops = string -> (int * [ `Read | `Write | `Read_write ]) option

(* Every lvalue evaluating [e] reads, added to [acc] (most recent first) as
   (kind, flags, lvalue). Functions are not memory: [f] and [*fp] are
   skipped. *)
let rec exp_reads acc e =
  match e.enode with
  | Lval lv ->
    let acc = lval_subreads acc lv in
    if Lvalues.is_function lv then acc else (C.access_read, 0, lv) :: acc
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
  (C.access_write, 0, lv) :: acc

(* Functions whose pointer arguments are synchronisation objects or atomic
   operands, not data: their effects are the models' business. *)
let synchronisation_prefixes =
  [ "pthread_"; "__VERIFIER_"; "sem_"; "mtx_"; "thrd_"; "cnd_"; "call_once"; "tss_"; "__atomic";
    "__sync"; "atomic_"; "__fc_atomic" ]

(* The printf family only reads its arguments (%n aside), sprintf-like
   functions write their first; Frama-C's Variadic plug-in renames calls
   (printf_va_1), hence a substring test. *)
let is_printf name =
  let n = String.length name and p = "printf" in
  let rec at i = i + 6 <= n && (String.sub name i 6 = p || at (i + 1)) in
  at 0

let rec strip_casts e = match e.enode with CastE (_, e) -> strip_casts e | _ -> e

(* The object a pointer argument designates: [x] for [&x] (or an array
   [x] decaying to a pointer), [*e] for any other pointer [e]. *)
let pointed_object arg =
  let arg = strip_casts arg in
  match arg.enode with
  | AddrOf lv | StartOf lv -> Some lv
  | _ when Cil.isPointerType (Cil.typeOf arg) && not (Cil.isVoidPtrType (Cil.typeOf arg)) ->
    Some (Cil.mkMem ~addr:arg ~off:NoOffset)
  | _ -> None

(* A library function (no body) given the address of a named object may read
   it, and write it unless the pointer is to const: memset(&g, ...) writes g.
   Without this, such writes would be invisible to the race engine. An
   atomic operation of the models accesses the object its argument points to
   atomically, as the models say; its other pointer arguments (the expected
   value of a compare-exchange) are plain. *)
let library_call_accesses ~atomic_op acc f args =
  match (strip_casts f).enode with
  | Lval (Var vi, NoOffset) when Cil.isFunctionType vi.vtype -> (
    match Globals.Functions.get vi with
    | exception Not_found -> acc
    | kf when Kernel_function.is_definition kf -> acc
    | kf ->
      let operation = atomic_op vi.vname in
      let synchronisation =
        List.exists (fun p -> String.starts_with ~prefix:p vi.vname) synchronisation_prefixes
      in
      (* The declared parameter type decides (printf's `const char *` only
         reads); variadic arguments may be written (scanf). *)
      let formals = Array.of_list (Kernel_function.get_formals kf) in
      List.fold_left
        (fun (acc, i) arg ->
          match operation with
          | Some (pos, access) when i = pos -> (
            match pointed_object arg with
            | Some lv ->
              let add kind acc = (kind, C.access_atomic, lv) :: acc in
              let acc =
                match access with
                | `Read -> add C.access_read acc
                | `Write -> add C.access_write acc
                | `Read_write -> add C.access_write (add C.access_read acc)
              in
              (acc, i + 1)
            | None -> (acc, i + 1))
          | _ when synchronisation && operation = None -> (acc, i + 1)
          | _ -> (
            match (strip_casts arg).enode with
            | AddrOf lv | StartOf lv ->
              let writes =
                if is_printf vi.vname then
                  (* Only sprintf-like functions write, into their first argument. *)
                  i = 0 && (String.starts_with ~prefix:"s" vi.vname
                            || String.starts_with ~prefix:"vs" vi.vname)
                else if i < Array.length formals then
                  match Cil.unrollType formals.(i).vtype with
                  | TPtr (t, _) -> not (Cil.isConstType t)
                  | _ -> true
                else true
              in
              let add kind acc = (kind, 0, lv) :: acc in
              let acc = add C.access_read acc in
              ((if writes then add C.access_write acc else acc), i + 1)
            | _ -> (acc, i + 1)))
        (acc, 0) args
      |> fst)
  | _ -> acc

(* [library]: with what a body-less callee may do through its pointer
   arguments (None: only what the statement itself evaluates and assigns). *)
let instr_accesses ~library acc = function
  | Set (lv, e, _) -> lval_write (exp_reads acc e) lv
  | Call (result, f, args, _) ->
    let acc = List.fold_left (exp_reads) (exp_reads acc f) args in
    let acc = match library with Some atomic_op -> library_call_accesses ~atomic_op acc f args | None -> acc in
    Option.fold ~none:acc ~some:(lval_write acc) result
  | Local_init (v, AssignInit init, _) -> lval_write (init_reads acc init) (Cil.var v)
  | Local_init (v, ConsInit (_, args, _), _) ->
    lval_write (List.fold_left (exp_reads) acc args) (Cil.var v)
  | Asm (_, _, Some { asm_outputs; asm_inputs; _ }, _) ->
    (* Extended asm: the operands are evaluated, outputs written. *)
    let acc = List.fold_left (fun acc (_, _, e) -> exp_reads acc e) acc asm_inputs in
    List.fold_left (fun acc (_, _, lv) -> lval_write acc lv) acc asm_outputs
  | Asm (_, _, None, _) | Skip _ | Code_annot _ -> acc

(* Only what the statement itself evaluates: the bodies of if, switch, loop
   and block statements are statements of their own. *)
let stmt_lvals_rev ~library s =
  let rows =
    match s.skind with
    | Instr i -> instr_accesses ~library [] i
    | Return (Some e, _) | If (e, _, _, _) | Switch (e, _, _, _) -> exp_reads [] e
    | Return (None, _) | Goto _ | Break _ | Continue _ | Loop _ | Block _
    | UnspecifiedSequence _ | Throw _ | TryCatch _ | TryFinally _ | TryExcept _ ->
      []
  in
  (* Every access of an object of atomic type is an atomic one (C11 7.17). *)
  List.map
    (fun (kind, flags, lv) ->
      (kind, (if Lvalues.is_atomic lv then flags lor C.access_atomic else flags), lv))
    rows

let stmt_lvals ~atomic_op s = List.rev (stmt_lvals_rev ~library:(Some atomic_op) s)

let evaluated_lvals s = List.rev (stmt_lvals_rev ~library:None s)

(* An lvalue through a pointer no variable holds ([s->p->x], [**pp]):
   named by the first variable its address depends on, target unknown. *)
let unnamed_access ids ~kind ~flags lv =
  let named =
    List.find_map
      (fun (t : Alias_terms.term) -> match t.node with Alias_terms.Base b -> Some b | _ -> None)
      (Alias_terms.address ids lv)
  in
  Option.map
    (fun base ->
      let size = Lvalues.access_size lv in
      { kind; base; lo = -1; hi = -1; size; flags = flags lor C.access_through_pointer })
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
    (fun (kind, flags, lv) ->
      let key = keys.Instance_keys.key s lv in
      let flags = flags lor keys.meets s lv in
      match Lvalues.host lv with
      | Lvalues.Variable _ -> Option.map (fun a -> (a, -1, key)) (lval_access ids ~kind ~flags lv)
      | Lvalues.Through _ -> Option.map (fun a -> (a, query lv, key)) (lval_access ids ~kind ~flags lv)
      | Lvalues.Unnamed when Lvalues.is_function lv -> None
      | Lvalues.Unnamed -> Option.map (fun a -> (a, query lv, key)) (unnamed_access ids ~kind ~flags lv))
    (stmt_lvals_rev ~library:(Some atomic_op) s)

(* Duplicates ([g = g + g]) carry no information: one row per distinct
   access of a statement, in evaluation order. *)
let add_accesses model ~stmt accesses =
  let seen = Hashtbl.create 8 in
  List.iter
    (fun ((a, expr, key) as row) ->
      if not (Hashtbl.mem seen row) then begin
        Hashtbl.add seen row ();
        Model.add_access ?key model ~stmt ~kind:a.kind ~base:a.base ~offset_lo:a.lo ~offset_hi:a.hi
          ~size_bits:a.size ~expr ~flags:a.flags ~context:(-1)
      end)
    (List.rev accesses)

let extract ?(queries = false) ~atomic_op ~keys model ids =
  for stmt = 0 to Model.rows model "statements" - 1 do
    if stmt land 1023 = 0 then Db.yield ();
    add_accesses model ~stmt (stmt_accesses ~queries ~atomic_op ~keys model ids ~stmt (Ids.stmt ids stmt))
  done
