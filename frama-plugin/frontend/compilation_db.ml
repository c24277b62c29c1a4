(* Input files from a JSON compilation database (see compilation_db.mli).
   The database is read here only for its file list; the flags are the
   kernel's business (-json-compilation-database), so both read the same
   entries the same way. *)

open Options

(* PATH, or PATH/compile_commands.json for a directory, as the kernel's
   -json-compilation-database takes it. *)
let database_file path =
  if Sys.file_exists path && Sys.is_directory path then Filename.concat path "compile_commands.json"
  else path

let languages_kept = [ ".c"; ".i" ]

(* "entry 3 (file \"src/a.c\")": how an error names an entry, 1-based like
   an editor's line numbers. *)
let entry_name i fields =
  match List.assoc_opt "file" fields with
  | Some (`String f) -> Printf.sprintf "entry %d (file %S)" (i + 1) f
  | _ -> Printf.sprintf "entry %d" (i + 1)

(* The absolute path of one entry's source file, or None for a file of
   another language. *)
let entry_file ~db ~db_dir i entry =
  let fields =
    match entry with
    | `Assoc fields -> fields
    | _ -> Self.abort "compilation database %s: entry %d: not a JSON object" db (i + 1)
  in
  let fail fmt = Self.abort ("compilation database %s: %s: " ^^ fmt) db (entry_name i fields) in
  let string name =
    match List.assoc_opt name fields with
    | Some (`String s) when s <> "" -> Some s
    | None | Some `Null -> None
    | Some _ -> fail "\"%s\" is not a non-empty string" name
  in
  let file = match string "file" with Some f -> f | None -> fail "no \"file\"" in
  let directory = match string "directory" with Some d -> d | None -> fail "no \"directory\"" in
  (* The kernel needs one of them for the flags; without, it would stop
     later with a message that names no entry. *)
  (match (List.assoc_opt "arguments" fields, List.assoc_opt "command" fields) with
  | Some (`List (_ :: _ as args)), _ when List.for_all (function `String _ -> true | _ -> false) args -> ()
  | _, Some (`String _) -> ()
  | _ -> fail "no \"arguments\" (a list of strings) and no \"command\" (a string)");
  let directory = if Filename.is_relative directory then Filename.concat db_dir directory else directory in
  (* Case matters: [.C] is C++ (GCC's rule). *)
  if not (List.mem (Filename.extension file) languages_kept) then begin
    Self.feedback ~level:2 "compilation database %s: %s skipped (not C)" db file;
    None
  end
  else
    let path = Filepath.Normalized.of_string ~base_name:directory file in
    if not (Sys.file_exists (path :> string)) then fail "%s does not exist" (path :> string);
    Some path

let read path =
  let db = database_file path in
  if not (Sys.file_exists db) then
    Self.abort "compilation database %s: no such file%s" db
      (if db <> path then Printf.sprintf " (in directory %s)" path else "");
  let json =
    (* Any failure of the parser is the database's fault: reported as such,
       never as a crash. *)
    try Json.load_file db with
    | Json.Error (_, line, msg) -> Self.abort "compilation database %s:%d: not valid JSON: %s" db line msg
    | e -> Self.abort "compilation database %s: not valid JSON: %s" db (Printexc.to_string e)
  in
  let entries =
    match json with
    | `List entries -> entries
    | _ -> Self.abort "compilation database %s: not a JSON array of entries" db
  in
  let db_dir = Filename.dirname (Filepath.Normalized.of_string db :> string) in
  let all = List.mapi (entry_file ~db ~db_dir) entries in
  let files = List.filter_map Fun.id all in
  (* One file compiled twice (two targets, two configurations) is analysed
     once. *)
  let files =
    List.rev
      (List.fold_left
         (fun kept f -> if List.exists (Filepath.Normalized.equal f) kept then kept else f :: kept)
         [] files)
  in
  if entries = [] then Self.abort "compilation database %s: no entries (is the project configured?)" db;
  if files = [] then
    Self.abort "compilation database %s: no C file among its %d entries" db (List.length entries);
  let skipped = List.length (List.filter Option.is_none all) in
  Self.feedback "compilation database %s: %d C file(s)%s" db (List.length files)
    (if skipped = 0 then "" else Printf.sprintf ", %d entry(ies) of other languages skipped" skipped);
  (Filepath.Normalized.of_string db, files)

(* Read once per project and value of the option: the hooks below run at
   each -then step, and twice when the command line names files too. *)
module Files =
  State_builder.Option_ref
    (Datatype.Pair (Datatype.Filepath) (Datatype.List (Datatype.Filepath)))
    (struct
      let name = "Racer.Compilation_db.Files"
      let dependencies = [ Options.Compilation_db.self ]
    end)

let same_database a b =
  Filepath.Normalized.equal a (Filepath.Normalized.of_string (database_file (b : Filepath.Normalized.t :> string)))

let add_files () =
  match Options.Compilation_db.get () with
  | "" -> ()
  | path ->
    let db, files = Files.memo (fun () -> read path) in
    let flags = Kernel.JsonCompilationDatabase.get () in
    if Filepath.Normalized.is_empty flags then Kernel.JsonCompilationDatabase.set db
    else if not (same_database db flags) then
      Self.abort "-racer-compilation-db %s and -json-compilation-database %s name different databases"
        (db :> string) (flags :> string);
    let given = Kernel.Files.get () in
    (match List.filter (fun f -> not (List.exists (Filepath.Normalized.equal f) given)) files with
    | [] -> ()
    | added -> Kernel.Files.set (given @ added))

let install () =
  Cmdline.run_after_configuring_stage add_files;
  Cmdline.run_after_setting_files (fun _ -> add_files ())
