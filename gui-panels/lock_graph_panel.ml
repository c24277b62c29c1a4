(* The "Lock graph" tab (see lock_graph_panel.mli). *)

(* [dot -Tpng] of the core's DOT text; None without Graphviz or on failure
   (the tables still show everything). *)
let render dot =
  let file = Filename.temp_file "racer-gui-lock-graph" ".dot" in
  let png = Filename.chop_suffix file ".dot" ^ ".png" in
  Fun.protect
    ~finally:(fun () -> try Sys.remove file with Sys_error _ -> ())
    (fun () ->
      let oc = open_out_bin file in
      Fun.protect ~finally:(fun () -> close_out oc) (fun () -> output_string oc dot);
      let cmd =
        Printf.sprintf "dot -Tpng -o %s %s 2>/dev/null" (Filename.quote png) (Filename.quote file)
      in
      if Sys.command cmd = 0 then Some png else None)

let create (env : Panel_env.t) notebook =
  let box = Panel_env.page notebook "Lock graph" in
  let verdict = Panel_env.label ~packing:(Panel_env.fixed box) in
  (* The lower notebook is wide and low: tables side by side. Left: the
     edges over the acquisitions of the selected edge; then the cycles;
     then the drawing. *)
  let paned = GPack.paned `HORIZONTAL ~packing:(Panel_env.filling box) () in
  let left = GPack.paned `VERTICAL ~packing:(fun w -> paned#pack1 ~resize:true ~shrink:true w) () in
  let right = GPack.paned `HORIZONTAL ~packing:(fun w -> paned#pack2 ~resize:true ~shrink:true w) () in
  paned#set_position 520;
  right#set_position 420;
  let edges =
    String_table.create ~titles:Lock_graph_rows.edge_columns
      ~packing:(fun w -> left#pack1 ~resize:true ~shrink:true w) ()
  in
  let acquisitions =
    String_table.create ~titles:Lock_graph_rows.acquisition_columns
      ~packing:(fun w -> left#pack2 ~resize:true ~shrink:true w) ()
  in
  let cycles =
    String_table.create ~titles:Lock_graph_rows.cycle_columns
      ~packing:(fun w -> right#pack1 ~resize:true ~shrink:true w) ()
  in
  let picture =
    GBin.scrolled_window ~hpolicy:`AUTOMATIC ~vpolicy:`AUTOMATIC
      ~packing:(fun w -> right#pack2 ~resize:true ~shrink:true w) ()
  in
  let image = GMisc.image ~packing:picture#add_with_viewport () in
  let note = ref "" in
  let shown_edges = ref [||] and shown_acquisitions = ref [||] and shown_cycles = ref [||] in
  let fill table shown rows =
    shown := Array.of_list rows;
    String_table.set_rows table (List.map (fun (r : Lock_graph_rows.row) -> (r.cells, r.hot)) rows)
  in
  let pick shown i = if i < Array.length !shown then env.show !shown.(i).Lock_graph_rows.targets in
  let deadlocks () = Option.bind (env.results ()) (fun r -> r.Results_data.deadlocks) in
  String_table.on_select edges (fun i ->
      pick shown_edges i;
      match deadlocks () with
      | Some d when i < List.length d.edges ->
        fill acquisitions shown_acquisitions (Lock_graph_rows.acquisitions (List.nth d.edges i))
      | _ -> ());
  (* Until an edge is selected, the acquisitions of every edge. *)
  let all_acquisitions d = List.concat_map Lock_graph_rows.acquisitions d.Results_data.edges in
  String_table.on_select acquisitions (pick shown_acquisitions);
  String_table.on_select cycles (pick shown_cycles);
  let refresh () =
    let d = deadlocks () in
    fill acquisitions shown_acquisitions (match d with Some d -> all_acquisitions d | None -> []);
    (match d with
    | None ->
      fill edges shown_edges [];
      fill cycles shown_cycles [];
      image#clear ();
      note := ""
    | Some d ->
      fill edges shown_edges (Lock_graph_rows.edges d);
      fill cycles shown_cycles (Lock_graph_rows.cycles d);
      (match if d.edges = [] then None else render d.dot with
      | Some png ->
        image#set_file png;
        (try Sys.remove png with Sys_error _ -> ());
        note := ""
      | None ->
        image#clear ();
        note := if d.edges = [] then "" else " (install Graphviz to see the graph drawn)"));
    verdict#set_text (Lock_graph_rows.verdict d ^ !note);
    env.log
      (Printf.sprintf "lock graph panel: %d edges, %d cycles, graph %s" (Array.length !shown_edges)
         (Array.length !shown_cycles)
         (if image#storage_type = `EMPTY then "not drawn" else "drawn"))
  in
  (* The first cycle when it has acquisitions to show: a deadlock. *)
  let pick_first () =
    Array.length !shown_cycles > 0
    && !shown_cycles.(0).Lock_graph_rows.targets <> []
    && String_table.select cycles 0
  in
  { Panel_env.refresh; pick_first }
