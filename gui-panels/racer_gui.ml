(* The Racer GUI extension (see racer_gui.mli). *)

(* -racer-msg-key gui: one line per panel refresh, for tests and bug
   reports ("racer-gui" lines). *)
let dkey = Options.Self.register_category "gui"
let log line = Options.Self.feedback ~dkey "racer-gui: %s" line

(* The statement selected in the source view: GUI state, not analysis
   state, so a plain reference (it is dropped on every reset). *)
let selected : Results_data.stmt option ref = ref None

(* Called by every GUI reset (after a run from the launcher, a load, a
   reparse): set by [main]. *)
let on_reset = ref ignore

(* The first statement worth showing: the first access of the first race
   (must-races first), else the first acquisition of a deadlock. *)
let first_finding (r : Results_data.t) =
  let race =
    match r.races with
    | Some rs -> (
      match Races_rows.rows ~show_may:true rs with row :: _ -> Some (fst row.accesses) | [] -> None)
    | None -> None
  in
  let deadlock () =
    match r.deadlocks with
    | Some d -> (
      match Lock_graph_rows.cycles d with { Lock_graph_rows.targets = s :: _; _ } :: _ -> Some s | _ -> None)
    | None -> None
  in
  match race with Some _ -> race | None -> deadlock ()

(* The tab shown at start-up: RACER_GUI_PAGE (a tab title, for screenshots
   of a given tab), else Races when there are results. *)
let start_page (notebook : GPack.notebook) pages =
  let wanted = Option.value ~default:"Races" (Sys.getenv_opt "RACER_GUI_PAGE") in
  match List.assoc_opt wanted pages with
  | Some page -> notebook#goto_page (notebook#page_num page)
  | None -> log (Printf.sprintf "no tab named %S" wanted)

let main (main_ui : Design.main_window_extension_points) =
  let show stmts =
    Source_marks.set_picked (List.map (fun (s : Results_data.stmt) -> s.sid) stmts);
    (match stmts with s :: _ -> Source_nav.show main_ui s | [] -> ());
    main_ui#rehighlight ()
  in
  let env =
    { Panel_env.main = main_ui; results = Results_state.get; selected = (fun () -> !selected); show; log }
  in
  let notebook = main_ui#lower_notebook in
  let before = notebook#children in
  let races = Races_panel.create env notebook in
  let locksets = Locksets_panel.create env notebook in
  let graph = Lock_graph_panel.create env notebook in
  let threads = Threads_panel.create env notebook in
  let pages =
    List.filter (fun w -> not (List.mem w before)) notebook#children
    |> List.map (fun w -> (notebook#get_tab_label w |> GMisc.label_cast)#text, w)
  in
  Source_marks.register main_ui;
  let refresh_selection () = locksets (); threads () in
  let refresh () =
    let results = Results_state.get () in
    Source_marks.set_results results;
    Source_marks.set_picked [];
    races ();
    graph ();
    refresh_selection ();
    main_ui#rehighlight ()
  in
  main_ui#register_source_selector (fun _menu _ui ~button:_ loc ->
      match Source_nav.selected_stmt loc with
      | Some s ->
        selected := Some (Source_nav.of_stmt s);
        refresh_selection ()
      | None -> ());
  on_reset := (fun () -> selected := None; refresh ());
  refresh ();
  (* Once the window is up (the GUI selects main and shows its own tabs
     first): the first finding selected, so every tab has something to
     show, and the chosen tab in front. *)
  ignore
    (GMain.Idle.add ~prio:300 (fun () ->
         selected := Option.bind (Results_state.get ()) first_finding;
         if !selected <> None then begin
           refresh_selection ();
           Option.iter (fun s -> show [ s ]) !selected
         end;
         if Results_state.get () <> None then start_page notebook pages;
         log (Printf.sprintf "ready (%s)" (if Results_state.get () = None then "no results" else "results shown"));
         false))

let () =
  Design.register_extension main;
  Design.register_reset_extension (fun _ -> !on_reset ())
