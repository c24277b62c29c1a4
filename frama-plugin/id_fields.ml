(* Thread ids kept in a field of an array's elements (see id_fields.mli). *)

open Cil_types

let slot_of_create e =
  match (Cil.stripCasts e).enode with
  | AddrOf (Var a, Index (k, (Field _ as o))) when Cil.isArrayType a.vtype -> Some (a, k, o)
  | _ -> Option.map (fun (a, k) -> (a, k, NoOffset)) (Cil_shapes.slot_address e)

let slot_of_join e =
  match (Cil.stripCasts e).enode with
  | Lval (Var a, Index (k, (Field _ as o))) when Cil.isArrayType a.vtype -> Some (a, k, o)
  | _ -> Option.map (fun (a, k) -> (a, k, NoOffset)) (Cil_shapes.slot_value e)

let only_create_and_join ~is_create a f ~create ~join =
  let is_create_call s =
    match s.skind with
    | Instr (Call (_, { enode = Lval (Var f, NoOffset); _ }, _, _)) -> is_create f.vname
    | _ -> false
  in
  let ci = f.fcomp in
  let of_type t = match Cil.unrollType t with TComp (c, _) -> Cil_datatype.Compinfo.equal c ci | _ -> false in
  let points_to_type t = match Cil.unrollType t with TPtr (t, _) -> of_type t | _ -> false in
  let ok = ref true in
  let visitor =
    object
      inherit Visitor.frama_c_inplace
      (* A pointer to an element turned into another pointer ([(char * )w],
         [(void * )w]) may reach the id field untyped: memset, byte
         copies. *)
      method! vexpr e =
        (match e.enode with
        | CastE (t, inner) when points_to_type (Cil.typeOf inner) && Cil.isPointerType t && not (points_to_type t) ->
          ok := false
        | _ -> ());
        Cil.DoChildren
      method! vlval (host, off) =
        (match (host, off) with
        | Var v, Index (_, Field (g, _)) when Cil_datatype.Varinfo.equal v a ->
          if Cil_datatype.Fieldinfo.equal g f then ok := false
        | Var v, _ when Cil_datatype.Varinfo.equal v a -> ok := false
        | Mem _, Field (g, _) when Cil_datatype.Fieldinfo.equal g f -> ok := false
        | _ -> ());
        Cil.DoChildren
    end
  in
  let visit_exp e = ignore (Visitor.visitFramacExpr visitor e : exp) in
  (* An element handed to a thread: [&a[e]], [a + e] as the argument. *)
  let element e =
    match (Cil.stripCasts e).enode with
    | AddrOf (Var v, Index (_, NoOffset)) | StartOf (Var v, NoOffset) -> Cil_datatype.Varinfo.equal v a
    | BinOp (PlusPI, { enode = StartOf (Var v, NoOffset); _ }, _, _) -> Cil_datatype.Varinfo.equal v a
    | _ -> false
  in
  let whole_through_pointer lv = match lv with Mem _, _ -> of_type (Cil.typeOfLval lv) | _ -> false in
  (* A thread handed an element uses its argument only as a pointer to the
     structure ([worker_t *w = arg;]): as a [void * ] it could reach the id
     field untyped ([memset(arg, 0, n)]). *)
  let typed_argument args =
    match Extract_events.thread_entry_and_arg args with
    | Some (fn, _) -> (
      match (Cil.stripCasts fn).enode with
      | AddrOf (Var f, NoOffset) | Lval (Var f, NoOffset) when Cil.isFunctionType f.vtype -> (
        match Globals.Functions.get f with
        | kf when Kernel_function.is_definition kf -> (
          let fd = Kernel_function.get_definition kf in
          match fd.sformals with
          | formal :: _ when not formal.vaddrof ->
            let fine = ref true in
            let uses =
              object
                inherit Visitor.frama_c_inplace
                method! vexpr e =
                  match e.enode with
                  | CastE (t, { enode = Lval (Var v, NoOffset); _ })
                    when Cil_datatype.Varinfo.equal v formal && points_to_type t ->
                    Cil.SkipChildren
                  | _ -> Cil.DoChildren
                method! vvrbl v =
                  if Cil_datatype.Varinfo.equal v formal then fine := false;
                  Cil.SkipChildren
              end
            in
            ignore (Visitor.visitFramacBlock uses fd.sbody : block);
            !fine
          | _ -> false)
        | _ -> false
        | exception Not_found -> false)
      | _ -> false)
    | None -> false
  in
  let statement s =
    if Cil_datatype.Stmt.equal s join then ()
    else if Cil_datatype.Stmt.equal s create then
      (* The pair's own create: its thread gets the element too. *)
      match s.skind with
      | Instr (Call (_, _, args, _)) when args <> [] && element (List.nth args (List.length args - 1)) ->
        if not (typed_argument args) then ok := false
      | _ -> ()
    else
      match s.skind with
      | Instr (Call (res, fn, args, _)) ->
        Option.iter (fun lv -> if whole_through_pointer lv then ok := false) res;
        Option.iter (fun lv -> ignore (Visitor.visitFramacLval visitor lv : lval)) res;
        visit_exp fn;
        let create = is_create_call s in
        let last = List.length args - 1 in
        List.iteri
          (fun n e ->
            let handed = points_to_type (Cil.typeOf (Cil.stripCasts e)) in
            if create && n = last && handed then begin
              (* A structure handed to a thread (of this array or another
                 one of the type): the thread must use it typed; the cast to
                 [void * ] is the hand-off itself. *)
              if not (typed_argument args) then ok := false;
              if not (element e) then visit_exp (Cil.stripCasts e)
            end
            else begin
              if (not create) && handed then ok := false;
              visit_exp e
            end)
          args
      | Instr (Set (lv, e, _)) ->
        if whole_through_pointer lv then ok := false;
        ignore (Visitor.visitFramacLval visitor lv : lval);
        visit_exp e
      | Instr (Local_init (v, AssignInit i, _)) -> ignore (Visitor.visitFramacInit visitor v NoOffset i : init)
      | Instr (Local_init (_, ConsInit (fn, args, _), _)) ->
        ignore fn;
        List.iter (fun e -> if points_to_type (Cil.typeOf (Cil.stripCasts e)) then ok := false; visit_exp e) args
      | Instr (Asm _) -> ok := false
      | Instr (Skip _ | Code_annot _) -> ()
      | If (e, _, _, _) | Switch (e, _, _, _) | Return (Some e, _) -> visit_exp e
      | _ -> ()
  in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf then List.iter statement (Kernel_function.get_definition kf).sallstmts);
  (not a.vglob) && !ok
