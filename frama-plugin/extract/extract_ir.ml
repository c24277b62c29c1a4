(* The program IR of the model (see extract_ir.mli). *)

open Cil_types
module Model = Racer_core.Model
module C = Racer_core.Const

type env = {
  model : Model.t;
  ids : Ids.t;
  types : (string * int * int * string option) Cil_datatype.Typ.Hashtbl.t;
}

(* The struct or union a type is or points to (one level, typedefs
   unrolled), by its kind and tag: the front end's merge gives each its own
   tag, anonymous ones included, so the name is the type's identity. *)
let comp_of t =
  let name c = (if c.cstruct then "struct " else "union ") ^ c.cname in
  match Cil.unrollType t with
  | TComp (c, _) -> Some (name c)
  | TPtr (p, _) -> ( match Cil.unrollType p with TComp (c, _) -> Some (name c) | _ -> None)
  | _ -> None

(* The printed type, its width in bits (-1: none, as for void, functions,
   incomplete types), its RACER_TYPE_* flags and its structure (comp_of);
   one computation per type. *)
let type_info env t =
  match Cil_datatype.Typ.Hashtbl.find_opt env.types t with
  | Some info -> info
  | None ->
    let flag b f = if b then f else 0 in
    let kind =
      match Cil.unrollType t with
      | TInt (ik, _) -> C.type_integer lor flag (Cil.isSigned ik) C.type_signed lor flag (ik = IBool) C.type_bool
      | TEnum (ei, _) -> C.type_integer lor flag (Cil.isSigned ei.ekind) C.type_signed
      | TPtr _ -> C.type_pointer
      | TFloat _ -> C.type_float
      | TArray _ -> C.type_array
      | TComp _ -> C.type_aggregate
      | TFun _ -> C.type_function
      | TVoid _ | TNamed _ | TBuiltin_va_list _ -> 0
    in
    let flags =
      kind
      lor flag (Cil.isVolatileType t) C.type_volatile
      lor flag (Cil.typeHasQualifier "_Atomic" t) C.type_atomic
    in
    let width = try Cil.bitsSizeOf t with Cil.SizeOfError _ -> -1 in
    let info = (Text.typ t, (if width > 0 then width else -1), flags, comp_of t) in
    Cil_datatype.Typ.Hashtbl.replace env.types t info;
    info

let node ?(sub = 0) ?(a = -1) ?(b = -1) ?(base = -1) ?(func = -1) ?literal ?(offset = -1) env ~op t =
  let typ, width, type_flags, comp = type_info env t in
  Model.add_node env.model ~op ~sub ~a ~b ~base ~func ~literal ~offset ~typ:(Some typ) ~width ~type_flags ~comp

let unop = function Neg -> C.unop_neg | BNot -> C.unop_bitnot | LNot -> C.unop_lognot

let binop = function
  | PlusA -> C.binop_add
  | MinusA -> C.binop_sub
  | Mult -> C.binop_mul
  | Div -> C.binop_div
  | Mod -> C.binop_mod
  | Shiftlt -> C.binop_shl
  | Shiftrt -> C.binop_shr
  | Lt -> C.binop_lt
  | Gt -> C.binop_gt
  | Le -> C.binop_le
  | Ge -> C.binop_ge
  | Eq -> C.binop_eq
  | Ne -> C.binop_ne
  | BAnd -> C.binop_bitand
  | BXor -> C.binop_bitxor
  | BOr -> C.binop_bitor
  | LAnd -> C.binop_land
  | LOr -> C.binop_lor
  | PlusPI -> C.binop_ptr_add
  | MinusPI -> C.binop_ptr_sub
  | MinusPP -> C.binop_ptr_diff

let constant env e z = node env ~op:C.node_const ~literal:(Integer.to_string z) (Cil.typeOf e)
let other env e = node env ~op:C.node_other ~literal:(Text.exp e) (Cil.typeOf e)

let function_node env e v =
  match Ids.function_id env.ids v with
  | Some func -> node env ~op:C.node_func ~func (Cil.typeOf e)
  | None -> other env e

let rec exp env e =
  match e.enode with
  | Const (CInt64 (z, _, _)) -> constant env e z
  | Const (CChr c) -> constant env e (Cil.charConstToInt c)
  | Const (CReal (f, _, text)) ->
    node env ~op:C.node_float ~literal:(match text with Some s -> s | None -> string_of_float f) (Cil.typeOf e)
  | Const (CStr s) -> node env ~op:C.node_string ~literal:s (Cil.typeOf e)
  | Const (CWStr _) -> node env ~op:C.node_string (Cil.typeOf e)
  | Const (CEnum _) | SizeOf _ | SizeOfE _ | SizeOfStr _ | AlignOf _ | AlignOfE _ -> (
    match Cil.constFoldToInt e with Some z -> constant env e z | None -> other env e)
  | Lval (Var v, NoOffset) when Cil.isFunctionType v.vtype -> function_node env e v
  | AddrOf (Var v, NoOffset) when Cil.isFunctionType v.vtype -> function_node env e v
  | Lval lv -> node env ~op:C.node_read ~a:(lval env lv) (Cil.typeOf e)
  | AddrOf lv -> node env ~op:C.node_addr ~a:(lval env lv) (Cil.typeOf e)
  | StartOf lv -> node env ~op:C.node_start ~a:(lval env lv) (Cil.typeOf e)
  | UnOp (op, a, t) -> node env ~op:C.node_unop ~sub:(unop op) ~a:(exp env a) t
  | BinOp (op, a, b, t) ->
    let a = exp env a in
    let b = exp env b in
    node env ~op:C.node_binop ~sub:(binop op) ~a ~b t
  | CastE (t, a) -> node env ~op:C.node_cast ~a:(exp env a) t

(* An lvalue, built from its host outwards through its offsets. A variable
   the model has no base for is an object reached through a pointer the IR
   cannot name. *)
and lval env (host, off) =
  let root, host_lv =
    match host with
    | Var v -> (
      match Ids.var_base env.ids v with
      | Some base -> (node env ~op:C.node_var ~base ~literal:v.vname v.vtype, (Var v, NoOffset))
      | None ->
        let unknown = node env ~op:C.node_other ~literal:v.vname (TPtr (v.vtype, [])) in
        (node env ~op:C.node_deref ~a:unknown v.vtype, (Var v, NoOffset)))
    | Mem p -> (node env ~op:C.node_deref ~a:(exp env p) (Cil.typeOfLval (Mem p, NoOffset)), (Mem p, NoOffset))
  in
  let rec walk n (lv : lval) = function
    | NoOffset -> n
    | Field (fi, rest) ->
      let here = Cil.addOffsetLval (Field (fi, NoOffset)) lv in
      let offset = try fst (Cil.bitsOffset (Cil.typeOfLval lv) (Field (fi, NoOffset))) with Cil.SizeOfError _ -> -1 in
      walk (node env ~op:C.node_field ~a:n ~offset ~literal:fi.fname (Cil.typeOfLval here)) here rest
    | Index (i, rest) ->
      let here = Cil.addOffsetLval (Index (i, NoOffset)) lv in
      let i = exp env i in
      walk (node env ~op:C.node_index ~a:n ~b:i (Cil.typeOfLval here)) here rest
  in
  walk root host_lv off

let instr env ~stmt ~kind ?(lhs = -1) ?(rhs = -1) ?(succs = (-1, -1)) () =
  Model.add_instr env.model ~stmt ~kind ~lhs ~rhs ~true_succ:(fst succs) ~false_succ:(snd succs)

let call env ~stmt ?lhs callee args =
  let lhs = Option.map (lval env) lhs in
  let rhs = exp env callee in
  let args = List.map (exp env) args in
  let id = instr env ~stmt ~kind:C.instr_call ?lhs ~rhs () in
  List.iteri (fun position node -> Model.add_instr_arg env.model ~instr:id ~position ~node) args

let rec initialiser env ~stmt lv = function
  | SingleInit e ->
    let lhs = lval env lv in
    let rhs = exp env e in
    ignore (instr env ~stmt ~kind:C.instr_assign ~lhs ~rhs () : int)
  | CompoundInit (_, inits) -> List.iter (fun (off, i) -> initialiser env ~stmt (Cil.addOffsetLval off lv) i) inits

let instruction env ~stmt = function
  | Set (lv, e, _) ->
    let lhs = lval env lv in
    let rhs = exp env e in
    ignore (instr env ~stmt ~kind:C.instr_assign ~lhs ~rhs () : int)
  | Call (lv, callee, args, _) -> call env ~stmt ?lhs:lv callee args
  | Local_init (v, AssignInit i, _) -> initialiser env ~stmt (Var v, NoOffset) i
  | Local_init (v, ConsInit (f, args, Plain_func), loc) -> call env ~stmt ~lhs:(Var v, NoOffset) (Cil.evar ~loc f) args
  | Local_init (v, ConsInit (f, args, Constructor), loc) ->
    call env ~stmt (Cil.evar ~loc f) (Cil.mkAddrOfVi v :: args)
  | Asm (_, _, ext, _) ->
    let outputs = match ext with Some { asm_outputs; _ } -> List.map (fun (_, _, lv) -> lval env lv) asm_outputs | None -> [] in
    let id = instr env ~stmt ~kind:C.instr_asm () in
    List.iteri (fun position node -> Model.add_instr_arg env.model ~instr:id ~position ~node) outputs
  | Skip _ | Code_annot _ -> ()

let statement env s =
  match Ids.stmt_id env.ids s with
  | None -> ()
  | Some stmt -> (
    match s.skind with
    | Instr i -> instruction env ~stmt i
    | Return (e, _) ->
      let rhs = Option.map (exp env) e in
      ignore (instr env ~stmt ~kind:C.instr_return ?rhs () : int)
    | If (c, then_b, else_b, _) ->
      let rhs = exp env c in
      let succs =
        match Branch_shapes.branch_targets s then_b else_b with
        | Some (t, e) -> (
          match (Ids.stmt_id env.ids t, Ids.stmt_id env.ids e) with Some t, Some e -> (t, e) | _ -> (-1, -1))
        | None -> (-1, -1)
      in
      ignore (instr env ~stmt ~kind:C.instr_cond ~rhs ~succs () : int)
    | Switch (c, _, _, _) -> ignore (instr env ~stmt ~kind:C.instr_cond ~rhs:(exp env c) () : int)
    | Loop _ | Block _ | UnspecifiedSequence _ | Goto _ | Break _ | Continue _ | Throw _ | TryCatch _
    | TryFinally _ | TryExcept _ ->
      ())

let extract model ids =
  let env = { model; ids; types = Cil_datatype.Typ.Hashtbl.create 97 } in
  (* Global initialisers first, in the order of the globals' ids. *)
  let globals = Globals.Vars.fold (fun v init acc -> (v, init) :: acc) [] in
  List.iter
    (fun (v, (init : initinfo)) ->
      match (init.init, Ids.var_base ids v) with
      | Some i, Some _ -> initialiser env ~stmt:(-1) (Var v, NoOffset) i
      | _ -> ())
    (List.sort (fun (a, _) (b, _) -> Int.compare a.vid b.vid) globals);
  List.iter
    (fun kf ->
      if Kernel_function.is_definition kf then
        List.iter (statement env) (Kernel_function.get_definition kf).sallstmts)
    (Extract_program.sorted_functions ());
  Model.rows model "instrs"
