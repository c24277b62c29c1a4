(* Main's thread-creating loops, the shapes the per-thread recognisers
   (slots, meets) share (see create_loops.mli). *)

open Cil_types
open Cil_shapes

(* Every statement of a function with the loops around it (innermost
   first). *)
let statements_with_loops fd =
  let out = ref [] in
  let rec block loops b = List.iter (stmt loops) b.bstmts
  and stmt loops s =
    out := (s, loops) :: !out;
    match s.skind with
    | Loop (_, b, _, _, _) -> block (s :: loops) b
    | Block b -> block loops b
    | If (_, b1, b2, _) ->
      block loops b1;
      block loops b2
    | Switch (_, b, _, _) -> block loops b
    | UnspecifiedSequence seq -> List.iter (fun (s, _, _, _, _) -> stmt loops s) seq
    | TryCatch (b, handlers, _) ->
      block loops b;
      List.iter (fun (_, b) -> block loops b) handlers
    | TryFinally (b1, b2, _) | TryExcept (b1, _, b2, _) ->
      block loops b1;
      block loops b2
    | Instr _ | Return _ | Goto _ | Break _ | Continue _ | Throw _ -> ()
  in
  block [] fd.sbody;
  List.rev !out

(* [X] does not change while threads created at [create] run: not
   address-taken, and written only in [fd] at statements the create does not
   reach (a global: also in no other function). *)
(* The variables code the IR cannot show may reach (Extract_bases.reach:
   asm operands, second names, dlsym, the library's storage), once per AST. *)
let outside =
  let cache = ref None in
  fun () ->
    let ast = Ast.get () in
    match !cache with
    | Some (a, set) when a == ast -> set
    | _ ->
      let set = snd (Extract_bases.reach ()) in
      cache := Some (ast, set);
      set

let stable_base main fd create x =
  (* Writes the program's text does not show: a second name (an asm label,
     an alias), or the library's own ([extern int optopt;], which getopt
     writes). A review's asm_label_bound_race, extern_bound_getopt_race. *)
  (not (Cil_datatype.Varinfo.Set.mem x (outside ())))
  && (not (x.vglob && x.vstorage = Extern && not x.vdefined))
  &&
  (* An array's elements never move (CIL marks indexed arrays address-taken,
     so vaddrof says nothing for them). *)
  (Cil.isArrayType x.vtype
  || (not x.vaddrof)
     &&
     let reached = Stmts_graph.reachable_stmts main create in
     let in_fd = Cil_datatype.Stmt.Hptset.of_list fd.sallstmts in
     let ok = ref true in
     Globals.Functions.iter (fun kf ->
         if Kernel_function.is_definition kf then
           List.iter
             (fun s ->
               if assigns x s then
                 if (not (Cil_datatype.Stmt.Hptset.mem s in_fd)) || Cil_datatype.Stmt.Hptset.mem s reached
                 then ok := false)
             (Kernel_function.get_definition kf).sallstmts);
     !ok && (x.vglob || List.exists (Cil_datatype.Varinfo.equal x) (fd.sformals @ fd.slocals)))

(* The statements of the block holding [s], before it and after it. *)
let around_in_block fd stmt =
  let rec find b =
    let rec split acc = function
      | [] -> None
      | s :: after when Cil_datatype.Stmt.equal s stmt -> Some (List.rev acc, after)
      | s :: rest -> split (s :: acc) rest
    in
    match split [] b.bstmts with
    | Some found -> Some found
    | None ->
      List.find_map
        (fun s ->
          match s.skind with
          | Block b | Loop (_, b, _, _, _) | Switch (_, b, _, _) -> find b
          | If (_, b1, b2, _) -> ( match find b1 with Some r -> Some r | None -> find b2)
          | _ -> None)
        b.bstmts
  in
  Option.value ~default:([], []) (find fd.sbody)

let before_in_block fd create = fst (around_in_block fd create)
let after_in_block fd s = snd (around_in_block fd s)

(* Locals of [fd] holding the thread argument: the formal itself (never
   written) and locals whose only write is a copy of it. *)
let argument_holders ~width fd formal =
  let writes = Cil_datatype.Varinfo.Hashtbl.create 17 in
  List.iter
    (fun s ->
      List.iter
        (fun v ->
          Cil_datatype.Varinfo.Hashtbl.replace writes v
            (s :: Option.value ~default:[] (Cil_datatype.Varinfo.Hashtbl.find_opt writes v)))
        (assigned s))
    fd.sallstmts;
  let written v = Option.value ~default:[] (Cil_datatype.Varinfo.Hashtbl.find_opt writes v) in
  if formal.vaddrof || written formal <> [] then []
  else
    formal
    :: List.filter
         (fun v ->
           (not v.vaddrof) && keeps ~width v.vtype
           &&
           match written v with
           | [ { skind = Instr (Set ((Var _, NoOffset), e, _)); _ } ]
           | [ { skind = Instr (Local_init (_, AssignInit (SingleInit e), _)); _ } ] ->
             (* A copy that keeps the argument's values apart. *)
             is_var ~width formal e
           | _ -> false)
         fd.slocals
