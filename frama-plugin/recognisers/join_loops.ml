(* Join loops that join every thread of a create loop, for the per-thread
   keys (see join_loops.mli). *)

open Cil_types
open Cil_shapes

let strip = Cil.stripCasts

(* [v] does not change while the create's threads run
   (Create_loops.stable_base). A global also needs the function to run
   once ([once]: main, never called): another thread running it could write
   the global while this one's threads run. *)
let stable ~once kf fd create v = ((not v.vglob) || once) && Create_loops.stable_base kf fd create v

(* Two bounds that have the same value once the create loop starts: one
   constant, one variable, or [v1 = v2] (or [v2 = v1]) before the create loop in its block,
   the last write of either (nothing it reaches writes them again), with no
   label between it and the loop (no way around it). Both must also be
   stable while the threads run (Create_loops.stable_base). *)
let same_bound ~once kf fd block ~create ~loop b1 b2 =
  (* Bounds and copies compared as themselves: [mm = (unsigned char)n] is
     no copy of a [signed char n] for a loop test (a review's
     join_bound_uchar_copy_race). *)
  match (ordered_var_of b1, ordered_var_of b2) with
  | Some v1, Some v2 ->
    let stable v = stable ~once kf fd create v in
    stable v1 && stable v2
    && (Cil_datatype.Varinfo.equal v1 v2
       ||
       let copies s =
         match s.skind with
         | Instr (Set ((Var x, NoOffset), e, _)) -> (
           match ordered_var_of e with
           | Some y ->
             (Cil_datatype.Varinfo.equal x v1 && Cil_datatype.Varinfo.equal y v2)
             || (Cil_datatype.Varinfo.equal x v2 && Cil_datatype.Varinfo.equal y v1)
           | None -> false)
         | _ -> false
       in
       let rec scan = function
         | [] -> false
         | s :: rest when copies s ->
           let reached = Stmts_graph.reachable_stmts kf s in
           let rewritten =
             List.exists
               (fun x ->
                 (not (Cil_datatype.Stmt.equal x s))
                 && Cil_datatype.Stmt.Hptset.mem x reached && (assigns v1 x || assigns v2 x))
               fd.sallstmts
           in
           let rec unlabelled = function
             | [] -> false
             (* The block holding the loop, labels inside it too (a
                review's join_label_bypasses_copy_race). *)
             | x :: _ when Cil_datatype.Stmt.equal x loop -> not (Cil_shapes.labelled_within x)
             (* A label held inside a statement on the way lets a jump
                skip the copy too. *)
             | x :: rest -> (not (Cil_shapes.labelled_within x)) && unlabelled rest
           in
           ((not rewritten) && unlabelled rest) || scan rest
         | _ :: rest -> scan rest
       in
       scan block)
  | _ -> (
    match (Cil.constFoldToInt b1, Cil.constFoldToInt b2) with
    | Some k1, Some k2 -> Integer.equal k1 k2
    | _ -> false)

(* A join loop whose bound falls short of the create loop's by at least a
   step ([j < n - 1] against [i < n], [n] stable): the thread created in
   the create loop's last iteration is never joined there. *)
let short_bound ~once kf fd ~create ~step b1 b2 =
  match (var_of b1, (strip b2).enode) with
  | Some v, BinOp (MinusA, x, c, _) -> (
    match (var_of x, Cil.constFoldToInt c) with
    | Some w, Some c ->
      Cil_datatype.Varinfo.equal v w && Integer.ge c step && stable ~once kf fd create v
    | _ -> false)
  | _ -> false

(* The pairs found: the flags' table (create and join statements to their
   id expressions), the short joins, and the pairs whose ids are in blocks
   an array of pointers holds, as (create, join, join counter, array). *)
let analyse ~classify =
  let is_create n = classify n = `Thread_create and is_join n = classify n = `Thread_join in
  let occurs = Cil_shapes.occurrences () in
  let pairs_of = ref [] and short = ref [] and heap_of = ref [] in
  (* How many statements free [a], set it (a pointer's allocation) or test
     it against null ([if (!a)] after the allocation). *)
  let is_a a e = match var_of e with Some v -> Cil_datatype.Varinfo.equal v a | None -> false in
  let rec null_test a e =
    match (strip e).enode with
    | UnOp (LNot, x, _) -> null_test a x
    | BinOp ((Eq | Ne), x, y, _) -> (is_a a x && Cil.isZero (strip y)) || (is_a a y && Cil.isZero (strip x))
    | _ -> is_a a e
  in
  (* How many statements of the program's functions [p] holds for. *)
  let count p =
    let n = ref 0 in
    Globals.Functions.iter (fun kf ->
        if Kernel_function.is_definition kf then
          List.iter (fun s -> if p s then incr n) (Kernel_function.get_definition kf).sallstmts);
    !n
  in
  let frees s = match s.skind with
    | Instr (Call (None, { enode = Lval (Var f, NoOffset); _ }, [ x ], _)) when f.vname = "free" -> Some x
    | _ -> None
  in
  let other_uses fd a =
    count (fun s ->
        match (frees s, s.skind) with
        | Some x, _ -> is_a a x
        | None, _ when assigns a s && List.memq s fd.sallstmts -> true
        | None, If (c, _, _, _) -> null_test a c
        | None, _ -> false)
  in
  (* The ids' storage has no other name: [a] is an array, or a pointer
     every write of which stores a fresh block ([tids = malloc(...)], or
     through a temporary used nowhere else), not [tids = all] with the
     array [all] still at hand. *)
  let only_fresh fd a =
    Cil.isArrayType a.vtype
    || List.for_all
         (fun s ->
           (not (assigns a s))
           || Id_fields.allocates ~occurs a (List.rev (Create_loops.before_in_block fd s)) s
              && match s.skind with
                 | Instr (Set (_, e, _)) -> ( match var_of e with Some tmp -> occurs tmp = 2 | None -> false)
                 | _ -> true)
         fd.sallstmts
  in
  (* The array of pointers has no other name (no formal; written, each
     time a fresh block: [ts = all] is another name), and no block of the
     type is freed after the create before the join loop joins its thread
     (freed early, it comes back from the allocator for the next thread).
     The core's join loops ask the same (a review of their port:
     heap_slots_alias_array_race, heap_formal_slots_race,
     heap_freed_early_race). *)
  let heap_alone fd a t f ~create ~join ~join_loop =
    let of_type ty = match Cil.unrollType ty with TComp (c, _) -> Cil_datatype.Compinfo.equal c f.fcomp | _ -> false in
    let points_to ty = match Cil.unrollType ty with TPtr (ty, _) -> of_type ty | _ -> false in
    let freed s =
      match frees s with
      | Some x ->
        points_to (Cil.typeOf (strip x)) || is_a t x
        || (match Cil_shapes.slot_value x with Some (v, _) -> Cil_datatype.Varinfo.equal v a | None -> false)
      | None -> false
    in
    let in_loop = Cil_datatype.Stmt.Set.add join_loop (Stmts_graph.get_stmt_stmts join_loop) in
    let inside x = Cil_datatype.Stmt.Set.mem x in_loop in
    (not (List.exists (Cil_datatype.Varinfo.equal a) fd.sformals))
    && (Cil.isArrayType a.vtype || List.exists (assigns a) fd.sallstmts)
    && only_fresh fd a
    && (not (Cfg_paths.Set.exists freed (Cfg_paths.reachable ~avoid:inside create)))
    && not
         (Cfg_paths.Set.exists freed
            (Cfg_paths.reachable ~avoid:(fun x -> (not (inside x)) || Cil_datatype.Stmt.equal x join) join_loop))
  in
  (* How many statements free an element of [a] ([free(a[k])]). *)
  let element_frees a =
    count (fun s ->
        match Option.bind (frees s) Cil_shapes.slot_value with
        | Some (v, _) -> Cil_datatype.Varinfo.equal v a
        | None -> false)
  in
  (* How many lvalues reach through an element of [a] ([a[k]->x],
     [*a[k]]): reads of the pointers, which change none of them. *)
  let element_derefs a =
    let n = ref 0 in
    let visitor =
      object
        inherit Visitor.frama_c_inplace
        method! vlval (host, _) =
          (match host with
          | Mem inner -> (
            match Cil_shapes.slot_value inner with
            | Some (v, _) when Cil_datatype.Varinfo.equal v a -> incr n
            | _ -> ())
          | Var _ -> ());
          Cil.DoChildren
      end
    in
    Globals.Functions.iter (fun kf ->
        if Kernel_function.is_definition kf then
          ignore (Visitor.visitFramacFunction visitor (Kernel_function.get_definition kf)));
    !n
  in
  (* The functions that assign each variable directly. *)
  let writers = Cil_datatype.Varinfo.Hashtbl.create 97 in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf then
        List.iter
          (fun s ->
            List.iter
              (fun v ->
                let fs = Option.value ~default:[] (Cil_datatype.Varinfo.Hashtbl.find_opt writers v) in
                if not (List.exists (Kernel_function.equal kf) fs) then
                  Cil_datatype.Varinfo.Hashtbl.replace writers v (kf :: fs))
              (assigned s))
          (Kernel_function.get_definition kf).sallstmts);
  let in_function kf =
    let fd = Kernel_function.get_definition kf in
    let with_loops = Create_loops.statements_with_loops fd in
    (* The function runs once: main, never called (another run of it would
       share its globals). *)
    let once =
      Kernel_function.equal kf (fst (Globals.entry_point ())) && occurs (Kernel_function.get_vi kf) = 0
    in
    (* A global counter that only this function writes, when it runs once
       (other threads may read it, never change it). *)
    let global_ok v =
      once
      && List.for_all (Kernel_function.equal kf)
           (Option.value ~default:[] (Cil_datatype.Varinfo.Hashtbl.find_opt writers v))
    in
    let counter_loop fd l =
      match Counter_loops.counter_and_bound ~global_ok l with
      | Some (i, bound) -> (
        match (Counter_loops.start_value fd l i, Counter_loops.step fd l i) with
        | Some start, Some step when Integer.gt step Integer.zero && Counter_loops.steps_every_iteration fd l i ->
          Some (i, bound, start, step)
        | _ -> None)
      | None -> None
    in
    let blocks b =
      let rec pairs = function
        | [] -> ()
        | x1 :: rest ->
          List.iter (fun l1 -> pair x1 l1 rest) (loops_at x1);
          pairs rest
      and pair x1 l1 rest =
          (match counter_loop fd l1 with
          | Some (i, b1, start1, step1) ->
            List.iter
              (fun create ->
                match call_of create with
                | Some (c, id) when is_create c.vname -> (
                  (* The id's slot: in an array ([&tids[i]], [&w[i].tid]),
                     or in the block an array of pointers holds
                     ([t = malloc(..); ts[i] = t; create(&t->tid, ..)]). *)
                  let slot =
                    match Id_fields.slot_of_create id with
                    | Some (a, k, field) -> Some (a, k, field, None)
                    | None ->
                      Option.map
                        (fun (a, k, field, t) -> (a, k, field, Some t))
                        (Id_fields.heap_slot_of_create ~occurs fd create id)
                  in
                  match slot with
                  | Some (a, k, field, heap) when is_var i k ->
                    List.iter
                      (fun l2 ->
                          match counter_loop fd l2 with
                          | Some (j, b2, start2, step2) when Integer.equal start1 start2 ->
                            (* Each id slot gets one thread between two runs of
                               the join loop: every way from the create back to
                               it that avoids the join loop steps the counter
                               (a goto that runs the create loop again before
                               the joins overwrites ids). *)
                            let join_loop = Cil_datatype.Stmt.Set.add l2 (Stmts_graph.get_stmt_stmts l2) in
                            let in_join_loop x = Cil_datatype.Stmt.Set.mem x join_loop in
                            let all =
                              Integer.equal step1 step2 && Counter_loops.single_exit with_loops l2
                              && same_bound ~once kf fd b.bstmts ~create ~loop:x1 b1 b2
                              && Counter_loops.one_value_per_run ~cut:in_join_loop fd l1 i create
                            in
                            (* The last iteration surely creates: the create runs
                               in every iteration of a loop left only by its test. *)
                            let some =
                              (not all) && Integer.equal step1 step2 && short_bound ~once kf fd ~create ~step:step1 b1 b2
                              && Counter_loops.in_every_iteration l1 create && Counter_loops.single_exit with_loops l1
                            in
                            (* Or the join loop strides over the create loop's
                               threads ([j += 2] against [i++]): the second is
                               never joined once the create loop runs twice. *)
                            let some =
                              some
                              || (not all) && Integer.gt step2 step1
                                 && Integer.is_zero (Integer.e_rem step2 step1)
                                 && same_bound ~once kf fd b.bstmts ~create ~loop:x1 b1 b2
                                 && Counter_loops.in_every_iteration l1 create && Counter_loops.single_exit with_loops l1
                                 && Counter_loops.can_run fd ~counter:i ~start:start1 ~step:step1
                                      ~times:2 l1 b1
                            in
                            List.iter
                              (fun join ->
                                match call_of join with
                                | Some (f, arg)
                                  when is_join f.vname && (some || (all && Counter_loops.in_every_iteration l2 join)) -> (
                                  let joined =
                                    if heap = None then Id_fields.slot_of_join arg else Id_fields.heap_slot_of_join arg
                                  in
                                  match joined with
                                  | Some (a', k', field')
                                    when Cil_datatype.Varinfo.equal a a' && is_var j k'
                                         && Cil_datatype.OffsetStructEq.equal field field'
                                         && Create_loops.stable_base kf fd create a
                                         && (match (field, heap) with
                                            | Field (f, NoOffset), None ->
                                              Id_fields.only_create_and_join ~is_create a f ~create ~join
                                            | NoOffset, None -> occurs a = 2 + other_uses fd a && only_fresh fd a
                                            | Field (f, NoOffset), Some t ->
                                              (* The pointers are stored once and
                                                 only read: to reach into their
                                                 blocks (the join among them) or
                                                 to free them. *)
                                              occurs a = 1 + element_derefs a + element_frees a + other_uses fd a
                                              && heap_alone fd a t f ~create ~join ~join_loop:l2
                                              && Id_fields.heap_only_create_and_join ~is_create ~handed:t a f ~create ~join
                                            | _ -> false) ->
                                    if all then begin
                                      pairs_of := (kf, a, (create, id), (join, arg)) :: !pairs_of;
                                      (* Its thread gets the block: the one
                                         whose key the joiner then shares. *)
                                      let handed t =
                                        match create.skind with
                                        | Instr (Call (_, _, args, _)) -> (
                                          match Extract_events.thread_entry_and_arg args with
                                          | Some (_, Some arg) -> is_var t arg
                                          | _ -> false)
                                        | _ -> false
                                      in
                                      match heap with
                                      | Some t when handed t -> heap_of := (create, join, j, a) :: !heap_of
                                      | _ -> ()
                                    end
                                    else short := (join, arg) :: !short
                                  | _ -> ())
                                | _ -> ())
                              (Counter_loops.directly_in with_loops l2)
                          | _ -> ())
                      (List.concat_map loops_at rest)
                  | _ -> ())
                | _ -> ())
              (Counter_loops.directly_in with_loops l1)
          | None -> ())
      in
      pairs b.bstmts
    in
    iter_blocks blocks fd.sbody
  in
  Globals.Functions.iter (fun kf -> if Kernel_function.is_definition kf then in_function kf);
  (* The core pairs a join loop with the flagged creates of its function
     that store into the same array, or with any of them when one id has no
     array (a pointer's slots): so several pairs in one function need
     arrays, a different one each. *)
  let found = Cil_datatype.Stmt.Hashtbl.create 3 in
  List.iter
    (fun (kf, a, c, j) ->
      let clash (kf', a', c', j') =
        Kernel_function.equal kf kf'
        && (not (Cil_datatype.Stmt.equal (fst c) (fst c') && Cil_datatype.Stmt.equal (fst j) (fst j')))
        && ((not (Cil.isArrayType a.vtype && Cil.isArrayType a'.vtype)) || Cil_datatype.Varinfo.equal a a')
      in
      if not (List.exists clash !pairs_of) then
        List.iter (fun (s, e) -> Cil_datatype.Stmt.Hashtbl.replace found s e) [ c; j ])
    !pairs_of;
  let heap = List.filter (fun (c, _, _, _) -> Cil_datatype.Stmt.Hashtbl.mem found c) !heap_of in
  (found, !short, heap)

let heap_joins ~classify =
  let _, _, heap = analyse ~classify in
  heap
