(* The over-approximation transformation (see over_transform.mli). *)

open Cil_types

(* Whether another thread may see what [lv] holds: a global, an object
   reached through a pointer, or a local whose address is taken. Other
   assignments (loop counters, temporaries) stay as they are, which keeps
   Eva precise where no other thread can interfere. *)
let shared_lval (host, _) =
  match host with Mem _ -> true | Var v -> v.vglob || v.vaddrof

(* A call of a library function without a body, outside the concurrency
   models, given a pointer: what it writes through it (memset, memcpy,
   sscanf) is a write another thread may see too, and made optional the
   same way (the call is skipped on one way). *)
let library_writes f args =
  match f.enode with
  | Lval (Var v, NoOffset) -> (
    match Globals.Functions.get v with
    | kf ->
      (not (Kernel_function.is_definition kf))
      && (not (List.exists (fun p -> String.starts_with ~prefix:p v.vname) Library_calls.synchronisation_prefixes))
      && List.exists (fun a -> Cil.isPointerType (Cil.typeOf a)) args
    | exception Not_found -> false)
  | _ -> false

(* The instructions that set what an initialiser gives [lv]. *)
let rec init_sets lv init loc acc =
  match init with
  | SingleInit e -> Set (lv, e, loc) :: acc
  | CompoundInit (_, inits) ->
    List.fold_left (fun acc (off, i) -> init_sets (Cil.addOffsetLval off lv) i loc acc) acc inits

(* Locals whose address the program takes become globals of the copy.
   Another thread may write such a local through its address; Eva gives a
   function's locals their values afresh on entry, so that write would
   never reach the run that reads the local. As a global, the local takes
   part in the states every thread starts from, and its initialisation
   becomes an assignment (made optional below like any other). Instances
   of the function share it: more values, never fewer. *)
let globalize file =
  let taken = Extract_bases.addresses_taken () in
  let moved = Cil_datatype.Varinfo.Hashtbl.create 17 in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf then begin
        let fd = Kernel_function.get_definition kf in
        let go, keep = List.partition (fun v -> Cil_datatype.Varinfo.Set.mem v taken) fd.slocals in
        fd.slocals <- keep;
        List.iter (fun v -> Cil_datatype.Varinfo.Hashtbl.replace moved v ()) go
      end);
  let is_moved v = Cil_datatype.Varinfo.Hashtbl.mem moved v in
  let visitor =
    object
      inherit Visitor.frama_c_inplace

      method! vblock b =
        b.blocals <- List.filter (fun v -> not (is_moved v)) b.blocals;
        Cil.DoChildren

      method! vstmt s =
        (match s.skind with
        | Instr (Local_init (v, init, loc)) when is_moved v -> (
          let instrs =
            match init with
            | AssignInit i -> List.rev (init_sets (Cil.var v) i loc [])
            | ConsInit (f, args, Plain_func) -> [ Call (Some (Cil.var v), Cil.evar ~loc f, args, loc) ]
            | ConsInit (f, args, Constructor) ->
              [ Call (None, Cil.evar ~loc f, Cil.mkAddrOfVi v :: args, loc) ]
          in
          match instrs with
          | [ i ] -> s.skind <- Instr i
          | is -> s.skind <- Block (Cil.mkBlock (List.map (fun i -> Cil.mkStmt ~valid_sid:true (Instr i)) is)))
        | _ -> ());
        Cil.DoChildren
    end
  in
  Visitor.visitFramacFileSameGlobals visitor file;
  let loc = Cil_datatype.Location.unknown in
  Cil_datatype.Varinfo.Hashtbl.iter
    (fun v () ->
      v.vglob <- true;
      let init = { init = None } in
      Globals.Vars.add v init;
      file.globals <- GVar (v, init, loc) :: file.globals)
    moved;
  Cil_datatype.Varinfo.Hashtbl.length moved

let apply () =
  let loc = Cil_datatype.Location.unknown in
  let ty = TInt (IInt, [ Attr ("volatile", []) ]) in
  let nondet = Cil.makeGlobalVar "__racer_nondet" ty in
  let init = { init = None } in
  Globals.Vars.add nondet init;
  let file = Ast.get () in
  ignore (globalize file : int);
  file.globals <- GVar (nondet, init, loc) :: file.globals;
  (* The original statement (and its sid, which the program model refers
     to) becomes the then-branch of a new [if (__racer_nondet)]; labels move
     to the new statement, and gotos and switch cases are redirected to it. *)
  let wrappers = Hashtbl.create 97 in
  let wrap_in s loc =
    let w = Cil.mkStmt ~valid_sid:true (If (Cil.evar ~loc nondet, Cil.mkBlock [ s ], Cil.mkBlock [], loc)) in
    w.labels <- s.labels;
    s.labels <- [];
    Hashtbl.replace wrappers s.sid w;
    w
  in
  let wrap s =
    match s.skind with
    | Instr (Set (lv, _, loc) | Call (Some lv, _, _, loc)) when shared_lval lv -> wrap_in s loc
    | Instr (Call (_, f, args, loc)) when library_writes f args -> wrap_in s loc
    | _ -> s
  in
  let redirect s = match Hashtbl.find_opt wrappers s.sid with Some w -> w | None -> s in
  let visitor =
    object
      inherit Visitor.frama_c_inplace

      method! vblock _ =
        Cil.DoChildrenPost
          (fun b ->
            b.bstmts <- List.map wrap b.bstmts;
            b)
    end
  in
  Visitor.visitFramacFileSameGlobals visitor file;
  let retarget =
    object
      inherit Visitor.frama_c_inplace

      method! vstmt s =
        (match s.skind with
        | Goto (r, _) -> r := redirect !r
        | Switch (e, b, cases, loc) -> s.skind <- Switch (e, b, List.map redirect cases, loc)
        | _ -> ());
        Cil.DoChildren
    end
  in
  Visitor.visitFramacFileSameGlobals retarget file;
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf then begin
        let fd = Kernel_function.get_definition kf in
        Cfg.clearCFGinfo ~clear_id:false fd;
        Cfg.cfgFun fd
      end);
  Kernel_function.clear_sid_info ();
  Ast.mark_as_changed ();
  Hashtbl.length wrappers
