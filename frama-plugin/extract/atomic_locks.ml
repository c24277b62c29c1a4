(* Test-and-set locks written as atomic functions (see atomic_locks.mli). *)

open Cil_types

type role = Acquire | Release

(* What a guard lets through: g == 0 (free) or g != 0 (taken). *)
type guard = Free of varinfo | Taken of varinfo


let strip = Cil.stripCasts

let is_zero e = match Cil.constFoldToInt (strip e) with Some z -> Integer.is_zero z | None -> false
let is_nonzero e = match Cil.constFoldToInt (strip e) with Some z -> not (Integer.is_zero z) | None -> false

let global_var e =
  match (strip e).enode with
  | Lval (Var v, NoOffset) when v.vglob && Cil.isIntegralType v.vtype -> Some v
  | _ -> None

(* The guard a condition expresses, when it is one of these shapes. *)
let rec guard_of ~positive e =
  let e = strip e in
  match e.enode with
  | UnOp (LNot, e, _) -> guard_of ~positive:(not positive) e
  | BinOp ((Eq | Ne) as op, a, b, _) -> (
    let var, k = match global_var a with Some v -> (Some v, b) | None -> (global_var b, a) in
    match var with
    | None -> None
    | Some v ->
      let eq = (op = Eq) = positive in
      if is_zero k then Some (if eq then Free v else Taken v)
      else if is_nonzero k && eq then Some (Taken v)
      else None)
  | Lval _ -> Option.map (fun v -> if positive then Taken v else Free v) (global_var e)
  | _ -> None

(* A block that only stops the program (abort(), reach_error(), ...). *)
let stops b =
  match List.filter (fun s -> match s.skind with Instr (Skip _) -> false | _ -> true) b.bstmts with
  | [ { skind = Instr (Call (_, { enode = Lval (Var f, NoOffset); _ }, _, _)); _ } ] ->
    Program_ends.stops_program f
  | _ -> false

(* The body's statements in order, blocks flattened; None for control flow
   other than a guard. *)
let rec flatten acc stmts =
  List.fold_left
    (fun acc s ->
      match (acc, s.skind) with
      | None, _ -> None
      | Some acc, Block b -> flatten (Some acc) b.bstmts
      | Some acc, (Instr (Skip _) | Return (None, _)) -> Some acc
      | Some acc, _ -> Some (s :: acc))
    acc stmts

type step = Guard of guard | Store of varinfo * bool (* nonzero *)

let step_of s =
  match s.skind with
  | If (c, b1, b2, _) when stops b2 && b1.bstmts = [] -> Option.map (fun g -> Guard g) (guard_of ~positive:true c)
  | If (c, b1, b2, _) when stops b1 && b2.bstmts = [] ->
    Option.map (fun g -> Guard g) (guard_of ~positive:false c)
  | Instr (Call (None, { enode = Lval (Var f, NoOffset); _ }, [ c ], _)) when Program_ends.assumes f ->
    Option.map (fun g -> Guard g) (guard_of ~positive:true c)
  | Instr (Set ((Var v, NoOffset), e, _)) when v.vglob && Cil.isIntegralType v.vtype ->
    if is_zero e then Some (Store (v, false)) else if is_nonzero e then Some (Store (v, true)) else None
  | _ -> None

(* acquire: [g == 0 guard; g = nonzero]; release: [optional g != 0 guard;
   g = 0], over one variable. *)
let role_of fd =
  match flatten (Some []) fd.sbody.bstmts with
  | None -> None
  | Some rev -> (
    match List.map step_of (List.rev rev) with
    | [ Some (Guard (Free g)); Some (Store (g', true)) ] when Cil_datatype.Varinfo.equal g g' -> Some (Acquire, g)
    | [ Some (Guard (Taken g)); Some (Store (g', false)) ] when Cil_datatype.Varinfo.equal g g' -> Some (Release, g)
    | [ Some (Store (g, false)) ] -> Some (Release, g)
    | _ -> None)

(* Functions other than [owners] that name [g] at all (read, write, address). *)
let used_elsewhere g owners =
  let found = ref false in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf && not (List.mem (Kernel_function.get_name kf) owners) then
        found := !found || Cil_shapes.names_in_fundec g (Kernel_function.get_definition kf));
  !found

type lock = { var : string; acquire : string list; release : string list }

let recognise ~is_atomic =
  let found = Hashtbl.create 7 in
  (* The lock word is one object all threads share, reached by its name
     only: not thread-local (each thread would have its own lock), its
     address never taken, no second name (an asm label or alias attribute
     writes it under another name), no dlsym. *)
  let taken = lazy (Extract_bases.addresses_taken ()) in
  let shared_by_name g =
    (not g.vaddrof) && (not (Cil.hasAttribute "thread" g.vattr))
    && not (Cil_datatype.Varinfo.Set.mem g (Lazy.force taken))
  in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf && is_atomic (Kernel_function.get_name kf) then
        match role_of (Kernel_function.get_definition kf) with
        | Some (role, g) when shared_by_name g ->
          let acq, rel = Option.value ~default:([], []) (Hashtbl.find_opt found g) in
          let name = Kernel_function.get_name kf in
          Hashtbl.replace found g (if role = Acquire then (name :: acq, rel) else (acq, name :: rel))
        | _ -> ());
  Hashtbl.fold
    (fun g (acq, rel) acc ->
      if acq <> [] && rel <> [] && not (used_elsewhere g (acq @ rel)) then
        { var = g.vname; acquire = List.sort compare acq; release = List.sort compare rel } :: acc
      else acc)
    found []
  |> List.sort compare

let model_text locks =
  let b = Buffer.create 256 in
  Buffer.add_string b "# Test-and-set locks Racer recognised in the program (atomic functions).\nLocks:\n  lock:\n";
  List.iter
    (fun l ->
      List.iter
        (fun f ->
          Printf.bprintf b
            "    - {function: %s, lock-object: %s, blocking: true, read-lock: false, reentrant: false}\n" f
            l.var)
        l.acquire)
    locks;
  Buffer.add_string b "  unlock:\n";
  List.iter
    (fun l -> List.iter (fun f -> Printf.bprintf b "    - {function: %s, lock-object: %s}\n" f l.var) l.release)
    locks;
  Buffer.contents b
