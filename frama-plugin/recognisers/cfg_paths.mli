(** Paths of one function's control-flow graph (CIL's [succs] and
    [preds]), for the recognisers that take a statement to run once per
    value of a loop counter or per fresh block: the syntactic [Loop] is not
    the only way back to a statement ([goto] makes cycles too), so they
    ask the graph itself. *)

module Set = Cil_datatype.Stmt.Hptset

val reachable : ?avoid:(Cil_types.stmt -> bool) -> Cil_types.stmt -> Set.t
(** [reachable ~avoid s]: the statements a non-empty path from [s] reaches
    without going through a statement [avoid] accepts (such a statement is
    neither in the set nor crossed). [s] itself is in the set when it is on
    a cycle. *)

val reaching : ?avoid:(Cil_types.stmt -> bool) -> Cil_types.stmt -> Set.t
(** [reaching s]: the statements from which a non-empty path reaches [s]
    (without going through a statement [avoid] accepts). *)

val between : ?avoid:(Cil_types.stmt -> bool) -> Cil_types.stmt -> Cil_types.stmt -> Set.t
(** [between a b]: the statements on some path from [a] to [b] (both
    paths non-empty, through no statement [avoid] accepts); [between s s]
    is every statement on a cycle through [s] (empty when [s] is on
    none). *)
