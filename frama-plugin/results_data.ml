(* Plain data for the GUI panels (see results_data.mli). *)
type stmt = { sid : int; file : string; line : int }

type lock = { lock : string; read : bool }

type call = { site : stmt; callee : string }

type context = { thread : string; func : string; calls : call list }

type thread = {
  name : string;
  entry : string;
  created_at : stmt option;
  multiple : bool;
  creators : string list;
}

type access = {
  at : stmt;
  by : string;
  write : bool;
  through_pointer : bool;
  must_locks : lock list;
  may_locks : lock list;
  trace : call list;
}

type race = {
  must : bool;
  location : string;
  reasons : string;
  witness : string;
  first : access;
  second : access;
  sites : access list;
  conflicts : string list;
}

type races = {
  race_verdict : string;
  race_reasons : string list;
  races : race list;
}

type lockset_row = {
  point : stmt;
  context : context;
  entry : lock list;
  bindings : (string * string list) list;
  must_held : lock list;
  may_held : lock list;
  edges : (string * string) list;
}

type parallel_row = {
  at_point : stmt;
  in_context : context;
  may_run : string list;
  must_run : string list;
}

type acquisition = {
  acquirer : string;
  acquired_at : stmt;
  via : context;
  held : string;
  held_at : stmt option;
  acquired : string;
  blocking : bool;
  shared : bool;
}

type edge = { src : string; dst : string; on_deadlock : bool; acquisitions : acquisition list }

type cycle_kind =
  | Deadlock
  | Self_deadlock
  | Possible
  | Dropped

type cycle = {
  kind : cycle_kind;
  locks : string list;
  why : string;
  steps : acquisition list;
}

type deadlocks = {
  deadlock_verdict : string;
  deadlock_reasons : string list;
  edges : edge list;
  cycles : cycle list;
  dot : string;
}

type t = {
  threads : thread list;
  races : races option;
  deadlocks : deadlocks option;
  locksets : lockset_row list;
  parallel : parallel_row list;
}

let empty = { threads = []; races = None; deadlocks = None; locksets = []; parallel = [] }
