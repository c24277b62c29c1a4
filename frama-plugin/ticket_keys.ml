(* Tickets from a counter incremented under a lock (see ticket_keys.mli). *)

open Cil_types

open Cil_shapes

let same = Cil_datatype.Varinfo.equal

(* The lock argument's text of a call the models classify [cls], when it
   names one lock wherever it is evaluated: [&m] or [&m.f] with [m] a
   global ([&locks[k]], or a pointer [mp], may name different locks in
   different groups, whose increments then do not exclude each other). *)
let sync_call ~classify cls s =
  let rec constant_offset = function
    | NoOffset -> true
    | Field (_, off) -> constant_offset off
    | Index (k, off) -> Cil.constFoldToInt k <> None && constant_offset off
  in
  match s.skind with
  | Instr (Call (None, { enode = Lval (Var f, NoOffset); _ }, [ arg ], _)) when classify f.vname = cls -> (
    match (Cil.stripCasts arg).enode with
    | AddrOf (Var m, off) when m.vglob && constant_offset off -> Some (Format.asprintf "%a" Printer.pp_exp arg)
    | _ -> None)
  | _ -> None

(* The ticket groups of a block: lock(m); j = g; g = g + c; unlock(m) with c
   a positive constant, as (j, g, m, increment statement). *)
let groups ~classify stmts =
  let rec go acc = function
    | l :: r :: w :: u :: rest -> (
      let group =
        match (sync_call ~classify `Lock l, r.skind, w.skind, sync_call ~classify `Unlock u) with
        | ( Some m,
            Instr (Set ((Var j, NoOffset), read, _)),
            Instr (Set ((Var g, NoOffset), { enode = BinOp (PlusA, old, c, _); _ }, _)),
            Some m' )
          when m = m' && is_var g read && is_var g old && g.vglob && (not g.vaddrof)
               && Cil.isIntegralType g.vtype && (not j.vglob) && (not j.vaddrof)
               (* [j] holds g's whole value: a narrower copy ([unsigned char
                  slot = head]) repeats every 256 draws. *)
               && keeps ~width:(Cil.bitsSizeOf g.vtype) j.vtype -> (
          match Cil.constFoldToInt c with
          | Some z when Integer.gt z Integer.zero -> Some (j, g, m, w)
          | _ -> None)
        | _ -> None
      in
      match group with Some grp -> go (grp :: acc) rest | None -> go acc (r :: w :: u :: rest))
    | _ -> acc
  in
  go [] stmts

let rec blocks_of acc b =
  let acc = b :: acc in
  List.fold_left
    (fun acc s ->
      match s.skind with
      | Block b | Loop (_, b, _, _, _) | Switch (_, b, _, _) -> blocks_of acc b
      | If (_, b1, b2, _) -> blocks_of (blocks_of acc b1) b2
      | _ -> acc)
    acc b.bstmts

let compute ~classify ~stable =
  let defs = ref [] in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf then defs := Kernel_function.get_definition kf :: !defs);
  (* Every ticket group, per function. *)
  let found =
    List.concat_map
      (fun fd ->
        List.concat_map (fun b -> List.map (fun g -> (fd, g)) (groups ~classify b.bstmts)) (blocks_of [] fd.sbody))
      !defs
  in
  (* A counter is a ticket counter when every write of it in the program is
     the increment of one of its groups, all under one lock. *)
  let counter_ok g =
    let incs = List.filter_map (fun (_, (_, g', m, w)) -> if same g g' then Some (w, m) else None) found in
    match incs with
    | [] -> false
    | (_, m) :: _ ->
      List.for_all (fun (_, m') -> m = m') incs
      && List.for_all
           (fun fd ->
             List.for_all
               (fun s ->
                 (not (assigns g s))
                 || List.exists (fun (w, _) -> Cil_datatype.Stmt.equal w s) incs)
               fd.sallstmts)
           !defs
  in
  (* Usable tickets: (read statement, holder j, counter g), j written only
     by that read. *)
  let tickets =
    List.filter_map
      (fun (fd, (j, g, _, w)) ->
        let writes = List.filter (fun s -> assigns j s) fd.sallstmts in
        match writes with
        | [ read ] when counter_ok g && not (Cil_datatype.Stmt.equal read w) -> Some (read, j, g)
        | _ -> None)
      found
  in
  if tickets = [] then fun _ _ -> None
  else
    fun s (host, off) ->
      (* j holds its ticket where its read dominates the access. *)
      let ticket_of k =
        List.find_map
          (fun (read, j, g) ->
            if is_var ~width:(Cil.bitsSizeOf g.vtype) j k && Dominators.dominates read s && not (Cil_datatype.Stmt.equal read s) then Some g
            else None)
          tickets
      in
      let key g x = Some (Printf.sprintf "ticket %s: %s[j]" g.vname x.vname) in
      match (host, off) with
      | Var x, Index (k, _) when x.vglob && Cil.isArrayType x.vtype -> (
        match ticket_of k with Some g -> key g x | None -> None)
      | Mem { enode = BinOp (PlusPI, p, k, _); _ }, _ -> (
        match (var_of p, ticket_of k) with
        | Some x, Some g when x.vglob && stable x -> key g x
        | _ -> None)
      | _ -> None
