(** The analysis run: checks the options, builds the program model from the
    current AST, hands it to a core session (context depth, send, freeze,
    run), writes the model dump if asked and logs a summary on the channel
    of every enabled analysis. A core error or an option the analysis cannot
    honour aborts Frama-C with a clear message. *)

val run : unit -> unit
(** Runs once per project and option values: a second call (e.g. after
    [-then] with the same options) does nothing. *)
