(* The shape of if statements (see branch_shapes.mli). *)

open Cil_types

let rec strip e = match e.enode with CastE (_, e) -> strip e | _ -> e

(* The variable tested and whether the "then" branch runs when it is 0. *)
let rec test e =
  let e = strip e in
  match e.enode with
  | Lval (Var v, NoOffset) -> Some (v, false)
  | UnOp (LNot, e', _) -> Option.map (fun (v, then_zero) -> (v, not then_zero)) (test e')
  | BinOp (((Eq | Ne) as op), a, b, _) ->
    let var, other =
      if Cil.isZero (strip b) then (a, b) else if Cil.isZero (strip a) then (b, a) else (a, a)
    in
    if var == other then None
    else (
      match (strip var).enode with
      | Lval (Var v, NoOffset) -> Some (v, op = Eq)
      | _ -> None)
  | _ -> None

let first b = match b.bstmts with s :: _ -> Some s | [] -> None

(* The statements that run first in each branch: an empty block continues
   with the successor that is not the other branch's first statement. *)
let branch_targets s then_b else_b =
  match s.succs with
  | [ a; b ] when a != b -> (
    let other x = if x == a then b else a in
    match (first then_b, first else_b) with
    | Some t, Some e -> Some (t, e)
    | Some t, None -> Some (t, other t)
    | None, Some e -> Some (other e, e)
    | None, None -> None)
  | _ -> None
