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
      && (not (List.exists (fun p -> String.starts_with ~prefix:p v.vname) Extract_accesses.synchronisation_prefixes))
      && List.exists (fun a -> Cil.isPointerType (Cil.typeOf a)) args
    | exception Not_found -> false)
  | _ -> false

let apply () =
  let loc = Cil_datatype.Location.unknown in
  let ty = TInt (IInt, [ Attr ("volatile", []) ]) in
  let nondet = Cil.makeGlobalVar "__racer_nondet" ty in
  let init = { init = None } in
  Globals.Vars.add nondet init;
  let file = Ast.get () in
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
