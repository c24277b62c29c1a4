(* Unit tests of the GUI's row functions: hand-made results in, the cells
   the panels show out. No GTK, no Frama-C: the modules under test only see
   Results_data. *)
open Results_data

let failures = ref 0

let check name ok =
  if not ok then begin
    incr failures;
    Printf.printf "FAIL %s\n" name
  end

let check_eq name show expected got =
  if expected <> got then begin
    incr failures;
    Printf.printf "FAIL %s\n  expected %s\n  got      %s\n" name (show expected) (show got)
  end

let strings l = "[" ^ String.concat "; " (List.map (Printf.sprintf "%S") l) ^ "]"
let stmt sid line = { sid; file = "dir/bank.c"; line }
let lock ?(read = false) lock = { lock; read }

(* --- a small program's results: main creates t1 and two auditors (one
   multiple thread); t1 and t2 call take_two(first, second). *)

let main_ctx = { thread = "main"; func = "main"; calls = [] }
let t1_ctx = { thread = "t1:20"; func = "t1"; calls = [] }
let auditor_ctx = { thread = "auditor:22"; func = "auditor"; calls = [] }
let take_t1 = { thread = "t1:20"; func = "take_two"; calls = [ { site = stmt 16 16; callee = "take_two" } ] }
let take_t2 = { thread = "t2:21"; func = "take_two"; calls = [ { site = stmt 17 17; callee = "take_two" } ] }

let access ?(write = true) ?(must = []) ?(may = []) ?(through_pointer = false) by at =
  { at; by; write; through_pointer; must_locks = must; may_locks = (if may = [] then must else may); trace = [] }

let may_race =
  {
    must = false;
    location = "log at offset [32..63]";
    reasons = "not parallel, weak";
    witness = "";
    first = access "t1:20" (stmt 30 30) ~must:[ lock "a" ] ~may:[ lock "a"; lock ~read:true "rw" ];
    second = access ~write:false "main" (stmt 40 40);
    sites = [ access "t1:20" (stmt 30 30); access ~write:false "main" (stmt 40 40) ];
    conflicts = [ "main & t1:20" ];
  }

let must_race =
  {
    must = true;
    location = "balance";
    reasons = "";
    witness = "";
    first = access "auditor:22" (stmt 12 12) ~write:false;
    second = access "t1:20" (stmt 14 14) ~must:[ lock "a"; lock "b" ];
    sites = [ access ~write:false "auditor:22" (stmt 12 12); access "t1:20" (stmt 14 14) ];
    conflicts = [ "auditor:22 & t1:20" ];
  }

let acq ?(blocking = true) by at held acquired via =
  { acquirer = by; acquired_at = at; via; held; held_at = Some (stmt 9 9); acquired; blocking; shared = false }

let a_b = acq "t1:20" (stmt 10 10) "a" "b" take_t1
let b_a = acq "t2:21" (stmt 10 10) "b" "a" take_t2
let g_a = acq ~blocking:false "t1:20" (stmt 50 50) "g" "a" t1_ctx

let deadlocks =
  {
    deadlock_verdict = "deadlock";
    deadlock_reasons = [];
    edges =
      [
        { src = "g"; dst = "a"; on_deadlock = false; acquisitions = [ g_a ] };
        { src = "a"; dst = "b"; on_deadlock = true; acquisitions = [ a_b ] };
        { src = "b"; dst = "a"; on_deadlock = true; acquisitions = [ b_a; b_a ] };
      ];
    cycles =
      [
        { kind = Dropped; locks = [ "c"; "d" ]; why = "gate-lock"; steps = [] };
        { kind = Deadlock; locks = [ "a"; "b" ]; why = ""; steps = [ a_b; b_a ] };
      ];
    dot = "digraph lock_graph {}";
  }

let lockset_row ?(edges = []) point context entry bindings must may =
  { point; context; entry; bindings; must_held = must; may_held = may; edges }

