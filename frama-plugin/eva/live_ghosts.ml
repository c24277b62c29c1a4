(* Ghosts that track main's threads through Eva's states (see
   live_ghosts.mli). *)

open Cil_types

type t = {
  ghosts : varinfo list;
  creates : stmt list;  (* every direct create call of the program *)
  tracked : Cil_datatype.Stmt.Set.t;  (* those with a ghost *)
  indirect : stmt list;  (* calls through pointers: they might create *)
  is_create : string -> bool;
}

let callee_var = function
  | Instr (Call (_, { enode = Lval (Var f, NoOffset); _ }, args, _)) -> Some (f, args)
  | _ -> None

(* [s] can run again after it ran: it lies on a cycle of [kf]'s CFG. *)
let in_cycle kf s = List.exists (fun x -> Stmts_graph.stmt_can_reach kf x s) s.succs

(* The call statements of the program, with the function holding each. *)
let calls () =
  let out = ref [] in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf then
        List.iter
          (fun s -> match s.skind with Instr (Call _) -> out := (kf, s) :: !out | _ -> ())
          (Kernel_function.get_definition kf).sallstmts);
  !out

(* A statement of [kf] runs at most once per run of main: not on a cycle,
   and [kf] is main or is called from one place only that itself runs at
   most once. *)
let at_most_once_per_main ~occurs ~calls =
  let main, _ = Globals.entry_point () in
  let rec ok depth kf s =
    depth < 32 && (not (in_cycle kf s))
    &&
    if Kernel_function.equal kf main then occurs (Kernel_function.get_vi main) = 0
    else
      let f = Kernel_function.get_vi kf in
      occurs f = 1
      &&
      match
        List.filter
          (fun (_, c) ->
            match callee_var c.skind with Some (g, _) -> Cil_datatype.Varinfo.equal f g | None -> false)
          calls
      with
      | [ (caller, c) ] -> ok (depth + 1) caller c
      | _ -> false
  in
  ok 0

let strip = Cil.stripCasts

let install ~classify =
  let is_create n = classify n = `Thread_create and is_join n = classify n = `Thread_join in
  let occurs = Cil_shapes.occurrences () in
  let calls = calls () in
  let once = at_most_once_per_main ~occurs ~calls in
  let creates = List.filter (fun (_, s) -> match callee_var s.skind with Some (f, _) -> is_create f.vname | None -> false) calls in
  let indirect = List.filter_map (fun (_, s) -> match callee_var s.skind with None -> Some s | Some _ -> None) calls in
  (* Joins reading each id variable directly: pthread_join(t, ...). *)
  let joins_of t =
    List.filter
      (fun (_, s) ->
        match callee_var s.skind with
        | Some (f, arg :: _) when is_join f.vname -> (
          match (strip arg).enode with Lval (Var v, NoOffset) -> Cil_datatype.Varinfo.equal v t | _ -> false)
        | _ -> false)
      calls
  in
  (* Tracked: the create stores the id in a variable [t] whose only other
     occurrences are joins of it, and runs at most once per run of main.
     Occurrences count names only: [t] must have no other name or way in
     (asm operands and templates, asm labels, alias attributes, dlsym:
     Extract_bases.reach's second set), or a write under another name goes
     unseen. *)
  let outside = lazy (snd (Extract_bases.reach ())) in
  let main_defined = Kernel_function.is_definition (fst (Globals.entry_point ())) in
  let tracked =
    if not main_defined then []
    else
    List.filter_map
      (fun (kf, s) ->
        match callee_var s.skind with
        | Some (_, id :: _) -> (
          match (strip id).enode with
          | AddrOf (Var t, NoOffset) when once kf s && not (Cil_datatype.Varinfo.Set.mem t (Lazy.force outside)) ->
            let joins = joins_of t in
            if occurs t = 1 + List.length joins then Some (s, t, List.map snd joins) else None
          | _ -> None)
        | _ -> None)
      creates
  in
  let loc = Cil_datatype.Location.unknown in
  let ghost_of =
    List.map
      (fun (s, _, joins) ->
        let g = Cil.makeGlobalVar (Printf.sprintf "__racer_live_%d" s.sid) Cil.intType in
        let init = { init = None } in
        Globals.Vars.add g init;
        (Ast.get ()).globals <- GVar (g, init, loc) :: (Ast.get ()).globals;
        (s, g, joins))
      tracked
  in
  let set g n = Cil.mkStmtOneInstr ~valid_sid:true (Set ((Var g, NoOffset), Cil.integer ~loc n, loc)) in
  let after = Cil_datatype.Stmt.Hashtbl.create 17 in
  List.iter
    (fun (s, g, joins) ->
      let add x n =
        Cil_datatype.Stmt.Hashtbl.replace after x
          (set g n :: Option.value ~default:[] (Cil_datatype.Stmt.Hashtbl.find_opt after x))
      in
      add s 1;
      List.iter (fun j -> add j 0) joins)
    ghost_of;
  if ghost_of <> [] then begin
    let changed = ref Kernel_function.Set.empty in
    let visitor =
      object (self)
        inherit Visitor.frama_c_inplace

        method! vblock _ =
          Cil.DoChildrenPost
            (fun b ->
              b.bstmts <-
                List.concat_map
                  (fun s ->
                    match Cil_datatype.Stmt.Hashtbl.find_opt after s with
                    | Some extra ->
                      Option.iter (fun kf -> changed := Kernel_function.Set.add kf !changed) self#current_kf;
                      s :: extra
                    | None -> [ s ])
                  b.bstmts;
              b)
      end
    in
    Visitor.visitFramacFileSameGlobals visitor (Ast.get ());
    let main, _ = Globals.entry_point () in
    let fd = Kernel_function.get_definition main in
    fd.sbody.bstmts <- List.map (fun (_, g, _) -> set g 0) ghost_of @ fd.sbody.bstmts;
    changed := Kernel_function.Set.add main !changed;
    Kernel_function.Set.iter
      (fun kf ->
        let fd = Kernel_function.get_definition kf in
        Cfg.clearCFGinfo ~clear_id:false fd;
        Cfg.cfgFun fd)
      !changed;
    Kernel_function.clear_sid_info ();
    Ast.mark_as_changed ()
  end;
  {
    ghosts = List.map (fun (_, g, _) -> g) ghost_of;
    creates = List.map snd creates;
    tracked = Cil_datatype.Stmt.Set.of_list (List.map (fun (s, _, _) -> s) ghost_of);
    indirect;
    is_create;
  }

let ghosts t = List.length t.ghosts

let ended t =
  let untracked_create s = Eva.Results.is_reachable s && not (Cil_datatype.Stmt.Set.mem s t.tracked) in
  let creates_indirectly s =
    Eva.Results.is_reachable s
    && List.exists (fun kf -> t.is_create (Kernel_function.get_name kf)) (Eva.Results.callee s)
  in
  if List.exists untracked_create t.creates || List.exists creates_indirectly t.indirect then None
  else
    Some
      (fun req ->
        List.for_all
          (fun g -> Cvalue.V.is_zero (Eva.Results.as_cvalue (Eva.Results.eval_var g req)))
          t.ghosts)
