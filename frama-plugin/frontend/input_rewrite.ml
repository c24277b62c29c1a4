(* Rewriting of the inputs before parsing (see input_rewrite.mli).

   Why a replacement of the AST's initialisation rather than moving the
   files to File.pre_register: Kernel.Files then keeps the user's file list
   (saved with -save, shown by the GUI), no "no input file" warning appears,
   and the order of the files is kept. The rewritten entries are NeedCPP
   entries whose command Frama-C runs itself (File.parse_cabs), so
   -cpp-command, -cpp-extra-args(-per-file), JSON compilation databases,
   machdep flags and annotation preprocessing all keep working. *)

let atomic_attribute = "racer_atomic"

(* CIL already keeps an attribute it does not know on the type; registering
   it as a type attribute makes the contract of the .mli explicit. *)
let () = Cil.registerAttribute atomic_attribute Cil.AttrType

let plain_attribute = "racer_plain"

let () = Cil.registerAttribute plain_attribute Cil.AttrType

let active () = Options.analysis_enabled () && Options.Rewrite.get ()

let tool () =
  match Options.Rewrite_tool.get () with "" -> Build_config.racer_cpp | t -> t

(* A literal argument of a preprocessing command: quoted for the shell, and
   with % doubled, since Frama-C substitutes its placeholders (%i, %args...)
   anywhere in the command, file names included. *)
let q s = Str.global_replace (Str.regexp_string "%") "%%" (Filename.quote s)

(* --- Commands ------------------------------------------------------------ *)

(* The placeholders Frama-C substitutes in a preprocessing command, as its
   File.replace_in_cpp_cmd finds them: %% (a literal %), %args, %i, %o, ... *)
let placeholder = Str.regexp "%%\\|%[a-z0-9]+"

let placeholders cmd =
  let rec loop from acc =
    match Str.search_forward placeholder cmd from with
    | exception Not_found -> List.rev acc
    | at ->
      let m = Str.matched_string cmd in
      loop (at + String.length m) ((at, m) :: acc)
  in
  loop 0 []

(* [cmd] with Racer's headers on the include path ahead of Frama-C's libc
   (which %args holds), and with explicit placeholders, since the rewriting
   step appended after it uses some (Frama-C appends "%args %i -o %o" only to
   a command that has none). *)
