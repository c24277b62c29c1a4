(* Counter-driven loops: start, step and constant bound of a loop's counter
   (see counter_loops.mli). *)

open Cil_types
open Cil_shapes

let start_value fd loop i =
  let rec find b =
    let rec scan last = function
      | [] -> None
      (* A label on the way lets a goto reach the loop with another value. *)
      | s :: _ when Cil_datatype.Stmt.equal s loop -> Some (if s.labels = [] then last else None)
      | s :: rest ->
        let last =
          if s.labels <> [] then None
          else
          match s.skind with
          | Instr (Set ((Var v, NoOffset), e, _)) when Cil_datatype.Varinfo.equal v i -> Cil.constFoldToInt e
          | Instr (Local_init (v, AssignInit (SingleInit e), _)) when Cil_datatype.Varinfo.equal v i ->
            Cil.constFoldToInt e
          | _ when assigns i s -> None
          | _ -> last
        in
        scan last rest
    in
    match scan None b.bstmts with
    | Some r -> Some r
    | None ->
      List.find_map
        (fun s ->
          match s.skind with
          | Block b | Loop (_, b, _, _, _) -> find b
          | If (_, b1, b2, _) -> ( match find b1 with Some r -> Some r | None -> find b2)
          | _ -> None)
        b.bstmts
  in
  Option.join (find fd.sbody)

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

let at_most_once fd loop =
  match counter loop with
  | None -> None
  | Some i -> (
    match (start_value fd loop i, step fd loop i, constant_bound loop i) with
    | Some start, Some step, Some bound when Integer.gt step Integer.zero && steps_every_iteration fd loop i ->
      if Integer.ge start bound then Some `Never
      else if Integer.ge (Integer.add start step) bound then Some `Once
      else None
    | _ -> None)

