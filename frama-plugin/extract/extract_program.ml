(* Functions, statements and successors of the program model (see
   extract_program.mli). *)

open Cil_types
module C = Racer_core.Const
module Model = Racer_core.Model

type summary = { functions : int; defined : int; statements : int }

let sorted_functions () =
  Globals.Functions.fold (fun kf acc -> kf :: acc) []
  |> List.sort (fun a b ->
         Cil_datatype.Varinfo.compare (Kernel_function.get_vi a)
           (Kernel_function.get_vi b))

(* [void *f(void * )]: the only signature pthread_create accepts without a
   cast. Read from the type, since declared-only functions may lack formals. *)
let has_thread_signature vi =
  match Cil.unrollType vi.vtype with
  | TFun (ret, Some [ (_, arg, _) ], false, _) ->
    Cil.isVoidPtrType ret && Cil.isVoidPtrType arg
  | _ -> false

let is_variadic vi =
  match Cil.unrollType vi.vtype with TFun (_, _, variadic, _) -> variadic | _ -> false

(* Whether the program makes function pointers out of data: a cast to a
   pointer-to-function type of something that is not a function's address
   ([(void ( * )(void)) dlsym(h, "on_event")], a value from unknown code).
   Such a pointer may reach any function, not only those whose address the
   program takes. *)
let code_from_data () =
    (let found = ref false in
     let visitor =
       object
         inherit Visitor.frama_c_inplace

         method! vexpr e =
           (match e.enode with
           | CastE (t, inner) when Cil.isFunPtrType t && not (Cil.isFunPtrType (Cil.typeOf inner)) ->
             if not (Cil.isZero inner) then found := true
           | _ -> ());
           Cil.DoChildren

         (* A call's result converted on its store: [fp = dlsym(...)]. *)
         method! vinst i =
           (match i with
           | Call (Some lv, f, _, _) when Cil.isFunPtrType (Cil.typeOfLval lv) -> (
             match Cil.unrollType (Cil.typeOf f) with
             | TFun (ret, _, _, _) when not (Cil.isFunPtrType ret) -> found := true
             | TPtr (t, _) -> (
               match Cil.unrollType t with
               | TFun (ret, _, _, _) when not (Cil.isFunPtrType ret) -> found := true
               | _ -> ())
             | _ -> ())
           | _ -> ());
           Cil.DoChildren
       end
     in
     Visitor.visitFramacFileSameGlobals visitor (Ast.get ());
     !found)

let library_function_via_pointer ~from_data named =
  from_data
  || Globals.Functions.fold
       (fun kf found ->
         found
         || (not (Kernel_function.is_definition kf))
            && (Kernel_function.get_vi kf).vaddrof
            && named (Kernel_function.get_name kf))
       false

let function_flags ~from_data kf =
  let vi = Kernel_function.get_vi kf in
  let flag cond f = if cond then f else 0 in
  flag (Kernel_function.is_definition kf) C.func_has_body
  (* A constructor's or destructor's address is in the program's init or
     fini array: the runtime calls it through that pointer. *)
  lor flag
        (vi.vaddrof || (from_data && Kernel_function.is_definition kf)
        || Cil.hasAttribute "constructor" vi.vattr || Cil.hasAttribute "destructor" vi.vattr)
        C.func_address_taken
  lor flag (Cil.hasAttribute "noreturn" vi.vattr || Program_ends.ends_program kf || Program_ends.ends_thread kf) C.func_noreturn
  lor flag (is_variadic vi) C.func_variadic
  lor flag (has_thread_signature vi) C.func_thread_signature

let kind_of_stmt s =
  match s.skind with
  | Instr _ -> C.stmt_instr
  | Return _ -> C.stmt_return
  | If _ -> C.stmt_if
  | Switch _ -> C.stmt_switch
  | Loop _ -> C.stmt_loop
  | Block _ | UnspecifiedSequence _ -> C.stmt_block
  | Goto _ -> C.stmt_jump
  | Break _ -> C.stmt_break
  | Continue _ -> C.stmt_continue
  | Throw _ | TryCatch _ | TryFinally _ | TryExcept _ -> C.stmt_other

(* The file as the user knows it (relative to the working directory when
   under it), the line and the 1-based column (0 when unknown). *)
let stmt_location s =
  let start, _ = Cil_datatype.Stmt.loc s in
  let column = if start.Filepath.pos_lnum > 0 then start.Filepath.pos_cnum - start.Filepath.pos_bol + 1 else 0 in
  (Filepath.Normalized.to_pretty_string start.Filepath.pos_path, start.Filepath.pos_lnum, max 0 column)

(* The kernel computes the CFG of every function when it builds the AST;
   this only repeats the kernel's own preparation for a function that some
   transformation left without one, so that sallstmts and succs are valid. *)
let ensure_cfg fundec =
  if fundec.sallstmts = [] && fundec.sbody.bstmts <> [] then begin
    Cfg.prepareCFG ~keepSwitch:true fundec;
    Cfg.cfgFun fundec
  end

let add_statements model ids fid fundec =
  ensure_cfg fundec;
  List.iter
    (fun s ->
      let file, line, column = stmt_location s in
      let id = Model.add_statement model ~column ~func:fid ~file ~line ~kind:(kind_of_stmt s) in
      Ids.add_stmt ids s id)
    fundec.sallstmts

(* Where each statement sits: its parent, the slot and position in it, and
   whether a jump may land on it (a label or a case). Rows in code order,
   so positions count up within each slot. *)
let add_nesting model ids fundec =
  let rec block ~parent ~slot b = List.iteri (fun position s -> stmt ~parent ~slot ~position s) b.bstmts
  and stmt ~parent ~slot ~position s =
    match Ids.stmt_id ids s with
    | None -> Options.Self.fatal "statement %d has no model id" s.sid
    | Some id -> (
      let flags = if s.labels <> [] then C.nest_labelled else 0 in
      Model.add_nesting model ~stmt:id ~parent ~slot ~position ~flags;
      let body = block ~parent:id ~slot:C.slot_body in
      match s.skind with
      | Loop (_, b, _, _, _) | Block b | Switch (_, b, _, _) -> body b
      | If (_, b1, b2, _) ->
        block ~parent:id ~slot:C.slot_then b1;
        block ~parent:id ~slot:C.slot_else b2
      | UnspecifiedSequence seq -> List.iteri (fun position (x, _, _, _, _) -> stmt ~parent:id ~slot:C.slot_body ~position x) seq
      | TryCatch (b, handlers, _) -> body { b with bstmts = b.bstmts @ List.concat_map (fun (_, h) -> h.bstmts) handlers }
      | TryFinally (b1, b2, _) | TryExcept (b1, _, b2, _) -> body { b1 with bstmts = b1.bstmts @ b2.bstmts }
      | Instr _ | Return _ | Goto _ | Break _ | Continue _ | Throw _ -> ())
  in
  block ~parent:(-1) ~slot:C.slot_body fundec.sbody

(* The function's control flow as written (the core redirects the loops it
   proves to run at most once, instances/), less the edges [prune] drops.
   Added once every statement has an id: a successor may come later in
   sallstmts (loops, gotos). *)
