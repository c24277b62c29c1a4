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
  let lock_spec_blocking = F.constant "RACER_LOCK_SPEC_BLOCKING" F.int
  let lock_spec_read = F.constant "RACER_LOCK_SPEC_READ" F.int
  let loop_entered = F.constant "RACER_LOOP_ENTERED" F.int
  let loop_bounded = F.constant "RACER_LOOP_BOUNDED" F.int
  let loop_repeated = F.constant "RACER_LOOP_REPEATED" F.int
end
