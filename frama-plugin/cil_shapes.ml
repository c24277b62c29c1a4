(* Small shapes of CIL code the pattern recognisers share (see
   cil_shapes.mli). *)

open Cil_types

let var_of e = match (Cil.stripCasts e).enode with Lval (Var v, NoOffset) -> Some v | _ -> None
let is_var v e = match var_of e with Some w -> Cil_datatype.Varinfo.equal v w | None -> false

let assigned s =
  match s.skind with
  | Instr (Set ((Var v, NoOffset), _, _) | Call (Some (Var v, NoOffset), _, _, _) | Local_init (v, _, _)) -> [ v ]
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
