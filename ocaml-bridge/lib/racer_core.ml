(* Racer_core: the typed OCaml API over the ctypes stubs of racer.h (see the
   .mli). Raw bindings come from bindings/ through the generated modules;
   nothing outside this file calls them. Every negative status is turned into
   [Error] right here, with the session's message. *)

open Ctypes
module T = Racer_types_desc.Types (Racer_types_generated)
module C = Racer_funcs_desc.Functions (Racer_funcs_generated.Functions)
module B = Racer_funcs_desc.Blocking (Racer_funcs_generated.Blocking)
module Size = Unsigned.Size_t

type error = {
  status : int;
  status_name : string;
  func : string;
  message : string;
}

exception Error of error

(* The core's messages may already start with "<func>: "; it is said once. *)
let error_to_string e =
  let prefix = e.func ^ ": " in
  let n = String.length prefix in
  let message =
    if String.length e.message >= n && String.sub e.message 0 n = prefix then
      String.sub e.message n (String.length e.message - n)
    else e.message
  in
  if message = "" then Printf.sprintf "%s: %s" e.func e.status_name
  else Printf.sprintf "%s: %s: %s" e.func e.status_name message

let () =
  Printexc.register_printer (function
    | Error e -> Some ("Racer_core.Error: " ^ error_to_string e)
    | _ -> None)

let header_abi_version = T.abi_version
let library_abi_version () = Unsigned.UInt32.to_int (C.abi_version ())
let version () = C.version_string ()

let library_end name =
  match Int32.to_int (C.library_end name) with
  | v when v = T.end_program -> `Program
  | v when v = T.end_thread -> `Thread
  | _ -> `Returns

(* The SQLite idiom: refuse to run against a core built from another header,
   whose tables or constants may mean something else. *)
let () =
  let library = library_abi_version () in
  if library <> header_abi_version then
    failwith
      (Printf.sprintf
         "Racer: the core library has ABI version %d but the bridge was \
          generated for %d; rebuild and reinstall Racer"
         library header_abi_version)

let min_int32 = Int32.to_int Int32.min_int
let max_int32 = Int32.to_int Int32.max_int

let to_int32 what v =
  if v < min_int32 || v > max_int32 then
    invalid_arg (Printf.sprintf "Racer_core: %s = %d does not fit in int32" what v);
  Int32.of_int v

(* C strings end at the first NUL: refuse strings that would be cut. *)
let c_string what s =
  if String.contains s '\000' then
    invalid_arg (Printf.sprintf "Racer_core: %s contains a NUL byte" what);
  s

let raise_error func handle status =
  raise
    (Error
       {
         status;
         status_name = C.status_string (Int32.of_int status);
         func;
         message = C.last_error handle;
       })

(* Returns the non-negative status; raises [Error] on a negative one. *)
let check func handle status =
  let status = Int32.to_int status in
  if status < 0 then raise_error func handle status;
  status

let check_unit func handle status = ignore (check func handle status : int)

module Session = struct
  type handle = Racer_funcs_desc.session Ctypes.ptr

  (* [None] once freed: the finaliser and explicit calls may both free. *)
  type t = { mutable handle : handle option }
  type phase = Build | Frozen | Done

  type call_class =
    [ `Plain | `Lock | `Unlock | `Lock_init | `Lock_destroy | `Cond_wait | `Thread_create
    | `Thread_join | `Atomic_begin | `Atomic_end | `Atomic_function | `Cond_signal | `Once
    | `Barrier_init | `Barrier_wait | `Barrier_destroy | `Sem_init | `Sem_wait | `Sem_post
    | `Mutex_attr_kind ]

  type lock_mode = { blocking : bool; read : bool }

  let get what t =
    match t.handle with
    | Some h -> h
    | None ->
        invalid_arg (Printf.sprintf "Racer_core.%s: the session was freed" what)

  let free t =
    match t.handle with
    | None -> ()
    | Some h ->
        t.handle <- None;
        C.session_free h

  let create () =
    match C.session_new () with
    | None -> raise Out_of_memory
    | Some h ->
        let t = { handle = Some h } in
        Gc.finalise free t;
        t

  let with_session f =
    let t = create () in
    Fun.protect ~finally:(fun () -> free t) (fun () -> f t)

  let phase t =
    let h = get "Session.phase" t in
    let p = check "racer_phase" h (C.phase h) in
    if p = T.phase_build then Build
    else if p = T.phase_frozen then Frozen
    else if p = T.phase_done then Done
    else failwith (Printf.sprintf "Racer_core.Session.phase: unknown phase %d" p)

  let set_option t key value =
    let h = get "Session.set_option" t in
    check_unit "racer_set_option" h
      (C.set_option h (c_string "option key" key) (c_string "option value" value))

  let read_model_json t path =
    let h = get "Session.read_model_json" t in
    check_unit "racer_read_model_json" h (C.read_model_json h (c_string "path" path))

  let write_model_json t path =
    let h = get "Session.write_model_json" t in
    check_unit "racer_write_model_json" h (C.write_model_json h (c_string "path" path))

  let load_models_file t path =
    let h = get "Session.load_models_file" t in
    check_unit "racer_load_models_file" h (C.load_models_file h (c_string "path" path))

  let load_models_text t ~origin text =
    let h = get "Session.load_models_text" t in
    check_unit "racer_load_models_text" h
      (C.load_models_text h (c_string "model text" text) (c_string "origin" origin))

  let classify_function t name : call_class =
    let h = get "Session.classify_function" t in
    let out = allocate int32_t 0l in
    check_unit "racer_classify_function" h (C.classify_function h (c_string "name" name) out);
    (* The values are racer.h's, read when the stubs were generated. *)
    let classes =
      [ (T.call_lock, `Lock); (T.call_unlock, `Unlock); (T.call_lock_init, `Lock_init);
        (T.call_lock_destroy, `Lock_destroy); (T.call_cond_wait, `Cond_wait);
        (T.call_thread_create, `Thread_create); (T.call_thread_join, `Thread_join);
        (T.call_atomic_begin, `Atomic_begin); (T.call_atomic_end, `Atomic_end);
        (T.call_atomic_function, `Atomic_function); (T.call_cond_signal, `Cond_signal);
        (T.call_once, `Once); (T.call_barrier_init, `Barrier_init); (T.call_barrier_wait, `Barrier_wait);
        (T.call_barrier_destroy, `Barrier_destroy); (T.call_sem_init, `Sem_init);
        (T.call_sem_wait, `Sem_wait); (T.call_sem_post, `Sem_post);
        (T.call_mutex_attr_kind, `Mutex_attr_kind) ]
    in
    Option.value ~default:`Plain (List.assoc_opt (Int32.to_int !@out) classes)

  let atomic_operation t name =
    let h = get "Session.atomic_operation" t in
    let pos = allocate int32_t 0l and access = allocate int32_t 0l in
    check_unit "racer_atomic_operation" h
      (C.atomic_operation h (c_string "name" name) pos access);
    let p = Int32.to_int !@pos and a = Int32.to_int !@access in
    if p < 0 then None
    else if a = T.atomic_read then Some (p, `Read)
    else if a = T.atomic_write then Some (p, `Write)
    else if a = T.atomic_read_write then Some (p, `Read_write)
    else None

  let lock_spec t name =
    let h = get "Session.lock_spec" t in
    let pos = allocate int32_t 0l and flags = allocate int32_t 0l in
    check_unit "racer_lock_spec" h (C.lock_spec h (c_string "name" name) pos flags);
    let flags = Int32.to_int !@flags in
    let p = Int32.to_int !@pos in
    if p < 0 then None
    else
      Some
        ( p,
          { blocking = flags land T.lock_spec_blocking <> 0;
            read = flags land T.lock_spec_read <> 0 } )

  let verdict t =
    let h = get "Session.verdict" t in
    let out = allocate int32_t 0l in
    check_unit "racer_verdict" h (C.verdict h out);
    match Int32.to_int !@out with 0 -> `Race | 1 -> `No_race | _ -> `Unknown

  let report_text t =
    let h = get "Session.report_text" t in
    let out = allocate string "" in
    check_unit "racer_report_text" h (C.report_text h out);
    !@out

  type block_kind =
    [ `Threads | `Race | `May_race | `No_races | `Imprecisions | `Suppressed_count | `Suppressed
    | `Unknown | `Verdict | `Lock_graph | `Deadlock | `Possible_deadlock | `Dropped_cycles
    | `Deadlock_unknown | `Deadlock_verdict ]

  let block_kind k : block_kind =
    let table =
      [ (T.block_threads, `Threads); (T.block_race, `Race); (T.block_may_race, `May_race);
        (T.block_no_races, `No_races); (T.block_imprecisions, `Imprecisions);
        (T.block_suppressed_count, `Suppressed_count); (T.block_suppressed, `Suppressed);
        (T.block_unknown, `Unknown); (T.block_verdict, `Verdict); (T.block_lock_graph, `Lock_graph);
        (T.block_deadlock, `Deadlock); (T.block_possible_deadlock, `Possible_deadlock);
        (T.block_dropped_cycles, `Dropped_cycles); (T.block_deadlock_unknown, `Deadlock_unknown);
        (T.block_deadlock_verdict, `Deadlock_verdict) ]
    in
    match List.assoc_opt k table with
    | Some kind -> kind
    | None -> failwith (Printf.sprintf "Racer_core: unknown report block kind %d" k)

  let report_blocks ?(explain = false) t report =
    let h = get "Session.report_blocks" t in
    let which = Int32.of_int (match report with `Races -> T.report_races | `Deadlocks -> T.report_deadlocks) in
    let n = allocate size_t Size.zero in
    check_unit "racer_report_blocks" h (C.report_blocks h which (if explain then 1l else 0l) n);
    List.init (Size.to_int !@n) (fun i ->
        let kind = allocate int32_t 0l and text = allocate string "" in
        check_unit "racer_report_block" h (C.report_block h which (Size.of_int i) kind text);
        (block_kind (Int32.to_int !@kind), !@text))

  let confirm_race ?pair t race witness =
    let h = get "Session.confirm_race" t in
    let first, second = Option.value ~default:(-1, -1) pair in
    check_unit "racer_confirm_race" h
      (C.confirm_race h (Int32.of_int race) (Int32.of_int first) (Int32.of_int second) (c_string "witness" witness))

  let write_report_json t path =
    let h = get "Session.write_report_json" t in
    check_unit "racer_write_report_json" h (C.write_report_json h (c_string "path" path))

  let write_report_sarif t ~findings path =
    let h = get "Session.write_report_sarif" t in
    let which = Int32.of_int (match findings with `Races -> T.sarif_races | `Deadlocks -> T.sarif_deadlocks) in
    check_unit "racer_write_report_sarif" h (C.write_report_sarif h (c_string "path" path) which)

  let write_witness_graphml t ~program ~architecture path =
    let h = get "Session.write_witness_graphml" t in
    check_unit "racer_write_witness_graphml" h
      (C.write_witness_graphml h (c_string "path" path) (c_string "program" program)
         (c_string "architecture" architecture))

  let deadlock_verdict t =
    let h = get "Session.deadlock_verdict" t in
    let out = allocate int32_t 0l in
    check_unit "racer_deadlock_verdict" h (C.deadlock_verdict h out);
    match Int32.to_int !@out with 0 -> `Deadlock | 1 -> `No_deadlock | _ -> `Unknown

  let deadlock_report_text ?(explain = false) t =
    let h = get "Session.deadlock_report_text" t in
    let out = allocate string "" in
    check_unit "racer_deadlock_report_text" h
      (C.deadlock_report_text h (if explain then 1l else 0l) out);
    !@out

  let write_deadlock_dot t path =
    let h = get "Session.write_deadlock_dot" t in
    check_unit "racer_write_deadlock_dot" h (C.write_deadlock_dot h (c_string "path" path))

  let set_entry t f =
    let h = get "Session.set_entry" t in
    check_unit "racer_set_entry" h (C.set_entry h (to_int32 "entry function" f))

  let entry t = Int32.to_int (C.entry (get "Session.entry" t))

  let freeze t =
    let h = get "Session.freeze" t in
    check_unit "racer_freeze" h (C.freeze h)

  let step t ~budget =
    let h = get "Session.step" t in
    if budget < 0 then invalid_arg "Racer_core.Session.step: negative budget";
    let status = check "racer_run" h (B.run h (Unsigned.UInt64.of_int budget)) in
    if status = T.more then `More
    else if status = T.ok then `Done
    else failwith (Printf.sprintf "Racer_core.Session.step: racer_run returned %d" status)

  let run ?(budget = 10_000) ?(yield = fun () -> ()) t =
    let rec loop () =
      match step t ~budget with
      | `Done -> ()
      | `More ->
          yield ();
          loop ()
    in
    loop ()

  (* Walks a NULL-terminated enumeration i = 0, 1, ... *)
  let names nth =
    let rec go i acc =
      match nth (Int32.of_int i) with
      | None -> List.rev acc
      | Some name -> go (i + 1) (name :: acc)
    in
    go 0 []

  let table_names () = names C.table_name
  let column_names table = names (C.column_name (c_string "table name" table))

  let rows t table =
    let h = get "Session.rows" t in
    let out = allocate size_t Size.zero in
    check_unit "racer_table_rows" h (C.table_rows h (c_string "table name" table) out);
    Size.to_int !@out

  let column t table column =
    let h = get "Session.column" t in
    let data = allocate (ptr int32_t) (from_voidp int32_t null) in
    let n = allocate size_t Size.zero in
    check_unit "racer_column" h
      (C.column h (c_string "table name" table) (c_string "column name" column) data n);
    let n = Size.to_int !@n in
    if n = 0 then [||]
    else
      (* A view of the core's memory, copied at once: the copy outlives
         the session. *)
      let view = bigarray_of_ptr array1 n Bigarray.int32 !@data in
      Array.init n (fun i -> Int32.to_int (Bigarray.Array1.unsafe_get view i))

  (* One entry of a string table through [get_text] (racer_string or
     racer_result_string), copied out of the core's memory. *)
  let string_of ~where ~fn ~what get_text t id =
    let h = get where t in
    let text = allocate (ptr char) (from_voidp char null) in
    let len = allocate size_t Size.zero in
    check_unit fn h (get_text h (to_int32 what id) text len);
    let len = Size.to_int !@len in
    if len = 0 then "" else string_from_ptr !@text ~length:len

  let string t id = string_of ~where:"Session.string" ~fn:"racer_string" ~what:"string id" C.get_string t id

  let result_string t id =
    string_of ~where:"Session.result_string" ~fn:"racer_result_string" ~what:"result string id" C.result_string t
      id
end

module Model = struct
  (* A growable int column; converted to an int32 Bigarray when sent. *)
  module Column = struct
    type t = { mutable data : int array; mutable length : int }

    let create () = { data = Array.make 256 0; length = 0 }

    let add c v =
      if c.length = Array.length c.data then begin
        let data = Array.make (2 * c.length) 0 in
        Array.blit c.data 0 data 0 c.length;
        c.data <- data
      end;
      c.data.(c.length) <- v;
      c.length <- c.length + 1

    let to_bigarray c =
      let a = Bigarray.(Array1.create int32 c_layout c.length) in
      for i = 0 to c.length - 1 do
        Bigarray.Array1.unsafe_set a i (Int32.of_int c.data.(i))
      done;
      a
  end

  (* One input table of racer.h: its column names are the parameter names
     of the racer_add_* function, in the same order. *)
  type table = { name : string; column_names : string array; columns : Column.t array }

  let table name column_names =
    { name; column_names; columns = Array.map (fun _ -> Column.create ()) column_names }

  let length tbl = tbl.columns.(0).Column.length

  (* Appends one row (values in column order) and returns its id. *)
  let add_row tbl values =
    Array.iteri
      (fun j v ->
        if v < min_int32 || v > max_int32 then
          invalid_arg
            (Printf.sprintf "Racer_core.Model: %s.%s = %d does not fit in int32" tbl.name
               tbl.column_names.(j) v))
      values;
    let id = length tbl in
    Array.iteri (fun j v -> Column.add tbl.columns.(j) v) values;
    id

  type t = {
    string_ids : (string, int) Hashtbl.t;
    string_bytes : Buffer.t;
    string_lengths : Column.t;
    functions : table;
    statements : table;
    successors : table;
    bases : table;
    expressions : table;
    events : table;
    arguments : table;
    accesses : table;
    points_to : table;
    contexts : table;
    flows : table;
    callees : table;
    access_keys : table;
    access_guards : table;
    nodes : table;
    instrs : table;
    instr_args : table;
    nesting : table;
    loops : table;
    field_paths : table;
    mutable entry : int option;
  }

  let create () =
    {
      string_ids = Hashtbl.create 1024;
      string_bytes = Buffer.create 4096;
      string_lengths = Column.create ();
      functions = table "functions" [| "name"; "flags"; "entry_stmt" |];
      statements = table "statements" [| "function"; "file"; "line"; "kind"; "column" |];
      successors = table "successors" [| "from"; "to" |];
      bases =
        table "bases"
          [| "name"; "kind"; "function"; "flags"; "size_bits"; "type"; "formal_index"; "alloc_stmt" |];
      expressions =
        table "expressions" [| "stmt"; "text"; "shape"; "base"; "function"; "flags" |];
      events = table "events" [| "stmt"; "kind"; "callee"; "callee_expr"; "result" |];
      arguments = table "arguments" [| "event"; "position"; "expr" |];
      accesses =
        table "accesses"
          [| "stmt"; "kind"; "base"; "offset_lo"; "offset_hi"; "size_bits"; "expr"; "flags"; "context" |];
      points_to = table "points_to" [| "expr"; "base"; "offset_lo"; "offset_hi"; "context" |];
      contexts = table "contexts" [| "parent"; "call_stmt"; "callee" |];
      flows =
        table "flows"
          [| "stmt"; "dst_base"; "dst_return"; "dst_expr"; "dst_deref"; "src_base"; "src_function";
             "src_return"; "src_deref"; "shift" |];
      callees = table "callees" [| "expr"; "function"; "context" |];
      access_keys = table "access_keys" [| "access"; "key" |];
      access_guards = table "access_guards" [| "access"; "guard" |];
      nodes =
        table "nodes"
          [| "op"; "sub"; "a"; "b"; "base"; "function"; "literal"; "offset"; "type"; "width"; "type_flags"; "comp" |];
      instrs = table "instrs" [| "stmt"; "kind"; "lhs"; "rhs"; "true_succ"; "false_succ" |];
      instr_args = table "instr_args" [| "instr"; "position"; "node" |];
      nesting = table "nesting" [| "stmt"; "parent"; "slot"; "position"; "flags" |];
      loops = table "loops" [| "stmt"; "flags" |];
      field_paths = table "field_paths" [| "base"; "offset_lo"; "offset_hi"; "path" |];
      entry = None;
    }

  let tables m =
    [ m.functions; m.statements; m.successors; m.bases; m.expressions; m.events; m.arguments;
      m.accesses; m.points_to; m.contexts; m.flows; m.callees; m.access_keys; m.loops; m.field_paths;
      m.access_guards; m.nodes; m.instrs; m.instr_args; m.nesting ]

  let intern m s =
    match Hashtbl.find_opt m.string_ids s with
    | Some id -> id
    | None ->
        let id = m.string_lengths.length in
        if String.length s > max_int32 then invalid_arg "Racer_core.Model: string too long";
        Hashtbl.add m.string_ids s id;
        Buffer.add_string m.string_bytes s;
        Column.add m.string_lengths (String.length s);
        id

  let add_function m ~name ~flags ~entry_stmt =
    add_row m.functions [| intern m name; flags; entry_stmt |]

  let set_entry_stmt m f s =
    if f < 0 || f >= length m.functions then
      invalid_arg (Printf.sprintf "Racer_core.Model.set_entry_stmt: no function %d" f);
    if s < min_int32 || s > max_int32 then
      invalid_arg "Racer_core.Model.set_entry_stmt: statement id out of int32 range";
    m.functions.columns.(2).data.(f) <- s

  let add_statement ?(column = 0) m ~func ~file ~line ~kind =
    add_row m.statements [| func; intern m file; line; kind; column |]

  let add_successor m ~from ~to_ = ignore (add_row m.successors [| from; to_ |] : int)

  let add_base m ~name ~kind ~func ~flags ~size_bits ~typ ~formal_index ~alloc_stmt =
    let typ = match typ with None -> -1 | Some t -> intern m t in
    add_row m.bases [| intern m name; kind; func; flags; size_bits; typ; formal_index; alloc_stmt |]

  let add_expression m ~stmt ~text ~shape ~base ~func ~flags =
    add_row m.expressions [| stmt; intern m text; shape; base; func; flags |]

  let add_event m ~stmt ~kind ~callee ~callee_expr ~result =
    add_row m.events [| stmt; kind; callee; callee_expr; result |]

  let add_argument m ~event ~position ~expr =
    ignore (add_row m.arguments [| event; position; expr |] : int)

  let add_access ?key ?guard m ~stmt ~kind ~base ~offset_lo ~offset_hi ~size_bits ~expr ~flags ~context =
    let row =
      add_row m.accesses [| stmt; kind; base; offset_lo; offset_hi; size_bits; expr; flags; context |]
    in
    Option.iter (fun k -> ignore (add_row m.access_keys [| row; intern m k |] : int)) key;
    Option.iter (fun g -> ignore (add_row m.access_guards [| row; intern m g |] : int)) guard

  let add_points_to m ~expr ~base ~offset_lo ~offset_hi ~context =
    ignore (add_row m.points_to [| expr; base; offset_lo; offset_hi; context |] : int)

  let add_context m ~parent ~call_stmt ~callee =
    add_row m.contexts [| parent; call_stmt; callee |]

  let add_flow m ~stmt ~dst_base ~dst_return ~dst_expr ~dst_deref ~src_base ~src_function
      ~src_return ~src_deref ~shift =
    ignore
      (add_row m.flows
         [| stmt; dst_base; dst_return; dst_expr; dst_deref; src_base; src_function; src_return;
            src_deref; shift |]
        : int)

  let add_node m ~op ~sub ~a ~b ~base ~func ~literal ~offset ~typ ~width ~type_flags ~comp =
    let str = function None -> -1 | Some t -> intern m t in
    add_row m.nodes [| op; sub; a; b; base; func; str literal; offset; str typ; width; type_flags; str comp |]

  let add_instr m ~stmt ~kind ~lhs ~rhs ~true_succ ~false_succ =
    add_row m.instrs [| stmt; kind; lhs; rhs; true_succ; false_succ |]

  let add_instr_arg m ~instr ~position ~node =
    ignore (add_row m.instr_args [| instr; position; node |] : int)
  let add_loop m ~stmt ~flags = ignore (add_row m.loops [| stmt; flags |] : int)
  let add_nesting m ~stmt ~parent ~slot ~position ~flags =
    ignore (add_row m.nesting [| stmt; parent; slot; position; flags |] : int)

  let add_field_path m ~base ~lo ~hi ~path =
    ignore (add_row m.field_paths [| base; lo; hi; intern m path |] : int)

  let add_callee m ~expr ~func ~context =
    ignore (add_row m.callees [| expr; func; context |] : int)

  let set_entry m f = m.entry <- Some f

  let rows m name =
    if name = "strings" then m.string_lengths.length
    else
      match List.find_opt (fun tbl -> tbl.name = name) (tables m) with
      | Some tbl -> length tbl
      | None -> invalid_arg (Printf.sprintf "Racer_core.Model.rows: no table %S" name)

  let send_strings m h =
    let n = m.string_lengths.length in
    if n > 0 then begin
      let nbytes = Buffer.length m.string_bytes in
      (* At least one byte, so that the pointer is never NULL (n > 0). *)
      let bytes = Bigarray.(Array1.create char c_layout (max 1 nbytes)) in
      for i = 0 to nbytes - 1 do
        Bigarray.Array1.unsafe_set bytes i (Buffer.nth m.string_bytes i)
      done;
      let lengths = Column.to_bigarray m.string_lengths in
      check_unit "racer_add_strings" h
        (C.add_strings h (bigarray_start array1 bytes) (Size.of_int nbytes)
           (bigarray_start array1 lengths) (Size.of_int n))
    end

  (* One racer_add_* call for a non-empty table; [add] receives the column
     pointers in order and the row count. *)
  let send_table h tbl func add =
    let n = length tbl in
    if n > 0 then begin
      let cols = Array.map Column.to_bigarray tbl.columns in
      let col j = bigarray_start array1 cols.(j) in
      check_unit func h (add col (Size.of_int n))
    end

  let send m s =
    let h = Session.get "Model.send" s in
    send_strings m h;
    send_table h m.functions "racer_add_functions" (fun c n ->
        C.add_functions h (c 0) (c 1) (c 2) n);
    send_table h m.statements "racer_add_statements" (fun c n ->
        C.add_statements h (c 0) (c 1) (c 2) (c 3) (c 4) n);
    send_table h m.successors "racer_add_successors" (fun c n ->
        C.add_successors h (c 0) (c 1) n);
    send_table h m.bases "racer_add_bases" (fun c n ->
        C.add_bases h (c 0) (c 1) (c 2) (c 3) (c 4) (c 5) (c 6) (c 7) n);
    send_table h m.expressions "racer_add_expressions" (fun c n ->
        C.add_expressions h (c 0) (c 1) (c 2) (c 3) (c 4) (c 5) n);
    send_table h m.events "racer_add_events" (fun c n ->
        C.add_events h (c 0) (c 1) (c 2) (c 3) (c 4) n);
    send_table h m.arguments "racer_add_arguments" (fun c n ->
        C.add_arguments h (c 0) (c 1) (c 2) n);
    send_table h m.accesses "racer_add_accesses" (fun c n ->
        C.add_accesses h (c 0) (c 1) (c 2) (c 3) (c 4) (c 5) (c 6) (c 7) (c 8) n);
    send_table h m.points_to "racer_add_points_to" (fun c n ->
        C.add_points_to h (c 0) (c 1) (c 2) (c 3) (c 4) n);
    send_table h m.contexts "racer_add_contexts" (fun c n ->
        C.add_contexts h (c 0) (c 1) (c 2) n);
    send_table h m.flows "racer_add_flows" (fun c n ->
        C.add_flows h (c 0) (c 1) (c 2) (c 3) (c 4) (c 5) (c 6) (c 7) (c 8) (c 9) n);
    send_table h m.callees "racer_add_callees" (fun c n ->
        C.add_callees h (c 0) (c 1) (c 2) n);
    send_table h m.access_keys "racer_add_access_keys" (fun c n ->
        C.add_access_keys h (c 0) (c 1) n);
    send_table h m.loops "racer_add_loops" (fun c n -> C.add_loops h (c 0) (c 1) n);
    send_table h m.field_paths "racer_add_field_paths" (fun c n ->
        C.add_field_paths h (c 0) (c 1) (c 2) (c 3) n);
    send_table h m.access_guards "racer_add_access_guards" (fun c n ->
        C.add_access_guards h (c 0) (c 1) n);
    send_table h m.nodes "racer_add_nodes" (fun c n ->
        C.add_nodes h (c 0) (c 1) (c 2) (c 3) (c 4) (c 5) (c 6) (c 7) (c 8) (c 9) (c 10) (c 11) n);
    send_table h m.instrs "racer_add_instrs" (fun c n ->
        C.add_instrs h (c 0) (c 1) (c 2) (c 3) (c 4) (c 5) n);
    send_table h m.instr_args "racer_add_instr_args" (fun c n ->
        C.add_instr_args h (c 0) (c 1) (c 2) n);
    send_table h m.nesting "racer_add_nesting" (fun c n ->
        C.add_nesting h (c 0) (c 1) (c 2) (c 3) (c 4) n);
    match m.entry with
    | None -> ()
    | Some f -> check_unit "racer_set_entry" h (C.set_entry h (to_int32 "entry function" f))
end

(* The header's constants; the .mli exports the kinds and flags only. *)
module Const = T
