(* SV-COMP mode (see svcomp_output.mli). *)
open Options
module Session = Racer_core.Session

let verdict_line = function `Race -> "FALSE(no-data-race)" | `No_race -> "TRUE" | `Unknown -> "UNKNOWN"

let architecture = function
  | "x86_32" | "gcc_x86_32" -> "32bit"
  | "x86_64" | "gcc_x86_64" -> "64bit"
  | machdep -> machdep

let program_file files = List.find_opt (fun f -> not (Filename.check_suffix f ".h")) files

(* Where the witness goes, and how messages name it. *)
let witness_path () =
  if not (Witness_path.is_empty ()) then
    let file = Witness_path.get () in
    Some ((file :> string), Filepath.Normalized.to_pretty_string file)
  else if Svcomp.get () then Some ("witness.graphml", "witness.graphml")
  else None

let write_witness session (path, shown) =
  (* Absolute paths (Kernel.Files normalizes them): readable wherever
     Frama-C runs, and what the verifier was given. *)
  let inputs = List.map (fun (f : Filepath.Normalized.t) -> (f :> string)) (Kernel.Files.get ()) in
  match program_file inputs with
  | None -> Self.warning "no C file among the input files: no witness written"
  | Some program -> (
    let architecture = architecture (Kernel.Machdep.get ()) in
    match Session.write_witness_graphml session ~program ~architecture path with
    | () -> Self.feedback "witness written to %s" shown
    | exception Racer_core.Error e ->
      Self.warning "witness not written: %s" (Racer_core.error_to_string e))

let finish session =
  let verdict = Session.verdict session in
  (match witness_path () with
  | Some file when verdict = `Race -> write_witness session file
  | Some (_, shown) when not (Witness_path.is_empty ()) ->
    Self.feedback "no certain race: no witness written to %s" shown
  | Some _ | None -> ());
  if Svcomp.get () then begin
    let line = verdict_line verdict in
    (* At normal exit, after Frama-C's and the other plug-ins' messages
       (flushed first), so that it is the last line; not after an error. *)
    Cmdline.at_normal_exit (fun () ->
        Format.pp_print_flush Format.std_formatter ();
        Format.pp_print_flush Format.err_formatter ();
        print_endline line)
  end
