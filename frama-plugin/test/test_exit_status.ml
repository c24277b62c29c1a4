(* Unit tests of the exit-status table of -racer-fail-on and
   -deadlock-fail-on: gates and verdicts in, the status out (no Frama-C). *)
open Exit_status

let failures = ref 0

let check_eq name expected got =
  if expected <> got then begin
    incr failures;
    Printf.printf "FAIL %s: expected %d, got %d\n" name expected got
  end

let gate s = Option.get (gate_of_string s)

let () =
  (* Each race gate against each race verdict (the README's table). *)
  List.iter
    (fun (g, v, expected) -> check_eq (Printf.sprintf "races %s" g) expected (status ~races:(gate g, v) ()))
    [
      ("never", Found, 0); ("never", Unknown, 0); ("never", Absent, 0);
      ("race", Found, 10); ("race", Unknown, 0); ("race", Absent, 0);
      ("possible", Found, 10); ("possible", Unknown, 12); ("possible", Absent, 0);
    ];
  List.iter
    (fun (g, v, expected) ->
      check_eq (Printf.sprintf "deadlocks %s" g) expected (status ~deadlocks:(gate g, v) ()))
    [
      ("never", Found, 0); ("never", Unknown, 0);
      ("deadlock", Found, 11); ("deadlock", Unknown, 0); ("deadlock", Absent, 0);
      ("possible", Found, 11); ("possible", Unknown, 13); ("possible", Absent, 0);
    ];
  (* Suppressed races change no verdict but cross no gate. *)
  let finding name expected verdict races =
    let show = function Found -> 0 | Unknown -> 1 | Absent -> 2 in
    check_eq name (show expected) (show (of_races ~verdict ~races ()))
  in
  finding "a must-race" Found `Race [ (true, false); (false, false) ];
  finding "the must-race suppressed, a may-race left" Unknown `Race [ (true, true); (false, false) ];
  finding "every race suppressed" Absent `Race [ (true, true); (false, true) ];
  finding "possible races" Unknown `Unknown [ (false, false) ];
  finding "possible races, all suppressed" Absent `Unknown [ (false, true) ];
  finding "unknown, no race listed (time budget)" Unknown `Unknown [];
  check_eq "possible races all suppressed, but the time budget ran out" 1
    (match of_races ~other_reasons:true ~verdict:`Unknown ~races:[ (false, true) ] () with
     | Found -> 0 | Unknown -> 1 | Absent -> 2);
  finding "no race" Absent `No_race [];
  (* Both analyses: the smallest status, a certain finding first. *)
  let p = gate "possible" in
  check_eq "certain race and deadlock" 10 (status ~races:(p, Found) ~deadlocks:(p, Found) ());
  check_eq "certain deadlock beats possible race" 11 (status ~races:(p, Unknown) ~deadlocks:(p, Found) ());
  check_eq "possible race beats possible deadlock" 12 (status ~races:(p, Unknown) ~deadlocks:(p, Unknown) ());
  check_eq "one gate crossed" 13 (status ~races:(p, Absent) ~deadlocks:(p, Unknown) ());
  check_eq "no analysis" 0 (status ());
  (* Clear of Frama-C's own statuses (1-6, 125) and of each other. *)
  let ours = [ certain_race; certain_deadlock; possible_race; possible_deadlock ] in
  if List.exists (fun s -> s <= 6 || s = 125) ours || List.length (List.sort_uniq compare ours) <> 4 then begin
    incr failures;
    print_endline "FAIL statuses collide"
  end;
  if gate_of_string "sometimes" <> None || List.exists (fun s -> describe s = "") ours || describe 0 <> ""
  then begin
    incr failures;
    print_endline "FAIL gate names or descriptions"
  end;
  if !failures > 0 then exit 1 else print_endline "exit statuses: all passed"
