(* Thread-id objects that something other than a create may change (see
   id_writes.mli). *)

open Cil_types
module C = Racer_core.Const

(* The variable an id argument designates: [v] of [&v], [&v[i]], [&v.f]
   (a create) or [v], [v[i]], [v.f] (a join); None through a pointer. *)
let host e =
  match (Cil.stripCasts e).enode with
  | AddrOf (Var v, _) | StartOf (Var v, _) | Lval (Var v, _) -> Some v
  | _ -> None

let callee_name f = match f.enode with Lval (Var f, NoOffset) -> Some f.vname | _ -> None

let compute ~classify =
  let occurs = Create_loops.occurrences () in
  let is_class k f = match callee_name f with Some n -> classify n = k | None -> false in
  (* Formals used only as the id argument of creates in their function. *)
  let id_formal = Cil_datatype.Varinfo.Hashtbl.create 17 in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf then
        let fd = Kernel_function.get_definition kf in
        List.iter
          (fun p ->
            let uses =
              List.length
                (List.filter
                   (fun s ->
                     match s.skind with
                     | Instr (Call (_, f, id :: _, _)) when is_class `Thread_create f -> (
                       match (Cil.stripCasts id).enode with
                       | Lval (Var w, NoOffset) -> Cil_datatype.Varinfo.equal p w
                       | _ -> false)
                     | _ -> false)
                   fd.sallstmts)
            in
            if uses > 0 && occurs p = uses then Cil_datatype.Varinfo.Hashtbl.replace id_formal p ())
          fd.sformals);
  let formal_of f k =
    match callee_name f with
    | None -> None
    | Some _ -> (
      match f.enode with
      | Lval (Var fv, NoOffset) -> (
        match Globals.Functions.get fv with
        | kf when Kernel_function.is_definition kf -> List.nth_opt (Kernel_function.get_formals kf) k
        | _ -> None
        | exception Not_found -> None)
      | _ -> None)
  in
  (* Variables whose address escapes otherwise, or that something assigns. *)
  let changed = Cil_datatype.Varinfo.Hashtbl.create 17 in
  let mark v = Cil_datatype.Varinfo.Hashtbl.replace changed v () in
  let visitor =
    object (self)
      inherit Visitor.frama_c_inplace

      method private expr e = ignore (Visitor.visitFramacExpr (self :> Visitor.frama_c_visitor) e)
      method private offset o = ignore (Visitor.visitFramacOffset (self :> Visitor.frama_c_visitor) o)

      method! vinst i =
        (match i with
        | Set ((Var v, _), _, _) | Call (Some (Var v, _), _, _, _) | Local_init (v, _, _) -> mark v
        | Asm (_, _, Some { asm_outputs; asm_inputs; _ }, _) ->
          (* An output writes its variable; an "m" input passes its address. *)
          List.iter (function _, _, (Var v, _) -> mark v | _ -> ()) asm_outputs;
          List.iter (fun (_, _, e) -> match e.enode with Lval (Var v, _) -> mark v | _ -> ()) asm_inputs
        | _ -> ());
        (* The id argument of a create, the control of a once call, and
           an address handed to a function's parameter used only as an id
           argument, do not escape: only the offsets inside them are
           visited. *)
        match i with
        | Call (result, f, args, _) ->
          let create = is_class `Thread_create f || is_class `Once f in
          List.iteri
            (fun k e ->
              let kept =
                (create && k = 0)
                || match formal_of f k with Some p -> Cil_datatype.Varinfo.Hashtbl.mem id_formal p | None -> false
              in
              match (Cil.stripCasts e).enode with
              | (AddrOf (Var _, off) | StartOf (Var _, off)) when kept -> self#offset off
              | _ -> self#expr e)
            args;
          self#expr f;
          Option.iter (fun lv -> ignore (Visitor.visitFramacLval (self :> Visitor.frama_c_visitor) lv)) result;
          Cil.SkipChildren
        | _ -> Cil.DoChildren

      method! vexpr e =
        (match e.enode with AddrOf (Var v, _) | StartOf (Var v, _) -> mark v | _ -> ());
        Cil.DoChildren
    end
  in
  Visitor.visitFramacFileSameGlobals (visitor :> Visitor.frama_c_visitor) (Ast.get ());
  fun s e ->
    match s.skind with
    | Instr (Call (_, f, id :: _, _))
      when (is_class `Thread_create f || is_class `Thread_join f || is_class `Once f) && id == e -> (
      match host e with
      | Some v when not (Cil_datatype.Varinfo.Hashtbl.mem changed v) -> 0
      | _ -> C.expr_id_changed)
    | _ -> 0
