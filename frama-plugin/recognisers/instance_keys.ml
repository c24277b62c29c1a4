(* Per-thread slots: accesses keyed by their thread instance's own argument
   (see instance_keys.mli). *)

open Cil_types

type arg_kind =
  | Counter of int  (* the argument is the loop counter itself, (void * )i, of this width *)
  | Slot of typ  (* the argument is &X[i] / X + i: one element of this type *)
  | Fresh of typ  (* the argument is a block allocated in the iteration *)

open Cil_shapes
open Create_loops

let strip = Cil.stripCasts

(* The width of the values the argument carries: the counter's, or a
   pointer's. Copies and indices through narrower casts repeat values. *)
let width = function
  | Counter w -> w
  | Slot _ | Fresh _ -> Cil.bitsSizeOf Cil.voidPtrType

(* The element type of [x] (an array or a pointer). *)
let element x =
  match Cil.unrollType x.vtype with TArray (t, _, _) | TPtr (t, _) -> Some t | _ -> None

(* [t]'s only assignment in [fd]: a call of an allocator that returns a
   fresh block. *)
let allocation fd t =
  match List.filter (assigns t) fd.sallstmts with
  | [ ({ skind = Instr (Call (_, { enode = Lval (Var a, NoOffset); _ }, _, _)); _ } as s) ]
  | [ ({ skind = Instr (Local_init (_, ConsInit (a, _, Plain_func), _)); _ } as s) ]
    when Extract_bases.returns_fresh_block a ->
    Some s
  | _ -> None

(* What the argument of a create in loop [loop] of [fd] is, when it differs
   between the create's runs, with the creator's accesses that may share
   its key ([creator s lv]: [lv] at statement [s] before the create in its
   block designates an object no instance running then uses). *)
let create_argument main fd ~create ~loop arg =
  (* Inside the loop, i changes only by i = i + c (c a non-zero constant),
     and each run of the create sees another value of it. *)
  let counter i =
    (not i.vglob) && (not i.vaddrof) && Cil.isIntegralType i.vtype
    && Counter_loops.one_value_per_run fd loop i create
  in
  let is = is_var in
  let rec no_top_index = function NoOffset -> true | Field (_, off) -> no_top_index off | Index _ -> false in
  (* The creator's own accesses of element i of X before the create: every
     way from the create to them steps i, so no instance already created
     has that element (later ones are created after the access). *)
  let element_of x i s =
    let kept = (not (List.exists (assigns i) (before_in_block fd create)))
               && Counter_loops.changed_on_every_path fd loop i ~from:create s in
    function
    | Var v, Index (k, _) -> kept && Cil_datatype.Varinfo.equal v x && is i k
    | Mem { enode = BinOp (PlusPI, p, k, _); _ }, _ -> kept && is x p && is i k
    | _ -> false
  in
  (* A block allocated on every way to the create, and again before the
     next run of it: each instance gets its own. The creator's accesses of
     [*t] that no way from the create reaches without a new block are of a
     block no instance has yet. *)
  let fresh t =
    match (allocation fd t, Cil.unrollType t.vtype) with
    | Some alloc, TPtr (elt, _)
      when (not t.vglob) && (not t.vaddrof) && Dominators.dominates alloc create
           && not (Cfg_paths.Set.mem create (Cfg_paths.reachable ~avoid:(Cil_datatype.Stmt.equal alloc) create)) ->
      let fresh_at s = not (Cfg_paths.Set.mem s (Cfg_paths.reachable ~avoid:(Cil_datatype.Stmt.equal alloc) create)) in
      Some (Fresh elt, fun s -> function Mem p, off -> fresh_at s && is t p && no_top_index off | _ -> false)
    | _ -> None
  in
  match var_of arg with
  | Some i when counter i -> Some (Counter (Cil.bitsSizeOf i.vtype), fun _ _ -> false)
  | Some t when Cil.isPointerType t.vtype -> fresh t
  | _ ->
  match (strip_keeping ~width:(Cil.bitsSizeOf Cil.voidPtrType) arg).enode with
  | AddrOf (Var x, Index (k, NoOffset)) | StartOf (Var x, Index (k, NoOffset)) -> (
    match (var_of k, Cil.unrollType x.vtype) with
    | Some i, TArray (t, _, _) when counter i && stable_base main fd create x -> Some (Slot t, element_of x i)
    | _ -> None)
  | AddrOf (Mem { enode = BinOp (PlusPI, p, k, _); _ }, NoOffset) | BinOp (PlusPI, p, k, _) -> (
    match (var_of p, var_of k) with
    | Some x, Some i when counter i && stable_base main fd create x ->
      Option.map (fun t -> (Slot t, element_of x i)) (element x)
    | _ -> None)
  | _ -> None

type keys = Cil_types.stmt -> Cil_types.lval -> string option
type t = {
  key : keys;
  block_key : keys;
  meets : Instance_meets.meets;
  fresh : Fresh_memory.t;
  guard : Object_locks.t;
}

let no_keys : keys = fun _ _ -> None
let none = { key = no_keys; block_key = no_keys; meets = Instance_meets.none; fresh = Fresh_memory.none;
    guard = Object_locks.none }

(* The key of lvalue [lv] in thread function [f] whose argument is [kind]
   and held by [holders]; [stable x]: the global x does not change while
   the threads run. *)
let key_of_lval ~stable f kind holders (host, off) =
  let holds e = match var_of ~width:(width kind) e with Some v -> List.exists (Cil_datatype.Varinfo.equal v) holders | None -> false in
  let rec no_top_index = function NoOffset -> true | Field (_, off) -> no_top_index off | Index _ -> false in
  match (kind, host, off) with
  | Counter _, Var x, Index (k, _) when x.vglob && Cil.isArrayType x.vtype && stable x && holds k ->
    Some (Printf.sprintf "%s: %s[arg]" f x.vname)
  | Counter _, Mem { enode = BinOp (PlusPI, p, k, _); _ }, _ when holds k -> (
    match var_of p with
    | Some x when x.vglob && stable x && Cil_shapes.steps_like x p -> Some (Printf.sprintf "%s: %s[arg]" f x.vname)
    | _ -> None)
  | (Slot elt | Fresh elt), Mem p, off when holds p && no_top_index off -> (
    (* The pointee must lie within one element of the argument's array. *)
    match Cil.unrollType (Cil.typeOf p) with
    | TPtr (t, _) when (try Cil.bitsSizeOf t <= Cil.bitsSizeOf elt with Cil.SizeOfError _ -> false) ->
      Some (Printf.sprintf "%s: *arg" f)
    | _ -> None)
  | _ -> None

(* The keys of per-thread slots; with [fresh_only], only those of fresh
   blocks (an object the instance alone reaches, all of it). *)
(* The statements after [join] in its block, up to the first that changes
   [j] or [a] or carries a label (the loop's step) or holds one (a jump
   from elsewhere may enter there), with the statements they hold: where,
   in the join's iteration, [a[j]] still points to the block of the thread
   the join ended. *)
let after_join fd join j a =
  let rec take = function
    | [] -> []
    | x :: rest ->
      if Cil_shapes.labelled_within x || Cil_shapes.assigns_within j x || Cil_shapes.assigns_within a x then []
      else (x :: Cil_shapes.sub_statements x) @ take rest
  in
  take (after_in_block fd join)

let slot_keys ?(fresh_only = false) ~is_create ~occurs ~heap_joins () =
  let main, _ = Globals.entry_point () in
  if (not (Kernel_function.is_definition main)) || occurs (Kernel_function.get_vi main) > 0 then no_keys
  else begin
    let fd = Kernel_function.get_definition main in
    (* Thread functions created once, in one loop of main, with an argument
       that differs between iterations. *)
    let keyed = Cil_datatype.Varinfo.Hashtbl.create 7 in
    List.iter
      (fun (s, loops) ->
        match (s.skind, loops) with
        | Instr (Call (_, { enode = Lval (Var c, NoOffset); _ }, args, _)), [ loop ] when is_create c.vname -> (
          match Extract_events.thread_entry_and_arg args with
          | Some (fn, Some arg) -> (
            let f =
              match (strip fn).enode with
              | AddrOf (Var f, NoOffset) | Lval (Var f, NoOffset) when Cil.isFunctionType f.vtype -> Some f
              | _ -> None
            in
            match f with
            | Some f when occurs f = 1 -> (
              match (Globals.Functions.get f, create_argument main fd ~create:s ~loop arg) with
              | kf, Some (kind, creator) when Kernel_function.is_definition kf -> (
                let fdef = Kernel_function.get_definition kf in
                match fdef.sformals with
                | formal :: _ ->
                  Cil_datatype.Varinfo.Hashtbl.replace keyed f
                    (kind, argument_holders ~width:(width kind) fdef formal, fdef, s, creator)
                | [] -> ())
              | _ | (exception Not_found) -> ())
            | _ -> ())
          | _ -> ())
        | _ -> ())
      (statements_with_loops fd);
    if fresh_only then
      Cil_datatype.Varinfo.Hashtbl.filter_map_inplace
        (fun _ ((kind, _, _, _, _) as v) -> match kind with Fresh _ -> Some v | Counter _ | Slot _ -> None)
        keyed;
    if Cil_datatype.Varinfo.Hashtbl.length keyed = 0 then no_keys
    else
      let owner = Cil_datatype.Stmt.Hashtbl.create 97 in
      (* The creator's statements before the create, in its block, where the
         loop counter (and the fresh block) still are this iteration's. *)
      let creator_side = Cil_datatype.Stmt.Hashtbl.create 17 in
      Cil_datatype.Varinfo.Hashtbl.iter
        (fun f (kind, holders, fdef, create, creator) ->
          if holders <> [] then begin
            List.iter (fun s -> Cil_datatype.Stmt.Hashtbl.replace owner s (f.vname, kind, holders, create)) fdef.sallstmts;
            let before = before_in_block fd create in
            List.iter (fun s -> Cil_datatype.Stmt.Hashtbl.replace creator_side s (f.vname, creator)) before
          end)
        keyed;
      (* The joiner's statements after the join of a fresh block's thread
         (Join_loops.heap_joins): [a[j]]'s block is that ended thread's,
         and every other instance has a block of its own. *)
      let joiner_side = Cil_datatype.Stmt.Hashtbl.create 17 in
      Cil_datatype.Varinfo.Hashtbl.iter
        (fun f (kind, holders, _, create, _) ->
          match kind with
          | Fresh _ when holders <> [] ->
            List.iter
              (fun (c, join, j, a) ->
                if Cil_datatype.Stmt.equal c create then
                  List.iter
                    (fun s -> Cil_datatype.Stmt.Hashtbl.replace joiner_side s (f.vname, j, a))
                    (after_join fd join j a))
              (Lazy.force heap_joins)
          | _ -> ())
        keyed;
      let joined (j, a) = function
        | Mem p, off ->
          let rec no_top_index = function NoOffset -> true | Field (_, off) -> no_top_index off | Index _ -> false in
          no_top_index off
          && (match slot_value p with Some (v, k) -> Cil_datatype.Varinfo.equal v a && is_var j k | None -> false)
        | Var _, _ -> false
      in
      let stable = Hashtbl.create 7 in
      fun s lv ->
        match Cil_datatype.Stmt.Hashtbl.find_opt joiner_side s with
        | Some (f, j, a) -> if joined (j, a) lv then Some (Printf.sprintf "%s: *arg" f) else None
        | None ->
        match Cil_datatype.Stmt.Hashtbl.find_opt creator_side s with
        | Some (f, creator) -> if creator s lv then Some (Printf.sprintf "%s: *arg" f) else None
        | None ->
        match Cil_datatype.Stmt.Hashtbl.find_opt owner s with
        | Some (f, kind, holders, create) ->
          let stable x =
            match Hashtbl.find_opt stable (x.vid, create.sid) with
            | Some b -> b
            | None ->
              let b = stable_base main fd create x in
              Hashtbl.add stable (x.vid, create.sid) b;
              b
          in
          key_of_lval ~stable f kind holders lv
        | None -> None
  end

(* [x] does not change while any thread of main's runs (for tickets, which
   any thread may draw). *)
let stable_for_all_creates ~is_create main fd =
  let is_create_stmt s =
    match s.skind with
    | Instr (Call (_, { enode = Lval (Var c, NoOffset); _ }, _, _)) -> is_create c.vname
    | _ -> false
  in
  let creates = List.filter is_create_stmt fd.sallstmts in
  (* Creates elsewhere (a helper main calls) are not checked against: no
     answer then (a review's tls_base_race, with none in main at all). *)
  let elsewhere = ref false in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf then
        let d = Kernel_function.get_definition kf in
        if d != fd && List.exists is_create_stmt d.sallstmts then elsewhere := true);
  if !elsewhere then fun _ -> false else fun x -> List.for_all (fun c -> stable_base main fd c x) creates

(* Statements of main that run before any thread exists: main runs once
   (checked by the caller), and no way from its first statement to them
   passes a thread create, a call of a function the program defines (it
   may create one) or a call given a function's address. *)
let before_threads ~is_create main =
  let kf = Globals.Functions.get main in
  let spawns s =
    match s.skind with
    | Instr (Call (_, f, args, _)) -> (
      let gives_code a = Cil.isFunPtrType (Cil.typeOf a) || (match (Cil.stripCasts a).enode with
        | AddrOf (Var v, NoOffset) -> Cil.isFunctionType v.vtype | _ -> false) in
      List.exists gives_code args
      ||
      match f.enode with
      | Lval (Var v, NoOffset) -> (
        is_create v.vname
        || match Globals.Functions.get v with kf -> Kernel_function.is_definition kf | exception Not_found -> true)
      | _ -> true)
    | Instr (Local_init (_, ConsInit _, _)) -> true
    | _ -> false
  in
  let fd = Kernel_function.get_definition kf in
  (* What any spawn reaches: a rewind inside a create loop is reached
     again after the create (a review's ticket_reset_loop_race). *)
  let after =
    List.fold_left
      (fun acc s -> if spawns s then Cfg_paths.Set.union acc (Cfg_paths.Set.add s (Cfg_paths.reachable s)) else acc)
      Cfg_paths.Set.empty fd.sallstmts
  in
  (* Only main's own statements: a write in a thread function runs while
     threads exist (ticket_reset_in_worker_race). *)
  let own = List.fold_left (fun acc s -> Cfg_paths.Set.add s acc) Cfg_paths.Set.empty fd.sallstmts in
  fun s -> Cfg_paths.Set.mem s own && not (Cfg_paths.Set.mem s after)

let compute ?(slots = true) ?(tickets = true) ?(joins = true) ~classify ~lock_spec ~lvals () =
  let is_create n = classify n = `Thread_create in
  let occurs = occurrences () in
  let use_slots = slots and use_tickets = tickets in
  let heap_joins = lazy (if joins then Join_loops.heap_joins ~classify else []) in
  let slots = if use_slots then slot_keys ~is_create ~occurs ~heap_joins () else no_keys in
  let fresh = if use_slots then slot_keys ~fresh_only:true ~is_create ~occurs ~heap_joins () else no_keys in
  let main, _ = Globals.entry_point () in
  let tickets =
    if not (use_tickets && Kernel_function.is_definition main) then no_keys
    else
      (* A global pointer main writes is stable only if main runs once. *)
      let once = occurs (Kernel_function.get_vi main) = 0 in
      let stable = if once then stable_for_all_creates ~is_create main (Kernel_function.get_definition main) else fun _ -> false in
      let before_threads = if once then before_threads ~is_create (Kernel_function.get_vi main) else fun _ -> false in
      (* A counter, pool or base pointer is one object all threads see and
         only the statements the recognisers read write it: not one copy
         per thread, no address taken, no asm naming it (a review's
         tls_pool_race, asm_pool_reset_race). *)
      let taken = lazy (Extract_bases.addresses_taken ()) in
      let plain v = (not (Cil_shapes.is_thread_local v)) && not (Cil_datatype.Varinfo.Set.mem v (Lazy.force taken)) in
      let stable x = plain x && stable x in
      let tickets = Ticket_keys.compute ~classify ~lock_spec ~plain ~stable ~before_threads in
      let pools = Pool_tokens.compute ~classify ~lock_spec ~is_create ~occurs ~plain ~stable ~before_threads in
      fun s lv -> match tickets s lv with Some k -> Some k | None -> pools s lv
  in
  {
    key = (fun s lv -> match slots s lv with Some k -> Some k | None -> tickets s lv);
    block_key = fresh;
    meets = Instance_meets.compute ~classify ~lvals;
    fresh = Fresh_memory.compute ();
    guard = Object_locks.compute ~classify ~lock_spec;
  }
