(* Main hook of the Racer and Deadlock plug-ins: runs the pipeline when
   -racer or -deadlock is set, after the kernel has built the AST. *)

(* SIGTERM (a CI timeout, a supervisor) stops the run as Ctrl-C does, with a
   word that it did: reports and dumps are written whole or not at all
   (core/src/common/file_io.cpp), so none is left half-written. *)
let stop_on_sigterm () =
  Sys.set_signal Sys.sigterm
    (Sys.Signal_handle
       (fun _ ->
         Options.Self.warning "interrupted by SIGTERM: the run stops, no report is written from here on";
         raise Sys.Break))

let main () =
  if Options.analysis_enabled () then begin
    stop_on_sigterm ();
    Pipeline.run ()
  end
let () = Db.Main.extend main

(* Before parsing: the inputs Frama-C 25 rejects are rewritten (-cc-rewrite). *)
let () = Input_rewrite.install ()

(* Before parsing too: the input files of -racer-compilation-db. *)
let () = Compilation_db.install ()

(* After parsing: the calls of GCC's cleanup attribute, and the constructors' calls
   before main. *)
let () = Cleanup_calls.install ()
let () = Constructor_calls.install ()
