(* The "Races" tab (see races_panel.mli). *)

let create (env : Panel_env.t) notebook =
  let box = Panel_env.page notebook "Races" in
  let top = GPack.hbox ~spacing:8 ~packing:(Panel_env.fixed box) () in
  let verdict = Panel_env.label ~packing:(Panel_env.filling top) in
  let show_may = GButton.check_button ~label:"Show may-races" ~active:true ~packing:(Panel_env.fixed top) () in
  let table = String_table.create ~titles:Races_rows.columns ~packing:(Panel_env.filling box) () in
  let shown = ref [||] in
  let refresh () =
    let races = Option.bind (env.results ()) (fun r -> r.Results_data.races) in
    verdict#set_text (Races_rows.verdict races);
    let rows =
      match races with None -> [] | Some rs -> Races_rows.rows ~show_may:show_may#active rs
    in
    shown := Array.of_list rows;
    String_table.set_rows table (List.map (fun (r : Races_rows.row) -> (r.cells, r.must)) rows);
    env.log (Printf.sprintf "races panel: %d rows" (List.length rows))
  in
  String_table.on_select table (fun i ->
      if i < Array.length !shown then
        let a, b = !shown.(i).accesses in
        env.show [ a; b ]);
  ignore (show_may#connect#toggled ~callback:refresh);
  { Panel_env.refresh; pick_first = (fun () -> String_table.select table 0) }
