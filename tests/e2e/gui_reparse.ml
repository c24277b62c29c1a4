(* File > Reparse, driven by a timer (see gui_reparse.mli). The steps are
   those of Frama-C 25's File_manager.reparse. *)

let reparse (main_ui : Design.main_window_extension_points) =
  Kernel.feedback "gui-reparse: reparsing";
  ignore
    (main_ui#full_protect ~cancelable:false (fun () ->
         let files = Kernel.Files.get () in
         Kernel.Files.set [];
         Kernel.Files.set files;
         Ast.compute ();
         !Db.Main.play ()));
  main_ui#reset ();
  Kernel.feedback "gui-reparse: done"

let () =
  Design.register_extension (fun main_ui ->
      (* After Racer's start-up (an idle callback): the GUI is up. *)
      ignore
        (GMain.Timeout.add ~ms:1500 ~callback:(fun () ->
             reparse main_ui;
             false)))
