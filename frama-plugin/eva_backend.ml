(* The Eva backend (see eva_backend.mli). *)

module Session = Racer_core.Session
open Options

type strategy = Eva_threads.strategy = Under | Over

let strategy_name = function Under -> "under" | Over -> "over"

(* Eva speaks once per run otherwise (several runs per thread analysis);
   only when the user left its verbosity alone. *)
let quiet_eva () =
  (match Dynamic.Parameter.Int.get "-eva-verbose" () with
  | 1 -> Dynamic.Parameter.Int.set "-eva-verbose" 0
  | _ | (exception _) -> ());
  (* Every call stack must keep its states (the contexts of the facts):
     no reuse of an earlier analysis of the same call. *)
  (try Dynamic.Parameter.Bool.off "-eva-memexec" () with _ -> ());
  (* Eva's alarms (overflows, ...) concern the program's sequential
     behaviour, repeated per run: silenced unless asked for. *)
  match Dynamic.Parameter.String.get "-eva-warn-key" () with
  | "" -> Dynamic.Parameter.String.set "-eva-warn-key" "alarm=inactive"
  | _ | (exception _) -> ()

(* The thread analysis of one strategy in a project of its own (the user's
   project, its Eva results and -then chains stay untouched), its facts
   added to [model]. None when the analysis gives nothing usable. *)
let thread_analysis strategy ~classify model ids =
  let is_create name = classify name = `Thread_create in
  let facts = Eva_facts.create ~depth:(Context_depth.get ()) in
  let thread ~create ~entry =
    let create = match create with None -> -1 | Some s -> Option.value ~default:(-1) (Ids.stmt_id ids s) in
    let entry = Option.value ~default:(-1) (Ids.function_id ids (Kernel_function.get_vi entry)) in
    { Eva_facts.create; entry }
  in
  let on_run ~create ~entry = Eva_facts.collect facts ids (thread ~create ~entry) in
  let project = Project.create_by_copy ~last:false ("racer eva " ^ strategy_name strategy) in
  let outcome =
    Fun.protect
      ~finally:(fun () -> Project.remove ~project ())
      (fun () ->
        Project.on project
          (fun () ->
            quiet_eva ();
            let n = Eva_model_calls.install ~classify in
            Self.debug ~level:1 "%d library functions of the models computed by builtins" n;
            (match strategy with
            | Over ->
              let n = Over_transform.apply () in
              Self.feedback ~level:2 "over-approximation: %d assignments made optional" n
            | Under -> ());
            Eva_threads.analyse strategy ~is_create ~on_run)
          ())
  in
  List.iter (fun n -> Self.warning "%s" n) outcome.notes;
  Self.feedback "Eva thread analysis (%s): %d thread(s), %d Eva run(s)%s"
    (strategy_name strategy) outcome.threads outcome.runs
    (match Eva_facts.unresolved facts with
    | 0 -> ""
    | n -> Printf.sprintf ", %d access(es) of unbounded address" n);
  if strategy = Over && ((not outcome.converged) || outcome.cut) then None
  else begin
    Eva_facts.emit facts model;
    Some ()
  end

let strategies () =
  match Thread_approx.get () with "under" -> [ Under ] | "over" -> [ Over ] | _ -> [ Over; Under ]

let run ~build_model ~run_core ~report ~classify =
  let analysed strategy =
    let model, ids, summary = build_model () in
    match thread_analysis strategy ~classify model ids with
    | None -> None
    | Some () -> Some (run_core ~approximation:(strategy_name strategy) model, summary)
  in
  let finish (session, summary) =
    Fun.protect ~finally:(fun () -> Session.free session) (fun () -> report session summary)
  in
  match strategies () with
  | [ Over; Under ] -> (
    (* Combined: the over run may only prove absence, the under run may
       only prove races; anything else is unknown. *)
    match analysed Over with
    | Some ((session, _) as over) when Session.verdict session = `No_race -> finish over
    | over -> (
      match analysed Under with
      | Some ((session, _) as under) when Session.verdict session = `Race ->
        Option.iter (fun (s, _) -> Session.free s) over;
        finish under
      | under -> (
        match over with
        | Some o ->
          Option.iter (fun (s, _) -> Session.free s) under;
          finish o
        | None -> (
          match under with
          | Some u -> finish u
          | None -> Self.abort "the Eva thread analysis gave no result"))))
  | strategies -> (
    match List.filter_map analysed strategies with
    | [ one ] -> finish one
    | _ ->
      Self.abort "the %s thread analysis did not converge; use %s under or combined"
        (String.concat "/" (List.map strategy_name strategies))
        Thread_approx.option_name)