let add_successors ?(prune = fun _ _ -> false) model ids fundec =
  let id s =
    match Ids.stmt_id ids s with
    | Some id -> id
    | None -> Options.Self.fatal "statement %d has no model id" s.sid
  in
  List.iter
    (fun s -> List.iter (fun succ -> if not (prune s succ) then Model.add_successor model ~from:(id s) ~to_:(id succ)) s.succs)
    fundec.sallstmts

let extract ?prune model ids =
  let kfs = sorted_functions () in
  let from_data = code_from_data () in
  let with_ids =
    List.map
      (fun kf ->
        let name = Kernel_function.get_name kf in
        let id = Model.add_function model ~name ~flags:(function_flags ~from_data kf) ~entry_stmt:(-1) in
        Ids.add_function ids kf id;
        (kf, id))
      kfs
  in
  let defined = List.filter (fun (kf, _) -> Kernel_function.is_definition kf) with_ids in
  List.iter
    (fun (kf, fid) ->
      Db.yield ();
      let fundec = Kernel_function.get_definition kf in
      add_statements model ids fid fundec;
      add_successors ?prune model ids fundec;
      add_nesting model ids fundec;
      match Kernel_function.find_first_stmt kf with
      | first -> Option.iter (Model.set_entry_stmt model fid) (Ids.stmt_id ids first)
      | exception Kernel_function.No_Statement -> ())
    defined;
  {
    functions = List.length kfs;
    defined = List.length defined;
    statements = Model.rows model "statements";
  }
