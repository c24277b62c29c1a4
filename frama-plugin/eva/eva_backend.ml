(* The Eva backend (see eva_backend.mli). *)

module Session = Racer_core.Session
open Options

type strategy = Eva_threads.strategy = Under | Over

let strategy_name = function Under -> "under" | Over -> "over"

(* The Dynamic.Parameter modules Eva's options are reached through. *)
module type PARAM = sig
  type t

  val is_set : string -> unit -> bool
  val get : string -> unit -> t
  val set : string -> t -> unit
  val clear : string -> unit -> unit
end

(* Sets Eva's option [name] to [v] (unless the user set it, when [keep_user]
   holds) and returns what puts it back: some Eva options are not per
   project, and -then chains must find the user's settings. *)
let override (type a) (module P : PARAM with type t = a) ?(keep_user = true) name (v : a) =
  match P.is_set name () with
  | exception _ -> ignore  (* not an option of this Eva *)
  | true when keep_user -> ignore
  | user_set ->
    let old = P.get name () in
    P.set name v;
    if user_set then fun () -> P.set name old else fun () -> P.clear name ()

(* Eva's settings in the analysis project; returns what restores them. *)
let configure_eva ?(one_block = false) strategy =
  let int = (module Dynamic.Parameter.Int : PARAM with type t = int)
  and string = (module Dynamic.Parameter.String : PARAM with type t = string)
  and bool = (module Dynamic.Parameter.Bool : PARAM with type t = bool) in
  let restores =
    [
      (* Eva would speak once per run, several runs per thread analysis. *)
      override int "-eva-verbose" 0;
      (* Its alarms (overflows, ...) concern the program's sequential
         behaviour, repeated per run: silenced unless asked for. *)
      override string "-eva-warn-key" "alarm=inactive,malloc:imprecise=inactive";
      (* Every call stack must keep its states (the contexts of the facts):
         no reuse of an earlier analysis of the same call. *)
      override bool ~keep_user:false "-eva-memexec" false;
      (* Allocations: Eva's default, one block per call stack. In the over
         run's later rounds a call stack allocates its block again: Eva
         makes it weak (its contents joined with what the round started
         from, other threads' writes included), and the facts take its
         first and later names as one block (Eva_facts ~unify_blocks). Only
         the last round decides whether Eva cut paths (Eva_threads): in the
         first, a block a thread fills is still uninitialised in main.
         [one_block]: one weak block for all allocations instead (the over
         run's fallback when blocks of their allocated size made Eva cut
         paths, e.g. a structure reached past the size given to a
         driver's allocator). *)
      (if one_block then override string "-eva-alloc-builtin" "imprecise" else ignore);
      (* Over: states split on return values ([if (probe() == 0)]) and kept
         apart for a while in main, so that the ghosts of main's threads
         (Live_ghosts) stay exact along each way. *)
      (if strategy = Over then override string "-eva-split-return" "auto" else ignore);
      (if strategy = Over then
         let main = Kernel_function.get_name (fst (Globals.entry_point ())) in
         override string "-eva-slevel-function" (main ^ ":10")
       else ignore);
    ]
  in
  fun () -> List.iter (fun restore -> restore ()) restores

(* Variables a join stores a thread's exit value into
   ([pthread_join(t, &ret)]). *)
let join_outputs ~classify =
  let out = ref Cil_datatype.Varinfo.Set.empty in
  Globals.Functions.iter (fun kf ->
      if Kernel_function.is_definition kf then
        List.iter
          (fun s ->
            match s.Cil_types.skind with
            | Instr (Call (_, { enode = Lval (Var f, NoOffset); _ }, _ :: value :: _, _))
              when classify f.vname = `Thread_join -> (
              match (Cil.stripCasts value).enode with
              | AddrOf (Var v, _) | StartOf (Var v, _) -> out := Cil_datatype.Varinfo.Set.add v !out
              | _ -> ())
            | _ -> ())
          (Kernel_function.get_definition kf).sallstmts);
  !out

(* What the Eva runs of a thread analysis left out, in the current
   project: the defined functions the program may call (from the entry,
   through direct calls and any function whose address is taken) that no
   run reached, and the create statements of those functions that started
   no thread, as (where, thread function) pairs. For the report of a
   fallback (docs/engines.md, "Eva fallback"). *)
let uncovered_parts ~is_create ~reached ~started =
  let called s =
    match s.Cil_types.skind with
    | Instr (Call (_, f, args, _)) -> Some (f, args)
    | Instr (Local_init (_, ConsInit (f, args, _), loc)) -> Some (Cil.evar ~loc f, args)
    | _ -> None
  in
  let defined kf = Kernel_function.is_definition kf in
  let seen = Hashtbl.create 97 and order = ref [] in
  let rec visit kf =
    let name = Kernel_function.get_name kf in
    if defined kf && not (Hashtbl.mem seen name) then begin
      Hashtbl.add seen name ();
      order := kf :: !order;
      List.iter
        (fun s ->
          match called s with
          | Some (f, _) -> Option.iter visit (Kernel_function.get_called f)
          | None -> ())
        (Kernel_function.get_definition kf).sallstmts
    end
  in
  visit (fst (Globals.entry_point ()));
  Globals.Functions.iter (fun kf -> if (Kernel_function.get_vi kf).vaddrof then visit kf);
  let functions = List.rev !order in
  let missed = List.filter (fun kf -> not (Hashtbl.mem reached (Kernel_function.get_name kf))) functions in
  let started_at s = List.exists (function Some c, _ -> Cil_datatype.Stmt.equal c s | None, _ -> false) started in
  let creates =
    List.concat_map
      (fun kf ->
        List.filter_map
          (fun s ->
            match called s with
            | Some (f, args) -> (
              match Kernel_function.get_called f with
              | Some callee when is_create (Kernel_function.get_name callee) && not (started_at s) ->
                let entry =
                  match Extract_events.thread_entry_and_arg args with
                  | Some (fn, _) -> (
                    match (Cil.stripCasts fn).enode with
                    | Lval (Var v, NoOffset) | AddrOf (Var v, NoOffset) -> v.vname
                    | _ -> Format.asprintf "%a" Printer.pp_exp fn)
                  | None -> "?"
                in
                let pos, _ = Cil_datatype.Stmt.loc s in
                Some
                  ( Printf.sprintf "%s:%d"
                      (Filename.basename (Filepath.Normalized.to_pretty_string pos.Filepath.pos_path))
                      pos.Filepath.pos_lnum,
                    entry )
              | _ -> None)
            | None -> None)
          (Kernel_function.get_definition kf).sallstmts)
      functions
  in
  (List.length functions, List.map Kernel_function.get_name missed, creates)

(* The reasons, one a line, why an over run supports no verdict, and what
   its runs did not cover. *)
let incomplete_reasons (outcome : Eva_threads.outcome) ~uncovered ~coverage:(total, missed, creates) =
  let cut = List.filter Eva_threads.is_cut_note outcome.notes in
  let some_of names =
    let rec take n = function x :: rest when n > 0 -> x :: take (n - 1) rest | _ -> [] in
    String.concat ", " (take 8 names) ^ if List.length names > 8 then ", ..." else ""
  in
  List.concat
    [
      List.map (fun n -> "Eva's over run was cut short: " ^ n) cut;
      (if outcome.converged then []
       else [ Printf.sprintf "Eva's over run did not stabilise in %d rounds" Eva_threads.max_over_rounds ]);
      (match uncovered with
      | Some f ->
        [ Printf.sprintf "Eva's over run cannot cover what %s returns (no body, no specification, a pointer result)" f ]
      | None -> []);
      (match creates with
      | [] -> []
      | _ ->
        [ "threads Eva's over run never started: "
          ^ some_of (List.map (fun (at, entry) -> Printf.sprintf "%s (created at %s)" entry at) creates) ]);
      (match missed with
      | [] -> []
      | _ -> [ Printf.sprintf "functions Eva's over run never reached: %d of %d (%s)" (List.length missed) total (some_of missed) ]);
    ]

(* The thread analysis of one strategy in a project of its own (the user's
   project, its Eva results and -then chains stay untouched), its facts
   added to [model]; `Incomplete reasons when an over run did not
   complete (its facts support no verdict; the reasons say why and what
   its runs did not cover). *)
let thread_analysis ?(one_block = false) strategy ~classify ~atomic_op ~keys model ids =
  let is_create name = classify name = `Thread_create in
  (* What the over run's values may get wrong: formals whose address is
     taken (another thread may write them through it; Over_transform turns
     such locals into globals, which it cannot do to formals), and the
     variables that receive a joined thread's exit value (Eva writes
     integers there). *)
  let distrust =
    if strategy = Over then
      let taken = Extract_bases.addresses_taken () in
      let outputs = join_outputs ~classify in
      fun v ->
        (v.Cil_types.vformal && Cil_datatype.Varinfo.Set.mem v taken)
        || Cil_datatype.Varinfo.Set.mem v outputs
    else fun _ -> false
  in
  let facts =
    Eva_facts.create ~unify_blocks:(strategy = Over) ~distrust ~depth:(Context_depth.get ()) ~atomic_op ~keys ()
  in
  let thread ~create ~entry =
    let create = match create with None -> -1 | Some s -> Option.value ~default:(-1) (Ids.stmt_id ids s) in
    let entry = Option.value ~default:(-1) (Ids.function_id ids (Kernel_function.get_vi entry)) in
    { Eva_facts.create; entry }
  in
  (* Main's accesses learn from the ghosts (over strategy only: under, a
     path Eva finds dead may be alive once other threads interfere). *)
  let ghosts = ref None in
  (* Functions Eva cannot cover (a pointer result without a specification)
     and, once one is called in a run, its name. *)
  let opaque = ref [] and uncovered = ref None in
  (* Functions some run reached, by name. *)
  let reached = Hashtbl.create 97 in
  let on_run ~create ~entry =
    let ended = match (create, !ghosts) with None, Some g -> Live_ghosts.ended g | _ -> None in
    (if !uncovered = None then
       match List.find_opt Eva.Results.is_called !opaque with
       | Some kf -> uncovered := Some (Kernel_function.get_name kf)
       | None -> ());
    Globals.Functions.iter (fun kf ->
        if Kernel_function.is_definition kf && Eva.Results.is_called kf then
          Hashtbl.replace reached (Kernel_function.get_name kf) ());
    Eva_facts.collect ?ended facts ids (thread ~create ~entry)
  in
  let coverage = ref (0, [], []) in
  let project = Project.create_by_copy ~last:false ("racer eva " ^ strategy_name strategy) in
  let restore = ref ignore in
  let outcome =
    Fun.protect
      ~finally:(fun () ->
        !restore ();
        Project.remove ~project ())
      (fun () ->
        Project.on project
          (fun () ->
            restore := configure_eva ~one_block strategy;
            let n = Eva_model_calls.install ~classify in
            opaque := Eva_model_calls.uncovered_results ();
            Self.debug ~level:1 "%d library functions of the models computed by builtins" n;
            let n = Once_calls.apply ~classify in
            if n > 0 then Self.debug ~level:1 "%d once call(s) run their routine" n;
            (match strategy with
            | Over ->
              let n = Over_transform.apply () in
              Self.feedback ~level:2 "over-approximation: %d assignments made optional" n;
              let g = Live_ghosts.install ~classify in
              Self.debug ~level:1 "%d create(s) of main tracked by ghosts" (Live_ghosts.ghosts g);
              ghosts := Some g
            | Under -> ());
            let outcome =
              Eva_threads.analyse strategy ~is_create ~callbacks:(Library_calls.callbacks ~classify) ~on_run
            in
            if strategy = Over then coverage := uncovered_parts ~is_create ~reached ~started:outcome.started;
            outcome)
          ())
  in
  let retry = strategy = Over && outcome.cut && outcome.converged && not one_block in
  List.iter (fun n -> if retry then Self.feedback ~level:2 "%s" n else Self.warning "%s" n) outcome.notes;
  Self.feedback "Eva thread analysis (%s%s): %d thread(s), %d Eva run(s)%s"
    (strategy_name strategy) (if one_block then ", one block for all allocations" else "")
    outcome.threads outcome.runs
    (match Eva_facts.unresolved facts with
    | 0 -> ""
    | n -> Printf.sprintf ", %d access(es) of unbounded address" n);
  if retry then `Retry
  else begin
    Eva_facts.emit facts model;
    (match !uncovered with
    | Some f when strategy = Over ->
      Self.warning
        "%s has neither a body nor a specification and returns a pointer, which the program may \
         compare: the Eva over run cannot cover what it returns, so it proves nothing (give %s a \
         specification, or its body)" f f
    | _ -> ());
    if strategy = Over && ((not outcome.converged) || outcome.cut || !uncovered <> None) then
      `Incomplete (incomplete_reasons outcome ~uncovered:!uncovered ~coverage:!coverage)
    else `Usable (Eva_facts.never_taken facts)
  end

(* What Frama-C raises when a plug-in (here Eva) gives up. *)
(* Any exception out of an Eva run but an interruption: Eva also fails
   with internal errors ("function pointer evaluates to anything" on a
   pointer made from unknown data), after which the syntactic backend,
   which never fails, still gives a sound answer. *)
let eva_failure = function
  | Sys.Break | Out_of_memory -> false
  | _ -> true

let describe_failure = function
  | Log.AbortError p | Log.AbortFatal p -> Printf.sprintf "the %s plug-in stopped with the error above" p
  | Log.FeatureRequest (_, p, what) -> Printf.sprintf "%s does not handle %s" p what
  | e -> Printexc.to_string e

let strategies () =
  match Thread_approx.get () with "under" -> [ Under ] | "over" -> [ Over ] | _ -> [ Over; Under ]

exception Eva_failed of string

(* A recursive function (a cycle of direct calls between defined
   functions): Eva needs a specification for it and otherwise reports an
   error that fails the whole Frama-C run, so such programs are not given
   to Eva. *)
let recursive_function () =
  let callees kf =
    match Kernel_function.get_definition kf with
    | exception Kernel_function.No_Definition -> []
    | fd ->
      List.filter_map
        (fun s ->
          match s.Cil_types.skind with
          | Instr (Call (_, f, _, _)) -> (
            match Kernel_function.get_called f with
            | Some k when Kernel_function.is_definition k -> Some k
            | _ -> None)
          | _ -> None)
        fd.sallstmts
  in
  let state = Hashtbl.create 97 in  (* 1 on the stack, 2 done *)
  let found = ref None in
  let rec visit kf =
    let id = Kernel_function.get_id kf in
    match Hashtbl.find_opt state id with
    | Some 1 -> if !found = None then found := Some kf
    | Some _ -> ()
    | None ->
      Hashtbl.replace state id 1;
      List.iter visit (callees kf);
      Hashtbl.replace state id 2
  in
  Globals.Functions.iter (fun kf -> if Kernel_function.is_definition kf then visit kf);
  !found

(* Runs the strategies of -cc-thread-approx and reports: the races of one
   session, the deadlocks of one (the same unless combined needs both).
   [analysed] gives `Ran (session, summary), or `Unusable (reasons, none)
   for an over run that did not complete ([none] runs the core on its
   facts with approximation "none", for deadlocks). *)
let run_strategies ~analysed ~code_only ~alias_races ~witnesses ~report =
  let free = Option.iter (fun (s, _) -> Session.free s) in
  (* Eva's values never make a race certain (the core demotes the races
     they give): when the runs leave the verdict unknown, the code alone
     (the syntactic backend's facts) may still prove a race, which is then
     the report. *)
  let certain_from_code ((s, _) as races) =
    if Session.verdict s <> `Unknown then (races, None)
    else
      let ((c, _) as code) = code_only () in
      if Session.verdict c = `Race then (code, Some code)
      else (
        Session.free c;
        (races, None))
  in
  (* No usable over run: the races are the alias backend's (its facts
     cover the whole program; docs/engines.md, "Eva fallback"), with the
     reasons as eva-fallback imprecisions; its no-race becomes unknown.
     Its certain races stay certain (facts of the code, as the alias
     backend's), and so does any race the witness search shows, the under
     run's possible races searched first ([candidates]: a witness found
     for a pair of statements serves the alias session's races on them). *)
  let fall_back reasons ~candidates ~deadlocks =
    List.iter (fun r -> Self.warning "Eva fallback: %s" r) reasons;
    Self.warning "the Eva over run did not complete: the possible races are the alias backend's";
    Option.iter (fun (s, summary) -> witnesses s summary) candidates;
    let a, summary = alias_races reasons in
    Fun.protect ~finally:(fun () -> Session.free a) (fun () ->
        report ~races:a ~deadlocks:(match deadlocks with Some (d, _) -> d | None -> a) summary)
  in
  match strategies () with
  | [ Over; Under ] -> (
    (* Combined. Races: a usable over run covers every execution, so its
       verdict is final, no-race and certain races alike (the core's
       schedule check makes a race certain only when an execution surely
       exists); the under run, whose facts may leave out what orders two
       accesses, certifies no race (only an execution does, through the
       witness search), so it runs for races only when the over run is
       unusable, its races then the first candidates of the witness
       search, the possible races the alias backend's (fall_back).
       Deadlocks: the over run may only prove absence, the under run
       presence. *)
    match analysed Over with
    | `Unusable (reasons, _) ->
      let under = match analysed Under with `Ran u -> Some u | `Unusable _ -> None in
      Fun.protect ~finally:(fun () -> free under) (fun () -> fall_back reasons ~candidates:under ~deadlocks:under)
    | `Ran ((s, _) as over) ->
      let under = ref None and code = ref None in
      Fun.protect
        ~finally:(fun () -> free (Some over); free !under; free !code)
        (fun () ->
          let deadlocks_settled = (not (Deadlock_enabled.get ())) || Session.deadlock_verdict s = `No_deadlock in
          if not deadlocks_settled then
            under := (match analysed Under with `Ran u -> Some u | `Unusable _ -> None);
          let deadlocks =
            match !under with
            | _ when Session.deadlock_verdict s = `No_deadlock -> over
            | Some ((u, _) as under) when Session.deadlock_verdict u = `Deadlock -> under
            | _ -> over
          in
          let (r, summary), c = certain_from_code over in
          code := c;
          report ~races:r ~deadlocks:(fst deadlocks) summary))
  | [ strategy ] -> (
    match analysed strategy with
    | `Ran ((session, _) as one) ->
      let code = ref None in
      Fun.protect ~finally:(fun () -> free (Some one); free !code) (fun () ->
          let (r, summary), c = certain_from_code one in
          code := c;
          report ~races:r ~deadlocks:session summary)
    | `Unusable (reasons, none) ->
      (* Over alone: its deadlock verdict, capped ("none"), stays Eva's. *)
      let d = none () in
      Fun.protect ~finally:(fun () -> free (Some d)) (fun () ->
          fall_back reasons ~candidates:None ~deadlocks:(Some d)))
  | strategies -> Self.fatal "one strategy expected, got %d" (List.length strategies)

(* A file preprocessed for another target declares malloc with a size
   parameter that does not match the machdep's size_t; Eva then refuses its
   allocation builtin ("incompatible type") and every heap access becomes an
   unbounded address. Say what to do about it. *)
let check_allocator_types () =
  let size_t = Cil.bitsSizeOf Cil.theMachine.typeOfSizeOf in
  let declared name =
    match Globals.Functions.find_by_name name with
    | exception Not_found -> None
    | kf -> (
      match Cil.unrollType (Kernel_function.get_type kf) with
      | TFun (_, Some ((_, t, _) :: _), _, _) when Cil.isIntegralType t -> (
        match Cil.bitsSizeOf t with bits -> Some bits | exception Cil.SizeOfError _ -> None)
      | _ -> None)
  in
  match List.find_map declared [ "malloc"; "calloc" ] with
  | Some bits when bits <> size_t ->
    Self.warning
      ("malloc takes a %d-bit size here but size_t has %d bits on this machdep: Eva will not model "
      ^^ "allocations and heap accesses stay imprecise. If the file was preprocessed for a %d-bit "
      ^^ "target, add -machdep %s.")
      bits size_t bits
      (if bits = 32 then "gcc_x86_32" else "gcc_x86_64")
  | _ -> ()

let run ~build_model ~run_core ~code_only ~alias_races ~witnesses ~report ~classify ~atomic_op ~keys ~fallback =
  check_allocator_types ();
  (* An incomplete over run gives no verdict: the races are then the
     alias backend's (run_strategies, fall_back); alone, its deadlocks are
     reported with approximation "none". *)
  (* Branches a usable over run found never taken: Eva's over run covers
     every execution (other threads' writes included), so an [if] whose
     condition it found always true (or always false) never goes the other
     way. The under run's model leaves such edges out: "surely executed"
     then sees that [if (init() == 0)] always takes its first way. It also
     leaves out the ways of free choices it does not take (Fixed_choices). *)
  let never_taken = ref None in
  let analysed strategy =
    let prune =
      match strategy with
      | Under ->
        let never = Option.value ~default:(fun _ _ -> false) !never_taken in
        let left_out = Fixed_choices.compute ~classify ~never in
        Some
          (fun s succ ->
            let out = left_out s succ in
            if out then
              Self.debug ~level:1 "under model: edge %d -> %d left out (%s)" s.Cil_types.sid
                succ.Cil_types.sid
                (if never s succ then "never taken" else "a choice made");
            out)
      | Over -> None
    in
    let model, ids, summary = build_model ?prune () in
    (* An over run that cut paths with one block per allocation call stack
       is tried again with one block for all allocations, on a fresh model. *)
    (* The time budget (-racer-timeout) stops Eva where it yields: the
       alias backend then stands in (a failure of Eva). *)
    let out_of_time () =
      if Budget.spent () then "the time budget (-racer-timeout) ran out during Eva's runs"
      else Printf.sprintf "Eva's runs took their %d s (-racer-eva-timeout)" (Options.Eva_timeout.get ())
    in
    let stop () = Budget.spent () || Budget.eva_spent () in
    Budget.start_eva ();
    if stop () then raise (Eva_failed (out_of_time ()));
    let watch () = if stop () then raise Db.Cancel in
    let outcome, model, summary =
      try
        Db.with_progress watch
          (fun () ->
            Budget.phase ("Eva's " ^ strategy_name strategy ^ " run") (fun () ->
                match thread_analysis strategy ~classify ~atomic_op ~keys model ids with
                | `Retry ->
                  let model, ids, summary = build_model ?prune () in
                  (thread_analysis ~one_block:true strategy ~classify ~atomic_op ~keys model ids, model, summary)
                | outcome -> (outcome, model, summary)))
          ()
      with
      | Db.Cancel when stop () -> raise (Eva_failed (out_of_time ()))
      | e when eva_failure e -> raise (Eva_failed (describe_failure e))
    in
    match outcome with
    | `Retry -> `Unusable ([ "Eva's over run was cut short" ], fun () -> (run_core ~approximation:"none" model, summary))
    | `Incomplete reasons ->
      `Unusable (reasons, fun () -> (run_core ~approximation:"none" model, summary))
    | `Usable never ->
      if strategy = Over then never_taken := Some never;
      `Ran (run_core ~approximation:(strategy_name strategy) model, summary)
  in
  try
    Option.iter
      (fun kf ->
        raise
          (Eva_failed
             (Format.asprintf "%a is recursive, which Eva needs a specification for"
                Kernel_function.pretty kf)))
      (recursive_function ());
    (* Constructors need nothing here: Constructor_calls wrote their calls
       at the start of main, where Eva's runs begin. *)
    run_strategies ~analysed ~code_only ~alias_races ~witnesses ~report
  with Eva_failed why ->
    Self.warning "the Eva backend cannot analyse this program (%s); using the alias backend instead" why;
    fallback ("Eva failed: " ^ why)
