(* Source-view marks of race accesses and picked statements (see
   source_marks.mli). Plain tables, not projectified: they mirror the
   current project's state and are rebuilt on every GUI reset. *)

let races : (int, Race_marks.mark) Hashtbl.t = Hashtbl.create 17
let picked : (int, unit) Hashtbl.t = Hashtbl.create 7

let set_results results =
  Hashtbl.reset races;
  Option.iter (fun r -> List.iter (fun (sid, m) -> Hashtbl.replace races sid m) (Race_marks.marks r)) results

let set_picked sids =
  Hashtbl.reset picked;
  List.iter (fun sid -> Hashtbl.replace picked sid ()) sids

let highlighter (buffer : Design.reactive_buffer) loc ~start ~stop =
  match loc with
  | Pretty_source.PStmt (_, s) ->
    let tag name props = Gtk_helper.make_tag buffer#buffer ~name props in
    (match Hashtbl.find_opt races s.Cil_types.sid with
    | Some Race_marks.Must ->
      Gtk_helper.apply_tag buffer#buffer (tag "racer-must-race" [ `BACKGROUND "#ffc8c8" ]) start stop
    | Some Race_marks.May ->
      Gtk_helper.apply_tag buffer#buffer (tag "racer-may-race" [ `BACKGROUND "#ffe4b8" ]) start stop
    | None -> ());
    if Hashtbl.mem picked s.sid then
      Gtk_helper.apply_tag buffer#buffer
        (tag "racer-picked" [ `BACKGROUND "#b8d4ff"; `WEIGHT `BOLD ])
        start stop
  | _ -> ()

let register (main_ui : Design.main_window_extension_points) =
  main_ui#register_source_highlighter highlighter
