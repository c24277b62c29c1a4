(* The calls of GCC's cleanup attribute, written into the AST (see
   cleanup_calls.mli). *)

open Cil_types

(* Frama-C keeps GCC's spelling or its own ([__cleanup__]). *)
let cleanup_name v =
  List.find_map
    (function
      | Attr (("cleanup" | "__cleanup__"), [ (ACons (f, []) | AStr f) ]) -> Some f
      | _ -> None)
    v.vattr

(* The functions of the file, by name: the hook runs before Globals is
   filled. *)
let functions_of file =
  let table = Hashtbl.create 64 in
  List.iter
    (function
      | GFun ({ svar; _ }, _) | GFunDecl (_, svar, _) -> Hashtbl.replace table svar.vname svar
      | _ -> ())
    file.globals;
  table

let functions = ref (Hashtbl.create 0)

let cleanup_function v =
  match cleanup_name v with Some f -> Hashtbl.find_opt !functions f | None -> None

(* [f(&v)], the address converted to f's parameter type when f has one. *)
let call ~loc f v =
  v.vaddrof <- true;
  let addr = Cil.mkAddrOf ~loc (Var v, NoOffset) in
  let arg =
    match Cil.unrollType f.vtype with
    | TFun (_, Some ((_, t, _) :: _), _, _) -> Cil.mkCast ~newt:t addr
    | _ -> addr
  in
  Cil.mkStmtOneInstr ~valid_sid:true (Call (None, Cil.evar ~loc f, [ arg ], loc))

(* [s] and the statements it holds (told apart by identity: before the
   AST's cleanup their ids are not all assigned yet). *)
let within s = s :: Cil_shapes.sub_statements s

let declares v s =
  match s.skind with Instr (Local_init (v', _, _)) -> Cil_datatype.Varinfo.equal v v' | _ -> false

(* The statements of block [b] that leave it after [v]'s declaration:
   jumps to statements outside it, returns, and the breaks and continues
   of loops and switches around it. *)
let exits b v =
  let inside = List.concat_map within b.bstmts in
  (* A local with an initialiser is in scope from its Local_init on. *)
  let declared = ref (not (List.exists (declares v) inside)) in
  let found = ref [] in
  let rec walk ~loops ~switches s =
    if declares v s then declared := true;
    let leaving =
      !declared
      &&
      match s.skind with
      | Goto (target, _) -> not (List.memq !target inside)
      | Return _ -> true
      | Break _ -> loops = 0 && switches = 0
      | Continue _ -> loops = 0
      | _ -> false
    in
    if leaving then found := s :: !found;
    match s.skind with
    | Block b -> List.iter (walk ~loops ~switches) b.bstmts
    | Loop (_, b, _, _, _) -> List.iter (walk ~loops:(loops + 1) ~switches) b.bstmts
    | Switch (_, b, _, _) -> List.iter (walk ~loops ~switches:(switches + 1)) b.bstmts
    | If (_, b1, b2, _) ->
      List.iter (walk ~loops ~switches) b1.bstmts;
      List.iter (walk ~loops ~switches) b2.bstmts
    | UnspecifiedSequence seq -> List.iter (fun (s, _, _, _, _) -> walk ~loops ~switches s) seq
    | _ -> ()
  in
  List.iter (walk ~loops:0 ~switches:0) b.bstmts;
  !found

(* GCC evaluates a returned value before the cleanups run (a scoped
   lock's [return shared;] reads under the lock): [return e;] becomes
   [tmp = e; return tmp;] and the cleanups go before the second
   statement. Returns already so split keep their temporary. *)
let split_returns = ref []

(* The exit [s] runs [c] first: [s] becomes the block [c; s'] with [s']
   the jump itself, so jumps to [s] (its labels stay) run [c] too. *)
let prepend c s =
  let jump = Cil.mkStmt ~valid_sid:true s.skind in
  if List.memq s !split_returns then split_returns := jump :: !split_returns;
  s.skind <- Block (Cil.mkBlock [ c; jump ])

let exit_point fd s =
  match s.skind with
  | Return (Some e, loc) when not (List.memq s !split_returns) ->
    let tmp = Cil.makeTempVar fd ~name:"__racer_cleanup_result" (Cil.typeOf e) in
    let ret = Cil.mkStmt ~valid_sid:true (Return (Some (Cil.evar ~loc tmp), loc)) in
    split_returns := ret :: !split_returns;
    s.skind <- Block (Cil.mkBlock [ Cil.mkStmtOneInstr ~valid_sid:true (Set (Cil.var tmp, e, loc)); ret ]);
    ret
  | _ -> s

(* Inner blocks first, so a jump out of two scopes runs the inner
   variables' cleanups before the outer ones'. *)
let rec transform_block fd changed b =
  List.iter (transform_stmt fd changed) b.bstmts;
  let vars = List.filter_map (fun v -> Option.map (fun f -> (v, f)) (cleanup_function v)) b.blocals in
  List.iter
    (fun (v, f) ->
      changed := true;
      List.iter (fun s -> prepend (call ~loc:(Cil_datatype.Stmt.loc s) f v) (exit_point fd s)) (exits b v);
      b.bstmts <- b.bstmts @ [ call ~loc:v.vdecl f v ])
    (List.rev vars)

and transform_stmt fd changed s =
  match s.skind with
  | Block b | Loop (_, b, _, _, _) | Switch (_, b, _, _) -> transform_block fd changed b
  | If (_, b1, b2, _) ->
    transform_block fd changed b1;
    transform_block fd changed b2
  | UnspecifiedSequence seq -> List.iter (fun (s, _, _, _, _) -> transform_stmt fd changed s) seq
  | _ -> ()

let apply file =
  if Options.analysis_enabled () then begin
    functions := functions_of file;
    split_returns := [];
    let count = ref 0 in
    List.iter
      (function
        | GFun (fd, _) ->
          let changed = ref false in
          transform_block fd changed fd.sbody;
          if !changed then incr count
        | _ -> ())
      file.globals;
    if !count > 0 then
      Options.Self.feedback ~level:2 "cleanup attribute: calls written in %d function(s)" !count
  end

let category = File.register_code_transformation_category "racer-cleanup-calls"

let install () = File.add_code_transformation_before_cleanup category apply
