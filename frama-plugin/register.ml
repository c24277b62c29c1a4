(* Main hook of the Racer and Deadlock plug-ins: runs the pipeline when
   -racer or -deadlock is set, after the kernel has built the AST. *)

let main () = if Options.analysis_enabled () then Pipeline.run ()
let () = Db.Main.extend main

(* Before parsing: the inputs Frama-C 25 rejects are rewritten (-cc-rewrite). *)
let () = Input_rewrite.install ()

(* Before parsing too: the input files of -racer-compilation-db. *)
let () = Compilation_db.install ()
