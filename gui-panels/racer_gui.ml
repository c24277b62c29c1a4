(* The Racer GUI extension (see racer_gui.mli). *)

(* -racer-msg-key gui: one line per panel refresh, for tests and bug
   reports ("racer-gui" lines). *)
let dkey = Options.Self.register_category "gui"
let log line = Options.Self.feedback ~dkey "racer-gui: %s" line

(* The statement selected in the source view: GUI state, not analysis
   state, so a plain reference (checked on every reset). *)
let selected : Results_data.stmt option ref = ref None

(* Called by every GUI reset (after a run from the launcher, a load, a
   reparse): set by [main]. *)
let on_reset = ref ignore

(* The tab shown at start-up: RACER_GUI_PAGE (a tab title, for screenshots
   of a given tab), else Races. *)
let start_page () = Option.value ~default:"Races" (Sys.getenv_opt "RACER_GUI_PAGE")

(* The statement of the first finding: the first access of the first race
   (must-races first), else the first acquisition of the first deadlock. *)
let first_finding (r : Results_data.t) =
  let race =
    match r.races with
    | Some rs -> (
      match Races_rows.rows ~show_may:true rs with row :: _ -> Some (fst row.accesses) | [] -> None)
    | None -> None
  in
  match race with
  | Some _ -> race
  | None -> (
    match r.deadlocks with
    | Some d -> (
      match Lock_graph_rows.cycles d with { Lock_graph_rows.targets = s :: _; _ } :: _ -> Some s | _ -> None)
    | None -> None)

let goto_page (notebook : GPack.notebook) pages wanted =
  match List.assoc_opt wanted pages with
  | Some page -> notebook#goto_page (notebook#page_num page)
  | None -> log (Printf.sprintf "no tab named %S" wanted)

let main (main_ui : Design.main_window_extension_points) =
  let notebook = main_ui#lower_notebook in
  let before = notebook#children in
  (* Tabs that follow the selected statement, known once created. *)
  let followers = ref [] in
  let refresh_selection () = List.iter (fun (p : Panel_env.panel) -> p.refresh ()) !followers in
  let show stmts =
    Source_marks.set_picked (List.map (fun (s : Results_data.stmt) -> s.sid) stmts);
    (match stmts with
    | s :: _ ->
      Source_nav.show main_ui s;
      selected := Some s;
      refresh_selection ()
    | [] -> ());
    main_ui#rehighlight ()
  in
  let env =
    { Panel_env.results = Results_state.get; selected = (fun () -> !selected); show; log }
  in
  let races = Races_panel.create env notebook in
  let locksets = Locksets_panel.create env notebook in
  let graph = Lock_graph_panel.create env notebook in
  let threads = Threads_panel.create env notebook in
  followers := [ locksets; threads ];
  let pages =
    List.filter (fun w -> not (List.mem w before)) notebook#children
    |> List.map (fun w -> ((notebook#get_tab_label w |> GMisc.label_cast)#text, w))
  in
  Source_marks.register main_ui;
  let refresh () =
    Source_marks.set_results (Results_state.get ());
    Source_marks.set_picked [];
    List.iter (fun (p : Panel_env.panel) -> p.refresh ()) [ races; graph; locksets; threads ];
    main_ui#rehighlight ()
  in
  main_ui#register_source_selector (fun _menu _ui ~button:_ loc ->
      match Source_nav.selected_stmt loc with
      | Some s ->
        selected := Some (Source_nav.of_stmt s);
        refresh_selection ()
      | None -> ());
  on_reset :=
    (fun () ->
      (* A reset follows a run from the launcher, a load or a reparse: the
         selection survives when its statement does, else the Locksets and
         Threads tabs show the first finding (the source view is left
         where the GUI puts it). *)
      selected :=
        (match !selected with
        | Some s when Source_nav.still_there s -> Some s
        | _ -> Option.bind (Results_state.get ()) first_finding);
      refresh ());
  refresh ();
  (* Once the window is up (the GUI first selects main and shows its own
     tabs): the first finding picked as a click would pick it, so the
     source view shows it and every tab has something to show, and the
     chosen tab in front. The lock tabs prefer a deadlock, the others a
     race. *)
  ignore
    (GMain.Idle.add ~prio:300 (fun () ->
         let page = start_page () in
         if Results_state.get () <> None then begin
           let order =
             if page = "Locksets" || page = "Lock graph" then [ graph; races ] else [ races; graph ]
           in
           ignore (List.exists (fun (p : Panel_env.panel) -> p.pick_first ()) order);
           goto_page notebook pages page
         end;
         log (Printf.sprintf "ready (%s)" (if Results_state.get () = None then "no results" else "results shown"));
         false))

let () =
  Design.register_extension main;
  Design.register_reset_extension (fun _ -> !on_reset ())
