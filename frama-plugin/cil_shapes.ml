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
