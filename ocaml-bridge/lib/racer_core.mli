(** Typed OCaml access to the Racer C++ core (core/include/racer/racer.h).

    This is the only module the Frama-C plug-in uses to talk to the core; it
    has no Frama-C dependency. Every negative status of the C ABI becomes the
    exception {!Error} carrying the session's message, so callers never see
    raw status integers. The ABI version of the header the stubs were
    generated from is compared with the linked library's when this module is
    initialised: on a mismatch, initialisation raises [Failure] with a message
    saying both versions. *)

type error = {
  status : int;  (** the negative RACER_E_* status *)
  status_name : string;  (** racer_status_string of it, e.g. "bad id" *)
  func : string;  (** the C function that failed, e.g. "racer_freeze" *)
  message : string;  (** racer_last_error right after the failure *)
}

exception Error of error

val error_to_string : error -> string
(** ["racer_freeze: bad id: statements[3].function: 7 out of range (2 functions)"]. *)

val header_abi_version : int
(** RACER_ABI_VERSION of the header the bridge was generated from. *)

val library_abi_version : unit -> int
(** racer_abi_version() of the linked core library. *)

val version : unit -> string
(** racer_version_string(), e.g. ["0.1.0"]. *)

val library_end : string -> [ `Program | `Thread | `Returns ]
(** racer_library_end: how a call of the C library's function of that name
    ends, from the core's one list ([`Program] for [abort], [exit], ...;
    [`Thread] for [pthread_exit], [thrd_exit]). Only for a function the
    program does not define. *)

(** Kind and flag values, read from racer.h when the stubs are generated
    (never re-typed by hand). Flags combine with [lor]. *)
module Const : sig
  val func_has_body : int
  val func_address_taken : int
  val func_noreturn : int
  val func_variadic : int
  val func_thread_signature : int

  val stmt_instr : int
  val stmt_return : int
  val stmt_if : int
  val stmt_switch : int
  val stmt_loop : int
  val stmt_block : int
  val stmt_jump : int
  val stmt_other : int
  val stmt_break : int
  val stmt_continue : int
  val slot_body : int
  val slot_then : int
  val slot_else : int
  val nest_labelled : int

  val base_global : int
  val base_local : int
  val base_formal : int
  val base_heap : int
  val base_string : int

  val base_atomic : int
  val base_thread_local : int
  val base_const : int
  val base_address_taken : int
  val base_assigned_to_global : int
  val base_weak : int
  val base_volatile : int
  val base_pointer : int
  val base_array : int
  val base_aggregate : int
  val base_ghost : int
  val base_single_block : int
  val base_free_choice : int
  val base_never_addressed : int
  val base_extern : int
  val base_outside_ir : int

  val expr_addr_of : int
  val expr_lvalue : int
  val expr_function : int
  val expr_constant : int
  val expr_other : int

  val expr_through_pointer : int
  val expr_has_field : int
  val expr_has_index : int
  val expr_joins_all : int
  val expr_joins_some : int
  val expr_id_lost : int

  val event_call : int
  val event_return : int
  val event_callback : int

  val access_read : int
  val access_write : int

  val access_through_pointer : int
  val access_atomic : int
  val access_may : int
  val access_indirect : int
  val access_instances_meet : int
  val access_children_ended : int
  val access_meets_creator : int
  val access_fresh : int

  val expr_id_changed : int

  val loop_entered : int
  val loop_bounded : int
  val loop_repeated : int

  (** The program IR (racer.h, "program IR"): node ops, operators, type
      flags, instruction kinds. *)
  val node_const : int
  val node_float : int
  val node_string : int
  val node_var : int
  val node_deref : int
  val node_field : int
  val node_index : int
  val node_read : int
  val node_addr : int
  val node_start : int
  val node_unop : int
  val node_binop : int
  val node_cast : int
  val node_func : int
  val node_other : int
  val unop_neg : int
  val unop_bitnot : int
  val unop_lognot : int
  val binop_add : int
  val binop_sub : int
  val binop_mul : int
  val binop_div : int
  val binop_mod : int
  val binop_shl : int
  val binop_shr : int
  val binop_lt : int
  val binop_gt : int
  val binop_le : int
  val binop_ge : int
  val binop_eq : int
  val binop_ne : int
  val binop_bitand : int
  val binop_bitxor : int
  val binop_bitor : int
  val binop_land : int
  val binop_lor : int
  val binop_ptr_add : int
  val binop_ptr_sub : int
  val binop_ptr_diff : int
  val type_integer : int
  val type_signed : int
  val type_pointer : int
  val type_float : int
  val type_array : int
  val type_aggregate : int
  val type_function : int
  val type_volatile : int
  val type_atomic : int
  val type_bool : int
  val instr_assign : int
  val instr_call : int
  val instr_return : int
  val instr_cond : int
  val instr_asm : int
end

(** One core session ([racer_session]). *)
module Session : sig
  type t

  type phase = Build | Frozen | Done

  (** How the concurrency models classify calls of a function. *)
  type call_class =
    [ `Plain | `Lock | `Unlock | `Lock_init | `Lock_destroy | `Cond_wait | `Thread_create
    | `Thread_join | `Atomic_begin | `Atomic_end | `Atomic_function | `Cond_signal | `Once
    | `Barrier_init | `Barrier_wait | `Barrier_destroy | `Sem_init | `Sem_wait | `Sem_post
    | `Mutex_attr_kind ]

  (** How a lock function takes its lock. *)
  type lock_mode = {
    blocking : bool;  (** waits until it holds the lock (not a try or timed lock) *)
    read : bool;  (** shared (read) mode of a read/write lock *)
  }

  val create : unit -> t
  (** A new session in phase [Build]. Also freed by the GC if forgotten. *)

  val free : t -> unit
  (** Releases the core's memory. Idempotent; any later use raises
      [Invalid_argument]. *)

  val with_session : (t -> 'a) -> 'a
  (** [with_session f] creates a session, applies [f], frees it (also when
      [f] raises). *)

  val phase : t -> phase
  val set_option : t -> string -> string -> unit
  val read_model_json : t -> string -> unit
  val write_model_json : t -> string -> unit
  val set_entry : t -> int -> unit

  val load_models_file : t -> string -> unit
  (** Loads a concurrency model (RacerF's YAML schema); phase Build. A
      broken file raises [Error] whose message gives file:line:column. *)

  val load_models_text : t -> origin:string -> string -> unit
  (** Same from text; [origin] names it in messages. *)

  val classify_function : t -> string -> call_class
  (** How the loaded models classify calls of a function of that name. *)

  val atomic_operation : t -> string -> (int * [ `Read | `Write | `Read_write ]) option
  (** [Some (position, access)] when the models list the function as an
      atomic operation on the object its argument [position] points to
      ([Atomic: operations]). *)

  val lock_spec : t -> string -> (int * lock_mode) option
  (** [Some (position, mode)] when the models list the function as a lock,
      unlock, wait or lock init/destroy function acting on its argument
      [position] (not on a fixed lock object); [mode] speaks of a lock
      function (both false for the others). *)

  val verdict : t -> [ `Race | `No_race | `Unknown ]
  (** The verdict of a finished run (phase Done). *)

  val report_text : t -> string
  (** The human-readable report of a finished run, ending with a
      ["Verdict: ..."] line. *)

  (** What a block of a text report is (the RACER_BLOCK_ constants of racer.h). *)
  type block_kind =
    [ `Threads | `Race | `May_race | `No_races | `Imprecisions | `Suppressed_count | `Suppressed
    | `Unknown | `Verdict | `Lock_graph | `Deadlock | `Possible_deadlock | `Dropped_cycles
    | `Deadlock_unknown | `Deadlock_verdict ]

  val report_blocks : ?explain:bool -> t -> [ `Races | `Deadlocks ] -> (block_kind * string) list
  (** The race or deadlock report of a finished run as blocks, in order,
      each with its kind: a front end makes one message of each without
      reading the text ([explain]: as for {!deadlock_report_text}). *)

  val write_report_json : t -> string -> unit
  (** Writes the JSON report (docs/report-format.md), truncating the file. *)

  val write_report_sarif : t -> findings:[ `Races | `Deadlocks ] -> string -> unit
  (** Writes the SARIF 2.1.0 report of the races or of the deadlocks
      (docs/report-format.md, "SARIF"), truncating the file. *)

  val write_witness_graphml : t -> program:string -> architecture:string -> string -> unit
  (** [write_witness_graphml t ~program ~architecture path] writes the
      SV-COMP violation witness (GraphML, docs/report-format.md) of the
      first certain race to [path]: [program] is the analysed C file as
      given (the witness records its SHA-256), [architecture] ["32bit"],
      ["64bit"] or the machdep's name. Raises [Error] when the verdict is
      not [`Race] (nothing is written) or a file cannot be read or written. *)

  val confirm_race : ?pair:int * int -> t -> int -> string -> unit
  (** [confirm_race ~pair:(first, second) t race witness]: row [race] of the
      races table (a race location) is a certain race, shown by the
      execution [witness] describes, which brings accesses [first] and
      [second] (rows of accesses_seen; without [pair], the location's shown
      pair) into conflict; the verdict becomes [`Race]. Raises [Error] when
      an id is out of range. *)

  val deadlock_verdict : t -> [ `Deadlock | `No_deadlock | `Unknown ]
  (** The deadlock verdict of a finished run. *)

  val deadlock_report_text : ?explain:bool -> t -> string
  (** The lock graph, the deadlocks with each thread's dependency, the
      cycles dropped per filter (each listed with [explain]), and a final
      ["Deadlock verdict: ..."] line. *)

  val write_deadlock_dot : t -> string -> unit
  (** Writes the lock graph in Graphviz DOT, truncating the file. *)

  val entry : t -> int
  (** -1 when no entry is set. *)

  val freeze : t -> unit

  val step : t -> budget:int -> [ `More | `Done ]
  (** One call of racer_run with the given budget (0: unbounded). *)

  val run : ?budget:int -> ?yield:(unit -> unit) -> t -> unit
  (** Calls {!step} until done, calling [yield] between steps (the plug-in
      passes [Db.yield]). [budget] defaults to 10_000. *)

  val table_names : unit -> string list
  (** All tables the core knows (input and result tables). *)

  val column_names : string -> string list
  (** Columns of a table; [[]] for an unknown table. *)

  val rows : t -> string -> int
  val column : t -> string -> string -> int array
  (** A copy of one column. *)

  val string : t -> int -> string
  (** Entry of the session's string table. *)

  val result_string : t -> int -> string
  (** Entry of the result string table (phase [Done]): the names the core
      made for result tables ([thread_names.name], [locks.name], ...). *)
end

(** A program model built row by row in OCaml, then sent to a session with
    one C call per table ({!Model.send}). Row ids are returned by the
    [add_*] functions and are the ids the core uses. Strings are interned
    (equal strings share one id). Optional ids are [-1]; unknown offsets
    and sizes are [-1]. *)
module Model : sig
  type t

  val create : unit -> t

  val add_function : t -> name:string -> flags:int -> entry_stmt:int -> int
  val set_entry_stmt : t -> int -> int -> unit
  (** [set_entry_stmt m f s] fixes function [f]'s first statement, for
      callers that number functions before their statements. *)

  val add_statement : ?column:int -> t -> func:int -> file:string -> line:int -> kind:int -> int
  (** [column]: 1-based, 0 (the default) when unknown. *)

  val add_successor : t -> from:int -> to_:int -> unit

  val add_base :
    t -> name:string -> kind:int -> func:int -> flags:int -> size_bits:int ->
    typ:string option -> formal_index:int -> alloc_stmt:int -> int

  val add_expression :
    t -> stmt:int -> text:string -> shape:int -> base:int -> func:int ->
    flags:int -> int

  val add_event :
    t -> stmt:int -> kind:int -> callee:int -> callee_expr:int -> result:int ->
    int

  val add_argument : t -> event:int -> position:int -> expr:int -> unit

  val add_access :
    ?key:string -> ?guard:string -> t -> stmt:int -> kind:int -> base:int -> offset_lo:int ->
    offset_hi:int -> size_bits:int -> expr:int -> flags:int -> context:int -> unit
  (** With [key], also an [access_keys] row: the object is the function
      [key] of its thread instance's argument, which differs between the
      instances of that thread. With [guard], an [access_guards] row: the
      access lies inside an object whose mutex at a fixed path its thread
      surely holds exclusively ([guard] names the type and path). *)

  val add_points_to :
    t -> expr:int -> base:int -> offset_lo:int -> offset_hi:int -> context:int ->
    unit

  val add_context : t -> parent:int -> call_stmt:int -> callee:int -> int

  val add_flow :
    t -> stmt:int -> dst_base:int -> dst_return:int -> dst_expr:int -> dst_deref:int ->
    src_base:int -> src_function:int -> src_return:int -> src_deref:int -> shift:int -> unit
  (** A pointer constraint of the alias backend (see [racer_add_flows] in
      racer.h): the source's value is stored into the destination. *)

  val add_node :
    t -> op:int -> sub:int -> a:int -> b:int -> base:int -> func:int -> literal:string option ->
    offset:int -> typ:string option -> width:int -> type_flags:int -> comp:string option -> int
  (** A node of the program IR (racer_add_nodes); its operands [a] and [b]
      are earlier nodes (or -1); [comp] names the struct or union its type
      is or points to ("struct worker"). Returns its id. *)

  val add_instr :
    t -> stmt:int -> kind:int -> lhs:int -> rhs:int -> true_succ:int -> false_succ:int -> int
  (** An instruction of statement [stmt] (-1: a global initialiser), in
      execution order (racer_add_instrs). Returns its id. *)

  val add_instr_arg : t -> instr:int -> position:int -> node:int -> unit
  (** An operand of a call or asm instruction (racer_add_instr_args). *)

  val add_nesting : t -> stmt:int -> parent:int -> slot:int -> position:int -> flags:int -> unit
  (** Where statement [stmt] sits: in [parent] (-1: the function's body),
      in its [slot] ([Const.slot_*]), at [position] (racer_add_nesting). *)

  val add_loop : t -> stmt:int -> flags:int -> unit
  (** What the front end knows of loop statement [stmt]: [Const.loop_entered]
      (its body surely runs once), [Const.loop_bounded] (it surely ends),
      [Const.loop_repeated] (its body surely runs twice). *)

  val add_field_path : t -> base:int -> lo:int -> hi:int -> path:string -> unit
  (** The C name [path] of bits [lo..hi] of aggregate base [base], for
      reports (racer_add_field_paths). *)

  val add_callee : t -> expr:int -> func:int -> context:int -> unit
  (** A function the function-pointer expression [expr] may designate. *)

  val set_entry : t -> int -> unit

  val rows : t -> string -> int
  (** Rows added so far to a table ("functions", "statements", ...). *)

  val send : t -> Session.t -> unit
  (** Sends every table (and the entry, if set) to a session in phase
      [Build]: one racer_add_* call per table. *)
end
