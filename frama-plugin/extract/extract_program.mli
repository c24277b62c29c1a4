(** Extraction of the program skeleton: functions, statements and
    control-flow successors. Runs first: every other extraction refers to
    the function and statement ids it records in {!Ids}. *)

type summary = { functions : int; defined : int; statements : int }

val extract : ?prune:(Cil_types.stmt -> Cil_types.stmt -> bool) -> Racer_core.Model.t -> Ids.t -> summary
(** Adds one function row per function known to [Globals.Functions]
    (defined or only declared: callees need ids), one statement row per
    statement of every defined function, its successors (all of them but
    the edges [prune] names: branches a usable over run never took; the
    core redirects the loops it proves to run at most once) and its
    structure (table nesting: parent, slot, position, labels). *)

val kind_of_stmt : Cil_types.stmt -> int
(** The [Racer_core.Const.stmt_*] kind of a statement. *)

val stmt_location : Cil_types.stmt -> string * int * int
(** File (as Frama-C prints it, relative when under the current directory)
    and line of the start of a statement; [("", 0)] when unknown. *)

val sorted_functions : unit -> Cil_types.kernel_function list
(** Every function of [Globals.Functions], in declaration order (by varinfo
    id) so that ids and dumps do not depend on hashtable order. *)

val code_from_data : unit -> bool
(** Whether the program makes function pointers out of data
    ([(void ( * )(void)) dlsym(h, "f")]): such a pointer may reach any
    function. *)

val library_function_via_pointer : from_data:bool -> (string -> bool) -> bool
(** [library_function_via_pointer ~from_data named]: a call through a
    pointer may reach a function without a body whose name [named] accepts:
    the program takes such a function's address, or makes function pointers
    out of data ([from_data], {!code_from_data}). *)
