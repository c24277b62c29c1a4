(* bridge_roundtrip: a small program model through Racer_core and back.
   Checks the ABI check, Model.send (one call per table), reading input and
   result tables, the JSON dump round trip, the conversion of statuses into
   Racer_core.Error and use after free. Prints "N passed, M failed" and exits
   1 on any failure. Expected statuses come from racer.h through the
   generated types module, never re-typed. *)

open Racer_core
module T = Racer_types_desc.Types (Racer_types_generated)
module C = Const

let passed = ref 0
let failed = ref 0

let report name ok detail =
  if ok then begin
    incr passed;
    Printf.printf "ok   %s\n%!" name
  end
  else begin
    incr failed;
    Printf.printf "FAIL %s%s\n%!" name (if detail = "" then "" else ": " ^ detail)
  end

let check name ok = report name ok ""

(* Runs [f]; reports an unexpected exception as a failure of [name]. *)
let guard name f =
  try f () with e -> report name false ("unexpected exception " ^ Printexc.to_string e)

let show_ints a = "[" ^ String.concat "; " (Array.to_list (Array.map string_of_int a)) ^ "]"
let show_strings a = "[" ^ String.concat "; " (Array.to_list (Array.map (Printf.sprintf "%S") a)) ^ "]"

let contains s sub =
  let n = String.length sub in
  let rec go i = i + n <= String.length s && (String.sub s i n = sub || go (i + 1)) in
  go 0

