(* The constants of core/include/racer/racer.h, read from the header when the
   stubs are generated (stubgen/racer_types_stubgen.ml writes a C program
   that prints their values into Racer_types_generated). Nothing here is a
   re-typed number: the core and the bridge cannot drift apart silently.
   One line per #define of racer.h, in the header's order and sections. *)

module Types (F : Ctypes.TYPE) = struct
  let abi_version = F.constant "RACER_ABI_VERSION" F.int

  (* status codes *)
  let ok = F.constant "RACER_OK" F.int
  let more = F.constant "RACER_MORE" F.int
  let e_arg = F.constant "RACER_E_ARG" F.int
  let e_id = F.constant "RACER_E_ID" F.int
  let e_state = F.constant "RACER_E_STATE" F.int
  let e_nomem = F.constant "RACER_E_NOMEM" F.int
  let e_parse = F.constant "RACER_E_PARSE" F.int
  let e_io = F.constant "RACER_E_IO" F.int
  let e_internal = F.constant "RACER_E_INTERNAL" F.int

  (* phases *)
  let phase_build = F.constant "RACER_PHASE_BUILD" F.int
  let phase_frozen = F.constant "RACER_PHASE_FROZEN" F.int
  let phase_done = F.constant "RACER_PHASE_DONE" F.int

  (* functions.flags *)
  let func_has_body = F.constant "RACER_FUNC_HAS_BODY" F.int
  let func_address_taken = F.constant "RACER_FUNC_ADDRESS_TAKEN" F.int
  let func_noreturn = F.constant "RACER_FUNC_NORETURN" F.int
  let end_program = F.constant "RACER_END_PROGRAM" F.int
  let end_thread = F.constant "RACER_END_THREAD" F.int
  let func_variadic = F.constant "RACER_FUNC_VARIADIC" F.int
  let func_thread_signature = F.constant "RACER_FUNC_THREAD_SIGNATURE" F.int

  (* statements.kind *)
  let stmt_instr = F.constant "RACER_STMT_INSTR" F.int
  let stmt_return = F.constant "RACER_STMT_RETURN" F.int
  let stmt_if = F.constant "RACER_STMT_IF" F.int
  let stmt_switch = F.constant "RACER_STMT_SWITCH" F.int
  let stmt_loop = F.constant "RACER_STMT_LOOP" F.int
  let stmt_block = F.constant "RACER_STMT_BLOCK" F.int
  let stmt_jump = F.constant "RACER_STMT_JUMP" F.int
  let stmt_other = F.constant "RACER_STMT_OTHER" F.int
  let stmt_break = F.constant "RACER_STMT_BREAK" F.int
  let stmt_continue = F.constant "RACER_STMT_CONTINUE" F.int
  let slot_body = F.constant "RACER_SLOT_BODY" F.int
  let slot_then = F.constant "RACER_SLOT_THEN" F.int
  let slot_else = F.constant "RACER_SLOT_ELSE" F.int
  let nest_labelled = F.constant "RACER_NEST_LABELLED" F.int

  (* bases.kind *)
  let base_global = F.constant "RACER_BASE_GLOBAL" F.int
  let base_local = F.constant "RACER_BASE_LOCAL" F.int
  let base_formal = F.constant "RACER_BASE_FORMAL" F.int
  let base_heap = F.constant "RACER_BASE_HEAP" F.int
  let base_string = F.constant "RACER_BASE_STRING" F.int

  (* bases.flags *)
  let base_atomic = F.constant "RACER_BASE_ATOMIC" F.int
  let base_thread_local = F.constant "RACER_BASE_THREAD_LOCAL" F.int
  let base_const = F.constant "RACER_BASE_CONST" F.int
  let base_address_taken = F.constant "RACER_BASE_ADDRESS_TAKEN" F.int
  let base_assigned_to_global = F.constant "RACER_BASE_ASSIGNED_TO_GLOBAL" F.int
  let base_weak = F.constant "RACER_BASE_WEAK" F.int
  let base_volatile = F.constant "RACER_BASE_VOLATILE" F.int
  let base_pointer = F.constant "RACER_BASE_POINTER" F.int
  let base_array = F.constant "RACER_BASE_ARRAY" F.int
  let base_aggregate = F.constant "RACER_BASE_AGGREGATE" F.int
  let base_ghost = F.constant "RACER_BASE_GHOST" F.int
  let base_single_block = F.constant "RACER_BASE_SINGLE_BLOCK" F.int
  let base_free_choice = F.constant "RACER_BASE_FREE_CHOICE" F.int
  let base_never_addressed = F.constant "RACER_BASE_NEVER_ADDRESSED" F.int
  let base_outside_ir = F.constant "RACER_BASE_OUTSIDE_IR" F.int
  let base_extern = F.constant "RACER_BASE_EXTERN" F.int

  (* expressions.shape *)
  let expr_addr_of = F.constant "RACER_EXPR_ADDR_OF" F.int
  let expr_lvalue = F.constant "RACER_EXPR_LVALUE" F.int
  let expr_function = F.constant "RACER_EXPR_FUNCTION" F.int
  let expr_constant = F.constant "RACER_EXPR_CONSTANT" F.int
  let expr_other = F.constant "RACER_EXPR_OTHER" F.int

  (* expressions.flags *)
  let expr_through_pointer = F.constant "RACER_EXPR_THROUGH_POINTER" F.int
  let expr_has_field = F.constant "RACER_EXPR_HAS_FIELD" F.int
  let expr_has_index = F.constant "RACER_EXPR_HAS_INDEX" F.int
  let expr_joins_all = F.constant "RACER_EXPR_JOINS_ALL" F.int
  let expr_joins_some = F.constant "RACER_EXPR_JOINS_SOME" F.int
  let expr_id_lost = F.constant "RACER_EXPR_ID_LOST" F.int

  (* events.kind *)
  let event_call = F.constant "RACER_EVENT_CALL" F.int
  let event_return = F.constant "RACER_EVENT_RETURN" F.int
  let event_callback = F.constant "RACER_EVENT_CALLBACK" F.int

  (* accesses.kind *)
  let access_read = F.constant "RACER_ACCESS_READ" F.int
  let access_write = F.constant "RACER_ACCESS_WRITE" F.int

  (* accesses.flags *)
  let access_through_pointer = F.constant "RACER_ACCESS_THROUGH_POINTER" F.int
  let access_atomic = F.constant "RACER_ACCESS_ATOMIC" F.int
  let access_may = F.constant "RACER_ACCESS_MAY" F.int
  let access_indirect = F.constant "RACER_ACCESS_INDIRECT" F.int
  let access_instances_meet = F.constant "RACER_ACCESS_INSTANCES_MEET" F.int
  let access_children_ended = F.constant "RACER_ACCESS_CHILDREN_ENDED" F.int
  let access_meets_creator = F.constant "RACER_ACCESS_MEETS_CREATOR" F.int
  let access_fresh = F.constant "RACER_ACCESS_FRESH" F.int
  let expr_id_changed = F.constant "RACER_EXPR_ID_CHANGED" F.int
  let sarif_races = F.constant "RACER_SARIF_RACES" F.int
  let sarif_deadlocks = F.constant "RACER_SARIF_DEADLOCKS" F.int
  let call_plain = F.constant "RACER_CALL_PLAIN" F.int
  let call_lock = F.constant "RACER_CALL_LOCK" F.int
  let call_unlock = F.constant "RACER_CALL_UNLOCK" F.int
  let call_lock_init = F.constant "RACER_CALL_LOCK_INIT" F.int
  let call_lock_destroy = F.constant "RACER_CALL_LOCK_DESTROY" F.int
  let call_cond_wait = F.constant "RACER_CALL_COND_WAIT" F.int
  let call_thread_create = F.constant "RACER_CALL_THREAD_CREATE" F.int
  let call_thread_join = F.constant "RACER_CALL_THREAD_JOIN" F.int
  let call_atomic_begin = F.constant "RACER_CALL_ATOMIC_BEGIN" F.int
  let call_atomic_end = F.constant "RACER_CALL_ATOMIC_END" F.int
  let call_atomic_function = F.constant "RACER_CALL_ATOMIC_FUNCTION" F.int
  let call_cond_signal = F.constant "RACER_CALL_COND_SIGNAL" F.int
  let call_once = F.constant "RACER_CALL_ONCE" F.int
  let call_barrier_init = F.constant "RACER_CALL_BARRIER_INIT" F.int
  let call_barrier_wait = F.constant "RACER_CALL_BARRIER_WAIT" F.int
  let call_barrier_destroy = F.constant "RACER_CALL_BARRIER_DESTROY" F.int
  let call_sem_init = F.constant "RACER_CALL_SEM_INIT" F.int
  let call_sem_wait = F.constant "RACER_CALL_SEM_WAIT" F.int
  let call_sem_post = F.constant "RACER_CALL_SEM_POST" F.int
  let call_mutex_attr_kind = F.constant "RACER_CALL_MUTEX_ATTR_KIND" F.int
  let atomic_read = F.constant "RACER_ATOMIC_READ" F.int
  let atomic_write = F.constant "RACER_ATOMIC_WRITE" F.int
  let atomic_read_write = F.constant "RACER_ATOMIC_READ_WRITE" F.int
  let lock_spec_blocking = F.constant "RACER_LOCK_SPEC_BLOCKING" F.int
  let lock_spec_read = F.constant "RACER_LOCK_SPEC_READ" F.int
  let loop_entered = F.constant "RACER_LOOP_ENTERED" F.int
  let loop_bounded = F.constant "RACER_LOOP_BOUNDED" F.int
  let loop_repeated = F.constant "RACER_LOOP_REPEATED" F.int
  let block_threads = F.constant "RACER_BLOCK_THREADS" F.int
  let block_race = F.constant "RACER_BLOCK_RACE" F.int
  let block_may_race = F.constant "RACER_BLOCK_MAY_RACE" F.int
  let block_no_races = F.constant "RACER_BLOCK_NO_RACES" F.int
  let block_imprecisions = F.constant "RACER_BLOCK_IMPRECISIONS" F.int
  let block_suppressed_count = F.constant "RACER_BLOCK_SUPPRESSED_COUNT" F.int
  let block_suppressed = F.constant "RACER_BLOCK_SUPPRESSED" F.int
  let block_unknown = F.constant "RACER_BLOCK_UNKNOWN" F.int
  let block_verdict = F.constant "RACER_BLOCK_VERDICT" F.int
  let block_lock_graph = F.constant "RACER_BLOCK_LOCK_GRAPH" F.int
  let block_deadlock = F.constant "RACER_BLOCK_DEADLOCK" F.int
  let block_possible_deadlock = F.constant "RACER_BLOCK_POSSIBLE_DEADLOCK" F.int
  let block_dropped_cycles = F.constant "RACER_BLOCK_DROPPED_CYCLES" F.int
  let block_deadlock_unknown = F.constant "RACER_BLOCK_DEADLOCK_UNKNOWN" F.int
  let block_deadlock_verdict = F.constant "RACER_BLOCK_DEADLOCK_VERDICT" F.int
  let report_races = F.constant "RACER_REPORT_RACES" F.int
  let report_deadlocks = F.constant "RACER_REPORT_DEADLOCKS" F.int
  let node_const = F.constant "RACER_NODE_CONST" F.int
  let node_float = F.constant "RACER_NODE_FLOAT" F.int
  let node_string = F.constant "RACER_NODE_STRING" F.int
  let node_var = F.constant "RACER_NODE_VAR" F.int
  let node_deref = F.constant "RACER_NODE_DEREF" F.int
  let node_field = F.constant "RACER_NODE_FIELD" F.int
  let node_index = F.constant "RACER_NODE_INDEX" F.int
  let node_read = F.constant "RACER_NODE_READ" F.int
  let node_addr = F.constant "RACER_NODE_ADDR" F.int
  let node_start = F.constant "RACER_NODE_START" F.int
  let node_unop = F.constant "RACER_NODE_UNOP" F.int
  let node_binop = F.constant "RACER_NODE_BINOP" F.int
  let node_cast = F.constant "RACER_NODE_CAST" F.int
  let node_func = F.constant "RACER_NODE_FUNC" F.int
  let node_other = F.constant "RACER_NODE_OTHER" F.int
  let unop_neg = F.constant "RACER_UNOP_NEG" F.int
  let unop_bitnot = F.constant "RACER_UNOP_BITNOT" F.int
  let unop_lognot = F.constant "RACER_UNOP_LOGNOT" F.int
  let binop_add = F.constant "RACER_BINOP_ADD" F.int
  let binop_sub = F.constant "RACER_BINOP_SUB" F.int
  let binop_mul = F.constant "RACER_BINOP_MUL" F.int
  let binop_div = F.constant "RACER_BINOP_DIV" F.int
  let binop_mod = F.constant "RACER_BINOP_MOD" F.int
  let binop_shl = F.constant "RACER_BINOP_SHL" F.int
  let binop_shr = F.constant "RACER_BINOP_SHR" F.int
  let binop_lt = F.constant "RACER_BINOP_LT" F.int
  let binop_gt = F.constant "RACER_BINOP_GT" F.int
  let binop_le = F.constant "RACER_BINOP_LE" F.int
  let binop_ge = F.constant "RACER_BINOP_GE" F.int
  let binop_eq = F.constant "RACER_BINOP_EQ" F.int
  let binop_ne = F.constant "RACER_BINOP_NE" F.int
  let binop_bitand = F.constant "RACER_BINOP_BITAND" F.int
  let binop_bitxor = F.constant "RACER_BINOP_BITXOR" F.int
  let binop_bitor = F.constant "RACER_BINOP_BITOR" F.int
  let binop_land = F.constant "RACER_BINOP_LAND" F.int
  let binop_lor = F.constant "RACER_BINOP_LOR" F.int
  let binop_ptr_add = F.constant "RACER_BINOP_PTR_ADD" F.int
  let binop_ptr_sub = F.constant "RACER_BINOP_PTR_SUB" F.int
  let binop_ptr_diff = F.constant "RACER_BINOP_PTR_DIFF" F.int
  let type_integer = F.constant "RACER_TYPE_INTEGER" F.int
  let type_signed = F.constant "RACER_TYPE_SIGNED" F.int
  let type_pointer = F.constant "RACER_TYPE_POINTER" F.int
  let type_float = F.constant "RACER_TYPE_FLOAT" F.int
  let type_array = F.constant "RACER_TYPE_ARRAY" F.int
  let type_aggregate = F.constant "RACER_TYPE_AGGREGATE" F.int
  let type_function = F.constant "RACER_TYPE_FUNCTION" F.int
  let type_volatile = F.constant "RACER_TYPE_VOLATILE" F.int
  let type_atomic = F.constant "RACER_TYPE_ATOMIC" F.int
  let type_bool = F.constant "RACER_TYPE_BOOL" F.int
  let instr_assign = F.constant "RACER_INSTR_ASSIGN" F.int
  let instr_call = F.constant "RACER_INSTR_CALL" F.int
  let instr_return = F.constant "RACER_INSTR_RETURN" F.int
  let instr_cond = F.constant "RACER_INSTR_COND" F.int
  let instr_asm = F.constant "RACER_INSTR_ASM" F.int
end