let results =
  {
    threads =
      [
        { name = "main"; entry = "main"; created_at = None; multiple = false; creators = [] };
        { name = "t1:20"; entry = "t1"; created_at = Some (stmt 20 20); multiple = false; creators = [ "main" ] };
        { name = "auditor:22"; entry = "auditor"; created_at = Some (stmt 22 22); multiple = true; creators = [ "main" ] };
      ];
    races = Some { race_verdict = "race"; race_reasons = []; races = [ may_race; must_race ] };
    deadlocks = Some deadlocks;
    locksets =
      [
        lockset_row (stmt 10 10) take_t2 [] [ ("first", [ "b" ]); ("second", [ "a" ]) ] [ lock "b" ] [ lock "b" ]
          ~edges:[ ("b", "a") ];
        lockset_row (stmt 10 10) take_t1 [ lock "g" ] [ ("first", [ "a" ]); ("second", [ "a"; "b" ]) ]
          [ lock "a"; lock "g" ] [ lock "a"; lock "g"; lock ~read:true "rw" ] ~edges:[ ("a", "b"); ("g", "b") ];
        lockset_row (stmt 11 11) take_t1 [] [] [] [];
      ];
    parallel =
      [
        { at_point = stmt 12 12; in_context = auditor_ctx; may_run = [ "main"; "t1:20"; "auditor:22" ]; must_run = [ "auditor:22"; "t1:20" ] };
        { at_point = stmt 14 14; in_context = t1_ctx; may_run = [ "main"; "t1:20"; "auditor:22" ]; must_run = [ "t1:20" ] };
        { at_point = stmt 40 40; in_context = main_ctx; may_run = [ "main" ]; must_run = [ "main" ] };
      ];
  }

let test_panel_text () =
  check_eq "location: last path component" Fun.id "bank.c:14" (Panel_text.location (stmt 1 14));
  check_eq "locks: none" Fun.id "{}" (Panel_text.locks []);
  check_eq "locks: read mode" Fun.id "{a, rw (read)}" (Panel_text.locks [ lock "a"; lock ~read:true "rw" ]);
  check_eq "context: root" Fun.id "t1 (entry)" (Panel_text.context t1_ctx);
  check_eq "context: call string" Fun.id "take_two (bank.c:16)" (Panel_text.context take_t1);
  check_eq "context: two calls, outermost first" Fun.id "f (bank.c:3) -> g (bank.c:9)"
    (Panel_text.context
       { thread = "t"; func = "g"; calls = [ { site = stmt 3 3; callee = "f" }; { site = stmt 9 9; callee = "g" } ] });
  check_eq "bindings" Fun.id "first = a, second = {a, b}"
    (Panel_text.bindings [ ("first", [ "a" ]); ("second", [ "a"; "b" ]) ]);
  check_eq "calls: none" Fun.id "" (Panel_text.calls [])

let races () = Option.get results.races

let test_races () =
  let rows = Races_rows.rows ~show_may:true (races ()) in
  check_eq "races: must first, then may" strings [ "must"; "may" ]
    (List.map (fun (r : Races_rows.row) -> List.hd r.cells) rows);
  check "races: one cell per column"
    (List.for_all (fun (r : Races_rows.row) -> List.length r.cells = List.length Races_rows.columns) rows);
  (match rows with
  | [ must; may ] ->
    check_eq "must-race cells" strings
      [ "must"; "balance"; "read by auditor:22 at bank.c:12"; "{}"; "write by t1:20 at bank.c:14"; "{a, b}"; "";
        "2: read by auditor:22 at bank.c:12; write by t1:20 at bank.c:14"; "auditor:22 & t1:20" ]
      must.cells;
    check "must-race emphasised" must.must;
    check "must-race targets both accesses" (must.accesses = (stmt 12 12, stmt 14 14));
    check_eq "may-race cells" strings
      [ "may"; "log at offset [32..63]"; "write by t1:20 at bank.c:30"; "{a}, maybe {a, rw (read)}";
        "read by main at bank.c:40"; "{}"; "not parallel, weak";
        "2: write by t1:20 at bank.c:30; read by main at bank.c:40"; "main & t1:20" ]
      may.cells;
    check "may-race not emphasised" (not may.must)
  | _ -> check "races: two rows" false);
  (* A location with many sites spells out the first few. *)
  let many = { may_race with sites = List.init 7 (fun i -> access "t1:20" (stmt (50 + i) (50 + i))) } in
  check_eq "many sites: the first five, then ..." Fun.id
    ("7: " ^ String.concat "; " (List.init 5 (fun i -> Printf.sprintf "write by t1:20 at bank.c:%d" (50 + i))) ^ "; ...")
    (Races_rows.sites_cell many);
  (* A witnessed race shows the execution where a may-race shows its reasons. *)
  let witnessed = { must_race with witness = "main creates t1#1; t1#1 reaches bank.c:14" } in
  check_eq "witnessed race: last cell" Fun.id "shown by the execution: main creates t1#1; t1#1 reaches bank.c:14"
    (match Races_rows.rows ~show_may:true { race_verdict = "race"; race_reasons = []; races = [ witnessed ] } with
    | [ r ] -> List.nth r.cells 6
    | _ -> "not one row");
  check_eq "races: may-races hidden" Fun.id "must"
    (String.concat "," (List.map (fun (r : Races_rows.row) -> List.hd r.cells) (Races_rows.rows ~show_may:false (races ()))));
  check_eq "access through a pointer" Fun.id "read by main at bank.c:40 (through a pointer)"
    (Races_rows.access (access ~write:false ~through_pointer:true "main" (stmt 40 40)));
  check_eq "verdict line" Fun.id "Verdict: race - 1 must-race, 1 may-race" (Races_rows.verdict results.races);
  check_eq "unknown verdict gives its reasons" Fun.id
    "Verdict: unknown - 0 must-races, 1 may-race (1 possible race(s), none certain)"
    (Races_rows.verdict
       (Some { race_verdict = "unknown"; race_reasons = [ "1 possible race(s), none certain" ]; races = [ may_race ] }));
  check_eq "no race" Fun.id "Verdict: no-race - no race"
    (Races_rows.verdict (Some { race_verdict = "no-race"; race_reasons = []; races = [] }));
  check "no race results say how to get them"
    (String.length (Races_rows.verdict None) > 0 && Races_rows.verdict None <> Races_rows.verdict results.races)

