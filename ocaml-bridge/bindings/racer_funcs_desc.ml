(* The functions of core/include/racer/racer.h as ctypes descriptions, one
   line per C function, in the header's order. stubgen/racer_funcs_stubgen.ml
   turns them into C stubs and the Racer_funcs_generated module; only
   lib/racer_core.ml calls them.

   Representation choices:
   - a session is a pointer to the incomplete struct racer_session, never
     dereferenced in OCaml;
   - int32 columns are [ptr int32_t], taken from Bigarrays (bigarray_start);
   - the string blob of racer_add_strings is a [ptr char] into a Bigarray (it
     has explicit lengths and may hold any byte), other C strings passed in
     are [string] (copied, NUL-terminated);
   - [const char *] results are [string] (copied at once), or [string_opt]
     where the header allows NULL;
   - out-parameters are [ptr]s to memory allocated with Ctypes.allocate.

   Cstubs picks one concurrency policy per generated module, hence two
   functors: [Blocking] holds racer_run, the only long call, generated with
   Cstubs.unlocked (the OCaml runtime lock is released while the core works;
   it takes only C memory and integers, never OCaml-heap data); everything
   else is in [Functions], generated with Cstubs.sequential. *)

open Ctypes

type session = [ `Racer_session ] structure

let session : session typ = structure "racer_session"

(* Short names keep one line per function. *)
let sess = ptr session
let col = ptr int32_t (* an int32 column *)
let status = int32_t

module Functions (F : Ctypes.FOREIGN) = struct
  open F

  (* library *)
  let abi_version = foreign "racer_abi_version" (void @-> returning uint32_t)
  let version_string = foreign "racer_version_string" (void @-> returning string)
  let library_end = foreign "racer_library_end" (string @-> returning int32_t)
  let status_string = foreign "racer_status_string" (status @-> returning string)

  (* session *)
  let session_new = foreign "racer_session_new" (void @-> returning (ptr_opt session))
  let session_free = foreign "racer_session_free" (sess @-> returning void)
  let last_error = foreign "racer_last_error" (sess @-> returning string)
  let phase = foreign "racer_phase" (sess @-> returning int32_t)
  let set_option = foreign "racer_set_option" (sess @-> string @-> string @-> returning status)

  (* program model *)
  let add_strings = foreign "racer_add_strings" (sess @-> ptr char @-> size_t @-> col @-> size_t @-> returning status)
  let add_functions = foreign "racer_add_functions" (sess @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_statements = foreign "racer_add_statements" (sess @-> col @-> col @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_successors = foreign "racer_add_successors" (sess @-> col @-> col @-> size_t @-> returning status)
  let add_bases = foreign "racer_add_bases" (sess @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_expressions = foreign "racer_add_expressions" (sess @-> col @-> col @-> col @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_events = foreign "racer_add_events" (sess @-> col @-> col @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_arguments = foreign "racer_add_arguments" (sess @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_accesses = foreign "racer_add_accesses" (sess @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_points_to = foreign "racer_add_points_to" (sess @-> col @-> col @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_contexts = foreign "racer_add_contexts" (sess @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_flows = foreign "racer_add_flows" (sess @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_callees = foreign "racer_add_callees" (sess @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_access_keys = foreign "racer_add_access_keys" (sess @-> col @-> col @-> size_t @-> returning status)
  let add_access_guards = foreign "racer_add_access_guards" (sess @-> col @-> col @-> size_t @-> returning status)
  let add_nodes = foreign "racer_add_nodes" (sess @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_instrs = foreign "racer_add_instrs" (sess @-> col @-> col @-> col @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_instr_args = foreign "racer_add_instr_args" (sess @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_nesting =
    foreign "racer_add_nesting" (sess @-> col @-> col @-> col @-> col @-> col @-> size_t @-> returning status)
  let add_loops = foreign "racer_add_loops" (sess @-> col @-> col @-> size_t @-> returning status)
  let add_field_paths = foreign "racer_add_field_paths" (sess @-> col @-> col @-> col @-> col @-> size_t @-> returning status)
  let load_models_file = foreign "racer_load_models_file" (sess @-> string @-> returning status)
  let load_models_text = foreign "racer_load_models_text" (sess @-> string @-> string @-> returning status)
  let lock_spec = foreign "racer_lock_spec" (sess @-> string @-> ptr int32_t @-> ptr int32_t @-> returning status)
  let classify_function = foreign "racer_classify_function" (sess @-> string @-> ptr int32_t @-> returning status)
  let atomic_operation = foreign "racer_atomic_operation" (sess @-> string @-> ptr int32_t @-> ptr int32_t @-> returning status)
  let verdict = foreign "racer_verdict" (sess @-> ptr int32_t @-> returning status)
  let report_text = foreign "racer_report_text" (sess @-> ptr string @-> returning status)
  let report_blocks = foreign "racer_report_blocks" (sess @-> int32_t @-> int32_t @-> ptr size_t @-> returning status)
  let report_block = foreign "racer_report_block" (sess @-> int32_t @-> size_t @-> ptr int32_t @-> ptr string @-> returning status)
  let confirm_race =
    foreign "racer_confirm_race" (sess @-> int32_t @-> int32_t @-> int32_t @-> string @-> returning status)
  let write_report_json = foreign "racer_write_report_json" (sess @-> string @-> returning status)
  let write_report_sarif = foreign "racer_write_report_sarif" (sess @-> string @-> int32_t @-> returning status)
  let write_witness_graphml =
    foreign "racer_write_witness_graphml" (sess @-> string @-> string @-> string @-> returning status)
  let deadlock_verdict = foreign "racer_deadlock_verdict" (sess @-> ptr int32_t @-> returning status)
  let deadlock_report_text = foreign "racer_deadlock_report_text" (sess @-> int32_t @-> ptr string @-> returning status)
  let write_deadlock_dot = foreign "racer_write_deadlock_dot" (sess @-> string @-> returning status)
  let set_entry = foreign "racer_set_entry" (sess @-> int32_t @-> returning status)
  let read_model_json = foreign "racer_read_model_json" (sess @-> string @-> returning status)
  let freeze = foreign "racer_freeze" (sess @-> returning status)

  (* tables *)
  let table_name = foreign "racer_table_name" (int32_t @-> returning string_opt)
  let column_name = foreign "racer_column_name" (string @-> int32_t @-> returning string_opt)
  let table_rows = foreign "racer_table_rows" (sess @-> string @-> ptr size_t @-> returning status)
  let column = foreign "racer_column" (sess @-> string @-> string @-> ptr (ptr int32_t) @-> ptr size_t @-> returning status)
  let get_string = foreign "racer_string" (sess @-> int32_t @-> ptr (ptr char) @-> ptr size_t @-> returning status)
  let result_string =
    foreign "racer_result_string" (sess @-> int32_t @-> ptr (ptr char) @-> ptr size_t @-> returning status)
  let entry = foreign "racer_entry" (sess @-> returning int32_t)

  (* model dump *)
  let write_model_json = foreign "racer_write_model_json" (sess @-> string @-> returning status)
end

module Blocking (F : Ctypes.FOREIGN) = struct
  open F

  (* run *)
  let run = foreign "racer_run" (sess @-> uint64_t @-> returning status)
end