(* [shown]: a prefix of error_to_string's text. *)
let expect_error name ~status ~func ?mentions ?shown f =
  match f () with
  | () -> report name false "no exception"
  | exception Error e ->
      let ok_mention = match mentions with None -> true | Some m -> contains e.message m in
      let text = error_to_string e in
      let ok_shown =
        match shown with
        | None -> true
        | Some p -> String.length text >= String.length p && String.sub text 0 (String.length p) = p
      in
      report
        (Printf.sprintf "%s (%s)" name text)
        (e.status = status && e.func = func && ok_mention && ok_shown && e.status_name <> "")
        (Printf.sprintf "expected status %d from %s, got %d from %s" status func e.status e.func)
  | exception e -> report name false ("unexpected exception " ^ Printexc.to_string e)

let expect_invalid_argument name f =
  match f () with
  | _ -> report name false "no exception"
  | exception Invalid_argument _ -> report name true ""
  | exception e -> report name false ("unexpected exception " ^ Printexc.to_string e)

(* ---- The model: what is added, kept here to compare with what comes back. *)

(* A column as the test expects to read it: plain ints, string ids (compared
   by content), or optional string ids (-1 = None). *)
type expected = Ints of int array | Strs of string array | Opt_strs of string option array

let build_model () =
  let m = Model.create () in
  let main = Model.add_function m ~name:"main" ~flags:C.func_has_body ~entry_stmt:0 in
  let worker =
    Model.add_function m ~name:"worker" ~flags:(C.func_has_body lor C.func_thread_signature)
      ~entry_stmt:(-1)
  in
  let s0 = Model.add_statement ~column:3 m ~func:main ~file:"race.c" ~line:10 ~kind:C.stmt_instr in
  let s1 = Model.add_statement m ~func:main ~file:"race.c" ~line:11 ~kind:C.stmt_return in
  let s2 = Model.add_statement m ~func:worker ~file:"race.c" ~line:20 ~kind:C.stmt_instr in
  let s3 = Model.add_statement m ~func:worker ~file:"race.c" ~line:21 ~kind:C.stmt_return in
  Model.set_entry_stmt m worker s2;
  Model.add_successor m ~from:s0 ~to_:s1;
  Model.add_successor m ~from:s2 ~to_:s3;
  let g =
    Model.add_base m ~name:"g" ~kind:C.base_global ~func:(-1) ~flags:C.base_address_taken
      ~size_bits:32 ~typ:(Some "int") ~formal_index:(-1) ~alloc_stmt:(-1)
  in
  let arg =
    Model.add_base m ~name:"arg" ~kind:C.base_formal ~func:worker ~flags:C.base_pointer
      ~size_bits:64 ~typ:(Some "void *") ~formal_index:0 ~alloc_stmt:(-1)
  in
  let _tmp =
    Model.add_base m ~name:"tmp" ~kind:C.base_local ~func:main ~flags:0 ~size_bits:(-1) ~typ:None
      ~formal_index:(-1) ~alloc_stmt:(-1)
  in
  let e0 =
    Model.add_expression m ~stmt:s0 ~text:"&g" ~shape:C.expr_addr_of ~base:g ~func:(-1) ~flags:0
  in
  let e1 = Model.add_expression m ~stmt:s2 ~text:"g" ~shape:C.expr_lvalue ~base:g ~func:(-1) ~flags:0 in
  let e2 =
    Model.add_expression m ~stmt:s2 ~text:"*arg" ~shape:C.expr_lvalue ~base:arg ~func:(-1)
      ~flags:C.expr_through_pointer
  in
  let call =
    Model.add_event m ~stmt:s0 ~kind:C.event_call ~callee:worker ~callee_expr:(-1) ~result:(-1)
  in
  let _ret =
    Model.add_event m ~stmt:s1 ~kind:C.event_return ~callee:(-1) ~callee_expr:(-1) ~result:(-1)
  in
  Model.add_argument m ~event:call ~position:0 ~expr:e0;
  let root = Model.add_context m ~parent:(-1) ~call_stmt:(-1) ~callee:main in
  let child = Model.add_context m ~parent:root ~call_stmt:s0 ~callee:worker in
  Model.add_access m ~stmt:s2 ~kind:C.access_write ~base:g ~offset_lo:0 ~offset_hi:0 ~size_bits:32
    ~expr:e1 ~flags:0 ~context:(-1);
  Model.add_access m ~stmt:s2 ~kind:C.access_read ~base:arg ~offset_lo:(-1) ~offset_hi:(-1)
    ~size_bits:(-1) ~expr:e2 ~flags:C.access_through_pointer ~context:child;
  Model.add_points_to m ~expr:e2 ~base:g ~offset_lo:0 ~offset_hi:0 ~context:(-1);
  (* arg = &g (as if main passed it), and the call's callee named again. *)
  Model.add_flow m ~stmt:s0 ~dst_base:arg ~dst_return:(-1) ~dst_expr:(-1) ~dst_deref:0 ~src_base:g
    ~src_function:(-1) ~src_return:(-1) ~src_deref:(-1) ~shift:0;
  Model.add_callee m ~expr:e0 ~func:worker ~context:(-1);
  Model.set_entry m main;
  m

(* Every input table as added by build_model, columns in racer.h order. *)
let expected_tables =
  let has_body = C.func_has_body in
  [
    ( "functions",
      [ ("name", Strs [| "main"; "worker" |]);
        ("flags", Ints [| has_body; has_body lor C.func_thread_signature |]);
        ("entry_stmt", Ints [| 0; 2 |]) ] );
    ( "statements",
      [ ("function", Ints [| 0; 0; 1; 1 |]);
        ("file", Strs [| "race.c"; "race.c"; "race.c"; "race.c" |]);
        ("line", Ints [| 10; 11; 20; 21 |]);
        ("kind", Ints [| C.stmt_instr; C.stmt_return; C.stmt_instr; C.stmt_return |]);
        ("column", Ints [| 3; 0; 0; 0 |]) ] );
    ("successors", [ ("from", Ints [| 0; 2 |]); ("to", Ints [| 1; 3 |]) ]);
    ( "bases",
      [ ("name", Strs [| "g"; "arg"; "tmp" |]);
        ("kind", Ints [| C.base_global; C.base_formal; C.base_local |]);
        ("function", Ints [| -1; 1; 0 |]);
        ("flags", Ints [| C.base_address_taken; C.base_pointer; 0 |]);
        ("size_bits", Ints [| 32; 64; -1 |]);
        ("type", Opt_strs [| Some "int"; Some "void *"; None |]);
        ("formal_index", Ints [| -1; 0; -1 |]);
        ("alloc_stmt", Ints [| -1; -1; -1 |]) ] );
    ( "expressions",
      [ ("stmt", Ints [| 0; 2; 2 |]);
        ("text", Strs [| "&g"; "g"; "*arg" |]);
        ("shape", Ints [| C.expr_addr_of; C.expr_lvalue; C.expr_lvalue |]);
        ("base", Ints [| 0; 0; 1 |]);
        ("function", Ints [| -1; -1; -1 |]);
        ("flags", Ints [| 0; 0; C.expr_through_pointer |]) ] );
    ( "events",
      [ ("stmt", Ints [| 0; 1 |]);
        ("kind", Ints [| C.event_call; C.event_return |]);
        ("callee", Ints [| 1; -1 |]);
        ("callee_expr", Ints [| -1; -1 |]);
        ("result", Ints [| -1; -1 |]) ] );
    ( "arguments",
      [ ("event", Ints [| 0 |]); ("position", Ints [| 0 |]); ("expr", Ints [| 0 |]) ] );
    ( "accesses",
      [ ("stmt", Ints [| 2; 2 |]);
        ("kind", Ints [| C.access_write; C.access_read |]);
        ("base", Ints [| 0; 1 |]);
        ("offset_lo", Ints [| 0; -1 |]);
        ("offset_hi", Ints [| 0; -1 |]);
        ("size_bits", Ints [| 32; -1 |]);
        ("expr", Ints [| 1; 2 |]);
        ("flags", Ints [| 0; C.access_through_pointer |]);
        ("context", Ints [| -1; 1 |]) ] );
    ( "points_to",
      [ ("expr", Ints [| 2 |]); ("base", Ints [| 0 |]); ("offset_lo", Ints [| 0 |]);
        ("offset_hi", Ints [| 0 |]); ("context", Ints [| -1 |]) ] );
    ( "contexts",
      [ ("parent", Ints [| -1; 0 |]); ("call_stmt", Ints [| -1; 0 |]); ("callee", Ints [| 0; 1 |]) ] );
    ( "flows",
      [ ("stmt", Ints [| 0 |]); ("dst_base", Ints [| 1 |]); ("dst_return", Ints [| -1 |]);
        ("dst_expr", Ints [| -1 |]); ("dst_deref", Ints [| 0 |]); ("src_base", Ints [| 0 |]);
        ("src_function", Ints [| -1 |]); ("src_return", Ints [| -1 |]);
        ("src_deref", Ints [| -1 |]); ("shift", Ints [| 0 |]) ] );
    ( "callees", [ ("expr", Ints [| 0 |]); ("function", Ints [| 1 |]); ("context", Ints [| -1 |]) ] );
  ]

(* "main", "worker", "race.c", "g", "int", "arg", "void *", "tmp", "&g",
   "*arg": "g" is both a base name and an expression text, interned once. *)
let expected_strings = 10

let expected_length = function
  | Ints a -> Array.length a
  | Strs a -> Array.length a
  | Opt_strs a -> Array.length a

(* Compares every input table of session [s] with expected_tables. *)
let check_tables label s =
  List.iter
    (fun (table, columns) ->
      let name = Printf.sprintf "%s: %s" label table in
      guard name (fun () ->
          let names = Session.column_names table in
          check (name ^ " column names")
            (names = List.map fst columns);
          let n = expected_length (snd (List.hd columns)) in
          report (name ^ " rows") (Session.rows s table = n)
            (Printf.sprintf "%d rows, expected %d" (Session.rows s table) n);
          List.iter
            (fun (column, expected) ->
              let got = Session.column s table column in
              let what = Printf.sprintf "%s.%s" name column in
              match expected with
              | Ints a -> report what (got = a) (show_ints got ^ " <> " ^ show_ints a)
              | Strs a ->
                  let got = Array.map (Session.string s) got in
                  report what (got = a) (show_strings got ^ " <> " ^ show_strings a)
              | Opt_strs a ->
                  let got =
                    Array.map (fun id -> if id = -1 then None else Some (Session.string s id)) got
                  in
                  report what (got = a) "strings differ")
            columns))
    expected_tables

let write_file path text =
  let oc = open_out_bin path in
  output_string oc text;
  close_out oc

let () =
  check "ABI versions equal" (header_abi_version = library_abi_version ());
  check "version string" (version () <> "");
  check "constants read from racer.h" (C.func_has_body <> 0 && C.stmt_instr <> C.stmt_return);

  (* Tables the core knows. *)
  let tables = Session.table_names () in
  List.iter
    (fun t -> check ("table_names has " ^ t) (List.mem t tables))
    [ "functions"; "statements"; "contexts"; "call_edges"; "reachable_functions" ];
  check "column_names call_edges"
    (Session.column_names "call_edges" = [ "stmt"; "caller"; "callee" ]);
  check "column_names of an unknown table" (Session.column_names "no_such_table" = []);

  (* Model -> session -> freeze -> read back. *)
  let m = build_model () in
  check "Model.rows functions" (Model.rows m "functions" = 2);
  check "Model.rows accesses" (Model.rows m "accesses" = 2);
  check "Model.rows strings (interned)" (Model.rows m "strings" = expected_strings);
  expect_invalid_argument "Model.rows of an unknown table" (fun () -> Model.rows m "nope");
  let json = Filename.temp_file "racer_bridge" ".json" in
  let bad_json = Filename.temp_file "racer_bridge_bad" ".json" in
  let s = Session.create () in
  guard "roundtrip" (fun () ->
      check "new session in Build" (Session.phase s = Session.Build);
      Session.set_option s "context_depth" "2";
      expect_error "unknown option" ~status:T.e_arg ~func:"racer_set_option" (fun () ->
          Session.set_option s "no_such_option" "1");
      expect_error "rows before freeze" ~status:T.e_state ~func:"racer_table_rows" (fun () ->
          ignore (Session.rows s "functions"));
      Model.send m s;
      check "entry sent" (Session.entry s = 0);
      Session.freeze s;
      check "Frozen after freeze" (Session.phase s = Session.Frozen);
      check "strings rows" (Session.rows s "strings" = expected_strings);
      check_tables "sent" s;
      expect_error "send after freeze" ~status:T.e_state ~func:"racer_add_strings" (fun () ->
          Model.send m s);
      expect_error "unknown table" ~status:T.e_arg ~func:"racer_table_rows" (fun () ->
          ignore (Session.rows s "no_such_table"));

      (* The JSON dump, read back in a fresh session. *)
      Session.write_model_json s json;
      Session.with_session (fun s2 ->
          Session.read_model_json s2 json;
          Session.freeze s2;
          check "json: entry" (Session.entry s2 = 0);
          check_tables "json" s2);

      (* Run to the end, with progress between steps. *)
      let steps = ref 0 in
      Session.run ~budget:1 ~yield:(fun () -> incr steps) s;
      check "Done after run" (Session.phase s = Session.Done);
      check "step when done" (Session.step s ~budget:0 = `Done);
      (* No model loaded: nothing is a lock or a thread, and nothing races. *)
      check "verdict of a model without threads" (Session.verdict s = `No_race);
      let text = Session.report_text s in
      check "report ends with the verdict" (contains text "Verdict: no-race");
      check "no lock, no deadlock" (Session.deadlock_verdict s = `No_deadlock);
      check "deadlock report ends with its verdict"
        (contains (Session.deadlock_report_text ~explain:true s) "Deadlock verdict: no-deadlock");
      (* The program file is read first; this executable stands for one. *)
      expect_error "no witness without a certain race" ~status:T.e_state
        ~func:"racer_write_witness_graphml" ~mentions:"no certain race" (fun () ->
          Session.write_witness_graphml s ~program:Sys.executable_name ~architecture:"64bit"
            "never-written.graphml");
      expect_error "models after freeze" ~status:T.e_state ~func:"racer_load_models_text"
        (fun () -> Session.load_models_text s ~origin:"late" "Locks: {}\n");
      let edges = List.map (fun c -> Session.column s "call_edges" c) [ "stmt"; "caller"; "callee" ] in
      report "call_edges = (0, main, worker)"
        (edges = [ [| 0 |]; [| 0 |]; [| 1 |] ])
        (String.concat " " (List.map show_ints edges));
      let reachable = Session.column s "reachable_functions" "function" in
      report "reachable_functions = main, worker" (reachable = [| 0; 1 |]) (show_ints reachable);
      (* Names the core made: thread 0 is main. *)
      let names = Array.map (Session.result_string s) (Session.column s "thread_names" "name") in
      report "thread_names = main" (names = [| "main" |]) (String.concat " " (Array.to_list names));
      expect_error "result string out of range" ~status:T.e_id ~func:"racer_result_string"
        (fun () -> ignore (Session.result_string s 1000)));

  (* A bad id: caught by racer_freeze, named in the message. *)
  Session.with_session (fun bad ->
      guard "bad id" (fun () ->
          let bm = Model.create () in
          let f = Model.add_function bm ~name:"main" ~flags:C.func_has_body ~entry_stmt:0 in
          ignore (Model.add_statement bm ~func:99 ~file:"bad.c" ~line:1 ~kind:C.stmt_return : int);
          Model.set_entry bm f;
          Model.send bm bad;
          expect_error "bad id at freeze" ~status:T.e_id ~func:"racer_freeze" ~mentions:"statements"
            ~shown:"racer_freeze: bad id: statements[0].function: 99"
            (fun () -> Session.freeze bad);
          check "still Build after a failed freeze" (Session.phase bad = Session.Build)));

  (* Concurrency models: classification and errors with positions. *)
  Session.with_session (fun sm ->
      Session.load_models_text sm ~origin:"mini.yaml"
        "Locks:\n  lock: [{function: my_lock, lock-position: 0, blocking: true, read-lock: false, reentrant: false}]\n";
      check "classify a model lock" (Session.classify_function sm "my_lock" = `Lock);
      check "classify an unknown function" (Session.classify_function sm "printf" = `Plain);
      expect_error "broken model" ~status:T.e_parse ~func:"racer_load_models_text"
        ~mentions:"broken.yaml:2:" (fun () ->
          Session.load_models_text sm ~origin:"broken.yaml" "Locks:\n  lock: [{function: f}]\n");
      expect_error "verdict before run" ~status:T.e_state ~func:"racer_verdict" (fun () ->
          ignore (Session.verdict sm)));

  (* Malformed and missing files. *)
  write_file bad_json "{ \"functions\": [1, 2,, }\n";
  Session.with_session (fun s3 ->
      expect_error "malformed JSON" ~status:T.e_parse ~func:"racer_read_model_json" (fun () ->
          Session.read_model_json s3 bad_json);
      expect_error "missing file" ~status:T.e_io ~func:"racer_read_model_json" (fun () ->
          Session.read_model_json s3 (bad_json ^ ".does-not-exist")));

  (* Use after free. *)
  Session.free s;
  guard "free twice" (fun () -> Session.free s; check "free twice is a no-op" true);
  expect_invalid_argument "phase after free" (fun () -> Session.phase s);
  expect_invalid_argument "column after free" (fun () -> Session.column s "functions" "name");
  expect_invalid_argument "send after free" (fun () -> Model.send m s);
  let kept = ref None in
  (try Session.with_session (fun s4 -> kept := Some s4; raise Exit) with Exit -> ());
  (match !kept with
   | Some s4 -> expect_invalid_argument "with_session frees on exceptions" (fun () -> Session.entry s4)
   | None -> check "with_session ran" false);
  Gc.full_major ();

  List.iter (fun f -> try Sys.remove f with Sys_error _ -> ()) [ json; bad_json ];
  Printf.printf "%d passed, %d failed\n" !passed !failed;
  exit (if !failed = 0 then 0 else 1)
