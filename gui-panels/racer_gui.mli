(** The Racer extension of [frama-c-gui]: four tabs in the lower notebook
    (Races, Locksets, Lock graph, Threads) filled from the results the
    analysis kept ({!Results_state}), race accesses marked in the source
    view, and statement selections followed by the Locksets and Threads
    tabs. Registered when the module is loaded; nothing to call. The GUI
    never runs the analysis: it shows what the current project holds. *)
