(* Race twins of per-thread slots: two instances of a thread created in one
   loop of main that designate the same object (see instance_meets.mli). *)

open Cil_types
open Cil_shapes
module C = Racer_core.Const
open Value_eval
open Loop_runs

let strip = Cil.stripCasts

(* The element an address expression designates: [&X[k]] ([X] a stable
   array), [X + k] / [&X[k]] through a stable pointer [X], or a local
   holding an element. *)
let element_of ~stable env e =
  let at base elt k =
    match eval env k with Some (Int index) -> Some (Element { base; index; elt }) | _ -> None
  in
  match (strip e).enode with
  | AddrOf (Var x, Index (k, NoOffset)) | StartOf (Var x, Index (k, NoOffset)) -> (
    match Cil.unrollType x.vtype with TArray (elt, _, _) when stable x -> at x elt k | _ -> None)
  | AddrOf (Mem { enode = BinOp (PlusPI, p, k, _); _ }, NoOffset) | BinOp (PlusPI, p, k, _) -> (
    match var_of p with
    | Some x when stable x -> (
      match Cil.unrollType x.vtype with TPtr (elt, _) -> at x elt k | _ -> None)
    | _ -> None)
  | _ -> ( match eval env e with Some (Element _ as v) -> Some v | _ -> None)

