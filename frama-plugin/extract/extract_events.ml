(* Events and expressions of interest of the program model (see
   extract_events.mli). Calls are not classified here (lock, create, ...):
   the core does that from the concurrency models. *)

open Cil_types
module C = Racer_core.Const
module Model = Racer_core.Model

let function_designator ids e =
  match (Cil.stripCasts e).enode with
  | (Lval (Var f, NoOffset) | AddrOf (Var f, NoOffset)) when Cil.isFunctionType f.vtype ->
    Ids.function_id ids f
  | _ -> None

(* sizeof and alignof are compile-time constants too. *)
let is_constant = Library_calls.is_constant

(* Base and flags of the lvalue under [&lv] or read as [lv]. *)
let lval_base ids ((_, off) as lv) =
  let flag cond f = if cond then f else 0 in
  let offset_flags =
    flag (Lvalues.has_field off) C.expr_has_field lor flag (Lvalues.has_index off) C.expr_has_index
  in
  let var v = Option.value ~default:(-1) (Ids.var_base ids v) in
  match Lvalues.host lv with
  | Lvalues.Variable v -> (var v, offset_flags)
  | Lvalues.Through p -> (var p, offset_flags lor C.expr_through_pointer)
  | Lvalues.Unnamed -> (-1, offset_flags lor C.expr_through_pointer)

(* shape, base, function, flags *)
let classify ids e =
  match function_designator ids e with
  | Some f -> (C.expr_function, -1, f, 0)
  | None -> (
    let e = Cil.stripCasts e in
    match e.enode with
    | AddrOf lv | StartOf lv ->
      (* An array decaying to a pointer is the address of its first cell. *)
      let base, flags = lval_base ids lv in
      (C.expr_addr_of, base, -1, flags)
    | Lval lv ->
      let base, flags = lval_base ids lv in
      (C.expr_lvalue, base, -1, flags)
    | _ when is_constant e -> (C.expr_constant, -1, -1, 0)
    | _ -> (C.expr_other, -1, -1, 0))

let expression model ids ~stmt e =
  let shape, base, func, flags = classify ids e in
  let text = Text.exp e in
  Model.add_expression model ~stmt ~text ~shape ~base ~func ~flags

(* The callee of a call: a function id for a direct call, else an expression
   row for the function pointer ([fp] in [( *fp)(...)]). *)
let callee ?(indirect = fun ~expr:_ _ -> ()) model ids ~stmt f =
  let direct =
    Option.bind (Kernel_function.get_called f) (fun kf ->
        Ids.function_id ids (Kernel_function.get_vi kf))
  in
  match direct with
  | Some id -> (id, -1)
  | None ->
    let pointer = match f.enode with Lval (Mem p, NoOffset) -> p | _ -> f in
    let expr = expression model ids ~stmt pointer in
    Ids.add_definition ids ~expr ~stmt (Ids.Value pointer);
    indirect ~expr f;
    (-1, expr)

let add_call model ids ~stmt ~loc ~callee:(callee, callee_expr) ~result args =
  let result =
    match result with
    | Some lv ->
      let expr = expression model ids ~stmt (Cil.new_exp ~loc (Lval lv)) in
      (* The alias backend stores the callee's result there: by address. *)
      Ids.add_definition ids ~expr ~stmt (Ids.Address lv);
      expr
    | None -> -1
  in
  (* The argument rows need the event's id, so the expressions are added
     first and the argument rows after the event. *)
  let exprs =
    List.map (fun e -> expression model ids ~stmt e) args
  in
  (* Arguments of library calls (locks, thread ids, ...) that a value
     backend resolves; calls to defined functions are analysed inside. *)
  let library = callee >= 0 && not (Kernel_function.is_definition (Ids.kernel_function ids callee)) in
  List.iter2
    (fun expr e ->
      let by_value_lvalue =
        match (Cil.stripCasts e).enode with
        | Lval lv when library && (not (Cil.isPointerType (Cil.typeOf e))) && not (Lvalues.is_function lv)
          ->
          Some lv
        | _ -> None
      in
      if library && Cil.isPointerType (Cil.typeOf e) then Ids.add_pointer_arg ids ~stmt ~expr e;
      Option.iter (Ids.add_lvalue_arg ids ~stmt ~expr) by_value_lvalue;
      (* A thread id passed by value names its object (as points-to facts
         of such arguments do); any other argument is its value. *)
      Ids.add_definition ids ~expr ~stmt
        (match by_value_lvalue with Some lv -> Ids.Address lv | None -> Ids.Value e))
    exprs args;
  let event = Model.add_event model ~stmt ~kind:C.event_call ~callee ~callee_expr ~result in
  List.iteri (fun position expr -> Model.add_argument model ~event ~position ~expr) exprs

(* One CALLBACK event per function a library function is given: the core
   runs it as a thread that may start there (Library_calls.callbacks). *)
let add_callbacks ~classify model ids ~stmt f args =
  List.iter
    (fun arg ->
      let callee, callee_expr =
        match function_designator ids arg with
        | Some id -> (id, -1)
        | None ->
          let expr = expression model ids ~stmt arg in
          Ids.add_definition ids ~expr ~stmt (Ids.Value arg);
          (-1, expr)
      in
      ignore (Model.add_event model ~stmt ~kind:C.event_callback ~callee ~callee_expr ~result:(-1) : int))
    (Library_calls.callbacks ~classify f args)

let stmt_events ~classify ~indirect model ids s stmt =
  match s.skind with
  | Instr (Call (result, f, args, loc)) ->
    add_call model ids ~stmt ~loc ~callee:(callee ~indirect model ids ~stmt f)
      ~result args;
    add_callbacks ~classify model ids ~stmt f args;
    1
  | Instr (Local_init (v, ConsInit (f, args, kind), loc)) ->
    let callee =
      match Ids.function_id ids f with
      | Some id -> (id, -1)
      | None -> (-1, expression model ids ~stmt (Cil.evar ~loc f))
    in
    (* Plain_func: [T v = f(args)], v receives the result (this is how
       [int r = pthread_mutex_trylock(&m);] keeps its status variable).
       Constructor: [f(&v, args)] with an implicit first argument. *)
    let result, args =
      match kind with
      | Plain_func -> (Some (Cil.var v), args)
      | Constructor -> (None, Cil.new_exp ~loc (AddrOf (Cil.var v)) :: args)
    in
    add_call model ids ~stmt ~loc ~callee ~result args;
    add_callbacks ~classify model ids ~stmt (Cil.evar ~loc f) args;
    1
  | Return _ ->
    ignore
      (Model.add_event model ~stmt ~kind:C.event_return ~callee:(-1) ~callee_expr:(-1)
         ~result:(-1));
    0
  | _ -> 0

(* Statements in model order, so that event ids follow statement ids. *)
let extract ?(indirect = fun ~expr:_ _ -> ()) ~classify model ids =
  let calls = ref 0 in
  for stmt = 0 to Model.rows model "statements" - 1 do
    if stmt land 1023 = 0 then Db.yield ();
    calls := !calls + stmt_events ~classify ~indirect model ids (Ids.stmt ids stmt) stmt
  done;
  !calls

(* The thread function and argument of a create call: the first argument of
   pointer-to-function type and the one after it. *)
let thread_entry_and_arg args =
  let rec go = function
    | e :: rest when Cil.isFunPtrType (Cil.typeOf e) -> Some (e, List.nth_opt rest 0)
    | _ :: rest -> go rest
    | [] -> None
  in
  go args
