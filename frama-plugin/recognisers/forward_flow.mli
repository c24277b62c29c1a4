(** A forward dataflow analysis over one function's control-flow graph, as
    the plug-in's must-analyses ({!Fresh_memory}, {!Object_locks}) run it:
    a worklist from the body's first statement, where ways meet the states
    are met, to a fixpoint. *)

val states :
  entry:'s ->
  transfer:(Cil_types.stmt -> 's -> Cil_types.instr -> 's) ->
  meet:('s -> 's -> 's) ->
  equal:('s -> 's -> bool) ->
  Cil_types.fundec ->
  (int, 's) Hashtbl.t
(** The state before each statement reached (by [sid]): [entry] before the
    first; an instruction's [transfer] gives the state after it, any other
    statement passes its state on. [meet] must be monotone and the states
    of finite height. A [transfer] may record more per statement (it is
    called again whenever the state before it changes). *)