let with_racer_headers cmd =
  let include_arg = "-I" ^ q Build_config.include_dir in
  let marks = placeholders cmd in
  match List.find_opt (fun (_, m) -> m = "%args") marks with
  | Some (at, _) ->
    String.sub cmd 0 at ^ include_arg ^ " " ^ String.sub cmd at (String.length cmd - at)
  | None when marks = [] -> cmd ^ " " ^ include_arg ^ " %args %i -o %o"
  | None -> (
    (* A command without %args gets none of Frama-C's arguments: Racer's
       go right after the program's name. *)
    let cmd = String.trim cmd in
    match String.index_opt cmd ' ' with
    | Some i -> String.sub cmd 0 i ^ " " ^ include_arg ^ String.sub cmd i (String.length cmd - i)
    | None -> cmd ^ " " ^ include_arg)

(* racer-cpp rewrites [input] into [output]; "--input %i" lets it tell the
   user's file from Frama-C's own temporary files (annotation
   preprocessing runs the same command again), which it copies unchanged. *)
let rewrite_step ~origin ~report ~input ~output =
  String.concat " "
    [ q (tool ()); "--origin"; q origin; "--input"; "%i"; "--report"; q report; input; output ]

(* --- Plans: one per input file ------------------------------------------ *)

type plan = {
  file : Filepath.Normalized.t;
  entry : File.file;  (** what Frama-C parses *)
  report : string option;  (** racer-cpp's report, written when it ran *)
}

let new_report () =
  let path = Extlib.temp_file_cleanup_at_exit "racer_rewrite" ".tsv" in
  (* Absent until racer-cpp writes it: its presence says racer-cpp ran. *)
  Extlib.safe_remove path;
  path

let plan file =
  match File.from_filename file with
  | File.NeedCPP (path, cmd, extra, kind) ->
    let report = new_report () in
    let origin = (path :> string) in
    let cmd =
      Printf.sprintf "(%s) && %s" (with_racer_headers cmd)
        (rewrite_step ~origin ~report ~input:"%o" ~output:"%o")
    in
    { file; entry = File.NeedCPP (path, cmd, extra, kind); report = Some report }
  | File.NoCPP path ->
    (* A .i file: racer-cpp alone; Not_gnu, so that Frama-C does not try to
       preprocess its annotations with it. *)
    let report = new_report () in
    let cmd = rewrite_step ~origin:(path :> string) ~report ~input:"%i" ~output:"%o" in
    { file; entry = File.NeedCPP (path, cmd, [], File.Not_gnu); report = Some report }
  | File.External _ as entry -> { file; entry; report = None }

(* --- Reports ------------------------------------------------------------- *)

type rewrite = { kind : string; at_file : string; line : int; detail : string }

let read_report path =
  match open_in path with
  | exception Sys_error _ -> None
  | ic ->
    let rec lines acc =
      match input_line ic with
      | exception End_of_file -> List.rev acc
      | l -> (
        match String.split_on_char '\t' l with
        | [ kind; at_file; line; detail ] ->
          let line = Option.value ~default:0 (int_of_string_opt line) in
          lines ({ kind; at_file; line; detail } :: acc)
        | _ -> lines acc)
    in
    let result = lines [] in
    close_in ic;
    Some result

let in_racer_headers r =
  let dir = Build_config.include_dir ^ "/" in
  String.length r.at_file >= String.length dir
  && String.sub r.at_file 0 (String.length dir) = dir

(* "atomic-qualifier 2, prototype 1", kinds in alphabetical order. *)
let counts rewrites =
  let order = List.sort_uniq compare (List.map (fun r -> r.kind) rewrites) in
  String.concat ", "
    (List.map
       (fun k -> Printf.sprintf "%s %d" k (List.length (List.filter (fun r -> r.kind = k) rewrites)))
       order)

let pretty_file = Filepath.Normalized.pretty

let log_plan p =
  match Option.bind p.report read_report with
  | None -> ()
  | Some rewrites ->
    let skipped, applied = List.partition (fun r -> r.kind = "prototype-skipped") rewrites in
    let ours, theirs = List.partition in_racer_headers applied in
    if theirs = [] && ours = [] then
      Options.Self.feedback ~level:2 "%a: nothing to rewrite before parsing" pretty_file p.file
    else
      Options.Self.feedback "%a rewritten before parsing (-cc-rewrite): %s%s" pretty_file p.file
        (if theirs = [] then "nothing in the file itself" else counts theirs)
        (if ours = [] then "" else Printf.sprintf " (Racer's headers: %s)" (counts ours));
    List.iter
      (fun r ->
        Options.Self.feedback
          ~level:(if in_racer_headers r then 3 else 2)
          "%a:%d: %s: %s" pretty_file (Filepath.Normalized.of_string r.at_file) r.line r.kind
          r.detail)
      applied;
    List.iter
      (fun r ->
        Options.Self.warning "%a:%d: %s; Frama-C may reject the function's definition" pretty_file
          (Filepath.Normalized.of_string r.at_file) r.line r.detail)
      skipped

(* --- The AST's initialisation -------------------------------------------- *)

(* What File's own initialisation does (it cannot be called once replaced):
   register the command line's files, or re-parse the files registered
   already (the AST was cleared, e.g. by an option changed after -then). *)
let parse_entries entries =
  try File.init_from_c_files entries with Ast.Bad_Initialization _ -> File.prepare_from_c_files ()

let kernel_initialization () =
  match Kernel.Files.get () with
  | [] -> File.init_from_cmdline ()
  | _ when Kernel.Copy.get () -> File.init_from_cmdline ()  (* the kernel's -copy debugging path *)
  | files -> parse_entries (List.map (fun f -> File.from_filename f) files)

let check_tool () =
  let t = tool () in
  match Unix.access t [ Unix.X_OK ] with
  | () -> ()
  | exception Unix.Unix_error (e, _, _) ->
    Options.Self.abort
      "cannot run %s (%s), the rewriting tool of -cc-rewrite: reinstall Racer, set \
       -cc-rewrite-tool, or use -no-cc-rewrite to parse the files as Frama-C does"
      t (Unix.error_message e)

let initialize () =
  if (not (active ())) || Kernel.Files.get () = [] || Kernel.Copy.get () then kernel_initialization ()
  else begin
    check_tool ();
    let plans = List.map plan (Kernel.Files.get ()) in
    (* Also when parsing fails: what was rewritten helps to understand why. *)
    Fun.protect
      ~finally:(fun () -> List.iter log_plan plans)
      (fun () ->
        try parse_entries (List.map (fun p -> p.entry) plans)
        with e ->
          (* Files are preprocessed in order: the first one without a
             report is the one whose preprocessing or rewriting failed. *)
          let unfinished p = match p.report with Some r -> not (Sys.file_exists r) | None -> false in
          Option.iter
            (fun p ->
              Options.Self.error
                "%a: preprocessing or rewriting (-cc-rewrite, with %s) failed, see the command \
                 and messages above; -no-cc-rewrite parses the file as Frama-C does"
                pretty_file p.file (tool ()))
            (List.find_opt unfinished plans);
          raise e)
  end

let install () =
  Cmdline.run_after_configuring_stage (fun () ->
      if active () then Ast.set_default_initialization initialize)
