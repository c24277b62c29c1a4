(* The races panel's rows (see races_rows.mli). *)
open Results_data

type row = { cells : string list; must : bool; accesses : stmt * stmt }

let columns =
  [
    "Race"; "On"; "First access"; "Locks held"; "Second access"; "Locks held"; "Why (not) certain";
    "Accesses"; "Threads in conflict";
  ]

let access a =
  Printf.sprintf "%s by %s at %s%s"
    (if a.write then "write" else "read")
    a.by (Panel_text.location a.at)
    (if a.through_pointer then " (through a pointer)" else "")

(* "3: write by t1:20 at a.c:12; ...": the location's access sites, the
   first few spelled out (the JSON report lists them all). *)
let sites_shown = 5

let sites_cell (r : race) =
  let n = List.length r.sites in
  let shown = List.filteri (fun i _ -> i < sites_shown) r.sites in
  Printf.sprintf "%d: %s%s" n (String.concat "; " (List.map access shown)) (if n > sites_shown then "; ..." else "")

(* "{m}", or "{m}, maybe {m, n}" when some path holds more. *)
let held a =
  if List.length a.may_locks = List.length a.must_locks then Panel_text.locks a.must_locks
  else Printf.sprintf "%s, maybe %s" (Panel_text.locks a.must_locks) (Panel_text.locks a.may_locks)

let row (r : race) =
  {
    cells =
      [
        (if r.must then "must" else "may");
        r.location;
        access r.first;
        held r.first;
        access r.second;
        held r.second;
        (if r.witness <> "" then "shown by the execution: " ^ r.witness else r.reasons);
        sites_cell r;
        String.concat ", " r.conflicts;
      ];
    must = r.must;
    accesses = (r.first.at, r.second.at);
  }

let rows ~show_may (rs : races) =
  let must, may = List.partition (fun (r : race) -> r.must) rs.races in
  List.map row (if show_may then must @ may else must)

let plural n one many = Printf.sprintf "%d %s" n (if n = 1 then one else many)

let verdict (races : races option) =
  match races with
  | None -> "No race results: run frama-c-gui with -racer (or enable it in Analyses and run)."
  | Some rs ->
    let must = List.length (List.filter (fun (r : race) -> r.must) rs.races) in
    let may = List.length rs.races - must in
    let counts =
      if rs.races = [] then "no race"
      else Printf.sprintf "%s, %s" (plural must "must-race" "must-races") (plural may "may-race" "may-races")
    in
    let why = match rs.race_reasons with [] -> "" | rs -> " (" ^ String.concat "; " rs ^ ")" in
    Printf.sprintf "Verdict: %s - %s%s" rs.race_verdict counts why
