(* The under run's program with its free choices made (see
   fixed_choices.mli). *)

open Cil_types
open Cil_shapes

let called e = match e.enode with Lval (Var f, NoOffset) -> Some f | _ -> None

let compute ~classify ~never =
  let is_create name = classify name = `Thread_create in
  (* Defined functions that create threads, directly or through direct
     calls (a fixpoint over the call graph). *)
  let creating = Cil_datatype.Varinfo.Hashtbl.create 17 in
  let calls_in fd =
    List.filter_map
      (fun s ->
        match s.skind with
        | Instr (Call (_, f, _, _)) -> called f
        | Instr (Local_init (_, ConsInit (f, _, _), _)) -> Some f
        | _ -> None)
      fd.sallstmts
  in
  let creates_directly f = is_create f.vname || Cil_datatype.Varinfo.Hashtbl.mem creating f in
  let changed = ref true in
  while !changed do
    changed := false;
    Globals.Functions.iter (fun kf ->
        if Kernel_function.is_definition kf then
          let v = Kernel_function.get_vi kf in
          if (not (Cil_datatype.Varinfo.Hashtbl.mem creating v))
             && List.exists creates_directly (calls_in (Kernel_function.get_definition kf))
          then begin
            Cil_datatype.Varinfo.Hashtbl.replace creating v ();
            changed := true
          end)
  done;
  let stmt_creates s =
    match s.skind with
    | Instr (Call (_, f, _, _)) -> ( match called f with Some f -> creates_directly f | None -> false)
    | Instr (Local_init (_, ConsInit (f, _, _), _)) -> creates_directly f
    | _ -> false
  in
  let left_out = Hashtbl.create 17 in
  let leave_out s succ = Hashtbl.replace left_out (s.sid, succ.sid) () in
  let pruned s succ = never s succ || Hashtbl.mem left_out (s.sid, succ.sid) in
  let free = Extract_bases.free_choices () in
  let each_if f =
    Globals.Functions.iter (fun kf ->
        if Kernel_function.is_definition kf then
          let fd = Kernel_function.get_definition kf in
          List.iter
            (fun s ->
              match s.skind with
              | If (c, b1, b2, _) -> (
                match (Branch_shapes.test c, Branch_shapes.branch_targets s b1 b2) with
                | Some (v, then_zero), Some (yes, no) -> f kf fd s v then_zero yes no
                | _ -> ())
              | _ -> ())
            fd.sallstmts)
  in
  (* Free choices: the way that creates threads when the other does not. *)
  each_if (fun kf _ s v _ yes no ->
      if Cil_datatype.Varinfo.Set.mem v free then
        let creates x =
          stmt_creates x
          || Cil_datatype.Stmt.Hptset.exists stmt_creates (Stmts_graph.reachable_stmts kf x)
        in
        match (creates yes, creates no) with
        | true, false -> leave_out s no
        | false, true -> leave_out s yes
        | _ -> ());
  (* The constant a function returns when its body, without the ways left
     out, is one path. *)
  let returns = Cil_datatype.Varinfo.Hashtbl.create 17 in
  let constant_return kf =
    let rec walk s seen env =
      if List.exists (Cil_datatype.Stmt.equal s) seen then None
      else
        match s.skind with
        | Return (Some e, _) -> (
          match Cil.constFoldToInt e with
          | Some k -> Some k
          | None -> (
            match var_of e with
            | Some r -> Option.join (List.find_map (fun (w, k) -> if Cil_datatype.Varinfo.equal r w then Some k else None) env)
            | None -> None))
        | Return (None, _) -> None
        | _ -> (
          let env =
            match s.skind with
            | Instr (Set ((Var r, NoOffset), e, _)) when not r.vaddrof -> (r, Cil.constFoldToInt e) :: env
            | _ -> List.map (fun r -> (r, None)) (assigned s) @ env
          in
          match List.filter (fun x -> not (pruned s x)) s.succs with
          | [ x ] -> walk x (s :: seen) env
          | _ -> None)
    in
    let v = Kernel_function.get_vi kf in
    match Cil_datatype.Varinfo.Hashtbl.find_opt returns v with
    | Some r -> r
    | None ->
      let r = match Kernel_function.find_first_stmt kf with s -> walk s [] [] | exception _ -> None in
      Cil_datatype.Varinfo.Hashtbl.replace returns v r;
      r
  in
  let decided = ref [] in
  each_if (fun _ fd s v then_zero yes no ->
      if (not v.vglob) && (not v.vaddrof) && s.labels = [] then
        let call_of_result a =
          match a.skind with
          | Instr (Call (Some (Var _, NoOffset), f, _, _)) -> called f
          | Instr (Local_init (_, ConsInit (f, _, Plain_func), _)) -> Some f
          | _ -> None
        in
        match List.filter (assigns v) fd.sallstmts with
        | [ a ] when call_of_result a <> None -> (
          let callee =
            Option.bind (call_of_result a) (fun f ->
                match Globals.Functions.get f with kf -> Some kf | exception Not_found -> None)
          in
          (* The call right before the test in its block, no label between. *)
          let adjacent =
            match Create_loops.after_in_block fd a with
            | next :: _ -> Cil_datatype.Stmt.equal next s
            | [] -> false
          in
          match callee with
          | Some kf when adjacent && Kernel_function.is_definition kf -> (
            match constant_return kf with
            | Some k -> decided := (s, if Integer.is_zero k = then_zero then no else yes) :: !decided
            | None -> ())
          | _ -> ())
        | _ -> ());
  List.iter (fun (s, succ) -> leave_out s succ) !decided;
  pruned
