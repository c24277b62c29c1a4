(* The schedule search for race witnesses (see witness_search.mli). *)

module Exec = Witness_exec
module Session = Racer_core.Session

(* The runs of the execution, and the conflicting accesses (statement sid
   and whether it writes, one pair per conflict) it brought together. *)
exception Found of string list * ((int * bool) * (int * bool)) list

let max_runs = 14

(* Statements a thread may run before it yields anyway: enough for a setup
   loop, little for a spin. *)
let fuel = 500

(* Threads an execution may have: each one more multiplies the schedules. *)
let max_threads = 5

(* The share of the whole budget one pair of statements may use: a hard
   pair must not starve the others. *)
let pair_share = 4

(* Always 0 is for `if (res) goto exit;` before the creates. First or
   second finds the same witnesses (SV-COMP's race tasks, the test
   programs with nondeterministic values); each order saves the other's
   first pass where it is the right answer, and second costs slightly fewer
   statements on SV-COMP (1.049M against 1.055M), keeping the witnesses
   found before as they were. *)
let policies = [ Exec.Constant 1; Exec.Constant 0; Exec.Counting 1; Exec.Constant 2; Exec.Constant 4 ]

let location s =
  let pos, _ = Cil_datatype.Stmt.loc s in
  Printf.sprintf "%s:%d" (Filename.basename (Filepath.Normalized.to_pretty_string pos.Filepath.pos_path))
    pos.Filepath.pos_lnum

let describe name = function
  | Exec.Paused s -> Printf.sprintf "%s reaches %s" name (location s)
  | Exec.Created child -> Printf.sprintf "%s creates %s" name child
  | Exec.Waits -> Printf.sprintf "%s waits" name
  | Exec.Released -> Printf.sprintf "%s unlocks" name
  | Exec.Ended -> Printf.sprintf "%s ends" name
  | Exec.Cut -> Printf.sprintf "%s runs on" name

(* The pairs of accesses of two statements that touch a common byte, one
   of them writing, not both atomic: the kinds of each pair. *)
let conflicts (s1, xs) (s2, ys) =
  List.concat_map
    (fun { Exec.write = w1; atomic = a1; bytes = b1, o1, n1 } ->
      List.filter_map
        (fun { Exec.write = w2; atomic = a2; bytes = b2, o2, n2 } ->
          if (w1 || w2) && not (a1 && a2) && b1 = b2 && o1 < o2 + n2 && o2 < o1 + n1 then
            Some ((s1.Cil_types.sid, w1), (s2.Cil_types.sid, w2))
          else None)
        ys)
    xs

(* The initial state of each policy, computed once per run of the plug-in
   (states are immutable; a program with large initialisers pays once). *)
let initials = Hashtbl.create 4

let initial policy =
  match Hashtbl.find_opt initials policy with
  | Some (Ok st) -> st
  | Some (Error why) -> raise (Witness_memory.Stuck why)
  | None -> (
    match Exec.initial policy with
    | st ->
      Hashtbl.replace initials policy (Ok st);
      st
    | exception Witness_memory.Stuck why ->
      Hashtbl.replace initials policy (Error why);
      raise (Witness_memory.Stuck why))

