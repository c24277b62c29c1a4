(* The "Threads" tab (see threads_panel.mli). *)

let create (env : Panel_env.t) notebook =
  let box = Panel_env.page notebook "Threads" in
  let paned = GPack.paned `HORIZONTAL ~packing:(Panel_env.filling box) () in
  let left = GPack.vbox ~packing:(fun w -> paned#pack1 ~resize:true ~shrink:true w) () in
  let right = GPack.vbox ~packing:(fun w -> paned#pack2 ~resize:true ~shrink:true w) () in
  paned#set_position 560;
  let count = Panel_env.label ~packing:(Panel_env.fixed left) in
  let threads = String_table.create ~titles:Threads_rows.thread_columns ~packing:(Panel_env.filling left) () in
  let title = Panel_env.label ~packing:(Panel_env.fixed right) in
  let parallel =
    String_table.create ~titles:Threads_rows.parallel_columns ~packing:(Panel_env.filling right) ()
  in
  let shown = ref [||] in
  String_table.on_select threads (fun i ->
      if i < Array.length !shown then Option.iter (fun s -> env.show [ s ]) !shown.(i).Threads_rows.target);
  let refresh () =
    let results = env.results () and selected = env.selected () in
    let rows = match results with Some r -> Threads_rows.threads r | None -> [] in
    shown := Array.of_list rows;
    count#set_text
      (match results with
      | None -> "No Racer results: run frama-c-gui with -racer or -deadlock."
      | Some _ -> Printf.sprintf "Thread graph: %d thread%s" (List.length rows) (if List.length rows = 1 then "" else "s"));
    String_table.set_rows threads (List.map (fun (r : Threads_rows.row) -> (r.cells, false)) rows);
    title#set_text (Threads_rows.title results selected);
    let par =
      match (results, selected) with Some r, Some s -> Threads_rows.parallel r ~sid:s.sid | _ -> []
    in
    String_table.set_rows parallel (List.map (fun (r : Threads_rows.row) -> (r.cells, false)) par);
    env.log (Printf.sprintf "threads panel: %d threads, %d parallel rows" (List.length rows) (List.length par))
  in
  { Panel_env.refresh; pick_first = (fun () -> String_table.select threads 0) }
