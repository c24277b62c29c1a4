(* Small shapes of CIL code the pattern recognisers share (see
   cil_shapes.mli). *)

open Cil_types

(* A cast keeps the values of a [width]-bit integer or pointer when it is to
   an integer or pointer type at least that wide: GCC converts integers
   modulo 2^N to an N-bit type (and pointers as integers), so values that
   differ modulo 2^width stay different. [_Bool] is no such type: it maps
   every non-zero value to 1. *)
let keeps ~width t =
  match Cil.unrollType t with
  | TInt (IBool, _) -> false
  | TInt _ | TEnum _ | TPtr _ -> ( try Cil.bitsSizeOf t >= width with Cil.SizeOfError _ -> false)
  | _ -> false

let var_of ?width e =
  (* The casts around the variable, outermost first. *)
  let rec strip casts e =
    match e.enode with
    | CastE (t, inner) -> strip (t :: casts) inner
    | Lval (Var v, NoOffset) -> Some (v, casts)
    | _ -> None
  in
  match strip [] e with
  | Some (v, []) -> Some v
  | Some (v, casts) -> (
    match width with
    | Some width -> if List.for_all (keeps ~width) casts then Some v else None
    | None -> (
      match Cil.bitsSizeOf v.vtype with
      | width when (Cil.isIntegralType v.vtype || Cil.isPointerType v.vtype) && List.for_all (keeps ~width) casts ->
        Some v
      | _ -> None
      | exception Cil.SizeOfError _ -> None))
  | None -> None

let rec strip_keeping ~width e =
  match e.enode with CastE (t, inner) when keeps ~width t -> strip_keeping ~width inner | _ -> e

let is_var ?width v e = match var_of ?width e with Some w -> Cil_datatype.Varinfo.equal v w | None -> false

(* A cast from integer type [src] to [dst] keeps the order of [src]'s
   values: the same signedness and no narrower, or unsigned to a wider
   signed type. [_Bool] keeps nothing. *)
let keeps_order src dst =
  let int t = match Cil.unrollType t with TInt (IBool, _) -> false | TInt _ | TEnum _ -> true | _ -> false in
  int src && int dst
  &&
  match (Cil.bitsSizeOf src, Cil.bitsSizeOf dst) with
  | ws, wd ->
    let ss = Cil.isSignedInteger src and sd = Cil.isSignedInteger dst in
    (ss = sd && wd >= ws) || ((not ss) && sd && wd > ws)
  | exception Cil.SizeOfError _ -> false

let ordered_var_of e =
  (* The variable under the casts, and the type the outermost one gives. *)
  let rec strip e =
    match e.enode with
    | Lval (Var v, NoOffset) -> Some (v, v.vtype)
    | CastE (t, inner) -> (
      match strip inner with Some (v, src) when keeps_order src t -> Some (v, t) | _ -> None)
    | _ -> None
  in
  match strip e with Some (v, _) when Cil.isIntegralType v.vtype -> Some v | _ -> None

let is_ordered_var v e = match ordered_var_of e with Some w -> Cil_datatype.Varinfo.equal v w | None -> false

