(* Main's create loop run by itself (see loop_runs.mli). *)

open Cil_types
open Cil_shapes
open Value_eval

(* How many iterations of the create loop are tried for a witness pair. *)
let iterations = 8

(* A function the program defines: its [ffs] is not the C library's (a
   review's own_ffs_meet: a static [ffs] returning its argument). *)
let defined f = try Kernel_function.is_definition (Globals.Functions.get f) with Not_found -> false

(* Main's create loop run by itself, the threads it creates waiting: the
   argument of [create] in each of the first iterations, for an argument
   computed from state the loop carries ([j = ffs(mask) - 1; mask &= ~(1 <<
   j); create(..., (void * )j)]). The loop is a counter loop left only
   through its test whose body is plain instructions: assignments the
   evaluator follows (locals, and globals with a constant initialiser that
   main sets nowhere else), [ffs], and model calls that change no value
   (locks, the create); anything else stops the run. Such an execution
   exists: the new threads may start after main's iterations. *)
(* [v] is written only by [main] and [thread], directly (its address is
   never taken, so nothing writes it through a pointer): no function main
   calls on its way to the loop, and no thread main may have joined
   before it, changes it. *)
let written_only_by ~main ~thread v =
  (not v.vaddrof)
  &&
  let ok = ref true in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf then
        let f = Kernel_function.get_vi kf in
        if not (Cil_datatype.Varinfo.equal f main.svar || Cil_datatype.Varinfo.equal f thread) then
          if List.exists (assigns v) (Kernel_function.get_definition kf).sallstmts then ok := false);
  !ok

let simulated_args ?started ~is_model_call ~lock_balance fd ~loop ~create ~thread arg =
  match Counter_loops.plain fd (Create_loops.statements_with_loops fd) loop with
  | None -> None
  | Some { counter = i; start; step; inside; _ } -> (
      let test = match loop.skind with Loop (_, { bstmts = t :: _; _ }, _, _, _) -> Some t | _ -> None in
      let outside = List.filter (fun s -> not (List.memq s inside) && s != loop) fd.sallstmts in
      (* Globals the body writes, with their initial values: main writes
         them nowhere else, and only the new threads (waiting) besides. *)
      let globals =
        List.concat_map
          (fun s ->
            List.filter_map
              (fun v ->
                if not v.vglob then None
                else if List.exists (assigns v) outside || not (written_only_by ~main:fd ~thread v) then
                  Some (v, None)
                else
                  match (Globals.Vars.find v).init with
                  | Some (SingleInit e) -> Some (v, Option.map (fun n -> Int n) (Cil.constFoldToInt e))
                  (* No initialiser: zero, unless the library defines it
                     ([extern int optind;] starts at 1; a review's
                     loop_runs_extern_global). *)
                  | None when v.vstorage = Extern && not v.vdefined -> Some (v, None)
                  | None -> Some (v, Some (Int Integer.zero))
                  | Some (CompoundInit _) -> Some (v, None)
                  | exception Not_found -> Some (v, None))
              (assigned s))
          inside
      in
      if List.exists (fun (_, init) -> init = None) globals then None
      else
        let bound = Counter_loops.constant_bound loop i in
        let env0 = List.filter_map (fun (v, init) -> Option.map (fun x -> (v.vid, x)) init) globals in
        let rec iterate n env acc =
          let counter = Integer.add start (Integer.mul step (Integer.of_int n)) in
          if n >= iterations || match bound with Some k -> Integer.ge counter k | None -> false then Some (List.rev acc)
          else
            let env = (i.vid, Int counter) :: List.remove_assoc i.vid env in
            let bind env v x = match x with Some x -> (v.vid, x) :: List.remove_assoc v.vid env | None -> List.remove_assoc v.vid env in
            let rec run ?(held = 0) env value = function
              | [] -> Some (env, value)
              | s :: rest -> (
                let continue env = run ~held env value rest in
                match s.skind with
                | _ when (match test with Some t -> t == s | None -> false) || assigns i s -> continue env
                | Break _ when (match Counter_loops.leading_break loop with Some b -> b == s | None -> false) -> continue env
                | Instr (Call (_, _, _, _)) when s == create -> (
                  (* The new thread may run first, up to a point ([started]),
                     if main holds no lock it could need. *)
                  let value = eval env arg in
                  match (value, started) with
                  | Some v, Some started when held = 0 -> (
                    match started env v with Some env -> run ~held env value rest | None -> None)
                  | _, Some _ -> None
                  | _, None -> run ~held env value rest)
                | Instr (Set ((Var v, NoOffset), e, _)) when not v.vaddrof -> continue (bind env v (eval env e))
                | Instr (Local_init (v, AssignInit (SingleInit e), _)) when not v.vaddrof -> continue (bind env v (eval env e))
                | Instr (Call (Some (Var v, NoOffset), { enode = Lval (Var f, NoOffset); _ }, [ x ], _))
                | Instr (Local_init (v, ConsInit (f, [ x ], Plain_func), _))
                  when f.vname = "ffs" && (not v.vaddrof) && not (defined f) -> (
                  match eval env x with
                  | Some (Int x) -> continue (bind env v (Some (Int (ffs x))))
                  | _ -> continue (bind env v None))
                | Instr (Call (None, { enode = Lval (Var f, NoOffset); _ }, _, _)) when is_model_call f.vname ->
                  run ~held:(held + lock_balance f.vname) env value rest
                | Instr (Skip _) | Block _ -> continue env
                | _ -> None)
            in
            match run env None inside with
            | Some (env, Some value) -> iterate (n + 1) env (value :: acc)
            | _ -> None
        in
        iterate 0 env0 [])

(* The state main's loop sees once a new instance, whose argument is [arg],
   has run its prefix statements before [upto] (and paused there): its
   writes of the globals main's loop tracks ([tracked], keys of [env]) are
   applied. None when that run is unclear: a call that is not a lock,
   unlock or a call storing into a local, a write of a tracked global the
   evaluator cannot follow, or a lock still held at [upto] (the next
   instance could not get past it). *)
let prefix_effects ~is_model_call ~lock_balance formal prefix ~upto env arg =
  let local v = (not v.vglob) && not v.vaddrof in
  let rec go locals main held = function
    | [] -> None
    | s :: _ when s == upto -> if held = 0 then Some main else None
    | s :: rest -> (
      let both = locals @ main in
      let set_local v e = (v.vid, e) :: List.remove_assoc v.vid locals in
      match s.skind with
      | Instr (Set ((Var v, NoOffset), e, _)) when local v -> (
        match eval both e with
        | Some x -> go (set_local v x) main held rest
        | None -> go (List.remove_assoc v.vid locals) main held rest)
      | Instr (Local_init (v, AssignInit (SingleInit e), _)) when local v -> (
        match eval both e with
        | Some x -> go (set_local v x) main held rest
        | None -> go (List.remove_assoc v.vid locals) main held rest)
      | Instr (Set ((Var g, NoOffset), e, _)) when g.vglob && List.mem_assoc g.vid main -> (
        match eval both e with
        | Some x -> go locals ((g.vid, x) :: List.remove_assoc g.vid main) held rest
        | None -> None)
      | Instr (Set ((Var g, NoOffset), _, _)) when g.vglob -> go locals main held rest
      | Instr (Set _) -> go locals main held rest
      | Instr (Call (None, { enode = Lval (Var f, NoOffset); _ }, _, _)) when is_model_call f.vname ->
        go locals main (held + lock_balance f.vname) rest
      | Instr (Call (Some (Var v, NoOffset), _, _, _)) | Instr (Local_init (v, ConsInit _, _)) when local v ->
        go (List.remove_assoc v.vid locals) main held rest
      | Instr (Skip _) -> go locals main held rest
      | _ -> None)
  in
  go [ (formal.vid, arg) ] env 0 prefix

