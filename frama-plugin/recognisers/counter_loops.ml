(* Counter-driven loops: start, step and constant bound of a loop's counter
   (see counter_loops.mli). *)

open Cil_types
open Cil_shapes

(* [s] or a statement nested in it assigns [i], or carries a label (a goto
   may land there). *)
let touches i s =
  Cil_datatype.Stmt.Set.exists
    (fun x -> x.labels <> [] || assigns i x)
    (Stmts_graph.get_stmt_stmts s)

(* The loop is entered only through its head: no statement inside it has
   a predecessor outside it ([goto] into the body starts an iteration
   half-way, with any value of the counter). *)
let entered_only_at_head loop =
  let inside = Cil_datatype.Stmt.Hptset.of_list (loop :: Cil_shapes.sub_statements loop) in
  Cil_datatype.Stmt.Hptset.for_all
    (fun x -> x == loop || List.for_all (fun p -> Cil_datatype.Stmt.Hptset.mem p inside) x.preds)
    inside

let start_value fd loop i =
  if not (entered_only_at_head loop) then None
  else
  let contains s = Cil_datatype.Stmt.Set.mem loop (Stmts_graph.get_stmt_stmts s) in
  (* The value after [s], [last] before it. *)
  let next last s =
    (* A goto may land on a labelled statement with any value. *)
    let last = if s.labels <> [] then None else last in
    match s.skind with
    | Instr (Set ((Var v, NoOffset), e, _)) when Cil_datatype.Varinfo.equal v i -> Cil.constFoldToInt e
    | Instr (Local_init (v, AssignInit (SingleInit e), _)) when Cil_datatype.Varinfo.equal v i -> Cil.constFoldToInt e
    (* A write in a branch or a nested block ([if (c) i = 5;]), or a label
       inside one, leaves the value open. *)
    | _ when touches i s -> None
    | _ -> last
  in
  (* Down the statements that hold the loop, from the function's start: a
     block or branch is entered with the value before it; a loop around it
     too, when nothing in that loop writes [i] or carries a label. *)
  let rec scan last = function
    | [] -> None
    (* A label on the way lets a goto reach the loop with another value. *)
    | s :: _ when Cil_datatype.Stmt.equal s loop -> if s.labels = [] then last else None
    | s :: _ when contains s -> (
      let last = if s.labels <> [] then None else last in
      match s.skind with
      | Block b -> scan last b.bstmts
      | If (_, b1, b2, _) -> if List.exists contains b1.bstmts then scan last b1.bstmts else scan last b2.bstmts
      | Loop (_, b, _, _, _) when not (touches i s) -> scan last b.bstmts
      | _ -> None)
    | s :: rest -> scan (next last s) rest
  in
  scan None fd.sbody.bstmts

let step fd loop i =
  let in_loop =
    List.filter
      (fun (s, loops) -> List.exists (Cil_datatype.Stmt.equal loop) loops && assigns i s)
      (Create_loops.statements_with_loops fd)
  in
  match in_loop with
  | [ ({ skind = Instr (Set ((Var v, NoOffset), { enode = BinOp (op, a, c, _); _ }, _)); _ }, _) ]
    when Cil_datatype.Varinfo.equal v i && is_var i a -> (
    match (op, Cil.constFoldToInt c) with
    | PlusA, Some c when not (Integer.is_zero c) -> Some c
    | MinusA, Some c when not (Integer.is_zero c) -> Some (Integer.neg c)
    | _ -> None)
  | _ -> None

(* The condition under which the loop goes on past its leading test, and
   the [break] that leaves it otherwise. *)