let assigned s =
  match s.skind with
  | Instr (Set ((Var v, NoOffset), _, _) | Call (Some (Var v, NoOffset), _, _, _) | Local_init (v, _, _)) -> [ v ]
  | Instr (Asm (_, _, Some { asm_outputs; _ }, _)) ->
    (* An asm output writes its variable as the recognisers cannot follow
       ([asm("movl $0,%0" : "=m"(idx))], a review's asm_holder_race). *)
    List.filter_map (function _, _, (Var v, _) -> Some v | _ -> None) asm_outputs
  | _ -> []

let assigns v s = List.exists (Cil_datatype.Varinfo.equal v) (assigned s)

(* [&A[k]], [A + k], [&*(A + k)]. *)
let slot_address e =
  match (Cil.stripCasts e).enode with
  | AddrOf (Var a, Index (k, NoOffset)) when Cil.isArrayType a.vtype -> Some (a, k)
  | StartOf (Var a, NoOffset) when Cil.isArrayType a.vtype -> Some (a, Cil.zero ~loc:e.eloc)
  | BinOp (PlusPI, p, k, _) | AddrOf (Mem { enode = BinOp (PlusPI, p, k, _); _ }, NoOffset) ->
    Option.map (fun a -> (a, k)) (var_of p)
  | _ -> None

(* [A[k]], [*(A + k)]. *)
let slot_value e =
  match (Cil.stripCasts e).enode with
  | Lval (Var a, Index (k, NoOffset)) when Cil.isArrayType a.vtype -> Some (a, k)
  | Lval (Mem { enode = BinOp (PlusPI, p, k, _); _ }, NoOffset) -> Option.map (fun a -> (a, k)) (var_of p)
  | _ -> None

let call_of s =
  match s.skind with
  | Instr (Call (_, { enode = Lval (Var f, NoOffset); _ }, arg :: _, _)) -> Some (f, arg)
  | _ -> None

let loops_at x =
  match x.skind with
  | Loop _ -> [ x ]
  | Block b -> List.filter (fun s -> match s.skind with Loop _ -> true | _ -> false) b.bstmts
  | _ -> []

(* A visitor that records whether it meets [v]. *)
let finder v =
  let found = ref false in
  let visitor =
    object
      inherit Visitor.frama_c_inplace
      method! vvrbl w =
        if Cil_datatype.Varinfo.equal v w then found := true;
        Cil.SkipChildren
    end
  in
  (visitor, found)

let names_in_fundec v fd =
  let visitor, found = finder v in
  ignore (Visitor.visitFramacFunction visitor fd : fundec);
  !found

let names_in_stmt v s =
  match s.skind with
  | Instr i ->
    let visitor, found = finder v in
    ignore (Visitor.visitFramacInstr visitor i : instr list);
    !found
  | If (e, _, _, _) | Switch (e, _, _, _) | Return (Some e, _) -> Cil.appears_in_expr v e
  | _ -> false

let rec iter_blocks f b =
  f b;
  List.iter
    (fun s ->
      match s.skind with
      | Block b | Loop (_, b, _, _, _) | Switch (_, b, _, _) -> iter_blocks f b
      | If (_, b1, b2, _) ->
        iter_blocks f b1;
        iter_blocks f b2
      | _ -> ())
    b.bstmts

let sub_statements s =
  let found = ref [] in
  let visitor =
    object
      inherit Visitor.frama_c_inplace
      method! vstmt x =
        if x != s then found := x :: !found;
        Cil.DoChildren
    end
  in
  ignore (Visitor.visitFramacStmt visitor s : stmt);
  List.rev !found

let assigns_within v s = List.exists (assigns v) (s :: sub_statements s)
let labelled_within s = List.exists (fun (x : stmt) -> x.labels <> []) (s :: sub_statements s)

let steps_like x p =
  let element_bits t =
    match Cil.unrollType t with
    | TArray (e, _, _) | TPtr (e, _) -> ( try Some (Cil.bitsSizeOf e) with Cil.SizeOfError _ -> None)
    | _ -> None
  in
  match (element_bits x.vtype, element_bits (Cil.typeOf p)) with Some a, Some b -> a = b | _ -> false

(* Statements in the order they run, out of the blocks that braces make
   and of the sequences of one expression ([next = end = next + 10;]). *)
let rec flat stmts =
  List.concat_map
    (function
      | { skind = Block b; labels = []; _ } -> flat b.bstmts
      | { skind = UnspecifiedSequence seq; labels = []; _ } -> flat (List.map (fun (s, _, _, _, _) -> s) seq)
      | s -> [ s ])
    stmts

(* Every block of a block, itself included. *)
let blocks_of b =
  let rec go acc b =
    let acc = b :: acc in
    List.fold_left
      (fun acc s ->
        match s.skind with
        | Block b | Loop (_, b, _, _, _) | Switch (_, b, _, _) -> go acc b
        | If (_, b1, b2, _) -> go (go acc b1) b2
        | _ -> acc)
      acc b.bstmts
  in
  go [] b

let is_thread_local v = Cil.hasAttribute "thread" v.vattr || Cil.hasAttribute "__thread" v.vattr

(* How many times each variable occurs anywhere in the program's functions
   (reads, writes, calls, addresses). *)
let occurrences () =
  let count = Cil_datatype.Varinfo.Hashtbl.create 97 in
  let visitor =
    object
      inherit Visitor.frama_c_inplace

      method! vvrbl v =
        Cil_datatype.Varinfo.Hashtbl.replace count v
          (1 + Option.value ~default:0 (Cil_datatype.Varinfo.Hashtbl.find_opt count v));
        Cil.SkipChildren
    end
  in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf then
        ignore (Visitor.visitFramacFunction visitor (Kernel_function.get_definition kf)));
  Globals.Vars.iter (fun v init ->
      Option.iter (fun i -> ignore (Visitor.visitFramacInit visitor v NoOffset i)) init.init);
  fun v -> Option.value ~default:0 (Cil_datatype.Varinfo.Hashtbl.find_opt count v)
