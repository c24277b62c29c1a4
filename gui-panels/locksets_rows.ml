(* The locksets panel's rows (see locksets_rows.mli). *)
open Results_data

type row = { cells : string list }

let columns =
  [ "Thread"; "Entry lockset"; "Context"; "Parameters"; "Must lockset"; "May lockset";
    "Lock-graph edges added" ]

let edges es = String.concat ", " (List.map (fun (a, b) -> a ^ " -> " ^ b) es)

let rows (r : Results_data.t) ~sid =
  List.filter (fun l -> l.point.sid = sid) r.locksets
  |> List.stable_sort (fun a b ->
         compare (a.context.thread, Panel_text.context a.context) (b.context.thread, Panel_text.context b.context))
  |> List.map (fun l ->
         {
           cells =
             [
               l.context.thread;
               Panel_text.locks l.entry;
               Panel_text.context l.context;
               Panel_text.bindings l.bindings;
               Panel_text.locks l.must_held;
               Panel_text.locks l.may_held;
               edges l.edges;
             ];
         })

let title results selected =
  match (results, selected) with
  | None, _ -> "No Racer results: run frama-c-gui with -racer or -deadlock."
  | Some _, None -> "Select a statement in the source view to see the locks held before it."
  | Some r, Some s ->
    let n = List.length (rows r ~sid:s.sid) in
    if n = 0 then Printf.sprintf "No thread reaches %s." (Panel_text.location s)
    else Printf.sprintf "Locks held before %s (%d context%s)" (Panel_text.location s) n (if n = 1 then "" else "s")
