(* The "Locksets" tab (see locksets_panel.mli). *)

let create (env : Panel_env.t) notebook =
  let box = Panel_env.page notebook "Locksets" in
  let title = Panel_env.label ~packing:(Panel_env.fixed box) in
  let table = String_table.create ~titles:Locksets_rows.columns ~packing:(Panel_env.filling box) () in
  let refresh () =
    let results = env.results () and selected = env.selected () in
    title#set_text (Locksets_rows.title results selected);
    let rows =
      match (results, selected) with
      | Some r, Some s -> Locksets_rows.rows r ~sid:s.sid
      | _ -> []
    in
    String_table.set_rows table (List.map (fun (r : Locksets_rows.row) -> (r.cells, false)) rows);
    env.log (Printf.sprintf "locksets panel: %d rows" (List.length rows))
  in
  (* Its rows follow the selected statement: nothing to pick. *)
  { Panel_env.refresh; pick_first = (fun () -> false) }
