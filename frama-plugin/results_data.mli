(** What the GUI panels show of one Racer run, as plain data.

    Only ints, strings, booleans, lists and records: no Frama-C value and no
    core id, which die with the core session that computed them. Statements
    are named by their Frama-C [sid] (kept by [-save]/[-load]) with their
    file and line, names are the ones the core's reports print. The plug-in
    fills one value per run ({!Results_state}); the GUI panels
    ([gui-panels/]) turn it into table rows. This module has no Frama-C
    dependency, so the GUI's row functions are unit-tested without Frama-C. *)

type stmt = { sid : int; file : string; line : int }
(** A statement: its sid ([-1] when it has no Frama-C statement), the file
    as Frama-C names it, its line. *)

type lock = { lock : string; read : bool }
(** A held lock (["m"], ["s.lock"], ["p(?)"] for an uncertain object),
    [read] when held in shared mode (rwlock read lock). *)

type call = { site : stmt; callee : string }
(** A call: its statement and the function called. *)

type context = { thread : string; func : string; calls : call list }
(** A calling context: the thread it runs in (["worker:23"]), the function
    whose statements run in it, its call string (the last calls,
    [-cc-context-depth] of them, outermost first). *)

type thread = {
  name : string;  (** ["main"], ["worker:23"] *)
  entry : string;  (** its entry function *)
  created_at : stmt option;  (** its create statement; [None] for main *)
  multiple : bool;  (** may stand for several running instances *)
  creators : string list;  (** the threads whose code creates it *)
}

type access = {
  at : stmt;
  by : string;  (** the thread *)
  write : bool;
  through_pointer : bool;  (** through a pointer of unknown target *)
  must_locks : lock list;  (** held on every path *)
  may_locks : lock list;  (** held on some path (a superset of [must_locks]) *)
  trace : call list;  (** calls from the thread's entry, outermost first *)
}

type race = {
  must : bool;  (** a must-race; otherwise a may-race *)
  location : string;  (** the object as the text report names it (["s at offset [32..63]"]) *)
  reasons : string;  (** why a may-race is not a must-race, in RacerF's words; [""] for a must-race *)
  witness : string;  (** the execution that shows the race (docs/witnesses.md); [""] for none *)
  first : access;  (** the pair shown first: a certain one for a must-race *)
  second : access;
  sites : access list;
      (** every access site of the location (statement, kind, thread) that races with
          another, by statement; [first] and [second] among them *)
  conflicts : string list;  (** the thread pairs in conflict: ["main & worker:23"] *)
}

type races = {
  race_verdict : string;  (** ["race"], ["no-race"] or ["unknown"] *)
  race_reasons : string list;  (** why the verdict is unknown *)
  races : race list;
}

type lockset_row = {
  point : stmt;
  context : context;
  entry : lock list;  (** the locks held when the function was entered *)
  bindings : (string * string list) list;
      (** lock parameters: a pointer formal and the locks it designates *)
  must_held : lock list;  (** held before [point] on every path *)
  may_held : lock list;  (** held before [point] on some path *)
  edges : (string * string) list;  (** lock-graph edges this statement adds (held, acquired) *)
}
(** One row of the locksets panel: the locks held before a statement in one
    function summary (context, entry lockset and parameter values), as the
    Deadlock plug-in's GUI showed them. *)

type parallel_row = {
  at_point : stmt;
  in_context : context;
  may_run : string list;  (** threads that may run alongside (its own thread included) *)
  must_run : string list;  (** threads that surely do *)
}

type acquisition = {
  acquirer : string;  (** the thread *)
  acquired_at : stmt;
  via : context;
  held : string;
  held_at : stmt option;  (** where [held] was locked, when known *)
  acquired : string;
  blocking : bool;  (** false for a trylock, which cannot wait *)
  shared : bool;  (** a read lock of an rwlock *)
}
(** One acquisition of [acquired] while [held] is held: a witness of the
    lock-graph edge [held -> acquired]. *)

type edge = { src : string; dst : string; on_deadlock : bool; acquisitions : acquisition list }

type cycle_kind =
  | Deadlock  (** survives every filter *)
  | Self_deadlock  (** a non-reentrant lock re-locked by its holder *)
  | Possible  (** cannot be excluded, cannot be shown: the verdict is unknown *)
  | Dropped  (** cannot deadlock: [why] names the filter *)

type cycle = {
  kind : cycle_kind;
  locks : string list;  (** in cycle order *)
  why : string;  (** for [Possible] and [Dropped]; [""] otherwise *)
  steps : acquisition list;  (** for deadlocks: one acquisition per dependency *)
}

type deadlocks = {
  deadlock_verdict : string;  (** ["deadlock"], ["no-deadlock"] or ["unknown"] *)
  deadlock_reasons : string list;
  edges : edge list;
  cycles : cycle list;
  dot : string;  (** the lock graph in Graphviz DOT, as [-deadlock-dot] writes it *)
}

type t = {
  threads : thread list;  (** main first *)
  races : races option;  (** with [-racer] *)
  deadlocks : deadlocks option;  (** with [-deadlock] *)
  locksets : lockset_row list;
  parallel : parallel_row list;
}

val empty : t
(** No thread, no race, no deadlock, no row. *)