let leading_test loop =
  let only_break b =
    match b.bstmts with [ ({ skind = Break _; _ } as s) ] -> Some s | _ -> None
  in
  match loop.skind with
  | Loop (_, { bstmts = { skind = If (c, b1, b2, _); _ } :: _; _ }, _, _, _) -> (
    match (only_break b1, b2.bstmts, b1.bstmts, only_break b2) with
    | Some brk, [], _, _ -> (
      match c.enode with UnOp (LNot, c, _) -> Some (`Goes_on c, brk) | _ -> Some (`Stops c, brk))
    | _, _, [], Some brk -> Some (`Goes_on c, brk)
    | _ -> None)
  | _ -> None

(* [(i, K)] when the loop goes on while [i < K] with a constant [K]. *)
let bound_test loop =
  match leading_test loop with
  | Some (`Goes_on c, _) -> (
    match c.enode with
    | BinOp (Lt, a, k, _) -> Option.map (fun k -> (a, k)) (Cil.constFoldToInt k)
    | BinOp (Le, a, k, _) -> Option.map (fun k -> (a, Integer.succ k)) (Cil.constFoldToInt k)
    | _ -> None)
  | _ -> None

let counter loop =
  match bound_test loop with
  | Some (a, _) -> (
    match var_of a with
    | Some i when (not i.vglob) && (not i.vaddrof) && Cil.isIntegralType i.vtype -> Some i
    | _ -> None)
  | None -> None

let counter_and_bound ?(global_ok = fun _ -> false) loop =
  match leading_test loop with
  | Some (`Goes_on { enode = BinOp (Lt, a, b, _); _ }, _) -> (
    match var_of a with
    | Some i when (not i.vaddrof) && Cil.isIntegralType i.vtype && ((not i.vglob) || global_ok i) -> Some (i, b)
    | _ -> None)
  | _ -> None

let leading_break loop = Option.map snd (leading_test loop)

let constant_bound loop i =
  match bound_test loop with Some (a, k) when is_var i a -> Some k | _ -> None

(* Every way back to the loop's head passes the counter's step: a
   [continue] that skipped it would repeat an iteration with the same
   counter. *)
let steps_every_iteration fd loop i =
  let back =
    List.filter_map
      (fun (s, loops) ->
        if List.exists (Cil_datatype.Stmt.equal loop) loops && List.exists (Cil_datatype.Stmt.equal loop) s.succs
        then Some s
        else None)
      (Create_loops.statements_with_loops fd)
  in
  match back with [ s ] -> assigns i s | _ -> false

(* [s] runs in every iteration of [loop]: it sits in the loop body's block
   (or blocks nested in it), not under a condition. *)
let in_every_iteration loop s =
  let rec mem b =
    List.exists
      (fun x -> Cil_datatype.Stmt.equal x s || match x.skind with Block b -> mem b | _ -> false)
      b.bstmts
  in
  match loop.skind with Loop (_, body, _, _, _) -> mem body | _ -> false

(* The value a local bound [v] keeps while [loop] runs: a constant it is set
   to before the loop ({!start_value}), and no write of it on a way round
   the loop (in its body, or where a goto out of it and back leads). *)
let constant_local fd loop v =
  let rewritten () = Cfg_paths.Set.exists (assigns v) (Cfg_paths.between loop loop) in
  if v.vglob || v.vaddrof || rewritten () then None else start_value fd loop v

(* The largest value of an integer type ([_Bool]: 1). *)
let max_of t =
  match Cil.unrollType t with
  | TInt (IBool, _) -> Integer.one
  | _ ->
    Cil.max_signed_number (Cil.bitsSizeOf t) |> fun m ->
    if Cil.isSignedInteger t then m else Integer.pred (Integer.two_power_of_int (Cil.bitsSizeOf t))

(* The counter's values compare as themselves: the leading test reads the
   counter through casts that keep their order, or the counter is signed
   and never negative (a cast to an unsigned type of the same width would
   make [-1] large). *)
let plain_comparison loop counter ~start =
  match leading_test loop with
  | Some (`Goes_on { enode = BinOp ((Lt | Le), a, _, _); _ }, _) ->
    is_ordered_var counter a
    (* A signed counter that starts non-negative and steps up keeps its
       order through any cast that keeps its values ([(size_t)i < n]). An
       unsigned one read as signed does not: [(int)u] is negative from 2^31
       on (a review's instances_signed_view_wrap_race). *)
    || (Cil.isSignedInteger counter.vtype && Integer.ge start Integer.zero)
  | _ -> false

(* [can_run], with the bound expression when the test is [counter < bound]
   (a constant bound is read from the test itself). *)
let can_run_with fd ~counter ~start ~step ~times loop bound =
  (* The counter's value in the last iteration asked for. *)
  let last = Integer.add start (Integer.mul step (Integer.of_int (times - 1))) in
  plain_comparison loop counter ~start
  &&
  match constant_bound loop counter with
  | Some k -> Integer.gt k last
  | None -> (
    match Option.bind bound (fun b -> var_of b) with
    | Some v when (not v.vglob) && (not v.vaddrof) && Cil.isIntegralType v.vtype && constant_local fd loop v <> None ->
      (* [int n = 16; for (i = 0; i < n; i++)]: a constant bound. *)
      Integer.gt (Option.get (constant_local fd loop v)) last
    | Some v when (not v.vglob) && (not v.vaddrof) && Cil.isIntegralType v.vtype ->
      (* The values an assumption leaves: [v >= lo], [v <= hi]. *)
      let low = ref (Integer.succ last) and high = ref None and fine = ref true in
      let keep ~holds e =
        let at_least c = if Integer.gt c !low then low := c in
        let at_most c = high := Some (match !high with Some h when Integer.lt h c -> h | _ -> c) in
        match (Cil.stripCasts e).enode with
        (* [v] compared as itself: [(unsigned)n < 0x80000000u] says
           nothing of a negative [n] (a review's lost_cast_assume). *)
        | BinOp (op, x, c, _) when is_ordered_var v x -> (
          match (op, Cil.constFoldToInt c, holds) with
          | Ge, Some c, true | Lt, Some c, false -> at_least c
          | Gt, Some c, true | Le, Some c, false -> at_least (Integer.succ c)
          | Le, Some c, true | Gt, Some c, false -> at_most c
          | Lt, Some c, true | Ge, Some c, false -> at_most (Integer.pred c)
          | _ -> fine := false)
        | _ -> fine := false
      in
      let stops = function
        | { bstmts = [ { skind = Instr (Call (_, { enode = Lval (Var f, NoOffset); _ }, _, _)); _ } ]; _ } ->
          Program_ends.stops_program f
        | _ -> false
      in
      (* A loop's leading test chooses between iterating and going on
         (loops are taken to end, as everywhere): no execution stops there,
         unless the body itself stops the program ([while (n > 1)
         abort();] is an assumption; a review's stride_while_assume). *)
      let body_stops l =
        List.exists
          (fun x ->
            match x.skind with
            | Instr (Call (_, { enode = Lval (Var f, NoOffset); _ }, _, _)) -> Program_ends.stops_program f
            | _ -> false)
          (Cil_shapes.sub_statements l)
      in
      let loop_test s =
        List.exists
          (fun l ->
            match l.skind with
            | Loop (_, { bstmts = first :: _; _ }, _, _, _) -> Cil_datatype.Stmt.equal first s && not (body_stops l)
            | _ -> false)
          fd.sallstmts
      in
      (* The verifier's choice, not a function of the program of that name
         (a stub returning 0: a review's h_nondet_stub_norace). *)
      let nondet f =
        String.starts_with ~prefix:"__VERIFIER_nondet_" f.vname
        && not (try Kernel_function.is_definition (Globals.Functions.get f) with Not_found -> false)
      in
      let sets = ref 0 in
      List.iter
        (fun s ->
          match s.skind with
          | Instr (Call (Some (Var w, NoOffset), { enode = Lval (Var f, NoOffset); _ }, _, _))
          | Instr (Local_init (w, ConsInit (f, _, Plain_func), _))
            when Cil_datatype.Varinfo.equal v w ->
            incr sets;
            if not (nondet f) then fine := false
          | _ when assigns v s -> fine := false
          | If (c, b, _, _) when Cil.appears_in_expr v c && not (loop_test s) ->
            if stops b then keep ~holds:false c else fine := false
          | Instr (Call (_, { enode = Lval (Var f, NoOffset); _ }, [ e ], _))
            when Program_ends.assumes f && Cil.appears_in_expr v e ->
            keep ~holds:true e
          | Instr (Call (_, { enode = Lval (Var f, NoOffset); _ }, _, _))
            when List.mem f.vname [ "malloc"; "calloc"; "realloc"; "alloca" ] ->
            ()  (* an allocation's size: it may fail, it stops nothing *)
          | _ when loop_test s -> ()
          | _ when Cil_shapes.names_in_stmt v s ->
            (* Any other read may constrain it: a helper that aborts on it,
               a switch, a copy tested elsewhere. *)
            fine := false
          | _ -> ())
        fd.sallstmts;
      (* The value needed must be one of [v]'s type ([_Bool n] is never 2). *)
      let in_type = Integer.le !low (max_of v.vtype) in
      !fine && !sets = 1 && in_type && (match !high with Some h -> Integer.le !low h | None -> true)
    | _ -> false)

let can_run fd ~counter ~start ~step ~times loop bound = can_run_with fd ~counter ~start ~step ~times loop (Some bound)

let runs_times fd loop i ~start ~step ~times =
  let bound = match counter_and_bound loop with Some (j, b) when Cil_datatype.Varinfo.equal i j -> Some b | _ -> None in
  Integer.gt step Integer.zero && can_run_with fd ~counter:i ~start ~step ~times loop bound

let single_exit with_loops loop =
  let inside =
    List.filter_map
      (fun (s, loops) -> if List.exists (Cil_datatype.Stmt.equal loop) loops then Some s else None)
      with_loops
  in
  let brk = leading_break loop in
  List.for_all
    (fun s ->
      match s.skind with
      | Return _ | Loop _ | Switch _ | Continue _ -> false
      | Break _ -> ( match brk with Some b -> Cil_datatype.Stmt.equal b s | None -> false)
      | Goto _ -> false
      | _ -> true)
    inside

(* The counter cannot wrap round on the loop's own iterations: its step
   reaches the bound first. {!changed_on_every_path} needs only that, for
   unsigned counters; the loops table (whether the loop surely ends, which
   also asks that no goto make cycles of its own) is the core's
   (instances/counter_loops.hpp). Kept here until the create-loop
   recognisers move into the core. *)
let bounded fd loop =
  let counter a =
    match ordered_var_of a with
    | Some i when (not i.vglob) && (not i.vaddrof) && Cil.isIntegralType i.vtype -> Some i
    | _ -> None
  in
  let steps i = match step fd loop i with Some s when steps_every_iteration fd loop i -> Some s | _ -> None in
  match leading_test loop with
  | Some (`Goes_on { enode = BinOp (((Lt | Le) as op), a, b, _); _ }, _) -> (
    match counter a with
    | None -> false
    | Some i -> (
      let limit =
        let k = match Cil.constFoldToInt b with Some k -> Some k | None -> Option.bind (ordered_var_of b) (constant_local fd loop) in
        Option.map (fun k -> if op = Le then Integer.succ k else k) k
      in
      match (steps i, limit) with
      | Some st, Some l -> Integer.gt st Integer.zero && Integer.le (Integer.add (Integer.pred l) st) (max_of i.vtype)
      | Some st, None -> (
        Integer.equal st Integer.one && op = Lt
        &&
        match ordered_var_of b with
        | Some v ->
          (not v.vglob) && (not v.vaddrof) && Cil.isIntegralType v.vtype
          && Cil.bitsSizeOf v.vtype <= Cil.bitsSizeOf i.vtype
          && Cil.isSignedInteger v.vtype = Cil.isSignedInteger i.vtype
          && not
               (List.exists
                  (fun (s, loops) -> List.exists (Cil_datatype.Stmt.equal loop) loops && assigns v s)
                  (Create_loops.statements_with_loops fd))
        | None -> false)
      | None, _ -> false))
  | Some (`Goes_on { enode = BinOp (((Ge | Gt) as op), a, z, _); _ }, _) -> (
    let floor = Option.map (fun z -> if op = Gt then Integer.succ z else z) (Cil.constFoldToInt z) in
    match (counter a, floor) with
    | Some i, Some f -> Integer.is_zero f && Cil.isSignedInteger i.vtype && steps i = Some Integer.minus_one
    | _ -> false)
  | _ -> false

(* The statement of [loop] that steps [i]: its only write in the loop,
   [i = i + c]. *)
let step_statement fd loop i =
  match
    List.filter
      (fun (s, loops) -> List.exists (Cil_datatype.Stmt.equal loop) loops && assigns i s)
      (Create_loops.statements_with_loops fd)
  with
  | [ (s, _) ] when Option.is_some (step fd loop i) -> Some s
  | _ -> None

let changed_on_every_path ?(cut = fun _ -> false) fd loop i ~from s =
  match step_statement fd loop i with
  | None -> false
  | Some st ->
    let on_paths = Cfg_paths.between ~avoid:cut from s in
    let inside =
      Cil_datatype.Stmt.Hptset.of_list
        (loop
        :: List.filter_map
             (fun (x, loops) -> if List.exists (Cil_datatype.Stmt.equal loop) loops then Some x else None)
             (Create_loops.statements_with_loops fd))
    in
    (* A path from [from] to [s] that skips the step keeps the value. *)
    (not (Cil_datatype.Stmt.Hptset.mem s (Cfg_paths.reachable ~avoid:(fun x -> Cil_datatype.Stmt.equal x st || cut x) from)))
    (* Another write ([i = 0] before a loop a goto runs again) may bring a
       value back. *)
    && Cil_datatype.Stmt.Hptset.for_all (fun x -> Cil_datatype.Stmt.equal x st || not (assigns i x)) on_paths
    (* Steps only move the counter away from its old value as long as it
       does not wrap: a signed counter does not (overflow is undefined); an
       unsigned one stays below a bound its step reaches without wrapping,
       which its test checks on every way round the loop. *)
    && (Cil.isSignedInteger i.vtype
       || steps_every_iteration fd loop i
          && bounded fd loop
          && Cil_datatype.Stmt.Hptset.subset on_paths inside)

let one_value_per_run ?cut fd loop i s = changed_on_every_path ?cut fd loop i ~from:s s

let directly_in with_loops loop =
  List.filter_map
    (fun (s, loops) -> match loops with l :: _ when Cil_datatype.Stmt.equal l loop -> Some s | _ -> None)
    with_loops

type plain = { counter : Cil_types.varinfo; bound : Cil_types.exp; start : Integer.t; step : Integer.t; inside : Cil_types.stmt list }

let plain fd with_loops loop =
  match counter_and_bound loop with
  | None -> None
  | Some (i, bound) -> (
    match (start_value fd loop i, step fd loop i) with
    | Some start, Some step
      when Integer.gt step Integer.zero && steps_every_iteration fd loop i && single_exit with_loops loop
           && plain_comparison loop i ~start ->
      let inside =
        List.filter_map
          (fun (s, loops) -> if List.exists (Cil_datatype.Stmt.equal loop) loops then Some s else None)
          with_loops
      in
      Some { counter = i; bound; start; step; inside }
    | _ -> None)

let down_to_zero fd with_loops loop =
  match leading_test loop with
  | Some (`Goes_on c, _) -> (
    let counter =
      match c.enode with
      (* Compared as itself: [(unsigned)i >= 0u] always holds. *)
      | BinOp (Ge, a, z, _) when Cil.isZero z -> ordered_var_of a
      | BinOp (Gt, a, m, _) when Cil.constFoldToInt m = Some Integer.minus_one -> ordered_var_of a
      | _ -> None
    in
    match counter with
    | Some i
      when (not i.vglob) && (not i.vaddrof) && Cil.isIntegralType i.vtype
           && step fd loop i = Some Integer.minus_one && steps_every_iteration fd loop i
           && single_exit with_loops loop ->
      Some i
    | _ -> None)
  | _ -> None