let test_locksets () =
  let rows = Locksets_rows.rows results ~sid:10 in
  check_eq "locksets: rows of the statement, by thread" strings [ "t1:20"; "t2:21" ]
    (List.map (fun (r : Locksets_rows.row) -> List.hd r.cells) rows);
  (match rows with
  | t1 :: _ ->
    check_eq "locksets: t1's row" strings
      [ "t1:20"; "{g}"; "take_two (bank.c:16)"; "first = a, second = {a, b}"; "{a, g}"; "{a, g, rw (read)}";
        "a -> b, g -> b" ]
      t1.cells
  | [] -> check "locksets: rows at sid 10" false);
  check "locksets: one cell per column"
    (List.for_all (fun (r : Locksets_rows.row) -> List.length r.cells = List.length Locksets_rows.columns) rows);
  check_eq "locksets: another statement" Fun.id "1" (string_of_int (List.length (Locksets_rows.rows results ~sid:11)));
  check "locksets: unknown statement" (Locksets_rows.rows results ~sid:999 = []);
  check_eq "locksets title" Fun.id "Locks held before bank.c:10 (2 contexts)"
    (Locksets_rows.title (Some results) (Some (stmt 10 10)));
  check_eq "locksets title, unreached" Fun.id "No thread reaches bank.c:99."
    (Locksets_rows.title (Some results) (Some (stmt 99 99)));
  check "locksets title without selection asks for one"
    (Locksets_rows.title (Some results) None <> Locksets_rows.title None None)

let test_lock_graph () =
  let edges = Lock_graph_rows.edges deadlocks in
  check_eq "edges: cells" strings [ "b"; "a"; "2"; "yes"; "bank.c:10 by t2:21" ] (List.nth edges 2).cells;
  check_eq "edges: hot ones are on the deadlock" (fun l -> String.concat "," (List.map string_of_bool l))
    [ false; true; true ] (List.map (fun (r : Lock_graph_rows.row) -> r.hot) edges);
  check "edges: targets are the acquisitions" ((List.nth edges 2).targets = [ stmt 10 10; stmt 10 10 ]);
  let acqs = Lock_graph_rows.acquisitions (List.hd deadlocks.edges) in
  check_eq "acquisitions: a trylock" strings [ "t1:20"; "a (trylock)"; "bank.c:50"; "g"; "bank.c:9"; "t1 (entry)" ]
    (List.hd acqs).cells;
  let cycles = Lock_graph_rows.cycles deadlocks in
  check_eq "cycles: deadlocks first" strings [ "deadlock"; "cannot deadlock" ]
    (List.map (fun (r : Lock_graph_rows.row) -> List.hd r.cells) cycles);
  (match cycles with
  | dl :: dropped :: _ ->
    check_eq "deadlock cycle" strings
      [ "deadlock"; "a -> b -> a"; "t1:20 holds a, waits for b at bank.c:10; t2:21 holds b, waits for a at bank.c:10" ]
      dl.cells;
    check "deadlock hot, with its steps" (dl.hot && List.length dl.targets = 2);
    check_eq "dropped cycle gives its filter" strings [ "cannot deadlock"; "c -> d -> c"; "gate-lock" ] dropped.cells;
    check "dropped cycle not hot" (not dropped.hot)
  | _ -> check "two cycles" false);
  check_eq "lock graph verdict" Fun.id "Deadlock verdict: deadlock - 3 locks, 3 edges, 1 deadlock"
    (Lock_graph_rows.verdict (Some deadlocks));
  check "no deadlock results say how to get them" (Lock_graph_rows.verdict None <> "")

