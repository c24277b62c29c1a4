(* Thread ids overwritten before anything reads them (see lost_ids.mli). *)

open Cil_types
open Cil_shapes

(* A call that returns a fresh block. *)
let allocates s =
  match s.skind with
  | Instr (Call (_, { enode = Lval (Var f, NoOffset); _ }, _, _)) | Instr (Local_init (_, ConsInit (f, _, _), _)) ->
    Extract_bases.returns_fresh_block f
  | _ -> false

(* Whether statement [s] only uses id array [a] as a thread id array does:
   [a] not mentioned at all, the create [create s] accepts (with [a] in no
   other argument), a join of a slot whose index [join_index] accepts,
   [free(a)], the allocation of [a], or a null test of [a]. *)
let id_array_use ~is_join ~create ~join_index a s =
  let elsewhere = List.exists (Cil.appears_in_expr a) in
  (not (names_in_stmt a s))
  ||
  match s.skind with
  | Instr (Call (_, _, _ :: rest, _)) when create s -> not (elsewhere rest)
  | Instr (Call (_, { enode = Lval (Var f, NoOffset); _ }, [ x ], _)) when f.vname = "free" -> is_var a x
  | Instr (Call (_, { enode = Lval (Var f, NoOffset); _ }, x :: rest, _)) when is_join f.vname -> (
    (match slot_value x with
    | Some (a', k) -> Cil_datatype.Varinfo.equal a a' && (not (Cil.appears_in_expr a k)) && join_index k
    | None -> false)
    && not (elsewhere rest))
  | Instr (Call (Some (Var w, NoOffset), _, args, _)) | Instr (Local_init (w, ConsInit (_, args, _), _)) ->
    (* Its allocation: a fresh block nothing else points to. *)
    Cil_datatype.Varinfo.equal a w && allocates s && not (elsewhere args)
  | If (c, _, _, _) -> (
    match (Cil.stripCasts c).enode with
    | UnOp (LNot, x, _) -> is_var a x
    | BinOp ((Eq | Ne), x, y, _) ->
      (is_var a x && Cil.isZero (Cil.stripCasts y)) || (is_var a y && Cil.isZero (Cil.stripCasts x))
    | _ -> is_var a c)
  | _ -> false

(* A program where a thread can learn its own id. *)
let self_ids () =
  let found = ref false in
  Globals.Functions.iter (fun kf ->
      match Kernel_function.get_name kf with
      | "pthread_self" | "thrd_current" -> found := true
      | _ -> ());
  !found

(* [e] is never 0: a non-zero constant, [x | y] with [y] never 0, [1 << y]
   (a shift past the width is undefined anyway), or a local of [fd] whose
   every assignment is such an expression; through casts that keep values
   apart only ([(unsigned char)(x | 256)] is 0). *)
let rec nonzero ?(seen = []) fd e =
  match e.enode with
  | CastE (t, inner) -> (
    match Cil.bitsSizeOf (Cil.typeOf inner) with
    | width -> keeps ~width t && nonzero ~seen fd inner
    | exception Cil.SizeOfError _ -> false)
  | Const _ -> ( match Cil.constFoldToInt e with Some k -> not (Integer.is_zero k) | None -> false)
  | BinOp (BOr, a, b, _) -> nonzero ~seen fd a || nonzero ~seen fd b
  | BinOp (Shiftlt, one, _, _) -> Cil.constFoldToInt one = Some Integer.one
  (* A local (a formal's incoming value is any: [join_one(0)]; a review's
     lost_id_formal_index). *)
  | Lval (Var v, NoOffset)
    when (not v.vglob) && (not v.vaddrof) && (not (List.memq v seen)) && List.memq v fd.slocals ->
    let defs = List.filter (assigns v) fd.sallstmts in
    defs <> []
    && List.for_all
         (fun s ->
           match s.skind with
           | Instr (Set ((Var _, NoOffset), e, _)) | Instr (Local_init (_, AssignInit (SingleInit e), _)) ->
             nonzero ~seen:(v :: seen) fd e
           | _ -> false)
         defs
  | _ -> false

(* A create loop counting down to 0 ([for (i = n - 1; i >= 0; i--)
   create(&A[i], ...)]) whose last thread, in slot 0, no join can end: every
   join of the program reads a slot of [A] whose index is never 0, and
   nothing else reads [A]'s slots (its allocation, [free] and null tests
   apart). [A] a local, or a global pointer without initialiser whose address
   is never taken. *)
