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

(* [&t->f], [t] a local pointer. *)
let pointer_field e =
  match (Cil.stripCasts e).enode with
  | AddrOf (Mem { enode = Lval (Var t, NoOffset); _ }, (Field (_, NoOffset) as o)) when not t.vglob -> Some (t, o)
  | _ -> None

let heap_slot_of_join e =
  match (Cil.stripCasts e).enode with
  | Lval (Mem inner, (Field (_, NoOffset) as o)) ->
    Option.map (fun (a, k) -> (a, k, o)) (Cil_shapes.slot_value inner)
  | _ -> None

(* [A[k] = t], [*(A + k) = t]: (A, k). *)
let stores_pointer s t =
  match s.skind with
  | Instr (Set (lv, e, _)) when Cil_shapes.var_of e |> Option.fold ~none:false ~some:(Cil_datatype.Varinfo.equal t) ->
    Cil_shapes.slot_value (Cil.new_exp ~loc:e.eloc (Lval lv))
  | _ -> None

(* [t = fresh(...)], [T *t = fresh(...)], or [t = (T * )tmp] after
   [tmp = fresh(...)]: [t] gets a block no other iteration got. *)
let allocates ~occurs t rest s =
  let fresh = function
    | { enode = Lval (Var f, NoOffset); _ } -> Extract_bases.returns_fresh_block f
    | _ -> false
  in
  let is v = Cil_datatype.Varinfo.equal v t in
  match s.skind with
  | Instr (Call (Some (Var v, NoOffset), f, _, _)) -> is v && fresh f
  | Instr (Local_init (v, ConsInit (f, _, Plain_func), _)) -> is v && Extract_bases.returns_fresh_block f
  | Instr (Set ((Var v, NoOffset), e, _)) when is v -> (
    match (Cil_shapes.var_of e, rest) with
    | Some tmp, { skind = Instr (Call (Some (Var w, NoOffset), f, _, _)); _ } :: _ ->
      (* The temporary is named only there and in its allocation: no other
         copy of the block (a review's heap_untyped_handle_race). *)
      (not tmp.vaddrof) && Cil_datatype.Varinfo.equal tmp w && fresh f && occurs tmp = 2
    | _ -> false)
  | _ -> false

let changes = Cil_shapes.assigns_within
let labelled = Cil_shapes.labelled_within

let heap_slot_of_create ~occurs fd create e =
  match pointer_field e with
  | Some (t, o) when (not t.vaddrof) && create.labels = [] -> (
    (* Back from the create, in its block: the store [A[k] = t], then the
       allocation of [t]; nothing between them changes [t], and no label
       lets a jump skip either. *)
    let before = List.rev (Create_loops.before_in_block fd create) in
    (* Between the store and the create, nothing changes [t], [A] or the
       index either. *)
    let unchanged between a k =
      let vars = a :: Option.to_list (Cil_shapes.var_of k) in
      List.for_all (fun s -> not (List.exists (fun v -> changes v s) vars)) between
    in
    let rec to_store between = function
      | [] -> None
      | s :: rest -> (
        if labelled s then None
        else
          match stores_pointer s t with
          | Some (a, k) -> if unchanged between a k && to_allocation rest then Some (a, k, o, t) else None
          | None -> if changes t s then None else to_store (s :: between) rest)
    and to_allocation = function
      | [] -> false
      | s :: rest -> allocates ~occurs t rest s || ((not (changes t s)) && (not (labelled s)) && to_allocation rest)
    in
    to_store [] before)
  | _ -> None

(* The check of {!only_create_and_join} and {!heap_only_create_and_join}:
   [array]: [a] is the array of structures (its mentions are checked
   here), else the array of pointers to them (checked by the caller);
   [element e]: [e] is the structure the pair's create hands its thread. *)
let fields_only_at ~is_create ~array ~element a f ~create ~join =
  let is_create_call s =
    match s.skind with
    | Instr (Call (_, { enode = Lval (Var f, NoOffset); _ }, _, _)) -> is_create f.vname
    | _ -> false
  in
  let ci = f.fcomp in
  let of_type t = match Cil.unrollType t with TComp (c, _) -> Cil_datatype.Compinfo.equal c ci | _ -> false in
  let points_to_type t = match Cil.unrollType t with TPtr (t, _) -> of_type t | _ -> false in
  let rec fields = function
    | NoOffset -> []
    | Field (g, rest) -> g :: fields rest
    | Index (_, rest) -> fields rest
  in
  (* The address of a field of a structure of the type. *)
  let field_address e =
    match (Cil.stripCasts e).enode with
    | AddrOf (_, off) | StartOf (_, off) -> List.exists (fun g -> Cil_datatype.Compinfo.equal g.fcomp ci) (fields off)
    | _ -> false
  in
  let ok = ref true in
  let visitor =
    object
      inherit Visitor.frama_c_inplace
      (* A pointer to an element turned into another pointer ([(char * )w],
         [(void * )w]) may reach the id field untyped: memset, byte
         copies. *)
      (* So does one made an integer ([(uintptr_t)w]), the address of
         another of its fields moved or cast (container_of), and the
         address of a pointer to one (copied as bytes). A review of the
         core's port (heap_uintptr_restart_race, struct_container_of_race). *)
      method! vexpr e =
        (match e.enode with
        | CastE (t, inner) when points_to_type (Cil.typeOf inner) && not (points_to_type t) -> ok := false
        | CastE (_, inner) | BinOp ((PlusPI | MinusPI | MinusPP), inner, _, _) when field_address inner -> ok := false
        | AddrOf lv when points_to_type (Cil.typeOfLval lv) -> ok := false
        | _ -> ());
        Cil.DoChildren
      method! vlval (host, off) =
        (match (host, off) with
        | Var v, Index (_, Field (g, _)) when array && Cil_datatype.Varinfo.equal v a ->
          if Cil_datatype.Fieldinfo.equal g f then ok := false
        | Var v, _ when array && Cil_datatype.Varinfo.equal v a -> ok := false
        (* Field f through a pointer, wherever in the offset ([( *tab)[k].tid]). *)
        | Mem _, _ when List.exists (Cil_datatype.Fieldinfo.equal f) (fields off) -> ok := false
        | _ -> ());
        (* A union member that is the structure or points to one. *)
        if List.exists (fun g -> (not g.fcomp.cstruct) && (of_type g.ftype || points_to_type g.ftype)) (fields off)
        then ok := false;
        Cil.DoChildren
    end
  in
  let visit_exp e = ignore (Visitor.visitFramacExpr visitor e : exp) in
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
    if Cil_datatype.Stmt.equal s join || Cil_datatype.Stmt.equal s create then
      (* The pair's own calls: the id (first argument) is theirs, every
         other operand is checked (a join's exit value stored into the next
         id, a create handing its thread the whole array); the create's
         thread gets its element typed. *)
      match s.skind with
      | Instr (Call (res, _, (_ :: others as args), _)) ->
        Option.iter (fun lv -> if whole_through_pointer lv then ok := false) res;
        Option.iter (fun lv -> ignore (Visitor.visitFramacLval visitor lv : lval)) res;
        let last = List.length others - 1 in
        List.iteri
          (fun n e ->
            if Cil_datatype.Stmt.equal s create && n = last && element e then begin
              if not (typed_argument args) then ok := false
            end
            else visit_exp e)
          others
      | _ -> ()
    else
      match s.skind with
      | Instr (Call (None, { enode = Lval (Var fn, NoOffset); _ }, _, _)) when fn.vname = "free" ->
        (* A block given back: its fields are read no more. *)
        ()
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

let only_create_and_join ~is_create a f ~create ~join =
  (* An element handed to a thread: [&a[e]], [a + e] as the argument. *)
  let element e =
    match (Cil.stripCasts e).enode with
    | AddrOf (Var v, Index (_, NoOffset)) | StartOf (Var v, NoOffset) -> Cil_datatype.Varinfo.equal v a
    | BinOp (PlusPI, { enode = StartOf (Var v, NoOffset); _ }, _, _) -> Cil_datatype.Varinfo.equal v a
    | _ -> false
  in
  fields_only_at ~is_create ~array:true ~element a f ~create ~join

let heap_only_create_and_join ~is_create ~handed a f ~create ~join =
  fields_only_at ~is_create ~array:false ~element:(Cil_shapes.is_var handed) a f ~create ~join
