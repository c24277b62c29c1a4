(* The thread analysis over Eva (see eva_threads.mli): RacerF's Algorithm 1,
   iterated to a true fixpoint. *)

open Cil_types

type strategy = Under | Over

type outcome = {
  threads : int;  (** threads analysed, main included *)
  runs : int;  (** Eva runs *)
  converged : bool;
  cut : bool;  (** Eva cut some path at a property it found false *)
  notes : string list;  (** what made the result weaker, for the user *)
  started : (stmt option * kernel_function) list;
      (** the threads found (create statement, entry), main first *)
}

(* A thread: its create statement (None for the entry's thread) and entry. *)
type key = { create : stmt option; entry : kernel_function }

let key_id k =
  ((match k.create with Some s -> s.sid | None -> -1), (Kernel_function.get_vi k.entry).vid)

type thread = {
  key : key;
  mutable state : Cvalue.Model.t option;  (* None: Eva's default initial state *)
  mutable arg : Cvalue.V.t option;
  mutable main_args : Cvalue.V.t list option;
      (* main's formals as its first run made them: a re-run reuses them,
         since Eva would otherwise make fresh argv blocks each time *)
  mutable runs : int;
}

(* Bounds that only stop pathological programs (cyclic thread creation whose
   states keep growing): an under run stopped there is still an
   under-approximation; an over run that did not converge is discarded. *)
let max_runs_per_thread = 6
let max_over_rounds = 8

let run_eva t =
  Project.clear ~selection:(State_selection.with_dependencies Eva.Analysis.self) ();
  Globals.set_entry_point (Kernel_function.get_name t.key.entry) false;
  (match t.state with
  | Some s -> Db.Value.globals_set_initial_state s
  | None -> Db.Value.globals_use_default_initial_state ());
  (match (t.key.create, Kernel_function.get_formals t.key.entry) with
  | None, _ -> (
    match t.main_args with
    | Some args -> Db.Value.fun_set_args args
    | None -> Db.Value.fun_use_default_args ())
  | Some _, formals ->
    (* A thread function takes one pointer; any other formal is unknown. *)
    let arg = Option.value ~default:Cvalue.V.top t.arg in
    Db.Value.fun_set_args (List.mapi (fun i _ -> if i = 0 then arg else Cvalue.V.top) formals));
  Eva.Analysis.compute ();
  t.runs <- t.runs + 1

(* Properties Eva found false: every path through them was cut, so what
   follows them was never analysed. Reachability properties are not among
   them: "statement unreachable" is dead code, not a cut path. *)
let certain_errors () =
  Property_status.fold
    (fun p acc ->
      match (p, Property_status.Feedback.get p) with
      | Property.IPReachable _, _ -> acc
      | _, (Property_status.Feedback.Invalid | Property_status.Feedback.Invalid_under_hyp) ->
        p :: acc
      | _ -> acc)
    []

(* Folds over the statements of the last Eva run that it reached. *)
let fold_reached f acc =
  Globals.Functions.fold
    (fun kf acc ->
      if not (Kernel_function.is_definition kf && Eva.Results.is_called kf) then acc
      else
        List.fold_left
          (fun acc s -> if Eva.Results.is_reachable s then f s acc else acc)
          acc (Kernel_function.get_definition kf).sallstmts)
    acc

(* Calls to thread-creating functions Eva reached, with their arguments. *)
let reached_creates ~is_create =
  fold_reached
    (fun s acc ->
      match s.skind with
      | Instr (Call (_, f, args, _)) -> (
        match Kernel_function.get_called f with
        | Some callee when is_create (Kernel_function.get_name callee) -> (s, args) :: acc
        | _ -> acc)
      | _ -> acc)
    []

(* The thread function is the first argument of pointer-to-function type
   (pthread_create, thrd_create, ...), its argument the next one. *)
let entry_and_arg = Extract_events.thread_entry_and_arg

let defined_function vi =
  match Globals.Functions.get vi with
  | kf when Kernel_function.is_definition kf -> Some kf
  | _ | (exception Not_found) -> None

(* Functions a function-pointer value may designate; None when unbounded. *)
let functions_of v =
  match Cvalue.V.fold_bases (fun b acc -> b :: acc) v [] with
  | exception Abstract_interp.Error_Top -> None
  | bases ->
    Some
      (List.filter_map
         (function Base.Var (vi, _) when Cil.isFunctionType vi.vtype -> defined_function vi | _ -> None)
         bases)

(* Every defined function whose address is taken: what an unresolved
   thread-function pointer may be. *)
let address_taken_functions () =
  Globals.Functions.fold
    (fun kf acc ->
      if Kernel_function.is_definition kf && (Kernel_function.get_vi kf).vaddrof then kf :: acc else acc)
    []

type creation = { child : key; at : Cvalue.Model.t; value : Cvalue.V.t option }

(* The threads the last run creates, with the state and argument at each
   create statement (joined over call stacks). *)
let creations ~is_create notes =
  List.concat_map
    (fun (s, args) ->
      match entry_and_arg args with
      | None -> []
      | Some (fn, arg) ->
        let req = Eva.Results.before s in
        let at = Eva.Results.get_cvalue_model req in
        let value =
          Option.map (fun a -> Eva.Results.as_cvalue (Eva.Results.eval_exp a req)) arg
        in
        let entries =
          match functions_of (Eva.Results.as_cvalue (Eva.Results.eval_exp fn req)) with
          | Some kfs -> kfs
          | None ->
            notes :=
              Format.asprintf "thread function %a at %a not resolved by Eva: every \
                               address-taken function assumed"
                Printer.pp_exp fn Printer.pp_location (Cil_datatype.Stmt.loc s)
              :: !notes;
            address_taken_functions ()
        in
        List.map (fun entry -> { child = { create = Some s; entry }; at; value }) entries)
    (reached_creates ~is_create)

(* Calls Eva reached of library functions given functions of the program,
   with those functions' expressions (Library_calls.callbacks). *)
let reached_callbacks ~callbacks =
  fold_reached
    (fun s acc ->
      let given =
        match s.skind with
        | Instr (Call (_, f, args, _)) -> callbacks f args
        | Instr (Local_init (_, ConsInit (f, args, _), loc)) -> callbacks (Cil.evar ~loc f) args
        | _ -> []
      in
      if given = [] then acc else (s, given) :: acc)
    []

(* A function the library may call back runs as a thread started at the
   call (the core's view, docs/engines.md), from the state there, with
   formals it knows nothing of: the library passes what it likes. *)
let callback_creations ~callbacks notes =
  List.concat_map
    (fun (s, given) ->
      let req = Eva.Results.before s in
      let at = Eva.Results.get_cvalue_model req in
      List.concat_map
        (fun fn ->
          let entries =
            match functions_of (Eva.Results.as_cvalue (Eva.Results.eval_exp fn req)) with
            | Some kfs -> kfs
            | None ->
              notes :=
                Format.asprintf "function %a given at %a not resolved by Eva: every \
                                 address-taken function assumed called back"
                  Printer.pp_exp fn Printer.pp_location (Cil_datatype.Stmt.loc s)
                :: !notes;
              address_taken_functions ()
          in
          List.map (fun entry -> { child = { create = Some s; entry }; at; value = None }) entries)
        given)
    (reached_callbacks ~callbacks)

let creations ~is_create ~callbacks notes =
  creations ~is_create notes @ callback_creations ~callbacks notes

let join_opt join a b = match a with None -> Some b | Some a -> Some (join a b)

let included_opt incl small big =
  match (small, big) with
  | None, _ -> true
  | Some _, None -> false
  | Some s, Some b -> incl s b

let main_key () = { create = None; entry = fst (Globals.entry_point ()) }

let new_thread key = { key; state = None; arg = None; main_args = None; runs = 0 }

(* The record of a thread, added on first sight; true when it is new. *)
let find_or_add threads key =
  let id = key_id key in
  match Hashtbl.find_opt threads id with
  | Some t -> (t, false)
  | None ->
    let t = new_thread key in
    Hashtbl.add threads id t;
    (t, true)

(* The threads found, main first. *)
let started threads =
  Hashtbl.fold (fun _ t acc -> (t.key.create, t.key.entry) :: acc) threads []
  |> List.sort (fun (a, _) (b, _) ->
         compare (Option.fold ~none:(-1) ~some:(fun s -> s.sid) a) (Option.fold ~none:(-1) ~some:(fun s -> s.sid) b))

(* Whether the last run cut paths; the first such property goes to the
   notes. *)
let cut_note_suffix = ": paths through it were not analysed"

let is_cut_note n = String.ends_with ~suffix:cut_note_suffix n

(* "file.c:12 (in f)": where a property Eva found false stands. *)
let property_place p =
  let pos, _ = Property.location p in
  let file = Filename.basename (Filepath.Normalized.to_pretty_string pos.Filepath.pos_path) in
  let within = match Property.get_kf p with Some kf -> " in " ^ Kernel_function.get_name kf | None -> "" in
  if pos.Filepath.pos_lnum > 0 then Printf.sprintf " at %s:%d%s" file pos.Filepath.pos_lnum within else within

let record_cut notes =
  match certain_errors () with
  | [] -> false
  | p :: _ ->
    let text = String.trim (Format.asprintf "%a" Property.pretty p) in
    let text = if String.ends_with ~suffix:";" text then String.sub text 0 (String.length text - 1) else text in
    notes := Printf.sprintf "Eva found %s false%s%s" text (property_place p) cut_note_suffix :: !notes;
    true

(* Under: a thread starts from the join of its parents' states at its
   create statements; a thread is re-run whenever that state or its argument
   grows, until nothing changes. *)
let under ~is_create ~callbacks ~on_run =
  let notes = ref [] in
  let threads = Hashtbl.create 17 and queue = Queue.create () in
  let main, _ = find_or_add threads (main_key ()) in
  Queue.add main queue;
  let runs = ref 0 and capped = ref false and cut = ref false in
  while not (Queue.is_empty queue) do
    let t = Queue.pop queue in
    run_eva t;
    incr runs;
    if not !cut then cut := record_cut notes;
    on_run t.key;
    List.iter
      (fun c ->
        let child, fresh = find_or_add threads c.child in
        let grows =
          (not (included_opt Cvalue.Model.is_included (Some c.at) child.state))
          || not (included_opt Cvalue.V.is_included c.value child.arg)
        in
        if fresh || grows then begin
          child.state <- join_opt Cvalue.Model.join child.state c.at;
          child.arg <-
            (match c.value with None -> child.arg | Some v -> join_opt Cvalue.V.join child.arg v);
          if child.runs >= max_runs_per_thread then capped := true
          else if not (Queue.fold (fun found q -> found || q == child) false queue) then
            Queue.add child queue
        end)
      (creations ~is_create ~callbacks notes)
  done;
  if !capped then
    notes := "thread analysis stopped growing some initial states (cyclic thread creation)" :: !notes;
  {
    threads = Hashtbl.length threads;
    runs = !runs;
    converged = not !capped;
    cut = !cut;
    notes = List.rev !notes;
    started = started threads;
  }

(* States after every statement that writes memory: with the over
   transformation (every assignment may be skipped), their join holds every
   value a thread may leave for the others to see. *)
let written_states () =
  fold_reached
    (fun s acc ->
      match s.skind with
      | Instr (Set _ | Call _ | Local_init _) ->
        let st = Eva.Results.get_cvalue_model (Eva.Results.after s) in
        if Cvalue.Model.is_reachable st then Cvalue.Model.join acc st else acc
      | _ -> acc)
    Cvalue.Model.bottom

(* Every base of the state is widened, without numeric thresholds. *)
let widen_hint state : Cvalue.Model.widen_hint =
  let bases =
    match state with
    | Cvalue.Model.Map m -> Cvalue.Model.fold (fun b _ acc -> Base.Set.add b acc) m Base.Set.empty
    | Cvalue.Model.Bottom | Cvalue.Model.Top -> Base.Set.empty
  in
  (bases, fun _ _ -> (Ival.Widen_Hints.empty, Fc_float.Widen_Hints.empty))

(* Over: every thread but main starts from the join of all states any
   thread produced (main from its default state joined with it), on the
   transformed program; rounds repeat until that join, the argument values
   and the set of threads are stable. Facts of the last round are kept. *)
let over ~is_create ~callbacks ~on_run =
  let notes = ref [] in
  let threads = Hashtbl.create 17 and order = ref [] in
  let main, _ = find_or_add threads (main_key ()) in
  order := [ main ];
  let shared = ref None and main_init = ref None in
  let runs = ref 0 and rounds = ref 0 and stable = ref false and cut = ref false in
  while (not !stable) && !rounds < max_over_rounds do
    incr rounds;
    (* Only the last round's runs count: before, a thread may start from a
       state still missing what the others write (a block a producer fills
       is not initialised yet in the first round's consumer). *)
    cut := false;
    notes := List.filter (fun n -> not (is_cut_note n)) !notes;
    let before_shared = !shared and before_count = Hashtbl.length threads in
    let args_before = List.map (fun t -> t.arg) !order in
    let next = ref !shared in
    List.iter
      (fun t ->
        t.state <-
          (if t == main then
             match (!main_init, !shared) with
             | Some i, Some s -> Some (Cvalue.Model.join i s)
             | _ -> None
           else !shared);
        run_eva t;
        incr runs;
        if not !cut then cut := record_cut notes;
        if t == main && !main_init = None then begin
          let start = Eva.Results.at_start_of t.key.entry in
          main_init := Some (Eva.Results.get_cvalue_model start);
          main.main_args <-
            Some
              (List.map
                 (fun v -> Eva.Results.as_cvalue (Eva.Results.eval_var v start))
                 (Kernel_function.get_formals t.key.entry))
        end;
        on_run t.key;
        next := join_opt Cvalue.Model.join !next (written_states ());
        List.iter
          (fun c ->
            next := join_opt Cvalue.Model.join !next c.at;
            let child, fresh = find_or_add threads c.child in
            if fresh then order := !order @ [ child ];
            match c.value with
            | Some v -> child.arg <- join_opt Cvalue.V.join child.arg v
            | None -> ())
          (creations ~is_create ~callbacks notes))
      !order;
    (* Widened after the second round, so that counters and other values
       growing with each round converge (no hints: to the next power). *)
    shared :=
      (match (before_shared, !next) with
      | Some old, Some now when !rounds >= 2 ->
        let now = Cvalue.Model.join old now in
        Some (Cvalue.Model.widen (widen_hint now) old now)
      | _ -> !next);
    let args_after = List.map (fun t -> t.arg) (List.filteri (fun i _ -> i < List.length args_before) !order) in
    Options.Self.debug ~level:1 "over round %d: threads %d -> %d, shared state %s, arguments %s"
      !rounds before_count (Hashtbl.length threads)
      (if included_opt Cvalue.Model.is_included !shared before_shared then "stable" else "grew")
      (if List.for_all2 (fun a b -> included_opt Cvalue.V.is_included a b) args_after args_before
       then "stable" else "grew");
    (match (!shared, before_shared) with
     | Some a, Some b when not (Cvalue.Model.is_included a b) ->
       Options.Self.debug ~level:2 "%a" Cvalue.Model.pretty a
     | _ -> ());
    stable :=
      before_count = Hashtbl.length threads
      && included_opt Cvalue.Model.is_included !shared before_shared
      && List.for_all2 (fun a b -> included_opt Cvalue.V.is_included a b) args_after args_before
  done;
  if not !stable then
    notes := Printf.sprintf "over-approximating thread analysis did not stabilise in %d rounds" !rounds :: !notes;
  {
    threads = Hashtbl.length threads;
    runs = !runs;
    converged = !stable;
    cut = !cut;
    notes = List.rev !notes;
    started = started threads;
  }

let analyse strategy ~is_create ~callbacks ~on_run =
  let on_run k =
    on_run ~create:k.create ~entry:k.entry
  in
  match strategy with
  | Under -> under ~is_create ~callbacks ~on_run
  | Over -> over ~is_create ~callbacks ~on_run
