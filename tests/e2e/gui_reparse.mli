(** A test helper for the GUI smoke test ([check_gui.py], scenario
    [reparse]), loaded into [frama-c-gui] with [-load-module]: once the GUI
    is up, it does what File > Reparse does (the source files parsed again,
    the analyses replayed, the GUI reset), then logs
    ["gui-reparse: done"] on the kernel channel. Not installed. *)