let can_run fd ~counter ~start ~step ~times loop bound =
  (* The counter's value in the last iteration asked for. *)
  let last = Integer.add start (Integer.mul step (Integer.of_int (times - 1))) in
  match constant_bound loop counter with
  | Some k -> Integer.gt k last
  | None -> (
    match var_of bound with
    | Some v when (not v.vglob) && (not v.vaddrof) && Cil.isIntegralType v.vtype ->
      (* The values an assumption leaves: [v >= lo], [v <= hi]. *)
      let low = ref (Integer.succ last) and high = ref None and fine = ref true in
      let keep ~holds e =
        let at_least c = if Integer.gt c !low then low := c in
        let at_most c = high := Some (match !high with Some h when Integer.lt h c -> h | _ -> c) in
        match (Cil.stripCasts e).enode with
        | BinOp (op, x, c, _) when is_var v x -> (
          match (op, Cil.constFoldToInt c, holds) with
          | Ge, Some c, true | Lt, Some c, false -> at_least c
          | Gt, Some c, true | Le, Some c, false -> at_least (Integer.succ c)
          | Le, Some c, true | Gt, Some c, false -> at_most c
          | Lt, Some c, true | Ge, Some c, false -> at_most (Integer.pred c)
          | _ -> fine := false)
        | _ -> fine := false
      in
      (* A loop's leading test chooses between iterating and going on
         (loops are taken to end, as everywhere): no execution stops there. *)
      let loop_test s =
        List.exists
          (fun l ->
            match l.skind with
            | Loop (_, { bstmts = first :: _; _ }, _, _, _) -> Cil_datatype.Stmt.equal first s
            | _ -> false)
          fd.sallstmts
      in
      let stops = function
        | { bstmts = [ { skind = Instr (Call (_, { enode = Lval (Var f, NoOffset); _ }, _, _)); _ } ]; _ } ->
          List.mem f.vname [ "abort"; "exit"; "_Exit" ]
        | _ -> false
      in
      let nondet f = String.starts_with ~prefix:"__VERIFIER_nondet_" f.vname in
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
            when (f.vname = "assume_abort_if_not" || f.vname = "__VERIFIER_assume") && Cil.appears_in_expr v e ->
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
      !fine && !sets = 1 && (match !high with Some h -> Integer.le !low h | None -> true)
    | _ -> false)

let directly_in with_loops loop =
  List.filter_map
    (fun (s, loops) -> match loops with l :: _ when Cil_datatype.Stmt.equal l loop -> Some s | _ -> None)
    with_loops

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

type plain = { counter : Cil_types.varinfo; bound : Cil_types.exp; start : Integer.t; step : Integer.t; inside : Cil_types.stmt list }

let plain fd with_loops loop =
  match counter_and_bound loop with
  | None -> None
  | Some (i, bound) -> (
    match (start_value fd loop i, step fd loop i) with
    | Some start, Some step
      when Integer.gt step Integer.zero && steps_every_iteration fd loop i && single_exit with_loops loop ->
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
      | BinOp (Ge, a, z, _) when Cil.isZero z -> var_of a
      | BinOp (Gt, a, m, _) when Cil.constFoldToInt m = Some Integer.minus_one -> var_of a
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

(* The largest value of an integer type. *)
let max_of t = Cil.max_signed_number (Cil.bitsSizeOf t) |> fun m ->
  if Cil.isSignedInteger t then m else Integer.pred (Integer.two_power_of_int (Cil.bitsSizeOf t))

(* The value of a local initialised once with a constant and assigned
   nowhere else ([int n = 16;]): every read sees it (a read before the
   initialisation would read an indeterminate value). *)
let constant_local fd v =
  if v.vformal then None
  else
    match List.filter (assigns v) fd.sallstmts with
    | [ { skind = Instr (Local_init (w, AssignInit (SingleInit e), _)); _ } ] when Cil_datatype.Varinfo.equal v w ->
      Cil.constFoldToInt e
    | _ -> None

(* Whether a statement of the loop assigns [v]. *)
let changed_in_loop fd loop v =
  List.exists
    (fun (s, loops) -> List.exists (Cil_datatype.Stmt.equal loop) loops && assigns v s)
    (Create_loops.statements_with_loops fd)

let facts fd loop =
  let flag b f = if b then f else 0 in
  match leading_test loop with
  | None -> Racer_core.Const.loop_entered  (* no test before the body: it starts at once *)
  | Some (`Stops _, _) -> 0
  | Some (`Goes_on c, _) -> (
    let counter a =
      match var_of a with
      | Some i when (not i.vglob) && (not i.vaddrof) && Cil.isIntegralType i.vtype -> Some i
      | _ -> None
    in
    let steps i = match step fd loop i with Some s when steps_every_iteration fd loop i -> Some s | _ -> None in
    match c.enode with
    | BinOp (((Lt | Le) as op), a, b, _) -> (
      match counter a with
      | None -> 0
      | Some i ->
        (* The first value that fails the test, when it is a constant: a
           literal, or a local the loop does not change whose value on
           entry is one ([int n = 16; for (i = 0; i < n; i++)]). *)
        let bound_value =
          match Cil.constFoldToInt b with
          | Some k -> Some k
          | None -> (
            match var_of b with
            | Some v when (not v.vglob) && (not v.vaddrof) && Cil.isIntegralType v.vtype && not (changed_in_loop fd loop v) -> (
              match start_value fd loop v with Some k -> Some k | None -> constant_local fd v)
            | _ -> None)
        in
        let limit = Option.map (fun k -> if op = Le then Integer.succ k else k) bound_value in
        let start = start_value fd loop i and st = steps i in
        let below n = match (n, limit) with Some n, Some l -> Integer.lt n l | _ -> false in
        let second = match (start, st) with Some s, Some st when Integer.gt st Integer.zero -> Some (Integer.add s st) | _ -> None in
        let bounded =
          match (st, limit) with
          | Some st, Some l -> Integer.gt st Integer.zero && Integer.le (Integer.add (Integer.pred l) st) (max_of i.vtype)
          | Some st, None -> (
            Integer.equal st Integer.one && op = Lt
            &&
            match var_of b with
            | Some v ->
              (not v.vglob) && (not v.vaddrof) && Cil.isIntegralType v.vtype
              && Cil.bitsSizeOf v.vtype <= Cil.bitsSizeOf i.vtype
              && Cil.isSignedInteger v.vtype = Cil.isSignedInteger i.vtype
              && not (changed_in_loop fd loop v)
            | None -> false)
          | None, _ -> false
        in
        (* A second iteration needs the first one to come back: no break,
           return or goto out of it. *)
        let comes_back () = single_exit (Create_loops.statements_with_loops fd) loop in
        flag (below start) Racer_core.Const.loop_entered
        lor flag (below start && below second && comes_back ()) Racer_core.Const.loop_repeated
        lor flag bounded Racer_core.Const.loop_bounded)
    | BinOp (((Ge | Gt) as op), a, z, _) -> (
      let floor = Option.map (fun z -> if op = Gt then Integer.succ z else z) (Cil.constFoldToInt z) in
      match (counter a, floor) with
      | Some i, Some f ->
        let entered = match start_value fd loop i with Some s -> Integer.ge s f | None -> false in
        let bounded = Integer.is_zero f && Cil.isSignedInteger i.vtype && steps i = Some Integer.minus_one in
        flag entered Racer_core.Const.loop_entered lor flag bounded Racer_core.Const.loop_bounded
      | _ -> 0)
    | _ -> 0)