let test_threads () =
  let rows = Threads_rows.threads results in
  check_eq "threads: main first" strings [ "main"; "main"; "-"; "-"; "unique" ] (List.hd rows).cells;
  check_eq "threads: a multiple thread" strings [ "auditor:22"; "auditor"; "bank.c:22"; "main"; "multiple" ]
    (List.nth rows 2).cells;
  check "threads: selecting one goes to its create" ((List.nth rows 1).target = Some (stmt 20 20));
  let at12 = Threads_rows.parallel results ~sid:12 in
  (* A multiple thread runs alongside another instance of itself. *)
  check_eq "parallel: multiple thread keeps itself" strings
    [ "auditor:22"; "auditor (entry)"; "main, t1:20, auditor:22"; "auditor:22, t1:20" ]
    (List.hd at12).cells;
  let at14 = Threads_rows.parallel results ~sid:14 in
  check_eq "parallel: a unique thread is not parallel with itself" strings
    [ "t1:20"; "t1 (entry)"; "main, auditor:22"; "-" ]
    (List.hd at14).cells;
  check_eq "parallel: main alone" strings [ "main"; "main (entry)"; "-"; "-" ]
    (List.hd (Threads_rows.parallel results ~sid:40)).cells;
  check "parallel: statement not reached" (Threads_rows.parallel results ~sid:999 = [])

let test_marks () =
  let both = { must_race with first = { must_race.first with at = stmt 30 30 } } in
  let r = { results with races = Some { (races ()) with races = [ may_race; both ] } } in
  let show l =
    String.concat " "
      (List.map (fun (sid, m) -> Printf.sprintf "%d:%s" sid (match m with Race_marks.Must -> "must" | May -> "may")) l)
  in
  (* sid 30 is in a may-race and a must-race: must wins. *)
  check_eq "marks" show [ (14, Race_marks.Must); (30, Must); (40, May) ] (Race_marks.marks r);
  let no_sid = { must_race with first = { must_race.first with at = stmt (-1) 3 } } in
  check_eq "marks: statements without sid are left out" show [ (14, Race_marks.Must) ]
    (Race_marks.marks { results with races = Some { (races ()) with races = [ no_sid ] } });
  check "marks: no race results" (Race_marks.marks Results_data.empty = [])

let test_empty () =
  (* The GUI with no results, or a program without threads: nothing to
     show, no failure. *)
  check "empty: no lockset row" (Locksets_rows.rows Results_data.empty ~sid:1 = []);
  check "empty: no thread row" (Threads_rows.threads Results_data.empty = []);
  check "empty: no parallel row" (Threads_rows.parallel Results_data.empty ~sid:1 = []);
  let none = { deadlocks with edges = []; cycles = []; deadlock_verdict = "no-deadlock" } in
  check "empty: no edge" (Lock_graph_rows.edges none = [] && Lock_graph_rows.cycles none = []);
  check_eq "empty lock graph verdict" Fun.id "Deadlock verdict: no-deadlock - 0 locks, 0 edges, 0 deadlocks"
    (Lock_graph_rows.verdict (Some none))

let () =
  test_panel_text ();
  test_races ();
  test_locksets ();
  test_lock_graph ();
  test_threads ();
  test_marks ();
  test_empty ();
  if !failures > 0 then begin
    Printf.printf "%d check(s) failed\n" !failures;
    exit 1
  end
  else print_endline "gui rows: all checks passed"
