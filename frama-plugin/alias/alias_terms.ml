(* Expressions as alias terms (see alias_terms.mli). *)

open Cil_types

type node = Base of int | Func of int | Ret of int | Unknown
type term = { node : node; deref : int; shift : int }

let unknown = { node = Unknown; deref = 0; shift = -1 }
let add_shift t s = { t with shift = (if t.shift < 0 || s < 0 then -1 else t.shift + s) }
let lose_shift t = { t with shift = -1 }
let deref t = { t with deref = t.deref + 1; shift = 0 }

(* Bit offset of [off] inside the host's type; -1 when not constant. A
   bit-field's access starts where its run of adjacent bit-fields does (one
   memory location, Lvalues.bitfield_run). *)
let offset_bits host off =
  match off with
  | NoOffset -> 0
  | _ -> (
    let before = match Lvalues.bitfield_run off with Some (before, _) -> before | None -> 0 in
    match Cil.bitsOffset (Cil.typeOfLhost host) off with
    | start, _ -> start - before
    | exception _ -> -1)

let var_node ids v =
  if Cil.isFunctionType v.vtype then
    Option.fold ~none:Unknown ~some:(fun f -> Func f) (Ids.function_id ids v)
  else Option.fold ~none:Unknown ~some:(fun b -> Base b) (Ids.var_base ids v)

let rec sources ids e =
  match e.enode with
  | Const _ | SizeOf _ | SizeOfE _ | SizeOfStr _ | AlignOf _ | AlignOfE _ -> []
  | Lval lv -> value ids lv
  | AddrOf lv | StartOf lv -> address ids lv
  | CastE (t, e) -> if Cil.isFloatingType t then [] else sources ids e
  | BinOp ((Lt | Gt | Le | Ge | Eq | Ne | LAnd | LOr | MinusPP), _, _, _) -> []
  | BinOp ((PlusPI | MinusPI), p, _, _) -> List.map lose_shift (sources ids p)
  | BinOp (_, e1, e2, _) -> List.map lose_shift (sources ids e1 @ sources ids e2)
  | UnOp (LNot, _, _) -> []
  | UnOp (_, e, _) -> List.map lose_shift (sources ids e)

and address ids (host, off) =
  let at = offset_bits host off in
  match host with
  | Var v -> [ add_shift { node = var_node ids v; deref = -1; shift = 0 } at ]
  | Mem e -> (
    match sources ids e with
    | [] -> [ unknown ]  (* a constant address *)
    | terms -> List.map (fun t -> add_shift t at) terms)

and value ids lv =
  if Lvalues.is_function lv then address ids lv else List.map deref (address ids lv)

let destinations ids lv =
  List.filter_map
    (fun t ->
      match t.node with
      | Func _ -> None  (* code is not written *)
      | node -> Some (node, t.deref + 1))
    (address ids lv)