let never_joined_slot ~is_create ~is_join lost =
  let functions =
    Globals.Functions.fold
      (fun kf acc -> if Kernel_function.is_definition kf then Kernel_function.get_definition kf :: acc else acc)
      []
  in
  List.iter
    (fun fd ->
      let with_loops = Create_loops.statements_with_loops fd in
      List.iter
        (fun (l, _) ->
          match l.skind with
          | Loop _ -> (
            match Counter_loops.down_to_zero fd with_loops l with
            | None -> ()
            | Some i -> (
              let create =
                List.find_map
                  (fun s ->
                    if not (Counter_loops.in_every_iteration l s) then None
                    else
                      match call_of s with
                      | Some (f, id) when is_create f.vname -> (
                        match slot_address id with Some (a, k) when is_var i k -> Some (s, a, id) | _ -> None)
                      | _ -> None)
                  (Counter_loops.directly_in with_loops l)
              in
              match create with
              | None -> ()
              | Some (c, a, id) ->
                let usable =
                  if a.vglob then
                    (not a.vaddrof) && Cil.isPointerType a.vtype
                    && match Globals.Vars.find a with { init = None } -> true | _ -> false | exception Not_found -> false
                  else Cil.isArrayType a.vtype || not a.vaddrof
                in
                let fine fd' =
                  id_array_use ~is_join ~create:(fun s -> s == c) ~join_index:(nonzero fd') a
                in
                if usable && List.for_all (fun fd' -> List.for_all (fine fd') fd'.sallstmts) functions then
                  Cil_datatype.Stmt.Hashtbl.replace lost c id))
          | _ -> ())
        with_loops)
    functions

let compute ~classify =
  let is_create n = classify n = `Thread_create and is_join n = classify n = `Thread_join in
  let lost = Cil_datatype.Stmt.Hashtbl.create 3 in
  let in_function kf =
    let fd = Kernel_function.get_definition kf in
    let with_loops = Create_loops.statements_with_loops fd in
    let creates_in a s =
      match call_of s with
      | Some (f, id) when is_create f.vname -> (
        match slot_address id with Some (a', k) when Cil_datatype.Varinfo.equal a a' -> Some k | _ -> None)
      | _ -> None
    in
    (* [a] is mentioned only in creates and joins of its slots, its
       allocation, [free(a)] and null tests. *)
    let tame a =
      (* A local array has its address taken by [&a[i]] itself; every use
         of it is a mention in this function, checked below. *)
      (Cil.isArrayType a.vtype || not a.vaddrof) && (not a.vglob)
      && List.for_all
           (id_array_use ~is_join ~create:(fun s -> creates_in a s <> None) ~join_index:(fun _ -> true) a)
           fd.sallstmts
    in
    (* A counter loop that can run, from [start] by a positive step,
       every iteration creating into [&a[i]] and mentioning [a] nowhere
       else: [(a, the create, start)]. Its first iteration writes slot
       [start]. *)
    let loop_create l =
      match Counter_loops.plain fd with_loops l with
      | Some { counter = i; bound; start; step; inside }
        when Counter_loops.can_run fd ~counter:i ~start ~step ~times:1 l bound -> (
          let create =
            List.find_opt
              (fun s ->
                Counter_loops.in_every_iteration l s
                && match call_of s with
                   | Some (f, id) when is_create f.vname -> (
                     match slot_address id with Some (_, k) -> is_var i k | None -> false)
                   | _ -> false)
              inside
          in
          Option.bind create (fun c ->
              match call_of c with
              | Some (_, id) -> (
                match slot_address id with
                | Some (a, _)
                  when tame a
                       && List.for_all (fun s -> Cil_datatype.Stmt.equal s c || not (names_in_stmt a s)) inside ->
                  Some (a, c, id, start)
                | _ -> None)
              | None -> None))
      | _ -> None
    in
    (* A create into a constant slot [&a[k]] outside loops' shapes. *)
    let lone_create s =
      match call_of s with
      | Some (f, id) when is_create f.vname -> (
        match slot_address id with
        | Some (a, k) -> Option.map (fun k -> (a, k, id)) (Cil.constFoldToInt k)
        | None -> None)
      | _ -> None
    in
    (* Between the two writes of the slot: plain instructions (no way
       around the second write) that neither read [a] nor carry a label. *)
    let clean a y = y.labels = [] && (match y.skind with Instr _ -> true | _ -> false) && not (names_in_stmt a y) in
    (* The statements of a block statement before loop [l] in it. *)
    let before_loop x l =
      let rec upto = function y :: ys when not (Cil_datatype.Stmt.equal y l) -> y :: upto ys | _ -> [] in
      match x.skind with Block b -> upto b.bstmts | _ -> []
    in
    let after_loop x l =
      let rec from = function y :: ys when Cil_datatype.Stmt.equal y l -> ys | _ :: ys -> from ys | [] -> [] in
      match x.skind with Block b -> from b.bstmts | _ -> []
    in
    let blocks b =
      let rec scan = function
        | [] -> ()
        | s :: rest ->
          (match (lone_create s, loops_at s) with
          | Some (a, k, id), _ when tame a ->
            (* Then the first loop overwrites slot [k] unread. *)
            let rec upto = function
              | [] -> false
              | x :: more -> (
                match loops_at x with
                | l :: _ -> (
                  x.labels = []
                  && List.for_all (clean a) (before_loop x l)
                  &&
                  match loop_create l with
                  | Some (a', _, _, start) -> Cil_datatype.Varinfo.equal a a' && Integer.equal start k
                  | None -> false)
                | [] -> clean a x && upto more)
            in
            if upto rest then Cil_datatype.Stmt.Hashtbl.replace lost s id
          | None, l :: _ -> (
            (* A loop whose first thread's slot a later create overwrites
               unread. *)
            match loop_create l with
            | Some (a, c, id, start) ->
              let rec upto = function
                | [] -> false
                | x :: more -> (
                  match lone_create x with
                  | Some (a', k, _) when Cil_datatype.Varinfo.equal a a' -> x.labels = [] && Integer.equal k start
                  | _ -> clean a x && upto more)
              in
              if List.for_all (clean a) (after_loop s l) && upto rest then
                Cil_datatype.Stmt.Hashtbl.replace lost c id
            | None -> ())
          | _ -> ());
          scan rest
      in
      scan b.bstmts
    in
    iter_blocks blocks fd.sbody
  in
  if not (self_ids ()) then begin
    Globals.Functions.iter (fun kf -> if Kernel_function.is_definition kf then in_function kf);
    never_joined_slot ~is_create ~is_join lost
  end;
  fun s e ->
    match Cil_datatype.Stmt.Hashtbl.find_opt lost s with
    | Some id when Cil_datatype.ExpStructEq.equal id e || Cil_datatype.ExpStructEq.equal (Cil.stripCasts id) (Cil.stripCasts e) ->
      Racer_core.Const.expr_id_lost
    | _ -> 0
