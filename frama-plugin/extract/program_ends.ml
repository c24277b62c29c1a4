(* Calls that never return (see program_ends.mli). *)

open Cil_types

(* The lists are the core's (racer_library_end), which its own recognisers
   read too. *)
let ends_program kf =
  (not (Kernel_function.is_definition kf)) && Racer_core.library_end (Kernel_function.get_name kf) = `Program

let ends_thread kf =
  (not (Kernel_function.is_definition kf)) && Racer_core.library_end (Kernel_function.get_name kf) = `Thread

(* The function a body surely calls first: its first statement (through
   nested blocks, past empty instructions) is a direct call. *)
let rec first_call = function
  | [] -> None
  | { skind = Instr (Skip _); _ } :: rest -> first_call rest
  | { skind = Block b; _ } :: rest -> ( match b.bstmts with [] -> first_call rest | stmts -> first_call stmts)
  | { skind = Instr (Call (_, { enode = Lval (Var g, NoOffset); _ }, _, _)); labels = []; _ } :: _ -> Some g
  | _ -> None

(* [depth] bounds the wrappers followed (a recursive wrapper stops it). *)
let rec stops ~depth (f : varinfo) =
  Cil.hasAttribute "noreturn" f.vattr
  ||
  match Globals.Functions.get f with
  | exception Not_found -> false
  | kf when not (Kernel_function.is_definition kf) -> ends_program kf || f.vname = "reach_error"
  | kf -> (
    depth > 0
    && match first_call (Kernel_function.get_definition kf).sbody.bstmts with
       | Some g -> stops ~depth:(depth - 1) g
       | None -> false)

let stops_program f = stops ~depth:4 f

(* [if (!p) stop();] or [if (p) {} else stop();] (and [p == 0], [p != 0])
   over the formal [p]: the body of an assumption. *)
let stops_if_false p = function
  | { skind = If (c, b1, b2, _); _ } -> (
    let only_stop b =
      match List.filter (fun s -> match s.skind with Instr (Skip _) -> false | _ -> true) b.bstmts with
      | [ { skind = Instr (Call (_, { enode = Lval (Var g, NoOffset); _ }, _, _)); _ } ] -> stops_program g
      | _ -> false
    in
    let empty b = List.for_all (fun s -> match s.skind with Instr (Skip _) -> true | _ -> false) b.bstmts in
    let is_p e = match (Cil.stripCasts e).enode with Lval (Var v, NoOffset) -> Cil_datatype.Varinfo.equal v p | _ -> false in
    let zero e = Cil.isZero (Cil.stripCasts e) in
    let negated =
      match c.enode with
      | UnOp (LNot, e, _) when is_p e -> Some true
      | BinOp (Eq, a, b, _) when (is_p a && zero b) || (is_p b && zero a) -> Some true
      | BinOp (Ne, a, b, _) when (is_p a && zero b) || (is_p b && zero a) -> Some false
      | _ when is_p c -> Some false
      | _ -> None
    in
    match negated with
    | Some true -> only_stop b1 && empty b2
    | Some false -> empty b1 && only_stop b2
    | None -> false)
  | _ -> false

let assumes (f : varinfo) =
  match Globals.Functions.get f with
  | exception Not_found -> false
  | kf when not (Kernel_function.is_definition kf) -> f.vname = "__VERIFIER_assume"
  | kf -> (
    let fd = Kernel_function.get_definition kf in
    match (fd.sformals, List.filter (fun s -> match s.skind with Instr (Skip _) | Return (None, _) -> false | _ -> true) fd.sbody.bstmts) with
    | [ p ], [ s ] when not p.vaddrof -> stops_if_false p s
    | _ -> false)
