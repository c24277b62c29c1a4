(** Which statements the source view marks: the accesses of every race,
    must when one of its races is a must-race. Pure (unit-tested). *)

type mark = Must | May

val marks : Results_data.t -> (int * mark) list
(** Sorted by sid, one entry per sid (statements without a sid left out). *)
