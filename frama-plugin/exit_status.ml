(* Exit statuses for CI (see exit_status.mli). Kept free of Frama-C so the
   table is tested without it. *)

type gate = Never | Certain | Possible

let gate_of_string = function
  | "never" -> Some Never
  | "race" | "deadlock" -> Some Certain
  | "possible" -> Some Possible
  | _ -> None

type verdict = Found | Unknown | Absent

let of_races ?(other_reasons = false) ~verdict ~races () =
  let kept = List.filter (fun (_, suppressed) -> not suppressed) races in
  if List.exists fst kept then Found
  else
    match verdict with
    | `No_race -> Absent
    | `Race | `Unknown when races <> [] && kept = [] && not other_reasons -> Absent
    | `Race | `Unknown -> Unknown

(* Ten and up: clear of Frama-C's 1-6 and of the shell's 126-127, and small
   enough for every CI system's "exit code" field. *)
let certain_race = 10
let certain_deadlock = 11
let possible_race = 12
let possible_deadlock = 13

(* [Unknown] crosses [Possible] even with no finding listed: an analysis cut
   short by its time budget, or stopped by an unmodelled primitive, proved
   nothing, and a gate meant to catch possible findings must not let it
   pass. *)
let crossed ~certain ~possible = function
  | _, Absent | Never, _ | Certain, Unknown -> None
  | (Certain | Possible), Found -> Some certain
  | Possible, Unknown -> Some possible

let status ?races ?deadlocks () =
  let race = Option.bind races (crossed ~certain:certain_race ~possible:possible_race) in
  let deadlock = Option.bind deadlocks (crossed ~certain:certain_deadlock ~possible:possible_deadlock) in
  match List.filter_map Fun.id [ race; deadlock ] with
  | [] -> 0
  | statuses -> List.fold_left min max_int statuses

let describe s =
  if s = certain_race then "a certain data race (-racer-fail-on)"
  else if s = certain_deadlock then "a certain deadlock (-deadlock-fail-on)"
  else if s = possible_race then "race verdict unknown (-racer-fail-on possible)"
  else if s = possible_deadlock then "deadlock verdict unknown (-deadlock-fail-on possible)"
  else ""
