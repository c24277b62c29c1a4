(* The run's time budget and phase progress (see budget.mli). *)
open Options

let started = ref (Unix.gettimeofday ())

(* When Eva's first thread analysis started (-racer-eva-timeout). *)
let eva_started = ref None

(* Phases quicker than this stay silent: small programs print nothing new. *)
let quiet_below = 3.0

(* The plug-in is loaded before Frama-C parses the files: the time from then
   to the analysis's start is (mostly) parsing. *)
let first_start = ref true

let start () =
  let now = Unix.gettimeofday () in
  let before = now -. !started in
  if !first_start && before >= quiet_below then
    Self.feedback "parsing and preparing the program (Frama-C): %.1f s" before;
  first_start := false;
  started := now;
  eva_started := None

let seconds () =
  let enabled = List.filter (fun s -> s > 0) [
      (if Enabled.get () then Timeout.get () else 0);
      (if Deadlock_enabled.get () then Deadlock_timeout.get () else 0) ]
  in
  List.fold_left (fun acc s -> if acc = 0 then s else min acc s) 0 enabled

let elapsed () = Unix.gettimeofday () -. !started

let spent () =
  let s = seconds () in
  s > 0 && elapsed () >= float_of_int s

let remaining_ms () =
  match seconds () with
  | 0 -> None
  | s -> Some (max 1 (int_of_float ((float_of_int s -. elapsed ()) *. 1000.)))

let start_eva () = if !eva_started = None then eva_started := Some (Unix.gettimeofday ())

let eva_spent () =
  match (!eva_started, Eva_timeout.get ()) with
  | Some t0, s when s > 0 -> Unix.gettimeofday () -. t0 >= float_of_int s
  | _ -> false

let phase ?(parts = fun _ -> "") name f =
  let t0 = Unix.gettimeofday () in
  let result = f () in
  let took = Unix.gettimeofday () -. t0 in
  if took >= quiet_below then begin
    match parts result with
    | "" -> Self.feedback "%s: %.1f s (%.1f s since the start)" name took (elapsed ())
    | p -> Self.feedback "%s: %.1f s (%s; %.1f s since the start)" name took p (elapsed ())
  end;
  result
