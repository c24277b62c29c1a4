(** Extraction of the program IR (racer.h, "program IR"; ABI 11): every
    expression of every instruction as a tree of nodes, the instructions of
    each statement (assignments, calls, returns, the conditions of [if] and
    [switch], asm outputs) and the global initialisers. The core derives
    the facts of the program's text from it (branches on a variable,
    publication flags). Runs after {!Extract_program} and {!Extract_bases}:
    it refers to statements, functions and bases by their model ids. *)

val extract : Racer_core.Model.t -> Ids.t -> int
(** Adds the nodes, instructions and operands; returns the number of
    instructions. *)
