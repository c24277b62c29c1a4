(* Exit statuses under -racer-fail-on / -deadlock-fail-on (see exit_on_findings.mli). *)

module Session = Racer_core.Session
open Options

(* The kernel restricts both options to their possible values. *)
let gate option =
  match Exit_status.gate_of_string option with
  | Some g -> g
  | None -> Self.fatal "unexpected fail-on value %S" option

(* The races of a finished session as (must, suppressed) pairs (results
   tables of core/README.md: kind 0 is must, suppressed 1 is yes). *)
let listed session =
  let kind = Session.column session "races" "kind" in
  let suppressed = Session.column session "races" "suppressed" in
  List.init (Array.length kind) (fun r -> (kind.(r) = 0, suppressed.(r) = 1))

(* Whether the race verdict is unknown for reasons besides the possible
   races it lists (a time budget, an ordering Racer cannot see): the
   verdict_reasons rows of the races analysis (0), but for the count line. *)
let other_reasons session =
  let analysis = Session.column session "verdict_reasons" "analysis" in
  let reason = Session.column session "verdict_reasons" "reason" in
  let counted = "possible race(s), none certain" in
  List.exists
    (fun r -> analysis.(r) = 0 && not (String.ends_with ~suffix:counted (Session.result_string session reason.(r))))
    (List.init (Array.length analysis) Fun.id)

let register ~races ~deadlocks =
  let status =
    Exit_status.status
      ?races:
        (if Enabled.get () then
           Some
             ( gate (Fail_on.get ()),
               Exit_status.of_races ~other_reasons:(other_reasons races) ~verdict:(Session.verdict races)
                 ~races:(listed races) () )
         else None)
      ?deadlocks:
        (if Deadlock_enabled.get () then
           Some
             ( gate (Deadlock_fail_on.get ()),
               match Session.deadlock_verdict deadlocks with
               | `Deadlock -> Exit_status.Found
               | `Unknown -> Unknown
               | `No_deadlock -> Absent )
         else None)
      ()
  in
  if status <> 0 then begin
    let say = Printf.sprintf "frama-c will exit with status %d: %s" status (Exit_status.describe status) in
    if status = Exit_status.certain_deadlock || status = Exit_status.possible_deadlock then
      Deadlock.feedback "%s" say
    else Self.feedback "%s" say;
    (* Registered now, not when the plug-in loads: the hooks run in the
       order they were added, so the kernel's and the other plug-ins'
       exit work (saving the project with -save, ...) is done first. The
       first run to cross a gate sets the status. *)
    Cmdline.at_normal_exit (fun () -> exit status)
  end
