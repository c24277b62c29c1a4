(* The analysis run (see pipeline.mli). The core session lives only inside
   one run: nothing of it outlives [with_session]. *)

module Model = Racer_core.Model
module Session = Racer_core.Session
open Options

type summary = {
  program : Extract_program.summary;
  bases : int;
  calls : int;
  accesses : int;
  flows : int;  (* pointer constraints: alias (all answers) and Eva (escape) backends *)
  entry : string;
  ids : Ids.t;  (* maps the core's statements back to the AST (GUI data) *)
}

(* Refuses, before any work, what this version cannot honour. *)
(* -racer-suppress and -racer-baseline as core options. *)
let suppression_options () =
  let given key (file : Filepath.Normalized.t) =
    (* Absolute: a dump replayed from another directory finds them. *)
    if Filepath.Normalized.is_empty file then [] else [ (key, (file :> string)) ]
  in
  given "suppress" (Suppress.get ()) @ given "baseline" (Baseline.get ())

let check_options () =
  (* The kernel checks that Filepath options exist when they are read, not
     when they are parsed: read -cc-models now, before any work. *)
  ignore (Models.get ());
  (* A malformed suppression file or baseline stops the run before Eva's. *)
  if suppression_options () <> [] then begin
    let probe = Session.create () in
    Fun.protect ~finally:(fun () -> Session.free probe) (fun () ->
        List.iter
          (fun (key, value) ->
            try Session.set_option probe key value
            with Racer_core.Error e -> Self.abort "-racer-%s: %s" key e.Racer_core.message)
          (suppression_options ()))
  end;
  (match Recognisers.get () with
   | "all" | "none" -> ()
   | names ->
     List.iter
       (fun n ->
         if n <> "" && not (List.mem n recogniser_names) then
           Self.abort "-racer-recognisers: \"%s\" is not a recogniser (known: %s, or all, or none)" n
             (String.concat ", " recogniser_names))
       (String.split_on_char ',' names));
  (* The core knows the digests: a bad id stops the run before Eva's. *)
  if Digests.get () <> "all" then begin
    let probe = Session.create () in
    Fun.protect ~finally:(fun () -> Session.free probe) (fun () ->
        try Session.set_option probe "digests" (Digests.get ())
        with Racer_core.Error e -> Self.abort "-racer-digests: %s" e.Racer_core.message)
  end

(* The shipped models (unless -no-cc-default-models), then the -cc-models
   files: a later entry for a function replaces an earlier one. *)
let model_files () =
  let shipped =
    if not (Default_models.get ()) then []
    else
      let dir = Build_config.models_dir in
      let files = try Sys.readdir dir |> Array.to_list with Sys_error _ -> [] in
      let yaml = List.filter (fun f -> Filename.check_suffix f ".yaml") files in
      if yaml = [] then
        Self.warning "no concurrency models in %s: locks and threads will not be recognised \
                      (reinstall Racer or give -cc-models)" dir;
      List.map (Filename.concat dir) (List.sort compare yaml)
  in
  shipped @ List.map Filepath.Normalized.to_pretty_string (Models.get ())

let entry_function () =
  match Globals.entry_point () with
  | kf, _ when Kernel_function.is_definition kf -> kf
  | kf, _ ->
    Self.abort "entry function %a has no body; choose one with -main" Kernel_function.pretty kf
  | exception Globals.No_such_entry_point msg ->
    (* The kernel's message names the function and the -main option. *)
    Self.abort "no entry function: %s" msg

(* [syntactic_accesses]: false for a value backend, which gives its own
   context-qualified accesses (context-free rows would hold everywhere).
   [alias]: the alias backend's pointer constraints and queries too;
   [flows]: the pointer constraints only (the Eva backend's escape). *)
let build_model ?(alias = false) ?(flows = alias) ?prune ~classify ~atomic_op ~keys
    ~syntactic_accesses () =
  let model = Model.create () in
  let ids = Ids.create () in
  let entry_kf = entry_function () in
  let program = Extract_program.extract ?prune model ids in
  Extract_bases.extract model ids;
  (* Calls through pointers resolved by their types: the syntactic
     backend's answer, and a bound on the alias backend's (the Eva backend
     resolves them by values). *)
  let indirect =
    if not syntactic_accesses then None
    else
      let types = Call_types.create ids in
      Some
        (fun ~expr f ->
          Option.iter
            (List.iter (fun func -> Model.add_callee model ~expr ~func ~context:(-1)))
            (Call_types.callees types f))
  in
  let calls = Extract_events.extract ?indirect ~classify model ids in
  if syntactic_accesses then Extract_accesses.extract ~queries:alias ~atomic_op ~keys model ids;
  (* The code itself: the core derives branches on variables and
     publication flags from it. *)
  ignore (Extract_ir.extract model ids : int);
  let flows = if flows then Extract_flows.extract model ids else 0 in
  (match Ids.function_id ids (Kernel_function.get_vi entry_kf) with
  | Some id -> Model.set_entry model id
  | None -> Self.fatal "entry function %a has no model id" Kernel_function.pretty entry_kf);
  let summary =
    {
      program;
      bases = Model.rows model "bases";
      calls;
      accesses = Model.rows model "accesses";
      flows;
      entry = Kernel_function.get_name entry_kf;
      ids;
    }
  in
  (model, ids, summary)

(* "1 access", "2 accesses". *)
let count n one many = Printf.sprintf "%d %s" n (if n = 1 then one else many)

let pp_summary fmt s =
  let { Extract_program.functions; defined; statements } = s.program in
  Format.fprintf fmt "model: %s (%d defined), %s, %s, %s, %s"
    (count functions "function" "functions")
    defined
    (count statements "statement" "statements")
    (count s.bases "base" "bases")
    (count s.calls "call" "calls")
    (count s.accesses "access" "accesses");
  if s.flows > 0 then Format.fprintf fmt ", %s" (count s.flows "pointer flow" "pointer flows")

let log_summary summary ~reachable =
  let line fmt =
    Format.fprintf fmt "%a; %s reachable from %s" pp_summary summary
      (count reachable "function" "functions")
      summary.entry
  in
  if Enabled.get () then Self.feedback "%t" line;
  if Deadlock_enabled.get () then Deadlock.feedback "%t" line

(* The core's report, one message per block: each race is its own message
   (a warning of category race or may-race, so users can filter them or
   make them errors), then the imprecisions and the verdict. The block
   kinds come from the core; no text is parsed here. *)
let print_report session =
  (* A real program may have thousands of possible races: past
     -racer-max-races of them, they are counted, not printed (the JSON
     report keeps them all). *)
  let limit = Max_races.get () and shown = ref 0 and hidden = ref 0 in
  let say_hidden () =
    if !hidden > 0 then
      Self.feedback "%d more possible race(s) not printed (-racer-max-races 0 prints all; -racer-json keeps all)"
        !hidden;
    hidden := 0
  in
  List.iter
    (fun (kind, body) ->
      match kind with
      | `May_race ->
        if limit = 0 || !shown < limit then begin
          incr shown;
          Self.warning ~wkey:wkey_may_race "%s" body
        end
        else incr hidden
      | `Suppressed ->
        (* Each suppressed finding, listed on demand; their count always. *)
        Self.feedback ~level:2 "%s" body
      | `Race ->
        (* A certain race: a warning of its own category, so that
           -racer-warn-key race=error fails the run on it. *)
        Self.warning ~wkey:wkey_race "%s" body
      | _ ->
        say_hidden ();
        Self.result "%s" body)
    (Session.report_blocks session `Races);
  say_hidden ()

(* A core session over a finished model, run to completion. The caller
   frees it. *)
let dump ?(say = true) ?(suffix = "") session =
  if not (Dump_model.is_empty ()) then begin
    let file = (Dump_model.get () :> string) in
    let file =
      if suffix = "" then file
      else Filename.remove_extension file ^ suffix ^ match Filename.extension file with "" -> ".json" | e -> e
    in
    Session.write_model_json session file;
    if say then Self.feedback "model written to %s" file
  end

(* The core's stages that took a second or more, longest first:
   "locksets 25.3 s, races 13.4 s". *)
let stage_times session =
  let names = Session.column session "stage_times" "name" in
  let ms = Session.column session "stage_times" "milliseconds" in
  List.init (Array.length names) (fun i -> (ms.(i), Session.result_string session names.(i)))
  |> List.filter (fun (m, _) -> m >= 1000)
  |> List.sort (fun (a, _) (b, _) -> compare b a)
  |> List.map (fun (m, name) -> Printf.sprintf "%s %.1f s" name (float_of_int m /. 1000.))
  |> String.concat ", "

(* [eva_fallback]: why the Eva backend's runs did not cover the program,
   when the model is the alias backend's in their stead (the core reports
   each reason as an eva-fallback imprecision and concludes no no-race). *)
(* What Unmodelled_constructs found, set once the models are loaded. *)
let unmodelled = ref []

let run_core ?(alias = false) ?(escape_by_flows = false) ?(eva_fallback = []) ~extra_models ~approximation model =
  let session = Session.create () in
  if !unmodelled <> [] then Session.set_option session "unmodelled" (String.concat "\n" !unmodelled);
  Session.set_option session "context_depth" (string_of_int (Context_depth.get ()));
  Session.set_option session "approximation" approximation;
  Option.iter (fun ms -> Session.set_option session "time_budget" (string_of_int ms)) (Budget.remaining_ms ());
  if eva_fallback <> [] then Session.set_option session "eva_fallback" (String.concat "\n" eva_fallback);
  if Digests.get () <> "all" then Session.set_option session "digests" (Digests.get ());
  List.iter (fun (key, value) -> Session.set_option session key value) (suppression_options ());
  (* The reports speak of what was asked: -deadlock alone gives no race verdict. *)
  (match (Enabled.get (), Deadlock_enabled.get ()) with
   | true, false -> Session.set_option session "analyses" "races"
   | false, true -> Session.set_option session "analyses" "deadlocks"
   | _ -> ());
  if alias then Session.set_option session "alias" "steensgaard";
  (* Recognisers that moved into the core (run on the IR). *)
  (match List.filter recogniser [ "flags"; "lost-ids"; "join-loops" ] with
   | [ _; _; _ ] -> ()
   | [] -> Session.set_option session "recognisers" "none"
   | on -> Session.set_option session "recognisers" (String.concat "," on));
  if escape_by_flows then Session.set_option session "escape" "steensgaard";
  Model.send model session;
  List.iter (Session.load_models_file session) (model_files ());
  List.iter (fun (origin, text) -> Session.load_models_text session ~origin text) extra_models;
  Session.freeze session;
  (* Dump before running: a model the core fails on is exactly what a bug
     report needs. *)
  dump ~say:false session;
  Budget.phase ~parts:(fun () -> stage_times session) "core analysis (threads, locksets, races)" (fun () ->
      Session.run ~yield:Db.yield session);
  session

(* [dot -Tsvg] on a DOT file written next to the SVG; a missing Graphviz is
   a clear error, not a crash. *)
let render_svg session (svg : Filepath.Normalized.t) =
  let svg = (svg :> string) in
  let dot = Filename.temp_file "racer-lock-graph" ".dot" in
  Fun.protect
    ~finally:(fun () -> try Sys.remove dot with Sys_error _ -> ())
    (fun () ->
      Session.write_deadlock_dot session dot;
      let cmd = Printf.sprintf "dot -Tsvg -o %s %s" (Filename.quote svg) (Filename.quote dot) in
      match Sys.command cmd with
      | 0 -> Deadlock.feedback "lock graph rendered to %s" svg
      | 127 -> Deadlock.error "cannot render %s: Graphviz's dot is not installed" svg
      | n -> Deadlock.error "cannot render %s: dot exited with status %d" svg n)

(* The deadlock report: one message per block (the lock graph, each
   deadlock, the dropped cycles, the verdict); deadlocks are warnings of
   category deadlock, possible ones of category may-deadlock. *)
let deadlock_report session =
  List.iter
    (fun (kind, body) ->
      match kind with
      | `Deadlock -> Deadlock.warning ~wkey:wkey_deadlock "%s" body
      | `Possible_deadlock -> Deadlock.warning ~wkey:wkey_may_deadlock "%s" body
      | _ -> Deadlock.result "%s" body)
    (Session.report_blocks ~explain:(Deadlock.verbose_atleast 2) session `Deadlocks);
  let write (option : Filepath.Normalized.t) what f =
    if not (Filepath.Normalized.is_empty option) then begin
      f (option :> string);
      Deadlock.feedback "%s written to %a" what Filepath.Normalized.pretty option
    end
  in
  write (Deadlock_json.get ()) "report" (Session.write_report_json session);
  write (Deadlock_sarif.get ()) "SARIF report" (Session.write_report_sarif session ~findings:`Deadlocks);
  write (Deadlock_dot.get ()) "lock graph" (Session.write_deadlock_dot session);
  if not (Deadlock_svg.is_empty ()) then render_svg session (Deadlock_svg.get ())

(* What the GUI panels show, copied out of the sessions before they are
   freed (Results_state): only when a GUI or -save will read it. *)
let keep_results ~races ~deadlocks summary =
  if Results_state.wanted () then
    match
      Results_of_session.read summary.ids ~races ~deadlocks ~with_races:(Enabled.get ())
        ~with_deadlocks:(Deadlock_enabled.get ())
    with
    | results -> Results_state.set results
    | exception (Racer_core.Error _ | Not_found | Invalid_argument _ as e) ->
      Self.warning "results not kept for the GUI: %s" (Printexc.to_string e)

(* The witness search on a finished session whose verdict is unknown
   (a witnessed race changes it); returns how many races it confirmed. *)
let search_witnesses session summary =
  if Enabled.get () && Witness_steps.get () > 0 && Session.verdict session = `Unknown then begin
    match
      Budget.phase "witness search" (fun () -> Witness_search.confirm ~steps:(Witness_steps.get ()) session summary.ids)
    with
    | n -> n
    | exception (Racer_core.Error _ | Not_found | Invalid_argument _ as e) ->
      Self.warning "witness search stopped: %s" (Printexc.to_string e);
      0
  end
  else 0

let report ~races:session ~deadlocks summary =
  (* Before anything reads the session: a witnessed race changes the verdict. *)
  (match search_witnesses session summary with
  | 0 -> ()
  | n -> Self.feedback "%d race(s) shown by an execution of the program" n);
  (* The dump is the session whose report is shown, so that a replay gives
     that report: the races' session, or the deadlocks' with -deadlock
     alone. When both are asked and the deadlocks come from another session
     (Eva's under run proving a deadlock the over run leaves possible, or a
     certain race of the code alone), that session gets its own dump,
     FILE.deadlocks.json. *)
  dump (if Enabled.get () then session else deadlocks);
  if Enabled.get () && Deadlock_enabled.get () && deadlocks != session then dump ~suffix:".deadlocks" deadlocks;
  (* The core's call graph: functions reachable from the entry, bodiless
     callees included. *)
  (* Counted in the session: a value backend adds bases and accesses. *)
  let summary =
    { summary with bases = Session.rows session "bases"; accesses = Session.rows session "accesses" }
  in
  log_summary summary ~reachable:(Session.rows session "reachable_functions");
  if Deadlock_enabled.get () then deadlock_report deadlocks;
  keep_results ~races:session ~deadlocks summary;
  if Enabled.get () then begin
    print_report session;
    if not (Report_json.is_empty ()) then begin
      let file = Report_json.get () in
      Session.write_report_json session (file :> string);
      Self.feedback "report written to %a" Filepath.Normalized.pretty file
    end;
    if not (Report_sarif.is_empty ()) then begin
      let file = Report_sarif.get () in
      Session.write_report_sarif session ~findings:`Races (file :> string);
      Self.feedback "SARIF report written to %a" Filepath.Normalized.pretty file
    end;
    Svcomp_output.finish session
  end;
  Exit_on_findings.register ~races:session ~deadlocks

(* The backends without values: syntactic, or alias (Steensgaard's
   unification in the core over the plug-in's pointer constraints). *)
let without_values ?eva_fallback ~alias ~classify ~atomic_op ~keys ~extra_models () =
  let model, _, summary =
    Budget.phase "model extraction" (fun () ->
        build_model ~alias ~classify ~atomic_op ~keys ~syntactic_accesses:true ())
  in
  let session = run_core ~alias ?eva_fallback ~extra_models ~approximation:"exact" model in
  Fun.protect ~finally:(fun () -> Session.free session) (fun () ->
      report ~races:session ~deadlocks:session summary)

(* Models Racer derives from the program itself: test-and-set locks written
   as atomic functions (Atomic_locks), as (origin, YAML text) pairs loaded
   after the model files (so dumps carry them). *)
let recognised_models classifier =
  let is_atomic name = Session.classify_function classifier name = `Atomic_function in
  match Atomic_locks.recognise ~is_atomic with
  | [] -> []
  | locks ->
    List.iter
      (fun (l : Atomic_locks.lock) ->
        let say = Printf.sprintf "%s: a test-and-set lock (acquired by %s, released by %s)" l.var
            (String.concat ", " l.acquire) (String.concat ", " l.release) in
        if Enabled.get () then Self.feedback "%s" say;
        if Deadlock_enabled.get () then Deadlock.feedback "%s" say)
      locks;
    [ ("<test-and-set locks of the program>", Atomic_locks.model_text locks) ]

let build_and_run () =
  check_options ();
  (* The models say which functions create threads and which perform
     atomic operations (extraction flags their accesses). *)
  let classifier = Session.create () in
  Fun.protect
    ~finally:(fun () -> Session.free classifier)
    (fun () ->
      List.iter (Session.load_models_file classifier) (model_files ());
      unmodelled := Unmodelled_constructs.find ~classify:(Session.classify_function classifier);
      let atomic_op =
        { Extract_accesses.operation = Session.atomic_operation classifier;
          model_call =
            (fun name ->
              match Session.classify_function classifier name with
              | `Plain | `Atomic_function -> false
              | _ -> true) }
      in
      let extra_models = recognised_models classifier in
      let keys =
        Instance_keys.compute ~slots:(recogniser "slots") ~tickets:(recogniser "tickets")
          ~joins:(recogniser "join-loops")
          ~classify:(Session.classify_function classifier)
          ~lock_spec:(Session.lock_spec classifier)
          ~lvals:(fun s ->
            List.filter_map
              (fun (u : Extract_accesses.lval_use) -> if u.library then None else Some u.lv)
              (Extract_accesses.stmt_lvals ~atomic_op s))
          ()
      in
      let classify = Session.classify_function classifier in
      let syntactic () = without_values ~alias:false ~classify ~atomic_op ~keys ~extra_models () in
      (* The alias backend in the Eva backend's stead (docs/engines.md, "Eva
         fallback"): its session alone, or its whole report. *)
      let alias_races reasons =
        let model, _, summary =
          build_model ~alias:true ~classify ~atomic_op ~keys ~syntactic_accesses:true ()
        in
        (run_core ~alias:true ~eva_fallback:reasons ~extra_models ~approximation:"exact" model, summary)
      in
      let alias_instead why =
        without_values ~eva_fallback:[ why ] ~alias:true ~classify ~atomic_op ~keys ~extra_models ()
      in
      match Value_analysis.get () with
      | "eva" ->
        Eva_backend.run
          ~build_model:(fun ?prune () ->
            build_model ~flows:true ?prune ~classify ~atomic_op ~keys ~syntactic_accesses:false ())
          ~run_core:(fun ~approximation model -> run_core ~escape_by_flows:true ~extra_models ~approximation model)
          ~code_only:(fun () ->
            let model, _, summary = build_model ~classify ~atomic_op ~keys ~syntactic_accesses:true () in
            (run_core ~extra_models ~approximation:"exact" model, summary))
          ~alias_races
          ~witnesses:(fun session summary ->
            match search_witnesses session summary with
            | 0 -> ()
            | n -> Self.debug ~level:1 "%d race(s) of the under run shown by an execution" n)
          ~report
          ~classify:(Session.classify_function classifier) ~atomic_op ~keys ~fallback:alias_instead
      | "alias" -> without_values ~alias:true ~classify ~atomic_op ~keys ~extra_models ()
      | _ -> syntactic ())

(* A core error is a user-visible failure with a message that says what and
   where: report it as such, without a backtrace. *)
let analyse () =
  Budget.start ();
  Witness_search.forget ();
  try build_and_run ()
  with Racer_core.Error e -> Self.abort "%s" (Racer_core.error_to_string e)

(* Memoised per project: the kernel clears this state when the AST or one
   of the options changes, so -then re-runs only when something changed. *)
let run, _ = State_builder.apply_once "Racer.Pipeline.run" (Ast.self :: Options.states) analyse
