(* Panels' statements to the GUI's source view (see source_nav.mli). *)

let of_stmt (s : Cil_types.stmt) =
  let pos = fst (Cil_datatype.Stmt.loc s) in
  { Results_data.sid = s.sid; file = pos.Filepath.pos_path |> Filepath.Normalized.to_pretty_string; line = pos.pos_lnum }

let selected_stmt loc =
  match Pretty_source.ki_of_localizable loc with Cil_types.Kstmt s -> Some s | Kglobal -> None

let still_there (s : Results_data.stmt) =
  match Kernel_function.find_from_sid s.sid with
  | stmt, _ -> (of_stmt stmt).line = s.line
  | exception Not_found -> false

let show (main_ui : Design.main_window_extension_points) (s : Results_data.stmt) =
  match Kernel_function.find_from_sid s.sid with
  | stmt, kf ->
    main_ui#select_or_display_global (Kernel_function.get_global kf);
    main_ui#view_stmt stmt
  | exception Not_found -> ()