let search_with ~budget ~stuck (at_unlock, policy) a b =
  let interest s = s == a || s == b in
  let accesses st t = try Exec.accesses st t with Witness_memory.Stuck _ -> [] in
  let together st paused =
    List.concat_map
      (fun (t1, s1) ->
        List.concat_map
          (fun (t2, s2) ->
            if t1 < t2 && ((s1 == a && s2 == b) || (s1 == b && s2 == a)) then
              conflicts (s1, accesses st t1) (s2, accesses st t2)
            else [])
          paused)
      paused
  in
  (* A state already explored with at least as many runs to go is skipped:
     orders of independent runs lead to equal states. *)
  let seen = Hashtbl.create 1024 in
  let fresh st paused depth last_cut =
    let key =
      Exec.fingerprint st
      ^ String.concat "," (List.sort compare (List.map (fun (t, s) -> Printf.sprintf "%d@%d" t s.Cil_types.sid) paused))
      ^ Option.fold ~none:"" ~some:string_of_int last_cut
    in
    match Hashtbl.find_opt seen key with
    | Some d when d >= depth -> false
    | _ ->
      Hashtbl.replace seen key depth;
      true
  in
  let rec dfs st paused depth last_cut trace =
    (match together st paused with [] -> () | kinds -> raise (Found (List.rev trace, kinds)));
    if depth > 0 && fresh st paused depth last_cut then
      List.iter
        (fun (id, name) ->
          if !budget > 0 && last_cut <> Some id then
            let resume = List.mem_assoc id paused in
            match Exec.run ~at_unlock st id ~interest ~resume ~fuel with
            | None -> budget := !budget - 1
            | exception Witness_memory.Stuck why ->
              Hashtbl.replace stuck (name ^ ": " ^ why) ();
              budget := !budget - fuel
            | Some (_, Exec.Created _, n) when List.length (Exec.threads st) >= max_threads ->
              budget := !budget - n - 1
            | Some (st', stop, n) ->
              budget := !budget - n - 1;
              let paused = List.remove_assoc id paused in
              let paused = match stop with Exec.Paused s -> (id, s) :: paused | _ -> paused in
              let cut = match stop with Exec.Cut -> Some id | _ -> None in
              dfs st' paused (depth - 1) cut (describe name stop :: trace))
        (Exec.threads st)
  in
  match initial policy with
  | exception Witness_memory.Stuck why ->
    Hashtbl.replace stuck ("start: " ^ why) ();
    None
  | init -> (
    try
      for depth = 1 to max_runs do
        if !budget > 0 then dfs init [] depth None []
      done;
      None
    with Found (trace, kinds) ->
      let values = match policy with Exec.Constant 1 -> "" | p -> " (" ^ Exec.policy_name p ^ ")" in
      Some (String.concat "; " trace ^ values, kinds))

let search ~budget a b =
  let stuck = Hashtbl.create 8 in
  let start = !budget in
  (* Each way of answering nondeterministic values gets its share of what
     is left, so that one whose loops spin does not use up the others'.
     Runs stop at unlocks only once the coarser schedules failed: that
     finds more interleavings, in deeper trees. *)
  let ways = List.concat_map (fun at_unlock -> List.map (fun p -> (at_unlock, p)) policies) [ false; true ] in
  let found, _ =
    List.fold_left
      (fun (found, left) way ->
        match found with
        | Some _ -> (found, left)
        | None ->
          let share = !budget / left in
          let mine = ref share in
          let r = search_with ~budget:mine ~stuck way a b in
          budget := !budget - (share - !mine);
          (r, left - 1))
      (None, List.length ways) ways
  in
  if found = None then
    Options.Self.debug ~level:1 "no witness for %s / %s (%d statements left)%s" (location a) (location b) (max 0 !budget)
      (Hashtbl.fold (fun why () acc -> acc ^ "\n  stuck: " ^ why) stuck "")
  else Options.Self.debug ~level:2 "witness for %s / %s after %d statements" (location a) (location b) (start - !budget);
  found

(* Pairs of a location's sites a witness is looked for, beyond the pair it
   shows: at most this many per location, so that a location with hundreds
   of sites does not take the whole budget. *)
let pairs_per_location = 12

(* The searches made in this run of the plug-in, by pair of statement
   sids: a witness is an execution of the program, whichever session's
   race asked for it (the Eva backend's fallback searches the under run's
   races, then those of the alias backend's session). *)
let searched = Hashtbl.create 16

let forget () =
  Hashtbl.reset searched;
  Hashtbl.reset initials

let confirm ~steps session ids =
  Hashtbl.reset initials;
  let column table name = Session.column session table name in
  let first = column "races" "first" and second = column "races" "second" in
  let base = column "races" "base" in
  let stmt_of = column "accesses_seen" "stmt" and kind_of = column "accesses_seen" "kind" in
  let write row = kind_of.(row) = Racer_core.Const.access_write in
  (* Each location's sites (race_sites rows come grouped by race, in order). *)
  let sites = Array.make (Array.length first) [] in
  let site_race = column "race_sites" "race" and site_access = column "race_sites" "access" in
  for i = Array.length site_race - 1 downto 0 do
    sites.(site_race.(i)) <- site_access.(i) :: sites.(site_race.(i))
  done;
  (* The pair a location shows, then pairs of its sites with a write (the
     search itself finds out which threads, or instances of one, can bring
     them together). *)
  let candidates race =
    let shown = (first.(race), second.(race)) in
    let rec pairs acc n = function
      | [] -> List.rev acc
      | x :: rest ->
        let with_x = List.filter (fun y -> write x || write y) (x :: rest) in
        let acc, n =
          List.fold_left
            (fun (acc, n) y -> if n >= pairs_per_location then (acc, n) else ((x, y) :: acc, n + 1))
            (acc, n) with_x
        in
        if n >= pairs_per_location then List.rev acc else pairs acc n rest
    in
    shown :: List.filter (fun p -> p <> shown) (pairs [] 0 sites.(race))
  in
  let budget = ref steps in
  (* One search per pair of statements; its witness confirms every location
     with a pair of that statement pair on the same object whose kinds of
     access it brought into conflict (`x++` against `x--` races as
     read/write and write/write). *)
  let object_of = Hashtbl.create 16 in
  let confirmed = ref 0 in
  let try_pair race (r1, r2) =
    let a = Ids.stmt ids stmt_of.(r1) and b = Ids.stmt ids stmt_of.(r2) in
    let key = (min a.sid b.sid, max a.sid b.sid) in
    (* Must-races too: the verdict is unknown, so none of them is certain. *)
    if (not (Hashtbl.mem searched key)) && !budget > 0 && not (Budget.spent ()) then begin
      let mine = ref (min (max (steps / pair_share) (min steps 1000)) !budget) in
      let before = !mine in
      Hashtbl.replace searched key (search ~budget:mine a b);
      budget := !budget - (before - !mine)
    end;
    match Hashtbl.find_opt searched key with
    | Some (Some (witness, kinds)) ->
      let x = (a.sid, write r1) and y = (b.sid, write r2) in
      let same_object = match Hashtbl.find_opt object_of key with Some o -> o = base.(race) | None -> true in
      if same_object && (List.mem (x, y) kinds || List.mem (y, x) kinds) then begin
        Hashtbl.replace object_of key base.(race);
        Session.confirm_race ~pair:(r1, r2) session race witness;
        incr confirmed;
        true
      end
      else false
    | _ -> false
  in
  Array.iteri (fun race _ -> ignore (List.exists (try_pair race) (candidates race))) first;
  !confirmed