(* The object lvalue [lv] designates, as (base, index): an element of a
   stable array or pointer, or the element a local points to (fields and
   offsets within it are the statement's own, the same in every instance). *)
let object_of ~stable env (host, off) =
  let rec no_index = function NoOffset -> true | Field (_, o) -> no_index o | Index _ -> false in
  let pair = function Some (Element { base; index; _ }) -> Some (base.vid, index) | _ -> None in
  match (host, off) with
  | Var x, Index (k, rest) when no_index rest && Cil.isArrayType x.vtype && stable x -> (
    match eval env k with Some (Int i) -> Some (x.vid, i) | _ -> None)
  | Mem p, rest when no_index rest -> (
    match (strip p).enode with
    | BinOp (PlusPI, _, _, _) -> pair (element_of ~stable env p)
    | Lval (Var v, NoOffset) when List.mem_assoc v.vid env -> pair (List.assoc_opt v.vid env)
    | _ -> None)
  | _ -> None

(* The statements a function surely runs first, in order, up to the first
   that branches, loops or returns; blocks are entered. *)
let straight_prefix fd =
  let rec go acc = function
    | [] -> (acc, true)
    | s :: rest -> (
      match s.skind with
      | Instr _ -> go (s :: acc) rest
      | Block b -> (
        match go acc b.bstmts with acc, true -> go acc rest | acc, false -> (acc, false))
      | _ -> (acc, false))
  in
  List.rev (fst (go [] fd.sbody.bstmts))

(* The lvalues each prefix statement accesses, with the object each one
   designates in one instance whose argument is [arg]. Locals (never
   address-taken) are followed through the prefix's assignments. *)
let objects_in_prefix ~stable ~lvals formal arg prefix =
  let env = ref [ (formal.vid, arg) ] in
  let tracked v = (not v.vglob) && not v.vaddrof in
  List.concat_map
    (fun s ->
      let found =
        List.filter_map
          (fun lv -> Option.map (fun o -> (s, lv, o)) (object_of ~stable !env lv))
          (lvals s)
      in
      (* The new value is computed from the old environment ([j = j / 2]). *)
      let bind v e =
        let x = eval !env e in
        env := List.remove_assoc v.vid !env;
        Option.iter (fun x -> env := (v.vid, x) :: !env) x
      in
      (match s.skind with
      | Instr (Set ((Var v, NoOffset), e, _)) when tracked v -> bind v e
      | Instr (Local_init (v, AssignInit (SingleInit e), _)) when tracked v -> bind v e
      | _ -> List.iter (fun v -> env := List.remove_assoc v.vid !env) (assigned s));
      found)
    prefix

(* The counter values of the iterations that may run (a constant bound
   limits them; an unknown one is taken to allow a few, as the core takes a
   create loop to make several instances). *)
let counter_values ~start ~step ~bound =
  let rec go n v acc =
    if n >= iterations then List.rev acc
    else
      match bound with
      | Some k when Integer.ge v k -> List.rev acc
      | _ -> go (n + 1) (Integer.add v step) (v :: acc)
  in
  if Integer.lt step Integer.zero then [] else go 0 start []

(* Of the first iterations of [loop] (counter [i] from [start] by [step]),
   one item each, those some execution runs, with all the ones before: an
   instance of an iteration the bound does not let run ([i < nworkers],
   [nworkers] 2, tried 8 times) meets nothing. *)
let runnable fd loop i ~start ~step items =
  let rec keep n = function
    | x :: rest when Counter_loops.runs_times fd loop i ~start ~step ~times:(n + 1) -> x :: keep (n + 1) rest
    | _ -> []
  in
  keep 0 items

type meets = Cil_types.stmt -> Cil_types.lval -> int

let none : meets = fun _ _ -> 0

(* The accesses of thread function [f] where two instances meet, for the
   create [create] in loop [loop] of main's [fd]. *)
(* The statements right after [create] in its block, while they are plain
   instructions that leave the counter [i] alone. *)
let after_create fd create i =
  let rec straight = function
    | ({ skind = Instr _; _ } as s) :: rest when not (assigns i s) -> s :: straight rest
    | _ -> []
  in
  straight (Create_loops.after_in_block fd create)

let meeting_accesses ~is_model_call ~lock_balance ~lvals main fd ~loop ~create f arg =
  let kf = Globals.Functions.get f in
  if not (Kernel_function.is_definition kf) then ([], [])
  else
    let fdef = Kernel_function.get_definition kf in
    match fdef.sformals with
    | [] -> ([], [])
    | formal :: _ when formal.vaddrof -> ([], [])
    | formal :: _ -> (
      let stable x = Create_loops.stable_base main fd create x in
      let counter =
        match var_of arg with
        | Some i when (not i.vglob) && not i.vaddrof -> Some i
        | _ ->
          (* The counter is the one local the argument reads. *)
          let vars = ref [] in
          ignore
            (Visitor.visitFramacExpr
               (object
                  inherit Visitor.frama_c_inplace
                  method! vvrbl v =
                    if not (List.memq v !vars) then vars := v :: !vars;
                    Cil.SkipChildren
               end)
               arg);
          List.find_opt (fun v -> (not v.vglob) && (not v.vaddrof) && Cil.isIntegralType v.vtype) !vars
      in
      let prefix = straight_prefix fdef in
      let with_loops = Create_loops.statements_with_loops fd in
      (* Per instance (iteration): the creator's environment at the create
         (empty when simulated) and the objects the instance's prefix
         accesses. Iteration n sees [start + n * step] only when the step is
         the last statement of every iteration and nothing leaves an
         iteration early ([if (i == 1) continue;] skips instance 1). *)
      let from_counter =
        match counter with
        | None -> None
        | Some i -> (
          match (Counter_loops.start_value fd loop i, Counter_loops.step fd loop i) with
          | Some start, Some step
            when (not (List.exists (assigns i) (Create_loops.before_in_block fd create)))
                 && Counter_loops.steps_every_iteration fd loop i
                 && Counter_loops.single_exit with_loops loop ->
            let iterations =
              runnable fd loop i ~start ~step (counter_values ~start ~step ~bound:(Counter_loops.constant_bound loop i))
            in
            Some
              (List.filter_map
                 (fun v ->
                   let env = [ (i.vid, Int v) ] in
                   let value = match element_of ~stable env arg with Some el -> Some el | None -> eval env arg in
                   Option.map (fun a -> (env, objects_in_prefix ~stable ~lvals formal a prefix)) value)
                 iterations)
          | _ -> None)
      in
      (* Simulated: with the new instances waiting, and with each running
         up to an access of its prefix first (that access's meets only). *)
      let schedules =
        match from_counter with
        | Some l -> Some [ l ]
        | None ->
          let objects a = objects_in_prefix ~stable ~lvals formal a prefix in
          (* The simulated loop is a plain counter loop; keep the iterations
             that can run. *)
          let runnable items =
            match Counter_loops.plain fd with_loops loop with
            | Some { counter = i; start; step; _ } -> runnable fd loop i ~start ~step items
            | None -> []
          in
          let simulate ?started () =
            Option.map runnable (simulated_args ?started ~is_model_call ~lock_balance fd ~loop ~create ~thread:f arg)
          in
          let waiting = Option.map (List.map (fun a -> ([], objects a))) (simulate ()) in
          let running =
            List.filter_map
              (fun upto ->
                let started env a = prefix_effects ~is_model_call ~lock_balance formal prefix ~upto env a in
                Option.map
                  (List.map (fun a -> ([], List.filter (fun (s, _, _) -> s == upto) (objects a))))
                  (simulate ~started ()))
              prefix
          in
          (* Instances of one schedule are compared with each other only. *)
          match (waiting, running) with
          | None, [] -> None
          | _ -> Some (Option.value ~default:[] waiting :: running)
      in
      match schedules with
      | None -> ([], [])
      | Some schedules -> (
          let with_env = match from_counter with Some l -> l | None -> [] in
          (* The creator's accesses right after the create, in the same
             iteration (the counter unchanged), whose object the instance
             created there accesses in its prefix too. *)
          let creator =
            match (from_counter, counter) with
            | None, _ | _, None -> []
            | Some _, Some i ->
            List.concat_map
              (fun (env, objects) ->
                List.concat_map
                  (fun s ->
                    List.filter_map
                      (fun lv ->
                        match object_of ~stable env lv with
                        | Some o ->
                          List.find_map
                            (fun (s', lv', o') ->
                              if fst o = fst o' && Integer.equal (snd o) (snd o') then Some ((s, lv), (s', lv'))
                              else None)
                            objects
                        | None -> None)
                      (lvals s))
                  (after_create fd create i))
              with_env
          in
          (* An access whose object is the same in two instances. *)
          let same (s, lv, (b, n)) (s', lv', (b', n')) =
            Cil_datatype.Stmt.equal s s' && Cil_datatype.LvalStructEq.equal lv lv' && b = b'
            && Integer.equal n n'
          in
          let meets_in per_instance =
            let meets x = List.length (List.filter (List.exists (same x)) per_instance) >= 2 in
            List.filter_map (fun ((s, lv, _) as x) -> if meets x then Some (s, lv) else None) (List.concat per_instance)
          in
          (List.concat_map (fun schedule -> meets_in (List.map snd schedule)) schedules, creator)))

let compute ~classify ~lvals =
  let is_create n = classify n = `Thread_create in
  (* Model calls whose effect on values the loop simulation ignores. *)
  let is_model_call n =
    match classify n with
    | `Thread_create | `Lock | `Unlock | `Atomic_begin | `Atomic_end -> true
    | _ -> false
  in
  (* How a model call changes the number of locks held. *)
  let lock_balance n = match classify n with `Lock | `Atomic_begin -> 1 | `Unlock | `Atomic_end -> -1 | _ -> 0 in
  let occurs = Cil_shapes.occurrences () in
  let main, _ = Globals.entry_point () in
  if (not (Kernel_function.is_definition main)) || occurs (Kernel_function.get_vi main) > 0 then none
  else
    let fd = Kernel_function.get_definition main in
    let found = Cil_datatype.Stmt.Hashtbl.create 7 in
    let creator_pairs = ref [] in
    List.iter
      (fun (s, loops) ->
        match (s.skind, loops) with
        | Instr (Call (_, { enode = Lval (Var c, NoOffset); _ }, args, _)), [ loop ]
          when is_create c.vname && Counter_loops.in_every_iteration loop s -> (
          match Extract_events.thread_entry_and_arg args with
          | Some (fn, Some arg) -> (
            match (strip fn).enode with
            | (AddrOf (Var f, NoOffset) | Lval (Var f, NoOffset)) when Cil.isFunctionType f.vtype && occurs f = 1
              -> (
              match meeting_accesses ~is_model_call ~lock_balance ~lvals main fd ~loop ~create:s f arg with
              | exception Not_found -> ()
              | pairs, creator ->
                creator_pairs := creator @ !creator_pairs;
                List.iter
                  (fun (s, lv) ->
                    Cil_datatype.Stmt.Hashtbl.replace found s
                      (lv :: Option.value ~default:[] (Cil_datatype.Stmt.Hashtbl.find_opt found s)))
                  pairs)
            | _ -> ())
          | _ -> ())
        | _ -> ())
      (Create_loops.statements_with_loops fd);
    (* Creator meets are flagged only when there is one pair in the whole
       program: the core pairs flagged accesses by base and creation. *)
    let same_access (s, lv) (s', lv') = Cil_datatype.Stmt.equal s s' && Cil_datatype.LvalStructEq.equal lv lv' in
    let creator =
      match !creator_pairs with
      | (m, t) :: rest when List.for_all (fun (m', t') -> same_access m m' && same_access t t') rest -> [ m; t ]
      | _ -> []
    in
    if Cil_datatype.Stmt.Hashtbl.length found = 0 && creator = [] then none
    else fun s lv ->
      (match Cil_datatype.Stmt.Hashtbl.find_opt found s with
      | Some lvs when List.exists (fun l -> Cil_datatype.LvalStructEq.equal l lv) lvs -> C.access_instances_meet
      | _ -> 0)
      lor if List.exists (same_access (s, lv)) creator then C.access_meets_creator else 0
